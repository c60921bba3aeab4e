import BridgeLintCore

/// What one controller file (or a module it includes) defines, for proving that a page of its
/// controller never renders: its methods, the modules it mixes in, whether it can answer an
/// action it does not define, and, for each method, whether its body always sends a response
/// that is no template of its own (`render json:`, `redirect_to`, `head`, `send_file`, a
/// `respond_to` whose HTML answer is one of these).
public struct ControllerDefinitions: Sendable {
    /// What an action always responds with, when no template of its own is rendered.
    public enum Response: String, Sendable {
        case json = "renders JSON"
        case xml = "renders XML"
        case plain = "renders plain text"
        case body = "renders a raw body"
        case javaScript = "renders JavaScript"
        case html = "renders an HTML string"
        case inline = "renders an inline template"
        case turboStream = "renders a Turbo Stream"
        case redirect = "redirects"
        case head = "responds with `head`"
        case file = "sends a file"
        /// A `respond_to` that names formats, none of them HTML: Rails answers an HTML request
        /// with `ActionController::UnknownFormat`.
        case notAcceptable = "answers an HTML request with 406 Not Acceptable"
        /// `render :profile`, `render "profile"`, `render template: "x/y"`: a template named
        /// in the call (whether it is the action's own is the caller's question).
        case template = "renders another template"
    }

    /// What a method body ends with, as far as it is read.
    enum Responder: Sendable, Equatable {
        case response(Response)
        /// A call of another method (`render_error(result.error)`), whose body decides.
        case call(String)
    }

    struct Method: Sendable {
        /// The first statement at the top of the body that always runs and responds.
        var responds: Responder?
        /// What each `return` in the body returns, each a responder; nil when one is not.
        var returns: [Responder]?
        /// The body holds what may render a template after all (`rescue`, `super`, a `render`
        /// of a template, a `respond_to` whose answer may be the template).
        var mayRenderTemplate: Bool
        /// The body may render the template of the action a request runs: a `render` that
        /// names no template nor response (`render`, `render layout: false`), `respond_with`.
        var rendersCurrentAction = false
        /// The templates its `render` calls name by a literal (`render :new`, `render "edit"`,
        /// `render action: :new`), as written.
        var renderedNames: Set<String> = []
        /// Those of `renderedNames` named by a call outside every block of a format other than
        /// HTML: `format.json { render :show }` renders `show.json`, never `show.html.erb`.
        var renderedNamesOutsideOtherFormats: Set<String> = []
    }

    /// The constants given to `include` and `extend` (`Authentication`, `Admin::Auth`).
    public private(set) var includedModules: [String] = []
    /// It prepends a module, defines methods at run time or answers unknown actions
    /// (`prepend`, `define_method`, `action_missing`, `method_missing`, an `alias_method` whose
    /// names are computed).
    public private(set) var changesDispatch = false
    private var methods: [String: Method] = [:]
    /// The methods whose body may render the template of the action a request runs; nil when
    /// such a call stands outside every method (a class-level block: `rescue_from ... do`).
    public private(set) var methodsRenderingCurrentAction: Set<String>? = []
    /// How many times the file may call each method name it writes (see `isCalledNowhere`).
    private var callCounts: [String: Int] = [:]
    /// A `render` stands outside every method's body (a `rescue_from ... do` block).
    private var rendersOutsideMethods = false

    static let dispatchWords: Set<String> = [
        "prepend", "define_method", "action_missing", "method_missing", "respond_to_missing?", "alias_method", "alias",
        "method_for_action", "process_action", "instance_eval", "class_eval", "module_eval", "class_exec", "send", "public_send",
        "__send__", "remove_method", "undef_method", "undef", "action_methods", "default_render", "respond_with",
    ]
    /// Words in a body that may lead to a template after all.
    static let templateWords: Set<String> = [
        "rescue", "ensure", "retry", "throw", "catch", "redo", "super", "yield", "send", "public_send", "__send__",
        "default_render", "respond_with", "render_to_body", "instance_exec", "instance_eval", "binding", "eval",
    ]
    static let responses: [String: Response] = [
        "json": .json, "xml": .xml, "plain": .plain, "body": .body, "js": .javaScript, "html": .html, "inline": .inline,
        "turbo_stream": .turboStream,
    ]
    /// The formats whose answer is never an `.html` template: a `format.json` without a block
    /// renders `show.json.*` (not `format.js`: Rails falls back to HTML templates for it).
    static let otherFormats: Set<String> = ["json", "xml", "csv", "pdf", "turbo_stream", "text", "rss", "atom", "ics", "yaml", "zip"]
    static let responders: [String: Response] = [
        "head": .head, "redirect_to": .redirect, "redirect_back": .redirect, "redirect_back_or_to": .redirect,
        "send_data": .file, "send_file": .file,
    ]

    public init(ruby bytes: [UInt8]) {
        let statements = RubyStatements(file: SourceFile(path: "", bytes: bytes))
        let tokens = statements.tokens
        var bodies: [Range<Int>] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            if index > 0, statements.isPunctuation(index - 1, ".") || statements.isPunctuation(index - 1, "&.") { continue }
            if token.text == "alias" || token.text == "alias_method", let name = Self.aliasName(at: index, in: statements) {
                // `alias submit_button loading_button`: one more method of that name, whose body
                // is another's (not read: it may render its template).
                if methods[name] == nil { methods[name] = Method(responds: nil, returns: nil, mayRenderTemplate: true) }
            } else if Self.dispatchWords.contains(token.text) {
                changesDispatch = true
            }
            if (token.text == "include" || token.text == "extend"), statements.startsStatement(index) {
                var cursor = index + 1
                if statements.isPunctuation(cursor, "(") { cursor += 1 }
                while let name = Self.constant(at: cursor, in: tokens) {
                    includedModules.append(name.text)
                    cursor = name.end
                    guard statements.isPunctuation(cursor, ",") else { break }
                    cursor += 1
                }
                if Self.constant(at: index + 1, in: tokens) == nil, !statements.isPunctuation(index + 1, "(") { changesDispatch = true }
            }
            if token.text == "def", statements.opensBlock(index), let nameToken = statements[index + 1], nameToken.kind == .identifier,
               !statements.isPunctuation(index + 2, ".") {
                let end = statements.blockEnd(from: index + 1)
                let start = statements.statementEnd(from: index)
                // A method named `end` ends its own block at its name: no body read.
                let body = min(start, end)..<min(end, tokens.count)
                bodies.append(body)
                methods[nameToken.text] = Self.method(statements, body: body)
            }
        }
        for (name, method) in methods where method.rendersCurrentAction { methodsRenderingCurrentAction?.insert(name) }
        // Outside every method's body (the bodies read above are not scanned again).
        var index = 0
        for body in bodies.sorted(by: { $0.lowerBound < $1.lowerBound }) + [tokens.count..<tokens.count] {
            while index < body.lowerBound {
                if Self.rendersCurrentAction(at: index, statements) { methodsRenderingCurrentAction = nil }
                if statements.isIdentifier(index, "render") { rendersOutsideMethods = true }
                index += 1
            }
            index = max(index, body.upperBound)
        }
        callCounts = Self.callCounts(in: tokens)
    }

    /// The methods of the file whose `render` calls name the template `name` by a literal
    /// (`create` for `render :new`), when only such methods do, split in two: those rendering
    /// it outside every block of a format other than HTML, and those rendering it only inside
    /// such blocks (`format.json { render :show }`), which never render an HTML page. Nil when
    /// a `render` stands outside every method, or none names it.
    public func methods(renderingByName name: String) -> (outsideOtherFormats: [String], onlyInOtherFormats: [String])? {
        guard !rendersOutsideMethods else { return nil }
        let found = methods.filter { $0.value.renderedNames.contains(name) }
        guard !found.isEmpty else { return nil }
        let outside = found.filter { $0.value.renderedNamesOutsideOtherFormats.contains(name) }.keys.sorted()
        return (outside, found.keys.filter { !outside.contains($0) }.sorted())
    }

    /// Whether the file calls a method `name` nowhere: no call, callback (`before_action
    /// :name`, `if: :name`), `helper_method` or `method(:name)` names it. A name written as
    /// the value of an option that names actions or templates (`only: [:name]`, `action:
    /// "name"`, `render :name`) is no call.
    public func isCalledNowhere(_ name: String) -> Bool {
        callCounts[name, default: 0] == 0
    }

    /// Options whose values name actions or templates, not methods to call.
    private static let namingOptions: Set<String> = ["only", "except", "action", "controller", "template", "partial", "layout"]

    /// How many times `tokens` may call each method name: as a name (not its `def`, nor after
    /// another receiver than `self`), or as a symbol or string anywhere but in an option of
    /// `namingOptions` or as what `render` names first.
    private static func callCounts(in tokens: [RubyToken]) -> [String: Int] {
        var counts: [String: Int] = [:]
        var namingUntil = 0
        for index in tokens.indices {
            let token = tokens[index]
            if index >= namingUntil, let valueStart = namingOptionValue(at: index, in: tokens) {
                namingUntil = valueEnd(from: valueStart, in: tokens)
                continue
            }
            switch token.kind {
            case .identifier:
                // Not its `def`, nor another object's method (`@person.money`; `self.money` is a call).
                let previous = index > 0 ? tokens[index - 1] : nil
                if previous?.isIdentifier("def") == true { continue }
                if previous?.isPunctuation(".") == true || previous?.isPunctuation("&.") == true, index < 2 || !tokens[index - 2].isIdentifier("self") { continue }
                counts[token.text, default: 0] += 1
            case .symbol, .string, .wordArray:
                guard index >= namingUntil, !(index > 0 && tokens[index - 1].isIdentifier("render")) else { continue }
                let words = token.kind == .wordArray ? token.text.split(whereSeparator: \.isWhitespace).map(String.init) : [token.name].compactMap { $0 }
                for word in words { counts[word, default: 0] += 1 }
            default:
                break
            }
        }
        return counts
    }

    /// Where the value starts when `index` is the key of an option of `namingOptions`
    /// (`only:`, `:only =>`).
    private static func namingOptionValue(at index: Int, in tokens: [RubyToken]) -> Int? {
        let token = tokens[index]
        if token.kind == .label || token.kind == .quotedLabel, namingOptions.contains(token.text) { return index + 1 }
        if token.kind == .symbol, namingOptions.contains(token.text), index + 1 < tokens.count, tokens[index + 1].isPunctuation("=>") { return index + 2 }
        return nil
    }

    /// The end of an option's value starting at `start`: the next `,`, closing bracket or line
    /// end outside the brackets the value opens.
    private static func valueEnd(from start: Int, in tokens: [RubyToken]) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if index > start, depth == 0, token.startsLine || token.kind == .newline { return index }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    if depth == 0 { return index }
                    depth -= 1
                }
                if token.text == ",", depth == 0 { return index }
            }
            index += 1
        }
        return index
    }

    /// Whether the call at `index` may render the template of the action a request runs: a
    /// `render` with no argument, or with options only, none naming a template, partial or
    /// response (`render layout: false`, `render status: 422`), or with a modifier (`render if
    /// x`); the same of `render_to_string`; `default_render`, `respond_with`.
    private static func rendersCurrentAction(at index: Int, _ statements: RubyStatements) -> Bool {
        guard let token = statements[index], token.kind == .identifier,
              !(index > 0 && (statements.isPunctuation(index - 1, ".") || statements.isPunctuation(index - 1, "&."))) else { return false }
        guard token.text == "render" || token.text == "render_to_string" else { return token.text == "default_render" || token.text == "respond_with" }
        let end = statements.tokens.count
        guard token.text == "render_to_string" || responder(at: index, statements, end: end) == nil else { return false }
        guard let start = RubyRenderFacts.argumentStart(after: index, in: statements.tokens), start < end, let first = statements[start] else { return true }
        if first.kind == .identifier, ["if", "unless", "and", "or"].contains(first.text) { return true }
        // A name or an object first (`render "row"`, `render @post`, `render :update do`): no option list.
        let optionFirst = first.kind == .label || first.kind == .quotedLabel || first.kind == .symbol && statements.isPunctuation(start + 1, "=>")
        return optionFirst && !renderOptions(from: start, statements, end: end).contains { ["partial", "template", "action", "file"].contains($0.key) }
    }

    /// The new name of `alias new old` or `alias_method :new, :old` at `index`, each name
    /// written literally (an identifier, a symbol or a string); nil for any other form.
    static func aliasName(at index: Int, in statements: RubyStatements) -> String? {
        guard statements.startsStatement(index) else { return nil }
        var cursor = index + 1
        let isMethod = statements.isIdentifier(index, "alias_method")
        if isMethod, statements.isPunctuation(cursor, "(") { cursor += 1 }
        func literal(_ position: Int) -> String? {
            guard let token = statements[position] else { return nil }
            switch token.kind {
            case .identifier where !isMethod: return token.text
            case .symbol, .string: return token.name
            default: return nil
            }
        }
        guard let new = literal(cursor) else { return nil }
        if isMethod {
            guard statements.isPunctuation(cursor + 1, ","), literal(cursor + 2) != nil else { return nil }
        } else {
            guard literal(cursor + 1) != nil else { return nil }
        }
        return new
    }

    /// Whether the file defines a method `name` (`def name`).
    public func defines(_ name: String) -> Bool {
        methods[name] != nil
    }

    /// What the action `name`, defined by the first of `chain` (the controller, then what it
    /// includes and inherits, nearest first), always responds with instead of a template; nil
    /// when a path through it may render a template (or when it is not read).
    public static func response(of name: String, in chain: [ControllerDefinitions]) -> Response? {
        guard let first = chain.first, first.methods[name] != nil else { return nil }
        return resolve(name, in: chain, depth: 0)
    }

    private static func resolve(_ name: String, in chain: [ControllerDefinitions], depth: Int) -> Response? {
        guard depth < 4, let method = chain.lazy.compactMap({ $0.methods[name] }).first, !method.mayRenderTemplate,
              let returns = method.returns, let responds = method.responds else { return nil }
        func response(of responder: Responder) -> Response? {
            switch responder {
            case .response(let response): response
            case .call(let callee): callee == name ? nil : resolve(callee, in: chain, depth: depth + 1)
            }
        }
        guard returns.allSatisfy({ response(of: $0) != nil }) else { return nil }
        return response(of: responds)
    }

    private static func method(_ statements: RubyStatements, body: Range<Int>) -> Method {
        var method = Method(responds: nil, returns: [], mayRenderTemplate: false)
        var depth = 0
        // The end of a `respond_to` read: no statement inside it is the method's own.
        var respondToEnd = body.lowerBound
        // The end of the block of a format other than HTML the scan is in (`format.json { }`).
        var otherFormatEnd = body.lowerBound
        for index in body {
            guard let token = statements[index] else { break }
            let afterDot = index > 0 && (statements.isPunctuation(index - 1, ".") || statements.isPunctuation(index - 1, "&."))
            let startsStatement = statements.startsStatement(index) || index == body.lowerBound
            if afterDot, let end = otherFormatBlockEnd(at: index, statements) { otherFormatEnd = max(otherFormatEnd, end) }
            if token.kind == .identifier, !afterDot {
                // A bare `return` on no condition after the response: what follows never runs
                // (`redirect_to root_path` then `return` above an action's former body).
                if token.text == "return", depth == 0, startsStatement, method.responds != nil,
                   index + 1 >= body.upperBound || statements.startsStatement(index + 1) { break }
                if templateWords.contains(token.text) { method.mayRenderTemplate = true }
                if token.text == "respond_to" {
                    if let (responder, end) = respondTo(at: index, statements, end: body.upperBound) {
                        // `respond_to do ... end if x` is conditional.
                        if depth == 0, method.responds == nil, startsStatement, end >= body.upperBound || statements.startsStatement(end) {
                            method.responds = responder
                        }
                        respondToEnd = end
                    } else {
                        method.mayRenderTemplate = true
                    }
                }
                if token.text == "render", responder(at: index, statements, end: body.upperBound) == nil { method.mayRenderTemplate = true }
                if token.text == "render", let name = renderedName(at: index, statements, end: body.upperBound) {
                    method.renderedNames.insert(name)
                    if index >= otherFormatEnd { method.renderedNamesOutsideOtherFormats.insert(name) }
                }
                if Self.rendersCurrentAction(at: index, statements) { method.rendersCurrentAction = true }
                if token.text == "return" {
                    // `return render_error(x) if failed`: what it returns must respond too (a
                    // bare `return` returns nothing: the next line is no value of it).
                    if !statements.startsStatement(index) {
                        method.returns = nil
                    } else if !statements.startsStatement(index + 1), let responder = responder(at: index + 1, statements, end: body.upperBound) {
                        method.returns?.append(responder)
                    } else {
                        method.returns = nil
                    }
                }
            }
            if depth == 0, method.responds == nil, startsStatement, index >= respondToEnd {
                if let responder = responder(at: index, statements, end: body.upperBound), isUnconditional(statements, from: index, end: body.upperBound) {
                    method.responds = responder
                } else if let responder = responseOfEveryBranch(at: index, statements, end: body.upperBound) {
                    method.responds = responder
                }
            }
            depth += blockDepthChange(at: index, statements)
        }
        return method
    }

    /// The response of an `if` or `unless` at `index` with an `else`, when each of its
    /// branches sends the same one at its top level, on no condition (`if ok` then
    /// `redirect_to a`, `else` then `redirect_to b`): the statement always responds.
    private static func responseOfEveryBranch(at index: Int, _ statements: RubyStatements, end: Int) -> Responder? {
        guard statements.isIdentifier(index, "if") || statements.isIdentifier(index, "unless"), statements.opensBlock(index) else { return nil }
        let blockEnd = min(statements.blockEnd(from: index + 1), end)
        var branches: [Range<Int>] = []
        var branchStart = statements.statementEnd(from: index)
        var hasElse = false
        var depth = 0
        var cursor = branchStart
        while cursor < blockEnd {
            if depth == 0, statements.startsStatement(cursor), statements.isIdentifier(cursor, "elsif") || statements.isIdentifier(cursor, "else") {
                branches.append(branchStart..<cursor)
                hasElse = hasElse || statements.isIdentifier(cursor, "else")
                branchStart = statements.isIdentifier(cursor, "else") ? cursor + 1 : statements.statementEnd(from: cursor)
                cursor = branchStart
                continue
            }
            depth += blockDepthChange(at: cursor, statements)
            cursor += 1
        }
        branches.append(branchStart..<blockEnd)
        guard hasElse else { return nil }
        let responses = branches.map { branch in responseAtTopLevel(of: branch, statements) }
        guard let first = responses.first, let response = first, responses.allSatisfy({ $0 == response }) else { return nil }
        return .response(response)
    }

    /// The response a statement at the top level of `range` sends on no condition.
    private static func responseAtTopLevel(of range: Range<Int>, _ statements: RubyStatements) -> Response? {
        var depth = 0
        for index in range {
            if depth == 0, statements.startsStatement(index) || index == range.lowerBound,
               case .response(let response)? = responder(at: index, statements, end: range.upperBound),
               isUnconditional(statements, from: index, end: range.upperBound) {
                return response
            }
            depth += blockDepthChange(at: index, statements)
        }
        return nil
    }

    /// How the token at `index` changes the block depth: +1 where it opens a block, -1 at a
    /// keyword `end` (not a method of that name: `range.end`, `x&.end`).
    private static func blockDepthChange(at index: Int, _ statements: RubyStatements) -> Int {
        if statements.opensBlock(index) { return 1 }
        let afterDot = index > 0 && (statements.isPunctuation(index - 1, ".") || statements.isPunctuation(index - 1, "&."))
        return statements.isIdentifier(index, "end") && !afterDot ? -1 : 0
    }

    /// The template the `render` at `index` names by a literal: its first argument
    /// (`render :new`, `render "edit"`), else an `action:` or `template:` option's.
    private static func renderedName(at index: Int, _ statements: RubyStatements, end: Int) -> String? {
        guard let start = RubyRenderFacts.argumentStart(after: index, in: statements.tokens), start < end, let first = statements[start] else { return nil }
        if first.kind == .symbol || first.kind == .string, let name = first.name, !statements.isPunctuation(start + 1, "=>") { return name }
        for (key, value) in renderOptions(from: start, statements, end: end) where ["action", "template"].contains(key) {
            if let name = statements[value]?.name { return name }
        }
        return nil
    }

    /// The response the statement at `index` sends: `render json: ...`, `head :ok`,
    /// `redirect_to x`, or a call of a method (`render_error(e)`).
    private static func responder(at index: Int, _ statements: RubyStatements, end: Int) -> Responder? {
        guard index < end, let token = statements[index], token.kind == .identifier else { return nil }
        if token.text == "render" {
            guard let start = RubyRenderFacts.argumentStart(after: index, in: statements.tokens), start < end,
                  let first = statements[start] else { return nil }
            // A template named first by a literal: `render :profile`, `render "x/profile"` (not
            // `render :layout => "touch"`, an option written with a rocket).
            if first.kind == .symbol || first.kind == .string, first.name != nil, !statements.isPunctuation(start + 1, "=>") {
                return .response(.template)
            }
            // Otherwise its options: one that gives the response (`json:`) or names a template by
            // a literal (`template: "x/profile"`, `:action => "profile"`) decides, whatever comes
            // before it. Without one (`layout: "touch"`, `status: 422`, `formats: :html`) Rails
            // renders the action's own template.
            for (key, value) in renderOptions(from: start, statements, end: end) {
                if let response = responses[key] { return .response(response) }
                if ["template", "action"].contains(key), statements[value]?.name != nil {
                    return .response(.template)
                }
            }
            return nil
        }
        if let response = responders[token.text] { return .response(response) }
        guard token.text.first?.isLowercase == true || token.text.first == "_",
              !["if", "unless", "while", "until", "case", "begin", "return", "end", "do", "nil", "true", "false", "self", "raise"].contains(token.text) else { return nil }
        if let next = statements[index + 1], index + 1 < end, !statements.startsStatement(index + 1) {
            guard next.isPunctuation("(") || next.kind == .identifier && ["if", "unless"].contains(next.text) else { return nil }
        }
        return .call(token.text)
    }

    /// What the `respond_to do |format| ... end` (or `{ |format| ... }`) at `index` answers an
    /// HTML request with, and the index after it: its `format.html` branch's response, or 406
    /// when it names formats and none may be HTML. Nil when an answer may be the action's
    /// template: a `format.html` without a block or whose block may render, `format.any`,
    /// `format.js`, a format of a computed or unknown name, a branch of another format that may
    /// render a template (`format.pdf { render pdf: "x", template: "orders/show" }`), or any
    /// other statement in the block.
    private static func respondTo(at index: Int, _ statements: RubyStatements, end: Int) -> (Responder, end: Int)? {
        let open = index + 1
        let close: Int
        if statements.isPunctuation(open, "{") {
            close = statements.closingBrace(from: open)
        } else if statements.isIdentifier(open, "do"), statements.opensBlock(open) {
            close = statements.blockEnd(from: open + 1)
        } else {
            return nil
        }
        guard close < end, statements.isPunctuation(open + 1, "|"), let format = statements.identifier(open + 2),
              statements.isPunctuation(open + 3, "|") else { return nil }
        var html: Responder?
        var branches = 0
        var cursor = open + 4
        while cursor < close {
            guard statements.identifier(cursor) == format, statements.isPunctuation(cursor + 1, "."),
                  let name = statements.identifier(cursor + 2) else { return nil }
            let after = cursor + 3
            var method: Method?
            if after == close || statements.startsStatement(after) || statements.isPunctuation(after, ";") {
                cursor = after
            } else if statements.isPunctuation(after, "{") {
                cursor = statements.closingBrace(from: after)
                method = Self.method(statements, body: after + 1..<cursor)
                cursor += 1
            } else if statements.isIdentifier(after, "do"), statements.opensBlock(after) {
                cursor = statements.blockEnd(from: after + 1)
                method = Self.method(statements, body: after + 1..<cursor)
                cursor += 1
            } else {
                return nil
            }
            if statements.isPunctuation(cursor, ";") { cursor += 1 }
            guard cursor == close || cursor < close && statements.startsStatement(cursor) else { return nil }
            branches += 1
            if let method, method.mayRenderTemplate { return nil }
            if name == "html" {
                guard html == nil, let responds = method?.responds else { return nil }
                html = responds
            } else {
                guard otherFormats.contains(name) else { return nil }
                if let method {
                    guard case .response(let response) = method.responds, response != .template else { return nil }
                }
            }
        }
        guard branches > 0 else { return nil }
        return (html ?? .response(.notAcceptable), close + 1)
    }

    /// Where the block of a format other than HTML that the token at `index` names ends
    /// (`format.json { ... }`, `wants.js do ... end`, with any name for the responder); nil
    /// when it names none.
    private static func otherFormatBlockEnd(at index: Int, _ statements: RubyStatements) -> Int? {
        guard let format = statements.identifier(index), otherFormats.contains(format) || format == "js",
              index >= 2, statements.isPunctuation(index - 1, "."), statements.identifier(index - 2) != nil else { return nil }
        if statements.isPunctuation(index + 1, "{") { return statements.closingBrace(from: index + 1) }
        if statements.isIdentifier(index + 1, "do"), statements.opensBlock(index + 1) { return statements.blockEnd(from: index + 2) }
        return nil
    }

    /// The options of the render call whose arguments start at `start`, each key with the index
    /// of its value, in both spellings (`layout: "x"`, `:layout => "x"`); options of a hash or a
    /// call inside them are not the call's.
    private static func renderOptions(from start: Int, _ statements: RubyStatements, end: Int) -> [(key: String, value: Int)] {
        var options: [(key: String, value: Int)] = []
        var depth = 0
        for cursor in start..<min(statements.statementEnd(from: start), end) {
            guard let token = statements[cursor] else { break }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            if token.kind == .identifier, ["if", "unless", "do"].contains(token.text), depth == 0 { break }
            guard depth == 0 else { continue }
            if token.kind == .label { options.append((token.text, cursor + 1)) }
            if token.kind == .symbol, !token.isInterpolated, statements.isPunctuation(cursor + 1, "=>") { options.append((token.text, cursor + 2)) }
        }
        return options
    }

    /// Whether the statement at `index` runs whenever it is reached: no modifier (`if`,
    /// `unless`, `rescue`), no `&&`, `||`, `and`, `or`, ternary, and no block of its own.
    private static func isUnconditional(_ statements: RubyStatements, from index: Int, end: Int) -> Bool {
        let stop = min(statements.statementEnd(from: index), end)
        for cursor in index..<stop {
            guard let token = statements[cursor] else { break }
            if token.kind == .identifier, ["if", "unless", "while", "until", "rescue", "and", "or", "do"].contains(token.text) { return false }
            if token.kind == .punctuation, ["&&", "||", "?"].contains(token.text) { return false }
        }
        return true
    }

    /// A constant written at `index` (`Admin::Auth`), and the index after it.
    private static func constant(at index: Int, in tokens: [RubyToken]) -> (text: String, end: Int)? {
        var cursor = index
        var text = ""
        if cursor < tokens.count, tokens[cursor].isPunctuation("::") { cursor += 1 }
        while cursor < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor].text.first?.isUppercase == true {
            text += (text.isEmpty ? "" : "::") + tokens[cursor].text
            cursor += 1
            guard cursor + 1 < tokens.count, tokens[cursor].isPunctuation("::") else { break }
            cursor += 1
        }
        return text.isEmpty ? nil : (text, cursor)
    }
}
