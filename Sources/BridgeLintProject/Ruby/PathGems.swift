import Foundation

/// The gems an app's `Gemfile` loads from folders of the repository: `gem "x", path: "p"`,
/// `gemspec path: "p"`, and the gems listed in a `path "p" do ... end` block. Bundler takes a
/// path gem from the folder holding its `<name>.gemspec`, in `p` or up to two folders below it
/// (a gem without one is `p` itself). They run in the app's process and render in its pages:
/// their templates are the app's, whatever the folder is called. A path outside the
/// repository (`../other-repo`, `/opt/gems/x`) or one written as code is not followed.
public enum PathGems {
    /// Root-relative folders (ending in `/`) of the gems the `Gemfile` of `app` (a prefix
    /// ending in `/`, `""` for the root) loads by path, other than `app` itself; sorted.
    public static func folders(loadedBy app: String, files: RepositoryFiles) -> [String] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile")) else { return [] }
        let loads = GemLoads.read(bytes: bytes, path: app + "Gemfile")
        var result: Set<String> = []
        func named(_ names: [String], under folder: String) -> [String] {
            let specs = Set(names.map { $0 + ".gemspec" })
            return files.files(under: folder) { path in
                let rest = path.dropFirst(folder.count)
                return rest.filter { $0 == "/" }.count <= 2 && specs.contains(String(rest.split(separator: "/").last ?? ""))
            }.map { String($0[...($0.lastIndex(of: "/") ?? $0.startIndex)]) }
        }
        for gem in loads.pathGems {
            guard let folder = resolve(gem.folder, from: app) else { continue }
            let found = named([gem.name], under: folder)
            result.formUnion(found.isEmpty && (folder.isEmpty || files.hasFolder(folder)) ? [folder] : found)
        }
        for written in loads.gemspecFolders {
            if let folder = resolve(written, from: app), files.files(directlyIn: folder).contains(where: { $0.hasSuffix(".gemspec") }) {
                result.insert(folder)
            }
        }
        for written in loads.pathBlocks {
            if let folder = resolve(written, from: app) { result.formUnion(named(loads.gems, under: folder)) }
        }
        result.remove(app)
        return result.sorted()
    }

    /// `written`, a folder relative to the app's folder, as a root-relative prefix ending in
    /// `/`; nil when it is absolute, starts at the home folder, or leaves the repository.
    static func resolve(_ written: String, from app: String) -> String? {
        guard !written.isEmpty, !written.hasPrefix("/"), !written.hasPrefix("~") else { return nil }
        var parts = app.split(separator: "/")
        for part in written.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}
