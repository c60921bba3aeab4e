import BridgeLintCore

/// Locals a partial binds from its render site's locals, read in document order: a condition
/// on such a local is a condition on what the render site passes, so it is written in a form
/// the render graph decides at each site (`RenderSiteLocal`):
///
/// - `parent_id = local_assigns[:parent_id]`, `local_assigns.fetch(:x, nil)`, and a default that
///   is `nil` (`form ||= nil`, `form = local_assigns[:form] || nil`): `if parent_id` reads as
///   `if local_assigns[:parent_id]` (nil where the site leaves it out or passes it false);
/// - another default: `local_assigns.fetch(:x, d)` (`d` where the site leaves it out) or
///   `(local_assigns[:x] || d)` (`d` where it leaves it out or passes it false), `d` written
///   as the one word `LiteralValue.word` spells its value in (`false`, `""`, `[]`), `…`
///   (unknown) when it is no literal. (A `false` default is no `nil`: `form.nil?` differs.)
///
/// A local assigned any other way, before or after, is not an alias.
struct LocalAssignsAliases {
    private var aliases: [String: [String]] = [:]
    private var reassigned: Set<String> = []

    /// Reads one ERB tag's tokens: each statement of its code (one per line, or split by `;`).
    mutating func read(_ tokens: [RubyToken]) {
        // Only an assignment binds or unbinds a local: most tags have none to split.
        guard tokens.contains(where: { $0.kind == .punctuation && Self.assignments.contains($0.text) }) else { return }
        for statement in Self.statements(tokens) { read(statement: statement) }
    }

    private static let assignments: Set<String> = ["=", "||=", "&&=", "+=", "-="]

    private mutating func read(statement code: [RubyToken]) {
        guard code.count > 2, code[0].kind == .identifier, code[1].kind == .punctuation,
              Self.assignments.contains(code[1].text) else { return }
        let name = code[0].text
        let value = Array(code.dropFirst(2))
        var binding: [String]?
        if !reassigned.contains(name) {
            if code[1].text == "=", aliases[name] == nil {
                binding = Self.binding(of: name, to: value)
            } else if code[1].text == "||=" {
                // `form ||= false`: the site's `form`, or the one it is bound to, unless it is false.
                let key = aliases[name].flatMap(Self.localAssignsKey) ?? (aliases[name] == nil ? name : nil)
                binding = key.map { Self.words(key: $0, orDefault: value) }
            }
        }
        if let binding {
            aliases[name] = binding
        } else {
            aliases[name] = nil
            reassigned.insert(name)
        }
    }

    /// The statements of a tag's code: split at line ends that end a statement (not after an
    /// operator, a comma or inside brackets, nor before a `.` that continues a call) and at `;`.
    static func statements(_ tokens: [RubyToken]) -> [[RubyToken]] {
        var statements: [[RubyToken]] = [[]]
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            let ends = token.isPunctuation(";") || token.kind == .newline && depth <= 0
                && statements[statements.count - 1].last.map { !($0.kind == .punctuation && ![")", "]", "}"].contains($0.text)) } != false
                && tokens.dropFirst(index + 1).first(where: { $0.kind != .newline }).map { !$0.isPunctuation(".") && !$0.isPunctuation("&.") } != false
            if ends {
                if !statements[statements.count - 1].isEmpty { statements.append([]) }
            } else if token.kind != .newline {
                statements[statements.count - 1].append(token)
            }
        }
        return statements.filter { !$0.isEmpty }
    }

    /// Each local in `condition` (`if name`, `unless (name)`, `name.present?`, `name == :x`, as
    /// one part of `a && b`) written as its binding, in the words `ERBStructure.condition` writes; any other
    /// condition as it is.
    func resolving(_ condition: String) -> String {
        let words = condition.split(separator: " ").map(String.init)
        guard words.first == "if" || words.first == "unless", !aliases.isEmpty else { return condition }
        var result: [String] = []
        for (index, word) in words.enumerated() {
            let previous = index > 0 ? words[index - 1] : nil
            let next = index + 1 < words.count ? words[index + 1] : nil
            let startsPart = index == 1 || ["(", "&&", "and"].contains(previous)
            let endsPart = next == nil || [")", "&&", "and", ".", "==", "!="].contains(next)
            if index > 0, startsPart, endsPart, let binding = aliases[word] {
                result += binding
            } else {
                result.append(word)
            }
        }
        return result.joined(separator: " ")
    }

    /// What `name = value` binds `name` to, in a form of `RenderSiteLocal`; nil for anything else.
    private static func binding(of name: String, to value: [RubyToken]) -> [String]? {
        // `show = false unless local_assigns.key?(:show)`: the site's `show`, or the default.
        if let modifier = value.firstIndex(where: { $0.isIdentifier("unless") }), modifier > 0 {
            let test = Array(value[(modifier + 1)...])
            guard test.count == 6, test[0].isIdentifier("local_assigns"), test[1].isPunctuation("."),
                  ["key?", "has_key?", "include?", "member?"].contains(where: test[2].isIdentifier), test[3].isPunctuation("("),
                  symbol(test[4]) == name, test[5].isPunctuation(")") else { return nil }
            return words(key: name, fetching: Array(value[..<modifier]))
        }
        guard value.first?.isIdentifier("local_assigns") == true else { return nil }
        if value.count >= 4, value[1].isPunctuation("["), value[3].isPunctuation("]"), let key = symbol(value[2]) {
            if value.count == 4 { return localAssigns(key) }
            if value[4].isPunctuation("||"), value.count > 5 { return words(key: key, orDefault: Array(value[5...])) }
            return nil
        }
        if value.count >= 8, value[1].isPunctuation("."), value[2].isIdentifier("fetch"), value[3].isPunctuation("("),
           value[5].isPunctuation(","), let key = symbol(value[4]), closingParenthesis(of: value, at: 3) == value.count - 1 {
            return words(key: key, fetching: Array(value[6..<(value.count - 1)]))
        }
        return nil
    }

    /// The index of the `)` that closes the `(` at `open`.
    private static func closingParenthesis(of tokens: [RubyToken], at open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    private static func symbol(_ token: RubyToken) -> String? {
        guard token.kind == .symbol else { return nil }
        return token.text.hasPrefix(":") ? String(token.text.dropFirst()) : token.text
    }

    private static func localAssigns(_ key: String) -> [String] {
        ["local_assigns", "[", ":" + key, "]"]
    }

    /// The key of a binding that is exactly `local_assigns[:key]`.
    private static func localAssignsKey(_ binding: [String]) -> String? {
        binding.count == 4 && binding[0] == "local_assigns" && binding[1] == "[" ? String(binding[2].dropFirst()) : nil
    }

    /// `local_assigns.fetch(:key, default)`, or `local_assigns[:key]` for a `nil` default.
    private static func words(key: String, fetching fallback: [RubyToken]) -> [String] {
        let value = LiteralValue(tokens: fallback)
        return value == .nilValue ? localAssigns(key) : ["local_assigns", ".", "fetch", "(", ":" + key, ",", word(of: value, fallback), ")"]
    }

    /// `(local_assigns[:key] || default)`, or `local_assigns[:key]` for a `nil` default.
    private static func words(key: String, orDefault fallback: [RubyToken]) -> [String] {
        let value = LiteralValue(tokens: fallback)
        return value == .nilValue ? localAssigns(key) : ["(", "local_assigns", "[", ":" + key, "]", "||", word(of: value, fallback), ")"]
    }

    /// The one word for a default: a symbol as written (`:page`, which a comparison such as
    /// `== :modal` reads), anything else as `LiteralValue.word` spells its value.
    private static func word(of value: LiteralValue, _ fallback: [RubyToken]) -> String {
        if value == .symbol, fallback.count == 1, let name = symbol(fallback[0]) { return ":" + name }
        return value.word
    }
}
