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

    private static let words = ["content_for", "provide"].map { Array($0.utf8) }

    init(templates: FileTexts, ruby: [(path: String, bytes: [UInt8])]) {
        for (path, bytes) in templates where Self.words.contains(where: { ByteSearch.contains($0, in: bytes) }) {
            var names: Set<String> = []
            var computed = false
            for tag in ERBScanner.scan(bytes) where tag.kind == .code || tag.kind == .output {
                let given = Self.given(in: RubyLexer.tokens(in: bytes, range: tag.contentRange))
                names.formUnion(given.names)
                computed = computed || given.computed
            }
            for name in names { templatesByName[name, default: []].append(path) }
            if computed { templatesNamingComputed.append(path) }
        }
        for source in ruby where Self.words.contains(where: { ByteSearch.contains($0, in: source.bytes) }) {
            let given = Self.given(in: RubyLexer.tokens(of: source.bytes))
            rubyNames.formUnion(given.names)
            rubyNamesComputed = rubyNamesComputed || given.computed
        }
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
            let virtualPath = ViewPath(layout).virtualPath
            guard nodes.values.contains(where: { $0.role == .page && $0.layout == virtualPath }) else { return false }
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
