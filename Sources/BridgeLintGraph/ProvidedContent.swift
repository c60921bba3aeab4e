import BridgeLintCore
import BridgeLintTemplate

/// Who gives content to a named region: `<% content_for :see_on_website do %>`,
/// `content_for(:title, "x")`, `provide :title, "x"` in a template, or the same in Ruby (a
/// helper). `content_for(:title)` alone reads the region and gives nothing. Read once, when a
/// template's `content_for?(:x)` first asks.
struct ContentProviders: Sendable {
    /// Templates by the names they give content to.
    var templatesByName: [String: [String]] = [:]
    /// Templates that give content to a region whose name is computed (`content_for name do`).
    var templatesNamingComputed: [String] = []
    /// Names the Ruby files give content to; `rubyNamesComputed`: one gives a computed name.
    var rubyNames: Set<String> = []
    var rubyNamesComputed = false
    /// Where templates show a region: the ERB tags that read it (`<%= yield :javascript %>`,
    /// `content_for(:javascript)`), by name: the template, the tag's start, and whether the tag
    /// outputs what it reads (a code tag keeps it for later: shown where bridgelint cannot tell).
    var readsByName: [String: [(path: String, offset: Int, isOutput: Bool)]] = [:]
    /// Names the Ruby files read (a helper that returns `content_for(:x)` shows it wherever it
    /// is called); `readsComputed`: a template or a Ruby file reads a computed name.
    var rubyReads: Set<String> = []
    var readsComputed = false

    private static let words = ["content_for", "provide", "yield"].map { Array($0.utf8) }

    init(templates: FileTexts, ruby: [(path: String, bytes: [UInt8])]) {
        for (path, bytes) in templates where Self.words.contains(where: { ByteSearch.contains($0, in: bytes) }) {
            var names: Set<String> = []
            var computed = false
            for tag in ERBScanner.scan(bytes) where tag.kind == .code || tag.kind == .output {
                let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
                let given = Self.given(in: tokens)
                names.formUnion(given.names)
                computed = computed || given.computed
                for read in Self.read(in: tokens) {
                    guard let name = read else {
                        readsComputed = true
                        continue
                    }
                    readsByName[name, default: []].append((path, tag.range.start, tag.kind == .output))
                }
            }
            for name in names { templatesByName[name, default: []].append(path) }
            if computed { templatesNamingComputed.append(path) }
        }
        for source in ruby where Self.words.contains(where: { ByteSearch.contains($0, in: source.bytes) }) {
            let tokens = RubyLexer.tokens(of: source.bytes)
            let given = Self.given(in: tokens)
            rubyNames.formUnion(given.names)
            rubyNamesComputed = rubyNamesComputed || given.computed
            for read in Self.read(in: tokens) {
                if let read { rubyReads.insert(read) } else { readsComputed = true }
            }
        }
    }

    /// The regions `tokens` read: `yield :x`, `yield(:x)`, `content_for(:x)` or `content_for :x`
    /// alone; nil for a computed name (`content_for(name)`). A `yield` of anything else yields
    /// to a block, not a region.
    static func read(in tokens: [RubyToken]) -> [String?] {
        var reads: [String?] = []
        for index in tokens.indices where tokens[index].isIdentifier("content_for") || tokens[index].isIdentifier("yield") {
            if index > 0, tokens[index - 1].isIdentifier("def") || tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&.") { continue }
            var argument = index + 1
            let parenthesized = argument < tokens.count && tokens[argument].isPunctuation("(")
            if parenthesized { argument += 1 }
            guard argument < tokens.count, tokens[argument].kind != .newline else { continue }
            let name = tokens[argument]
            let literal = (name.kind == .symbol || name.kind == .string) && !name.isInterpolated
            if tokens[index].text == "yield" {
                if literal { reads.append(Self.regionName(name)) }
                continue
            }
            let after = argument + 1
            func opensBlock(_ position: Int) -> Bool {
                position < tokens.count && (tokens[position].isIdentifier("do") || tokens[position].isPunctuation("{"))
            }
            let gives = after < tokens.count && tokens[after].isPunctuation(",")
                || (parenthesized ? after < tokens.count && tokens[after].isPunctuation(")") && opensBlock(after + 1) : opensBlock(after))
            guard !gives else { continue }
            reads.append(literal ? Self.regionName(name) : nil)
        }
        return reads
    }

    /// A symbol's or string's name as `given(in:)` keeps it.
    private static func regionName(_ token: RubyToken) -> String {
        token.text.hasPrefix(":") ? String(token.text.dropFirst()) : token.text
    }

    /// The region names `tokens` give content to, and whether one is computed.
    static func given(in tokens: [RubyToken]) -> (names: Set<String>, computed: Bool) {
        var names: Set<String> = []
        var computed = false
        for index in tokens.indices where tokens[index].isIdentifier("content_for") || tokens[index].isIdentifier("provide") {
            if index > 0, tokens[index - 1].isIdentifier("def") { continue }
            var argument = index + 1
            let parenthesized = argument < tokens.count && tokens[argument].isPunctuation("(")
            if parenthesized { argument += 1 }
            guard argument < tokens.count, tokens[argument].kind != .newline else { continue }
            let after = argument + 1
            func opensBlock(_ position: Int) -> Bool {
                position < tokens.count && (tokens[position].isIdentifier("do") || tokens[position].isPunctuation("{"))
            }
            // `content_for(:x)` alone returns the region's content; with a value or a block it gives it.
            let gives = tokens[index].text == "provide"
                || after < tokens.count && tokens[after].isPunctuation(",")
                || (parenthesized ? after < tokens.count && tokens[after].isPunctuation(")") && opensBlock(after + 1) : opensBlock(after))
            guard gives else { continue }
            let name = tokens[argument]
            if (name.kind == .symbol || name.kind == .string), !name.isInterpolated {
                names.insert(name.text)
            } else {
                computed = true
            }
        }
        return (names, computed)
    }
}

/// `content_for?(:name)` in a condition: true only where something rendered before it in the
/// same page gave content to `:name`.
enum ProvidedContentCheck {
    /// The region names the parts of `if content_for?(:a) && x` ask about (the condition is
    /// false where any of them has no content); empty for another form (`||`, `unless`).
    static func names(in condition: String) -> [String] {
        let words = condition.split(separator: " ").map(String.init)
        guard words.first == "if", words.count > 2, words.contains("content_for?") else { return [] }
        guard let parts = RenderSiteLocal.split(RenderSiteLocal.unwrapped(Array(words.dropFirst()))) else { return [] }
        return parts.compactMap { part in
            let words = RenderSiteLocal.unwrapped(part)
            guard words.first == "content_for?" else { return nil }
            let argument: String
            if words.count == 4, words[1] == "(", words[3] == ")" {
                argument = words[2]
            } else if words.count == 2 {
                argument = words[1]
            } else {
                return nil
            }
            if argument.count > 1, argument.hasPrefix(":"), !argument.dropFirst().contains(where: { $0 == "\"" || $0 == "'" || $0 == "#" }) {
                return String(argument.dropFirst())
            }
            if argument.count > 2, let quote = argument.first, quote == "\"" || quote == "'", argument.last == quote,
               !argument.dropFirst().dropLast().contains(where: { $0 == quote || $0 == "#" || $0 == "\\" }) {
                return String(argument.dropFirst().dropLast())
            }
            return nil
        }
    }
}

extension RenderGraph {
    /// Whether `condition` asks `content_for?(:name)` (as `Template.conditionalBodies` writes
    /// it): the cheap test before asking the graph.
    public static func asksForProvidedContent(_ condition: String) -> Bool {
        !ProvidedContentCheck.names(in: condition).isEmpty
    }

    /// Whether `condition` (`if content_for? ( :see_on_website )`) is false wherever the
    /// template at `path` renders: no template that can render in the same page gives content
    /// to the region. Proven only when every render path of the template is known, each layout
    /// on them renders some page of the app (a layout no page renders in is used by code
    /// bridgelint cannot read: a gem's controllers or mailers), no Ruby file gives content to
    /// the region (or to a computed name), and every template that gives it content has known
    /// render paths that share no template with this one's. False otherwise, and in a graph
    /// that read only part of the templates.
    public func providedContentIsAbsent(_ condition: String, whereRendering path: String) -> Bool {
        let names = ProvidedContentCheck.names(in: condition)
        guard !names.isEmpty, readsEveryTemplate, let node = node(at: path), let above = templates(above: node.path) else { return false }
        for layout in above where nodes[layout]?.role == .layout {
            guard nodes.values.contains(where: { $0.role == .page && layoutTemplates(of: $0).contains(layout) }) else { return false }
        }
        let providers = contentProviders.value
        guard !providers.rubyNamesComputed else { return false }
        let rendered = Set(above)
        return names.contains { name in
            guard !providers.rubyNames.contains(name) else { return false }
            return ((providers.templatesByName[name] ?? []) + providers.templatesNamingComputed).allSatisfy { provider in
                templates(above: provider).map { rendered.isDisjoint(with: $0) } ?? false
            }
        }
    }
}

/// Where a template's output is text rather than markup: the content of a `<script>` (of
/// JavaScript, JSON or no type: not `text/template`, which script reads as markup later), a
/// `<style>`, a `<textarea>` or a `<title>` outside SVG and MathML, and the bodies of Ruby
/// blocks that render such an element (`javascript_tag do`).
enum TextContent {
    private static let textElements: Set<String> = ["script", "style", "textarea", "title"]

    static func ranges(in template: Template) -> [SourceRange] {
        var ranges = template.textBodies
        for element in template.elements where element.origin == .html && textElements.contains(element.name) {
            guard let content = element.contentRange, isCode(element),
                  !template.selfAndAncestors(of: element).dropFirst().contains(where: { $0.name == "svg" || $0.name == "math" }) else { continue }
            ranges.append(content)
        }
        return ranges
    }

    /// A `<script>` the browser runs or keeps as data (no type, a JavaScript type, `module`,
    /// JSON); any other element named here.
    private static func isCode(_ element: Element) -> Bool {
        guard element.name == "script", let type = element.attribute(named: "type") else { return true }
        guard let value = type.value?.staticText?.lowercased().filter({ $0 != " " && $0 != "\t" }) else { return false }
        return value.isEmpty || value == "module" || value.contains("javascript") || value.contains("ecmascript") || value.hasSuffix("json")
    }
}

extension RenderGraph {
    /// The bodies of the `content_for :name do` blocks of the template at `path` that are text
    /// wherever they are shown: every place the app's templates read the region (`yield :name`,
    /// `content_for(:name)`) outputs it inside a `<script>` (see `TextContent`). A block is
    /// shown only where its region is read, so the browser reads it as script, not markup,
    /// whichever of the app's layouts the template renders in (its render paths need not be
    /// known). Empty when some place is in markup, when none is found, when a code tag or Ruby
    /// reads the region or a template reads a computed one (then it is shown where bridgelint
    /// cannot tell), and in a graph that read only part of the templates.
    public func contentBlocksShownAsText(in path: String) -> [SourceRange] {
        guard readsEveryTemplate, let node = node(at: path) else { return [] }
        var ranges: [SourceRange] = []
        var known: [String: Bool] = [:]
        for call in node.calls {
            guard case .contentFor(let name) = call.call.kind, let end = call.call.blockEnd, call.call.range.end <= end else { continue }
            let shownAsText = known[name] ?? regionIsShownAsText(name)
            known[name] = shownAsText
            if shownAsText { ranges.append(SourceRange(start: call.call.range.end, end: end)) }
        }
        return ranges
    }

    func regionIsShownAsText(_ name: String) -> Bool {
        let providers = contentProviders.value
        guard !providers.readsComputed, !providers.rubyReads.contains(name), let reads = providers.readsByName[name], !reads.isEmpty else { return false }
        return reads.allSatisfy { read in
            read.isOutput && (elements(of: read.path)?.textRanges.contains { $0.start <= read.offset && read.offset < $0.end } ?? false)
        }
    }
}
