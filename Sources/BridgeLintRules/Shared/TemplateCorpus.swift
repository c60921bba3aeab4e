import BridgeLintGraph
import Synchronization

/// The text of every template in the project, for the few questions one file cannot answer
/// ("does any template or layout ever mount this controller?"). Read on the first question
/// only (a one-file run usually asks none), then kept for the rest of the run. The render
/// graph is built from the same texts, on the first question about it.
public final class TemplateCorpus: Sendable {
    private let load: @Sendable () -> [(path: String, bytes: [UInt8])]
    private let loadRuby: @Sendable () -> [(path: String, bytes: [UInt8])]
    private let state = Mutex<State>(State())

    private struct State {
        var texts: [(path: String, bytes: [UInt8])]?
        /// Answers already given, by word: the paths of the templates containing it.
        var containing: [String: [String]] = [:]
        var graph: RenderGraph?
    }

    /// A corpus whose texts `load` reads when first needed; `ruby` reads the app's Ruby files
    /// below `app/` (root-relative path, text) for the graph: controllers' layouts, partials
    /// rendered from Ruby.
    public init(loading load: @escaping @Sendable () -> [(path: String, bytes: [UInt8])],
                ruby: @escaping @Sendable () -> [(path: String, bytes: [UInt8])] = { [] }) {
        self.load = load
        self.loadRuby = ruby
    }

    public convenience init(texts: [(path: String, bytes: [UInt8])], ruby: [(path: String, bytes: [UInt8])] = []) {
        self.init(loading: { texts }, ruby: { ruby })
    }

    /// Where every template is rendered (built on first use).
    public var graph: RenderGraph {
        if let graph = state.withLock({ $0.graph }) { return graph }
        let graph = RenderGraph(templates: loadedTexts(), ruby: loadRuby())
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

    /// Whether any template other than `path` contains `word` (as plain text). Corpus paths
    /// are root-relative; `path` may be longer (relative to where bridgelint runs).
    public func anyTemplate(otherThan path: String, contains word: String) -> Bool {
        templates(containing: word).contains { $0 != path && !path.hasSuffix("/" + $0) }
    }

    private func templates(containing word: String) -> [String] {
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
