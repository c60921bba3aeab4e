import BridgeLintCore
import BridgeLintGraph
import BridgeLintTemplate

/// What the indexes of every template (the Turbo frames, the stream targets, the render graph)
/// need of one template, read from one parse: the first of them to ask parses the template
/// and reads the others' parts too, so that they parse a template once between them (besides
/// the parse that lints it), and keep these compact facts rather than its tree.
struct TemplateFacts: Sendable {
    /// The parts an element id index takes (see `ElementIDIndex.Reading`).
    enum Part: Sendable {
        case frames, streamTargets
    }

    private var frames: ElementIDIndex.Contribution?
    private var streamTargets: ElementIDIndex.Contribution?
    /// For the render graph; nil when the graph's render calls in the template were not known
    /// when it was parsed.
    private(set) var markup: TemplateMarkup?

    /// The facts of `template`, parsed from the text of the root-relative `path`, with its
    /// markup when the render graph's calls in it start at `callStarts`.
    init(path: String, template: Template, callStarts: [Int]?) {
        frames = ElementIDIndex.Contribution(path: path, template: template, reading: TurboFrames.reading)
        streamTargets = ElementIDIndex.Contribution(path: path, template: template, reading: TurboStreamTargets.reading)
        markup = callStarts.map { TemplateMarkup(template, callStarts: $0) }
    }

    /// The part `part`, removed (each index reads each template once); nil once taken.
    mutating func take(_ part: Part) -> ElementIDIndex.Contribution? {
        switch part {
        case .frames:
            defer { frames = nil }
            return frames
        case .streamTargets:
            defer { streamTargets = nil }
            return streamTargets
        }
    }

    /// The facts of the templates of a corpus, each read on the first question about it.
    final class Store: Sendable {
        private let texts: FileTexts
        /// By root-relative path; an index's part is dropped once it is taken, the markup kept.
        private let known = Locked<[String: TemplateFacts]>([:])
        /// Where the whole render graph's calls start in each template, once it is made: the
        /// templates parsed after that have their markup read with their other facts.
        private let graphCallStarts = Locked<[String: [Int]]?>(nil)

        init(texts: FileTexts) {
            self.texts = texts
        }

        /// Reads the markup of the templates parsed from now on, for the render calls of `graph`
        /// (the graph of every template).
        func readMarkup(forCallsOf graph: RenderGraph) {
            let starts = graph.nodes.mapValues { node in node.calls.map(\.call.range.start) }
            graphCallStarts.withLock { $0 = starts }
        }

        /// What the template at `index` of the texts contributes to `reading`: nothing when it
        /// has none of `reading`'s markers; its part of the facts read for an earlier index;
        /// else parsed now.
        func contribution(of index: Int, to reading: ElementIDIndex.Reading) -> ElementIDIndex.Contribution {
            let (path, bytes) = texts[index]
            guard reading.markers.map({ markers in markers.contains { ByteSearch.contains($0, in: bytes) } }) ?? true else {
                return ElementIDIndex.Contribution()
            }
            if let stored = known.withLock({ $0[path]?.take(reading.part) }) { return stored }
            var facts = TemplateFacts(path: path, template: TemplateParser.parse(SourceFile(path: path, bytes: bytes)),
                                      callStarts: graphCallStarts.withLock { $0?[path] })
            let contribution = facts.take(reading.part) ?? ElementIDIndex.Contribution()
            keep(facts, at: path, taking: reading.part)
            return contribution
        }

        /// What the elements of the template at the root-relative `path` say, for a render graph
        /// whose calls in it start at `callStarts` (see `RenderGraph.MarkupSource`).
        func markup(at path: String, callStarts: [Int]) -> TemplateMarkup? {
            if let stored = known.withLock({ $0[path]?.markup }), stored.answers(forCallsAt: callStarts) { return stored }
            guard let bytes = texts.text(at: path) else { return nil }
            let facts = TemplateFacts(path: path, template: TemplateParser.parse(SourceFile(path: path, bytes: bytes)), callStarts: callStarts)
            keep(facts, at: path, taking: nil)
            return facts.markup
        }

        /// Keeps `facts`, or adds their markup to the facts kept of the same template (by another
        /// thread meanwhile, or without markup, or with the markup of fewer calls), dropping
        /// `part` from those, as it is taken.
        private func keep(_ facts: TemplateFacts, at path: String, taking part: Part?) {
            known.withLock { known in
                guard var kept = known[path] else { return known[path] = facts }
                if let part { _ = kept.take(part) }
                if let markup = facts.markup, !(kept.markup.map { $0.answers(forCallsAt: markup.callStarts) } ?? false) { kept.markup = markup }
                known[path] = kept
            }
        }
    }
}
