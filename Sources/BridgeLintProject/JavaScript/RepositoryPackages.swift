import Foundation

/// npm packages whose source is part of the repository itself: a folder whose `package.json`
/// names the package. A library's own repository with a demo app (whose importmap pins the
/// package to a path the app serves) and a workspace package of a monorepo look like this.
enum RepositoryPackages {
    /// The root-relative entry file of the package called `name`: the `module` of its
    /// `package.json`, else `main`, else `exports` (a string, or the string at `"."`), else
    /// `index.js`. Nil when no folder of the repository holds that package or its entry file is
    /// not in the repository.
    static func entryFile(of name: String, files: RepositoryFiles) -> String? {
        let quotedName = Array("\"\(name)\"".utf8)
        for manifest in files.paths where manifest == "package.json" || manifest.hasSuffix("/package.json") {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, manifest)),
                  bytes.contains(subsequence: quotedName),
                  let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                  object["name"] as? String == name
            else { continue }
            let folder = String(manifest.dropLast("package.json".count))
            if let entry = entries(of: object).lazy.map({ ModuleResolver.normalize(folder + $0) }).first(where: files.contains) {
                return entry
            }
        }
        return nil
    }

    /// The entry files a manifest names, most specific first.
    private static func entries(of manifest: [String: Any]) -> [String] {
        var result: [String] = []
        if let module = manifest["module"] as? String { result.append(module) }
        if let main = manifest["main"] as? String { result.append(main) }
        if let exports = manifest["exports"] as? String { result.append(exports) }
        if let exports = manifest["exports"] as? [String: Any], let root = exports["."] as? String { result.append(root) }
        result.append("index.js")
        return result
    }
}
