import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports `data-bridge-*` attributes no bridge component reads, and attributes that look like
/// bridge attributes but never reach `bridgeAttribute`.
public struct BridgeUnknownAttributeRule: Rule {
    public let metadata = RuleMetadata(
        id: "bridge-unknown-attribute",
        summary: "A `data-bridge-*` attribute that no bridge component reads with `bridgeAttribute()`.",
        defaultSeverity: .warning,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        let catalog = context.project.controllers
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes {
                if let diagnostic = misplacedPrefix(attribute, context: context, catalog: catalog) { diagnostics.append(diagnostic) }
            }
            for classified in context.stimulusAttributes(of: element) where classified.kind == .bridge {
                let attribute = classified.attribute
                guard let name = classified.name, RailsDataKeys.misDashed(attribute, identifiers: context.identifiers) == nil else { continue }
                if let diagnostic = check(name, classified, on: element, context: context, catalog: catalog) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    private func check(_ name: String, _ classified: StimulusAttribute, on element: Element, context: RuleContext, catalog: ControllerCatalog) -> Diagnostic? {
        let attribute = classified.attribute
        let written = attribute.name
        let lowered = name.lowercased()
        if BridgeLibrary.definedAttributes.contains(lowered) { return nil }
        if BridgeLibrary.documentAttributes.contains(lowered) {
            // Computed on the server from the user agent (for styles before the bridge starts):
            // the library writes the same values later, so this is deliberate.
            if attribute.value?.isDynamic == true { return nil }
            return context.diagnostic(
                "`\(written)` is written by the bridge library itself on `<html>`; a template must not set it",
                at: attribute.nameRange,
                help: "remove it: the library sets `data-bridge-platform` and `data-bridge-components` from the user agent when the page loads in the native app")
        }
        if let explanation = BridgeLibrary.nonexistentAttributes[lowered] {
            return context.diagnostic(
                "`\(written)` does not exist: the bridge library never reads it",
                at: attribute.nameRange, help: explanation)
        }
        guard case .components(var components, var proven) = BridgeScope.resolve(for: element, in: context.template, catalog: catalog) else { return nil }
        // HTML attribute names are ASCII case-insensitive: the parser lower-cases them and
        // `getAttribute` lower-cases its argument, so only the lower-cased names must agree.
        let isRead = { (components: [StimulusController]) in
            // Support scripts (`BridgeElement.prototype` extensions) read from every component's elements.
            (components + catalog.supportScripts).contains { $0.bridgeAttributes.contains { $0.name.lowercased() == lowered } }
        }
        // The render paths decide when this file cannot (a partial, nothing mounted here) or
        // when a component mounted further up, in a layout or a caller, may read the name.
        if !proven || !isRead(components) {
            guard let around = context.controllers(around: element) else {
                return isRead(components) ? nil : unread(name, classified, components: components, proven: proven, context: context, catalog: catalog)
            }
            guard case .components(let mounted, let isProven) = BridgeScope.resolve(for: element, in: context.template, catalog: catalog, around: around) else { return nil }
            (components, proven) = (mounted, isProven)
        }
        if isRead(components) { return nil }
        return unread(name, classified, components: components, proven: proven, context: context, catalog: catalog)
    }

    /// The finding for `name`, read by none of `components` (those mounted around the element
    /// when `proven`, else every bridge component of the app).
    private func unread(_ name: String, _ classified: StimulusAttribute, components: [StimulusController], proven: Bool,
                        context: RuleContext, catalog: ControllerCatalog) -> Diagnostic {
        let attribute = classified.attribute
        let written = attribute.name
        let lowered = name.lowercased()
        let reads = (components + catalog.supportScripts).flatMap { component in component.bridgeAttributes.map { (component, $0) } }
        let readNames = Set(reads.map(\.1.name))
        let whose = proven
            ? "the bridge components mounted here (" + components.map { "`\($0.identifier)`" }.joined(separator: ", ") + ")"
            : "any bridge component of this app"
        let readList = readNames.sorted().map { "`\($0)`" }.joined(separator: ", ")
        var message = "`\(written)` is not read by \(whose)"
        message += readList.isEmpty ? "; they read no bridge attributes" : "; they read \(readList)"
        var help = "fix the name, or read it in the component with `bridgeAttribute(\"\(name)\")`"
        var suggestions: [String] = []
        if name != lowered {
            // `bridge_systemName:` renders `data-bridge-systemName`; the browser stores it
            // lower-cased, so it only matches a component reading `systemname` in any case.
            let dashed = CamelCase.dasherized(name)
            if readNames.contains(dashed) { suggestions = [dashed] }
            message = "`\(written)` is camelCase: the browser lower-cases attribute names, so the page has `data-bridge-\(lowered)`, and Rails never turns case into dashes"
                + (readList.isEmpty ? "" : "; \(whose) read \(readList)")
            help = suggestions.isEmpty
                ? "write the name in the component's spelling, lower-case with dashes (`\(dashed)`), in both places"
                : "write `\(suggestions[0])` as the component reads it" + (isRubyKey(attribute) ? " (`bridge_\(RailsDataKeys.rubyKey(forDataName: suggestions[0])):` in a `data:` hash)" : "")
        }
        if suggestions.isEmpty {
            suggestions = StringDistance.suggestions(for: name, among: readNames.union(BridgeLibrary.definedAttributes))
            if let read = suggestions.first, StringDistance.normalized(read) == StringDistance.normalized(name), read.lowercased() != lowered {
                // `data-bridge-system-name` while the component reads `systemName`.
                message = "`\(written)` does not match `bridgeAttribute(\"\(read)\")`: the browser looks that up as `data-bridge-\(read.lowercased())` (attribute names ignore case, and no dashes are added)"
                help = "write the name as the component reads it, or change the component to read `\(name)`"
            }
        }
        var related = reads.filter { suggestions.contains($0.1.name) }.prefix(3).map { component, read in
            context.related(path: component.path, location: read.location,
                            (component.identifier.isEmpty ? "this script" : "`\(component.identifier)`") + " reads `bridgeAttribute(\"\(read.name)\")` here")
        }
        if related.isEmpty, proven {
            related = components.prefix(3).map {
                context.related(path: $0.path, location: $0.classLocation, "`\($0.identifier)` is mounted here and reads " + ($0.bridgeAttributes.isEmpty ? "no bridge attributes" : "its bridge attributes"))
            }
        }
        var fix: Fix?
        if suggestions.count == 1 {
            let replacement = isRubyKey(attribute) ? "bridge_" + RailsDataKeys.rubyKey(forDataName: suggestions[0]) : "data-bridge-" + suggestions[0]
            if context.template.file.text(in: attribute.nameRange) == (isRubyKey(attribute) ? rubyKeyText(attribute) : written) {
                fix = context.replacement(attribute.nameRange, with: replacement, title: "use `\(replacement)`", applicability: .unsafe)
            }
        }
        return context.diagnostic(message, at: attribute.nameRange, help: help, suggestions: suggestions, fix: fix,
                                  related: related, severity: suggestions.isEmpty ? nil : .error)
    }

    /// `bridge-title="..."` or `bridge_title: ...` outside `data:`: rendered without `data-`,
    /// so `bridgeAttribute("title")` never sees it.
    private func misplacedPrefix(_ attribute: Attribute, context: RuleContext, catalog: ControllerCatalog) -> Diagnostic? {
        let name = attribute.lowercasedName
        guard name.hasPrefix("bridge-") || name.hasPrefix("bridge_") else { return nil }
        if case .rubyKey(let key) = attribute.origin, key.hash != nil { return nil }
        let rest = String(name.dropFirst(7).map { $0 == "_" ? "-" : $0 })
        let readByApp = (catalog.bridgeComponents + catalog.supportScripts).contains { $0.bridgeAttributes.contains { $0.name.lowercased() == rest } }
        guard BridgeLibrary.definedAttributes.contains(rest) || readByApp else { return nil }
        let intended = "data-bridge-" + rest
        if isRubyKey(attribute) {
            return context.diagnostic(
                "`\(attribute.name):` renders the attribute `\(attribute.name)`, not `\(intended)`: `bridgeAttribute(\"\(rest)\")` reads only `data-bridge-*`",
                at: attribute.nameRange,
                help: "move it into the `data:` hash: `data: { bridge_\(RailsDataKeys.rubyKey(forDataName: rest)): ... }`",
                severity: .error)
        }
        return context.diagnostic(
            "`\(attribute.name)` lacks the `data-` prefix: `bridgeAttribute(\"\(rest)\")` reads only `\(intended)`",
            at: attribute.nameRange,
            help: "write `\(intended)`",
            suggestions: [intended],
            fix: context.replacement(attribute.nameRange, with: intended, title: "use `\(intended)`", applicability: .unsafe),
            severity: .error)
    }

    private func isRubyKey(_ attribute: Attribute) -> Bool {
        if case .rubyKey = attribute.origin { return true }
        return false
    }

    private func rubyKeyText(_ attribute: Attribute) -> String {
        if case .rubyKey(let key) = attribute.origin { return key.text }
        return attribute.name
    }
}
