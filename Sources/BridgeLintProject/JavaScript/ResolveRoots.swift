import Foundation

/// The folders an app's webpack resolves bare specifiers under before `node_modules`
/// (`import "src/decidim/form"` is `app/packs/src/decidim/form.js` when `app/packs` is one):
/// Webpacker's and Shakapacker's `source_path` and `additional_paths` (`resolved_paths` before
/// Webpacker 6), which they add to webpack's `resolve.modules`, and the folders the app's own
/// webpack configuration adds there or to `resolve.roots` (`config/webpack/*.js`,
/// `webpack.config.js`). Root-relative, each once; only folders of the repository.
enum ResolveRoots {
    static func read(files: RepositoryFiles, app: String) -> [String] {
        var result: [String] = []
        func add(_ folder: String) {
            let path = ModuleResolver.normalize(folder)
            guard !path.hasPrefix(".."), !path.split(separator: "/").contains("node_modules"), !result.contains(path),
                  FileReader.isFolder(FileWalker.join(files.root, path)) else { return }
            result.append(path)
        }
        for name in ["config/webpacker.yml", "config/shakapacker.yml"] {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + name)) else { continue }
            let settings = webpackerFolders(in: String(decoding: bytes, as: UTF8.self))
            for folder in (settings.sourcePaths.isEmpty ? ["app/javascript"] : settings.sourcePaths) + settings.additional {
                add(app + folder)
            }
        }
        for folder in decidimPackPaths(files: files, app: app) { add(app + folder) }
        let configurations = files.files(under: app + "config/webpack") { ControllerIdentifier.isScript($0) }
            + ["webpack.config.js", "webpack.config.cjs", "webpack.config.mjs", "webpack.config.ts"].map { app + $0 }.filter(files.contains)
        for path in configurations {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            for folder in arrayFolders(keys: ["modules", "roots"], in: JavaScriptSource(path: path, bytes: bytes), fileFolder: folder, app: app) {
                add(folder)
            }
        }
        return result
    }

    /// The pack folders a Decidim module adds to the host's `additional_paths`:
    /// `Decidim::Shakapacker.register_path("#{base_path}/app/packs")` (or `Decidim::Webpacker`,
    /// before 0.28) in its `config/assets.rb`, where `base_path = File.expand_path("..", __dir__)`
    /// is the module's folder. App-relative.
    static func decidimPackPaths(files: RepositoryFiles, app: String) -> [String] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "config/assets.rb")) else { return [] }
        let lines = String(decoding: bytes, as: UTF8.self).lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        guard lines.contains("base_path = File.expand_path(\"..\", __dir__)") else { return [] }
        return lines.compactMap { line -> String? in
            guard let call = line.range(of: ".register_path(\"#{base_path}/") else { return nil }
            let rest = line[call.upperBound...].prefix { $0 != "\"" }
            return rest.isEmpty || rest.contains("#{") ? nil : String(rest)
        }
    }

    /// `source_path:` values, and the items of `additional_paths:` / `resolved_paths:` (a flow
    /// list `[a, b]` or a block list of `- a` lines), in every section of the file.
    static func webpackerFolders(in text: String) -> (sourcePaths: [String], additional: [String]) {
        var sourcePaths: [String] = []
        var additional: [String] = []
        var inList = false
        for line in text.lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inList, trimmed.hasPrefix("- ") {
                additional.append(scalar(trimmed.dropFirst(2)))
                continue
            }
            inList = false
            if trimmed.hasPrefix("source_path:") {
                let value = scalar(trimmed.dropFirst("source_path:".count))
                if !value.isEmpty { sourcePaths.append(value) }
            } else if let key = ["additional_paths:", "resolved_paths:"].first(where: { trimmed.hasPrefix($0) }) {
                let value = trimmed.dropFirst(key.count).drop { $0 == " " }
                if value.hasPrefix("[") {
                    let inner = value.dropFirst().prefix { $0 != "]" }
                    additional += inner.split(separator: ",").map { scalar($0) }.filter { !$0.isEmpty }
                } else {
                    inList = value.isEmpty || value.hasPrefix("#")
                }
            }
        }
        return (sourcePaths, additional)
    }

    /// A YAML scalar without its comment, blanks and quotes.
    private static func scalar(_ text: Substring) -> String {
        var value = text.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }

    /// The folders the array after each `key:` of `keys` names (`modules: [path.resolve(__dirname,
    /// "..", "..", "app/packs"), "node_modules"]`): one per element, its string literals joined,
    /// relative to the configuration's folder when the element names `__dirname`, else to the app.
    static func arrayFolders(keys: Set<String>, in source: JavaScriptSource, fileFolder: String, app: String) -> [String] {
        var result: [String] = []
        let tokens = source.tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier || tokens[index].kind == .string, keys.contains(tokens[index].literalValue ?? tokens[index].text),
                  tokens[index + 1].isPunctuator(":"), tokens[index + 2].isPunctuator("["), let close = source.closingIndex[index + 2] else { continue }
            var element: [JavaScriptToken] = []
            var cursor = index + 3
            while cursor <= close {
                let token = tokens[cursor]
                if cursor == close || token.isPunctuator(",") {
                    if let folder = folder(of: element, fileFolder: fileFolder, app: app) { result.append(folder) }
                    element = []
                    cursor += 1
                    continue
                }
                let end = source.skipGroup(at: cursor)
                element += tokens[cursor..<min(end, close)]
                cursor = min(end, close)
            }
            index = close
        }
        return result
    }

    /// The root-relative folder one array element names, nil when it holds no string or a name
    /// bridgelint cannot read (`process.env.X`, a variable).
    static func folder(of element: [JavaScriptToken], fileFolder: String, app: String) -> String? {
        let strings = element.compactMap(\.literalValue)
        guard !strings.isEmpty else { return nil }
        let known: Set<String> = ["path", "resolve", "join", "__dirname", "process", "cwd"]
        guard element.allSatisfy({ $0.kind != .identifier || known.contains($0.text) }) else { return nil }
        let fromConfiguration = element.contains { $0.isIdentifier("__dirname") }
        // `path.resolve` starts over at an absolute part; `/app/frontend` in a Vite alias means the app's folder.
        let joined = strings.joined(separator: "/")
        if joined.hasPrefix("/") { return fromConfiguration ? nil : ModuleResolver.normalize(app + joined.dropFirst()) }
        let base = fromConfiguration ? fileFolder : String(app.dropLast(app.hasSuffix("/") ? 1 : 0))
        return ModuleResolver.normalize(base.isEmpty ? joined : base + "/" + joined)
    }
}

/// Vite's `resolve.alias` in the app's `vite.config.*`: `alias: { "@": path.resolve(__dirname,
/// "app/frontend") }` or `alias: [{ find: "@", replacement: "/app/frontend" }]`, each alias a
/// folder of the repository.
enum ViteAliases {
    static func read(files: RepositoryFiles, app: String) -> [ScriptPathAliases.Alias] {
        var result: [ScriptPathAliases.Alias] = []
        for config in files.files(directlyIn: app) where config.dropFirst(app.count).hasPrefix("vite.config.") {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, config)) else { continue }
            let source = JavaScriptSource(path: config, bytes: bytes)
            let tokens = source.tokens
            for index in tokens.indices where tokens[index].isIdentifier("alias") {
                guard source.token(at: index + 1)?.isPunctuator(":") == true, let open = source.token(at: index + 2),
                      open.isPunctuator("{") || open.isPunctuator("["), let close = source.closingIndex[index + 2] else { continue }
                for (key, value) in pairs(in: source, from: index + 3, to: close, isArray: open.isPunctuator("[")) {
                    guard let folder = ResolveRoots.folder(of: value, fileFolder: String(app.dropLast(app.hasSuffix("/") ? 1 : 0)), app: app),
                          !folder.hasPrefix(".."), FileReader.isFolder(FileWalker.join(files.root, folder)) else { continue }
                    result.append(.init(prefix: key + "/", targets: [folder + "/"], isExact: false))
                    result.append(.init(prefix: key, targets: [folder], isExact: true))
                }
            }
        }
        return result.sorted { $0.prefix.count > $1.prefix.count }
    }

    /// The `key: value` pairs of an alias object, or the `find`/`replacement` pairs of an
    /// array of them; a key that is not a string or a name is skipped.
    private static func pairs(in source: JavaScriptSource, from start: Int, to end: Int, isArray: Bool) -> [(String, [JavaScriptToken])] {
        let tokens = source.tokens
        var result: [(String, [JavaScriptToken])] = []
        var index = start
        while index < end {
            if isArray {
                guard tokens[index].isPunctuator("{"), let close = source.closingIndex[index] else { index += 1; continue }
                let entries = pairs(in: source, from: index + 1, to: close, isArray: false)
                if let find = entries.first(where: { $0.0 == "find" })?.1, find.count == 1, let key = find[0].literalValue,
                   let replacement = entries.first(where: { $0.0 == "replacement" })?.1 {
                    result.append((key, replacement))
                }
                index = close + 1
                continue
            }
            guard tokens[index].kind == .identifier || tokens[index].kind == .string, index + 1 < end, tokens[index + 1].isPunctuator(":") else {
                index += 1
                continue
            }
            let key = tokens[index].literalValue ?? tokens[index].text
            var cursor = index + 2
            var value: [JavaScriptToken] = []
            while cursor < end, !tokens[cursor].isPunctuator(",") {
                let next = min(source.skipGroup(at: cursor), end)
                value += tokens[cursor..<next]
                cursor = next
            }
            result.append((key, value))
            index = cursor + 1
        }
        return result
    }
}
