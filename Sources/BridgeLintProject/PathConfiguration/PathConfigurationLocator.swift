import BridgeLintCore

/// Finds the path configurations a repository writes: JSON files the Rails app serves or renders,
/// JSON in the native apps' bundles, and Ruby literals in the app's controllers, constants and
/// Jbuilder views. A file counts when it holds a `rules` list of objects with `patterns`.
struct PathConfigurationLocator {
    var configurations: [PathConfiguration] = []
    var unparsable: [(path: String, failure: String, line: Int)] = []

    /// Folders whose files are never the app's configuration: dependencies, build output, tests.
    static let skippedFolders: Set<String> = NativeSources.nativeBuildFolders.union([
        "vendor", "tmp", "coverage", "log", "test", "tests", "spec", "Tests", "androidTest", "fixtures", "public/assets",
    ])

    private static let patternsWord = Array("patterns".utf8)
    private static let erbOpen = Array("<%".utf8)

    init() {}

    init(files: RepositoryFiles, app: String, apps: [String]) {
        for path in files.paths where Self.isCandidate(path) {
            // A file in another Rails app is that app's; one outside every app (a native bundle) is shared.
            if let owner = apps.filter({ path.hasPrefix($0) }).max(by: { $0.count < $1.count }), owner != app { continue }
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            read(path, app: app, bytes: bytes)
        }
    }

    /// Reads the configurations of one candidate file (root-relative `path`) from `bytes`: the
    /// file on disk, or an editor's buffer.
    mutating func read(_ path: String, app: String, bytes: [UInt8]) {
        guard bytes.contains(subsequence: Self.patternsWord), FileReader.notTextReason(bytes) == nil else { return }
        let relative = path.hasPrefix(app) ? String(path.dropFirst(app.count)) : path
        if path.hasSuffix(".rb") || path.hasSuffix(".jbuilder") {
            for literal in RubyLiteralReader.literals(in: bytes) {
                if let configuration = PathConfiguration(path: path, form: .rubyLiteral, enclosingName: literal.enclosingName, document: literal.node) {
                    configurations.append(configuration)
                }
            }
            return
        }
        if path.hasSuffix(".erb"), bytes.contains(subsequence: Self.erbOpen) { return }
        let form: PathConfiguration.Form = relative.hasPrefix("public/") ? .servedFile : relative.hasPrefix("app/views/") ? .template : .nativeBundle
        switch JSONSourceReader.read(bytes) {
        case .success(let document):
            if let configuration = PathConfiguration(path: path, form: form, document: document) { configurations.append(configuration) }
        case .failure(let failure):
            if bytes.contains(subsequence: Array("\"rules\"".utf8)) { unparsable.append((path, failure.message, bytes[..<min(failure.offset, bytes.count)].count { $0 == .newline } + 1)) }
        }
    }

    /// Whether a file is in a folder of dependencies, build output, tests or assets.
    static func isSkipped(_ path: String) -> Bool {
        isSkipped(path, folders: folders(of: path))
    }

    private static func isSkipped(_ path: String, folders: [Substring]) -> Bool {
        folders.contains { skippedFolders.contains(String($0)) || $0.hasSuffix(".xcassets") || $0.hasPrefix(".") }
            || ByteSearch.contains("public/assets/", in: path)
    }

    /// The folders of a root-relative path, outermost first (`app/models/user.rb` -> `app`,
    /// `models`), split on the bytes: every file of the repository is asked about.
    private static func folders(of path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).dropLast().map(Substring.init)
    }

    /// The endings of the names `isCandidate` takes, checked before the folders (most files end otherwise).
    private static let candidateSuffixes = [".json", ".json.erb", ".json.jbuilder", ".rb"]

    /// JSON files and JSON templates, and the app's Ruby files where configurations are written.
    static func isCandidate(_ path: String) -> Bool {
        guard candidateSuffixes.contains(where: path.hasSuffix) else { return false }
        let folders = folders(of: path)
        guard !isSkipped(path, folders: folders) else { return false }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? Substring(path)
        if name.hasSuffix(".json") {
            return !["package.json", "package-lock.json", "composer.json", "tsconfig.json", "jsconfig.json", "manifest.json", "Package.resolved"].contains(String(name))
        }
        if name.hasSuffix(".json.erb") { return folders.contains("views") }
        if name.hasSuffix(".json.jbuilder") { return folders.contains("views") }
        // Where apps write configurations in Ruby: controllers, helpers and models, `lib/`, `config/`.
        if name.hasSuffix(".rb") {
            return zip(folders, folders.dropFirst()).contains { $0 == "app" && ["controllers", "helpers", "models"].contains($1) }
                || folders.contains("lib") || folders.contains("config")
        }
        return false
    }
}
