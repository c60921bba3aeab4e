import BridgeLintCore
import Foundation

/// Everything the linter knows about the app, built once per run and shared by all threads:
/// its configuration, the controllers its markup may use, the native bridge components of the
/// iOS and Android apps, and the database schema and models behind its forms.
///
/// A model `load` reads lists the repository's files at once and each other part (see
/// `ProjectModelParts`) when a rule first asks for it: one template whose rules never look at
/// a path configuration, a route or a form reads none of them. What describes the whole load
/// (`inputs`, `oversizedFiles`, `unreadSources`, `limitations`) reads every part first.
public struct ProjectModel: Sendable {
    /// The repository root: every path of the model is relative to it.
    public let root: String
    /// The Rails app's folder under the root, ending in `/` (`""` for the root itself).
    public let app: String
    /// The repository's files, listed once (see `RepositoryFiles`).
    public let files: RepositoryFiles
    public let configuration: Configuration
    private var loaded: ProjectModelParts
    public var controllers: ControllerCatalog { loaded.controllers.value }
    public var native: NativeCatalog { loaded.native.value }
    public var schema: SchemaCatalog { loaded.schema.value }
    /// Where Rails UJS is loaded next to Turbo, for this app and the others of its browser (see
    /// `RailsUJS.evidence`).
    public var railsUJS: RailsUJS.Evidence { loaded.packages.value.railsUJS }
    /// The version of `@hotwired/hotwire-native-bridge` the app runs, when a lockfile, pin or
    /// vendored copy of it, or of another app of its browser, says (see `PackageVersions`).
    public var bridgeLibraryVersion: PackageVersion? { loaded.packages.value.bridgeLibraryVersion }
    /// The version of Stimulus the app runs (`@hotwired/stimulus`, or `stimulus` before 3.0),
    /// read as `bridgeLibraryVersion` is.
    public var stimulusVersion: PackageVersion? { loaded.packages.value.stimulusVersion }
    /// Whether the app, or another app of its browser, names Stimulus as a dependency or loads it
    /// in a layout (see `StimulusPackage.isNamed`).
    public var namesStimulus: Bool { loaded.packages.value.namesStimulus }
    /// Whether the app, or an engine or another app of its browser, loads Flowbite: its
    /// Stimulus-shaped attributes (`data-modal-target="<id>"`) are then Flowbite's (see `FlowbiteLibrary`).
    public var loadsFlowbite: Bool { loaded.packages.value.loadsFlowbite }
    /// Whether the app (or an engine folded into it) names Turbo as a dependency (see
    /// `TurboDependency`): only then does markup meant for Rails UJS do nothing.
    public var namesTurbo: Bool { loaded.namesTurbo.value }
    /// Whether the app's pages may run Turbo (see `TurboDependency.isLoaded`): where none does,
    /// nothing reads `data-turbo-*` markup, and Turbo's rules are silent.
    public var loadsTurbo: Bool { loaded.loadsTurbo.value }
    /// The version of the app's Rails (see `RailsVersion`), nil when its files do not say.
    public var railsVersion: RailsVersion? { loaded.packages.value.railsVersion }
    /// The template formats the app registers itself (see `MimeRegistrations`).
    public var mimeRegistrations: MimeRegistrations { loaded.mimeRegistrations.value }
    /// The other Rails apps of the repository whose pages run in one browser with this one
    /// (see `BrowserPeers`): their controllers are known here, and their sources count as uses.
    public internal(set) var peerApps: [String] = []
    /// The engines and dummy apps folded into the app (see `RepositoryFiles.parts`).
    public internal(set) var parts: [String] = []
    /// Project sources not read because they are larger than `max_file_size` (root-relative
    /// path, size): what they declare is unknown.
    public var oversizedFiles: [(path: String, size: Int)] {
        loaded.readAll()
        return loaded.skippedFiles(relativeTo: root)
    }
    /// Native, schema and model sources that could not be read as text (binary, not UTF-8, not
    /// readable): what they declare is unknown.
    public var unreadSources: [UnreadSource] {
        loaded.nativeSources.value.unread + loaded.rubySources.value.unread
    }
    /// The `data-*` attributes the app's own stylesheets select (see `StylesheetSelectors`).
    public var stylesheetSelectors: StylesheetSelectors { loaded.stylesheets.value }
    /// The app's path configurations and what its native code reads of them.
    public var pathConfigurations: PathConfigurationCatalog { loaded.pathConfigurations.value }

    /// This model with the path configurations of one file read from an editor's buffer.
    public func replacingPathConfigurationFile(_ path: String, with bytes: [UInt8]) -> ProjectModel {
        var model = self
        let catalog = loaded.pathConfigurations
        model.loaded.pathConfigurations = Lazy { catalog.value.replacingFile(path, with: bytes) }
        return model
    }

    /// The app's routes (`config/routes.rb`), for rules that follow a path or a `*_path` helper
    /// to the controller action and its template.
    public var routes: RouteTable { loaded.routes.value }
    /// The helpers the routes define, prepared once for the near misses of an undefined one.
    public var routeHelperNames: RouteHelperNames { loaded.routeHelperNames.value }
    /// Native controls the app's Swift and Kotlin create with an image and no text or label.
    public var imageOnlyControls: [ImageOnlyControl] { loaded.imageOnlyControls.value }
    /// What the load looked at (see `ProjectReads`); none for a model built in memory.
    public var inputs: ProjectInputs {
        loaded.readAll()
        return loaded.reads?.inputs(relativeTo: root) ?? .none
    }
    /// The app's templates whose elements the linter never reads: Haml or Slim, or HTML ERB
    /// under `app/` that the configuration's `include` leaves out (a view path the app appends,
    /// `append_view_path "app/frontend"`): a frame, an id or a controller's use that no linted
    /// template has may be there. Found once from the file list (rules ask for every template).
    public let templatesTheLinterCannotRead: [String]
    public var hasTemplatesTheLinterCannotRead: Bool { !templatesTheLinterCannotRead.isEmpty }

    public init(root: String, configuration: Configuration, controllers: ControllerCatalog,
                native: NativeCatalog = NativeCatalog(scans: []), schema: SchemaCatalog = SchemaCatalog(tables: [], modelScans: []),
                railsUJSLoaders: [String] = [], namesTurbo: Bool = true, app: String = "", files: RepositoryFiles? = nil) {
        self.init(root: root, app: app, configuration: configuration, files: files ?? RepositoryFiles(root: root, paths: []),
                  loaded: ProjectModelParts(controllers: controllers, native: native, schema: schema,
                                            railsUJS: RailsUJS.Evidence(loaders: railsUJSLoaders), namesTurbo: namesTurbo))
    }

    private init(root: String, app: String, configuration: Configuration, files: RepositoryFiles, loaded: ProjectModelParts) {
        self.root = root
        self.app = app
        self.files = files
        self.configuration = configuration
        self.loaded = loaded
        templatesTheLinterCannotRead = Self.unreadTemplates(files: files, app: app, configuration: configuration)
    }

    /// See `templatesTheLinterCannotRead`.
    private static func unreadTemplates(files: RepositoryFiles, app: String, configuration: Configuration) -> [String] {
        let appFolder = app + "app/"
        return files.files(under: app) { path in
            path.hasSuffix(".haml") || path.hasSuffix(".slim")
                || (path.hasPrefix(appFolder) && path.hasSuffix(".html.erb") && !configuration.includes(path))
        }
    }

    /// The image-only controls of the Android layouts of the app's Android modules (those whose
    /// `src/main/` holds Kotlin bridgelint read).
    static func layoutImages(files: RepositoryFiles, kotlinFiles: [(path: String, text: String)]) -> [ImageOnlyControl] {
        guard !kotlinFiles.isEmpty else { return [] }
        let modules = Set(kotlinFiles.compactMap { source in source.path.range(of: "src/main/").map { String(source.path[..<$0.upperBound]) } })
        let layouts = files.paths.filter { path in
            LayoutImageScanner.isLayout(path) && !PathConfigurationLocator.isSkipped(path) && modules.contains { path.hasPrefix($0) }
        }
        guard !layouts.isEmpty else { return [] }
        let labelled = LayoutImageScanner.labelledIDs(kotlinFiles: kotlinFiles)
        return layouts.flatMap { path in
            FileReader.bytes(atPath: FileWalker.join(files.root, path)).map { LayoutImageScanner.controls(path: path, bytes: $0, labelledIDs: labelled) } ?? []
        }
    }

    /// Reads the whole project under `root` (a repository holding one Rails app, at the root or
    /// beside the native apps).
    public static func load(root: String, configuration: Configuration) -> ProjectModel {
        let files = RepositoryFiles.walk(root: root)
        return load(root: root, app: "", apps: [""], configuration: configuration, files: files)
    }

    /// Reads the Rails app at `app` (a prefix of `apps`, the repository's apps) from the
    /// repository's `files`, with the native sources that belong to it, each part when first
    /// asked for (see `ProjectModelParts`). `facts`: the scans kept from earlier loads (see
    /// `SourceFactsStore`), saved once every part is read; nil: scan everything.
    /// `parts`: the engines and dummy apps folded into the app (see `RepositoryFiles.parts`),
    /// whose controllers are its own; `peers`: the other apps of its browser, with their
    /// settings (see `BrowserPeers`), whose controllers it borrows.
    public static func load(root: String, app: String, apps: [String], configuration: Configuration, files: RepositoryFiles,
                            facts: SourceFactsStore? = nil, parts: [String] = [],
                            peers: [(app: String, configuration: Configuration)] = []) -> ProjectModel {
        let reading = ProjectModelParts.Reading(limit: FileSizeLimit(bytes: configuration.maxFileSize), reads: PartReads())
        let nativeSources = reading.lazily(.nativeSources) { NativeSources(files: files, app: app, apps: apps, configuration: configuration) }
        let rubySources = reading.lazily(.rubySources) { RubySources(files: files, app: app, configuration: configuration) }
        let packages = reading.lazily(.packages) {
            let folders = RailsAppFolders.prefixes(app: app, controllerFolders: configuration.controllers.paths) + peers.map(\.app)
            let versions = folders.lazy.map { PackageVersions(files: files, app: $0) }
            let stimulusVersion = versions.compactMap { folder in StimulusPackage.names.lazy.compactMap(folder.version(of:)).first }.first
            return ProjectModelParts.Packages(
                railsUJS: RailsUJS.evidence(files: files, app: app, controllerFolders: configuration.controllers.paths,
                                            peers: peers.map { ($0.app, $0.configuration.controllers.paths) }),
                bridgeLibraryVersion: versions.compactMap { $0.version(of: BridgeLibraryPackage.name) }.first,
                stimulusVersion: stimulusVersion,
                namesStimulus: stimulusVersion != nil || (folders + parts).contains { StimulusPackage.isNamed(files: files, app: $0) },
                layoutRegistrations: (folders + parts).flatMap { StimulusPackage.layoutRegistrations(files: files, app: $0) },
                loadsFlowbite: (folders + parts).contains { FlowbiteLibrary.isLoaded(files: files, app: $0) },
                railsVersion: RailsVersion.of(files: files, app: app))
        }
        let loaded = ProjectModelParts(
            reading: reading, facts: facts, nativeSources: nativeSources, rubySources: rubySources,
            controllers: reading.lazily(.controllers) { browserCatalog(root: root, app: app, configuration: configuration, files: files, facts: facts, parts: parts, peers: peers) },
            native: reading.lazily(.native) { NativeCatalog(swiftFiles: nativeSources.value.swiftFiles, kotlinFiles: nativeSources.value.kotlinFiles, facts: facts) },
            schema: reading.lazily(.schema) {
                var schema = SchemaCatalog(schemaFiles: rubySources.value.schemaFiles, modelFiles: rubySources.value.modelFiles,
                                           moduleFiles: rubySources.value.libraryFiles, facts: facts)
                schema.formWithGeneratesIDs = rubySources.value.formWithGeneratesIDs
                schema.compare(withMigrations: rubySources.value.migrationFiles, schemaPath: rubySources.value.schemaFiles.first?.path)
                return schema
            },
            pathConfigurations: reading.lazily(.pathConfigurations) {
                PathConfigurationCatalog(files: files, app: app, apps: apps, swiftFiles: nativeSources.value.swiftFiles, kotlinFiles: nativeSources.value.kotlinFiles)
            },
            routes: reading.lazily(.routes) { RouteTable.load(files: files, app: app) },
            imageOnlyControls: reading.lazily(.imageOnlyControls) {
                let sources = nativeSources.value
                return sources.swiftFiles.flatMap { ImageOnlyControlScanner.controls(path: $0.path, text: $0.text, platform: .ios) }
                    + sources.kotlinFiles.flatMap { ImageOnlyControlScanner.controls(path: $0.path, text: $0.text, platform: .android) }
                    + layoutImages(files: files, kotlinFiles: sources.kotlinFiles)
            },
            namesTurbo: reading.lazily(.namesTurbo) { TurboDependency.isNamed(files: files, app: app) },
            loadsTurbo: reading.lazily(.loadsTurbo) { TurboDependency.isLoaded(files: files, app: app) },
            packages: packages,
            stylesheets: reading.lazily(.stylesheets) {
                StylesheetSelectors(files: files, prefixes: RailsAppFolders.prefixes(app: app, controllerFolders: configuration.controllers.paths) + parts)
            },
            mimeRegistrations: reading.lazily(.mimeRegistrations) { MimeRegistrations.load(files: files, app: app, parts: parts) })
        var model = ProjectModel(root: root, app: app, configuration: configuration, files: files, loaded: loaded)
        model.peerApps = peers.map(\.app)
        model.parts = parts
        return model
    }

    /// The controllers the app's pages may use: its own, its parts' (read with the default
    /// controller folders, unless the configuration names the folders), and its peers'.
    private static func browserCatalog(root: String, app: String, configuration: Configuration, files: RepositoryFiles, facts: SourceFactsStore?,
                                       parts: [String], peers: [(app: String, configuration: Configuration)]) -> ControllerCatalog {
        func catalog(_ app: String, _ configuration: Configuration) -> ControllerCatalog {
            ControllerCatalog.load(root: root, configuration: configuration, files: files, app: app, facts: facts)
        }
        let own = catalog(app, configuration)
        let ownParts = configuration.sets("controllers.paths") ? [] : parts.map { catalog($0, configuration.withDefaultControllerFolders(of: $0)) }
        // Identifiers declared in the configuration are what it says these dependencies define.
        let dependencies = configuration.controllers.known.isEmpty
            ? ([app] + peers.map(\.app)).flatMap { UnreadDependencies.find(files: files, app: $0) } : []
        // An engine no application here loads renders in host apps bridgelint cannot read (a
        // test app in `test/` or `spec/`, or a demo app in `sandbox/`, only exercises it).
        let unseenHosts = files.isEngine(app) && configuration.controllers.known.isEmpty && !peers.contains { peer in
            files.contains(peer.app + "config/application.rb") && !RepositoryFiles.exercisesEngine(peer.app)
        }
        guard !ownParts.isEmpty || !peers.isEmpty || !dependencies.isEmpty || unseenHosts else { return own }
        return ControllerCatalog(own: [own] + ownParts, borrowed: peers.map { catalog($0.app, $0.configuration) },
                                 unreadDependencies: dependencies, rendersInUnseenHosts: unseenHosts)
    }

    /// The root-relative path of a file of the repository named by `path` as reports show it:
    /// absolute, relative to the current directory (the command line), or root-relative.
    public func relativePath(ofShown path: String) -> String? {
        let absolute = Self.standardized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if absolute.hasPrefix(prefix), files.contains(String(absolute.dropFirst(prefix.count))) { return String(absolute.dropFirst(prefix.count)) }
        return files.contains(path) ? path : nil
    }

    /// The absolute `path` with `.`, `..` and repeated slashes resolved by its text, as
    /// `URL.standardizedFileURL` does, without making URLs (which asked the file system whether
    /// the path is a folder, for every template linted).
    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init) where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether controller discovery found anything: when it found nothing, rules cannot tell a
    /// typo from a controller they do not see, and stay silent.
    public var knowsControllers: Bool {
        !controllers.controllers.isEmpty
    }

    /// The platforms whose native components rules compare with the web side: the configured
    /// `platforms` that have native sources in the repository, none of them left unread (a
    /// component declared in a file not read would otherwise be called missing).
    public var checkedPlatforms: [Platform] {
        configuration.platforms.intersection(native.platformsFound).subtracting(platformsWithUnreadSources).sorted()
    }

    /// Platforms with a Swift or Kotlin source that was not read (too large or not text): only
    /// the native sources' part reads them.
    var platformsWithUnreadSources: Set<Platform> {
        let unread = loaded.nativeSources.value.unread
        return Set((loaded.skippedFiles(relativeTo: root).map(\.path) + unread.map(\.path)).compactMap(Platform.init(sourcePath:)))
    }

    /// The `app` folders of the project: the Rails app's own, and `web/app` when a controller
    /// folder says the app's views live there (root-relative).
    public var appFolders: [String] {
        RailsAppFolders.prefixes(app: app, controllerFolders: configuration.controllers.paths).map { $0 + "app" }
    }

    /// Where the app's own Ruby, JavaScript and templates live: its `app/` folder (and `web/app`
    /// when a controller folder says the Rails app lives in `web/`), `lib/`, `config/` (an
    /// initializer that configures a gem's menu with `data: { controller: ... }`), the engines
    /// and packs beside them, and its dummy app (a constant naming a controller in `lib/` is a use);
    /// and the templates of its `test/` and `spec/` folders (see `NameMentions.testFolders`).
    public var sourceFolders: [String] {
        Self.sourceFolders(app: app, configuration: configuration, others: parts + peerApps)
    }

    /// The same, for the Rails app at `app` with `configuration`, before its model is read;
    /// with `others` (its `parts` and `peerApps`), theirs too: a use in a peer's template is a use.
    public static func sourceFolders(app: String, configuration: Configuration, others: [String] = []) -> [String] {
        (RailsAppFolders.prefixes(app: app, controllerFolders: configuration.controllers.paths) + others).flatMap { prefix in
            ["app", "lib", "config", "engines", "components", "packs", "spec/dummy", "test/dummy"].map { prefix + $0 }
                + NameMentions.testFolders.map { prefix + $0 }
        }
    }

    /// What the model could not see, said once per run so silence is explained. Reads every part.
    public var limitations: [String] {
        loaded.readAll()
        return notes(ofEveryPart: true).map(\.text)
    }

    /// What the parts read so far could not see: in a run over named files, what the rules
    /// asked for (a part no rule asked for silenced nothing).
    public var limitationsOfPartsRead: [String] {
        notes(ofEveryPart: false).map(\.text)
    }

    /// The same, each note with the part it is about, for a cache to say them again while
    /// those parts are unchanged without making them.
    public var notesOfPartsRead: [ProjectNote] {
        notes(ofEveryPart: false)
    }

    /// The names of the parts made so far (see `ProjectModelParts.Part`), sorted: what was
    /// worked out with this model depends on these parts only, besides the repository's file
    /// list and the configuration.
    public var partsMade: [String] {
        (loaded.reads?.partsMade ?? []).map(\.rawValue).sorted()
    }

    /// The names of every part, sorted.
    public static let partNames = ProjectModelParts.Part.allCases.map(\.rawValue).sorted()

    /// What the part named `name` looked at (complete once it is made; see `inputs`).
    public func inputs(ofPart name: String) -> ProjectInputs {
        guard let part = ProjectModelParts.Part(rawValue: name), let reads = loaded.reads else { return .none }
        return reads.reads(of: part).inputs(relativeTo: root)
    }

    /// Reads every part not read yet.
    public func readEveryPart() {
        loaded.readAll()
    }

    /// Keeps the stored scans of the parts made so far (see `SourceFactsStore`): a run over
    /// named files reads only some parts, and those it did not read keep what they had.
    public func saveStoredScans() {
        loaded.saveStoredScans()
    }

    /// The notes of every part (read by now), or only of those some rule asked for.
    private func notes(ofEveryPart everyPart: Bool) -> [ProjectNote] {
        typealias Part = ProjectModelParts.Part
        var notes: [ProjectNote] = []
        func add(_ section: ProjectNote.Section, _ part: Part?, _ texts: [String]) {
            notes += texts.map { ProjectNote(section: section, part: part?.rawValue ?? "", text: $0) }
        }
        if everyPart || loaded.controllers.valueIfMade != nil { add(.controllers, .controllers, controllerNotes) }
        if everyPart || loaded.native.valueIfMade != nil {
            for registration in native.registrations {
                for unresolved in registration.unresolved {
                    let platform = registration.platform.displayName
                    add(.native, .native, ["\(unresolved.site.path):\(unresolved.site.line): the \(platform) components registered through `\(unresolved.displayExpression)` cannot be read (\(unresolved.reason)); registration checks for \(platform) are silent."])
                }
            }
            add(.native, .native, platformSilences)
        }
        if everyPart || loaded.pathConfigurations.valueIfMade != nil { add(.pathConfigurations, .pathConfigurations, pathConfigurations.limitations) }
        if everyPart || loaded.schema.valueIfMade != nil, let note = schema.staleSchemaNote { add(.schema, .schema, [note]) }
        if everyPart || loaded.routes.valueIfMade != nil, let note = routes.unknownHelpersNote { add(.routes, .routes, [note]) }
        if everyPart || loaded.packages.valueIfMade != nil, let entry = railsUJS.unreadEntryPoints.first {
            let more = railsUJS.unreadEntryPoints.count > 1 ? " (and \(railsUJS.unreadEntryPoints.count - 1) more)" : ""
            add(.packages, .packages, ["\(entry)\(more): the JavaScript entry point could not be read, so whether its pages load Rails UJS is unknown; rails-link-method is silent for the templates it serves."])
        }
        // Said where the app names Turbo as a dependency: elsewhere (a Turbolinks app) it is no news.
        if loaded.loadsTurbo.valueIfMade == false, namesTurbo {
            add(.packages, .loadsTurbo, ["Turbo is among the app's dependencies (`turbo-rails` or `@hotwired/turbo`, its own or a gem's), but no script or layout of the app loads it (no `@hotwired/turbo` import, `//= require turbo` or script tag naming it), so nothing reads its `data-turbo-*` markup or `<turbo-frame>` elements; the turbo rules are silent."])
        }
        for path in files.undecodableNames where path.hasPrefix(app) {
            add(.files, nil, ["\(path): skipped: its name is not valid UTF-8; rename it to have it read."])
        }
        for path in files.unreadableFolders where path.hasPrefix(app) {
            add(.files, nil, ["\(path.isEmpty ? "." : path)/: skipped: the folder cannot be read; what it holds is unknown."])
        }
        for file in loaded.skippedFiles(relativeTo: root) {
            let absolute = file.path.hasPrefix("/") ? file.path : root + "/" + file.path
            add(.oversized, loaded.reads?.partSkipping(absolute), ["\(file.path): not read: it is \(FileSizeLimit.describe(file.size)), over the \(FileSizeLimit.describe(configuration.maxFileSize)) file size limit (`max_file_size` in .bridgelint.yml); what it declares is unknown\(platformSilence(file.path))."])
        }
        for (part, unread) in [(Part.nativeSources, loaded.nativeSources.valueIfMade?.unread), (Part.rubySources, loaded.rubySources.valueIfMade?.unread)] {
            for file in unread ?? [] {
                add(.unread, part, ["\(file.path): not read: \(file.reason); what it declares is unknown\(platformSilence(file.path))."])
            }
        }
        return notes
    }

    /// What the controller catalog could not read.
    private var controllerNotes: [String] {
        var notes: [String] = []
        if !knowsControllers, namesStimulus {
            let folders = configuration.controllers.paths.joined(separator: ", ")
            let inline = loaded.packages.value.layoutRegistrations
            if let first = inline.first {
                let identifiers = Set(inline.map(\.identifier)).sorted().map { "`\($0)`" }.joined(separator: ", ")
                notes.append("no Stimulus controller files found (searched \(folders)); the layouts register \(identifiers) in inline scripts (\(first.path)), whose classes bridgelint does not read: rules about controllers, targets, actions and values are silent.")
            } else {
                notes.append("no Stimulus controllers found (searched \(folders)); rules about controllers, targets, actions and values are silent. Set `controllers: paths:` in .bridgelint.yml if they live elsewhere.")
            }
        }
        // Five unreadable classes are each named with the reason; more are summed up in one note.
        let unreadable = controllers.controllers.filter { !$0.parseProblems.isEmpty }
        let named = unreadable.count > 6 ? 5 : unreadable.count
        for controller in unreadable.prefix(named) {
            notes.append("\(controller.path): could not read the controller class (\(controller.parseProblems.joined(separator: "; "))); rules about `\(controller.identifier)` are silent.")
        }
        if let next = unreadable.dropFirst(named).first {
            let others = unreadable.count - named - 1
            notes.append("\(next.path): could not read the controller class (and \(others) more controller\(others == 1 ? "" : "s") whose class could not be read); rules about them are silent.")
        }
        for unreached in controllers.unreachedFolders {
            let entries = unreached.entryPoints.prefix(5).joined(separator: ", ") + (unreached.entryPoints.count > 5 ? ", and \(unreached.entryPoints.count - 5) more" : "")
            notes.append("\(unreached.folder)/: no entry point of the app loads this folder (bridgelint read every one and what it imports: \(entries)); its \(unreached.controllerPaths.count) controller file\(unreached.controllerPaths.count == 1 ? " is" : "s are") reported as never loaded.")
        }
        notes += controllers.silencedMembers
        if let note = controllers.silencedBridgeAttributes { notes.append(note) }
        if let note = controllers.silencedEventNames { notes.append(note) }
        if let note = controllers.silencedLibraryEvents { notes.append(note) }
        let dynamicReads = controllers.dynamicBridgeAttributeReads
        if let first = dynamicReads.first {
            let more = dynamicReads.count > 1 ? " (and in \(dynamicReads.count - 1) more file\(dynamicReads.count > 2 ? "s" : ""))" : ""
            notes.append("\(first.path):\(first.location.line): `bridgeAttribute` is called with a computed name\(more), so any `data-bridge-*` attribute may be read; bridge-unknown-attribute is silent about the elements such code may read.")
        }
        for package in controllers.missingPackages {
            notes.append("the npm package `\(package)` listed under `controllers: packages:` is not in node_modules; its controllers are unknown, so rules about them are silent.")
        }
        let builtOnly = controllers.identifiersOnlyCommittedBuildsName
        if let first = builtOnly.first {
            let more = builtOnly.count > 1 ? " (and \(builtOnly.count - 1) more)" : ""
            notes.append("\(first.build): a build committed to the repository names the controller `\(first.identifier)`\(more), which no source file here defines; pages may be served from that build, so markup using those identifiers is not reported as unknown. Rebuild it, or remove it from the repository, to have them checked.")
        }
        if let first = controllers.unprovenRegistrations.first {
            let count = controllers.unprovenRegistrations.count
            let more = count > 1 ? " (and \(count - 1) more)" : ""
            notes.append("\(first.path):\(first.location.line): `register(\"\(first.identifier)\", ...)` is called on an object bridgelint cannot prove is a Stimulus application\(more); such identifiers are not reported as unknown, but they define no controller.")
        }
        if let first = controllers.unreadRegistrations.first {
            let more = controllers.unreadRegistrations.count > 1 ? " (and \(controllers.unreadRegistrations.count - 1) more)" : ""
            notes.append("\(first.path):\(first.location.line): `register` is called with a computed name that no table or loader in the file lists\(more), so the identifiers it registers are unknown; only near misses of known identifiers are reported.")
        }
        if let first = controllers.renamingLoaders.first {
            let more = controllers.renamingLoaders.count > 1 ? " (and \(controllers.renamingLoaders.count - 1) more)" : ""
            notes.append("\(first.path):\(first.location.line): the identifiers of the controllers this loader registers (`definitionsFromContext`, or a glob import's `filenames`) are computed by code bridgelint does not evaluate\(more), so the names they are registered under are unknown; only near misses of known identifiers are reported, and those files are not called unused.")
        }
        for load in controllers.unreadPackageLoads {
            notes.append("\(load.path):\(load.location.line): the controllers loaded from the package `\(load.package)` cannot be read (it is neither vendored under vendor/javascript, nor installed in node_modules, nor a folder of this repository with a package.json of that name); only near misses of known identifiers are reported. Declare its identifiers under `controllers: known:` in .bridgelint.yml.")
        }
        if controllers.rendersInUnseenHosts {
            let exercisers = engineExercisers
            let subject = exercisers.isEmpty
                ? "an engine no application of the repository loads"
                : "an engine whose only applications in the repository are test or demo apps that exercise it (\(exercisers.joined(separator: ", ")))"
            notes.append("\(subject): its templates render in host apps outside it, which may define any controller and use any of its own; only near misses of known identifiers are reported, and no controller is called unused. Declare the hosts' identifiers under `controllers: known:` in .bridgelint.yml.")
        }
        if let first = templatesTheLinterCannotRead.first, knowsControllers {
            let count = templatesTheLinterCannotRead.count
            let more = count > 1 ? " (and \(count - 1) more)" : ""
            notes.append("\(first)\(more): templates bridgelint does not read (Haml, Slim, or ERB the configuration's `include` leaves out); a controller may be mounted there, so no controller is called unused.")
        }
        if !controllers.unreadDependencies.isEmpty {
            let names = controllers.unreadDependencies.prefix(5).map(\.description).joined(separator: ", ")
            let more = controllers.unreadDependencies.count > 5 ? " and \(controllers.unreadDependencies.count - 5) more" : ""
            // Dependencies whose own layouts alone register their controllers leave other pages judged.
            let bounded = controllers.identifiersAreCompleteOutsideDependencyPages
            let pages = controllers.unreadDependencies.compactMap(\.pages)
            let folders = Set(pages.flatMap(\.folders)).sorted().map { "app/views/\($0)/" }.joined(separator: ", ")
            let bases = Set(pages.compactMap(\.baseController)).sorted().map { "`\($0)`" }.joined(separator: " or ")
            let heirs = bases.isEmpty ? "" : ", the views of controllers inheriting \(bases)"
            let scope = bounded
                ? " on the pages their own layouts render (\(folders)\(heirs), and the templates those render) and in templates whose render paths bridgelint cannot follow; there"
                : ";"
            notes.append("\(names)\(more) may register Stimulus controllers bridgelint cannot read\(scope) an identifier no file here defines may come from them, so only near misses of known identifiers are reported. Declare their identifiers under `controllers: known:` in .bridgelint.yml.")
        }
        return notes
    }

    /// The test and demo apps (`spec/dummy`, `sandbox/`) among the parts and peers of an engine,
    /// without their trailing `/`: they load it, but only to exercise it.
    private var engineExercisers: [String] {
        (parts + peerApps).filter { other in
            files.contains(other + "config/application.rb") && RepositoryFiles.exercisesEngine(String(other.dropFirst(app.count)))
        }.map { String($0.dropLast()) }.sorted()
    }

    /// What a native source left unread silences, for its note.
    private func platformSilence(_ path: String) -> String {
        guard let platform = Platform(sourcePath: path), configuration.platforms.contains(platform) else { return "" }
        return ", so checks of \(platform.displayName) components are silent"
    }
}

/// A project source listed but not read as text: what it declares is unknown.
public struct UnreadSource: Sendable, Equatable {
    /// Root-relative.
    public var path: String
    /// Why, as the note says it: `the file is binary, not text`.
    public var reason: String
}

/// Reads project sources as text: a file that is not text, or cannot be read though it is
/// listed, is noted in `unread` (files over the size limit are noted by `FileSizeLimit`).
struct SourceTexts {
    var unread: [UnreadSource] = []

    mutating func read(_ paths: [String], root: String) -> [(path: String, text: String)] {
        paths.compactMap { path in
            switch FileReader.read(atPath: FileWalker.join(root, path)) {
            case .bytes(let bytes):
                if let reason = FileReader.notTextReason(bytes) {
                    unread.append(UnreadSource(path: path, reason: reason))
                    return nil
                }
                return (path, String(decoding: bytes, as: UTF8.self))
            case .tooLarge:
                return nil
            case .unreadable:
                // Gone since the walk: nothing to read and nothing unknown.
                if FileReader.exists(FileWalker.join(root, path)) { unread.append(UnreadSource(path: path, reason: "the file cannot be read")) }
                return nil
            }
        }
    }
}

/// The native files the model reads, picked from the repository's file list: Swift and Kotlin
/// sources (the configured native folders, else those that belong to the app, see
/// `RepositoryFiles.nativeSources`).
struct NativeSources: Sendable {
    var swiftFiles: [(path: String, text: String)] = []
    var kotlinFiles: [(path: String, text: String)] = []
    /// Files listed but not read as text, with the reason.
    var unread: [UnreadSource] = []

    init() {}

    /// Folders no app source lives in: Xcode, CocoaPods, Carthage and Gradle output.
    static let nativeBuildFolders: Set<String> = ["Pods", "DerivedData", "Carthage", "build", ".gradle", "xcuserdata", "node_modules", ".git", ".build"]

    /// Words a native source shared by several apps must hold to be read (see `nativeSources`).
    private static let bridgeWords = ["BridgeComponent", "registerBridgeComponents"].map { Array($0.utf8) }

    init(files: RepositoryFiles, app: String, apps: [String], configuration: Configuration) {
        let root = files.root
        var texts = SourceTexts()
        func configured(_ folders: [String], ending suffix: String) -> [String] {
            Array(Set(folders.flatMap { files.files(under: $0) { $0.hasSuffix(suffix) && !Self.isInBuildFolder($0) } })).sorted()
        }
        let native = configuration.native
        var found: [String] = []
        if native.ios.isEmpty || native.android.isEmpty {
            let sources = files.nativeSources(for: app, among: apps.contains(app) ? apps : apps + [app])
            let shared = sources.shared.filter { path in
                FileReader.bytes(atPath: FileWalker.join(root, path)).map { bytes in Self.bridgeWords.contains { bytes.contains(subsequence: $0) } } ?? false
            }
            found = (sources.own + shared).filter { !Self.isInBuildFolder($0) }.sorted()
        }
        swiftFiles = texts.read(native.ios.isEmpty ? found.filter { $0.hasSuffix(".swift") } : configured(native.ios, ending: ".swift"), root: root)
        kotlinFiles = texts.read(native.android.isEmpty ? found.filter { $0.hasSuffix(".kt") } : configured(native.android, ending: ".kt"), root: root)
        unread = texts.unread
    }

    private static func isInBuildFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { nativeBuildFolders.contains(String($0)) }
    }
}

/// The Ruby files behind the app's forms: `db/schema.rb` or `db/structure.sql`,
/// `app/models/**/*.rb` and `lib/**/*.rb` of the first Rails app (the project's, else one a
/// controller folder points at) with a schema.
struct RubySources: Sendable {
    var schemaFiles: [(path: String, text: String)] = []
    var modelFiles: [(path: String, text: String)] = []
    /// `lib/**/*.rb`, whose modules models may include (`include SubcategoriesSystem`).
    var libraryFiles: [(path: String, text: String)] = []
    /// Whether the app's `form_with` fields get ids (see `FormWithIDs`), from its
    /// `Gemfile.lock` and `config/`.
    var formWithGeneratesIDs = false
    /// `db/migrate/*.rb`, read when the app has a schema to compare them with.
    var migrationFiles: [(path: String, text: String)] = []
    /// Files listed but not read as text, with the reason.
    var unread: [UnreadSource] = []

    init() {}

    init(files: RepositoryFiles, app: String, configuration: Configuration) {
        var texts = SourceTexts()
        let prefixes = RailsAppFolders.prefixes(app: app, controllerFolders: configuration.controllers.paths)
        let schemaApp = prefixes.first { prefix in ["db/schema.rb", "db/structure.sql"].contains { files.contains(prefix + $0) } } ?? app
        schemaFiles = texts.read(["db/schema.rb", "db/structure.sql"].map { schemaApp + $0 }.filter { files.contains($0) }, root: files.root)
        modelFiles = texts.read(files.files(under: schemaApp + "app/models") { $0.hasSuffix(".rb") }, root: files.root)
        libraryFiles = texts.read(files.files(under: schemaApp + "lib") { $0.hasSuffix(".rb") }, root: files.root)
        let configFiles = texts.read(files.files(under: schemaApp + "config") { path in
            path == schemaApp + "config/application.rb"
                || (path.hasSuffix(".rb") && ["initializers", "environments"].contains { path.hasPrefix(schemaApp + "config/" + $0 + "/") })
        }, root: files.root)
        let lockfile = files.contains(schemaApp + "Gemfile.lock")
            ? FileReader.bytes(atPath: FileWalker.join(files.root, schemaApp + "Gemfile.lock")).map { String(decoding: $0, as: UTF8.self) } : nil
        formWithGeneratesIDs = FormWithIDs.areGenerated(lockfile: lockfile, configFiles: configFiles)
        if !schemaFiles.isEmpty {
            migrationFiles = texts.read(files.files(under: schemaApp + "db/migrate") { $0.hasSuffix(".rb") && !$0.dropFirst(schemaApp.count + "db/migrate/".count).contains("/") }, root: files.root)
        }
        unread = texts.unread
    }
}

/// One note of `ProjectModel.limitations`, with the part of the model whose reading it is
/// about ("" for the repository's file list), and its place among the notes.
public struct ProjectNote: Sendable, Equatable {
    /// Where a note goes among the others: notes are said in this order.
    public enum Section: Int, Sendable, Comparable {
        case controllers, native, pathConfigurations, packages, files, oversized, unread, schema, routes

        public static func < (lhs: Section, rhs: Section) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var section: Section
    public var part: String
    public var text: String
}

extension ProjectNote: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(section.rawValue)
        writer.write(part)
        writer.write(text)
    }

    public init(from reader: CompactReader) throws {
        guard let section = Section(rawValue: try reader.readInt()) else { throw CompactFormatError(description: "not a section of notes") }
        self.init(section: section, part: try reader.readString(), text: try reader.readString())
    }
}

extension ProjectModel {
    /// A root-relative path as the app sees it (`app/views/...`), for messages.
    public func appRelative(_ path: String) -> String {
        path.hasPrefix(app) ? String(path.dropFirst(app.count)) : path
    }
}
