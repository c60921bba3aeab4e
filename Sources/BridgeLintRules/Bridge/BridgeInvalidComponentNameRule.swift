import BridgeLintCore
import BridgeLintProject

/// Reports a `static component` that can never load: the native app announces its components
/// in the user agent as `bridge-components: [a b c]`, and the library splits that list on spaces.
public struct BridgeInvalidComponentNameRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "bridge-invalid-component-name",
        summary: "A `static component` name that is empty or contains whitespace or `]`, so it can never load.",
        defaultSeverity: .error)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        WebComponents.declared(in: context.project.controllers).compactMap { component in
            guard let name = component.componentName, let problem = problem(with: name) else { return nil }
            return context.finding(
                in: component.path, at: .token(at: component.componentLocation),
                "`static component = \"\(name)\"` can never load: \(problem)",
                about: name,
                help: "use a name without spaces or `]` (kebab-case, like `overflow-menu`), and the same name on the native side")
        }
    }

    private func problem(with name: String) -> String? {
        if name.isEmpty { return "the name is empty, and no native component can register an empty name" }
        if name.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return "the user agent lists components separated by spaces, so a name with whitespace never matches"
        }
        if name.contains("]") { return "the user agent's component list ends at `]`, so a name containing it never matches" }
        return nil
    }
}
