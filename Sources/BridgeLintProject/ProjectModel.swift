/// Everything the linter knows about the app, built once per run and shared by all threads:
/// its configuration and the controllers its markup may use.
public struct ProjectModel: Sendable {
    public let root: String
    public let configuration: Configuration
    public let controllers: ControllerCatalog

    public init(root: String, configuration: Configuration, controllers: ControllerCatalog) {
        self.root = root
        self.configuration = configuration
        self.controllers = controllers
    }

    /// Reads the whole project under `root`.
    public static func load(root: String, configuration: Configuration) -> ProjectModel {
        ProjectModel(root: root, configuration: configuration,
                     controllers: ControllerCatalog.load(root: root, configuration: configuration))
    }

    /// Whether controller discovery found anything: when it found nothing, rules cannot tell a
    /// typo from a controller they do not see, and stay silent.
    public var knowsControllers: Bool {
        !controllers.controllers.isEmpty
    }

    /// What the model could not see, said once per run so silence is explained.
    public var limitations: [String] {
        var notes: [String] = []
        if !knowsControllers {
            let folders = configuration.controllers.paths.joined(separator: ", ")
            notes.append("no Stimulus controllers found (searched \(folders)); rules about controllers, targets, actions and values are silent. Set `controllers: paths:` in .bridgelint.yml if they live elsewhere.")
        }
        let unreadable = controllers.controllers.filter { !$0.parseProblems.isEmpty }
        for controller in unreadable.prefix(5) {
            notes.append("\(controller.path): could not read the controller class (\(controller.parseProblems.joined(separator: "; "))); rules about `\(controller.identifier)` are silent.")
        }
        return notes
    }
}
