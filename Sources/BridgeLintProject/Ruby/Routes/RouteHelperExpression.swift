import BridgeLintCore

/// A Ruby expression that is one call of a route helper (`post_comments_path(@post)`,
/// `edit_post_url post`, `<%= posts_path %>`), read from the source text of an attribute value.
public enum RouteHelperExpression {
    /// The helper the expression calls (`post_comments_path`), when the expression is that call
    /// and nothing else, and asks for no other format than HTML (`format: :json` is another page).
    public static func helper(in source: String) -> String? {
        var text = Substring(source)
        for opener in ["<%==", "<%=", "<%-", "<%"] where text.hasPrefix(opener) {
            text = text.dropFirst(opener.count)
            break
        }
        for closer in ["-%>", "%>"] where text.hasSuffix(closer) {
            text = text.dropLast(closer.count)
            break
        }
        let tokens = RubyLexer.tokens(of: Array(text.utf8))
        guard let first = tokens.first, first.kind == .identifier,
              first.text.hasSuffix("_path") || first.text.hasSuffix("_url") else { return nil }
        guard tokens.count > 1 else { return first.text }
        // Arguments in parentheses that close at the end, or arguments without parentheses.
        let hasParentheses = tokens[1].isPunctuation("(") && tokens[1].range.start == first.range.end
        if hasParentheses {
            var depth = 0
            for (index, token) in tokens.enumerated().dropFirst() {
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
                if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth == 0, index != tokens.count - 1 { return nil }
                }
            }
        } else if tokens[1].kind == .punctuation && ![":"].contains(tokens[1].text) && !tokens[1].isPunctuation("@") {
            // `posts_path + "#top"`, `posts_path.sub(...)`, `posts_path || root_path`.
            return nil
        }
        if tokens.contains(where: { $0.kind == .label && $0.text == "format" }) { return nil }
        return first.text
    }
}
