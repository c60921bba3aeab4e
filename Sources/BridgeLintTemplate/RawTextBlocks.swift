import BridgeLintCore

/// The bodies of block helpers that render a raw-text element: `<%= javascript_tag do %> ...
/// <% end %>`, `content_tag(:script) do`, `tag.script do`, `tag.style do`. What lies between
/// is JavaScript or CSS inside `<script>` or `<style>`, never markup: a `<` or `}` in it must
/// not open tags or read as text of the enclosing `<head>`. `appHelpers`: the app's helpers
/// that wrap their block in one (`<%= jquery do %>`, see `HelperMarkup.rawTextBlockMethods`).
package enum RawTextBlocks {
    package static func bodies(in bytes: [UInt8], erbTags: [ERBTag], appHelpers: Set<String> = []) -> [SourceRange] {
        // Most templates have no such helper: their Ruby is not lexed here. Blocks opened
        // before the first one close after its body (blocks nest), so reading starts there.
        guard let first = erbTags.firstIndex(where: { $0.kind == .output && RawTextHelperCall.mayStart(in: bytes, $0.contentRange.start..<$0.contentRange.end, appHelpers: appHelpers) }) else { return [] }
        var bodies: [SourceRange] = []
        // Each open block: whether it is a raw-text helper's, and where its body starts.
        var stack: [(isRawText: Bool, bodyStart: Int)] = []
        for tag in erbTags[first...] where tag.kind == .code || tag.kind == .output {
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            let rendersRawText = tag.kind == .output && RawTextHelperCall.starts(tokens[...], appHelpers: appHelpers)
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
}
