/// The text of every template in the project, for the few questions one file cannot answer
/// ("does any template or layout ever mount this controller?"). Built once per run.
public struct TemplateCorpus: Sendable {
    private let texts: [(path: String, bytes: [UInt8])]

    public init(texts: [(path: String, bytes: [UInt8])]) {
        self.texts = texts
    }

    public static let empty = TemplateCorpus(texts: [])

    /// Whether any template other than `path` contains `word` (as plain text). Corpus paths
    /// are root-relative; `path` may be longer (relative to where bridgelint runs).
    public func anyTemplate(otherThan path: String, contains word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return false }
        return texts.contains { entry in
            guard entry.path != path, !path.hasSuffix("/" + entry.path), entry.bytes.count >= needle.count else { return false }
            var index = 0
            let last = entry.bytes.count - needle.count
            while index <= last {
                if entry.bytes[index] == first, entry.bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
    }
}
