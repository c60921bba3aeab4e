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

    /// Known identifiers close to `identifier`, best first. A controller's file name written
    /// where its identifier belongs (`nav_controller`, `bridge/nav_controller.js`, `date_picker`)
    /// suggests the identifier that file gets, however far the spelling is.
    public func suggestions(for identifier: String) -> [String] {
        if let cached = suggestionCache.withLock({ $0[identifier] }) { return cached }
        var result = StringDistance.suggestions(for: identifier, among: candidates)
        if let fromFileName = Self.identifier(writtenAsFileName: identifier), fromFileName != identifier, known.contains(fromFileName) {
            result = [fromFileName] + result.filter { $0 != fromFileName }
        }
        suggestionCache.withLock { $0[identifier] = result }
        return result
    }

    /// The identifier of the controller file `name` names (`nav_controller` → `nav`), or the
    /// dashed form of an underscored name (`date_picker` → `date-picker`).
    static func identifier(writtenAsFileName name: String) -> String? {
        let file = name.hasSuffix(".js") || name.hasSuffix(".ts") ? name : name + ".js"
        return ControllerIdentifier.identifier(forPathUnderControllersFolder: file)
            ?? (name.contains("_") ? String(name.map { $0 == "_" ? "-" : $0 }) : nil)
    }
}
