import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a value Turbo does not understand: `data-turbo-action="replce"`, `data-turbo-track="true"`,
/// `<turbo-frame loading="lazzy">`, `<meta name="turbo-refresh-method" content="morf">`, and
/// a value that means the opposite of what it says (`data-turbo="no"`, `data-turbo-stream="false"`).
public struct TurboInvalidValueRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-invalid-value",
        summary: "A Turbo attribute or `<meta>` setting whose value Turbo does not understand, or that means the opposite (`data-turbo=\"no\"`).",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where !element.attributes.isEmpty {
            let isFrame = element.name == "turbo-frame"
            for attribute in element.attributes {
                let name = attribute.lowercasedName
                if let set = TurboLibrary.attributeValues[name] ?? (isFrame ? TurboLibrary.frameAttributeValues[name] : nil) {
                    diagnostics += check(attribute, against: set, named: "`\(attribute.name)`", context: context)
                } else if let allowed = TurboLibrary.offSwitches[name] {
                    diagnostics += offSwitch(attribute, on: element, allowed: allowed, context: context)
                } else if TurboLibrary.presenceAttributes.contains(name) || (isFrame && TurboLibrary.framePresenceAttributes.contains(name)) {
                    diagnostics += presence(attribute, on: element, context: context)
                }
            }
            if element.name == "meta" { diagnostics += meta(element, context: context) }
        }
        return diagnostics
    }

    /// A value outside `set`: an error when it is a near miss (or breaks the request), else a warning.
    private func check(_ attribute: Attribute, against set: TurboLibrary.ValueSet, named shownName: String, context: RuleContext,
                       elsewhere: (String) -> String? = { _ in nil }) -> [Diagnostic] {
        guard let value = StaticValue(of: attribute, in: context.template.file) else { return [] }
        let compared = set.ignoresCase ? value.text.lowercased() : value.text
        guard !set.values.contains(compared) else { return [] }
        let list = set.values.map { "`\($0)`" }.joined(separator: ", ")
        var suggestions = set.values.filter { $0 == value.text.lowercased().trimmingWhitespace() }
        if suggestions.isEmpty { suggestions = StringDistance.suggestions(for: value.text, among: set.values) }
        let shown = value.text.isEmpty ? "An empty value" : "`\(value.text)`"
        return [context.diagnostic(
            "\(shown) is not a value of \(shownName): Turbo understands \(list), and any other value \(set.otherwise)",
            at: value.range,
            help: suggestions.first.map { "did you mean `\($0)`?" } ?? elsewhere(value.text) ?? "use one of \(list)",
            suggestions: suggestions,
            fix: suggestions.count == 1 && value.isVerbatim && !value.text.isEmpty
                ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
            severity: suggestions.isEmpty && !set.breaksOtherwise ? .warning : nil)]
    }

    /// `data-turbo="no"`: Turbo compares with `"false"` exactly, so a word for off means on; on an
    /// element Turbo never asks (`<script data-turbo="none">`), no value changes anything.
    private func offSwitch(_ attribute: Attribute, on element: Element, allowed: [String], context: RuleContext) -> [Diagnostic] {
        guard let value = StaticValue(of: attribute, in: context.template.file), !allowed.contains(value.text),
              TurboLibrary.offWords.contains(value.text.lowercased().trimmingWhitespace()) else { return [] }
        if TurboLibrary.readFromNavigation.contains(attribute.name.lowercased()), Self.neverNavigates(element, in: context.template.file) {
            return [context.diagnostic(
                "`\(attribute.name)` does nothing on `<\(element.name)>`: Turbo reads it only on links, forms and submit buttons and the elements around them, and a `<\(element.name)>` can be or hold none of them",
                at: value.range,
                help: "remove the attribute, or move it to the link or form (or an element around them) it should turn Turbo off for",
                severity: .warning)]
        }
        return [context.diagnostic(
            "`\(attribute.name)=\"\(value.text)\"` leaves Turbo on: Turbo turns it off only for the exact value `false`",
            at: value.range,
            help: "write `false`",
            suggestions: ["false"],
            fix: value.isVerbatim ? context.replacement(value.range, with: "false", title: "use `false`", applicability: .unsafe) : nil)]
    }

    /// Whether `element` can neither be nor hold a link, a form or a submit button (see
    /// `TurboLibrary.elementsWithoutNavigation`); an `<input>` whose type is known and submits nothing.
    static func neverNavigates(_ element: Element, in file: SourceFile) -> Bool {
        if TurboLibrary.elementsWithoutNavigation.contains(element.name) { return true }
        guard element.name == "input", !element.isHelper else { return false }
        guard let type = element.attribute(named: "type") else { return !element.hasDynamicAttributes }
        guard let text = StaticValue(of: type, in: file)?.text else { return false }
        return !TurboLibrary.submittingInputTypes.contains(text.lowercased().trimmingWhitespace())
    }

    /// `data-turbo-permanent="false"`, `data: { turbo_stream: false }`: Turbo asks only whether
    /// the attribute is there, so a value that says off still turns the feature on.
    private func presence(_ attribute: Attribute, on element: Element, context: RuleContext) -> [Diagnostic] {
        // Written without a value (`<div data-turbo-permanent>`), it is simply on.
        guard attribute.value != nil, let value = StaticValue(of: attribute, in: context.template.file),
              TurboLibrary.offWords.contains(value.text.lowercased().trimmingWhitespace()) else { return [] }
        let isRubyKey = if case .rubyKey = attribute.origin { true } else { false }
        // A link to `/export.csv`: Turbo leaves it to the browser, so the attribute does nothing either way.
        let unvisited = attribute.name.lowercased() == "data-turbo-stream"
            ? context.template.linkedPathExtensions(of: element).flatMap { endings in
                endings.isSubset(of: TurboLibrary.unvisitableExtensions) ? endings.sorted().map { "`\($0)`" }.joined(separator: ", ") : nil }
            : nil
        // Turbo asks for a stream on every submission that is not a GET, with the attribute or without.
        let unsafeMethod = attribute.name.lowercased() == "data-turbo-stream" && unvisited == nil
            ? Self.unsafeSubmissionMethod(of: element, in: context.template) : nil
        return [context.diagnostic(
            "`\(attribute.name)` is on whatever its value: Turbo only asks whether the attribute is present, so `\(value.text)` does not turn it off"
                + (unvisited.map { "; but Turbo never handles a link to a URL ending in \($0), so here it changes nothing" } ?? "")
                + (unsafeMethod.map { "; but this \(element.name == "a" ? "link" : "form") submits with `\($0)`, and Turbo asks for a Turbo Stream response on every submission that is not a GET, so here it changes nothing" } ?? ""),
            at: value.range,
            help: isRubyKey
                ? "leave the key out, or give it `nil` when it should be off (Rails renders `false` as the text \"false\")"
                : "remove the attribute where it should be off",
            severity: unvisited == nil && unsafeMethod == nil ? nil : .warning)]
    }

    /// The method, other than GET, that Turbo submits `element` with, when its attributes show
    /// it: a link's literal `data-turbo-method` (Turbo turns the link into a form of that
    /// method), or a form's literal `method` (a form helper's, `post`, when its call names no
    /// method at all; a model's `patch` is still a `post` with a hidden `_method`) in a
    /// template where no button or input may override it with `formmethod` (none has one, or
    /// attributes the template cannot show). Turbo reads the method
    /// case-insensitively, and any other word is a GET.
    static func unsafeSubmissionMethod(of element: Element, in template: Template) -> String? {
        let file = template.file
        let method: String
        switch element.name {
        case "a":
            guard let attribute = element.attributes.first(where: { $0.lowercasedName == "data-turbo-method" }), attribute.value != nil,
                  let value = StaticValue(of: attribute, in: file) else { return nil }
            method = value.text
        case "form":
            guard !element.hasDynamicAttributes,
                  !template.elements.contains(where: { submitter in
                      ["button", "input"].contains(submitter.name)
                          && (submitter.hasDynamicAttributes || submitter.attributes.contains { $0.lowercasedName == "formmethod" }) }) else { return nil }
            if let attribute = element.attributes.first(where: { $0.lowercasedName == "method" }) {
                guard attribute.value != nil, let value = StaticValue(of: attribute, in: file) else { return nil }
                // A helper's `method: :delete` renders `method="post"` and a hidden `_method`.
                method = element.isHelper && value.text.lowercased() != "get" ? "post" : value.text
            } else {
                // A `method:` option is not one of the element's attributes: unknown here.
                guard let helper = element.form?.helper, Self.postingFormHelpers.contains(helper),
                      ByteSearch.firstIndex(of: Array("method".utf8), in: file.bytes, from: element.startTagRange.start, before: element.startTagRange.end) == nil
                else { return nil }
                method = "post"
            }
        default:
            return nil
        }
        return TurboLibrary.unsafeFetchMethods.contains(method.lowercased()) ? method.lowercased() : nil
    }

    /// Rails form helpers that render `method="post"` unless told otherwise.
    private static let postingFormHelpers: Set<String> = ["form_with", "form_for", "form_tag"]

    /// `<meta name="turbo-..." content="...">`: the setting's name and its value.
    private func meta(_ element: Element, context: RuleContext) -> [Diagnostic] {
        guard let nameAttribute = element.attribute(named: "name"), let name = StaticValue(of: nameAttribute, in: context.template.file),
              name.text.hasPrefix("turbo-") else { return [] }
        guard let setting = TurboLibrary.metaSettings[name.text] else {
            let suggestions = StringDistance.suggestions(for: name.text, among: TurboLibrary.metaSettings.keys)
            guard !suggestions.isEmpty else { return [] }
            return [context.diagnostic(
                "`\(name.text)` is not a setting Turbo reads; the `<meta>` does nothing",
                at: name.range,
                help: "did you mean `\(suggestions[0])`?",
                suggestions: suggestions,
                fix: suggestions.count == 1 && name.isVerbatim
                    ? context.replacement(name.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil)]
        }
        guard let set = setting, let content = element.attribute(named: "content") else { return [] }
        // `turbo-cache-control` given `reload`, the value of `turbo-visit-control`.
        let elsewhere = { (value: String) in
            TurboLibrary.metaSettings.first { $0.key != name.text && $0.value?.values.contains(value) == true }
                .map { "`\(value)` is a value of `<meta name=\"\($0.key)\">`; here use one of " + set.values.map { "`\($0)`" }.joined(separator: ", ") }
        }
        return check(content, against: set, named: "`<meta name=\"\(name.text)\">`", context: context, elsewhere: elsewhere)
    }
}
