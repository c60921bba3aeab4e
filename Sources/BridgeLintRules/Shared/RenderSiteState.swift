import BridgeLintCore
import BridgeLintGraph
import BridgeLintTemplate

/// What a render site decides of the branches around markup in the partial it renders, when a
/// branch asks the state of a local the site passes (`<% if !post.new_record? %>`,
/// `<% elsif post.reply_to_post %>`). A site passing a fresh object (`post: Post.new(topic:
/// @topic)`, `Post.build`, `@topic.posts.build(...)`) decides what a new record answers:
/// `new_record?` holds, `persisted?` does not, `id` and `to_param` are nil. An attribute or an
/// association is not proven by the object's constructor (its keys hold values bridgelint does
/// not know, and a model may default the others), and a site passing any other value
/// (`post: @post`) decides nothing: the branch is undecided there.
enum RenderSiteState: Equatable {
    /// Some branch around the markup is false at the site: it does not render there.
    case notRendered
    /// A branch asks the state of a local the site passes, and the site's value leaves it
    /// undecided: that the markup renders there is not proven.
    case undecided
    /// No branch around the markup asks the state of a local the site passes, or each holds.
    case unaffected

    /// What the site at `line` of the template `site` (its text) decides of the branches
    /// around `range` in `template`.
    static func at(site: SourceFile, line: Int, around range: SourceRange, in template: Template) -> RenderSiteState {
        let guards = StateGuard.all(around: range, in: template)
        guard !guards.isEmpty else { return .unaffected }
        let calls = RenderCall.all(in: site.bytes).filter { site.position(of: $0.range.start).line == line }
        guard !calls.isEmpty else { return .unaffected }
        var state = RenderSiteState.unaffected
        for call in calls {
            for condition in guards {
                guard let passed = PassedObject(local: condition.query.local, in: call, of: site) else { continue }
                switch condition.holds(for: passed) {
                case .falsy: return .notRendered
                case .unknown: state = .undecided
                case .truthy: continue
                }
            }
        }
        return state
    }
}

/// `post.new_record?`, `!post.persisted?`, `post.reply_to_post`: one method without arguments
/// called on a local, with an optional `!` (or `not`) before.
struct StateQuery: Equatable {
    let local: String
    let method: String
    let isNot: Bool

    /// The query a branch's condition is (the code after `if`, `elsif` or `unless`); nil for
    /// any other form.
    init?(_ code: [RubyToken]) {
        var tokens = code.filter { $0.kind != .newline }
        var isNot = false
        if let first = tokens.first, first.isPunctuation("!") || first.kind == .identifier && first.text == "not" {
            isNot = true
            tokens.removeFirst()
        }
        guard tokens.count == 3, tokens[0].kind == .identifier, tokens[1].isPunctuation(".") || tokens[1].isPunctuation("&."),
              tokens[2].kind == .identifier, let first = tokens[0].text.unicodeScalars.first, first == "_" || ("a"..."z").contains(first),
              tokens[2].text.unicodeScalars.first.map({ $0 == "_" || ("a"..."z").contains($0) }) == true else { return nil }
        local = tokens[0].text
        method = tokens[2].text
        self.isNot = isNot
    }

    /// What the query answers for a fresh object whose constructor set `keys`.
    func answer(freshWith keys: Set<String>) -> Truthiness {
        let answer: Truthiness
        switch method {
        case "new_record?", "present?": answer = .truthy
        case "persisted?", "destroyed?", "id", "to_param", "nil?", "blank?": answer = .falsy
        default: answer = .unknown
        }
        return isNot ? answer.negated : answer
    }
}

/// A query that must hold (or, `mustFail`, must not) for markup to render: the condition of
/// its branch, or of an earlier branch of the same `if` for an `elsif` or `else`.
struct StateGuard {
    let query: StateQuery
    let mustFail: Bool

    func holds(for passed: PassedObject) -> Truthiness {
        guard case .fresh(let keys) = passed else { return .unknown }
        let answer = query.answer(freshWith: keys)
        return mustFail ? answer.negated : answer
    }

    /// The guards of the branches around `range` that ask a local's state.
    static func all(around range: SourceRange, in template: Template) -> [StateGuard] {
        let bytes = template.file.bytes
        var guards: [StateGuard] = []
        func opener(_ branch: ERBBranch) -> (keyword: String, query: StateQuery?) {
            let tokens = RubyLexer.tokens(in: bytes, range: branch.opener.contentRange).filter { $0.kind != .newline }
            guard let keyword = tokens.first, keyword.kind == .identifier else { return ("", nil) }
            return (keyword.text, StateQuery(Array(tokens.dropFirst())))
        }
        for branch in template.branches where branch.range.contains(range) {
            var current = branch
            var own = true
            // This branch's condition, then each earlier branch's, which must have failed.
            for _ in 0..<64 {
                let (keyword, query) = opener(current)
                switch keyword {
                case "if", "elsif":
                    if let query { guards.append(StateGuard(query: query, mustFail: !own)) }
                case "unless":
                    if let query { guards.append(StateGuard(query: query, mustFail: own)) }
                case "else":
                    break
                default:
                    // `when`, `rescue`, a loop: no condition of this form.
                    break
                }
                guard ["elsif", "else"].contains(keyword),
                      let earlier = template.branches.first(where: { $0.range.end == current.opener.range.start }) else { break }
                current = earlier
                own = false
            }
        }
        return guards
    }
}

/// What a render call passes for a local: a fresh object, with the keyword keys its
/// constructor sets, or any other value.
enum PassedObject: Equatable {
    case fresh(keys: Set<String>)
    case other

    /// What `call` (in `site`) passes as `local` (`local: value`, in its options or its
    /// `locals:` hash); nil when it does not name it, or passes a literal (`"yes"`, `[]`,
    /// `nil`), whose predicates `RenderGraph.condition(_:isFalseAt:rendering:)` answers.
    init?(local: String, in call: RenderCall, of site: SourceFile) {
        let tokens = RubyLexer.tokens(in: site.bytes, range: Self.code(of: call.range, in: site.bytes)).filter { $0.kind != .newline }
        guard let label = tokens.firstIndex(where: { $0.kind == .label && $0.text == local }), label + 1 < tokens.count else { return nil }
        let first = tokens[label + 1]
        switch first.kind {
        case .string, .number, .symbol, .wordArray, .regexp: return nil
        case .punctuation where ["[", "{", "-"].contains(first.text): return nil
        case .identifier where ["nil", "true", "false"].contains(first.text): return nil
        default: break
        }
        self = Self.value(in: tokens, from: label + 1)
    }

    /// The Ruby inside the ERB tag at `range` (without `<%=` and `-%>`).
    private static func code(of range: SourceRange, in bytes: [UInt8]) -> SourceRange {
        var start = range.start, end = range.end
        if end - start >= 4, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "%"), bytes[end - 2] == UInt8(ascii: "%"), bytes[end - 1] == UInt8(ascii: ">") {
            start += 2
            end -= 2
            while start < end, bytes[start] == UInt8(ascii: "=") || bytes[start] == UInt8(ascii: "-") { start += 1 }
            if end > start, bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        }
        return SourceRange(start: start, end: end)
    }

    /// `Post.new(...)`, `Post.build`, `@topic.posts.build(...)`, `current_user.posts.new`
    /// from `start`, ending the argument (a `,`, `)` or `}` follows, or nothing).
    private static func value(in tokens: [RubyToken], from start: Int) -> PassedObject {
        var index = start
        // The receiver: a constant path, or a variable's association.
        while index + 1 < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .variable,
              tokens[index + 1].isPunctuation(".") || tokens[index + 1].isPunctuation("::") {
            index += 2
            if index < tokens.count, tokens[index].kind == .identifier, ["new", "build"].contains(tokens[index].text) { break }
        }
        guard index > start, index < tokens.count, tokens[index].kind == .identifier, ["new", "build"].contains(tokens[index].text) else { return .other }
        index += 1
        var keys: Set<String> = []
        if index < tokens.count, tokens[index].isPunctuation("(") {
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
                if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
                if depth == 1, token.kind == .label { keys.insert(token.text) }
                // `**attributes`: keys it does not show.
                if depth == 1, token.isPunctuation("**") || token.isPunctuation("*") { return .other }
                index += 1
                if depth == 0 { break }
            }
            guard depth == 0 else { return .other }
        }
        guard index >= tokens.count || tokens[index].isPunctuation(",") || tokens[index].isPunctuation(")") || tokens[index].isPunctuation("}") else {
            return .other
        }
        return .fresh(keys: keys)
    }
}

extension RuleContext {
    /// What `site` decides of the branches around `range` that ask a local's state (see
    /// `RenderSiteState`); unaffected when the site's text is not a template read.
    func renderSiteState(of range: SourceRange, at site: RenderSite) -> RenderSiteState {
        guard template.branches.contains(where: { $0.range.contains(range) }),
              let bytes = corpus.templateText(at: site.path) else { return .unaffected }
        return RenderSiteState.at(site: SourceFile(path: site.path, bytes: bytes), line: site.line, around: range, in: template)
    }
}
