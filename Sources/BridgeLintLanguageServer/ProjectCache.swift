import BridgeLintCore
import BridgeLintEngine

/// One linter per project root, kept between keystrokes: the project model is read when a
/// root is first needed and again only when its sources change.
struct ProjectCache {
    struct Project: Sendable {
        var workspace: Workspace
        var linter: Linter
        /// The accepted findings the editor hides too, as `bridgelint check` does.
        var baseline: Baseline?
    }

    /// File endings whose change alters the project model (controllers, native components,
    /// models and schema, configuration, the stylesheets' attribute selectors).
    static let sourceExtensions = [".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".swift", ".kt", ".rb", ".yml", ".yaml", ".sql", ".css", ".scss", ".sass", ".less"]

    private var projects: [String: Project] = [:]
    /// Where problems with a project (configuration errors, limitations) are reported.
    private let log: (String) -> Void

    init(log: @escaping (String) -> Void) {
        self.log = log
    }

    /// The project at `root`, loaded on first use.
    mutating func project(at root: String) -> Project {
        if let project = projects[root] { return project }
        return reload(root)
    }

    /// The loaded roots whose repository holds `path`: a native source beside the Rails folder
    /// changes that app's model too.
    func roots(containing path: String) -> [String] {
        projects.filter { key, project in
            [key, project.workspace.root].contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }.map(\.key).sorted()
    }

    /// Reads the project at `root` again.
    @discardableResult
    mutating func reload(_ root: String) -> Project {
        let project = ProjectCache.load(root, log: log)
        projects[root] = project
        return project
    }

    /// Reads the project at `root`; what it reports goes to `log`. Touches no cache, so it
    /// may run on another thread while the server answers from the model it has.
    static func load(_ root: String, log: (String) -> Void) -> Project {
        let workspace = Workspace(containing: root)
        for error in workspace.configurationErrors { log("\(error)") }
        for note in workspace.project.limitations { log("note: \(note)") }
        return Project(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus()),
                       baseline: loadBaseline(root, log: log))
    }

    /// Puts a project read elsewhere (`load`) in place of the one at its root.
    mutating func install(_ project: Project, at root: String) {
        projects[root] = project
    }

    /// Reads the baseline of `root` again (the file changed on disk).
    mutating func reloadBaseline(_ root: String) {
        guard projects[root] != nil else { return }
        let baseline = ProjectCache.loadBaseline(root, log: log)
        projects[root]?.baseline = baseline
    }

    private static func loadBaseline(_ root: String, log: (String) -> Void) -> Baseline? {
        do {
            return try Baseline.load(from: root + "/" + Baseline.fileName)
        } catch {
            log("\(error.message); showing every finding")
            return nil
        }
    }

    /// Forgets the other templates read so far at `root` (one was added, changed or removed
    /// on disk); the project model stays.
    mutating func refreshTemplates(_ root: String) {
        guard let project = projects[root] else { return }
        let workspace = project.workspace
        projects[root]?.linter = Linter(project: workspace.project, corpus: workspace.corpus())
    }
}
