import BridgeLintTemplate

extension RenderGraph {
    /// Whether every page the template at `path` is part of is outside quirks mode, where a
    /// `<table>` start tag closes an open `<p>`: the top template of each of its render paths
    /// (the outermost layout, or the template itself when nothing wraps it) starts with a
    /// doctype that sets no-quirks or limited-quirks mode (see `DocumentMode`). False when a
    /// render path cannot be followed, or a top template's mode is quirks or unknown (an email
    /// layout without a doctype).
    public func rendersOnlyOutsideQuirksMode(_ path: String) -> Bool {
        guard let above = templates(above: path) else { return false }
        let tops = above.filter { contexts(of: $0) == [.top] }
        return !tops.isEmpty && tops.allSatisfy { top in
            guard let bytes = texts.text(at: top), let mode = DocumentMode.ofPage(startingWith: bytes) else { return false }
            return mode != .quirks
        }
    }
}
