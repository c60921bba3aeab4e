import BridgeLintCore

extension RenderGraph {
    /// Whether every render site of the partial or component at `path` puts its output where
    /// the browser reads text, not markup (see `TextContent`): inside a `<script>`, `<style>`,
    /// `<textarea>` or `<title>` of the caller, a `javascript_tag do` block, a `content_for`
    /// block whose region is shown only inside `<script>`, or at any place of a caller that is
    /// itself rendered only there. A JavaScript partial rendered in a page's `<script>` is
    /// script: its `'<h4>'` strings build no element. False when some render site is in
    /// markup, when a render names it with a computed name, when Ruby, a Turbo Stream or an
    /// unknown place renders it, when it has no render site, and when it holds the end tag of
    /// such an element itself (`</script>` there ends the text and what follows is markup).
    public func rendersOnlyInsideText(_ path: String) -> Bool {
        guard Self.isRenderedInsideOtherTemplates(path), let node = node(at: path),
              let bytes = texts.text(at: node.path), !Self.holdsTextElementEndTag(bytes) else { return false }
        var visiting: Set<String> = []
        return rendersOnlyInsideText(node.path, visiting: &visiting)
    }

    private func rendersOnlyInsideText(_ path: String, visiting: inout Set<String>) -> Bool {
        guard visiting.count < 32, visiting.insert(path).inserted else { return false }
        defer { visiting.remove(path) }
        let contexts = contexts(of: path)
        guard !contexts.isEmpty else { return false }
        for context in contexts {
            guard case .site(let caller, let index) = context, let callerNode = nodes[caller], index < callerNode.calls.count else { return false }
            let call = callerNode.calls[index]
            if call.isUnknown { return false }
            let offset = call.call.range.start
            if isText(at: offset, in: caller) { continue }
            if readsEveryTemplate, let region = contentBlock(at: offset, in: callerNode)?.name, regionIsShownAsText(region) { continue }
            guard Self.isRenderedInsideOtherTemplates(caller), rendersOnlyInsideText(caller, visiting: &visiting) else { return false }
        }
        return true
    }

    /// Whether what ERB outputs at `offset` in the template at `path` is text, not markup
    /// (inside its `<script>`, `<style>`, `<textarea>`, `<title>` or `javascript_tag do` block).
    func isText(at offset: Int, in path: String) -> Bool {
        elements(of: path)?.textRanges.contains { $0.start <= offset && offset < $0.end } ?? false
    }

    private static let textElementEndTags = ["</script", "</style", "</textarea", "</title"].map { Array($0.utf8) }

    /// Whether `bytes` hold `</script`, `</style`, `</textarea` or `</title` in any case.
    private static func holdsTextElementEndTag(_ bytes: [UInt8]) -> Bool {
        let lowered = bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        return textElementEndTags.contains { ByteSearch.contains($0, in: lowered) }
    }
}
