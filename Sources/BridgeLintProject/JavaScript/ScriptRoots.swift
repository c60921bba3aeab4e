/// The folders of a Rails app whose scripts are its JavaScript entry points and what they
/// import: where Stimulus starts and controllers are loaded. The conventional ones, and the
/// source folders the app's bundler configuration names, so an app whose JavaScript lives in
/// `frontend/` is followed too.
enum ScriptRoots {
    /// `app/packs` is Webpacker 6's `source_path` (entry points in `app/packs/entrypoints`),
    /// kept by the apps and engines built on it (decidim's) without a configuration of their own.
    static let conventional = ["app/javascript", "app/frontend", "app/assets/javascripts", "app/packs"]

    /// App-relative folders, conventional ones first, each once.
    static func roots(app: String, files: RepositoryFiles) -> [String] {
        var result = conventional
        for configured in configuredSourceFolders(app: app, files: files) where !result.contains(configured) {
            result.append(configured)
        }
        return result
    }

    /// Vite Ruby's `"sourceCodeDir"` in `config/vite.json`, Webpacker's or Shakapacker's
    /// `source_path:` in `config/webpacker.yml` / `config/shakapacker.yml`.
    private static func configuredSourceFolders(app: String, files: RepositoryFiles) -> [String] {
        var result: [String] = []
        if let text = text(app + "config/vite.json", files: files) {
            result += values(in: text) { line in
                guard let key = line.range(of: "\"sourceCodeDir\"") else { return nil }
                return quoted(line[key.upperBound...])
            }
        }
        for name in ["config/webpacker.yml", "config/shakapacker.yml"] {
            guard let text = text(app + name, files: files) else { continue }
            result += values(in: text) { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("source_path:") else { return nil }
                let value = trimmed.dropFirst("source_path:".count).drop { $0 == " " }
                return quoted(value) ?? value.split(separator: " ").first.map(String.init)
            }
        }
        result += bundlerEntryFolders(app: app, files: files)
        return result.map(ModuleResolver.normalize).filter { !$0.isEmpty && !$0.hasPrefix("..") }
    }

    /// Bundler configurations at the app's root whose entry points are named by path.
    static let bundlerConfigurations = ["webpack.config", "rollup.config", "esbuild.config", "vite.config"].flatMap { name in
        ["js", "cjs", "mjs", "ts"].map { "\(name).\($0)" }
    }

    /// The folders of the scripts a bundler configuration names (`entry:
    /// path.resolve(__dirname, "frontend/index.js")`, `input: "./src/admin.js"`,
    /// `glob.sync("./app/assets/bundles/*.js")`): every string in it that is the path of a script
    /// of the app, or a glob of scripts whose folder (before its first wildcard) holds scripts,
    /// outside `node_modules`. The configurations are those at the app's root and the webpack
    /// configuration files under `config/webpack`, and the build programs of the app's
    /// `package.json` scripts (`BundlerScripts.programs`).
    private static func bundlerEntryFolders(app: String, files: RepositoryFiles) -> [String] {
        var result: [String] = []
        let configurations = bundlerConfigurations.map { app + $0 }.filter(files.contains)
            + files.files(under: app + "config/webpack") { path in scriptExtensions.contains(where: path.hasSuffix) }
            + BundlerScripts.programs(of: BundlerScripts.packageScripts(app: app, files: files), files: files, app: app)
        for configuration in configurations {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, configuration)) else { continue }
            for token in JavaScriptSource(path: configuration, bytes: bytes).tokens {
                guard let literal = token.literalValue, scriptExtensions.contains(where: literal.hasSuffix),
                      let folder = scriptFolder(named: ModuleResolver.normalize(literal), app: app, files: files) else { continue }
                result.append(folder)
            }
        }
        return result
    }

    /// The app-relative folder of the script `path` names, or of the scripts a glob names
    /// (`app/assets/bundles/*.js`: the folder before the first wildcard, when it holds scripts).
    private static func scriptFolder(named path: String, app: String, files: RepositoryFiles) -> String? {
        guard !path.hasPrefix("node_modules/") else { return nil }
        if let wildcard = path.firstIndex(where: { "*?{[".contains($0) }) {
            // Only a glob of one folder's scripts (`bundles/*.js`): `app/**/*.js` or a test
            // runner's `spec/**/*.spec.js` names no entry folder.
            guard !path.contains("**"), !path[wildcard...].contains("/"), let slash = path[..<wildcard].lastIndex(of: "/") else { return nil }
            let folder = String(path[..<slash])
            let holdsScripts = !files.files(under: app + folder) { file in scriptExtensions.contains(where: file.hasSuffix) }.isEmpty
            return holdsScripts ? folder : nil
        }
        guard files.contains(app + path), let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static let scriptExtensions = [".js", ".mjs", ".cjs", ".ts", ".jsx", ".tsx"]

    private static func text(_ path: String, files: RepositoryFiles) -> String? {
        guard files.contains(path), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func values(in text: String, _ value: (Substring) -> String?) -> [String] {
        text.lines.compactMap(value)
    }

    /// The first `"..."` or `'...'` string in `text`.
    private static func quoted(_ text: Substring) -> String? {
        guard let open = text.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: text[open]) else { return nil }
        return String(rest[..<close])
    }
}
