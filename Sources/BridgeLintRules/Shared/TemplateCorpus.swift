import BridgeLintGraph
import Synchronization

/// The text of every template in the project, for the few questions one file cannot answer
/// ("does any template or layout ever mount this controller?"). Read on the first question
/// only (a one-file run usually asks none), then kept for the rest of the run. The render
/// graph is built from the same texts, on the first question about it.
public final class TemplateCorpus: Sendable {
    private let load: @Sendable () -> [(path: String, bytes: [UInt8])]
    private let loadControllers: @Sendable () -> [(path: String, text: String)]
    private let state = Mutex<State>(State())

    private struct State {
        var texts: [(path: String, bytes: [UInt8])]?
        /// Answers already given, by word: the paths of the templates containing it.
        var containing: [String: [String]] = [:]
        var graph: RenderGraph?
    }

    /// A corpus whose texts `load` reads when first needed; `controllers` reads the app's
    /// controller files (path below `app/controllers/`, text) for the graph's layouts.
    public init(loading load: @escaping @Sendable () -> [(path: String, bytes: [UInt8])],
                controllers: @escaping @Sendable () -> [(path: String, text: String)] = { [] }) {
        self.load = load
        self.loadControllers = controllers
    }

    public convenience init(texts: [(path: String, bytes: [UInt8])], controllers: [(path: String, text: String)] = []) {
        self.init(loading: { texts }, controllers: { controllers })
    }

    /// Where every template is rendered (built on first use).
    public var graph: RenderGraph {
        Self.noteUse()
        if let graph = state.withLock({ $0.graph }) { return graph }
        let graph = RenderGraph(templates: loadedTexts(), controllers: loadControllers())
        state.withLock { $0.graph = graph }
        return graph
    }

    private func loadedTexts() -> [(path: String, bytes: [UInt8])] {
        state.withLock { state in
            if state.texts == nil { state.texts = load() }
            return state.texts ?? []
        }
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

    /// Whether any template other than `path` contains `word` (as plain text). Corpus paths
    /// are root-relative; `path` may be longer (relative to where bridgelint runs).
    public func anyTemplate(otherThan path: String, contains word: String) -> Bool {
        templates(containing: word).contains { $0 != path && !path.hasSuffix("/" + $0) }
    }

    private func templates(containing word: String) -> [String] {
        Self.noteUse()
        if let known = state.withLock({ $0.containing[word] }) { return known }
        let texts = loadedTexts()
        let needle = Array(word.utf8)
        let paths = texts.filter { TemplateCorpus.contains(needle, in: $0.bytes) }.map(\.path)
        state.withLock { $0.containing[word] = paths }
        return paths
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
