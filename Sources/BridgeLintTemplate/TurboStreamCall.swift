import BridgeLintCore

/// A `turbo_stream.<method>` call in a template's Ruby (`turbo_stream.replace "post"`,
/// `turbo_stream.action :toast, "flash"`): the method as written, for `action` and
/// `action_all` the custom action named by a literal first argument, and the target id when a
/// literal names it.
public struct TurboStreamCall: Sendable, Hashable {
    public let method: String
    public let methodRange: SourceRange
    /// The action a literal first argument of `action`/`action_all` names (`:toast`).
    public let customAction: Name?
    /// The id of the element the stream changes, when a whole literal argument names it
    /// (`turbo_stream.replace "flash"`, `turbo_stream.action :toast, :notice`); `_all` methods
    /// take CSS selectors instead, and name an id only with the selector `#id` (the range is the
    /// id's, after `#`).
    public let target: Name?

    /// A name written in the source, and where (without `:` or quotes).
    public struct Name: Sendable, Hashable {
        public let text: String
        public let range: SourceRange
    }

    /// The calls in one ERB tag's tokens.
    static func calls(in tokens: [RubyToken]) -> [TurboStreamCall] {
        var calls: [TurboStreamCall] = []
        for index in tokens.indices where tokens[index].isIdentifier("turbo_stream") && index + 2 < tokens.count {
            guard tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier,
                  index == 0 || !(tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&.")) else { continue }
            let method = tokens[index + 2]
            var argument = index + 3
            if argument < tokens.count, tokens[argument].isPunctuation("("), !tokens[argument].spaceBefore { argument += 1 }
            var custom: Name?
            if method.text == "action" || method.text == "action_all" {
                if argument < tokens.count { custom = literalName(tokens[argument]) }
                argument += 2
                guard argument - 1 < tokens.count, tokens[argument - 1].isPunctuation(",") else {
                    calls.append(TurboStreamCall(method: method.text, methodRange: method.range, customAction: custom, target: nil))
                    continue
                }
            }
            let takesSelector = method.text.hasSuffix("_all")
            var target = method.text != "refresh" && argument < tokens.count && endsArgument(tokens, at: argument + 1) ? literalName(tokens[argument]) : nil
            if takesSelector { target = target.flatMap(Self.idSelector) }
            calls.append(TurboStreamCall(method: method.text, methodRange: method.range, customAction: custom, target: target))
        }
        return calls
    }

    /// Whether an argument ends before `tokens[index]`: nothing more of it follows (`"flash".upcase`,
    /// `"a" + b` go on).
    private static func endsArgument(_ tokens: [RubyToken], at index: Int) -> Bool {
        guard index < tokens.count else { return true }
        let token = tokens[index]
        return token.isPunctuation(",") || token.isPunctuation(")") || token.isIdentifier("do") || token.kind == .newline
            || token.isIdentifier("if") || token.isIdentifier("unless")
    }

    /// The id an `#id` selector names, with the range after `#`.
    static func idSelector(_ selector: Name) -> Name? {
        IDSelector.id(in: selector.text).map { Name(text: $0, range: SourceRange(start: selector.range.start + 1, end: selector.range.end)) }
    }

    /// `:toast` or `"toast"` (plain, no interpolation or escapes): the name and its range.
    private static func literalName(_ token: RubyToken) -> Name? {
        switch token.kind {
        case .symbol where token.range.end - token.range.start == token.text.utf8.count + 1:
            return Name(text: token.text, range: SourceRange(start: token.range.start + 1, end: token.range.end))
        case .string:
            guard token.segments.count == 1, case .text(let text, let range, verbatim: true) = token.segments[0] else { return nil }
            return Name(text: text, range: range)
        default:
            return nil
        }
    }
}
