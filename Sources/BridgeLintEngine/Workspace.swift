import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate
import Dispatch
import Foundation

/// One project of a repository (a Rails app) as a run sees it: the repository root all its
/// paths are relative to, its configuration, its model, and which templates are its own.
public struct Workspace: Sendable {
    /// The repository root (see `Repository`).
    public let root: String
    /// The Rails app's folder under the root, ending in `/` (`""` for the root).
    public let app: String
    public let configuration: Configuration
    public let configurationErrors: [ConfigurationError]
    /// The app as a whole: read once, whatever the files linted, when first needed (a run
    /// whose findings all come from the cache never reads it).
    public var project: ProjectModel { model.value }
    /// The model if a thread has asked for it, without reading it.
    var projectIfLoaded: ProjectModel? { model.valueIfMade }
    private let model: Lazy<ProjectModel>
    private let repository: Repository
    private let includesEverything: Bool
    /// The other projects whose pages run in one browser with this one (see `BrowserPeers`).
    public let peerApps: [String]
    /// The engines folded into the project and the other projects of its browser, whose
    /// sources the project rules search too (see `ProjectModel.sourceFolders`).
    private let sourceNeighbours: [String]

    /// Opens the project that holds `path` in its repository.
    public init(containing path: String) {
        let repository = Repository(containing: path)
        self.init(repository: repository, project: repository.project(containing: path))
    }

    /// `facts`: the project's stored scans (see `SourceFactsStore`), nil for none.
    init(repository: Repository, project: Repository.Project, facts: SourceFactsStore? = nil) {
        self.repository = repository
        root = repository.root
        app = project.app
        configuration = project.configuration
        configurationErrors = repository.configurationErrors
        includesEverything = project.includesEverything
        let peers = repository.projects.filter { project.peers.contains($0.app) }.map { (app: $0.app, configuration: $0.configuration) }
        model = Lazy {
            ProjectModel.load(root: repository.root, app: project.app, apps: repository.projects.map(\.app),
                              configuration: project.configuration, files: repository.files, facts: facts,
                              parts: project.parts, peers: peers)
        }
        peerApps = project.peers
        sourceNeighbours = project.parts + project.peers
    }

    /// `rules:` entries naming no rule are configuration errors, with a did-you-mean.
    static func unknownRuleErrors(in configuration: Configuration) -> [ConfigurationError] {
        let ids = Set(RuleRegistry.ids + configuration.customRules.map(\.ruleID))
        return configuration.rules.values.filter { !ids.contains($0.ruleID) }.sorted { $0.ruleID < $1.ruleID }.map { setting in
            ConfigurationError(path: configuration.path ?? ProjectLocator.configurationFileName, keyPath: "rules.\(setting.ruleID)",
                               location: setting.location, message: "unknown rule `\(setting.ruleID)`",
                               suggestions: StringDistance.suggestions(for: setting.ruleID, among: ids, limit: 2))
        }
    }

    /// Custom rules that cannot run: a selector that does not parse, an id a built-in rule has.
    static func customRuleErrors(in configuration: Configuration) -> [ConfigurationError] {
        let path = configuration.path ?? ProjectLocator.configurationFileName
        return configuration.customRules.compactMap { definition in
            if RuleRegistry.idSet.contains(definition.id) {
                return ConfigurationError(path: path, keyPath: "custom_rules.\(definition.id)", location: definition.idLocation,
                                          message: "`\(definition.id)` is the id of a built-in rule; give the custom rule another id")
            }
            guard case .failure(let problem) = CustomRule.compile(definition) else { return nil }
            return ConfigurationError(path: path, keyPath: "custom_rules.\(definition.id)", location: problem.location, message: problem.message)
        }
    }

    /// Options a rule does not accept, as the rule explains them.
    static func ruleOptionErrors(in configuration: Configuration) -> [ConfigurationError] {
        configuration.rules.values.sorted { $0.ruleID < $1.ruleID }.flatMap { setting -> [ConfigurationError] in
            guard let rule = RuleRegistry.rule(withID: setting.ruleID) as? any ConfigurableRule else { return [] }
            return rule.optionProblems(in: setting).map { problem in
                ConfigurationError(path: configuration.path ?? ProjectLocator.configurationFileName,
                                   keyPath: "rules.\(setting.ruleID)" + (problem.keyPath.isEmpty ? "" : "." + problem.keyPath),
                                   location: problem.location, message: problem.message, suggestions: problem.suggestions)
            }
        }
    }

    /// The repository's files, listed once.
    public var files: RepositoryFiles { repository.files }

    /// Every template of the project, read when a rule first asks a question one file
    /// cannot answer; their texts are kept while together at most `retainedBytes` (see
    /// `FileTexts`).
    public func corpus(retainedBytes: Int = FileTexts.retainedBytes) -> TemplateCorpus {
        let workspace = self
        let templates = FileTexts(listing: { workspace.corpusTemplatePaths }, read: { relative in
            FileManager.default.contents(atPath: workspace.root + "/" + relative).map { [UInt8]($0) }
        }, retainedBytes: retainedBytes)
        let blockReading = RailsTwoBlockReading { workspace.project.railsVersion.map { !$0.blockHelpersWriteFromCodeTags } ?? false }
        return TemplateCorpus(templates: templates, blockReading: blockReading) {
            workspace.corpusRubyPaths.compactMap { relative in
                FileManager.default.contents(atPath: workspace.root + "/" + relative).map { (relative, [UInt8]($0)) }
            }
        } scripts: {
            workspace.corpusScriptPaths.compactMap { relative in
                FileManager.default.contents(atPath: workspace.root + "/" + relative).map { [UInt8]($0) }
            }
        } support: {
            workspace.corpusSupportPaths.compactMap { relative in
                FileManager.default.contents(atPath: workspace.root + "/" + relative).map { (relative, [UInt8]($0)) }
            }
        }
    }

    /// A fingerprint of what `corpus()` reads: each file's path and the digest of its bytes
    /// (from `digests` while its size and time are unchanged; see `ResultCache`).
    func corpusFingerprint(digests: FileDigests) -> String {
        contentFingerprint(corpusTemplatePaths + corpusRubyPaths + corpusScriptPaths + corpusSupportPaths, digests: digests)
    }

    /// A fingerprint of the sources the project rules search for names (see `NameMentions`),
    /// as `corpusFingerprint(digests:)` is of the corpus.
    func mentionedSourcesFingerprint(digests: FileDigests) -> String {
        contentFingerprint(NameMentions.sources(in: files, folders: ProjectModel.sourceFolders(app: app, configuration: configuration, others: sourceNeighbours)),
                           digests: digests)
    }

    /// Each file's path and digest, hashed. The files are hashed on all cores: after a fresh
    /// clone, none is known by its time.
    private func contentFingerprint(_ paths: [String], digests: FileDigests) -> String {
        let limit = FileSizeLimit(bytes: configuration.maxFileSize)
        let found = Locked([String](repeating: "", count: paths.count))
        let chunk = 64
        DispatchQueue.concurrentPerform(iterations: (paths.count + chunk - 1) / chunk) { part in
            let range = part * chunk..<min(paths.count, (part + 1) * chunk)
            let digestsOfPart = range.map { digests.digest(ofFileAt: paths[$0], limit: limit) }
            found.withLock { $0.replaceSubrange(range, with: digestsOfPart) }
        }
        var hasher = StableHasher()
        for (path, digest) in zip(paths, found.withLock { $0 }) {
            hasher.combine(path)
            hasher.combine(digest)
        }
        return hasher.digest
    }

    /// The templates of the corpus (root-relative).
    private var corpusTemplatePaths: [String] {
        repository.files.files(under: app) { ownsTemplate($0) && configuration.includes($0) }
    }

    /// The Ruby files the render graph reads (root-relative): the app's and its engines' `app/`
    /// folders, where controllers choose layouts and controllers, helpers, components and models
    /// render partials, and each `config/application.rb`, which makes its folder an application
    /// with view paths of its own (a dummy app's layouts are not the host's; see `ViewRoots`).
    private var corpusRubyPaths: [String] {
        repository.files.files(under: app) { path in
            path.hasASCIISuffix(".rb") && (path.hasPrefix("app/") || path.contains("/app/") || path == "config/application.rb" || path.hasASCIISuffix("/config/application.rb"))
        }
    }

    /// The other files that may name a template (root-relative): the Ruby of `config/` (routes,
    /// a layout set in an initializer) and `lib/`, the Gemfile and gemspecs (a gem's views),
    /// component previews, and Haml and Slim templates (see `UnrenderedTemplates`).
    private var corpusSupportPaths: [String] {
        repository.files.files(under: app) { path in
            // Split and searched by bytes: this runs for every file of the repository.
            let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
            guard !ByteSearch.contains("vendor/", in: path), !ByteSearch.contains("node_modules/", in: path) else { return false }
            // Haml, Slim and Jbuilder templates, which bridgelint does not parse, may render ERB
            // partials.
            if Self.templateNamingExtensions.contains(where: { $0.hasPrefix(".") && $0 != ".gemspec" && name.hasASCIISuffix($0) }) { return true }
            guard !(path.hasPrefix("app/") || ByteSearch.contains("/app/", in: path)) else { return false }
            if name == "Gemfile" || name.hasASCIISuffix(".gemspec") || name.hasASCIISuffix("_preview.rb") { return true }
            guard name.hasASCIISuffix(".rb") else { return false }
            return path.hasPrefix("config/") || ByteSearch.contains("/config/", in: path) || path.hasPrefix("lib/") || ByteSearch.contains("/lib/", in: path)
        }
    }

    /// The app's scripts the corpus searches for names (root-relative): the JavaScript and
    /// TypeScript among the sources `NameMentions` searches.
    private var corpusScriptPaths: [String] {
        NameMentions.sources(in: files, folders: ProjectModel.sourceFolders(app: app, configuration: configuration, others: sourceNeighbours))
            .filter { path in Self.scriptExtensions.contains { path.hasASCIISuffix($0) } }
    }

    private static let scriptExtensions = [".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx"]

    /// File name endings of templates, for editors watching files.
    public static let templateExtensions = [".html.erb", ".turbo_stream.erb", ".erb", ".html"]

    /// File name endings of the other files whose text may name a template (see
    /// `UnrenderedTemplates`): Haml, Slim, Jbuilder, XML Builder and Arbre (ActiveAdmin's
    /// `.arb`) templates, gemspecs, and the `Gemfile`.
    public static let templateNamingExtensions = [".haml", ".slim", ".jbuilder", ".builder", ".arb", ".gemspec", "Gemfile"]

    /// Whether the file name is one Rails renders in this project (see `TemplateName`): by
    /// Rails' own formats, or by one the app registers (`show.mobile.erb` with
    /// `Mime::Type.register_alias "text/html", :mobile`). Only a `.erb` file Rails' own formats
    /// do not make a template asks the model for its registrations.
    public func isTemplate(_ path: String) -> Bool {
        TemplateName.isTemplate(path, registered: .none) || path.hasASCIISuffix(".erb") && TemplateName.isTemplate(path, registered: project.mimeRegistrations)
    }

    /// Whether the root-relative `path` is a template of this project: a template name, one by
    /// a format the app registers (or
    /// named by a configured `include` glob without wildcards in its file name) in no other
    /// project's app folder.
    private func ownsTemplate(_ path: String) -> Bool {
        let isNamed = isTemplate(path) || configuration.sets("include") && configuration.include.contains { glob in
            !(glob.pattern.split(separator: "/").last ?? "").contains("*") && glob.matches(path)
        }
        return isNamed && repository.project(holding: path).app == app
    }

    /// The templates of this project to lint for the paths given: folders are walked (skipping
    /// dependency and build folders and what `.gitignore` ignores) and filtered by
    /// `include`/`exclude`; files named explicitly are linted unless excluded or never
    /// rendered. Returns absolute paths, sorted, and the paths that do not exist.
    public func templates(for paths: [String]) -> (files: TemplatePaths, missing: [String]) {
        // Root-relative as listed, and the absolute paths of files named outside the root.
        var files: Set<String> = []
        var outside: Set<String> = []
        var missing: [String] = []
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: absolute) else {
                missing.append(path)
                continue
            }
            let relative = relativePath(of: absolute)
            if isFolder(absolute) {
                let found = repository.files.files(under: relative == "." ? "" : relative) { relative in
                    ownsTemplate(relative) && (includesEverything ? !isExcluded(relative) : configuration.includes(relative))
                }
                files.formUnion(found)
            } else if ownsTemplate(relative), !isExcluded(relative) {
                if root + "/" + relative == absolute { files.insert(relative) } else { outside.insert(absolute) }
            }
        }
        return (TemplatePaths(root: root, relativePaths: files, outside: outside), missing)
    }

    /// Whether the paths given include the project root itself, its app folder or a folder
    /// above it: then rules about the whole app (components on both platforms, unused
    /// controllers) run too.
    public func coversWholeProject(_ paths: [String]) -> Bool {
        paths.contains { path in
            let relative = relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path)
            return relative == "." || app.hasPrefix(relative + "/")
        }
    }

    /// Whether `exclude` in the configuration leaves out the root-relative path (or a folder of it).
    public func isExcluded(_ relative: String) -> Bool {
        configuration.exclude.contains { $0.matchesPathOrAncestor(relative) }
    }

    /// `absolute` relative to the root ("." for the root itself); unchanged when outside it.
    public func relativePath(of absolute: String) -> String {
        repository.relativePath(of: absolute)
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
