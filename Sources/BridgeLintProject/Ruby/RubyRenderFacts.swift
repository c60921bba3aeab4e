import BridgeLintCore

/// What Ruby code (a file, or the code of a template's ERB tags) shows about which templates
/// it may render or name, for proving a template never renders (`UnrenderedTemplates`): the
/// literal strings it holds (a partial's name kept in a constant still names it), the names
/// its render calls compute, the objects whose partial they render, and the constructs that may
/// reach any template (a computed layout, a constant looked up by a computed name).
public struct RubyRenderFacts: Sendable {
    /// Every literal string without interpolation, as written, but the whole value of an HTML
    /// attribute a call outside `render` writes (see `isAttributeValue`): any other may reach a
    /// render call through a variable or a method.
    public var literals: Set<String> = []
    /// The names render calls give as literals (`render :edit`, `render "posts/form"`,
    /// `template: "posts/show"`, `action: :index`).
    public var renderedNames: Set<String> = []
    /// The names render calls compute in part, `#{}` where Ruby computes (`render
    /// "icons/#{name}"` is `icons/#{}`): each may render any template they fit.
    public var patterns: Set<String> = []
    /// A render call whose first argument is computed beyond a pattern (`render
    /// params[:view]`, `render tabs[:current]`): it may render any template (a controller's) or
    /// partial (elsewhere).
    public var rendersComputedName = false
    /// `template:`, `action:` or `file:` given a computed value: any page may render.
    public var computesTemplateOption = false
    /// `partial:` or `spacer_template:` given a computed value: any partial may render.
    public var computesPartialOption = false
    /// `layout:` given a computed value: in a view, any partial; in a controller, a template
    /// whose path holds `layouts` (Rails looks a layout up below `layouts/` unless its name
    /// holds the word).
    public var computesLayoutOption = false
    /// The lone local variables render calls are given (`render comment`): an object, or a name
    /// it holds.
    public var renderedLocals: Set<String> = []
    /// The block parameters (`do |comment|`): a local rendered that is one of them holds an
    /// item of a collection, an object.
    public var blockParameters: Set<String> = []
    /// The variables whose object a call renders as its partial (`render @post`, `render
    /// comment`, `turbo_stream.replace @post`, `collection: @posts`), without `@`; `""` for an
    /// object that is no lone variable (`collection: post.comments`), whose class is unknown.
    public var objects: Set<String> = []
    /// A `render` with no arguments (renders the current action's template) or Rails calls that
    /// render it (`default_render`, `respond_with`).
    public var rendersCurrentAction = false
    /// `layout :method`, `layout -> { }`, `layout: variable`: the layout is chosen at run time.
    public var choosesLayoutAtRunTime = false
    /// `constantize`, `const_get`: a class named at run time (a component, a controller).
    public var looksUpConstants = false
    /// A string, symbol or word array that ends a name in "component" (`"#{kind}_component"`,
    /// `"Component"`; see `spellsComponent(_:)`): the part a computed name needs to name a
    /// component's class.
    public var spellsComponent = false
    /// `def to_partial_path`: an object names its own partial.
    public var definesPartialPath = false
    /// Options a render call takes from a parameter of the method it is in (`def
    /// show_in_dialog(options = {})` ... `render partial: options[:partial]`): the names its
    /// callers give (`UnrenderedTemplates` reads every call), else a computed option.
    public var forwardedOptions: Set<ForwardedOption> = []

    /// A render option whose value is `parameter[:key]` of the method `method`.
    public struct ForwardedOption: Sendable, Hashable {
        public var method: String
        /// The key callers give the name under (`partial`).
        public var key: String
        /// The render option (`partial`, `template`, ...).
        public var option: String
    }

    /// Marks a forwarded option whose callers are not all read as computed.
    public mutating func compute(_ forwarded: ForwardedOption) {
        if ["template", "action", "file"].contains(forwarded.option) { computesTemplateOption = true } else { computesPartialOption = true }
    }

    public init() {}

    /// Reads a whole Ruby file. The body of a responder (`class Responder <
    /// ActionController::Responder`, as Devise apps on Turbo define one) is not read: its
    /// `render(options.merge(...))` renders the action's own template, no name it computes.
    public init(ruby bytes: [UInt8]) {
        self.init()
        readsWholeFile = true
        let tokens = Self.rocketsAsLabels(Self.tokensOutsideResponders(of: bytes))
        read(tokens)
        checkRenderedVariables(tokens)
        if partialVariables.contains(where: { !Self.holdsOnlyLiterals($0, in: tokens) }) { computesPartialOption = true }
    }

    /// The tokens of `bytes` without the bodies of classes that inherit
    /// `ActionController::Responder`.
    private static func tokensOutsideResponders(of bytes: [UInt8]) -> [RubyToken] {
        guard ByteSearch.contains(responder, in: bytes) else { return RubyLexer.tokens(of: bytes) }
        let statements = RubyStatements(file: SourceFile(path: "", bytes: bytes))
        let tokens = statements.tokens
        var kept: [RubyToken] = []
        var index = 0
        while index < tokens.count {
            if tokens[index].isIdentifier("class"), statements.opensBlock(index),
               let less = tokens[index...].prefix(while: { !$0.startsLine || $0.range.start == tokens[index].range.start }).firstIndex(where: { $0.isPunctuation("<") }),
               tokens[(less + 1)...].prefix(while: { !$0.startsLine }).map(\.text).joined().hasSuffix("ActionController::Responder") {
                index = statements.blockEnd(from: index + 1) + 1
                continue
            }
            kept.append(tokens[index])
            index += 1
        }
        return kept
    }

    private static let responder = Array("Responder".utf8)

    /// Whether the Ruby code in `range` of `bytes` (one ERB tag's) may show something `read`
    /// takes: a literal (a string, symbol, label, word array or character literal is written
    /// with a quote, `:`, `%`, `<<` or `?`), a block's parameters (`|`), or a call `read` knows
    /// by its name. Code with none of them (`<%= post.title %>`, `<% end %>`, two tags of five
    /// in an app) is not lexed.
    public static func mayShowFacts(in bytes: [UInt8], range: SourceRange) -> Bool {
        let end = min(range.end, bytes.count)
        guard range.start < end else { return false }
        if bytes[range.start..<end].contains(where: { factBytes[Int($0)] }) { return true }
        return factWords.contains { ByteSearch.firstIndex(of: $0, in: bytes, from: range.start, before: end) != nil }
    }

    /// The bytes that start a literal or a block's parameters (see `mayShowFacts`).
    private static let factBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\"'`:%<?|".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// What the names of the calls `read` and `readIdentifier` know contain (`render` is in
    /// `render_to_string` and `default_render`, `constantize` in `safe_constantize`).
    private static let factWords = ["render", "respond_with", "constantize", "const_get", "to_partial_path", "layout", "broadcast", "turbo_stream", "fields_for"]
        .map { Array($0.utf8) }

    /// Read from a whole Ruby file, where a variable's assignments are seen.
    private var readsWholeFile = false
    /// The variables of render arguments read as names the app's literals give.
    private var renderedVariables: Set<String> = []
    /// The local variables given as `partial:` in a whole Ruby file (`partial: modal_partial`):
    /// names the file's literals give when every assignment of each is a literal (see
    /// `holdsOnlyLiterals`), else computed.
    private var partialVariables: Set<String> = []

    /// Adds what `tokens` (one file, or one ERB tag's code) show.
    public mutating func read(_ tokens: [RubyToken]) {
        let tokens = Self.rocketsAsLabels(tokens)
        // Whether the statement read is a render call: its options name what it renders.
        var inRender = false
        var broadcast = false
        // Options inside a hash or an array of the call (`render json: { action: x }`) are data.
        var nesting = 0
        // Each `{` open, whether it opens a `data:` or `aria:` hash.
        var attributeHashes: [Bool] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .newline || token.startsLine, let previous = tokens[..<index].last(where: { $0.kind != .newline }),
               !Self.continues(previous) { inRender = false }
            if token.kind == .identifier, Self.rendersOptions(token, at: index, in: tokens) {
                inRender = true
                broadcast = token.text.hasPrefix("broadcast")
                nesting = 0
            }
            if token.isPunctuation("{") || token.isPunctuation("[") { nesting += 1 }
            if token.isPunctuation("}") || token.isPunctuation("]") { nesting -= 1 }
            if token.isPunctuation("{") { attributeHashes.append(Self.opensAttributeHash(at: index, in: tokens)) }
            if token.isPunctuation("}") { _ = attributeHashes.popLast() }
            switch token.kind {
            case .string, .quotedLabel, .symbol, .wordArray: if !spellsComponent { spellsComponent = Self.spellsComponent(token.text) }
            default: break
            }
            switch token.kind {
            case .string, .quotedLabel:
                // A render call's hash may be a partial's locals, which it may render.
                if !token.isInterpolated, inRender || !Self.isAttributeValue(at: index, in: tokens, inAttributeHash: attributeHashes.last == true)
                    && !Self.isLookupKey(at: index, in: tokens) {
                    literals.insert(token.text)
                }
            case .wordArray:
                for word in token.text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) { literals.insert(String(word)) }
            case .identifier:
                readIdentifier(at: index, in: tokens)
            case .label where inRender && nesting == 0 && !(broadcast && token.text == "action"):
                readOption(at: index, in: tokens)
            case .label where !inRender && (token.text == "partial" || token.text == "spacer_template") && !Self.isURLHelperArgument(at: index, in: tokens):
                // Another call given a partial (`page.replace_html "list", partial: kind` in an
                // RJS block): it may render it. A URL helper's is a query parameter.
                readOption(at: index, in: tokens)
            case .punctuation where token.text == "|" && index > 0 && (tokens[index - 1].isIdentifier("do") || tokens[index - 1].isPunctuation("{")):
                var cursor = index + 1
                while cursor < tokens.count, !tokens[cursor].isPunctuation("|"), cursor < index + 16 {
                    if tokens[cursor].kind == .identifier { blockParameters.insert(tokens[cursor].text) }
                    cursor += 1
                }
            default:
                break
            }
        }
    }

    /// `tokens` with each `:partial =>` read as the label `partial:` (the two spellings of an
    /// option are one).
    public static func rocketsAsLabels(_ tokens: [RubyToken]) -> [RubyToken] {
        guard tokens.indices.dropLast().contains(where: { tokens[$0].kind == .symbol && tokens[$0 + 1].isPunctuation("=>") }) else { return tokens }
        var result: [RubyToken] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            var token = tokens[index]
            if token.kind == .symbol, !token.isInterpolated, index + 1 < tokens.count, tokens[index + 1].isPunctuation("=>") {
                token.kind = .label
                token.segments = []
                result.append(token)
                index += 2
                continue
            }
            result.append(token)
            index += 1
        }
        return result
    }

    /// The `turbo_stream` actions that render an object's partial (`turbo_stream.replace @post`).
    private static let streamActionsRenderingObjects = ["append", "prepend", "replace", "update", "before", "after"]

    private mutating func readIdentifier(at index: Int, in tokens: [RubyToken]) {
        let token = tokens[index]
        switch token.text {
        case "render", "render_to_string":
            readRender(at: index, in: tokens)
        case "default_render", "respond_with":
            rendersCurrentAction = true
        case "constantize", "safe_constantize", "const_get":
            looksUpConstants = true
        case "to_partial_path":
            guard index > 0, tokens[index - 1].isIdentifier("def") else { return }
            // A body of one literal (`def to_partial_path = "replies/reply"`, or on its own
            // line) names that partial; any other may name any.
            if let name = Self.literalBody(afterMethodNameAt: index, in: tokens) { renderedNames.insert(name) } else { definesPartialPath = true }
        case "fields_for":
            // A builder's `fields_for :tasks` with no block: the nested_form gem renders the
            // association's `task_fields` partial (Rails' own needs a block).
            if index > 0, tokens[index - 1].isPunctuation("."), Self.isBlockless(callAt: index, in: tokens) { patterns.insert("#{}_fields") }
        case "layout":
            let startsStatement = index == 0 || token.startsLine || tokens[index - 1].kind == .newline || tokens[index - 1].isPunctuation(";")
            guard startsStatement, index + 1 < tokens.count, !tokens[index + 1].isPunctuation("."), !tokens[index + 1].isPunctuation("="),
                  !tokens[index + 1].startsLine, tokens[index + 1].kind != .newline else { return }
            var value = index + 1
            if tokens[value].isPunctuation("("), value + 1 < tokens.count { value += 1 }
            if !Self.isLiteralLayout(tokens[value]) { choosesLayoutAtRunTime = true }
        default:
            // The receiver first: most identifiers follow no `turbo_stream.`.
            if index >= 2, tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier("turbo_stream"),
               Self.streamActionsRenderingObjects.contains(token.text), let argument = Self.argumentStart(after: index, in: tokens) {
                // `turbo_stream.replace @post`, `turbo_stream.append "list", post`: the object's
                // partial (any lone variable given), unless `partial:` names one.
                var cursor = argument
                var depth = 0
                var segment: [RubyToken] = []
                var loneVariables: [RubyToken] = []
                var namesPartial = false
                while cursor < tokens.count, cursor == argument || !(tokens[cursor].kind == .newline || tokens[cursor].startsLine && !Self.continues(tokens[cursor - 1])) {
                    let token = tokens[cursor]
                    if token.kind == .label, ["partial", "template", "html", "content"].contains(token.text) { namesPartial = true }
                    if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
                    if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if depth == 0, token.isPunctuation(",") || token.isIdentifier("do") {
                        if segment.count == 1 { loneVariables.append(segment[0]) }
                        segment = []
                        if token.isIdentifier("do") { break }
                    } else {
                        segment.append(token)
                    }
                    cursor += 1
                }
                if segment.count == 1 { loneVariables.append(segment[0]) }
                for variable in loneVariables where !namesPartial
                    && Self.isVariable(variable) {
                    objects.insert(Self.variableName(variable))
                }
            }
        }
    }

    /// Whether the string at `index` is the whole value of an HTML attribute, which the call it
    /// is given to writes into the markup: a value of a `data:` or `aria:` hash
    /// (`data: { list_filter_target: "form" }`, `inAttributeHash`: the `{` open around it opens
    /// one, or a form helper's `html:` hash), of `class:`, `id:` or `role:` (`div class: "header"`
    /// in Arbre, `role: "form"`), of `anchor:` (a URL's
    /// fragment: `project_path(@project, anchor: "subjects")`), or of a key written as such
    /// an attribute (`"data-action": "x"`, `"aria-label" => "x"`;
    /// not `data_action: "x"`, which may be a method's keyword parameter that it renders). Not a value with more after it (`"form".upcase`, `a ? "b" : "c"`)
    /// or inside another hash or call of the value (`data: { x: pick("form") }`).
    static func isAttributeValue(at index: Int, in tokens: [RubyToken], inAttributeHash: Bool) -> Bool {
        guard tokens[index].kind == .string, let key = hashKey(before: index, in: tokens) else { return false }
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .newline { next += 1 }
        let endsValue = next == tokens.count || [",", "}", ")"].contains(where: tokens[next].isPunctuation) || tokens[next].isIdentifier("do")
            || next > index + 1 && !tokens[next].isPunctuation(".") && !tokens[next].isPunctuation("&.")
        return endsValue && (inAttributeHash || ["data-", "aria-"].contains(where: key.hasPrefix) || ["class", "id", "role", "anchor"].contains(key))
    }

    /// Whether the string at `index` is the whole key of a lookup, which names a hash's or an
    /// array's entry or a translation, no template: a subscript (`hash["subjects"]`,
    /// `params["page"]`), the first argument of `fetch` or `dig` (`data.fetch("links")`), or
    /// of `t` or `translate` (`t("case_details")`, `t 'case_details'`, `I18n.t("x")`).
    static func isLookupKey(at index: Int, in tokens: [RubyToken]) -> Bool {
        guard index > 0 else { return false }
        let endsArgument = index + 1 == tokens.count || tokens[index + 1].isPunctuation(")") || tokens[index + 1].isPunctuation(",")
            || tokens[index + 1].startsLine || tokens[index + 1].kind == .newline
        if endsArgument, isTranslation(at: tokens[index - 1].isPunctuation("(") && !tokens[index - 1].spaceBefore ? index - 2 : index - 1, in: tokens) {
            return true
        }
        guard index > 1, index + 1 < tokens.count else { return false }
        let (before, opener) = (tokens[index - 2], tokens[index - 1])
        if opener.isPunctuation("["), !opener.spaceBefore, tokens[index + 1].isPunctuation("]") {
            return before.kind == .identifier || before.kind == .variable || before.isPunctuation(")") || before.isPunctuation("]")
        }
        guard opener.isPunctuation("("), before.isIdentifier("fetch") || before.isIdentifier("dig"), index > 2,
              tokens[index - 3].isPunctuation(".") || tokens[index - 3].isPunctuation("&.") else { return false }
        return tokens[index + 1].isPunctuation(")") || tokens[index + 1].isPunctuation(",")
    }

    /// Whether `index` is a call of `t` or `translate` with no receiver but `I18n`.
    private static func isTranslation(at index: Int, in tokens: [RubyToken]) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].isIdentifier("t") || tokens[index].isIdentifier("translate") else { return false }
        guard index > 0, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&.") else { return true }
        return index > 1 && tokens[index - 2].isIdentifier("I18n")
    }

    /// Whether the `{` at `index` opens the hash of a `data:`, `aria:` or `html:` key (`data: {`,
    /// `"data" => {`; `:data => {` is read as a label).
    static func opensAttributeHash(at index: Int, in tokens: [RubyToken]) -> Bool {
        guard index > 0, let key = hashKey(before: index, in: tokens) else { return false }
        return key == "data" || key == "aria" || key == "html"
    }

    /// The key of the hash pair whose value starts at `index`: `key:`, `"key":`, `"key" =>`;
    /// nil when what comes before is no key.
    static func hashKey(before index: Int, in tokens: [RubyToken]) -> String? {
        var previous = index - 1
        while previous >= 0, tokens[previous].kind == .newline { previous -= 1 }
        guard previous >= 0 else { return nil }
        let token = tokens[previous]
        if token.kind == .label || token.kind == .quotedLabel { return token.text }
        guard token.isPunctuation("=>"), previous > 0, tokens[previous - 1].kind == .string || tokens[previous - 1].kind == .symbol,
              !tokens[previous - 1].isInterpolated else { return nil }
        return tokens[previous - 1].text
    }

    /// Whether a line break after `token` continues the statement.
    static func continues(_ token: RubyToken) -> Bool {
        token.kind == .label || token.kind == .quotedLabel || (token.kind == .punctuation && [",", "(", "[", "{", "=>", "\\", "||", "&&", "."].contains(token.text))
    }

    /// Whether the identifier at `index` is a call whose options name what it renders:
    /// `render`, `render_to_string`, `turbo_stream.replace`, a model's `broadcast_...`.
    static func rendersOptions(_ token: RubyToken, at index: Int, in tokens: [RubyToken]) -> Bool {
        if token.text == "render" || token.text == "render_to_string" {
            return !definesMethod(at: index, in: tokens) && !isOtherObjectsRender(at: index, in: tokens)
        }
        if token.text.hasPrefix("broadcast") { return true }
        return index >= 2 && tokens[index - 1].isPunctuation(".") && tokens[index - 2].isIdentifier("turbo_stream")
    }

    /// `["contents/create", @role].compact.join("/")` at `start`: an array whose first item is a
    /// literal string, joined with `/`: its leading literal items joined (`contents/create`),
    /// and whether computed items follow them. Nil for any other expression.
    static func joinedPath(from start: Int, in tokens: [RubyToken]) -> (head: String, computedTail: Bool)? {
        guard tokens[start].isPunctuation("[") else { return nil }
        var parts: [String] = []
        var position = start + 1
        var depth = 0
        var itemIsLiteral = true
        var item: String?
        while position < tokens.count {
            let token = tokens[position]
            if depth == 0, token.isPunctuation(",") || token.isPunctuation("]") {
                parts.append(itemIsLiteral ? item ?? "#{}" : "#{}")
                (item, itemIsLiteral) = (nil, true)
                if token.isPunctuation("]") { break }
            } else if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") {
                depth += 1
                itemIsLiteral = false
            } else if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") {
                depth -= 1
            } else if item == nil, itemIsLiteral, token.kind == .string, !token.isInterpolated {
                item = token.text
            } else {
                itemIsLiteral = false
            }
            position += 1
        }
        guard position < tokens.count, parts.first.map({ $0 != "#{}" }) == true else { return nil }
        position += 1
        if position + 1 < tokens.count, tokens[position].isPunctuation("."), tokens[position + 1].isIdentifier("compact") { position += 2 }
        guard position + 1 < tokens.count, tokens[position].isPunctuation("."), tokens[position + 1].isIdentifier("join") else { return nil }
        position += 2
        if position < tokens.count, tokens[position].isPunctuation("(") { position += 1 }
        guard position < tokens.count, tokens[position].kind == .string, tokens[position].text == "/" else { return nil }
        // Past the first computed item, the rest is one computed part.
        let literal = parts.prefix { $0 != "#{}" }
        return (literal.joined(separator: "/"), literal.count < parts.count)
    }

    /// Whether the token at `index` is inside the parentheses of a URL helper's call
    /// (`polymorphic_path(@item, partial: kind)`, `url_for(...)`, `edit_post_url(...)`), where a
    /// key is a query parameter.
    static func isURLHelperArgument(at index: Int, in tokens: [RubyToken]) -> Bool {
        var depth = 0
        var position = index - 1
        while position > 0 {
            let token = tokens[position]
            if token.kind == .punctuation {
                if [")", "]", "}"].contains(token.text) { depth += 1 }
                if ["(", "[", "{"].contains(token.text) {
                    if depth == 0 {
                        guard token.text == "(" else { return false }
                        let callee = tokens[position - 1]
                        return callee.kind == .identifier && (callee.text.hasSuffix("_path") || callee.text.hasSuffix("_url") || callee.text == "url_for")
                    }
                    depth -= 1
                }
            }
            position -= 1
        }
        return false
    }

    /// `partial: name`, `template: name`, `collection: @posts`, `layout: name`, in any call.
    private mutating func readOption(at index: Int, in tokens: [RubyToken]) {
        let label = tokens[index].text
        guard index + 1 < tokens.count else { return }
        let value = tokens[index + 1]
        switch label {
        case "partial", "spacer_template", "template", "action", "file", "layout":
            let page = ["template", "action", "file"].contains(label)
            if value.isIdentifier("nil") && Self.argumentEnds(at: index + 2, in: tokens) || Self.isRequiredKeywordParameter(at: index, in: tokens) {
                // `partial: nil`, a keyword parameter's default, or `def x(partial:)`: no template.
            } else if let names = Self.ternaryNames(at: index + 1, in: tokens) {
                renderedNames.formUnion(names)
            } else if value.kind == .string || value.kind == .symbol, value.isInterpolated {
                patterns.insert(Self.pattern(of: value))
            } else if value.kind == .string || value.kind == .symbol, let name = Self.literalName(at: index + 1, in: tokens) {
                if name.hasSuffix("#{}") { patterns.insert(name) } else { renderedNames.insert(name) }
            } else if label != "layout", readsWholeFile, let forwarded = Self.forwardedOption(label, at: index + 1, in: tokens) {
                forwardedOptions.insert(forwarded)
            } else if label == "partial", readsWholeFile, value.kind == .identifier, value.text.first?.isLowercase == true,
                      Self.argumentEnds(at: index + 2, in: tokens) || tokens[index + 2].isPunctuation("}") {
                partialVariables.insert(value.text)
            } else if !(label == "layout" && Self.isLiteralLayout(value) && Self.argumentEnds(at: index + 2, in: tokens)) {
                if page { computesTemplateOption = true } else if label == "layout" { computesLayoutOption = true } else { computesPartialOption = true }
            }
            if label == "layout", !Self.isLiteralLayout(value) { choosesLayoutAtRunTime = true }
        case "collection", "object":
            // A lone variable's class names the partial; otherwise its class is unknown.
            if Self.argumentEnds(at: index + 2, in: tokens), Self.isVariable(value) {
                objects.insert(Self.variableName(value))
            } else {
                objects.insert("")
            }
        default:
            break
        }
    }

    /// Whether the file assigns the local `name` (`=`, `||=`) and every assignment is a new object
    /// of a class it names (`component = Feed::FeedComponent.new(course: course)`): the local
    /// holds no name of a template, only such an object.
    static func holdsOnlyNewObjects(_ name: String, in tokens: [RubyToken]) -> Bool {
        var assigned = false
        for index in tokens.indices where tokens[index].isIdentifier(name) && index + 1 < tokens.count {
            // `x &&= y`, `x += y`: it may hold anything.
            if ["&&=", "+=", "-="].contains(where: tokens[index + 1].isPunctuation) { return false }
            guard tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation("||=") else { continue }
            // A method's receiver or a keyword's label (`x.name = 1`) is no local.
            if index > 0, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&.") { continue }
            var cursor = index + 2
            while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor].text.first?.isUppercase == true,
                  tokens[cursor + 1].isPunctuation("::") {
                cursor += 2
            }
            guard cursor + 2 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor].text.first?.isUppercase == true,
                  tokens[cursor + 1].isPunctuation("."), tokens[cursor + 2].isIdentifier("new") else { return false }
            assigned = true
        }
        return assigned
    }

    /// `render "x"`, `render :x`, `render @post`, `render json: ...`, `render(Component.new)`,
    /// `render params[:view]`, a bare `render`.
    private mutating func readRender(at index: Int, in tokens: [RubyToken]) {
        // `def self.render(content)`: a method defined, not a call.
        if Self.definesMethod(at: index, in: tokens) { return }
        // `MarkdownRenderer.render(text)`, `@markdown.render(text)`: another object's method, whose
        // argument names no template (a literal name it is given still counts, in `literals`).
        if Self.isOtherObjectsRender(at: index, in: tokens) { return }
        guard let start = Self.argumentStart(after: index, in: tokens) else {
            // `x.render do ... end`: another object's method; a bare `render` renders the action.
            let hasReceiver = index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&."))
            if !hasReceiver { rendersCurrentAction = true }
            return
        }
        let first = tokens[start]
        let endsArgument = Self.argumentEnds(at: start + 1, in: tokens)
            || ["if", "unless", "and", "or"].contains { tokens[start + 1].isIdentifier($0) }
        switch first.kind {
        case .string, .symbol:
            // Literal names are among `literals`.
            if first.isInterpolated { patterns.insert(Self.pattern(of: first)) } else if let name = Self.literalName(at: start, in: tokens) {
                if name.hasSuffix("#{}") { patterns.insert(name) } else { renderedNames.insert(name) }
            } else {
                rendersComputedName = true
            }
        case .label, .quotedLabel:
            // Options: each is read by `readOption`.
            break
        case .punctuation where first.isPunctuation("{") && Self.hashRespondsWithoutTemplate(at: start, in: tokens):
            // `render({ json: list, action: "index" }.tap(...))`: options in a hash, one of them
            // a response that is no template.
            break
        case .identifier where first.text == "self" && (endsArgument || tokens[start + 1].isIdentifier("do")):
            // `render self` (a view hook, a presenter): the partial of the object's own class, a
            // model's when no class defines `to_partial_path` (then `definesPartialPath`); which
            // model is not read.
            objects.insert("")
        case .variable where endsArgument:
            objects.insert(Self.variableName(first))
        case .identifier where first.text.first?.isUppercase == true:
            // `render Card.new(...)`, `render Card::Component`: a component or a class.
            break
        case .punctuation where first.isPunctuation("::") && start + 1 < tokens.count && tokens[start + 1].text.first?.isUppercase == true:
            // `render(::Admin::RowComponent.new(...))`: the same, named from the top namespace.
            break
        case .identifier where start + 2 < tokens.count && tokens[start + 1].isPunctuation(".") && tokens[start + 2].isIdentifier("new"):
            // `render(component_class.new(**args))`: an object of a class computed at run time, a
            // component or a model, whose partial is its model's: no name of a template.
            objects.insert("")
        case .identifier where first.text == "head" && !endsArgument:
            // `render head 401`, `render head status: 400`: the response `head` sends, no template.
            break
        case .identifier where endsArgument && ["if", "unless", "and", "or"].contains(first.text):
            rendersCurrentAction = true
        case .identifier where endsArgument && !readsWholeFile && Self.holdsOnlyNewObjects(first.text, in: tokens):
            // `component = Feed::FeedComponent.new(...)` then `render(component)`: a component,
            // as `render Card.new(...)` is.
            break
        case .identifier where endsArgument && !readsWholeFile:
            // A lone local: an object (`render comment`), or a name it holds.
            objects.insert(first.text)
            renderedLocals.insert(first.text)
        default:
            if let last = Self.pluralChainEnd(from: start, in: tokens) {
                // `render topic.categories`: a collection, each item rendered as its model's
                // partial (a name would not be plural).
                objects.insert(last)
            } else if let pattern = Self.concatenatedPattern(from: start, in: tokens) {
                // `render(association.to_s.singularize + "_fields", f: builder)`: a name ending
                // (or starting) in its literal parts.
                patterns.insert(pattern)
            } else if let joined = Self.joinedPath(from: start, in: tokens) {
                // `["contents/create", @role, @partial].compact.join("/")`: its literal head, or a
                // name under it.
                renderedNames.insert(joined.head)
                if joined.computedTail { patterns.insert(joined.head + "/#{}") }
            } else if readsWholeFile, let names = Self.simpleExpression(from: start, in: tokens) {
                // `render error_view || :index` in a controller: a name the app's literals give
                // (each among `literals`), unless a variable of it is read from the request.
                renderedNames.formUnion(names.literals)
                renderedVariables.formUnion(names.variables)
                if names.variables.count == 1, names.literals.isEmpty { objects.formUnion(names.variables) }
            } else {
                rendersComputedName = true
            }
        }
    }

    /// Whether the call whose name is at `index` is given a name first (`:tasks`, `"tasks"`)
    /// and no block (`do` or `{`, or a hash, which may be one) before its line ends.
    private static func isBlockless(callAt index: Int, in tokens: [RubyToken]) -> Bool {
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].isPunctuation("("), !tokens[cursor].spaceBefore { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].kind == .symbol || tokens[cursor].kind == .string else { return false }
        let line = tokens[cursor...].prefix { $0.kind != .newline && !$0.startsLine }
        return !line.contains { $0.isIdentifier("do") || $0.isPunctuation("{") }
    }

    /// The literal that is the whole body of the method whose name is at `index` (`def x =
    /// "a"`, or `def x` then `"a"` then `end`, with no parameters); nil for any other body.
    static func literalBody(afterMethodNameAt index: Int, in tokens: [RubyToken]) -> String? {
        var cursor = index + 1
        func skipNewlines() { while cursor < tokens.count, tokens[cursor].kind == .newline { cursor += 1 } }
        let endless = cursor < tokens.count && tokens[cursor].isPunctuation("=")
        if endless { cursor += 1 }
        skipNewlines()
        guard cursor < tokens.count, tokens[cursor].kind == .string, let name = tokens[cursor].name else { return nil }
        if !endless { cursor += 1; skipNewlines() }
        guard endless ? cursor + 1 >= tokens.count || tokens[cursor + 1].kind == .newline || tokens[cursor + 1].startsLine
                      : cursor < tokens.count && tokens[cursor].isIdentifier("end") else { return nil }
        return name
    }

    /// `options[:partial]` at `index` as the whole value of `option`, where `options` is a
    /// parameter of the method defined around it (the nearest `def` before it), or `partial`
    /// alone where it is a keyword parameter of that method (`def stream_modal(partial:
    /// "modals/#{action_name}")`: its default is read where the `def` writes it); nil otherwise.
    static func forwardedOption(_ option: String, at index: Int, in tokens: [RubyToken]) -> ForwardedOption? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        func endsValue(_ next: Int) -> Bool {
            argumentEnds(at: next, in: tokens) || tokens[next].isPunctuation("}") || tokens[next].isIdentifier("if")
        }
        let key: String
        let keyword: Bool
        if index + 3 < tokens.count, tokens[index + 1].isPunctuation("["), tokens[index + 2].kind == .symbol, !tokens[index + 2].isInterpolated,
           tokens[index + 3].isPunctuation("]"), endsValue(index + 4) {
            key = tokens[index + 2].text
            keyword = false
        } else if endsValue(index + 1) {
            key = tokens[index].text
            keyword = true
        } else {
            return nil
        }
        let parameter = tokens[index].text
        guard let def = tokens[..<index].lastIndex(where: { $0.isIdentifier("def") }) else { return nil }
        var cursor = def + 1
        if cursor + 1 < tokens.count, tokens[cursor].isIdentifier("self"), tokens[cursor + 1].isPunctuation(".") { cursor += 2 }
        guard cursor < index, tokens[cursor].kind == .identifier else { return nil }
        let method = tokens[cursor].text
        // Its parameters: up to the end of the line that names the method.
        var parameters: Set<String> = []
        var position = cursor + 1
        while position < index, tokens[position].kind != .newline, !(tokens[position].startsLine && !continues(tokens[position - 1])) {
            if tokens[position].kind == (keyword ? .label : .identifier) { parameters.insert(tokens[position].text) }
            position += 1
        }
        // A block between the `def` and the call may give the name another value (`|options|`).
        let rebound = tokens[position..<index].indices.contains { tokens[$0].isIdentifier(parameter) && $0 + 1 < index
            && (tokens[$0 + 1].isPunctuation("=") || tokens[$0 + 1].isPunctuation("|") || tokens[$0 + 1].isPunctuation(",")) }
        guard parameters.contains(parameter), !rebound else { return nil }
        return ForwardedOption(method: method, key: key, option: option)
    }

    /// The literal names the calls of `method` in `tokens` give under `key` (`show_in_dialog(partial:
    /// "cards/summary")`; none when a call gives no such key); nil when one gives anything else
    /// there, passes arguments other than options (`show_in_dialog(options)`), or `method` is
    /// named otherwise than called or defined (`send(:show_in_dialog)`, `method(:show_in_dialog)`).
    /// Counts the definitions it meets in `definitions` (an override may call `super` with others).
    public static func givenNames(_ key: String, toCallsOf method: String, in tokens: [RubyToken], definitions: inout Int) -> Set<String>? {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where token.text == method {
            guard token.kind == .identifier else { return nil }
            if definesMethod(at: index, in: tokens) {
                definitions += 1
                continue
            }
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation("=") { return nil }
            guard let start = argumentStart(after: index, in: tokens) else { continue }
            var cursor = start
            var depth = 0
            var segmentStart = true
            var value: [RubyToken]? = nil
            func close() -> Bool {
                if let taken = value {
                    guard taken.count == 1, let name = taken[0].name, taken[0].kind != .wordArray else { return false }
                    names.insert(name)
                }
                value = nil
                return true
            }
            while cursor < tokens.count {
                let current = tokens[cursor]
                if depth == 0, cursor > start, current.kind == .newline || current.startsLine && !continues(tokens[cursor - 1]) { break }
                if depth == 0, current.isPunctuation(")") || ["do", "if", "unless", "and", "or"].contains(where: current.isIdentifier) { break }
                if depth == 0, current.isPunctuation(",") {
                    guard close() else { return nil }
                    segmentStart = true
                    cursor += 1
                    continue
                }
                if segmentStart {
                    // Each argument is an option (`partial: "x"`); anything else may hold the key.
                    guard current.kind == .label || current.kind == .quotedLabel else { return nil }
                    segmentStart = false
                    if current.text == key { value = [] }
                    cursor += 1
                    continue
                }
                if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") { depth += 1 }
                if current.isPunctuation(")") || current.isPunctuation("]") || current.isPunctuation("}") { depth -= 1 }
                if current.kind != .newline { value?.append(current) }
                cursor += 1
            }
            guard close() else { return nil }
        }
        return names
    }

    /// The last name of the argument at `start` when it is a chain of names without arguments
    /// ending in a plural (`topic.categories`, `@post.comments`); nil otherwise
    /// (`@record.to_partial_path`, `post.author`, `tabs[:current]`).
    static func pluralChainEnd(from start: Int, in tokens: [RubyToken]) -> String? {
        var cursor = start
        guard tokens[cursor].kind == .variable || tokens[cursor].kind == .identifier && tokens[cursor].text.first?.isLowercase == true else { return nil }
        while cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation(".") || tokens[cursor + 1].isPunctuation("&."),
              tokens[cursor + 2].kind == .identifier, tokens[cursor + 2].text.first?.isLowercase == true {
            cursor += 2
        }
        let last = tokens[cursor].text
        guard cursor > start, argumentEnds(at: cursor + 1, in: tokens) || tokens[cursor + 1].isIdentifier("do"),
              last.allSatisfy({ $0.isLetter || $0 == "_" }), last.hasSuffix("s"), !["ss", "us", "is"].contains(where: last.hasSuffix),
              Inflection.singularize(last) != last, !nameWords.contains(where: last.contains) else { return nil }
        return last
    }

    /// Words of a method that may return a template's name rather than a collection
    /// (`@page.partials`, `widget.template_names`).
    static let nameWords = ["partial", "template", "view", "path", "name", "layout", "file", "page", "kind", "type"]

    /// Whether the `render` at `index` is the name of a method defined there (`def render`,
    /// `def self.render`).
    static func definesMethod(at index: Int, in tokens: [RubyToken]) -> Bool {
        if index >= 1, tokens[index - 1].isIdentifier("def") { return true }
        return index >= 3 && tokens[index - 1].isPunctuation(".") && tokens[index - 2].isIdentifier("self") && tokens[index - 3].isIdentifier("def")
    }

    /// Receivers whose `render` is Action View's (`view_context.render`, `helpers.render`,
    /// `ApplicationController.renderer.render`, a form builder's `@template.render`).
    static let viewRenderers: Set<String> = [
        "self", "view_context", "helpers", "helper", "h", "controller", "view", "template", "renderer", "controller_class", "view_renderer",
        "lookup_context", "ApplicationController", "ActionController", "ActionView", "AbstractController", "ActionMailer", "ApplicationMailer",
    ]

    /// Whether `render` at `index` is called on an object proven not to be a view, a controller
    /// or a renderer of either: a receiver (`MarkdownRenderer.render`, `Redcarpet::Markdown.new(x)
    /// .render`) whose chain starts with a constant and names none of them, or a variable
    /// (`@@markdown.render`, `markdown.render`) each assignment of which in `tokens` is such a
    /// chain. Any other receiver (`h.render`, `@template.render`, `renderer.render` of unknown
    /// origin, `end.render`) may be a view.
    static func isOtherObjectsRender(at index: Int, in tokens: [RubyToken]) -> Bool {
        guard index >= 2, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&."),
              let chain = receiverChain(endingAt: index - 2, in: tokens), let first = chain.first else { return false }
        if chain.contains(where: isViewRenderer) { return false }
        if first.text.first?.isUppercase == true, first.kind == .identifier { return true }
        guard chain.count == 1, first.kind == .variable || first.kind == .identifier else { return false }
        // A variable: each of its assignments here is another object's chain.
        var assigned = false
        for position in tokens.indices.dropLast() where tokens[position].kind == first.kind && tokens[position].text == first.text
            && (tokens[position + 1].isPunctuation("=") || tokens[position + 1].isPunctuation("||=")) {
            var end = position + 2
            while end < tokens.count, tokens[end].kind == .identifier || tokens[end].kind == .variable || tokens[end].isPunctuation(".")
                || tokens[end].isPunctuation("::") || tokens[end].isPunctuation("&.") { end += 1 }
            guard end > position + 2, let value = receiverChain(endingAt: end - 1, in: tokens), value.first?.text.first?.isUppercase == true,
                  value.first?.kind == .identifier, !value.contains(where: isViewRenderer) else { return false }
            assigned = true
        }
        return assigned
    }

    static func isViewRenderer(_ token: RubyToken) -> Bool {
        let name = token.kind == .variable ? variableName(token) : token.text
        return viewRenderers.contains(name) || name.hasSuffix("Controller") || name.hasSuffix("Mailer") || name.hasSuffix("Component")
            || name.hasSuffix("View") || name.hasSuffix("Helper")
    }

    /// The names of the call chain ending at `index` (`Redcarpet::Markdown.new(x)`: Redcarpet,
    /// Markdown, new), first first, skipping the arguments of its calls; nil when the chain
    /// starts with anything but a name (`end.render`, `"x".render`).
    static func receiverChain(endingAt index: Int, in tokens: [RubyToken]) -> [RubyToken]? {
        var names: [RubyToken] = []
        var cursor = index
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.isPunctuation(")") || token.isPunctuation("]") {
                let close = token.text, open = close == ")" ? "(" : "["
                var depth = 0
                while cursor >= 0 {
                    if tokens[cursor].isPunctuation(close) { depth += 1 }
                    if tokens[cursor].isPunctuation(open) { depth -= 1 }
                    if depth == 0 { break }
                    cursor -= 1
                }
                cursor -= 1
                continue
            }
            guard token.kind == .identifier || token.kind == .variable, !["end", "do", "then", "return", "if", "unless"].contains(token.text) else { return nil }
            names.insert(token, at: 0)
            guard cursor >= 1, tokens[cursor - 1].isPunctuation(".") || tokens[cursor - 1].isPunctuation("&.") || tokens[cursor - 1].isPunctuation("::") else { break }
            cursor -= 2
        }
        return names.isEmpty ? nil : names
    }

    /// The literals and variables of the argument at `start` when it holds nothing else
    /// (`error_view || :index`, `admin? ? "admin" : "user"`); nil for any other expression.
    static func simpleExpression(from start: Int, in tokens: [RubyToken]) -> (literals: Set<String>, variables: Set<String>)? {
        var literals: Set<String> = [], variables: Set<String> = []
        var cursor = start
        var depth = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if cursor > start, depth == 0, token.kind == .newline || (token.startsLine && !continues(tokens[cursor - 1])) { break }
            if depth == 0, token.isPunctuation(",") || ["if", "unless", "and", "or"].contains(where: token.isIdentifier) { break }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                if depth == 0 { break }
                depth -= 1
            }
            switch token.kind {
            case .string where !token.isInterpolated, .symbol where !token.isInterpolated: literals.insert(token.text)
            case .identifier where token.text.first?.isLowercase == true || token.text.first == "_": variables.insert(token.text)
            case .punctuation where ["||", "?", ":", "(", ")"].contains(token.text): break
            case .newline: break
            default: return nil
            }
            cursor += 1
        }
        return variables.contains(where: { ["params", "request", "session", "cookies", "send", "public_send", "eval"].contains($0) }) ? nil : (literals, variables)
    }

    /// Whether the local variable `name` is assigned in `tokens` (a whole file), and only
    /// literal strings (`modal_partial = "lists/share"`, in any branch): each is among the
    /// file's literals. A parameter (of a method or a block), an assignment of anything else
    /// (`||=`, `+=`, another variable, a call), or none at all (a method's result) is not.
    static func holdsOnlyLiterals(_ name: String, in tokens: [RubyToken]) -> Bool {
        var assigned = false
        for index in tokens.indices where tokens[index].isIdentifier(name) {
            if index > 0, tokens[index - 1].isPunctuation("|") || tokens[index - 1].isPunctuation(".") { return false }
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation("|") { return false }
            var start = index
            while start > 0, !tokens[start].startsLine, tokens[start - 1].kind != .newline { start -= 1 }
            if tokens[start..<index].contains(where: { $0.isIdentifier("def") }) { return false }
            guard index + 1 < tokens.count, tokens[index + 1].kind == .punctuation else { continue }
            switch tokens[index + 1].text {
            case "=":
                guard index + 2 < tokens.count, tokens[index + 2].kind == .string, !tokens[index + 2].isInterpolated,
                      argumentEnds(at: index + 3, in: tokens) || ["if", "unless"].contains(where: tokens[index + 3].isIdentifier) else { return false }
                assigned = true
            case "||=", "&&=", "+=", "-=", "<<", "[":
                return false
            default:
                continue
            }
        }
        return assigned
    }

    /// Marks a render of a variable read from the request (`view = params[:view]`) as computed.
    private mutating func checkRenderedVariables(_ tokens: [RubyToken]) {
        guard !renderedVariables.isEmpty else { return }
        let external: Set<String> = ["params", "request", "session", "cookies"]
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && renderedVariables.contains(tokens[index].text)
            && (tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation("||=")) {
            var cursor = index + 2
            while cursor < tokens.count, !(tokens[cursor].startsLine && !Self.continues(tokens[cursor - 1])) {
                if tokens[cursor].kind == .identifier, external.contains(tokens[cursor].text) {
                    rendersComputedName = true
                    return
                }
                cursor += 1
            }
        }
    }

    /// Whether an argument ends before the token at `index`: a `,`, a `)`, the end of the line.
    static func argumentEnds(at index: Int, in tokens: [RubyToken]) -> Bool {
        guard index < tokens.count else { return true }
        let token = tokens[index]
        return token.isPunctuation(",") || token.isPunctuation(")") || token.kind == .newline || token.startsLine
    }

    /// The first token of the arguments of the call named at `index`; nil when it has none.
    static func argumentStart(after index: Int, in tokens: [RubyToken]) -> Int? {
        var next = index + 1
        guard next < tokens.count, tokens[next].kind != .newline, !tokens[next].startsLine else { return nil }
        if tokens[next].isPunctuation("(") {
            // `render(x)`, or `render (x)`: a first argument in parentheses, read from inside them.
            next += 1
            // `render(` with its arguments on the next lines.
            while next < tokens.count, tokens[next].kind == .newline { next += 1 }
            guard next < tokens.count, !tokens[next].isPunctuation(")") else { return nil }
        } else if tokens[next].kind == .punctuation, !["[", "->", ":", "*", "**", "&", "!"].contains(tokens[next].text) {
            // `render.x`, `render = 1`, `render && x`: no arguments.
            return nil
        } else if tokens[next].kind == .identifier, ["if", "unless", "and", "or", "then", "end", "rescue", "while", "until", "do"].contains(tokens[next].text) {
            return nil
        }
        return next < tokens.count ? next : nil
    }

    /// The name the literal at `index` gives as a whole argument (`"posts/form"`), or the
    /// pattern of one it starts (`"fields/" + kind` is `fields/#{}`); nil when it is only part
    /// of another expression (`"form".sub(...)`).
    static func literalName(at index: Int, in tokens: [RubyToken]) -> String? {
        let next = index + 1
        let name = withoutTemplateExtensions(tokens[index].text)
        if argumentEnds(at: next, in: tokens) || ["if", "unless", "and", "or", "do"].contains(where: tokens[next].isIdentifier)
            || tokens[next].isPunctuation("}") { return name }
        return tokens[next].isPunctuation("+") ? name + "#{}" : nil
    }

    /// A template's name written with its format and handler (`render "new.html.erb"`), as
    /// Rails before 7.0 looked it up: without them (`new`). (Deprecated in 6.1; from 7.0 the
    /// call raises, and the page renders nothing.)
    static func withoutTemplateExtensions(_ name: String) -> String {
        var name = Substring(name)
        while let dot = name.lastIndex(of: "."), dot != name.startIndex, !name[dot...].contains("/"), templateExtensions.contains(String(name[name.index(after: dot)...])) {
            name = name[..<dot]
        }
        return String(name)
    }

    /// The handlers and formats a template's file name may end with.
    private static let templateExtensions: Set<String> = [
        "erb", "haml", "slim", "builder", "jbuilder", "html", "json", "js", "text", "xml", "turbo_stream", "csv",
    ]

    /// `"admin"`, `nil`, `false`, `true`: a layout named where it is chosen.
    static func isLiteralLayout(_ token: RubyToken) -> Bool {
        (token.kind == .string && !token.isInterpolated) || token.isIdentifier("nil") || token.isIdentifier("false") || token.isIdentifier("true")
    }

    /// `@post`, `post`: a variable, or a method called without arguments.
    static func isVariable(_ token: RubyToken) -> Bool {
        token.kind == .variable || (token.kind == .identifier && token.text.first?.isLowercase == true)
    }

    static func variableName(_ token: RubyToken) -> String {
        String(token.text.drop { $0 == "@" })
    }

    /// An interpolated literal's text with each interpolation written `#{}`.
    static func pattern(of token: RubyToken) -> String {
        guard !token.segments.isEmpty else { return "#{}" }
        var result = ""
        for segment in token.segments {
            switch segment {
            case .text(let text, _, _): result += text
            case .dynamic: if !result.hasSuffix("#{}") { result += "#{}" }
            }
        }
        return result
    }

    /// Whether the label at `index` is a keyword parameter without a default in a method's
    /// definition (`def stream_replace!(target:, partial:)`): what its callers give is read there.
    static func isRequiredKeywordParameter(at index: Int, in tokens: [RubyToken]) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(",") || tokens[index + 1].isPunctuation(")") else { return false }
        var cursor = index - 1
        while cursor >= 0, !tokens[cursor].startsLine, tokens[cursor].kind != .newline {
            if tokens[cursor].isIdentifier("def") { return true }
            cursor -= 1
        }
        return cursor >= 0 && tokens[cursor].isIdentifier("def")
    }

    /// The two literal names of a conditional value starting at `index`
    /// (`frame == "settings" ? "containers/edit_form" : "containers/disable_form"`); nil for
    /// any other value.
    static func ternaryNames(at index: Int, in tokens: [RubyToken]) -> Set<String>? {
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            let token = tokens[cursor]
            if depth == 0, cursor > index, argumentEnds(at: cursor, in: tokens) || token.isPunctuation("}") { return nil }
            if ["(", "[", "{"].contains(where: token.isPunctuation) { depth += 1 }
            if [")", "]", "}"].contains(where: token.isPunctuation) { depth -= 1 }
            if depth == 0, token.isPunctuation("?") { break }
            cursor += 1
        }
        let (then, colon, otherwise) = (cursor + 1, cursor + 2, cursor + 3)
        func name(_ token: RubyToken) -> String? { (token.kind == .string || token.kind == .symbol) && !token.isInterpolated ? token.text : nil }
        guard otherwise < tokens.count, tokens[colon].isPunctuation(":"),
              otherwise + 1 == tokens.count || argumentEnds(at: otherwise + 1, in: tokens) || tokens[otherwise + 1].isPunctuation("}"),
              let first = name(tokens[then]), let second = name(tokens[otherwise]) else { return nil }
        return [first, second]
    }

    /// Whether the hash literal opened at `index` has, at its top level, a key of a response
    /// that renders no template (`json:`, `plain:`, `body:`, `xml:`, `js:`, `html:`,
    /// `inline:`, `turbo_stream:`).
    static func hashRespondsWithoutTemplate(at index: Int, in tokens: [RubyToken]) -> Bool {
        var depth = 0
        for token in tokens[index...] {
            if ["(", "[", "{"].contains(where: token.isPunctuation) { depth += 1 }
            if [")", "]", "}"].contains(where: token.isPunctuation) {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, token.kind == .label, ControllerDefinitions.responses[token.text] != nil { return true }
        }
        return false
    }

    /// The name an argument joined with `+` from literal strings and other values can be
    /// (`kind + "_fields"` -> `#{}_fields`), each value not a literal read as `#{}`; nil for an
    /// argument with no `+` at its top level or no literal text.
    static func concatenatedPattern(from start: Int, in tokens: [RubyToken]) -> String? {
        var operands: [[RubyToken]] = [[]]
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if depth == 0, cursor > start, token.kind == .newline || token.startsLine && !continues(tokens[cursor - 1]) { break }
            if depth == 0, token.isPunctuation(",") || ["if", "unless", "and", "or", "do"].contains(where: token.isIdentifier) { break }
            if ["(", "[", "{"].contains(where: token.isPunctuation) { depth += 1 }
            if [")", "]", "}"].contains(where: token.isPunctuation) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.isPunctuation("+") {
                operands.append([])
            } else if token.kind != .newline {
                operands[operands.count - 1].append(token)
            }
            cursor += 1
        }
        guard operands.count > 1, !operands.contains(where: \.isEmpty) else { return nil }
        var result = ""
        for operand in operands {
            let part: String
            if operand.count == 1, operand[0].kind == .string {
                part = operand[0].isInterpolated ? pattern(of: operand[0]) : operand[0].text
            } else {
                part = "#{}"
            }
            if !(part == "#{}" && result.hasSuffix("#{}")) { result += part }
        }
        return result.replacingOccurrences(of: "#{}", with: "").isEmpty ? nil : result
    }

    /// Whether the name `pattern` (with `#{}` for what Ruby computes) can be `name`.
    public static func pattern(_ pattern: String, fits name: String) -> Bool {
        // A leading `/` names the path from the views' root (`"/section/#{type}_section"`), as
        // the name without it does.
        if pattern.hasPrefix("/"), !name.hasPrefix("/") { return Self.pattern(String(pattern.dropFirst()), fits: name) }
        let parts = pattern.components(separatedBy: "#{}")
        guard parts.count > 1 else { return pattern == name }
        var rest = Substring(name)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    /// Whether a word of `text` ends a constant's name in "component", in any case: alone, or
    /// after a letter, a digit, `_`, `:` or an interpolation's `}` (`"#{kind}_component"`,
    /// `"Cards::Component"`), not after `-` or `/` (a CSS class `nav-component`, a path
    /// `cards_component/row`, which no `camelize` makes a class name).
    /// Read in one pass over the bytes, with no copy: it is asked of every string of every file.
    static func spellsComponent(_ text: String) -> Bool {
        let suffix: StaticString = "component"
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var wordStart = 0
            for end in 0...bytes.count where end == bytes.count || isBlank(bytes[end]) {
                defer { wordStart = end + 1 }
                let start = end - suffix.utf8CodeUnitCount
                guard start >= wordStart, (0..<suffix.utf8CodeUnitCount).allSatisfy({ bytes[start + $0] | 0x20 == suffix.utf8Start[$0] }) else { continue }
                guard start > wordStart else { return true }
                let before = bytes[start - 1]
                if before == UInt8(ascii: "_") || before == UInt8(ascii: ":") || before == UInt8(ascii: "}")
                    || (before | 0x20) >= 0x61 && (before | 0x20) <= 0x7A || before >= 0x30 && before <= 0x39 { return true }
            }
            return false
        } ?? { var copy = text; copy.makeContiguousUTF8(); return spellsComponent(copy) }()
    }

    /// Adds another file's facts.
    public mutating func formUnion(_ other: RubyRenderFacts) {
        literals.formUnion(other.literals)
        renderedNames.formUnion(other.renderedNames)
        patterns.formUnion(other.patterns)
        objects.formUnion(other.objects)
        rendersComputedName = rendersComputedName || other.rendersComputedName
        computesTemplateOption = computesTemplateOption || other.computesTemplateOption
        computesPartialOption = computesPartialOption || other.computesPartialOption
        computesLayoutOption = computesLayoutOption || other.computesLayoutOption
        renderedLocals.formUnion(other.renderedLocals)
        blockParameters.formUnion(other.blockParameters)
        rendersCurrentAction = rendersCurrentAction || other.rendersCurrentAction
        choosesLayoutAtRunTime = choosesLayoutAtRunTime || other.choosesLayoutAtRunTime
        looksUpConstants = looksUpConstants || other.looksUpConstants
        spellsComponent = spellsComponent || other.spellsComponent
        definesPartialPath = definesPartialPath || other.definesPartialPath
        forwardedOptions.formUnion(other.forwardedOptions)
    }
}
