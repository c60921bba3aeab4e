import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports `data-controller-optout-<platform>` attributes that can never opt a controller out.
public struct BridgeInvalidOptoutRule: Rule {
    public let metadata = RuleMetadata(
        id: "bridge-invalid-optout",
        summary: "A `data-controller-optout-*` attribute that names no controller of its element, or an unknown platform.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes where attribute.lowercasedName.hasPrefix(BridgeLibrary.optoutPrefix) {
                let platform = String(attribute.name.dropFirst(BridgeLibrary.optoutPrefix.count))
                guard BridgeLibrary.platforms.contains(platform) else {
                    let suggestions = StringDistance.suggestions(for: platform, among: BridgeLibrary.platforms)
                        + (["iphone", "ipad", "apple"].contains(platform.lowercased()) ? ["ios"] : [])
                    diagnostics.append(context.diagnostic(
                        "`\(platform)` is not a platform the bridge checks: only `data-controller-optout-ios` and `data-controller-optout-android` exist",
                        at: attribute.nameRange,
                        help: "use `ios` or `android`; the platform comes from the native app's user agent",
                        suggestions: Array(Set(suggestions)).sorted()))
                    continue
                }
                guard let value = StaticValue(of: attribute, in: context.template.file) else { continue }
                let tokens = element.controllerTokens.map(\.text)
                let controllersAreKnown = !element.mayHaveUnknownControllers
                if value.text.contains(where: \.isWhitespace), !value.text.trimmingWhitespace().isEmpty {
                    let parts = value.text.split(whereSeparator: \.isWhitespace).map(String.init)
                    diagnostics.append(context.diagnostic(
                        "`\(value.text)` never matches: the bridge compares `\(attribute.name)` with one controller identifier exactly, it is not a list",
                        at: value.range,
                        help: "name one identifier; to opt several controllers out, split them onto separate elements",
                        suggestions: parts.filter(tokens.contains)))
                    continue
                }
                guard controllersAreKnown, !tokens.contains(value.text) else { continue }
                let suggestions = StringDistance.suggestions(for: value.text, among: tokens)
                let mounted = tokens.isEmpty ? "this element has no `data-controller`" : "this element mounts " + tokens.map { "`\($0)`" }.joined(separator: ", ")
                diagnostics.append(context.diagnostic(
                    (value.text.isEmpty ? "an empty value" : "`\(value.text)`") + " names no controller of this element (\(mounted)): the opt-out only applies to a controller on the same element whose identifier equals it",
                    at: value.range,
                    help: "put the opt-out on the element that carries `data-controller=\"\(value.text)\"`, or fix the identifier",
                    suggestions: suggestions,
                    fix: suggestions.count == 1 && value.isVerbatim
                        ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil))
            }
        }
        return diagnostics
    }
}
