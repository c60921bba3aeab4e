import BridgeLintCore

/// Bundles a build wrote and the repository committed: Vite Ruby's output under `public/`
/// (`public/vite/assets/*.js`), Webpacker's (`public/packs/js/*.js`), jsbundling's
/// (`app/assets/builds/*.js`). The server may send those instead of what the sources build
/// today, so a controller whose source was removed, or never committed, may still be registered
/// on the page. Their minified code is not read as controllers: the identifiers they name (the
/// keys of a loader's file map, `"./hero_chat_controller.js"`, and `register("id", …)` calls)
/// are only possible, so markup using one is not reported as unknown.
enum CommittedBuilds {
    /// The app-relative folders whose scripts are build output, not sources.
    static let folders = ["public/", "app/assets/builds/"]

    /// Each identifier the app's committed builds name, with the first build (root-relative
    /// path) that names it.
    static func identifiers(app: String, root: String, files: RepositoryFiles) -> [String: String] {
        var result: [String: String] = [:]
        for folder in folders {
            let scripts = files.files(under: app + String(folder.dropLast()), where: isScript)
            let manifests = manifests(among: files.files(under: app + String(folder.dropLast())) { $0.hasSuffix("/manifest.json") }, root: root)
            for path in scripts where isListed(path, manifests: manifests) {
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)) else { continue }
                for identifier in identifiers(in: bytes) where result[identifier] == nil { result[identifier] = path }
            }
        }
        return result
    }

    /// Each build manifest's folder (with a trailing `/`: where the paths it lists start; the
    /// parent of Vite's `.vite/`) and its text.
    private static func manifests(among paths: [String], root: String) -> [(folder: String, text: [UInt8])] {
        paths.compactMap { path in
            guard let text = FileReader.bytes(atPath: FileWalker.join(root, path)) else { return nil }
            var folder = String(path.dropLast("manifest.json".count))
            if folder.hasSuffix(".vite/") { folder = String(folder.dropLast(".vite/".count)) }
            return (folder, text)
        }
    }

    /// Whether the build a page may load includes `path`: a script under a build manifest's
    /// folder is one only when that manifest (the innermost) lists it; a bundle it does not list
    /// is a stale build no page loads.
    private static func isListed(_ path: String, manifests: [(folder: String, text: [UInt8])]) -> Bool {
        guard let manifest = manifests.filter({ path.hasPrefix($0.folder) }).max(by: { $0.folder.count < $1.folder.count }) else { return true }
        return ByteSearch.contains(Array(path.dropFirst(manifest.folder.count).utf8), in: manifest.text)
    }

    private static func isScript(_ path: String) -> Bool {
        path.hasSuffix(".js") || path.hasSuffix(".mjs")
    }

    /// The identifiers one build names: controller file keys and literal `register` names.
    static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var result: Set<String> = []
        for marker in fileKeyMarkers {
            var from = 0
            while let found = ByteSearch.firstIndex(of: marker, in: bytes, from: from) {
                from = found + marker.count
                if let key = quoted(around: found, in: bytes), let identifier = identifier(forFileKey: key) { result.insert(identifier) }
            }
        }
        var from = 0
        while let found = ByteSearch.firstIndex(of: registerCall, in: bytes, from: from) {
            from = found + registerCall.count
            if let name = quoted(startingAt: from, in: bytes), name.allSatisfy(isIdentifierByte) {
                result.insert(String(decoding: name, as: UTF8.self))
            }
        }
        return result
    }

    /// `./admin/user_list_controller.js` → `admin--user-list`: the path below the nearest
    /// `controllers/` folder, or below the loader's own folder (`./`), as loaders name files.
    static func identifier(forFileKey key: String) -> String? {
        let bytes = Array(key.utf8)
        let relative: ArraySlice<UInt8>
        if let folder = lastIndex(of: controllersFolder, in: bytes) {
            relative = bytes[(folder + controllersFolder.count)...]
        } else if bytes.starts(with: Array("./".utf8)) {
            relative = bytes.dropFirst(2)
        } else {
            return nil
        }
        guard ByteSearch.firstIndex(of: Array("..".utf8), in: Array(relative)) == nil else { return nil }
        return ControllerIdentifier.identifier(forPathUnderControllersFolder: String(decoding: relative, as: UTF8.self))
    }

    private static func lastIndex(of word: [UInt8], in bytes: [UInt8]) -> Int? {
        var last: Int?
        var from = 0
        while let found = ByteSearch.firstIndex(of: word, in: bytes, from: from) {
            last = found
            from = found + 1
        }
        return last
    }

    private static let controllersFolder = Array("controllers/".utf8)
    private static let fileKeyMarkers = [Array("_controller.".utf8), Array("-controller.".utf8)]
    private static let registerCall = Array("register(".utf8)
    private static let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")]
    /// Longer keys are not file paths a loader wrote.
    private static let longestKey = 300

    /// The quoted string that holds `index`, when only path characters lie between its quotes.
    private static func quoted(around index: Int, in bytes: [UInt8]) -> String? {
        var start = index
        while start > 0, index - start < longestKey, !quotes.contains(bytes[start - 1]) {
            guard isPathByte(bytes[start - 1]) else { return nil }
            start -= 1
        }
        guard start > 0, quotes.contains(bytes[start - 1]) else { return nil }
        let quote = bytes[start - 1]
        var end = index
        while end < bytes.count, end - start < longestKey, bytes[end] != quote {
            guard isPathByte(bytes[end]) else { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == quote else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The bytes of a string literal that starts at `index`.
    private static func quoted(startingAt index: Int, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard index < bytes.count, quotes.contains(bytes[index]) else { return nil }
        let quote = bytes[index]
        var end = index + 1
        while end < bytes.count, end - index < longestKey, bytes[end] != quote { end += 1 }
        guard end < bytes.count, bytes[end] == quote, end > index + 1 else { return nil }
        return bytes[(index + 1)..<end]
    }

    private static func isPathByte(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")
    }

    /// What a Stimulus identifier is made of (`admin--user-list`, `user_list`).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
