import BridgeLintCore
import BridgeLintProject

/// The project's controller identifiers, prepared once per run for the questions rules ask
/// on every file: is it known, what is close to it, which identifier does a single-dashed
/// spelling (`bridge-nav`, from a one-underscore Rails key) stand for.
public final class IdentifierIndex: Sendable {
    public let known: Set<String>
    /// `bridge-nav` -> `bridge--nav`, for identifiers with a `--` namespace.
    let bySingleDashedSpelling: [String: String]
    private let candidates: [StringDistance.Candidate]
    /// The same unknown identifier tends to recur in many templates.
    private let suggestionCache = Locked<[String: [String]]>([:])

    public init(catalog: ControllerCatalog) {
        known = catalog.allIdentifiers
        candidates = known.sorted().map(StringDistance.Candidate.init)
        var spellings: [String: String] = [:]
        for identifier in known where identifier.utf8.contains(UInt8(ascii: "-")) {
            let single = RailsDataKeys.singleDashed(identifier)
            guard single != identifier, !known.contains(single) else { continue }
            // Several identifiers may share a spelling; keep the longest, as Rails keys do.
            if identifier.count > (spellings[single]?.count ?? 0) { spellings[single] = identifier }
        }
        bySingleDashedSpelling = spellings
    }

    /// Known identifiers close to `identifier`, best first.
    public func suggestions(for identifier: String) -> [String] {
        if let cached = suggestionCache.withLock({ $0[identifier] }) { return cached }
        let result = StringDistance.suggestions(for: identifier, among: candidates)
        suggestionCache.withLock { $0[identifier] = result }
        return result
    }
}
