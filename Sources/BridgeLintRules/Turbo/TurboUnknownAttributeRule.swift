import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data-turbo-*` attribute Turbo does not read (`data-turbo-frmae`), and a Turbo
/// attribute written without its `data-` prefix (`turbo_frame:` beside `data:`, `turbo-method="delete"`).
public struct TurboUnknownAttributeRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-attribute",
        summary: "A `data-turbo-*` attribute that is a near miss of one Turbo reads (`data-turbo-frmae` for `data-turbo-frame`), or one without `data-`.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where !element.attributes.isEmpty {
            // Stimulus attributes of a controller named `turbo-...` are Stimulus' to judge.
            let stimulus = Set(context.stimulusAttributes(of: element).map(\.attribute.nameRange))
            for attribute in element.attributes where !stimulus.contains(attribute.nameRange) {
                if let diagnostic = unknownName(attribute, context: context) ?? missingPrefix(attribute, on: element, context: context) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }

    /// `data-turbo-<suffix>` (or `data-turbo<suffix>`, from a camelCase Ruby key) that Turbo never reads.
    private func unknownName(_ attribute: Attribute, context: RuleContext) -> Diagnostic? {
        let name = attribute.lowercasedName
        guard name.hasPrefix("data-turbo"), !TurboLibrary.isAttribute(name) else { return nil }
        var suffix = Substring(name.dropFirst("data-turbo".count))
        // `data-turbolinks-*` is Turbolinks', a library of its own.
        guard !suffix.hasPrefix("links") else { return nil }
        suffix = suffix.drop { $0 == "-" || $0 == "_" }
        let known = TurboLibrary.attributeSuffixes.filter { !$0.isEmpty }
        // `data-turboFrame` (from `turboFrame:`) is the very name without its dash.
        let close = known.contains(String(suffix)) ? [String(suffix)] : StringDistance.suggestions(for: String(suffix), among: known)
        // A name close to none of Turbo's is more likely the app's own marker (`data-turbo-native`
        // on `<html>`) than a typo; a near miss the app's code reads is deliberate.
        guard let intended = close.first.map({ TurboLibrary.attributePrefix + $0 }),
              !context.project.controllers.readsDataAttribute(name) else { return nil }
        let suggestions = close.map { TurboLibrary.attributePrefix + $0 }
        let replacement = spelling(of: intended, for: attribute)
        let exact = context.template.file.text(in: attribute.nameRange) == writtenName(of: attribute)
        return context.diagnostic(
            "`\(attribute.name)` is not an attribute Turbo reads; Turbo ignores it"
                + (name.hasPrefix(TurboLibrary.attributePrefix) ? "" : " (attribute names are lower-cased, and Rails turns only `_` into `-`)"),
            at: attribute.nameRange,
            help: "did you mean `\(intended)`" + (replacement == intended ? "" : " (`\(replacement):` in a `data:` hash)") + "?",
            suggestions: suggestions,
            fix: suggestions.count == 1 && exact
                ? context.replacement(attribute.nameRange, with: replacement, title: "use `\(replacement)`", applicability: .unsafe) : nil)
    }

    /// `turbo_frame: "x"` as a helper option (rendered `turbo_frame="x"`) or `turbo-method="delete"`
    /// in HTML: Turbo reads only the `data-` attributes.
    private func missingPrefix(_ attribute: Attribute, on element: Element, context: RuleContext) -> Diagnostic? {
        let name = attribute.lowercasedName
        guard name == "turbo" || name.hasPrefix("turbo-") || name.hasPrefix("turbo_") else { return nil }
        if case .rubyKey(let key) = attribute.origin, key.hash != nil { return nil }
        let suffix = String(name.dropFirst(6).map { $0 == "_" ? "-" : $0 })
        guard TurboLibrary.attributeSuffixes.contains(suffix) else { return nil }
        let intended = suffix.isEmpty ? "data-turbo" : TurboLibrary.attributePrefix + suffix
        if element.name == "turbo-frame", suffix == "frame" {
            // A frame names where its links go with `target`; `data-turbo-frame` is for links and forms.
            return context.diagnostic(
                "`\(attribute.name)` on a frame does nothing: a frame sends its links and forms elsewhere with `target`",
                at: attribute.nameRange,
                help: "write `target` (`target: \"_top\"` on `turbo_frame_tag`)")
        }
        if let twin = Self.sameValue(as: attribute, named: intended, on: element, in: context.template.file) {
            // `turbo_method: "delete"` beside `data: { turbo_method: :delete }`: dead, but Turbo
            // gets the very value from the attribute it reads.
            return context.diagnostic(
                "`\(attribute.name)` does nothing: Turbo reads only `\(intended)`; but this element also has `\(intended)` with the same value (`\(twin)`), so nothing changes",
                at: attribute.nameRange,
                help: "remove it",
                severity: .warning)
        }
        if case .rubyKey(let key) = attribute.origin {
            return context.diagnostic(
                "`\(key.text):` renders the attribute `\(attribute.name)`, not `\(intended)`: Turbo reads only `\(intended)`",
                at: attribute.nameRange,
                help: "move it into the `data:` hash: `data: { \(RailsDataKeys.rubyKey(forDataName: String(intended.dropFirst(5)))): ... }`")
        }
        return context.diagnostic(
            "`\(attribute.name)` lacks the `data-` prefix: Turbo reads only `\(intended)`",
            at: attribute.nameRange,
            help: "write `\(intended)`",
            suggestions: [intended],
            fix: context.template.file.text(in: attribute.nameRange) == attribute.name
                ? context.replacement(attribute.nameRange, with: intended, title: "use `\(intended)`", applicability: .safe) : nil)
    }

    /// The value of `attribute` when `element` also has the attribute `intended` with that very
    /// value, both written as literals (`turbo_method: "delete"` and `data: { turbo_method: :delete }`),
    /// outside ERB in a raw start tag.
    private static func sameValue(as attribute: Attribute, named intended: String, on element: Element, in file: SourceFile) -> String? {
        guard let value = StaticValue(of: attribute, in: file), attribute.value != nil else { return nil }
        // In a raw start tag, ERB may leave either attribute out.
        if !element.isHelper, ByteSearch.firstIndex(of: Array("<%".utf8), in: file.bytes, from: element.startTagRange.start, before: element.startTagRange.end) != nil {
            return nil
        }
        let twins = element.attributes.filter { $0.lowercasedName == intended }
        guard !twins.isEmpty, twins.allSatisfy({ $0.value != nil && StaticValue(of: $0, in: file)?.text == value.text }) else { return nil }
        return value.text
    }

    /// `data-turbo-frame` as the attribute is written: the HTML name, or a Ruby `data:` key
    /// (`turbo_frame`, keeping dashes when the key has them).
    private func spelling(of dataName: String, for attribute: Attribute) -> String {
        guard case .rubyKey = attribute.origin else { return dataName }
        return DeclaredName.spelling(String(dataName.dropFirst(5)), for: attribute)
    }

    private func writtenName(of attribute: Attribute) -> String {
        if case .rubyKey(let key) = attribute.origin { return key.text }
        return attribute.name
    }
}
