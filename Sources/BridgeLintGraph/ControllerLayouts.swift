import BridgeLintCore
import BridgeLintTemplate
import Foundation

/// Which layout each controller renders its pages in, read from `app/controllers/**/*.rb`
/// the way Rails chooses it (PROTOCOL §7.9): the nearest `layout "name"` up the class chain,
/// else the first `layouts/<controller_path>` that exists up the chain. Read once per run
/// for the render graph and the proof of unrendered templates (see `TemplateCorpus`).
public struct ControllerLayouts: Sendable {
    /// What one controller file declares.
    struct Declaration: Sendable {
        /// `Admin::BaseController` as written after `<`.
        var superclass: String?
        var layout: Layout
        /// Actions whose body sets a content type other than HTML's for the response
        /// (`response.headers["Content-Type"] = "text/xml"`, `render content_type: "application/rss+xml"`):
        /// their templates render XML or another format, not HTML.
        var nonHTMLActions: Set<String> = []
        /// What each method the class defines does to the response's format (the last `def`
        /// of a name wins, as in Ruby).
        var methods: [String: MethodFacts] = [:]
        /// `before_action :set_xml, only: [:feed]` and the like, in order; a callback with a
        /// condition (`if:`, a block, an option not read) is not listed.
        var callbacks: [Callback] = []
        /// Method names a `skip_before_action` names; `*` when one could not be read.
        var skippedCallbacks: Set<String> = []
        /// Whether the class body includes or prepends a module, whose methods may stand before
        /// a superclass's of the same name.
        var mixesIn = false
        /// The methods whose body gives a `render` a layout (`render layout: "touch"`,
        /// `render :layout => false`): the page of that action renders in a layout of its own.
        var layoutChoosers: Set<String> = []
        /// How many times each word is written in the file, action names given as option values
        /// aside (a method choosing a layout that is named besides its `def` may be called by any
        /// action).
        var wordCounts: [String: Int] = [:]
        /// The templates a render giving a layout names (`render :action => "edit", :layout =>
        /// "touch"`: `edit`; `render template: "print/print", layout: nil`: `print/print`):
        /// they render in that layout there, whatever their own controller chooses.
        var namedInChosenLayouts: Set<String> = []
    }

    /// What a method's body does to the response's format.
    struct MethodFacts: Sendable {
        /// Its body sets a literal format other than HTML's (`response.headers["Content-Type"]
        /// = "application/xml"`, `response.content_type = "text/xml"`, `request.format = :xml`)
        /// in a statement of its own that every call runs: at the body's top level, before any
        /// `return`, `rescue` or halting `render`, with no modifier.
        var setsNonHTMLUnconditionally = false
        /// It may set HTML's (anywhere in its body, under any condition).
        var setsHTML = false
    }

    /// One `before_action` (or `prepend_before_action`, `before_filter`) without a condition.
    struct Callback: Sendable {
        var methods: [String]
        /// `only:` actions; nil for every action.
        var only: Set<String>?
        var except: Set<String> = []

        func applies(to action: String) -> Bool {
            (only?.contains(action) ?? true) && !except.contains(action)
        }
    }

    enum Layout: Sendable, Equatable {
        /// No `layout` call, or `layout nil`: the implied `layouts/<controller_path>` lookup.
        case implied
        /// `layout "admin"`: the virtual path `layouts/admin`.
        case named(String)
        /// `layout false`, a method, a proc, `only:`/`except:`, or a `layout:` outside a render
        /// of a method's body: the layout depends on the request.
        case dynamic
    }

    /// By app root (the folder holding `app/`, `""` or `augment/`), then controller path
    /// (`admin/posts`): a repository holding another app deeper has controllers of the same
    /// path in each.
    private let declarations: [String: [String: Declaration]]
    /// The app controller each declaration's superclass names (`resolve`), by root and path as
    /// `declarations`; absent when it names none. Resolved once: the dead-template proof asks,
    /// for every page, whether any controller inherits from its folder's (issue 21: resolving
    /// each superclass anew on each step was 7% of a whole run's instructions).
    private let parents: [String: [String: (root: String, path: String)]]

    /// `sources`: the app's Ruby files (root-relative path and text), of which the controllers
    /// under an `app/controllers/` are read, by `work`.
    public init(sources: [(path: String, bytes: [UInt8])], work: SharedWork) {
        let controllers = sources.compactMap { source -> (root: String, path: String, bytes: [UInt8])? in
            guard source.path.hasSuffix("_controller.rb"), let (root, path) = Self.split(source.path) else { return nil }
            return (root, String(path.dropLast("_controller.rb".count)), source.bytes)
        }
        let read = work.map(controllers.count) { ControllerLayouts.read(String(decoding: controllers[$0].bytes, as: UTF8.self)) }
        var declarations: [String: [String: Declaration]] = [:]
        for (source, declaration) in zip(controllers, read) {
            declarations[source.root, default: [:]][source.path] = declaration
        }
        self.declarations = declarations
        var parents: [String: [String: (root: String, path: String)]] = [:]
        for (root, controllers) in declarations {
            for (path, declaration) in controllers {
                guard let superclass = declaration.superclass, let parent = Self.resolve(superclass, from: path, root: root, in: declarations) else { continue }
                parents[root, default: [:]][path] = parent
            }
        }
        self.parents = parents
        namedInChosenLayouts = Set(read.flatMap { $0.namedInChosenLayouts.map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 } })
    }

    /// Every template a render giving a layout names, in any controller (see
    /// `Declaration.namedInChosenLayouts`).
    private let namedInChosenLayouts: Set<String>

    /// The app root and the path below `app/controllers/` of a root-relative Ruby path; nil
    /// when it is not below one.
    static func split(_ path: String) -> (root: String, path: String)? {
        let root = root(of: path)
        let rest = path.dropFirst(root.count)
        guard rest.hasPrefix("app/controllers/") else { return nil }
        return (root, String(rest.dropFirst("app/controllers/".count)))
    }

    /// The app root of a root-relative template or Ruby path: the folders before its first
    /// `app/` folder (`augment/` for `augment/app/views/x.html.erb`), `""` when none.
    static func root(of path: String) -> String {
        if path.hasPrefix("app/") { return "" }
        guard let range = path.range(of: "/app/") else { return "" }
        return String(path[..<range.lowerBound]) + "/"
    }

    static func read(_ text: String) -> Declaration {
        var declaration = Declaration(superclass: nil, layout: .implied)
        var method: String?
        // The method whose body the line is in, how deep in its blocks, and whether its lines
        // still run on every call.
        var body: (name: String, depth: Int, runsAlways: Bool)?
        let lines = Self.trimmedLines(of: text)
        var index = 0
        while index < lines.count {
            var line = lines[index]
            index += 1
            // The method whose body the line is in, before the line changes it.
            let enclosing = body?.name
            // `private def set_xml`: the method all the same.
            for visibility in ["private def ", "protected def ", "public def "] where line.hasPrefix(visibility) {
                line = String(line.dropFirst(visibility.count - 4))
            }
            if line.hasPrefix("def ") {
                let name = line.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" }
                method = name.isEmpty || line.dropFirst(4).hasPrefix("self.") ? nil : String(name)
                body = nil
                if let method {
                    declaration.methods[method] = MethodFacts()
                    let statements = Self.statements(of: line)
                    if statements.count > 1 {
                        // `def set_xml; response.content_type = "text/xml"; end`
                        var runsAlways = true
                        for statement in statements.dropFirst() where statement != "end" {
                            Self.note(statement, depth: 1, runsAlways: &runsAlways, in: &declaration.methods[method, default: MethodFacts()])
                        }
                    } else if !Self.isEndless(line.dropFirst(4 + method.count)) {
                        body = (method, 1, true)
                    }
                }
            } else if var open = body {
                let statements = Self.statements(of: line)
                // The line without its comment.
                let code = statements.joined(separator: "; ")
                if code == "end" || code.hasPrefix("end ") || code.hasPrefix("end.") || code.hasPrefix("end)") {
                    open.depth -= 1
                } else if Self.opensBlock(code) {
                    open.depth += 1
                } else if !line.hasPrefix("#") {
                    for statement in statements {
                        Self.note(statement, depth: open.depth, runsAlways: &open.runsAlways, in: &declaration.methods[open.name, default: MethodFacts()])
                    }
                }
                if let type = contentTypeSet(in: line), type.hasPrefix("text/html") {
                    declaration.methods[open.name, default: MethodFacts()].setsHTML = true
                }
                body = open.depth > 0 ? open : nil
            } else if !line.hasPrefix("#") {
                if let names = Self.callbackMethods(line, prefixes: ["skip_before_action", "skip_before_filter", "skip_action_callback", "skip_filter"]) {
                    declaration.skippedCallbacks.formUnion(names.isEmpty ? ["*"] : names)
                } else if Self.callbackMethods(line, prefixes: ["before_action", "prepend_before_action", "append_before_action", "before_filter", "prepend_before_filter"]) != nil {
                    var call = line
                    while call.hasSuffix(","), index < lines.count {
                        call += " " + lines[index]
                        index += 1
                    }
                    if let callback = Self.callback(call) { declaration.callbacks.append(callback) }
                } else if line.hasPrefix("include ") || line.hasPrefix("prepend ") {
                    declaration.mixesIn = true
                }
            }
            if let method, let type = contentTypeSet(in: line), !type.hasPrefix("text/html") {
                declaration.nonHTMLActions.insert(method)
            }
            if declaration.superclass == nil, line.hasPrefix("class "), let less = ByteSearch.firstRange(of: "<", in: line) {
                declaration.superclass = line[less.upperBound...].split(separator: " ").first.map(String.init)
            } else if line.hasPrefix("layout ") || line.hasPrefix("layout(") {
                let argument = line.dropFirst("layout".count).trimmingCharacters(in: CharacterSet(charactersIn: " ("))
                if argument.hasPrefix("nil") {
                    declaration.layout = .implied
                } else if let quote = argument.first, quote == "\"" || quote == "'",
                          let close = argument.dropFirst().firstIndex(of: quote), !Self.writesOption("only", in: argument), !Self.writesOption("except", in: argument) {
                    let name = String(argument[argument.index(after: argument.startIndex)..<close])
                    declaration.layout = name.contains("#{") ? .dynamic : .named(name.contains("layouts") ? name : "layouts/" + name)
                } else {
                    declaration.layout = .dynamic
                }
            } else if Self.writesOption("layout", in: line), !line.hasPrefix("#") {
                // `render layout: "touch"` in an action's body chooses that action's layout only
                // (see `layout(for:action:root:layoutExists:)`); anywhere else, any page's.
                if let enclosing, let range = ByteSearch.firstRange(of: "render", in: line) {
                    switch Self.templatesNamed(byRender: line[range.upperBound...]) {
                    case .none: declaration.layoutChoosers.insert(enclosing)
                    case .some(let names?): declaration.namedInChosenLayouts.formUnion(names)
                    case .some(nil): declaration.layout = .dynamic
                    }
                } else {
                    declaration.layout = .dynamic
                }
            }
        }
        // Counted in every controller: a subclass may call its superclass's method.
        if ByteSearch.contains("def ", in: text) {
            // An action named as an option's value (`redirect_to :action => :show`, `url_for(action:
            // "index")`) is a route's name, not a call of its method.
            for word in Self.words(of: Self.droppingActionOptions(text)) {
                declaration.wordCounts[String(word), default: 0] += 1
            }
        }
        return declaration
    }

    /// The lines of `text`, split at `\n` and at `\r\n` as `lines` splits them, each `trimmed`:
    /// split by bytes, not by `Character`.
    private static func trimmedLines(of text: String) -> [String] {
        let parts = text.parts(separatedBy: "\n", omittingEmpty: false)
        return parts.indices.map { index in
            let part = parts[index]
            // Without the `\r` of a `\r\n`.
            guard index < parts.count - 1, part.utf8.last == UInt8(ascii: "\r") else { return trimmed(part) }
            return trimmed(part[..<part.utf8.index(before: part.utf8.endIndex)])
        }
    }

    /// `text` without the whitespace at its ends (tabs and Unicode space separators), as
    /// `trimmingCharacters(in: .whitespaces)` leaves it: spaces and tabs are trimmed by bytes,
    /// and Foundation (which copies the text into an `NSString`) is asked only when an end is
    /// past ASCII, as the other separators are.
    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start != end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while start != end, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        let rest = text[start..<end]
        if let first = rest.utf8.first, let last = rest.utf8.last, first >= 0x80 || last >= 0x80 {
            return rest.trimmingCharacters(in: .whitespaces)
        }
        return String(rest)
    }

    /// The words of `text`: runs of letters, digits, `_`, `?` and `!`. An ASCII text (most
    /// controllers) is split by bytes: splitting by `Character` asks each one's Unicode
    /// properties (a controller's words took more than the rest of its reading).
    static func words(of text: String) -> [Substring] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!") }
        }
        var words: [Substring] = []
        let utf8 = text.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if RubyLexer.isWordByte(byte) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
                if start == nil { start = index }
            } else if let first = start {
                words.append(text[first..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let first = start { words.append(text[first..<index]) }
        return words
    }

    /// `text` without the actions it names by a literal option value (`:action => :show`,
    /// `action: "index"`): what ICU's `(:action\s*=>\s*|\baction:\s*)(:\w+|"\w+"|'\w+')` matches,
    /// with its `\w`, `\s` and `\b`, read from the UTF-8 bytes. An `NSRegularExpression` for
    /// this one pattern loaded ICU's regular expression code and Unicode sets into every run
    /// that reads a controller (about 3 MB of its memory).
    static func droppingActionOptions(_ text: String) -> String {
        let bytes = Array(text.utf8)
        /// The scalar starting at byte `index` (the text is valid UTF-8), and its length.
        func scalar(at index: Int) -> (Unicode.Scalar, Int) {
            let lead = bytes[index]
            guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead & (0x7F >> length))
            for next in index + 1..<index + length { value = value << 6 | UInt32(bytes[next] & 0x3F) }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return RubyLexer.isWordByte(UInt8(scalar.value)) }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
            default: return scalar.properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
            }
        }
        func spacesEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, case let (character, length) = scalar(at: end), character.properties.isWhitespace { end += length }
            return end
        }
        /// The end of `:\w+`, `"\w+"` or `'\w+'` at `start`.
        func valueEnd(from start: Int) -> Int? {
            guard start < bytes.count, bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") else { return nil }
            var end = start + 1
            while end < bytes.count, case let (character, length) = scalar(at: end), isWord(character) { end += length }
            guard end > start + 1 else { return nil }
            if bytes[start] == UInt8(ascii: ":") { return end }
            return end < bytes.count && bytes[end] == bytes[start] ? end + 1 : nil
        }
        /// ICU's `\b` before a word character: the character before, past combining marks and
        /// format characters, is no word character.
        func followsWordBoundary(_ index: Int) -> Bool {
            var start = index
            while start > 0 {
                start -= 1
                while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                let (previous, _) = scalar(at: start)
                if previous.properties.isGraphemeExtend || previous.properties.generalCategory == .format { continue }
                return !isWord(previous)
            }
            return true
        }
        let action = Array("action".utf8)
        var kept: [UInt8] = []
        var copied = 0
        var from = 0
        while let found = ByteSearch.firstIndex(of: action, in: bytes, from: from) {
            let afterWord = found + 6
            var match: Range<Int>?
            if found > copied, bytes[found - 1] == UInt8(ascii: ":") {
                let arrow = spacesEnd(from: afterWord)
                if arrow + 1 < bytes.count, bytes[arrow] == UInt8(ascii: "="), bytes[arrow + 1] == UInt8(ascii: ">"),
                   let end = valueEnd(from: spacesEnd(from: arrow + 2)) {
                    match = found - 1..<end
                }
            }
            if match == nil, afterWord < bytes.count, bytes[afterWord] == UInt8(ascii: ":"), followsWordBoundary(found),
               let end = valueEnd(from: spacesEnd(from: afterWord + 1)) {
                match = found..<end
            }
            guard let match else { from = found + 1; continue }
            kept += bytes[copied..<match.lowerBound]
            copied = match.upperBound
            from = match.upperBound
        }
        guard copied > 0 else { return text }
        kept += bytes[copied...]
        return String(decoding: kept, as: UTF8.self)
    }

    /// What a render given a layout names, from the text after `render`: nil when it names no
    /// template (Rails renders the action's own); the literal names otherwise (a partial's
    /// prefixed `partial:`, which is no page); `.some(nil)` when a name is computed.
    static func templatesNamed(byRender arguments: Substring) -> [String]?? {
        let rest = arguments.drop { $0 == " " || $0 == "(" }
        func literal(_ text: Substring) -> String?? {
            if let quote = text.first, quote == "\"" || quote == "'" {
                guard let close = text.dropFirst().firstIndex(of: quote) else { return .some(nil) }
                let name = text[text.index(after: text.startIndex)..<close]
                return name.contains("#{") ? .some(nil) : .some(String(name))
            }
            if text.first == ":" {
                let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? .some(nil) : .some(String(name))
            }
            return .some(nil)
        }
        // `render "posts/show", layout: x`, `render :edit, layout: x` (not `render :layout => x`).
        // A name written with its formats (`"traspasos/pdf.html.erb"`) names the template without them.
        if rest.first == "\"" || rest.first == "'" { return literal(rest).map { $0.map { [RenderCall.nameWithoutFormats($0)] } } }
        if rest.first == ":", let symbolEnd = rest.dropFirst().firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }),
           !rest[symbolEnd...].drop(while: { $0 == " " }).hasPrefix("=>") {
            return literal(rest).map { $0.map { [$0] } }
        }
        for key in ["template", "action", "file", "partial"] {
            guard let range = rest.range(of: key + ":") ?? rest.range(of: ":" + key + " =>") ?? rest.range(of: ":" + key + "=>") else { continue }
            let value = rest[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == ">" }
            guard case .some(let name?) = literal(value) else { return .some(nil) }
            return .some([key == "partial" ? "partial:" + RenderCall.nameWithoutFormats(name) : key == "file" ? name : RenderCall.nameWithoutFormats(name)])
        }
        return nil
    }

    /// Whether `line` gives the option `key` in either spelling (`layout: "x"`, `:layout => "x"`).
    static func writesOption(_ key: String, in line: String) -> Bool {
        ByteSearch.contains(key + ":", in: line) || ByteSearch.contains(":" + key + " =>", in: line) || ByteSearch.contains(":" + key + "=>", in: line)
    }

    /// The MIME type a line sets for the response, when it is a literal:
    /// `response.headers["Content-Type"] = "text/xml"`, `response.content_type = 'application/rss+xml'`,
    /// `headers['Content-Type'] = …`, `render …, content_type: "text/xml"` (or `:content_type =>`).
    private static func contentTypeSet(in line: String) -> String? {
        // Most lines are ruled out by their bytes, before a lowercased copy.
        guard mayNameContentType(line) else { return nil }
        let lowered = line.lowercased()
        guard let key = ByteSearch.firstRange(of: "content_type", in: lowered) ?? ByteSearch.firstRange(of: "content-type", in: lowered) else { return nil }
        let rest = lowered[key.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == "]" }.drop { $0 == " " || $0 == ":" || $0 == "=" || $0 == ">" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.contains("/") ? String(value) : nil
    }

    /// Whether `line` may be one `contentTypeSet` reads: it holds `content` in any ASCII case,
    /// or a byte past ASCII (a letter whose lowercase form may be ASCII, as the Kelvin sign's is).
    private static func mayNameContentType(_ line: String) -> Bool {
        let word = Array("content".utf8)
        var matched = 0
        for byte in line.utf8 {
            if byte >= 0x80 { return true }
            // `c` starts the word and is not in it again: a mismatch restarts at this byte.
            let lowered = byte | 0x20
            matched = lowered == word[matched] ? matched + 1 : lowered == word[0] ? 1 : 0
            if matched == word.count { return true }
        }
        return false
    }

    /// Whether what follows a method's name (`(a = 1) = expr`, ` = expr`) makes it an endless
    /// method, with no body lines to follow.
    private static func isEndless(_ rest: Substring) -> Bool {
        var rest = rest.drop { $0 == " " }
        if rest.first == "(" {
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1; if depth == 0 { break } }
            }
        }
        return rest.drop { $0 == " " }.hasPrefix("=")
    }

    /// Lines that open a block the next `end` closes, in a method body.
    private static func opensBlock(_ line: String) -> Bool {
        let keywords = ["if ", "unless ", "case ", "while ", "until ", "for ", "begin ", "if(", "unless("]
        return keywords.contains { line.hasPrefix($0) } || line == "begin" || line == "case"
            || line.hasSuffix(" do") || line.hasSuffix("|") && (ByteSearch.contains(" do |", in: line) || ByteSearch.contains(" do|", in: line))
            || ["= if ", "= unless ", "= case", "= begin"].contains { ByteSearch.contains($0, in: line) }
    }

    /// The statements of a line, split at `;` outside strings and brackets, without its comment.
    private static func statements(of line: String) -> [String] {
        pieces(of: Substring(line), separatedBy: ";")
    }

    /// Records what `statement`, at `depth` in a method body, does to the response's format;
    /// after a statement that may leave the method (`return`, a `rescue`, a halting `render`,
    /// `redirect_to`, `head`), later ones no longer run on every call.
    private static func note(_ statement: String, depth: Int, runsAlways: inout Bool, in facts: inout MethodFacts) {
        var format = assignedFormat(statement)
        var modified = false
        if format == nil, let modifier = ByteSearch.firstRange(of: " if ", in: statement) ?? ByteSearch.firstRange(of: " unless ", in: statement) {
            // `request.format = :html if params[:html]`: set on some calls only.
            format = assignedFormat(trimmed(statement[..<modifier.lowerBound]))
            modified = true
        }
        if format == false || contentTypeSet(in: statement)?.hasPrefix("text/html") == true { facts.setsHTML = true }
        if format == true, !modified, depth == 1, runsAlways { facts.setsNonHTMLUnconditionally = true }
        let leaves = ["return", "rescue", "ensure", "else", "elsif", "when", "render", "redirect_to", "head", "raise", "throw"]
        let exits = ["return", "raise", "throw"]
        // Split into words only when its bytes hold one of `exits`.
        if leaves.contains(where: { statement == $0 || statement.hasPrefix($0 + " ") || statement.hasPrefix($0 + "(") })
            || exits.contains(where: { ByteSearch.contains($0, in: statement) })
            && statement.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains(where: { exits.contains(String($0)) }) {
            runsAlways = false
        }
    }

    /// Built-in formats (Rails' MIME type symbols) that are not HTML.
    private static let nonHTMLFormats: Set<String> = ["xml", "rss", "atom", "json", "js", "text", "csv", "ics", "css", "yaml", "pdf", "zip", "vcf", "vtt"]

    /// Whether a statement that is only an assignment of a literal format sets one other than
    /// HTML's (true) or HTML's (false): `response.headers["Content-Type"] = "application/xml"`,
    /// `headers['Content-Type'] = …`, `response.content_type = "text/xml"`,
    /// `self.content_type = …`, `request.format = :xml` (or `"xml"`). Nil for anything else: a
    /// computed value, a modifier (`… if feed?`), a format of the app's own (`:mobile` may be
    /// HTML under another name).
    static func assignedFormat(_ statement: String) -> Bool? {
        guard let equals = ByteSearch.firstRange(of: "=", in: statement), !statement[equals.upperBound...].hasPrefix("="),
              !statement[..<equals.lowerBound].hasSuffix("!"), !statement[..<equals.lowerBound].hasSuffix("<"), !statement[..<equals.lowerBound].hasSuffix(">") else { return nil }
        let target = statement[..<equals.lowerBound].filter { $0 != " " }.lowercased().replacingOccurrences(of: "'", with: "\"")
        let value = trimmed(statement[equals.upperBound...])
        let literal: String
        if value.hasPrefix(":") {
            literal = String(value.dropFirst())
            guard !literal.isEmpty, literal.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        } else if let quote = value.first, quote == "\"" || quote == "'", value.count > 1, value.hasSuffix(String(quote)) {
            literal = String(value.dropFirst().dropLast())
            guard !literal.contains(quote), !literal.contains("#{") else { return nil }
        } else {
            return nil
        }
        let type = literal.lowercased()
        switch target {
        case "response.headers[\"content-type\"]", "headers[\"content-type\"]", "response.content_type", "self.content_type":
            guard type.contains("/"), !value.hasPrefix(":") else { return nil }
            return !type.hasPrefix("text/html")
        case "request.format":
            if type.contains("/") { return !type.hasPrefix("text/html") }
            if type == "html" { return false }
            return nonHTMLFormats.contains(type) ? true : nil
        default:
            return nil
        }
    }

    /// The method names a callback line (`before_action :a, :b, only: …`) starting with one of
    /// `prefixes` names; nil when the line is no such call.
    private static func callbackMethods(_ line: String, prefixes: [String]) -> [String]? {
        guard let prefix = prefixes.first(where: { line.hasPrefix($0 + " ") || line.hasPrefix($0 + "(") }) else { return nil }
        return arguments(of: line.dropFirst(prefix.count)).compactMap { argument in
            argument.hasPrefix(":") && !argument.contains("=>") && argument.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" })
                ? String(argument.dropFirst()) : nil
        }
    }

    /// A `before_action` call whose arguments are method symbols, with `only:` and `except:`
    /// lists of literal actions; nil for a block, a condition or any other argument.
    private static func callback(_ call: String) -> Callback? {
        guard let space = call.firstIndex(where: { $0 == " " || $0 == "(" }) else { return nil }
        var rest = call[space...].trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("(") {
            guard rest.hasSuffix(")") else { return nil }
            rest = String(rest.dropFirst().dropLast())
        }
        guard !rest.contains("{"), !rest.hasSuffix(" do"), !rest.contains(" do |") else { return nil }
        var callback = Callback(methods: [])
        for argument in arguments(of: Substring(rest)) {
            let option: String
            let value: String
            if let colon = argument.range(of: ":"), argument.first != ":", argument[..<colon.lowerBound].allSatisfy({ $0.isLetter || $0 == "_" }) {
                option = String(argument[..<colon.lowerBound])
                value = argument[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            } else if argument.hasPrefix(":"), let arrow = argument.range(of: "=>") {
                option = argument[argument.index(after: argument.startIndex)..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
                value = argument[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            } else if argument.hasPrefix(":"), argument.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" }) {
                callback.methods.append(String(argument.dropFirst()))
                continue
            } else {
                return nil
            }
            guard let actions = actionList(value) else { return nil }
            switch option {
            case "only": callback.only = (callback.only ?? []).union(actions)
            case "except": callback.except.formUnion(actions)
            default: return nil
            }
        }
        return callback.methods.isEmpty ? nil : callback
    }

    /// `:feed`, `"feed"`, `[:feed, :index]`, `%i[feed index]`: the action names; nil otherwise.
    private static func actionList(_ value: String) -> Set<String>? {
        var words: [String]
        if value.hasPrefix("%i[") || value.hasPrefix("%w[") || value.hasPrefix("%i(") || value.hasPrefix("%w(") {
            guard value.hasSuffix("]") || value.hasSuffix(")") else { return nil }
            words = value.dropFirst(3).dropLast().split(separator: " ").map(String.init)
        } else {
            let inner = value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
            words = []
            for item in inner.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if item.hasPrefix(":") { words.append(String(item.dropFirst())) }
                else if let quote = item.first, quote == "\"" || quote == "'", item.count > 2, item.hasSuffix(String(quote)) { words.append(String(item.dropFirst().dropLast())) }
                else { return nil }
            }
        }
        guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" } }) else { return nil }
        return Set(words)
    }

    /// The arguments of a call, split at commas outside brackets and strings, trimmed.
    private static func arguments(of text: Substring) -> [String] {
        pieces(of: text, separatedBy: ",")
    }

    /// `text` up to its comment, split at `separator` where it stands outside strings and
    /// brackets; each piece `trimmed`, empty ones dropped. Read by bytes: the characters it
    /// looks for are ASCII.
    private static func pieces(of text: Substring, separatedBy separator: Unicode.Scalar) -> [String] {
        var pieces: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        var depth = 0
        var quote: UInt8?
        while index != utf8.endIndex {
            let byte = utf8[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#") {
                break
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
            } else if byte == UInt8(separator.value), depth == 0 {
                pieces.append(trimmed(text[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        pieces.append(trimmed(text[start..<index]))
        return pieces.filter { !$0.isEmpty }
    }

    /// Whether the action `action` of the controller at `controllerPath` (in the app at `root`)
    /// sets a content type other than HTML's for its response: in its own body, or in a
    /// `before_action` of the controller or a superclass bridgelint read that runs for the
    /// action and calls a method (of that chain) setting it on every call.
    func setsNonHTMLContentType(_ controllerPath: String, action: String, root: String) -> Bool {
        guard let declaration = declarations[root]?[controllerPath] else { return false }
        if declaration.nonHTMLActions.contains(action) || declaration.methods[action]?.setsNonHTMLUnconditionally == true { return true }
        return callbacksSetNonHTMLContentType(controllerPath, action: action, root: root)
    }

    /// The callbacks part of `setsNonHTMLContentType`. A callback skipped anywhere in the
    /// chain, a method not found (a concern's, a gem's) or found past a class that mixes in a
    /// module, and a method or action that may set HTML's type prove nothing.
    private func callbacksSetNonHTMLContentType(_ controllerPath: String, action: String, root: String) -> Bool {
        var classes: [Declaration] = []
        var seen: Set<String> = []
        var current: (root: String, path: String)? = (root, controllerPath)
        while let (root, path) = current, classes.count < 64, seen.insert(root + path).inserted, let declaration = declarations[root]?[path] {
            classes.append(declaration)
            guard let superclass = declaration.superclass, !superclass.hasPrefix("ActionController::") else { break }
            current = parents[root]?[path]
        }
        let skipped = classes.reduce(into: Set<String>()) { $0.formUnion($1.skippedCallbacks) }
        guard !skipped.contains("*") else { return false }
        func definition(_ name: String) -> MethodFacts? {
            for declaration in classes {
                if let facts = declaration.methods[name] { return facts }
                if declaration.mixesIn { return nil }
            }
            return nil
        }
        if definition(action)?.setsHTML == true { return false }
        var proven = false
        for declaration in classes {
            for callback in declaration.callbacks where callback.applies(to: action) {
                for name in callback.methods where !skipped.contains(name) {
                    guard let facts = definition(name) else { continue }
                    if facts.setsHTML { return false }
                    if facts.setsNonHTMLUnconditionally { proven = true }
                }
            }
        }
        return proven
    }

    /// The layout virtual path the page of `action` of `controllerPath` renders in; nil when it
    /// cannot be known (no such controller, a dynamic layout, an unknown superclass, a render in
    /// the action's body giving a layout, or one in a method any action may call: named besides
    /// its `def` anywhere in the chain, or in a class that mixes in modules).
    func layout(for controllerPath: String, action: String, root: String, layoutExists: (String) -> Bool) -> String? {
        guard let chain = chain(of: controllerPath, root: root) else { return nil }
        // A render elsewhere renders this page in a layout it names.
        if namedInChosenLayouts.contains(controllerPath + "/" + action) || chain.contains(where: { $0.declaration.namedInChosenLayouts.contains(action) }) { return nil }
        for (_, declaration) in chain {
            for chooser in declaration.layoutChoosers {
                if chooser == action || chain.contains(where: { $0.declaration.mixesIn }) { return nil }
                let mentions = chain.reduce(0) { $0 + ($1.declaration.wordCounts[chooser] ?? 0) }
                let definitions = chain.filter { $0.declaration.methods[chooser] != nil }.count
                if mentions > definitions { return nil }
            }
        }
        if let declared = chain.first(where: { $0.declaration.layout != .implied })?.declaration.layout {
            if case .named(let name) = declared { return name }
            return nil
        }
        return chain.map { "layouts/" + $0.path }.first(where: layoutExists)
    }

    /// The view folders Rails looks up a partial name without a folder in, for the controller at
    /// `controllerPath` (its `_prefixes`: `admin/posts`, then its superclasses' paths up to
    /// `ActionController::Base`); nil when the chain cannot be followed.
    func prefixes(for controllerPath: String, root: String) -> [String]? {
        chain(of: controllerPath, root: root)?.map(\.path)
    }

    /// Whether the controller at `controllerPath` inherits from the one at `ancestor`, up its
    /// superclasses as far as they are app controllers; a superclass written with a name that
    /// ends the ancestor's full class name (`< ::Shop::ProductsController`, `< BaseController`
    /// for `admin/base`; not `< Admin::IndexController` for `index`) counts, resolved or not.
    func inherits(_ controllerPath: String, from ancestor: String, root: String) -> Bool {
        var qualified = ancestor.split(separator: "/").map { ViewPath.camelize(String($0)) }
        if !qualified.isEmpty { qualified[qualified.count - 1] += "Controller" }
        var current = (root: root, path: controllerPath)
        var seen: Set<String> = []
        while seen.insert(current.root + current.path).inserted, let superclass = declarations[current.root]?[current.path]?.superclass {
            // The name as written may be relative to the namespaces around it (`BaseController`
            // in `module Admin`): it names the ancestor when it ends the ancestor's full name
            // (`Admin::IndexController` never names the top-level `IndexController`).
            let written = superclass.split(separator: ":").map(String.init)
            if !written.isEmpty, written.count <= qualified.count, Array(qualified.suffix(written.count)) == written { return true }
            guard let parent = parents[current.root]?[current.path] else { return false }
            if parent.path == ancestor, parent.root == root { return true }
            current = parent
        }
        return false
    }

    /// The controllers whose superclass chain reaches the class `base` (a class of a gem, not
    /// an app controller), by controller path, each with the one of its chain that inherits `base`
    /// itself (`admin/application` for `admin/posts`). A
    /// superclass written inside its namespace (`BaseController` in `madmin/`) names `base` when
    /// no app controller of that name is nearer.
    func descendants(of base: String) -> [(path: String, heir: String)] {
        func isBase(_ superclass: String, from path: String) -> Bool {
            let name = superclass.hasPrefix("::") ? String(superclass.dropFirst(2)) : superclass
            if name == base { return true }
            let namespace = path.split(separator: "/").dropLast().map { ViewPath.camelize(String($0)) }
            return (0..<namespace.count).contains { (namespace[...$0] + [name]).joined(separator: "::") == base }
        }
        return declarations.keys.sorted().flatMap { root in
            (declarations[root] ?? [:]).keys.sorted().compactMap { start -> (path: String, heir: String)? in
                var current = (root: root, path: start)
                var seen: Set<String> = []
                while seen.insert(current.root + current.path).inserted, let superclass = declarations[current.root]?[current.path]?.superclass {
                    if let parent = parents[current.root]?[current.path] {
                        current = parent
                    } else {
                        return isBase(superclass, from: current.path) ? (start, current.path) : nil
                    }
                }
                return nil
            }
        }
    }

    /// The controller and its superclasses, up to one from `ActionController::`; nil when one
    /// is not an app controller bridgelint read.
    private func chain(of controllerPath: String, root: String) -> [(path: String, declaration: Declaration)]? {
        var chain: [(path: String, declaration: Declaration)] = []
        var seen: Set<String> = []
        var current: (root: String, path: String)? = (root, controllerPath)
        while let (root, path) = current, chain.count < 64, seen.insert(root + path).inserted {
            guard let declaration = declarations[root]?[path] else { return nil }
            chain.append((path, declaration))
            guard let superclass = declaration.superclass else { return nil }
            if superclass.hasPrefix("ActionController::") { break }
            current = parents[root]?[path]
            if current == nil { return nil }
        }
        return chain
    }

    /// The controller path a superclass constant names, looked up from the namespace of `path`
    /// outwards (`BaseController` inside `admin/` is `admin/base` when that exists). Never the
    /// class itself: Ruby reads the superclass before the class it defines exists, so
    /// `Admin::ApplicationController < ApplicationController` inherits the top-level one.
    ///
    /// In the app at `root`, else in the top app (`""`): an engine's controllers may inherit the
    /// app's.
    private static func resolve(_ superclass: String, from path: String, root: String,
                                in declarations: [String: [String: Declaration]]) -> (root: String, path: String)? {
        let name = ViewPath.underscore(superclass.hasPrefix("::") ? String(superclass.dropFirst(2)) : superclass)
        guard name.hasSuffix("_controller") else { return nil }
        let base = String(name.dropLast("_controller".count))
        let apps: [String] = root.isEmpty ? [root] : [root, ""]
        for (index, app) in apps.enumerated() {
            var namespace = path.split(separator: "/").dropLast().map(String.init)
            while true {
                let candidate = (namespace + [base]).joined(separator: "/")
                if candidate != path || index > 0, declarations[app]?[candidate] != nil { return (app, candidate) }
                guard !namespace.isEmpty else { break }
                namespace.removeLast()
            }
        }
        return nil
    }
}
