import BridgeLintCore

extension HelperMarkup {
    /// The markup the view helpers of `files` write (see `HelperMarkup`): methods defined in a
    /// `helpers` folder (`app/helpers/permission_helper.rb`, an engine's too) whose body marks
    /// safe (`raw`, `html_safe`) string literals that hold a tag (`'<span class="no-op">'`). A
    /// `def self.` method is no view helper; a literal inside an interpolation counts too. Each
    /// method's literals make one fragment, in the order written. Also the helpers whose body
    /// is one raw-text helper's block (`javascript_tag do`, `content_tag(:style) do`,
    /// `tag.script do`) and that take a block (`&block`, `yield`): theirs is script or style text.
    package static func read(from files: [(path: String, bytes: [UInt8])]) -> HelperMarkup {
        var fragments: [String: [String]] = [:]
        var rawTextBlockMethods: Set<String> = []
        for file in files where file.path.hasSuffix(".rb") && (file.path.hasPrefix("helpers/") || file.path.contains("/helpers/")) {
            let writesRawText = Self.rawTextHelpers.contains { ByteSearch.contains($0, in: file.bytes) }
            guard writesRawText || ByteSearch.contains(Self.raw, in: file.bytes) || ByteSearch.contains(Self.htmlSafe, in: file.bytes) else { continue }
            let statements = RubyStatements(file: SourceFile(path: file.path, bytes: file.bytes))
            for index in statements.tokens.indices where statements.tokens[index].isIdentifier("def") && statements.opensBlock(index) {
                guard let name = statements.identifier(index + 1), !statements.isPunctuation(index + 2, ".") else { continue }
                let body = (index + 2)..<statements.blockEnd(from: index + 1)
                let tokens = statements.tokens[body]
                if writesRawText, Self.writesBlockAsRawText(tokens) { rawTextBlockMethods.insert(name) }
                guard tokens.contains(where: { $0.isIdentifier("raw") || $0.isIdentifier("html_safe") }) else { continue }
                // One fragment per method, its literals in order: `result = "<p>"` then
                // `result << "</p>"` writes a closed `<p>`.
                let tags = tokens.filter { $0.kind == .string && $0.text.utf8.contains(UInt8(ascii: "<")) }.map(\.text)
                if !tags.isEmpty { fragments[name, default: []].append(tags.joined()) }
            }
        }
        return HelperMarkup(fragments, rawTextBlockMethods: rawTextBlockMethods)
    }

    /// Whether a method of `tokens` (its parameters and body) takes a block and its body
    /// starts with a raw-text helper given a block (`do`, `{`, `&block`), which the method's
    /// block then fills.
    private static func writesBlockAsRawText(_ tokens: ArraySlice<RubyToken>) -> Bool {
        let takesBlock = tokens.contains { $0.isIdentifier("yield") }
            || zip(tokens, tokens.dropFirst()).contains { $0.isPunctuation("&") && $1.kind == .identifier && $1.text == "block" }
        guard takesBlock, let bodyStart = tokens.firstIndex(where: { $0.startsLine }) else { return false }
        let body = Array(tokens[bodyStart...])
        let givesBlock = body.contains { $0.isIdentifier("do") || $0.isPunctuation("{") }
            || zip(body, body.dropFirst()).contains { $0.isPunctuation("&") && $1.kind == .identifier }
        return RawTextHelperCall.starts(body[...]) && givesBlock
    }

    private static let raw = Array("raw".utf8)
    /// What a helper file writing a raw-text element holds (`content_tag` alone, in most
    /// helpers, does not make one).
    private static let rawTextHelpers = ["javascript_tag", "tag.script", "tag.style", ":script", ":style", "\"script\"", "'script'", "\"style\"", "'style'"]
        .map { Array($0.utf8) }
    private static let htmlSafe = Array("html_safe".utf8)
}
