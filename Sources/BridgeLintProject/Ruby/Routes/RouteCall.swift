/// One statement of a routes file read as a DSL call: `resources :photos, only: [:index] do ... end`,
/// its positional arguments, keyword options and block.
struct RouteCall {
    let tokens: RubyStatements
    let head: Int
    /// The method called (`resources`, `get`), nil when the statement is not a plain call (an
    /// assignment, a method chain such as `Rails.application.routes.draw`).
    let name: String?
    /// The argument tokens (after the name, before `do`).
    let arguments: Range<Int>
    /// The body of the `do ... end` block.
    let block: Range<Int>?
    /// The first token after the statement (and its block).
    let next: Int
    /// For `if`/`unless` statements: where the condition ends and the `end` is.
    let conditionEnd: Int
    let blockEndIndex: Int
    /// Whether the head is an identifier or constant that starts a method chain.
    let isChain: Bool
    /// `name = value`, `@x ||= value`, `Some::App.setting = value`: an assignment, which declares no route.
    let isAssignment: Bool
    /// `Rails.application.routes.draw do`.
    let isRoutesDraw: Bool
    /// A loop whose block runs for each value of a collection (`Models.each do |model|`,
    /// `%w[a b].each_with_index do |name, i|`, `3.times do`): its block declares routes, those
    /// naming its values computed.
    let isIteration: Bool
    /// A `draw` of an engine's routes: `Blog::Engine.routes.draw do`.
    let drawsIntoEngine: Bool
    private let parsed: RubyCall

    /// A literal option value, or what kind of value it is not.
    enum Value: Equatable {
        case missing
        /// Symbols and strings (`:index`, `"posts"`, `[:index, :show]`, `%i[index show]`).
        case names([String])
        case boolean(Bool)
        case nilValue
        /// Anything else: a variable, a lambda, a regexp, a call.
        case other

        var isFalse: Bool { self == .boolean(false) }
        var isTrue: Bool { self == .boolean(true) }
    }

    init(tokens: RubyStatements, head: Int, limit: Int) {
        self.tokens = tokens
        self.head = head
        let first = tokens[head]
        // `name = value`, or a setter at the end of a chain (`Sidekiq::Web.app_url = value`).
        var target = head
        while tokens[target]?.kind == .identifier, tokens.isPunctuation(target + 1, ".") || tokens.isPunctuation(target + 1, "::"),
              tokens[target + 2]?.kind == .identifier {
            target += 2
        }
        let isAssignment = tokens.isPunctuation(target + 1, "=") || tokens[target + 1]?.kind == .punctuation
            && ["+=", "||=", "-="].contains(tokens[target + 1]?.text ?? "")
        self.isAssignment = isAssignment
        isChain = first?.kind == .identifier && (tokens.isPunctuation(head + 1, ".") || tokens.isPunctuation(head + 1, "::") || tokens.isPunctuation(head + 1, "&."))
        name = first?.kind == .identifier && !isChain && !isAssignment ? first?.text : nil
        var cursor = head + 1
        var depth = 0
        var blockOpener: (index: Int, end: Int)?
        while cursor < limit, let token = tokens[cursor] {
            if depth == 0, tokens.startsStatement(cursor) || token.isPunctuation(";") { break }
            if depth == 0, token.isPunctuation("{"), Self.bracesOpenBlock(tokens, at: cursor, head: head) {
                blockOpener = (cursor, min(tokens.closingBrace(from: cursor), limit))
                break
            }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth = max(0, depth - 1) }
            }
            if depth == 0, token.isIdentifier("do"), tokens.opensBlock(cursor) {
                blockOpener = (cursor, min(tokens.blockEnd(from: cursor + 1), limit))
                break
            }
            cursor += 1
        }
        arguments = (head + 1)..<cursor
        var isRoutesDraw = false
        var isIteration = false
        var next: Int
        if let (opener, end) = blockOpener {
            var bodyStart = opener + 1
            // `do |map|`: block parameters are not statements.
            if tokens.isPunctuation(bodyStart, "|") {
                bodyStart += 1
                while bodyStart < end, !tokens.isPunctuation(bodyStart, "|") { bodyStart += 1 }
                bodyStart += 1
            }
            block = min(bodyStart, end)..<end
            next = end + 1
            isRoutesDraw = isChain && tokens.isIdentifier(opener - 1, "draw")
            isIteration = name == nil && tokens[opener - 1].map { $0.kind == .identifier && Self.iterations.contains($0.text) } == true
                && (tokens.isPunctuation(opener - 2, ".") || tokens.isPunctuation(opener - 2, "&."))
        } else {
            block = nil
            next = cursor
        }
        self.isRoutesDraw = isRoutesDraw
        self.isIteration = isIteration
        drawsIntoEngine = isRoutesDraw && (head..<cursor).contains { tokens.isIdentifier($0, "Engine") }
        if let first, first.kind == .identifier, ["if", "unless"].contains(first.text), tokens.opensBlock(head) {
            conditionEnd = tokens.statementEnd(from: head)
            blockEndIndex = min(tokens.blockEnd(from: head + 1), limit)
            next = blockEndIndex + 1
        } else if let first, first.isIdentifier("def"), tokens.opensBlock(head) {
            // A method definition: its body runs only where something calls it.
            conditionEnd = next
            blockEndIndex = min(tokens.blockEnd(from: head + 1), limit)
            next = blockEndIndex + 1
        } else {
            conditionEnd = next
            blockEndIndex = next
        }
        self.next = next
        parsed = tokens.call(arguments)
    }

    /// The methods of a loop over a collection or a count.
    private static let iterations: Set<String> = ["each", "each_with_index", "each_pair", "each_key", "each_value", "times"]

    /// Whether the call is given its block from a value (`namespace :forge, &forge_routes`):
    /// the routes it draws are in a lambda or proc the call does not show.
    var passesBlockValue: Bool {
        block == nil && arguments.contains { index in
            tokens.isPunctuation(index, "&") && tokens[index + 1].map { $0.kind == .identifier } == true
                && (index == arguments.lowerBound || tokens.isPunctuation(index - 1, ",") || tokens.isPunctuation(index - 1, "("))
        }
    }

    /// Whether the `{` at `index` opens the call's block (`collection { get :stats }`,
    /// `constraints(subdomain: "api") { ... }`) rather than a hash argument: it follows the
    /// method's name, or the parenthesised arguments right after it.
    private static func bracesOpenBlock(_ tokens: RubyStatements, at index: Int, head: Int) -> Bool {
        guard tokens[head]?.kind == .identifier else { return false }
        if index == head + 1 { return true }
        guard tokens.isPunctuation(index - 1, ")"), tokens.isPunctuation(head + 1, "(") else { return false }
        return tokens.closingBrace(from: head + 1) == index - 1
    }

    /// `ActiveAdmin.routes(self)`: ActiveAdmin's routes, to the controllers it makes for the
    /// resources and pages the app registers, in its namespace.
    var isActiveAdminRoutes: Bool {
        isChain && tokens.isIdentifier(head, "ActiveAdmin") && tokens.isPunctuation(head + 1, ".") && tokens.isIdentifier(head + 2, "routes")
    }

    /// Whether a modifier `if`/`unless` follows the call (`get "debug" => "x#y" if Rails.env.development?`).
    var hasModifierCondition: Bool {
        arguments.contains { index in
            (tokens.isIdentifier(index, "if") || tokens.isIdentifier(index, "unless")) && !tokens.opensBlock(index)
        }
    }

    /// The labels of the keyword options.
    func options() -> [String] {
        Array(parsed.options.keys)
    }

    func option(_ label: String) -> Value {
        guard let start = parsed.options[label] else { return .missing }
        var index = start
        var depth = 0
        var names: [String] = []
        var sawOther = false
        var sawValue = false
        while index < arguments.upperBound, let token = tokens[index] {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth < 0 || (depth == 0 && (token.isPunctuation(",") || token.kind == .label)) { break }
            if depth == 0, token.isIdentifier("if") || token.isIdentifier("unless") { break }
            switch token.kind {
            case .symbol, .string, .wordArray:
                if let name = token.name { names += token.kind == .symbol ? [name] : Self.words(of: name) } else { sawOther = true }
                sawValue = true
            case .punctuation where ["[", "]", ","].contains(token.text):
                // `only: []` is an empty list.
                sawValue = true
            case .identifier where !sawValue && ["true", "false", "nil"].contains(token.text) && !tokens.isPunctuation(index + 1, "."):
                return token.text == "nil" ? .nilValue : .boolean(token.text == "true")
            default:
                sawOther = true
            }
            index += 1
        }
        return sawOther || !sawValue ? .other : .names(names)
    }

    /// The whitespace-separated words of a string or word array; most are one word, of ASCII
    /// without a space, which need no split by `Character` (a sixth of reading a large routes file).
    private static func words(of text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x20 && !(0x09...0x0D).contains($0) }) { return text.isEmpty ? [] : [text] }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// What a hash option gives one of its keys (`sessions` of `controllers: { sessions:
    /// "users/sessions" }`): `.names` for one literal, `.missing` when the option or the key is
    /// not there, `.other` for anything else (a hash not written literally, a computed value).
    func hashOption(_ label: String, key: String) -> Value {
        guard let start = parsed.options[label] else { return .missing }
        guard tokens.isPunctuation(start, "{") else { return .other }
        var index = start + 1
        var depth = 0
        while index < arguments.upperBound, let token = tokens[index] {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { return .missing }
                depth -= 1
            }
            let isKey = depth == 0 && (token.kind == .label && token.text == key
                || token.kind == .symbol && token.name == key && tokens.isPunctuation(index + 1, "=>"))
            if isKey {
                let value = token.kind == .label ? index + 1 : index + 2
                guard let found = tokens[value], found.kind == .string || found.kind == .symbol, let name = found.name,
                      tokens.isPunctuation(value + 1, ",") || tokens.isPunctuation(value + 1, "}") else { return .other }
                return .names([name])
            }
            index += 1
        }
        return .other
    }

    /// The single name an option gives (`as: :posts`, `path: "p"`), nil otherwise.
    func string(_ label: String) -> String? {
        if case .names(let names) = option(label), names.count == 1 { return names[0] }
        return nil
    }

    /// The positional arguments, each as the range of its tokens.
    private var positional: [Range<Int>] {
        var result: [Range<Int>] = []
        var index = arguments.lowerBound
        if tokens.isPunctuation(index, "(") { index += 1 }
        var start = index
        var depth = 0
        while index < arguments.upperBound, let token = tokens[index] {
            if depth == 0, token.kind == .label || (token.kind == .symbol && tokens.isPunctuation(index + 1, "=>") && start == index && isOptionArrow(index)) { break }
            if depth == 0, token.isIdentifier("if") || token.isIdentifier("unless") { break }
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                depth -= 1
                if depth < 0 { break }
            }
            if depth == 0, token.isPunctuation(",") {
                if start < index { result.append(start..<index) }
                start = index + 1
            }
            index += 1
        }
        if start < index { result.append(start..<index) }
        return result
    }

    /// `:via => :get` in older routes: an option, not a path.
    private func isOptionArrow(_ index: Int) -> Bool {
        parsed.options[tokens[index]?.text ?? ""] != nil
    }

    func positionalCount() -> Int { positional.count }

    func hasPositionalArgument() -> Bool { !positional.isEmpty }

    /// The positional arguments that are each one literal name.
    func positionalNames() -> [String] {
        positional.compactMap { range in range.count == 1 ? tokens[range.lowerBound]?.name : nil }
    }

    func allPositionalAreNames() -> Bool {
        positionalNames().count == positional.count
    }

    /// The first positional argument when it is a literal name.
    func firstName() -> String? {
        guard let first = positional.first else { return nil }
        if first.count == 1 { return tokens[first.lowerBound]?.name }
        // `"photos" => "photos#index"`: the name before the arrow.
        if tokens.isPunctuation(first.lowerBound + 1, "=>") { return tokens[first.lowerBound]?.name }
        return nil
    }

    /// Every literal name among the positional arguments (`concerns :commentable, :taggable`).
    func names() -> [String] { positionalNames() }

    /// The path a verb route is declared with, and the target written after `=>`.
    struct PathArgument {
        var text: String
        var isDynamic: Bool
        var target: String?
        /// `=> redirect("/x")`, `=> SomeRackApp`, `=> ->(env) { ... }`: a target that is no
        /// controller action of the app (`target` is `""` then, as for a computed one).
        var targetGoesElsewhere = false
    }

    func pathArgument() -> PathArgument? {
        guard let first = positional.first, let token = tokens[first.lowerBound] else { return nil }
        guard token.kind == .symbol || token.kind == .string else {
            // `get token_path => "pages#token"`: the path is computed, the target written.
            let target = tokens.isPunctuation(first.upperBound - 2, "=>") && first.count >= 3
                ? tokens[first.upperBound - 1].flatMap { $0.kind == .string ? $0.name : nil } : nil
            return PathArgument(text: "", isDynamic: true, target: target)
        }
        var target: String?
        if tokens.isPunctuation(first.lowerBound + 1, "=>") {
            let value = tokens[first.lowerBound + 2]
            target = value?.kind == .string && first.count == 3 ? value?.name : nil
            // `=> redirect("/x")`, `=> SomeRackApp`: a target that is no controller action (`""`).
            if target == nil {
                return PathArgument(text: token.text, isDynamic: token.isInterpolated, target: "",
                                    targetGoesElsewhere: Self.goesElsewhere(tokens, at: first.lowerBound + 2))
            }
        } else if first.count != 1 {
            return PathArgument(text: "", isDynamic: true)
        }
        return PathArgument(text: token.text, isDynamic: token.isInterpolated, target: target)
    }

    /// Whether the value of the option `label` is a redirect, a Rack application or a lambda.
    func optionGoesElsewhere(_ label: String) -> Bool {
        parsed.options[label].map { Self.goesElsewhere(tokens, at: $0) } ?? false
    }

    /// Whether the value starting at `index` is a redirect (`redirect("/x")`), a Rack
    /// application (a constant: `SomeApp`, `Proc.new`) or a lambda (`->`, `lambda`, `proc`):
    /// no action of the app's controllers. A variable or a method call (`Posts.action(:edit)`)
    /// may compute `"c#a"`.
    static func goesElsewhere(_ tokens: RubyStatements, at index: Int) -> Bool {
        guard let token = tokens[index] else { return false }
        if token.isPunctuation("->") { return true }
        guard token.kind == .identifier, let first = token.text.unicodeScalars.first else { return false }
        // A method of a constant may name the app's action (`PostsController.action(:edit)`).
        if ("A"..."Z").contains(first) { return !tokens.isPunctuation(index + 1, ".") || tokens[index + 2]?.text == "new" }
        return ["redirect", "lambda", "proc"].contains(token.text)
    }

    /// The name `mount` gives the mounted application (before the scope's prefixes): its
    /// `as:`, else one Rails makes from the application (`sidekiq_web` for `Sidekiq::Web`, an
    /// engine's own name for `Blog::Engine`), known here only by the words it may hold.
    func mountedApplicationName() -> UnreadRoutes.MountName.Application {
        if let name = string("as") { return .exactly(name) }
        var words: Set<String> = []
        for index in positional.first ?? 0..<0 {
            guard let token = tokens[index] else { continue }
            if token.isPunctuation("=>") { break }
            if token.kind == .identifier { words.formUnion(UnreadRoutes.MountName.words(ofConstant: token.text)) }
        }
        return .ofWords(words.subtracting(["engine"]))
    }

    /// Where `mount Engine => "/path"` or `mount Engine, at: "/path"` mounts.
    func mountPath() -> String? {
        if let at = string("at") { return at }
        for index in arguments where tokens.isPunctuation(index, "=>") {
            if let value = tokens[index + 1], value.kind == .string, !value.isInterpolated { return value.text }
        }
        return nil
    }
}
