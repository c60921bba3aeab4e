import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate
import Synchronization

/// The text of every template in the project, for the few questions one file cannot answer
/// ("does any template or layout ever mount this controller?"). Read on the first question
/// only (a one-file run usually asks none), then kept for the rest of the run. The render
/// graph is built from the same texts, on the first question about it.
public final class TemplateCorpus: Sendable {
    /// Every template: kept in memory only while they are few (see `FileTexts`).
    private let texts: FileTexts
    // Each part built from them is built once, by the first thread that asks; the others wait
    // for it rather than build it again beside it, or take part in building it (`SharedLazy`:
    // the indexes and the graph read every template).
    private let ruby: Lazy<[(path: String, bytes: [UInt8])]>
    private let helpers: Lazy<HelperMarkup>
    private let scripts: Lazy<[[UInt8]]>
    /// The layouts of the app's controllers (`ruby`), for the graphs and the proof.
    private let layouts: SharedLazy<ControllerLayouts>
    private let wholeGraph: SharedLazy<RenderGraph>
    /// One copy of each name the render graph and the never-rendered proof keep (see
    /// `SharedStrings`); let go with the proof (the graph is let go before it).
    private let names: SharedStrings
    private let frameIndex: SharedLazy<ElementIDIndex>
    private let targetIndex: SharedLazy<ElementIDIndex>
    private let actionRegistry: Lazy<StreamActionRegistry>
    private let inlineRegistrations: Lazy<Set<String>>
    private let inlineReads: Lazy<ScriptMarkupReads>
    private let scriptMounts: Lazy<Set<String>>
    /// What the templates' computed `data-controller`s may mount, by template path.
    private let computedMounts: Lazy<[(path: String, unseen: UnseenControllers)]>
    private let builderOverrides: Lazy<FormBuilderOverrides>
    private let streamBuilderExtensions: Lazy<[[UInt8]]>
    /// The app's Ruby under `app/`, `config/` and `lib/`, with its Haml and Slim templates:
    /// where a view's helper or local may be bound (see `mayBind(helper:)`).
    private let bindingSources: Lazy<[(path: String, bytes: [UInt8])]>
    /// Whether those sources may define route-helper-like names they compute.
    private let computesHelperNames: Lazy<Bool>
    /// The proof without chains (see `UnrenderedTemplates.direct`), then with them.
    private let unrenderedDirectly: SharedLazy<UnrenderedTemplates>
    private let unrendered: SharedLazy<UnrenderedTemplates>
    /// Every template's answers of the proof, once a run settles them (see
    /// `settleNeverRenderedAnswers`): asked then, the proofs are not read.
    private let neverRenderedAnswers: SharedLazy<NeverRenderedAnswers>
    /// Answers of `neverRenderedReason`, by path: the rules and the linter ask of the same
    /// templates (each template a controller's unused mounts are in, once per controller).
    private let unrenderedReasons = LazyByKey<String, UnrenderedTemplates.Reason?>()
    /// Answers of `mayBind(helper:)`, by name: the templates linted at once call the same
    /// helpers, and each answer reads the app's Ruby and templates.
    private let bindings = LazyByKey<String, Bool>()
    private let state = Locked<State>(State())
    /// The frame index's part of each template the lint pass parsed, by root-relative path,
    /// until the index is built (see `recordFrameFacts`).
    private let frameFacts = Locked<[String: ElementIDIndex.Contribution]>([:])
    /// What `turbo-duplicate-frame` reads of the templates the lint pass parsed that render
    /// others, by root-relative path, until the findings waiting for the pass are finished.
    private let pageFacts = Locked<[String: FramePageFacts]>([:])
    /// How the app's Rails renders the templates' Rails 2 block helpers, where a rule reads
    /// other templates than its own (see `RailsTwoBlockReading`).
    public let blockReading: RailsTwoBlockReading

    private struct State {
        /// Graphs of what renders one template, by its path (see `graph(for:)`).
        var graphsReaching: [String: RenderGraph] = [:]
        /// Answers already given, by word: the paths of the templates containing it.
        var containing: [String: [String]] = [:]
    }

    /// A corpus of the templates `texts`; `ruby` reads the app's Ruby files
    /// below `app/` (root-relative path, text) for the graph: controllers' layouts, partials
    /// rendered from Ruby; `scripts` the app's JavaScript and TypeScript sources, searched for
    /// names only (`turboFrames`); `support` the other files that may name a template, for
    /// proving one never renders (see `UnrenderedTemplates`); `blockReading` how the app's
    /// Rails renders Rails 2 block helpers (the proof reads the texts as written: a block Rails
    /// drops still runs its render calls).
    public init(templates texts: FileTexts, blockReading: RailsTwoBlockReading = .asParsed,
                ruby: @escaping @Sendable () -> [(path: String, bytes: [UInt8])] = { [] },
                scripts: @escaping @Sendable () -> [[UInt8]] = { [] },
                support: @escaping @Sendable () -> [(path: String, bytes: [UInt8])] = { [] }) {
        let ruby = Lazy(ruby), scripts = Lazy(scripts)
        self.texts = texts
        self.ruby = ruby
        self.scripts = scripts
        self.blockReading = blockReading
        let layouts = SharedLazy { work in ControllerLayouts(sources: ruby.value, work: work) }
        self.layouts = layouts
        let names = SharedStrings()
        self.names = names
        wholeGraph = SharedLazy { work in
            RenderGraph(templates: texts, ruby: ruby.value, blockReading: blockReading, layouts: layouts.value, names: names, work: work)
        }
        let frameFacts = frameFacts
        frameIndex = SharedLazy { work in
            let known = frameFacts.withLock { facts in
                defer { facts = [:] }
                return facts
            }
            return ElementIDIndex(templates: texts, ruby: ruby.value.map(\.bytes), scripts: scripts.value, reading: TurboFrames.reading,
                                  blockReading: blockReading, known: known, work: work)
        }
        targetIndex = SharedLazy { work in
            ElementIDIndex(templates: texts, ruby: ruby.value.map(\.bytes), scripts: scripts.value, reading: TurboStreamTargets.reading,
                           blockReading: blockReading, work: work)
        }
        let proveDirectly = { @Sendable (work: SharedWork) in
            UnrenderedTemplates.direct(templates: texts, ruby: ruby.value, support: support(), layouts: layouts.value, names: names, work: work)
        }
        let direct = SharedLazy(proveDirectly)
        unrenderedDirectly = direct
        unrendered = SharedLazy { work in direct.value.followingChains(work: work) }
        neverRenderedAnswers = SharedLazy { work in
            // The proofs go once the answers are made, and the names only they keep with them.
            let answers = {
                let direct = proveDirectly(work)
                return NeverRenderedAnswers(direct: direct, chained: direct.followingChains(work: work), work: work)
            }()
            names.removeAll()
            return answers
        }
        actionRegistry = Lazy { StreamActionRegistry(scripts: scripts.value) }
        inlineRegistrations = Lazy { PageScriptRegistrations.identifiers(in: texts) }
        inlineReads = Lazy { PageScriptRegistrations.markupReads(in: texts) }
        scriptMounts = Lazy { ScriptMounts.identifiers(in: scripts.value) }
        computedMounts = Lazy { Self.computedMounts(in: texts) }
        streamBuilderExtensions = Lazy { Self.streamBuilderExtensions(in: support()) }
        let bindingSources = Lazy {
            ruby.value + support().filter { file in [".rb", ".haml", ".slim"].contains { file.path.hasSuffix($0) } }
        }
        self.bindingSources = bindingSources
        helpers = Lazy { HelperMarkup.read(from: bindingSources.value) }
        computesHelperNames = Lazy {
            bindingSources.value.contains { file in
                guard RubyNameBindings.namesMethodDefiners(in: file.bytes) else { return false }
                let tokens = RubyLexer.tokens(of: file.bytes)
                // An object answering any name is a view's only where views call it: a helper
                // or a controller.
                let servesViews = file.path.contains("helpers/") || file.path.contains("controllers/")
                return RubyNameBindings.mayDefineComputedNames(endingWith: ["_path", "_url"], in: tokens)
                    || servesViews && RubyNameBindings.defineMethodMissing(in: tokens)
            }
        }
        builderOverrides = Lazy {
            let option = Array("builder:".utf8)
            return FormBuilderOverrides(ruby: ruby.value.map(\.bytes), templates: Array(texts.lazy.map(\.bytes).filter { ByteSearch.contains(option, in: $0) }))
        }
    }

    public convenience init(texts: [(path: String, bytes: [UInt8])], ruby: [(path: String, bytes: [UInt8])] = [], scripts: [[UInt8]] = [],
                            support: [(path: String, bytes: [UInt8])] = []) {
        self.init(templates: FileTexts(texts: texts), ruby: { ruby }, scripts: { scripts }, support: { support })
    }

    /// Why the template at `path` never renders (see `UnrenderedTemplates`); nil when it may.
    /// Reads every template and the Ruby that may name one, on the first question; each path
    /// is proven once.
    public func neverRenderedReason(for path: String) -> UnrenderedTemplates.Reason? {
        Self.noteUse()
        if let answers = neverRenderedAnswers.valueIfMade { return answers.reason(for: path) }
        // Once the chains are followed, a template they leave live is known to have no reason:
        // not kept by path (an answer for each template a run asks about took megabytes).
        if let settled = unrendered.valueIfMade, settled.holdsLive(path) { return nil }
        return unrenderedReasons.value(for: path) { [unrendered, unrenderedDirectly] in
            // Or followed meanwhile.
            if let settled = unrendered.valueIfMade, settled.holdsLive(path) { return nil }
            // Chains are followed only when they may prove it: a one-file run on a template
            // proven directly, or kept live by a controller or a route, reads no other proof.
            let direct = unrenderedDirectly.value
            if let reason = direct.reason(for: path) { return reason }
            return direct.mayBeProvenByChains(path) ? unrendered.value.reason(for: path) : nil
        }
    }

    /// Whether the template at the root-relative `path` is proven never to render (see
    /// `neverRenderedReason`).
    public func neverRenders(_ path: String) -> Bool {
        neverRenderedReason(for: path) != nil
    }

    /// Whether nothing bridgelint reads renders the template at the root-relative `path`: one
    /// proven never to render (see `neverRenders`), a page whose folder has no controller, that
    /// no route reaches and nothing names (see `UnrenderedTemplates.isUnservedPage`), or a
    /// template only a render call of a computed name might reach, no string of the app naming
    /// it (see `isNamedByNothingRead`). Claims about its failure are unproven.
    public func isRenderedByNothingRead(_ path: String) -> Bool {
        Self.noteUse()
        if let answers = neverRenderedAnswers.valueIfMade { return answers.isRenderedByNothingRead(path) }
        if neverRenders(path) { return true }
        let direct = unrenderedDirectly.value
        return direct.isUnservedPage(path) || direct.isNamedByNothingRead(path)
    }

    /// Works out every template's answers of the never-rendered proof at once (or, asked while
    /// another thread does, takes part), reading the proofs only to make them: for a run that
    /// lints every template, before the pass, which then asks them of the answers, not of the
    /// proofs it would hold (see `NeverRenderedAnswers`). Made before the render graph, the
    /// proofs are not held beside it either.
    public func settleNeverRenderedAnswers() {
        _ = neverRenderedAnswers.value
    }

    /// Whether some Ruby file under `app/` has `def <name>` (or a longer name starting so):
    /// a method the app defines itself, on whatever class.
    public func rubyDefines(method name: String) -> Bool {
        Self.noteUse()
        let needle = Array("def \(name)".utf8)
        return ruby.value.contains { ByteSearch.contains(needle, in: $0.bytes) }
    }

    /// Whether a view of the app may call `name` as something other than a route helper: the
    /// app's Ruby, Haml, Slim or the ERB of a template binds it (a method, a helper method, a
    /// local or a partial's local; see `RubyNameBindings`), or some Ruby of the app defines
    /// methods whose names it computes with the same ending (`define_method "#{x}_path"`,
    /// `method_missing` in a helper or controller). Each name is searched once, in the files
    /// holding it, by one thread.
    public func mayBind(helper name: String) -> Bool {
        Self.noteUse()
        return bindings.value(for: name) { [computesHelperNames, bindingSources, texts] in
            let needle = Array(name.utf8)
            return computesHelperNames.value
                || bindingSources.value.contains { file in
                    ByteSearch.contains(needle, in: file.bytes) && RubyNameBindings.bind(name, in: RubyLexer.tokens(of: file.bytes))
                }
                || texts.contains { template in
                    ByteSearch.contains(needle, in: template.bytes) && ERBScanner.scan(template.bytes).contains { tag in
                        tag.kind != .literal && Self.maySpell(needle, in: template.bytes, range: tag.contentRange)
                            && RubyNameBindings.bind(name, in: RubyLexer.tokens(in: template.bytes, range: tag.contentRange))
                    }
                }
        }
    }

    /// Whether the Ruby in `range` of `bytes` may have a token of the text `needle`: it holds
    /// `needle` as written, or a backslash (a string may spell it with an escape, `"\\x5F"` for
    /// `_`). Only such a tag of a template is lexed for a binding: a layout holds one name in
    /// one tag of dozens.
    private static func maySpell(_ needle: [UInt8], in bytes: [UInt8], range: SourceRange) -> Bool {
        ByteSearch.firstIndex(of: needle, in: bytes, from: range.start, before: range.end) != nil
            || bytes[range.start..<range.end].contains(UInt8(ascii: "\\"))
    }

    /// Whether the app defines `turbo_stream.<name>`: a `def` of that name in its Ruby under
    /// `app/` (`rubyDefines`), or in a Ruby file under `config/` or `lib/` that reopens or
    /// extends turbo-rails' tag builder (`class Turbo::Streams::TagBuilder` in an initializer,
    /// `Turbo::Streams::TagBuilder.prepend(Actions)`, a module calling `turbo_stream_action_tag`).
    public func definesStreamBuilderMethod(_ name: String) -> Bool {
        if rubyDefines(method: name) { return true }
        let needle = Array("def \(name)".utf8)
        return streamBuilderExtensions.value.contains { ByteSearch.contains(needle, in: $0) }
    }

    /// The Ruby files among `support` that name turbo-rails' tag builder or its action tag.
    private static func streamBuilderExtensions(in support: [(path: String, bytes: [UInt8])]) -> [[UInt8]] {
        let markers = [Array("TagBuilder".utf8), Array("turbo_stream_action_tag".utf8)]
        return support.filter { file in file.path.hasSuffix(".rb") && markers.contains { ByteSearch.contains($0, in: file.bytes) } }.map(\.bytes)
    }

    /// The text of the app's Ruby file at the root-relative `path` (a controller), if it is one
    /// the corpus read (below `app/`).
    public func rubySource(at path: String) -> [UInt8]? {
        Self.noteUse()
        return ruby.value.first { $0.path == path }?.bytes
    }

    /// The app's Ruby files under `app/`: root-relative path and text.
    public var rubyFiles: [(path: String, bytes: [UInt8])] {
        Self.noteUse()
        return ruby.value
    }

    /// What the app's view helpers write from string literals they mark safe (see `HelperMarkup`).
    public var helperMarkup: HelperMarkup {
        Self.noteUse()
        return helpers.value
    }

    /// Whether some Ruby file under `app/` contains one of `needles`.
    public func rubyContains(anyOf needles: [[UInt8]]) -> Bool {
        Self.noteUse()
        return ruby.value.contains { source in needles.contains { ByteSearch.contains($0, in: source.bytes) } }
    }

    /// Whether some Ruby file under `app/` has a text `accepts` takes.
    public func rubyContains(where accepts: ([UInt8]) -> Bool) -> Bool {
        Self.noteUse()
        return ruby.value.contains { accepts($0.bytes) }
    }

    /// Whether some script of the app (JavaScript or TypeScript) contains one of `needles`.
    public func scriptsContain(anyOf needles: [[UInt8]]) -> Bool {
        Self.noteUse()
        return scripts.value.contains { bytes in needles.contains { ByteSearch.contains($0, in: bytes) } }
    }

    /// Whether some script of the app has a text `accepts` takes.
    public func scriptsContain(where accepts: ([UInt8]) -> Bool) -> Bool {
        Self.noteUse()
        return scripts.value.contains(where: accepts)
    }

    /// The text of the template at the root-relative `path`.
    public func templateText(at path: String) -> [UInt8]? {
        Self.noteUse()
        return texts.text(at: path)
    }

    /// The root-relative `path` as the corpus holds it, once it has listed the templates (see
    /// `FileTexts.listedPath`); does not count as a question.
    public func listedPath(_ path: String) -> String {
        texts.listedPath(path)
    }

    /// The root-relative paths of every template.
    public var templatePaths: [String] {
        Self.noteUse()
        return texts.paths
    }

    /// The Turbo Stream actions the app's scripts register (read on first use).
    public var streamActions: StreamActionRegistry {
        Self.noteUse()
        return actionRegistry.value
    }

    /// The controllers templates register in inline scripts of their own (read on first use).
    public var pageScriptRegistrations: Set<String> {
        Self.noteUse()
        return inlineRegistrations.value
    }

    /// The `data-*` attributes the templates' inline scripts find elements by or read (read on
    /// first use; see `PageScriptRegistrations.markupReads`).
    public var inlineScriptReads: ScriptMarkupReads {
        Self.noteUse()
        return inlineReads.value
    }

    /// The controllers the app's JavaScript mounts at run time by writing `data-controller`
    /// (read on first use; see `ScriptMounts`).
    public var controllersMountedByScripts: Set<String> {
        Self.noteUse()
        return scriptMounts.value
    }

    /// The field helpers the app's own form builders may give a controller (read on first use;
    /// see `FormBuilderOverrides`).
    public var formBuilderOverrides: FormBuilderOverrides {
        Self.noteUse()
        return builderOverrides.value
    }

    /// The Turbo frames the templates define and name (built on first use).
    public var turboFrames: ElementIDIndex {
        Self.noteUse()
        return frameIndex.value
    }

    /// Whether the frame index is built: until then a rule's questions about it may wait for
    /// the end of the lint pass (see `Judgment`).
    public var hasTurboFrames: Bool { frameIndex.valueIfMade != nil }

    /// Keeps what the frame index reads in `template`, parsed by the lint pass from the text
    /// of the template at the root-relative `path`, so that the index, built after the pass,
    /// need not parse it again. Compact facts (ids, names, where), not the tree.
    public func recordFrameFacts(of template: Template, at path: String) {
        guard frameIndex.valueIfMade == nil, TurboFrames.reading.reads(template.file.bytes) else { return }
        let part = ElementIDIndex.Contribution(path: path, template: blockReading.reading(template), reading: TurboFrames.reading)
        frameFacts.withLock { $0[path] = part }
    }

    /// Keeps what `turbo-duplicate-frame` reads in `template`, parsed by the lint pass from the
    /// text at the root-relative `path` (see `FramePageFacts`).
    public func recordPageFacts(of template: Template, at path: String) {
        FramePageFacts.record(blockReading.reading(template), at: path, in: self)
    }

    func recordFramePageFacts(_ facts: FramePageFacts, at path: String) {
        pageFacts.withLock { $0[path] = facts }
    }

    func framePageFacts(at path: String) -> FramePageFacts? {
        pageFacts.withLock { $0[path] }
    }

    /// Lets go of the facts kept by `recordPageFacts`: the findings that read them are finished.
    public func dropPageFacts() {
        pageFacts.withLock { $0 = [:] }
    }

    /// Lets go of the render graph, which a check's project rules do not read: held through
    /// them, it held the peak of a large app's run. Asked for again, it is built again.
    public func dropGraph() {
        wholeGraph.forget()
    }

    /// Lets go of the Turbo frame index, which only the lint pass's rules read (as
    /// `dropGraph`). Asked for again, it is built again, from the templates' texts.
    public func dropFrameIndex() {
        frameIndex.forget()
    }

    /// Lets go of the never-rendered proof (both rounds, see `neverRenderedReason`); the
    /// answers it gave stay. Asked about another template, it is built again.
    public func dropNeverRenderedProof() {
        unrendered.forget()
        unrenderedDirectly.forget()
        names.removeAll()
    }

    /// The render graph when it is built (asking does not build it, and is no use of the corpus).
    public var graphIfMade: RenderGraph? { wholeGraph.valueIfMade }

    /// The element ids the templates define and the Turbo Stream targets they name (built on
    /// first use, parsing every template).
    public var streamTargets: ElementIDIndex {
        Self.noteUse()
        return targetIndex.value
    }

    /// Where every template is rendered (built on first use).
    public var graph: RenderGraph {
        Self.noteUse()
        return wholeGraph.value
    }

    /// Graphs of one template each, before the whole graph is cheaper (a run of a few files).
    static let maximumGraphsReaching = 8

    /// A graph that answers every question about the template at `path` as `graph` does,
    /// reading only the render calls of the templates that may render it (a one-file run),
    /// or `graph` itself once it is built or after `maximumGraphsReaching` such graphs.
    public func graph(for path: String) -> RenderGraph {
        if let graph = wholeGraph.valueIfMade { return graph }
        let known = state.withLock { state in (state.graphsReaching[path], state.graphsReaching.count) }
        if let graph = known.0 { return graph }
        guard known.1 < Self.maximumGraphsReaching,
              let graph = RenderGraph.reaching(path, templates: texts, ruby: ruby.value, blockReading: blockReading, layouts: layouts.value) else { return self.graph }
        state.withLock { $0.graphsReaching[path] = graph }
        return graph
    }

    public static let empty = TemplateCorpus(texts: [])

    /// Runs `body` (the linting of one template) and says whether it asked the corpus anything:
    /// if not, its findings depend on that template alone, which a cache of results relies on.
    public static func recordingUse<Result>(_ body: () throws -> Result) rethrows -> (result: Result, usedCorpus: Bool) {
        let record = UseRecord()
        let result = try $useRecord.withValue(record) { try body() }
        return (result, record.used.load(ordering: .relaxed))
    }

    /// Set by `recordingUse` for the thread linting one template.
    @TaskLocal private static var useRecord: UseRecord?

    private final class UseRecord: Sendable {
        let used = Atomic<Bool>(false)
    }

    private static func noteUse() {
        useRecord?.used.store(true, ordering: .relaxed)
    }

    /// Whether a template other than `path` has a `data-controller` whose computed parts may
    /// render `identifier` (`<%= controller_name %>--<%= action_name %>` may render `posts--index`;
    /// see `UnseenControllers`): a template that names it nowhere may still be rendered inside it.
    public func mayMountThroughComputedValue(_ identifier: String, otherThan path: String) -> Bool {
        Self.noteUse()
        return computedMounts.value.contains { Self.isTemplate($0.path, otherThan: path) && $0.unseen.mayMount(identifier) }
    }

    /// The computed `data-controller`s of `templates` (elements and `data:` hashes given to
    /// helpers), one entry per template that has some; only templates that name `controller`
    /// are parsed.
    private static func computedMounts(in templates: FileTexts) -> [(path: String, unseen: UnseenControllers)] {
        let word = Array("controller".utf8)
        var result: [(path: String, unseen: UnseenControllers)] = []
        for template in templates where ByteSearch.contains(word, in: template.bytes) {
            var unseen = UnseenControllers()
            for element in TemplateParser.parse(SourceFile(path: template.path, bytes: template.bytes)).elements {
                unseen.formUnion(element.unseenControllers(source: template.bytes))
            }
            if !unseen.isEmpty { result.append((template.path, unseen)) }
        }
        return result
    }

    /// Whether any template other than `path` contains `word` (as plain text).
    public func anyTemplate(otherThan path: String, contains word: String) -> Bool {
        templates(containing: word).contains { Self.isTemplate($0, otherThan: path) }
    }

    /// Whether a template other than `path` contains `word` and has a text `accepts` takes
    /// (the word is a quick first sieve).
    public func anyTemplate(otherThan path: String, contains word: String, where accepts: ([UInt8]) -> Bool) -> Bool {
        templates(containing: word).contains { Self.isTemplate($0, otherThan: path) && texts.text(at: $0).map(accepts) == true }
    }

    /// The root-relative paths of the templates containing `word` (as plain text).
    public func templatePaths(containing word: String) -> [String] {
        templates(containing: word)
    }

    /// Whether the corpus template at `corpusPath` (root-relative) is another file than `path`,
    /// which may be longer (relative to where bridgelint runs).
    private static func isTemplate(_ corpusPath: String, otherThan path: String) -> Bool {
        corpusPath != path && !path.hasSuffix("/" + corpusPath)
    }

    private func templates(containing word: String) -> [String] {
        Self.noteUse()
        if let known = state.withLock({ $0.containing[word] }) { return known }
        let needle = Array(word.utf8)
        var paths: [String] = []
        for (path, bytes) in texts where ByteSearch.contains(needle, in: bytes) { paths.append(path) }
        state.withLock { $0.containing[word] = paths }
        return paths
    }
}
