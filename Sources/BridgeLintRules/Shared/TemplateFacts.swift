import BridgeLintCore
import BridgeLintGraph
import BridgeLintTemplate

/// What the indexes of every template (the Turbo frames, the stream targets, the render graph)
/// need of one template, read from one parse: the first of them to ask parses the template
/// and reads the others' parts too, so that a run parses a template at most once for all of
/// them (besides linting it), and keeps these compact facts rather than its tree.
struct TemplateFacts: Sendable {
    /// The parts an element id index takes (see `ElementIDIndex.Reading`).
    enum Part: Sendable {
        case frames, streamTargets
    }

    private var frames: ElementIDIndex.Contribution?
    private var streamTargets: ElementIDIndex.Contribution?
    let markup: TemplateMarkup

    /// The facts of `template`, parsed from the text of the root-relative `path`.
    init(path: String, template: Template) {
        frames = ElementIDIndex.Contribution(path: path, template: template, reading: TurboFrames.reading)
        streamTargets = ElementIDIndex.Contribution(path: path, template: template, reading: TurboStreamTargets.reading)
        markup = TemplateMarkup(template)
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

        init(texts: FileTexts) {
            self.texts = texts
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
            var facts = TemplateFacts(path: path, template: TemplateParser.parse(SourceFile(path: path, bytes: bytes)))
            let contribution = facts.take(reading.part) ?? ElementIDIndex.Contribution()
            keep(facts, at: path, taking: reading.part)
            return contribution
        }

        /// What the elements of the template at the root-relative `path` say (for the render
        /// graph); nil when it is not one of the texts.
        func markup(at path: String) -> TemplateMarkup? {
            if let stored = known.withLock({ $0[path]?.markup }) { return stored }
            guard let bytes = texts.text(at: path) else { return nil }
            let facts = TemplateFacts(path: path, template: TemplateParser.parse(SourceFile(path: path, bytes: bytes)))
            keep(facts, at: path, taking: nil)
            return facts.markup
        }

        /// Keeps `facts` unless another thread read the same template meanwhile; then drops
        /// `part` from what that thread kept, as it is taken.
        private func keep(_ facts: TemplateFacts, at path: String, taking part: Part?) {
            known.withLock { known in
                guard known[path] != nil else { return known[path] = facts }
                if let part { _ = known[path]?.take(part) }
            }
        }
    }
}
