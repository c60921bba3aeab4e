import BridgeLintTemplate

extension RenderGraph {
    /// Whether `condition` is of a form render sites can decide (`if parent_id`,
    /// `if local_assigns[:x]`): the cheap test before asking the graph.
    public static func isDecidedAtRenderSites(_ condition: String) -> Bool {
        !RenderSiteLocal.conjuncts(of: condition).isEmpty
    }

    /// Whether the condition `condition` (`if parent_id`, `if local_assigns[:actions]`, as
    /// `Template.conditionalBodies` writes it) is false wherever the partial at `path` is
    /// rendered: at every render site the local is false, as the site passes it (a literal
    /// `false` or `nil`) or as the partial defaults it where the site leaves it out
    /// (`local_assigns[:x]` is nil, `local_assigns.fetch(:x, false)`, `x ||= false` and the
    /// strict locals `<%# locals: (x: nil) %>` are false). False when a render site cannot be
    /// read (a controller's render, a Turbo Stream, a call that passes `**options`), a default
    /// is not a literal, or the condition is of another form.
    public func condition(_ condition: String, isFalseWhereRendering path: String) -> Bool {
        let locals = RenderSiteLocal.conjuncts(of: condition)
        guard !locals.isEmpty, let node = node(at: path) else { return false }
        let contexts = contexts(of: node.path)
        guard !contexts.isEmpty else { return false }
        let partial = PartialDefaults(path: node.path, strictLocals: strictLocals(at: node.path))
        return contexts.allSatisfy { context in locals.contains { isFalse($0, at: context, in: partial) } }
    }

    /// Whether the condition is false where `site` renders the partial at `path`: each of the
    /// site's calls that renders it decides so (see `condition(_:isFalseWhereRendering:)`).
    public func condition(_ condition: String, isFalseAt site: RenderSite, rendering path: String) -> Bool {
        let locals = RenderSiteLocal.conjuncts(of: condition)
        guard !locals.isEmpty, let node = node(at: path) else { return false }
        let calls = contexts(of: node.path).filter { context in
            guard case .site(let caller, let index) = context, caller == site.path, let calls = nodes[caller]?.calls, index < calls.count else { return false }
            return calls[index].line == site.line
        }
        let partial = PartialDefaults(path: node.path, strictLocals: strictLocals(at: node.path))
        return !calls.isEmpty && calls.allSatisfy { context in locals.contains { isFalse($0, at: context, in: partial) } }
    }

    private func isFalse(_ local: RenderSiteLocal, at context: Context, in partial: PartialDefaults) -> Bool {
        guard case .site(let caller, let index) = context, let calls = nodes[caller]?.calls, index < calls.count,
              let locals = calls[index].call.locals, !locals.mayPassOthers else { return false }
        let passed = locals.value(of: local.name, partial: partial.name)
        if let comparison = local.comparison {
            // `local_assigns.fetch(:x, :page) == :modal`: decided where the local is a literal.
            guard let word = passed == nil ? local.wordWhenLeftOut : locals.literalWords[local.name] else { return false }
            let holds = (word == comparison.word) == comparison.equal
            return (holds != local.isNot ? Truthiness.truthy : .falsy) == (local.isNegated ? .truthy : .falsy)
        }
        let value = local.value(passed: passed, strictDefault: partial.strictLocals?.defaults[local.name])
        return local.test(value) == (local.isNegated ? .truthy : .falsy)
    }
}

/// What the render graph knows of a partial for its locals: the local an object render passes
/// (named after the file) and its strict locals' defaults.
private struct PartialDefaults {
    /// `tag` for `tags/_tag.html.erb`.
    let name: String
    let strictLocals: StrictLocals?

    init(path: String, strictLocals: StrictLocals?) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        name = String((file.split(separator: ".").first ?? "").drop { $0 == "_" })
        self.strictLocals = strictLocals
    }
}

/// A local a partial's condition reads, with what the partial makes of it where a render site
/// leaves it out or passes it false. Forms, with parentheses, an optional `!` before and an
/// optional predicate after (`.present?`, `.blank?`, `.empty?`, `.nil?`, `.any?`, or the same
/// after `&.`, answered as `LiteralValue.answer` does: `"".present?` is false):
/// `parent_id` (a plain local, which Rails raises on when it is not passed, and which may be a
/// helper method then), `local_assigns[:x]` (nil when not passed), `local_assigns.fetch(:x, d)`
/// (`d` when not passed), `(local_assigns[:x] || d)` (`d` when not passed or passed false).
/// `ERBStructure` writes a partial's defaults (`x ||= false`, `x = local_assigns.fetch(:x, nil)`)
/// into its conditions in these forms.
struct RenderSiteLocal {
    enum Form: Equatable {
        case plain
        case localAssigns
        /// The default where the site leaves the local out.
        case fetch(LiteralValue)
        /// The default where the site leaves the local out or passes it false.
        case orDefault(LiteralValue)
    }

    let name: String
    let form: Form
    /// What the condition asks of the value (`present?`), and whether after `&.`.
    var predicate: (name: String, safely: Bool)?
    /// `x == :modal` (`equal`), `x != 1`: the literal the local is compared with, as written
    /// (a symbol, `nil`, `true` or `false`).
    var comparison: (equal: Bool, word: String)?
    /// The local's literal word where the site leaves it out: `local_assigns[:x]` is `nil`,
    /// `local_assigns.fetch(:x, :page)` is `:page`; nil when unknown.
    var wordWhenLeftOut: String?
    /// `!x`.
    var isNot = false
    /// `unless x` (an `else` branch of `if x`): false where the local holds a value Ruby takes
    /// as true.
    var isNegated = false

    /// The local's value at a render site that passes it as `passed` (nil: leaves it out), in a
    /// partial whose strict locals default it to `strictDefault`.
    func value(passed: LiteralValue?, strictDefault: LiteralValue?) -> LiteralValue {
        switch form {
        case .plain:
            return passed ?? strictDefault ?? .unknown
        case .localAssigns:
            if let passed { return passed }
            // Whether `local_assigns` holds a strict local's default depends on the Rails version.
            guard let strictDefault, strictDefault != .nilValue else { return .nilValue }
            return strictDefault.truthiness == .falsy ? .unproven(.falsy) : .unknown
        case .fetch(let fallback):
            return passed ?? fallback
        case .orDefault(let fallback):
            guard let passed else { return fallback }
            switch passed.truthiness {
            case .truthy: return passed
            case .falsy: return fallback
            case .unknown: return .unproven(fallback.truthiness == .truthy ? .truthy : .unknown)
            }
        }
    }

    /// How the condition takes the local's `value`: its predicate's answer, negated by `!`.
    func test(_ value: LiteralValue) -> Truthiness {
        let answer = predicate.map { value.answer($0.name, safely: $0.safely) } ?? value.truthiness
        return isNot ? answer.negated : answer
    }

    /// The locals among the parts of `if a && !b.done?` (or `and`): the condition is false where
    /// any of them is; a negated or called part is none. Empty for another form (`||`), and for
    /// `unless` of more than one local.
    static func conjuncts(of condition: String) -> [RenderSiteLocal] {
        let words = condition.split(separator: " ").map(String.init)
        if words.first == "unless" {
            // `unless x` is false only where `x` holds: one local, nothing else.
            guard var local = RenderSiteLocal(words: Array(words.dropFirst())) else { return [] }
            local.isNegated = true
            return [local]
        }
        guard words.first == "if" else { return [] }
        // Parentheses around the whole are dropped while what they hold still splits: those
        // around `local_assigns[:x] || d` keep its `||` from joining parts.
        var whole = Array(words.dropFirst())
        while let inner = Self.unwrappedOnce(whole), Self.split(inner) != nil { whole = inner }
        guard let parts = Self.split(whole) else { return [] }
        return parts.compactMap { RenderSiteLocal(words: $0) }
    }

    /// The parts of `a && b and c` outside parentheses; nil when an `||` or `or` joins parts there.
    static func split(_ words: [String]) -> [[String]]? {
        var parts: [[String]] = [[]]
        var depth = 0
        for word in words {
            if ["(", "[", "{"].contains(word) { depth += 1 }
            if [")", "]", "}"].contains(word) { depth -= 1 }
            if depth == 0, word == "||" || word == "or" { return nil }
            if depth == 0, word == "&&" || word == "and" {
                parts.append([])
            } else {
                parts[parts.count - 1].append(word)
            }
        }
        return parts
    }

    /// The words inside parentheses that wrap them all: `( ( form ) )` is `form`.
    static func unwrapped(_ words: [String]) -> [String] {
        var words = words
        while let inner = unwrappedOnce(words) { words = inner }
        return words
    }

    /// The words inside one pair of parentheses that wraps them all; nil when none does.
    private static func unwrappedOnce(_ words: [String]) -> [String]? {
        guard words.count > 2, words.first == "(", words.last == ")" else { return nil }
        var depth = 0
        let closesFirst = words.indices.first { index in
            if words[index] == "(" { depth += 1 }
            if words[index] == ")" { depth -= 1 }
            return depth == 0
        }
        return closesFirst == words.count - 1 ? Array(words.dropFirst().dropLast()) : nil
    }

    /// One conjunct's words: `parent_id`, `local_assigns [ :x ] . present?`,
    /// `local_assigns . fetch ( :x , false )`, `( local_assigns [ :x ] || false )`, `! x . blank?`.
    private init?(words conjunct: [String]) {
        var words = Self.unwrapped(conjunct)
        if words.first == "!" {
            isNot = true
            words = Self.unwrapped(Array(words.dropFirst()))
        }
        if words.count > 2, let dot = words.dropLast().last, dot == "." || dot == "&.", let last = words.last, LiteralValue.predicates.contains(last) {
            predicate = (last, dot == "&.")
            words = Self.unwrapped(Array(words.dropLast(2)))
        } else if words.count > 2, let operation = words.dropLast().last, operation == "==" || operation == "!=",
                  let literal = words.last, Self.isComparableLiteral(literal) {
            comparison = (operation == "==", literal)
            words = Self.unwrapped(Array(words.dropLast(2)))
        }
        func key(_ word: String) -> String? {
            guard word.hasPrefix(":"), Self.isLocalName(String(word.dropFirst())) else { return nil }
            return String(word.dropFirst())
        }
        let readsKey = words.count >= 4 && words[0] == "local_assigns" && words[1] == "[" && words[3] == "]"
        if words.count == 1, let word = words.first, Self.isLocalName(word) {
            name = word
            form = .plain
        } else if readsKey, words.count == 4, let key = key(words[2]) {
            name = key
            form = .localAssigns
            wordWhenLeftOut = "nil"
        } else if readsKey, words.count == 6, words[4] == "||", let key = key(words[2]) {
            name = key
            form = .orDefault(LiteralValue(word: words[5]))
        } else if words.count == 8, words[0] == "local_assigns", words[1] == ".", words[2] == "fetch", words[3] == "(", words[5] == ",",
                  words[7] == ")", let key = key(words[4]) {
            name = key
            form = .fetch(LiteralValue(word: words[6]))
            if Self.isComparableLiteral(words[6]) { wordWhenLeftOut = words[6] }
        } else {
            return nil
        }
    }

    /// A literal whose written form is its identity: a symbol, `nil`, `true`, `false` (not a
    /// number, as `1 == 1.0`, nor a string, which either quote may write).
    private static func isComparableLiteral(_ word: String) -> Bool {
        switch LiteralValue(word: word) {
        case .symbol, .nilValue, .trueValue, .falseValue: true
        default: false
        }
    }

    private static func isLocalName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
