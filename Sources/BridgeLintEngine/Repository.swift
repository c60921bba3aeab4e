import BridgeLintCore
import BridgeLintProject
import BridgeLintReporters
import Foundation

/// The repository a run works in: its root (see `ProjectLocator.repositoryRoot`), every file
/// in it (one walk), and its projects, one per Rails app, each with its own configuration.
/// Project models are read only for the projects a run touches (`workspace(for:)`).
public struct Repository: Sendable {
    /// One Rails app of the repository and the settings that apply to it.
    public struct Project: Sendable {
        /// The app's folder under the root, ending in `/` (`""` for the root).
        public let app: String
        public let configuration: Configuration
        /// No configuration and no Rails app: a folder given is linted whole.
        let includesEverything: Bool
        /// The engines and dummy apps folded into the app (see `RepositoryFiles.parts`).
        let parts: [String]
        /// The other projects whose pages run in one browser with this one (see `BrowserPeers`).
        public internal(set) var peers: [String] = []
    }

    public let root: String
    public let files: RepositoryFiles
    public let projects: [Project]
    /// Problems in every configuration file read, each once.
    public let configurationErrors: [ConfigurationError]

    public init(containing path: String) {
        root = ProjectLocator.repositoryRoot(for: path)
        files = RepositoryFiles.walk(root: root)
        let rootSettings = ConfigurationLoader.load(root: root)
        var errors = rootSettings.errors
        let detected = files.railsApps
        let apps: [String]
        if let listed = rootSettings.configuration.projects, !listed.isEmpty {
            apps = listed.map { $0 == "." || $0.isEmpty ? "" : $0 + "/" }
        } else {
            apps = detected.isEmpty ? [""] : detected
        }
        var projects: [Project] = []
        for app in apps {
            var settings = rootSettings
            var folder = ""
            if !app.isEmpty, FileManager.default.fileExists(atPath: FileWalker.join(root, app + ProjectLocator.configurationFileName)) {
                settings = ConfigurationLoader.load(root: FileWalker.join(root, String(app.dropLast())))
                errors += settings.errors
                folder = app
            }
            // Path gems inside the app render in its pages, whatever their folder is called.
            let pathGems = PathGems.folders(loadedBy: app, files: files).filter { $0.hasPrefix(app) }
            let viewFolders = ConfiguredViewPaths.folders(of: app, files: files).map { app + $0 }
            let configuration = settings.configuration.forProject(app: app, configurationFolder: folder)
                .includingTemplates(ofGems: pathGems, inViewFolders: viewFolders)
            errors += Workspace.unknownRuleErrors(in: configuration) + Workspace.ruleOptionErrors(in: configuration)
                + Workspace.customRuleErrors(in: configuration)
            let includesEverything = app.isEmpty && settings.configuration.path == nil && detected.isEmpty && !files.hasFolder("app")
            projects.append(Project(app: app, configuration: configuration, includesEverything: includesEverything,
                                    parts: files.parts(of: app, among: apps)))
        }
        let peers = BrowserPeers.peers(among: apps, files: files)
        for index in projects.indices { projects[index].peers = peers[projects[index].app] ?? [] }
        self.projects = projects
        var seen: Set<String> = []
        configurationErrors = errors.filter { seen.insert("\($0)").inserted }
    }

    /// The custom rules of every project, each id once (projects may share a file).
    public var customRules: [CustomRuleDefinition] {
        var seen: Set<String> = []
        return projects.flatMap(\.configuration.customRules).filter { seen.insert($0.ruleID).inserted }
    }

    /// The project whose app folder holds the root-relative `path` most closely; the first
    /// project when none does.
    public func project(holding relative: String) -> Project {
        holder(of: relative) ?? projects[0]
    }

    private func holder(of relative: String) -> Project? {
        projects.filter { $0.app.isEmpty || relative.hasPrefix($0.app) || relative + "/" == $0.app }.max { $0.app.count < $1.app.count }
    }

    /// The project holding `path` (absolute, or relative to the current folder).
    public func project(containing path: String) -> Project {
        project(holding: relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path))
    }

    /// The project `project` with its model read, reusing the scans in `facts` if given.
    public func workspace(for project: Project, facts: SourceFactsStore? = nil) -> Workspace {
        Workspace(repository: self, project: project, facts: facts)
    }

    /// The projects a run over `paths` lints: the one holding each path, and those inside a
    /// folder given; the first project when a path is in none.
    public func projects(for paths: [String]) -> [Project] {
        var apps: Set<String> = []
        for path in paths {
            let relative = relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path)
            let inside = projects.filter { relative == "." || $0.app.hasPrefix(relative + "/") }.map(\.app)
            apps.formUnion(inside)
            if let holder = holder(of: relative) {
                apps.insert(holder.app)
            } else if inside.isEmpty {
                apps.insert(projects[0].app)
            }
        }
        return projects.filter { apps.contains($0.app) }
    }

    /// `absolute` relative to the root ("." for the root itself); unchanged when outside it.
    public func relativePath(of absolute: String) -> String {
        if absolute == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}

/// A run over the projects of one repository that the paths given touch: each project's
/// templates are linted with its own model, and everything lands in one report.
public struct RepositoryRun: Sendable {
    public struct ProjectRun: Sendable {
        public let run: LintRun
        /// The templates to lint, absolute.
        public let files: TemplatePaths
        public let wholeProject: Bool
    }

    public let repository: Repository
    public let projectRuns: [ProjectRun]

    /// Opens the projects `paths` touch (each model is read once, when first needed); `displayPath` turns absolute
    /// paths into what users see. `cacheFolder`: where findings are kept between runs (see
    /// `ResultCache`), nil for none; `jobs`: how many templates are linted at once.
    public init(repository: Repository, paths: [String], selection: RuleSelection = RuleSelection(), cacheFolder: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, displayPath: @escaping @Sendable (String) -> String) {
        self.repository = repository
        projectRuns = repository.projects(for: paths).map { project in
            let folder = cacheFolder.flatMap { CacheFolder(root: $0, repositoryRoot: repository.root, app: project.app) }
            let workspace = repository.workspace(for: project, facts: folder?.facts)
            let linter = Linter(configuration: workspace.configuration, corpus: workspace.corpus(), selection: selection) { workspace.project }
            let wholeProject = workspace.coversWholeProject(paths)
            let cache = folder.map { ResultCache(folder: $0, workspace: workspace, linter: linter, wholeProject: wholeProject) }
            let run = LintRun(workspace: workspace, linter: linter, displayPath: displayPath, cache: cache, jobs: jobs)
            return ProjectRun(run: run, files: workspace.templates(for: paths).files, wholeProject: wholeProject)
        }
    }

    /// Whether the root-relative `path` names a template of the project holding it, by the
    /// formats that project's app registers (see `Workspace.isTemplate`).
    public func isTemplate(_ path: String) -> Bool {
        let app = repository.project(holding: path).app
        guard let workspace = projectRuns.first(where: { $0.run.workspace.app == app })?.run.workspace else {
            return repository.workspace(for: repository.project(holding: path)).isTemplate(path)
        }
        return workspace.isTemplate(path)
    }

    /// What each model could not see, prefixed with the app's folder when there are several;
    /// nothing about a project with no template to lint (an engine of models only). A note
    /// several apps share (a dependency of their browser) is said once, naming them all.
    public var limitations: [String] {
        var apps: [String: [String]] = [:]
        var order: [String] = []
        for projectRun in projectRuns where !projectRun.files.isEmpty || projectRuns.count == 1 {
            let workspace = projectRun.run.workspace
            for note in projectRun.run.limitations(wholeProject: projectRun.wholeProject) {
                if apps[note] == nil { order.append(note) }
                apps[note, default: []].append(workspace.app.isEmpty ? "." : String(workspace.app.dropLast()))
            }
        }
        return order.map { note in
            let names = apps[note] ?? []
            return projectRuns.count > 1 && names != ["."] ? names.joined(separator: ", ") + ": " + note : note
        }
    }
}
