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
            let value = StaticValue(of: attribute, in: context.template.file)?.text
            // `data-turbo="true"` is Turbo's default: asking for it changes nothing unless the app turns Turbo Drive off.
            let inert = suffix.isEmpty && value == "true" && attribute.value != nil && !Self.mayTurnTurboOff(context)
            let inHTMLOptions = element.form?.htmlOptions?.contains(attribute.nameRange) == true
            let dataKey = RailsDataKeys.rubyKey(forDataName: String(intended.dropFirst(5)))
            let what: String
            switch element.form?.helper {
            case "form_with" where !inHTMLOptions:
                // actionview's `html_options_for_form_with` keeps only these options as attributes.
                what = "`form_with` renders nothing for `\(key.text):` (it makes attributes only of `id:`, `class:`, `multipart:`, `method:`, `data:`, `authenticity_token:` and what `html:` holds)"
            case "form_for" where !inHTMLOptions:
                what = "`form_for` renders nothing for `\(key.text):` (the `<form>` tag's own attributes go in `html:`)"
            default:
                // Every other key a tag helper does not know, and what `html:` holds, becomes an attribute as written.
                let rendered = value.map { "`\(attribute.name)=\"\($0)\"`" } ?? "`\(attribute.name)`"
                what = "`\(key.text):`\(inHTMLOptions ? " in `html:`" : "") renders the attribute \(rendered), which Turbo ignores"
            }
            return context.diagnostic(
                what + ": Turbo reads only `\(intended)`"
                    + (inert ? "; but `data-turbo=\"true\"` is Turbo's default, and nothing in the app's templates, Ruby files or scripts turns Turbo Drive off, so nothing changes" : ""),
                at: attribute.nameRange,
                help: (inHTMLOptions ? "move it into a `data:` hash, in `html:` or beside it: " : "move it into the `data:` hash: ")
                    + "`data: { \(dataKey): ... }`" + (inert ? ", or remove it" : ""),
                severity: inert ? .warning : nil)
        }
        return context.diagnostic(
            "`\(attribute.name)` lacks the `data-` prefix: Turbo reads only `\(intended)`",
            at: attribute.nameRange,
            help: "write `\(intended)`",
            suggestions: [intended],
            fix: context.template.file.text(in: attribute.nameRange) == attribute.name
                ? context.replacement(attribute.nameRange, with: intended, title: "use `\(intended)`", applicability: .safe) : nil)
    }

    /// Whether the app's files may turn Turbo Drive off somewhere, so that `data-turbo="true"`
    /// would turn it back on: a script or template that sets `Turbo.session.drive`,
    /// `Turbo.config.drive.enabled` or the form mode, or writes `data-turbo` itself; a
    /// template or Ruby file that gives `data-turbo` or a `turbo` key a value other than `true`.
    private static func mayTurnTurboOff(_ context: RuleContext) -> Bool {
        let switches = ["session.drive", "drive.enabled", "setFormMode", "forms.mode", "\"data-turbo\"", "'data-turbo'", "dataset.turbo ", "dataset.turbo="]
            .map { Array($0.utf8) }
        func setsTurbo(_ bytes: [UInt8]) -> Bool {
            switches.contains { ByteSearch.contains($0, in: bytes) } || givesTurboAnotherValue(bytes)
        }
        let path = context.template.file.path
        return setsTurbo(context.template.file.bytes)
            || context.corpus.anyTemplate(otherThan: path, contains: "turbo", where: setsTurbo)
            || context.corpus.anyTemplate(otherThan: path, contains: "drive", where: setsTurbo)
            || context.corpus.anyTemplate(otherThan: path, contains: "FormMode", where: setsTurbo)
            || context.corpus.rubyContains(where: givesTurboAnotherValue)
            || context.corpus.scriptsContain(anyOf: switches)
    }

    /// Whether `bytes` give `turbo` a value other than `true`: `data-turbo="false"`,
    /// `turbo: false`, `"turbo" => enabled`, `data-turbo="<%= x %>"`.
    private static func givesTurboAnotherValue(_ bytes: [UInt8]) -> Bool {
        let word = Array("turbo".utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        let spaces: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        var from = 0
        while let start = ByteSearch.firstIndex(of: word, in: bytes, from: from) {
            from = start + word.count
            var index = from
            func skip(_ set: Set<UInt8>) { while index < bytes.count, set.contains(bytes[index]) { index += 1 } }
            if index < bytes.count, quotes.contains(bytes[index]) { index += 1 }
            skip(spaces)
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
            } else if bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "=") {
                index += 1
                // `turbo:submit-end->form#reset`: an event's name, not a value.
                if bytes[index - 1] == UInt8(ascii: ":"), index < bytes.count, Self.isLetter(bytes[index]),
                   !["true", "false", "nil"].contains(where: { bytes[index...].starts(with: $0.utf8) }) { continue }
            } else {
                continue
            }
            skip(spaces)
            skip(quotes)
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
            let value = Array("true".utf8)
            guard index + value.count <= bytes.count, bytes[index..<(index + value.count)].elementsEqual(value) else { return true }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
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
