import BridgeLintCore

/// Locals a partial binds from its render site's locals (`<% parent_id = local_assigns[:parent_id] %>`,
/// `local_assigns.fetch(:x, nil)`), read in document order: a condition on such a local is a
/// condition on what the render site passes, so `if parent_id` reads as
/// `if local_assigns[:parent_id]` (nil when the site leaves it out). A local assigned any other
/// way, before or after, is not an alias.
struct LocalAssignsAliases {
    private var keys: [String: String] = [:]
    private var reassigned: Set<String> = []

    /// Reads one ERB tag's tokens.
    mutating func read(_ tokens: [RubyToken]) {
        let code = tokens.filter { $0.kind != .newline }
        guard code.count > 2, code[0].kind == .identifier, code[1].kind == .punctuation,
              ["=", "||=", "&&=", "+=", "-="].contains(code[1].text) else { return }
        let name = code[0].text
        if code[1].text == "=", !reassigned.contains(name), keys[name] == nil, let key = Self.key(read: Array(code.dropFirst(2))) {
            keys[name] = key
        } else {
            keys[name] = nil
            reassigned.insert(name)
        }
    }

    /// `if name` (with an optional `.present?`, or as one part of `a && b`) as
    /// `if local_assigns [ :key ]`, in the words `ERBStructure.condition` writes; any other
    /// condition as it is.
    func resolving(_ condition: String) -> String {
        let words = condition.split(separator: " ").map(String.init)
        guard words.first == "if", !keys.isEmpty else { return condition }
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let startsPart = index == 1 || index > 1 && (words[index - 1] == "&&" || words[index - 1] == "and")
            let next = index + 1 < words.count ? words[index + 1] : nil
            let endsPart = next == nil || next == "&&" || next == "and" || next == "."
            if startsPart, endsPart, let key = keys[word] {
                result += ["local_assigns", "[", ":" + key, "]"]
            } else {
                result.append(word)
            }
            index += 1
        }
        return result.joined(separator: " ")
    }

    /// The key of `local_assigns[:key]` or `local_assigns.fetch(:key, nil)` (or `false`): the
    /// whole right-hand side, nothing more.
    private static func key(read value: [RubyToken]) -> String? {
        guard value.first?.isIdentifier("local_assigns") == true else { return nil }
        func symbol(_ token: RubyToken) -> String? {
            guard token.kind == .symbol else { return nil }
            return token.text.hasPrefix(":") ? String(token.text.dropFirst()) : token.text
        }
        if value.count == 4, value[1].isPunctuation("["), value[3].isPunctuation("]") { return symbol(value[2]) }
        if value.count == 8, value[1].isPunctuation("."), value[2].isIdentifier("fetch"), value[3].isPunctuation("("),
           value[5].isPunctuation(","), value[6].isIdentifier("nil") || value[6].isIdentifier("false"), value[7].isPunctuation(")") {
            return symbol(value[4])
        }
        return nil
    }
}
