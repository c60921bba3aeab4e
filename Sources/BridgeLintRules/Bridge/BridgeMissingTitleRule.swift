import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a native item with nothing `BridgeElement.title` can read.
public struct BridgeMissingTitleRule: Rule {
    public let metadata = RuleMetadata(
        id: "bridge-missing-title",
        summary: "An element a bridge component reads as a native item with no title: no `data-bridge-title`, `aria-label`, text or value.",
        defaultSeverity: .error)

    public init() {}

    /// Elements with a `value` property: `.value` is a string, so an empty title, not a throw.
    private static let valueElements: Set<String> = ["input", "button", "select", "textarea", "option", "output"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.controllers
        for element in context.template.elements where !element.hasDynamicAttributes {
            let items = NativeItem.roles(of: element, in: context, catalog: catalog).filter { item in
                // Only a component that reads a title can throw for lack of one.
                guard item.component.usesBridgeElement, item.component.readsTitle else { return false }
                if case .bridgeAttributes = item.role { return false }
                return true
            }
            guard !items.isEmpty else { continue }
            let title = title(of: element, in: context.template)
            if case .present = title { continue }
            // Asked only now, as the answer may parse the templates that render this one.
            guard let item = items.first(where: { $0.isRead(around: element, in: context) }) else { continue }
            let related = [context.related(path: item.component.path, location: item.component.classLocation,
                                           "`\(item.component.identifier)` reads this element with `BridgeElement`")]
            let role: String
            let isTarget: Bool
            switch item.role {
            case .target:
                role = "a target of the bridge component `\(item.component.identifier)`"
                isTarget = true
            default:
                role = "the element of the bridge component `\(item.component.identifier)`"
                isTarget = false
            }
            switch title {
            case .present:
                continue
            case .whitespace(let range):
                // A component's own element often holds only its items' markup; whether it
                // reads its own title is unknown, so only a sure throw is reported there.
                guard isTarget || range != nil else { continue }
                diagnostics.append(context.diagnostic(
                    "this title is only whitespace: `BridgeElement.title` trims it, so the native item of \(role) has an empty title",
                    at: range ?? element.nameRange,
                    help: "write a visible title in `data-bridge-title`, or remove it to fall back to `aria-label` or the text",
                    related: related, severity: .warning))
            case .missing:
                if Self.valueElements.contains(element.name) {
                    diagnostics.append(context.diagnostic(
                        "`<\(element.name)>` is \(role) but has no `data-bridge-title`, `aria-label`, text or value: its native item has an empty title",
                        at: element.nameRange,
                        help: "add `data-bridge-title` (or a `value`)",
                        related: related, severity: .warning))
                } else {
                    diagnostics.append(context.diagnostic(
                        "`<\(element.name)>` is \(role) but has no `data-bridge-title`, `aria-label` or text: `BridgeElement.title` calls `.trim()` on undefined and throws",
                        at: element.nameRange,
                        help: "add `data-bridge-title` or `aria-label` (or visible text) to the element",
                        related: related))
                }
            }
        }
        return diagnostics
    }

    private enum Title {
        case present
        /// The title is whitespace; the range of what makes it so, if there is one to point at.
        case whitespace(SourceRange?)
        case missing
    }

    /// `(bridgeAttribute("title") || attribute("aria-label") || element.textContent || element.value).trim()`.
    private func title(of element: Element, in template: Template) -> Title {
        for name in ["data-bridge-title", "aria-label"] {
            guard let attribute = element.attribute(named: name) else { continue }
            guard let value = attribute.value else { continue }
            guard let text = value.staticText else { return .present }
            if text.isEmpty { continue }
            let range = StaticValue(of: attribute, in: template.file)?.range ?? value.range
            return text.allSatisfy(\.isWhitespace) ? .whitespace(range) : .present
        }
        switch template.textContent(of: element) {
        case .dynamic: return .present
        case .text(let text) where !text.isEmpty:
            return text.allSatisfy(\.isWhitespace) ? .whitespace(nil) : .present
        default: break
        }
        if let value = element.attribute(named: "value") {
            if let text = value.value?.staticText, text.isEmpty { return .missing }
            return .present
        }
        if element.isHelper, element.name == "input" || element.name == "button" {
            // `form.submit` and friends render a default value.
            return .present
        }
        return .missing
    }
}
