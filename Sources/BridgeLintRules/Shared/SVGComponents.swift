import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Components that put the block they are given inside an `<svg>`: an icon component whose
/// `call` returns `tag.svg(content, ...)` (or `content_tag(:svg, content)`), or whose template
/// writes `<svg ...><%= content %></svg>`. Markup in such a block is SVG, where `/>` closes
/// any element.
enum SVGComponents {
    /// Whether the component `className` wraps its content in `<svg>`, as far as its Ruby file
    /// under `app/` (`icons/svg_icon.rb` for `Icons::SvgIcon`) or its templates show.
    static func wrapsContentInSVG(_ className: String, rubyFiles: [(path: String, bytes: [UInt8])], templates: [(path: String, bytes: [UInt8])]) -> Bool {
        let suffix = "/" + Inflection.underscore(className.hasPrefix("::") ? String(className.dropFirst(2)) : className) + ".rb"
        if rubyFiles.contains(where: { $0.path.hasSuffix(suffix) && buildsSVGAroundContent($0.bytes) }) { return true }
        return templates.contains { placesContentInSVG($0.bytes, path: $0.path) }
    }

    /// `tag.svg(content, ...)`, `tag.svg content`, `content_tag(:svg, content)`, `content_tag :svg, content`.
    static func buildsSVGAroundContent(_ bytes: [UInt8]) -> Bool {
        guard ByteSearch.contains(Array("svg".utf8), in: bytes) else { return false }
        let tokens = RubyLexer.tokens(of: bytes)
        for (index, token) in tokens.enumerated() {
            var next = index + 1
            if token.isIdentifier("tag"), next + 1 < tokens.count, tokens[next].isPunctuation("."), tokens[next + 1].isIdentifier("svg") {
                next += 2
            } else if token.isIdentifier("content_tag"), next < tokens.count {
                if tokens[next].isPunctuation("(") { next += 1 }
                guard next + 1 < tokens.count, tokens[next].kind == .symbol, tokens[next].text == "svg", tokens[next + 1].isPunctuation(",") else { continue }
                next += 2
                if next < tokens.count, tokens[next].isIdentifier("content") { return true }
                continue
            } else {
                continue
            }
            if next < tokens.count, tokens[next].isPunctuation("(") { next += 1 }
            if next < tokens.count, tokens[next].isIdentifier("content") { return true }
        }
        return false
    }

    /// A template whose `<%= content %>` lies inside an `<svg>` element.
    static func placesContentInSVG(_ bytes: [UInt8], path: String) -> Bool {
        guard ByteSearch.contains(Array("<svg".utf8), in: bytes) else { return false }
        let template = TemplateParser.parse(SourceFile(path: path, bytes: bytes))
        let outputs = template.erbTags.filter { tag in
            tag.kind == .output && String(decoding: bytes[tag.contentRange.start..<tag.contentRange.end], as: UTF8.self)
                .split(separator: " ") == ["content"]
        }
        return outputs.contains { output in
            template.elements.contains { $0.name == "svg" && $0.range.start < output.range.start && ($0.contentRange?.end ?? 0) >= output.range.end }
        }
    }
}
