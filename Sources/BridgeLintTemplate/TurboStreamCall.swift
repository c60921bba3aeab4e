import BridgeLintCore

/// A `turbo_stream.<method>` call in a template's Ruby (`turbo_stream.replace "post"`,
/// `turbo_stream.action :toast, "flash"`): the method as written and, for `action` and
/// `action_all`, the custom action named by a literal first argument.
public struct TurboStreamCall: Sendable, Hashable {
    public let method: String
    public let methodRange: SourceRange
    /// The action a literal first argument of `action`/`action_all` names (`:toast`).
    public let customAction: Name?

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
            var custom: Name?
            if method.text == "action" || method.text == "action_all" {
                var argument = index + 3
                if argument < tokens.count, tokens[argument].isPunctuation("("), !tokens[argument].spaceBefore { argument += 1 }
                if argument < tokens.count { custom = literalName(tokens[argument]) }
            }
            calls.append(TurboStreamCall(method: method.text, methodRange: method.range, customAction: custom))
        }
        return calls
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
