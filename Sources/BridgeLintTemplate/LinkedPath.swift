import BridgeLintCore

/// The file extension of the URLs an element links or submits to, where the template shows
/// them: `href="/export.csv"`, `link_to "Export", "/export.pdf"`, `export_path(format: :csv)`.
/// Turbo never visits a URL with some extensions, so its attributes do nothing on such a link.
extension Template {
    /// The extensions (`.csv`, lower-cased) of every URL the element goes to: for a raw tag its
    /// `href` or `action`; for a helper call, or a `data:` hash passed to one, every URL its ERB
    /// tag names (string literals that are paths or URLs, route helpers `*_path(...)` and
    /// `*_url(...)`). Nil when one of them has no extension the template shows, or none is found.
    public func linkedPathExtensions(of element: Element) -> Set<String>? {
        if element.origin == .html {
            guard let attribute = element.attribute(named: "href") ?? element.attribute(named: "action"),
                  let url = attribute.value?.staticText else { return nil }
            return LinkedPath.pathExtension(ofURL: url).map { [$0] }
        }
        let tag = element.startTagRange
        guard let code = erbTags.first(where: { $0.range == tag })?.contentRange else { return nil }
        return LinkedPath.extensions(in: RubyLexer.tokens(in: file.bytes, range: code))
    }
}

extension Template {
    /// The URL a link goes to, as a value: the `href` of a raw `<a>`, the URL argument of a
    /// link helper (`post_path(post)` in `link_to "Show", post_path(post)`, a dynamic value
    /// whose range is that code). Nil when the template shows none.
    public func linkURL(of element: Element) -> AttributeValue? {
        if element.origin == .html { return element.attribute(named: "href")?.value }
        let tag = element.startTagRange
        guard let code = erbTags.first(where: { $0.range == tag })?.contentRange else { return nil }
        return HelperCallParser.parse(RubyLexer.tokens(in: file.bytes, range: code), source: file.bytes)?.urlArgument?.attributeValue
    }
}

enum LinkedPath {
    /// The extensions of the URLs named in `tokens`: nil when any has none or an unknown one.
    static func extensions(in tokens: [RubyToken]) -> Set<String>? {
        var found: Set<String> = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .string, let text = token.name, looksLikeURL(text) {
                guard let ending = pathExtension(ofURL: text) else { return nil }
                found.insert(ending)
            } else if token.kind == .identifier, token.text.hasSuffix("_path") || token.text.hasSuffix("_url") {
                guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), !tokens[index + 1].spaceBefore,
                      let (format, end) = format(inCallOpenedAt: index + 1, of: tokens) else { return nil }
                found.insert("." + format.lowercased())
                index = end
            }
            index += 1
        }
        return found.isEmpty ? nil : found
    }

    /// `"/export.csv?x=1"` -> `.csv`: the ending of the path's last segment, without query or
    /// fragment (as Turbo's `getExtension`). Nil when it has none.
    static func pathExtension(ofURL url: String) -> String? {
        var path = Substring(url)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        for scheme in ["http://", "https://"] where path.hasPrefix(scheme) {
            // The host is not part of the path: `https://example.com` ends in no extension.
            let afterScheme = path.dropFirst(scheme.count)
            path = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? ""
        }
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = last.lastIndex(of: "."), last.index(after: dot) < last.endIndex else { return nil }
        return String(last[dot...]).lowercased()
    }

    private static func looksLikeURL(_ text: String) -> Bool {
        text.hasPrefix("/") || text.hasPrefix("http://") || text.hasPrefix("https://")
    }

    /// The literal `format:` of the call whose `(` is at `open`, and the index of its `)`.
    private static func format(inCallOpenedAt open: Int, of tokens: [RubyToken]) -> (String, Int)? {
        var depth = 0
        var format: String?
        for index in open..<tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return format.map { ($0, index) } }
            }
            if depth == 1, token.kind == .label, token.text == "format", index + 1 < tokens.count,
               tokens[index + 1].kind == .symbol || tokens[index + 1].kind == .string {
                format = tokens[index + 1].name
            }
        }
        return nil
    }
}
