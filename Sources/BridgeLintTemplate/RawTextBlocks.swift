import BridgeLintCore

/// The bodies of block helpers that render a raw-text element: `<%= javascript_tag do %> ...
/// <% end %>`, `content_tag(:script) do`, `tag.script do`, `tag.style do`. What lies between
/// is JavaScript or CSS inside `<script>` or `<style>`, never markup: a `<` or `}` in it must
/// not open tags or read as text of the enclosing `<head>`.
package enum RawTextBlocks {
    package static func bodies(in bytes: [UInt8], erbTags: [ERBTag]) -> [SourceRange] {
        // Most templates have no such helper: their Ruby is not lexed here. Blocks opened
        // before the first one close after its body (blocks nest), so reading starts there.
        guard let first = erbTags.firstIndex(where: { $0.kind == .output && mayStartRawTextHelper(bytes, $0.contentRange) }) else { return [] }
        var bodies: [SourceRange] = []
        // Each open block: whether it is a raw-text helper's, and where its body starts.
        var stack: [(isRawText: Bool, bodyStart: Int)] = []
        for tag in erbTags[first...] where tag.kind == .code || tag.kind == .output {
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            let rendersRawText = tag.kind == .output && startsRawTextHelper(tokens)
            var opened = false
            for event in RubyBlockScanner.events(in: tokens, isOutput: tag.kind == .output) {
                switch event {
                case .open(let index):
                    stack.append((rendersRawText && !opened && tokens[index].isIdentifier("do"), tag.range.end))
                    opened = true
                case .branch:
                    break
                case .close:
                    guard let block = stack.popLast() else { continue }
                    if block.isRawText, block.bodyStart < tag.range.start {
                        bodies.append(SourceRange(start: block.bodyStart, end: tag.range.start))
                    }
                }
            }
        }
        return bodies.sorted { $0.start < $1.start }
    }

    private static let rawTextElements: Set<String> = ["script", "style"]
    private static let helperPrefixes = ["javascript_tag", "tag.script", "tag.style"].map { Array($0.utf8) }
    private static let contentTag = Array("content_tag".utf8)
    private static let elementArguments = [":script", ":style", "\"script\"", "\"style\"", "'script'", "'style'"].map { Array($0.utf8) }

    /// Whether the Ruby in `range` starts with a raw-text helper (a cheap test on bytes, so
    /// the many `content_tag(:div) do` blocks cost nothing).
    private static func mayStartRawTextHelper(_ bytes: [UInt8], _ range: SourceRange) -> Bool {
        var start = range.start
        while start < range.end, HTMLTokenizer.isSpace(bytes[start]) { start += 1 }
        func startsWith(_ prefix: [UInt8], at offset: Int) -> Bool {
            offset + prefix.count <= range.end && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        if helperPrefixes.contains(where: { startsWith($0, at: start) }) { return true }
        guard startsWith(contentTag, at: start) else { return false }
        var argument = start + contentTag.count
        while argument < range.end, bytes[argument] == UInt8(ascii: "(") || HTMLTokenizer.isSpace(bytes[argument]) { argument += 1 }
        return elementArguments.contains { startsWith($0, at: argument) }
    }

    /// `javascript_tag ...`, `content_tag(:script ...`, `content_tag "style" ...`, `tag.script ...`.
    private static func startsRawTextHelper(_ tokens: [RubyToken]) -> Bool {
        guard let first = tokens.first, first.kind == .identifier else { return false }
        switch first.text {
        case "javascript_tag":
            return true
        case "content_tag":
            let argument = tokens.dropFirst().first { !$0.isPunctuation("(") }
            guard let argument, argument.kind == .symbol || argument.kind == .string else { return false }
            return rawTextElements.contains(String(argument.text.filter { $0 != "\"" && $0 != "'" }))
        case "tag":
            return tokens.count > 2 && tokens[1].isPunctuation(".") && rawTextElements.contains(tokens[2].text)
        default:
            return false
        }
    }
}
