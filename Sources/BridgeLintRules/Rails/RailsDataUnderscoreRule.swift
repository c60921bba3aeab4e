import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data:` key with `_` where `__` was meant: `bridge_nav_target:` renders
/// `data-bridge-nav-target`, not `data-bridge--nav-target`.
public struct RailsDataUnderscoreRule: Rule {
    public let metadata = RuleMetadata(
        id: "rails-data-underscore",
        summary: "A `data:` key with one underscore where a `--` namespace needs two (`bridge_nav_target:` for `bridge__nav_target:`).",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        let catalog = context.project.controllers
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes {
                guard case .rubyKey(let key) = attribute.origin,
                      let (written, identifier) = RailsDataKeys.misDashed(attribute, identifiers: context.identifiers) else { continue }
                let newKey = RailsDataKeys.key(key.text, replacingIdentifier: written, with: identifier)
                let intendedName = "data-" + identifier + String(attribute.name.dropFirst(5 + written.count))
                let related = catalog.controllers(named: identifier).prefix(1).map {
                    context.related(path: $0.path, location: $0.classLocation, "`\(identifier)` is defined here")
                }
                diagnostics.append(context.diagnostic(
                    "`\(key.text)` renders `\(attribute.name)`, which belongs to a controller `\(written)` that does not exist; `\(identifier)` needs `\(intendedName)`",
                    at: attribute.nameRange,
                    help: "Rails dasherizes each `_` into one `-`: write two underscores for the `--` of a namespaced identifier" + (newKey.map { " (`\($0)`)" } ?? ""),
                    suggestions: newKey.map { [$0] } ?? [],
                    fix: newKey.flatMap { replacement in
                        context.template.file.text(in: attribute.nameRange) == key.text
                            ? context.replacement(attribute.nameRange, with: replacement, title: "use `\(replacement)`", applicability: .safe) : nil
                    },
                    related: Array(related)))
            }
        }
        return diagnostics
    }
}
