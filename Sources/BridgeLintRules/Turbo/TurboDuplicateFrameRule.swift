import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports a frame whose fixed id a page has twice where that breaks: nested in a frame of the
/// same id, or repeated (written twice, inside a loop, in a collection partial) while a link,
/// form or frame targets the id. Turbo finds frames by id and takes the first.
public struct TurboDuplicateFrameRule: JudgingRule {
    public let metadata = RuleMetadata(
        id: "turbo-duplicate-frame",
        summary: "A `<turbo-frame>` id nested in a frame of the same id, or repeated on a page (twice, in a loop, in a collection partial) while something targets it.",
        defaultSeverity: .error)

    public init() {}

    /// The findings; those that ask the frame index (whether something elsewhere targets the
    /// id, another template's frame on the same page) wait for it, keeping the id, where it
    /// is and what this template says about it.
    public func judge(_ context: RuleContext) -> [Judgment] {
        var judgments: [Judgment] = []
        var firstRenderedOnce: [String: Element] = [:]
        let corpusPath = context.template.file.path, root = context.project.root, metadata = metadata
        let runsWholeProject = context.runsWholeProject
        for element in context.template.elements where element.name == "turbo-frame" {
            guard let id = element.attribute(named: "id"), let text = id.value?.staticText, !text.isEmpty else { continue }
            let range = StaticValue(of: id, in: context.template.file)?.range ?? id.nameRange
            if let outer = context.template.selfAndAncestors(of: element).dropFirst().first(where: { Self.frameID(of: $0) == text }) {
                // A frame's response is searched for `turbo-frame#id`: the outer one comes first.
                // An inner frame that loads its own `src` takes the first such frame of that
                // page: when the page is this one, that is the outer frame with the next rows
                // and the next inner frame (paging by nested frames), so nothing proves it wrong.
                guard element.attribute(named: "src") == nil else { continue }
                let line = context.template.file.position(of: outer.range.start).line
                judgments.append(.found(context.diagnostic(
                    "the frame `\(text)` is inside a frame with the same id (line \(line)): a response for the inner one is searched for `turbo-frame#\(text)` and the outer one is found first",
                    at: range, help: "give the inner frame its own id, or drop one of the two frames",
                    related: [context.related(outer.range, "the outer `\(text)` frame")])))
                continue
            }
            let targetedHere = Self.targets(text, in: context.template)
            switch element.rendering {
            case .repeatedly:
                judgments.append(Self.ifTargeted(text, targetedHere: targetedHere, context.diagnostic(
                    "the frame `\(text)` is inside a loop: each pass renders another `<turbo-frame id=\"\(text)\">`, and a link or form that targets `\(text)` reaches only the first",
                    at: range, help: Self.help(text))))
            case .once where !element.isConditional:
                if let first = firstRenderedOnce[text] {
                    let line = context.template.file.position(of: first.range.start).line
                    judgments.append(Self.ifTargeted(text, targetedHere: targetedHere, context.diagnostic(
                        "the frame `\(text)` is already defined on line \(line) of this template: a link or form that targets `\(text)` reaches only the first",
                        at: range, help: Self.help(text),
                        related: [context.related(first.range, "the first `\(text)` frame")])))
                    continue
                }
                firstRenderedOnce[text] = element
                // A template the graph does not know is in no page with another template, nor
                // rendered as a collection. (The graph is built now, by the lint pass.)
                guard context.corpus.graph.node(at: corpusPath) != nil else { continue }
                judgments.append(.afterFrameIndex { corpus in
                    func diagnostic(_ message: String, help: String, related: [RelatedLocation]) -> [Diagnostic] {
                        [Diagnostic(ruleID: metadata.id, severity: metadata.defaultSeverity, message: message, range: range, help: help, related: related)]
                    }
                    if let other = Self.definitionOnTheSamePage(of: text, at: corpusPath, targetedHere: targetedHere, corpus: corpus) {
                        let message = other.isOuter
                            ? "the frame `\(text)` is inside a frame with the same id (\(other.path):\(other.line), \(other.how)): a response for the inner one is searched for `turbo-frame#\(text)` and the outer one is found first"
                            : "the frame `\(text)` is also defined in \(other.path):\(other.line), \(other.how): the page has two `<turbo-frame id=\"\(text)\">`, and a link or form that targets `\(text)` reaches only the first"
                        return diagnostic(message, help: "give one of the two frames another id, or drop one",
                                          related: [RelatedLocation(path: root + "/" + other.path, line: other.line, column: 1, message: "the other `\(text)` frame")])
                    }
                    let graph = runsWholeProject ? corpus.graph : corpus.graph(for: corpusPath)
                    guard let call = Self.collectionCalls(rendering: corpusPath, graph: graph).first,
                          targetedHere || Self.isTargetedElsewhere(text, corpus: corpus) else { return [] }
                    return diagnostic(
                        "the frame `\(text)` is in a template rendered once per item of a collection (\(call.path):\(call.line)): every item renders a frame with the same id, and a link or form that targets `\(text)` reaches only the first",
                        help: Self.help(text),
                        related: [RelatedLocation(path: root + "/" + call.path, line: call.line, column: 1, message: "rendered as a collection here")])
                })
            default:
                continue
            }
        }
        return judgments
    }

    /// `diagnostic` where a link, form or frame names the id: at once when this template does,
    /// else once the frame index says whether another template does.
    private static func ifTargeted(_ id: String, targetedHere: Bool, _ diagnostic: Diagnostic) -> Judgment {
        targetedHere ? .found(diagnostic) : .when({ isTargetedElsewhere(id, corpus: $0) }, diagnostic)
    }

    /// Another definition of the frame `id` that every rendering of this template's page
    /// certainly shows with this template's one (rendered once, outside any `if`, `case`, loop
    /// or unknown block, on both sides): in the layout of this page, in a template that renders
    /// this one once, or this template's own frame when one template renders it twice. Only
    /// where one of the two templates targets the id: a page that wraps itself in the frame its
    /// layout keeps for it (a modal) has both only when visited directly, where nothing aims at
    /// the frame. A frame of a template that renders this one around the render call is
    /// reported whatever targets it: a frame request renders that template, and the response's
    /// first `turbo-frame#id` is the outer one. A template proven never to render puts no
    /// page together. Nil when none is certain.
    private static func definitionOnTheSamePage(of id: String, at path: String, targetedHere: Bool, corpus: TemplateCorpus) -> OtherFrame? {
        let sitePaths = corpus.turboFrames.definitionPaths[id] ?? []
        let graph = corpus.graph
        guard let node = graph.node(at: path) else { return nil }
        let definesToo = { (other: String) in other != node.path && sitePaths.contains(other) }
        if node.role == .page, case let layouts = graph.layoutTemplates(of: node), layouts.count == 1,
           definesToo(layouts[0]), let layoutNode = graph.node(at: layouts[0]), let parsed = page(layoutNode, corpus: corpus) {
            let yields = layoutNode.calls.filter { $0.call.kind == .yield(nil) }
            if yields.count == 1, let yield = yields.first, !yield.call.isConditional, parsed.rendersOnce(at: yield.call.range.start),
               targetedHere || parsed.targets(id), let line = parsed.onceRenderedFrame(id) {
                return OtherFrame(path: layouts[0], line: line, how: "the layout this page is rendered in")
            }
        }
        var renderedOnceBy: [String: [Int]] = [:]
        for caller in graph.callers(of: node.path) {
            guard let callerNode = graph.node(at: caller.path), let call = callerNode.calls[safe: caller.call], call.targets == [node.path], !call.isUnknown,
                  case .partial(_, collection: false) = call.call.kind, !call.call.isTurboStream, !call.call.isConditional,
                  let parsed = page(callerNode, corpus: corpus), parsed.rendersOnce(at: call.call.range.start),
                  corpus.neverRenderedReason(for: caller.path) == nil else { continue }
            if let line = parsed.frameLine(id, around: call.call.range.start) {
                return OtherFrame(path: caller.path, line: line, how: "which renders this template inside it", isOuter: true)
            }
            guard targetedHere || parsed.targets(id) else { continue }
            renderedOnceBy[caller.path, default: []].append(call.line)
            if definesToo(caller.path), let line = parsed.onceRenderedFrame(id) {
                return OtherFrame(path: caller.path, line: line, how: "which renders this template once")
            }
        }
        if let (path, lines) = renderedOnceBy.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
            return OtherFrame(path: path, line: lines[1], how: "which renders this template twice (lines \(lines.map(String.init).joined(separator: " and ")))")
        }
        return nil
    }

    /// A definition of a frame's id in another template of the same page.
    private struct OtherFrame {
        var path: String
        var line: Int
        /// How that template is on the page: "the layout this page is rendered in".
        var how: String
        /// It holds the render call of this template: the two frames are nested.
        var isOuter = false
    }

    /// What the template of `node` (another template of the page) says of its frames and
    /// render calls: kept by the lint pass when it parsed it (`FramePageFacts.record`), else
    /// parsed now and kept the same way, so that the other templates of its page (a layout is
    /// in every page) do not parse it again.
    private static func page(_ node: RenderGraph.Node, corpus: TemplateCorpus) -> FramePageFacts? {
        guard let bytes = corpus.templateText(at: node.path) else { return nil }
        if let facts = corpus.framePageFacts(at: node.path), facts.byteCount == bytes.count { return facts }
        let facts = FramePageFacts(template: corpus.blockReading.parse(SourceFile(path: node.path, bytes: bytes)), node: node)
        corpus.recordFramePageFacts(facts, at: node.path)
        return facts
    }

    private static func frameID(of element: Element) -> String? {
        element.name == "turbo-frame" ? element.attribute(named: "id")?.value?.staticText : nil
    }

    /// Whether a link, form or frame of some template names the id (`data-turbo-frame`,
    /// `target`): frames that only load their own `src` and navigate themselves work each on
    /// its own element, however many share the id.
    private static func isTargetedElsewhere(_ id: String, corpus: TemplateCorpus) -> Bool {
        (corpus.turboFrames.referenceCounts[id] ?? 0) > 0
    }

    /// Whether a link, form or frame of `template` names the frame `id`.
    private static func targets(_ id: String, in template: Template) -> Bool {
        template.elements.contains { element in
            TurboFrames.references(of: element).contains { $0.value?.staticText == id }
        }
    }

    private static func help(_ id: String) -> String {
        "give each frame its own id, such as `turbo_frame_tag record, :\(id)` (`dom_id` adds the record's id)"
    }

    /// The render calls that render this template once per item of a collection
    /// (`render partial: "comment", collection: ...`, `CommentComponent.with_collection(...)`).
    private static func collectionCalls(rendering path: String, graph: RenderGraph) -> [(path: String, line: Int)] {
        guard let node = graph.node(at: path) else { return [] }
        return graph.callers(of: node.path).compactMap { caller in
            guard let call = graph.node(at: caller.path)?.calls[safe: caller.call] else { return nil }
            switch call.call.kind {
            case .partial(_, collection: true), .component(_, collection: true): return (caller.path, call.line)
            default: return nil
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// What `turbo-duplicate-frame` reads of a template that renders another one on the same page
/// (or of a page's layout): how often it renders its render calls, its frames of fixed id and
/// the frame names its links, forms and frames give. Compact facts of one parse, so that the
/// findings that wait for the end of the lint pass read the pass's parse of that template
/// instead of parsing it again (issue 21: that second parse was about a tenth of a whole run).
public struct FramePageFacts: Sendable {
    /// The size of the text parsed, to tell that the facts are those of the text asked about.
    let byteCount: Int
    /// The starts of the render calls (`yield` included) rendered exactly once by one rendering
    /// of the template, as `Template.rendering(at:)` says, sorted.
    private let onceCalls: [UInt32]
    /// Its frames of fixed id, in document order.
    private let frames: [Frame]
    /// The frame names its links, forms and frames give (`data-turbo-frame`, a frame's `target`).
    private let references: [String]

    private struct Frame: Sendable {
        var id: String
        var line: Int
        var content: SourceRange?
        /// Rendered once, outside any `if`, loop or unknown block, without a modifier `if`.
        var isOnceUnconditional: Bool
    }

    /// The facts of `template`, whose render calls are those of `node`.
    init(template: Template, node: RenderGraph.Node) {
        byteCount = template.file.bytes.count
        onceCalls = node.calls.compactMap { call in
            let start = call.call.range.start
            return template.rendering(at: start) == .once ? UInt32(exactly: start) : nil
        }.sorted()
        var frames: [Frame] = []
        var references: [String] = []
        for element in template.elements {
            if element.name == "turbo-frame", let id = element.attribute(named: "id")?.value?.staticText {
                // A helper's frame whose block is Ruby in its own tag (`<%= turbo_frame_tag "x" do
                // render "list" end %>`) holds what that tag renders.
                var content = element.contentRange
                if content == nil, case .helper = element.origin { content = element.range }
                frames.append(Frame(id: id, line: template.file.position(of: element.range.start).line, content: content,
                                    isOnceUnconditional: element.rendering == .once && !element.isConditional))
            }
            references += TurboFrames.references(of: element).compactMap(\.value?.staticText)
        }
        self.frames = frames
        self.references = references
    }

    /// Keeps the facts of `template`, parsed by the lint pass at the root-relative `path`, in
    /// `corpus` when the render graph is built (a rule of the pass asked for it) and it has
    /// render calls; read by the findings that wait for the end of the pass.
    static func record(_ template: Template, at path: String, in corpus: TemplateCorpus) {
        guard let graph = corpus.graphIfMade, let node = graph.node(at: path), node.path == path,
              node.calls.contains(where: { call in
                  switch call.call.kind {
                  case .partial(_, collection: false), .yield(nil): true
                  default: false
                  }
              }) else { return }
        corpus.recordFramePageFacts(FramePageFacts(template: template, node: node), at: path)
    }

    /// Whether the render call starting at `offset` renders exactly once.
    func rendersOnce(at offset: Int) -> Bool {
        UInt32(exactly: offset).map { onceCalls.contains($0) } ?? false
    }

    /// Whether a link, form or frame names the frame `id`.
    func targets(_ id: String) -> Bool {
        references.contains(id)
    }

    /// The line of the frame `id` rendered exactly once, unconditionally, when it has one such
    /// frame and no other of that id.
    func onceRenderedFrame(_ id: String) -> Int? {
        let same = frames.filter { $0.id == id }
        guard same.count == 1, let frame = same.first, frame.isOnceUnconditional else { return nil }
        return frame.line
    }

    /// The line of the first frame `id` whose content holds `offset`.
    func frameLine(_ id: String, around offset: Int) -> Int? {
        frames.first { $0.id == id && $0.content.map { $0.start <= offset && offset < $0.end } ?? false }?.line
    }
}
