import BridgeLintCore

/// A place in a template where other markup is rendered into it: a `render` call, a Turbo
/// Stream action given a partial, or a layout's `yield`. Read from the Ruby as written;
/// what it names is resolved against the app's files elsewhere (the render graph).
public struct RenderCall: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `render "form"`, `render partial: "posts/form"`; `collection` for
        /// `render partial: "post", collection: @posts`. A name computed in part is written with
        /// `#{}` where Ruby computes (`render "icons/#{name}"` is `icons/#{}`).
        case partial(String, collection: Bool)
        /// `render template: "layouts/application"`.
        case template(String)
        /// `render layout: "card" do ... end`: the partial wraps the block.
        case layout(String)
        /// `render @posts`, `render post`: the partial is named after the object's class.
        case object(String)
        /// `render(PostComponent.new(...))`; `collection` for `PostComponent.with_collection(...)`.
        case component(String, collection: Bool)
        /// `yield` (nil) or `yield :name` / `content_for(:name)` in a layout.
        case yield(String?)
        /// `<% content_for :name do %>`: the block is shown at the layout's `yield :name`, not
        /// where it is written.
        case contentFor(String)
        /// A render whose name is computed (`render @thing.partial_name`, `render "#{kind}"`).
        case unknown
        /// `<%= settings_section do %>`: a method the parser does not know, given a block; it
        /// may wrap the block in elements (and controllers) of its own. Also `<% x = capture do %>`,
        /// whose block is shown wherever the app puts `x`.
        case block
    }

    public private(set) var kind: Kind
    /// A Turbo Stream action (`turbo_stream.replace @post`, `turbo_stream.append "list",
    /// partial: "posts/post"`): its markup lands in whatever page holds the stream's target.
    public let isTurboStream: Bool
    /// Its tag holds Ruby that may skip it: a modifier (`render "x" if y`, `unless`, `while`),
    /// `&&`, `||`, `and`, `or` or a ternary `?`.
    public var isConditional = false
    private let offsets: Offsets
    /// The locals a partial render passes, as far as the call shows them; nil for other calls.
    public var locals: RenderLocals?
    /// What stands for a part of a name that Ruby computes (`render "icons/#{name}"` names
    /// `icons/#{}`).
    public static let computedPart = "#{}"

    /// Where the call is: `range`, `nameRange` and `blockEnd` as 32-bit numbers, `UInt32.max`
    /// for none, whenever they fit (below 4 GB); else as they are. The render graph keeps every
    /// call of every template: at 20,000 templates, the offsets as `Int`s and optionals took
    /// 32 bytes more of each call, 1.4 MB (issue 21).
    private enum Offsets: Sendable, Hashable {
        case compact(start: UInt32, end: UInt32, nameStart: UInt32, nameEnd: UInt32, blockEnd: UInt32)
        case wide(Wide)

        init(range: SourceRange, nameRange: SourceRange?, blockEnd: Int?) {
            let none = UInt32.max
            func compact(_ offset: Int) -> UInt32? { offset >= 0 && offset < Int(none) ? UInt32(offset) : nil }
            if let start = compact(range.start), let end = compact(range.end),
               let nameStart = nameRange.map({ compact($0.start) }) ?? none, let nameEnd = nameRange.map({ compact($0.end) }) ?? none,
               let blockEnd = blockEnd.map(compact) ?? none {
                self = .compact(start: start, end: end, nameStart: nameStart, nameEnd: nameEnd, blockEnd: blockEnd)
            } else {
                self = .wide(Wide(range: range, nameRange: nameRange, blockEnd: blockEnd))
            }
        }
    }

    /// The offsets of a call past 4 GB, out of line (see `Offsets`).
    private final class Wide: Sendable, Hashable {
        let range: SourceRange
        let nameRange: SourceRange?
        let blockEnd: Int?

        init(range: SourceRange, nameRange: SourceRange?, blockEnd: Int?) {
            self.range = range
            self.nameRange = nameRange
            self.blockEnd = blockEnd
        }

        static func == (left: Wide, right: Wide) -> Bool {
            left.range == right.range && left.nameRange == right.nameRange && left.blockEnd == right.blockEnd
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(range)
            hasher.combine(nameRange)
            hasher.combine(blockEnd)
        }
    }

    init(kind: Kind, isTurboStream: Bool, range: SourceRange, nameRange: SourceRange?, blockEnd: Int?, locals: RenderLocals? = nil) {
        self.kind = kind
        self.isTurboStream = isTurboStream
        offsets = Offsets(range: range, nameRange: nameRange, blockEnd: blockEnd)
        self.locals = locals
    }

    /// The whole ERB tag holding the call.
    public var range: SourceRange {
        switch offsets {
        case .compact(let start, let end, _, _, _): SourceRange(start: Int(start), end: Int(end))
        case .wide(let wide): wide.range
        }
    }

    /// The name as written (inside the quotes), when there is one.
    public var nameRange: SourceRange? {
        switch offsets {
        case .compact(_, _, let start, let end, _): start == .max ? nil : SourceRange(start: Int(start), end: Int(end))
        case .wide(let wide): wide.nameRange
        }
    }

    /// The end of the call's `do ... end` block (the start of the closing tag), when it has one.
    public var blockEnd: Int? {
        switch offsets {
        case .compact(_, _, _, _, let end): end == .max ? nil : Int(end)
        case .wide(let wide): wide.blockEnd
        }
    }
}

/// The locals a render call passes to its partial (`render "comment", parent_id: nil`,
/// `render partial: "comment", locals: { parent_id: nil }`).
public struct RenderLocals: Sendable, Hashable {
    /// Every local the call names: those it passes a value for, and the object's local.
    public var named: Set<String> {
        Set(values.keys).union(objectLocal.map { [$0] + (passesCollection ? [$0 + "_counter", $0 + "_iteration"] : []) } ?? [])
    }
    /// What the call passes for the locals it names (each key a local it names), as far as its
    /// source proves.
    public var values: [String: LiteralValue] = [:]
    /// The locals it sets to a symbol, number, `nil`, `true` or `false`, as written (`:modal`):
    /// what a partial's `local_assigns.fetch(:x, :page) == :modal` compares.
    public var literalWords: [String: String] = [:]
    /// The local an `object:` or `collection:` option passes (its `as:`, else the partial's
    /// name), with its counter and iteration for a collection. Kept as a name rather than in a
    /// set of names: at 20,000 templates the sets of every collection render took 3.9 MB.
    /// (Before the flags, which pack after it: every render call holds these.)
    var objectLocal: String?
    /// It may pass locals it does not show (`**options`, `locals: some_hash`).
    public var mayPassOthers = false
    /// It renders an object or a collection (`render @tags`, `render tag`): it also passes the
    /// local named after the partial (`tag` for `tags/_tag`), with `tag_counter` and
    /// `tag_iteration` for a collection, which only the partial's name tells.
    public var passesPartialObject = false
    var passesCollection = false

    /// The locals it sets to a literal `false` or `nil`.
    public var falsy: Set<String> { Set(values.filter { $0.value.truthiness == .falsy }.keys) }

    /// What the call passes as `name` for the partial named `partial` (its file name without
    /// `_` and extensions): the value as far as it is known when it names it, nil when it
    /// leaves it out.
    public func value(of name: String, partial: String) -> LiteralValue? {
        if let value = values[name] { return value }
        if namesObjectLocal(name) { return .unknown }
        if passesPartialObject, [partial, partial + "_counter", partial + "_iteration"].contains(name) { return .unknown }
        return nil
    }

    private func namesObjectLocal(_ name: String) -> Bool {
        guard let objectLocal, name.hasPrefix(objectLocal) else { return false }
        let suffix = name.dropFirst(objectLocal.count)
        return suffix.isEmpty || passesCollection && (suffix == "_counter" || suffix == "_iteration")
    }

    public static func == (left: RenderLocals, right: RenderLocals) -> Bool {
        left.named == right.named && left.values == right.values && left.literalWords == right.literalWords
            && left.mayPassOthers == right.mayPassOthers && left.passesPartialObject == right.passesPartialObject
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(named)
        hasher.combine(values)
        hasher.combine(literalWords)
        hasher.combine(mayPassOthers)
        hasher.combine(passesPartialObject)
    }

    init(_ options: HashOptions) {
        mayPassOthers = options.hasUnknownKeys
        for pair in options.pairs {
            guard let name = pair.key?.text else { continue }
            values[name] = LiteralValue(pair.value)
            switch pair.value {
            case .symbol(let symbol, _, _): literalWords[name] = ":" + symbol
            case .literal(let text, _): literalWords[name] = text
            case .nilValue: literalWords[name] = "nil"
            default: break
            }
        }
    }

    init(unknown: Void) {
        mayPassOthers = true
    }
}

extension RenderCall.Kind {
    /// The partial or template name as written (`"form"`, `"todos/form"`); nil for the kinds
    /// that name none.
    public var partialName: String? {
        switch self {
        case .partial(let name, _), .template(let name), .layout(let name): name
        default: nil
        }
    }

    /// The same kind, its name the copy `names` keeps (see `SharedStrings`).
    func sharingName(in names: SharedStrings) -> Self {
        switch self {
        case .partial(let name, let collection): .partial(names.shared(name), collection: collection)
        case .template(let name): .template(names.shared(name))
        case .layout(let name): .layout(names.shared(name))
        case .object(let name): .object(names.shared(name))
        case .component(let name, let collection): .component(names.shared(name), collection: collection)
        case .yield(let name): .yield(name.map { names.shared($0) })
        case .contentFor(let name): .contentFor(names.shared(name))
        case .unknown, .block: self
        }
    }
}

extension RenderCall {
    /// The same call, the name of its kind the copy `names` keeps: a structure keeping every
    /// call of every template keeps each name once.
    public func sharingName(in names: SharedStrings) -> RenderCall {
        var call = self
        call.kind = kind.sharingName(in: names)
        return call
    }
}

extension RenderCall {
    /// Every render call and `yield` of a template's text, in document order, read from its
    /// ERB tags alone: much cheaper than parsing the template's elements.
    public static func all(in bytes: [UInt8]) -> [RenderCall] {
        let tags = ERBScanner.scan(bytes)
        let calls = RenderCallReader.calls(in: bytes, erbTags: tags)
        guard !calls.isEmpty else { return calls }
        // A call in a branch that conditions of literals alone switch off (`<% if false %>`)
        // never renders, as the markup around it, which the parse leaves out, does not.
        let switchedOff = DecidedBranches(bytes: bytes, erbTags: tags).neverRendered
        guard !switchedOff.isEmpty else { return calls }
        return calls.filter { call in !switchedOff.contains { $0.start <= call.range.start && call.range.end <= $0.end } }
    }
}

/// Reads `render`, Turbo Stream actions and `yield` from ERB output tags.
enum RenderCallReader {
    private static let turboStreamActions: Set<String> = ["append", "prepend", "replace", "update", "before", "after"]

    /// A token that makes what its tag renders depend on a condition.
    private static func mayGoUnrendered(_ token: RubyToken) -> Bool {
        ["if", "unless", "while", "until", "and", "or"].contains { token.isIdentifier($0) }
            || ["&&", "||", "?"].contains { token.isPunctuation($0) }
    }

    static func calls(in bytes: [UInt8], erbTags: [ERBTag]) -> [RenderCall] {
        var calls: [RenderCall] = []
        let tags = erbTags.filter { ($0.kind == .output || $0.kind == .code) && $0.isClosed }
        var closings: [Int: Int]?
        func closingOffset(of tagIndex: Int) -> Int? {
            if closings == nil { closings = blockClosings(tags, bytes: bytes) }
            return closings?[tagIndex]
        }
        for (tagIndex, tag) in tags.enumerated() {
            if let (kind, nameRange) = blockShownElsewhere(bytes, tag.contentRange) {
                if let blockEnd = closingOffset(of: tagIndex) {
                    calls.append(RenderCall(kind: kind, isTurboStream: false, range: tag.range, nameRange: nameRange, blockEnd: blockEnd))
                }
                continue
            }
            guard tag.kind == .output else { continue }
            let mentionsRender = contains(renderWords, in: bytes, tag.contentRange)
            guard mentionsRender || mayOpenBlock(bytes, tag.contentRange) else { continue }
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            var blockIsOwned = false
            for (index, token) in tokens.enumerated() where mentionsRender && token.kind == .identifier {
                let afterDot = index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&."))
                var read: (RenderCall.Kind, SourceRange?, Int, RenderLocals?)?
                var isTurboStream = false
                if token.text == "render", !afterDot {
                    read = readRender(tokens, from: index + 1)
                } else if token.text == "yield", !afterDot {
                    // `yield :main`, `yield(:main)`.
                    let argument = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(") ? index + 2 : index + 1
                    let name = argument < tokens.count && tokens[argument].kind == .symbol ? symbolName(tokens[argument]) : nil
                    read = (.yield(name), nil, index + 1, nil)
                } else if token.text == "content_for", !afterDot, index + 2 < tokens.count, tokens[index + 1].isPunctuation("("),
                          tokens[index + 2].kind == .symbol, index + 3 < tokens.count, tokens[index + 3].isPunctuation(")") {
                    read = (.yield(symbolName(tokens[index + 2])), nil, index + 4, nil)
                } else if afterDot, token.text == "fields_for", let partial = nestedFormPartial(tokens, from: index + 1) {
                    read = partial
                } else if afterDot, turboStreamActions.contains(token.text), index >= 2, tokens[index - 2].isIdentifier("turbo_stream") {
                    read = readTurboStream(tokens, from: index + 1).map { ($0.0, $0.1, $0.2, nil) }
                    isTurboStream = true
                }
                guard let (kind, nameRange, end, locals) = read else { continue }
                // Only the tag's outermost call owns its block: in `modal body: render("x") do`, `modal` does.
                let ownsBlock = (isTurboStream ? index - 2 : index) == 0 && opensBlock(tokens, from: end)
                let blockEnd = ownsBlock ? closingOffset(of: tagIndex) : nil
                if ownsBlock { blockIsOwned = true }
                var call = RenderCall(kind: kind, isTurboStream: isTurboStream, range: tag.range, nameRange: nameRange, blockEnd: blockEnd, locals: locals)
                call.isConditional = tokens.contains(where: mayGoUnrendered)
                calls.append(call)
            }
            // A block given to a method that is neither a render nor a helper the parser knows
            // (whether it is a helper asked last: most tags open no block).
            if !blockIsOwned, opensOwnBlock(tokens),
               HelperCallParser.parse(tokens, source: bytes) == nil,
               let blockEnd = closingOffset(of: tagIndex) {
                calls.append(RenderCall(kind: .block, isTurboStream: false, range: tag.range, nameRange: nil, blockEnd: blockEnd))
            }
        }
        return calls
    }

    private static let elsewhereWords = Words(["capture", "content_for"])

    /// A block whose markup is shown somewhere else than where it is written: kept by
    /// `<% body = capture do %>` and shown wherever the app puts it later (`.block`), or given
    /// to `<% content_for :actions do %>` and shown at the layout's `yield :actions`.
    private static func blockShownElsewhere(_ bytes: [UInt8], _ range: SourceRange) -> (RenderCall.Kind, SourceRange?)? {
        guard contains(elsewhereWords, in: bytes, range), mayOpenBlock(bytes, range) else { return nil }
        let tokens = RubyLexer.tokens(in: bytes, range: range)
        guard opensOwnBlock(tokens) else { return nil }
        for index in tokens.indices {
            let afterDot = index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&."))
            guard !afterDot else { continue }
            if tokens[index].isIdentifier("capture") { return (.block, nil) }
            guard tokens[index].isIdentifier("content_for") else { continue }
            var next = index + 1
            if next < tokens.count, tokens[next].isPunctuation("(") { next += 1 }
            guard next < tokens.count, tokens[next].kind == .symbol else { return (.block, nil) }
            return (.contentFor(symbolName(tokens[next])), tokens[next].range)
        }
        return nil
    }

    /// Whether the tag opens a `do` or `{` block that a later tag closes.
    private static func opensOwnBlock(_ tokens: [RubyToken]) -> Bool {
        RubyBlockScanner.events(in: tokens).contains { event in
            guard case .open(let opener) = event else { return false }
            return tokens[opener].isIdentifier("do") || tokens[opener].isPunctuation("{")
        }
    }

    private static let renderWords = Words(["render", "yield", "content_for", "turbo_stream", "fields_for"])

    /// A builder's `fields_for :tasks` with no block (read after its name): Rails' own needs a
    /// block, and the nested_form gem, which patches it, renders the partial named after the
    /// association's singular then (`task_fields`) for each record. The singular is Ruby's to
    /// make, so the name is read as computed but for its `_fields` end (`#{}_fields`).
    private static func nestedFormPartial(_ tokens: [RubyToken], from start: Int) -> (RenderCall.Kind, SourceRange?, Int, RenderLocals?)? {
        var cursor = start
        if cursor < tokens.count, tokens[cursor].isPunctuation("("), !tokens[cursor].spaceBefore { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].kind == .symbol || tokens[cursor].kind == .string,
              !tokens[cursor...].contains(where: { $0.isIdentifier("do") || $0.isPunctuation("{") }) else { return nil }
        return (.partial("#{}_fields", collection: true), tokens[cursor].range, tokens.count, nil)
    }

    /// Words searched for in the Ruby of every tag, with a table of the bytes they start with.
    private struct Words {
        let words: [[UInt8]]
        /// Whether some word starts with the byte, by byte.
        let startsWith: [Bool]

        init(_ words: [String]) {
            self.words = words.map { Array($0.utf8) }
            var startsWith = [Bool](repeating: false, count: 256)
            for word in self.words { startsWith[Int(word[0])] = true }
            self.startsWith = startsWith
        }
    }

    /// Whether one of `words` occurs in `range`: a cheap test before lexing, as most tags render
    /// nothing. (A plain byte loop: the generic `firstRange(of:)` costs more than the whole graph;
    /// the words are compared only at a byte one of them starts with.)
    private static func contains(_ words: Words, in bytes: [UInt8], _ range: SourceRange) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            words.startsWith.withUnsafeBufferPointer { startsWith in
                var index = range.start
                while index < range.end {
                    let byte = bytes[index]
                    if startsWith[Int(byte)] {
                        for word in words.words where word[0] == byte && index + word.count <= range.end {
                            var matched = true
                            for offset in 1..<word.count where bytes[index + offset] != word[offset] {
                                matched = false
                                break
                            }
                            if matched { return true }
                        }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    private static func symbolName(_ token: RubyToken) -> String {
        token.text.hasPrefix(":") ? String(token.text.dropFirst()) : token.text
    }

    /// The arguments of `render`, read after its name; returns the token index after them, and
    /// the locals a partial render passes.
    private static func readRender(_ tokens: [RubyToken], from start: Int) -> (RenderCall.Kind, SourceRange?, Int, RenderLocals?) {
        var parser = RubyArgumentParser(tokens: tokens, index: start)
        let parenthesized = parser.current.map { $0.isPunctuation("(") && !$0.spaceBefore } ?? false
        if parenthesized { parser.index += 1 }
        // `render XComponent.new(...)`: the constant, read from the tokens.
        if let first = parser.current, first.kind == .identifier, first.text.first?.isUppercase == true {
            var cursor = parser.index
            var name = first.text
            while cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("::"), tokens[cursor + 2].kind == .identifier {
                name += "::" + tokens[cursor + 2].text
                cursor += 2
            }
            if cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("."),
               tokens[cursor + 2].isIdentifier("new") || tokens[cursor + 2].isIdentifier("with_collection") {
                let collection = tokens[cursor + 2].text == "with_collection"
                parser.index = cursor + 3
                _ = parser.parseArguments(parenthesized: false)
                return (.component(name, collection: collection), SourceRange(start: first.range.start, end: tokens[cursor].range.end), parser.index, nil)
            }
        }
        let call = CallArguments(parser.parseArguments(parenthesized: parenthesized))
        let end = parser.index
        if let first = call.positional.first {
            // `render "comment", parent_id: nil`: the hash after the name is the locals.
            let locals = call.hashes.count > 1 ? RenderLocals(unknown: ()) : RenderLocals(call.options(at: .first))
            if let name = first.staticName ?? first.computedName { return (.partial(RenderCall.nameWithoutFormats(name.text), collection: false), name.range, end, locals) }
            if case .expression(let range) = first, let object = objectName(tokens, in: range) {
                // `render @tags, form: true`: the hash after the object is the locals too.
                var objectLocals = locals
                objectLocals.passesPartialObject = true
                return (.object(object), range, end, objectLocals)
            }
            return (.unknown, nil, end, nil)
        }
        let options = call.options(at: .first)
        let collection = options["collection"] != nil
        for (key, kind) in [("layout", { RenderCall.Kind.layout($0) }), ("partial", { .partial($0, collection: collection) }), ("template", { .template($0) })] {
            guard let pair = options[key] else { continue }
            guard let name = pair.value.staticName ?? pair.value.computedName else { return (.unknown, nil, end, nil) }
            let text = key == "partial" || key == "template" ? RenderCall.nameWithoutFormats(name.text) : name.text
            return (kind(text), name.range, end, key == "partial" ? partialLocals(options, partial: text) : nil)
        }
        return (.unknown, nil, end, nil)
    }

    /// The locals of `render partial: "comment", locals: { ... }`, with the local an `object:`
    /// or `collection:` item is passed as (`as:`, or the partial's name).
    private static func partialLocals(_ options: HashOptions, partial: String) -> RenderLocals {
        var locals = RenderLocals(HashOptions([]))
        if let pair = options["locals"] {
            guard case .hash(let pairs, _) = pair.value else { return RenderLocals(unknown: ()) }
            locals = RenderLocals(HashOptions(pairs))
        }
        if options.hasUnknownKeys { locals.mayPassOthers = true }
        if options["object"] != nil || options["collection"] != nil {
            let name = options["as"]?.value.staticName?.text ?? partial.split(separator: "/").last.map(String.init) ?? partial
            locals.objectLocal = name
            locals.passesCollection = options["collection"] != nil
        }
        return locals
    }

    /// `@posts`, `post`: a lone variable, whose class names the partial.
    private static func objectName(_ tokens: [RubyToken], in range: SourceRange) -> String? {
        let inside = tokens.filter { $0.range.start >= range.start && $0.range.end <= range.end && $0.kind != .newline }
        guard inside.count == 1, inside[0].kind == .variable || inside[0].kind == .identifier else { return nil }
        let text = inside[0].text
        return text.hasPrefix("@@") ? nil : String(text.drop { $0 == "@" })
    }

    /// `turbo_stream.replace "id", partial: "posts/post"`, `turbo_stream.append "list", template:
    /// "posts/show"`, or `turbo_stream.replace @post` (the object's partial); nil for a stream
    /// action that renders only a string or a block.
    private static func readTurboStream(_ tokens: [RubyToken], from start: Int) -> (RenderCall.Kind, SourceRange?, Int)? {
        var parser = RubyArgumentParser(tokens: tokens, index: start)
        let parenthesized = parser.current.map { $0.isPunctuation("(") && !$0.spaceBefore } ?? false
        if parenthesized { parser.index += 1 }
        let call = CallArguments(parser.parseArguments(parenthesized: parenthesized))
        let options = call.options(at: .last)
        for (key, kind) in [("partial", { RenderCall.Kind.partial($0, collection: false) }), ("template", { .template($0) })] {
            guard let pair = options[key] else { continue }
            guard let name = pair.value.staticName else { return (.unknown, nil, parser.index) }
            return (kind(name.text), name.range, parser.index)
        }
        if call.positional.count == 1, options.pairs.isEmpty, case .expression(let range) = call.positional[0],
           let object = objectName(tokens, in: range) {
            return (.object(object), range, parser.index)
        }
        return nil
    }

    /// Whether a `do` (or a block `{`) follows the call.
    private static func opensBlock(_ tokens: [RubyToken], from index: Int) -> Bool {
        var cursor = index
        while cursor < tokens.count, tokens[cursor].kind == .newline || tokens[cursor].isPunctuation(")") { cursor += 1 }
        guard cursor < tokens.count else { return false }
        return tokens[cursor].isIdentifier("do") || (tokens[cursor].isPunctuation("{") && (cursor + 1 == tokens.count || tokens[cursor + 1].isPunctuation("|")))
    }

    /// Where each block opened in a tag closes (the start of the tag with its `end`), by the
    /// index of the tag that opens it (its outermost block), in one pass over the tags.
    private static func blockClosings(_ tags: [ERBTag], bytes: [UInt8]) -> [Int: Int] {
        var closings: [Int: Int] = [:]
        var open: [Int] = []
        for (index, tag) in tags.enumerated() {
            for event in RubyBlockScanner.events(in: RubyLexer.tokens(in: bytes, range: tag.contentRange), isOutput: tag.kind == .output) {
                switch event {
                case .open: open.append(index)
                case .close:
                    guard let opener = open.popLast() else { continue }
                    if !open.contains(opener) { closings[opener] = tag.range.start }
                case .branch: break
                }
            }
        }
        return closings
    }

    /// `do` as a word, or `{`: the tag may open a block (a cheap test before lexing).
    private static func mayOpenBlock(_ bytes: [UInt8], _ range: SourceRange) -> Bool {
        var index = range.start
        while index < range.end {
            if bytes[index] == UInt8(ascii: "{") { return true }
            if bytes[index] == UInt8(ascii: "d"), index + 1 < range.end, bytes[index + 1] == UInt8(ascii: "o"),
               index == range.start || !RubyLexer.isWordByte(bytes[index - 1]),
               index + 2 == range.end || !RubyLexer.isWordByte(bytes[index + 2]) {
                return true
            }
            index += 1
        }
        return false
    }
}

extension RenderCall {
    /// A partial's or template's name without the formats and handler written after it
    /// (`"dates.html.erb"`, `"shared/nav.html"`): such a name has no `.`, and Rails before 7
    /// looked one written with them up as the template of the part before the first one.
    package static func nameWithoutFormats(_ name: String) -> String {
        let fileStart = name.lastIndex(of: "/").map(name.index(after:)) ?? name.startIndex
        guard !name.contains("#{"), let dot = name[fileStart...].firstIndex(of: "."), dot != fileStart else { return name }
        return String(name[..<dot])
    }
}
