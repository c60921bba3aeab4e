import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a link with a non-GET `data-turbo-method` that a bridge component turns into a
/// native menu item.
public struct BridgeMenuLinkMethodRule: Rule {
    public let metadata = RuleMetadata(
        id: "bridge-menu-link-method",
        summary: "A link with a non-GET `turbo_method` used as a native menu item; use `button_to`.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.controllers
        for element in context.template.elements where element.name == "a" {
            guard let method = element.attribute(named: "data-turbo-method"),
                  let value = method.value?.staticText, value.lowercased() != "get" else { continue }
            let items = NativeItem.roles(of: element, in: context, catalog: catalog).filter { item in
                if case .componentElement = item.role { return false }
                return true
            }
            guard let item = items.first(where: { $0.isRead(around: element, in: context) }) else { continue }
            let tag = element.isHelper ? "`\(context.template.file.text(in: element.nameRange))`" : "`<a>`"
            diagnostics.append(context.diagnostic(
                "\(tag) with `turbo_method: :\(value)` is a native menu item of `\(item.component.identifier)`: the native side clicks the link, and links with a Turbo method are known to misbehave (a `turbo_confirm` can be skipped)",
                at: element.nameRange,
                help: "use `button_to` (a real form with a submit button), as Turbo's maintainers advise (hotwired/turbo #824)",
                related: [
                    context.related(method.nameRange, "the Turbo method is set here"),
                    context.related(path: item.component.path, location: item.component.classLocation, "`\(item.component.identifier)` clicks its items with `BridgeElement.click()`"),
                ]))
        }
        return diagnostics
    }
}
