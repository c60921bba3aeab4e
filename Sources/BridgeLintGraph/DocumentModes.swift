import BridgeLintCore
import BridgeLintTemplate

extension RenderGraph {
    /// Whether every page the template at `path` is part of is outside quirks mode, where a
    /// `<table>` start tag closes an open `<p>`: the top template of each of its render paths
    /// (the outermost layout, or the template itself when nothing wraps it) starts with a
    /// doctype that sets no-quirks or limited-quirks mode (see `DocumentMode`). Where its render
    /// paths cannot all be followed (a mail view, a partial rendered from Ruby), every HTML
    /// layout of the app must: the page is in one of them. False when a top template's mode,
    /// or a layout's, is quirks or unknown (an email layout without a doctype).
    public func rendersOnlyOutsideQuirksMode(_ path: String) -> Bool {
        guard let above = templates(above: path) else { return everyLayoutIsOutsideQuirksMode }
        let tops = above.filter { contexts(of: $0) == [.top] }
        return !tops.isEmpty && tops.allSatisfy(startsOutsideQuirksMode)
    }

    /// Whether the app has HTML layouts (mailers' too) and each starts outside quirks mode.
    private var everyLayoutIsOutsideQuirksMode: Bool {
        let layouts = texts.paths.filter { path in
            guard let range = ByteSearch.lastRange(of: "app/views/layouts/", in: path) else { return false }
            let name = path[range.upperBound...].split(separator: "/").last.map(String.init) ?? ""
            let formats = name.split(separator: ".").dropFirst().dropLast()
            return !name.hasPrefix("_") && (formats.isEmpty || formats.contains { $0 == "html" || $0.hasPrefix("html+") })
        }
        return !layouts.isEmpty && layouts.allSatisfy(startsOutsideQuirksMode)
    }

    private func startsOutsideQuirksMode(_ template: String) -> Bool {
        guard let bytes = texts.text(at: template), let mode = DocumentMode.ofPage(startingWith: bytes) else { return false }
        return mode != .quirks
    }
}
