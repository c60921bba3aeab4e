import BridgeLintCore

/// The element ids a template's Ruby code hands to something that may render them: an `id:`,
/// `"id":`, `:id =>` or `"id" =>` key in the arguments of a call (a component's
/// `html_options: { id: "search" }`, `render "shared/input", id: "q"`, a helper the parser does
/// not model). Whatever the call renders may carry that id. So may the name handed first to a
/// method named as Rails' form tag helpers are (`*_tag`), which give a field its name as id
/// (`text_field_tag "person[signature]"` renders `id="person_signature"`): an app's own helper
/// wrapping one (`signature_field_tag(:signature)`) renders that id too.
public struct RubyWrittenIDs: Sendable, Hashable {
    /// The ids written as literals.
    public var literals: Set<String> = []
    /// An ERB output passes an id whose value Ruby computes (`id: dom_id(post)`), outside a
    /// route helper's arguments (`post_path(id: post)` names a record, not an element).
    public var hasComputed = false
}

extension Template {
    public var rubyWrittenIDs: RubyWrittenIDs {
        var result = RubyWrittenIDs()
        for tag in erbTags where tag.kind == .output || tag.kind == .code {
            let tokens = RubyLexer.tokens(in: file.bytes, range: tag.contentRange).filter { $0.kind != .newline }
            // The callee of each open parenthesis, to tell a route helper's `id:` apart.
            var callees: [String?] = []
            for (index, token) in tokens.enumerated() {
                if token.isPunctuation("(") {
                    let previous = index > 0 && !token.spaceBefore ? tokens[index - 1] : nil
                    callees.append(previous?.kind == .identifier ? previous?.text : nil)
                    continue
                }
                if token.isPunctuation(")") { _ = callees.popLast(); continue }
                if let name = Self.tagHelperName(at: index, in: tokens) {
                    result.literals.insert(name)
                    continue
                }
                guard let valueIndex = Self.idValueIndex(at: index, in: tokens) else { continue }
                guard valueIndex < tokens.count else { continue }
                let value = tokens[valueIndex]
                let followedByEnd = valueIndex + 1 == tokens.count || [",", "}", ")"].contains { tokens[valueIndex + 1].isPunctuation($0) }
                if let name = value.name, value.kind == .string || value.kind == .symbol, followedByEnd {
                    result.literals.insert(name)
                } else if tag.kind == .output, !callees.contains(where: { $0.map(Self.isRouteHelper) ?? false }) {
                    result.hasComputed = true
                }
            }
        }
        return result
    }

    /// The index of the value token when the token at `index` is an `id` key, else nil.
    private static func idValueIndex(at index: Int, in tokens: [RubyToken]) -> Int? {
        let token = tokens[index]
        switch token.kind {
        case .label, .quotedLabel:
            return token.text == "id" ? index + 1 : nil
        case .symbol, .string:
            guard token.name == "id", index + 1 < tokens.count, tokens[index + 1].isPunctuation("=>") else { return nil }
            return index + 2
        default:
            return nil
        }
    }

    /// The id a `*_tag` method called at `index` with a literal name first (`x_tag(:name`,
    /// `x_tag "name"`) gives the field it may render: the name without `]`, and every other
    /// character but letters, digits, `-`, `:` and `.` made `_`, as Rails' `sanitize_to_id`
    /// does. Nil for anything else.
    private static func tagHelperName(at index: Int, in tokens: [RubyToken]) -> String? {
        let token = tokens[index]
        guard token.kind == .identifier, token.text.hasSuffix("_tag"), index + 1 < tokens.count else { return nil }
        var argument = index + 1
        if tokens[argument].isPunctuation("(") {
            guard !tokens[argument].spaceBefore else { return nil }
            argument += 1
        } else if !tokens[argument].spaceBefore {
            return nil
        }
        guard argument < tokens.count, tokens[argument].kind == .string || tokens[argument].kind == .symbol, let name = tokens[argument].name else { return nil }
        return String(name.filter { $0 != "]" }.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-:.".contains($0)) ? $0 : "_" })
    }

    private static func isRouteHelper(_ name: String) -> Bool {
        name.hasSuffix("_path") || name.hasSuffix("_url") || name == "url_for"
    }
}
