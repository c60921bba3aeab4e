import Foundation

/// Scripts a bundler wrote from the repository's own sources, as their source maps prove: a
/// `//# sourceMappingURL=` comment naming a map in the repository (or inline) whose `sources`
/// include a file of the repository. Such a file (a gem's UMD and ESM builds of its
/// `app/javascript`) defines nothing its sources do not: the controllers it registers are those
/// of the sources, and two builds of one source are alternatives an app loads one of.
enum BuiltScripts {
    /// Whether the script at root-relative `path`, whose text is `bytes`, is a build of files in `files`.
    static func isBuildOfRepositorySources(_ bytes: [UInt8], path: String, files: RepositoryFiles) -> Bool {
        guard let url = sourceMappingURL(in: bytes), let map = mapText(url, besides: path, files: files),
              let object = try? JSONSerialization.jsonObject(with: Data(map)) as? [String: Any],
              let sources = object["sources"] as? [String]
        else { return false }
        let mapFolder = url.hasPrefix("data:") ? folder(of: path) : folder(of: join(folder(of: path), url) ?? "")
        let sourceRoot = (object["sourceRoot"] as? String) ?? ""
        return sources.contains { source in
            join(mapFolder, sourceRoot.isEmpty ? source : sourceRoot + "/" + source).map(files.contains) ?? false
        }
    }

    /// The scripts a `package.json` of the repository (at its root or the app's) names as the
    /// package's bundle (`main`, `browser`, `unpkg`, `jsdelivr`) while it names another script
    /// of the repository as its source module (`module`, `source`): one package's build and its
    /// source, of which an app loads one (a gem's rollup bundle beside its `index.js`).
    static func packageBuilds(app: String, files: RepositoryFiles) -> Set<String> {
        var result: Set<String> = []
        for folder in Set(["", app]) where files.contains(folder + "package.json") {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, folder + "package.json")),
                  let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { continue }
            func scripts(_ keys: [String]) -> Set<String> {
                Set(keys.compactMap { object[$0] as? String }.compactMap { join(folder.isEmpty ? "" : String(folder.dropLast()), $0) }.filter(files.contains))
            }
            let sources = scripts(["module", "source"])
            let bundles = scripts(["main", "browser", "unpkg", "jsdelivr"]).subtracting(sources)
            if !sources.isEmpty { result.formUnion(bundles) }
        }
        return result
    }

    private static let marker = Array("sourceMappingURL=".utf8)

    /// The URL of the last `//# sourceMappingURL=` (or the older `//@`) comment, as written.
    static func sourceMappingURL(in bytes: [UInt8]) -> String? {
        var start: Int?
        var index = bytes.count - marker.count
        while index >= 3 {
            if bytes[index] == UInt8(ascii: "s"), Array(bytes[index..<index + marker.count]) == marker,
               bytes[index - 1] == UInt8(ascii: " "), bytes[index - 2] == UInt8(ascii: "#") || bytes[index - 2] == UInt8(ascii: "@"),
               bytes[index - 3] == UInt8(ascii: "/")
            {
                start = index + marker.count
                break
            }
            index -= 1
        }
        guard let start else { return nil }
        var end = start
        while end < bytes.count, !(bytes[end] == 0x0A || bytes[end] == 0x0D || bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// The map's JSON: decoded from a base64 `data:` URL, or read from the repository file the URL names.
    private static func mapText(_ url: String, besides script: String, files: RepositoryFiles) -> [UInt8]? {
        if url.hasPrefix("data:") {
            guard let comma = url.firstIndex(of: ","), url[..<comma].hasSuffix(";base64"),
                  let data = Data(base64Encoded: String(url[url.index(after: comma)...]))
            else { return nil }
            return Array(data)
        }
        guard !url.contains("://"), let mapPath = join(folder(of: script), url), files.contains(mapPath) else { return nil }
        return FileReader.bytes(atPath: FileWalker.join(files.root, mapPath))
    }

    private static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// `relative` resolved against root-relative `folder`, or nil when it leaves the repository.
    static func join(_ folder: String, _ relative: String) -> String? {
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
