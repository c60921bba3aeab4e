import BridgeLintCore
import BridgeLintProject

/// The project's controller identifiers, prepared once per run for the questions rules ask
/// on every file: is it known, what is close to it, which identifier does a single-dashed
/// spelling (`bridge-nav`, from a one-underscore Rails key) stand for.
public final class IdentifierIndex: Sendable {
    public let known: Set<String>
    /// `bridge-nav` -> `bridge--nav`, for identifiers with a `--` namespace.
    let bySingleDashedSpelling: [String: String]
    /// Every identifier with a `-` under its spelling with each `--` as `-` (`projects--samples`
    /// under `projects-samples`); nil for a spelling two identifiers share.
    private let byDashNormalizedSpelling: [String: String?]
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
        var normalized: [String: String?] = [:]
        for identifier in known where identifier.utf8.contains(UInt8(ascii: "-")) {
            let single = RailsDataKeys.singleDashed(identifier)
            normalized[single] = normalized[single] == nil ? .some(identifier) : .some(nil)
        }
        byDashNormalizedSpelling = normalized
    }

    /// For a target, value, class, outlet or param attribute whose identifier is unknown, the
    /// known identifier it means when written with `-` and `--` mixed up
    /// (`data-projects-samples--complete-loaded-value` for `projects--samples--complete`): the
    /// identifier as written, the one meant, and the member name after it (nil for a target).
    /// The longest that fits wins; nil when none does.
    func respelledIdentifier(in attribute: StimulusAttribute) -> (written: String, intended: String, name: String?)? {
        guard let word = attribute.memberWord else { return nil }
        let suffix = "-" + word
        let name = attribute.attribute.name
        guard name.hasPrefix("data-"), name.hasSuffix(suffix), name.utf8.count > 5 + suffix.utf8.count else { return nil }
        let stem = Array(name.utf8.dropFirst(5).dropLast(suffix.utf8.count))
        func intended(_ written: ArraySlice<UInt8>) -> String? {
            let text = String(decoding: written, as: UTF8.self)
            guard let found = byDashNormalizedSpelling[RailsDataKeys.singleDashed(text)], let identifier = found, identifier != text else { return nil }
            return identifier
        }
        let dash = UInt8(ascii: "-")
        if attribute.kind == .target {
            return intended(stem[...]).map { (String(decoding: stem, as: UTF8.self), $0, nil) }
        }
        // Split at a single `-` (not one of a `--`), longest identifier first.
        for end in stride(from: stem.count - 2, to: 0, by: -1)
        where stem[end] == dash && stem[end - 1] != dash && stem[end + 1] != dash {
            if let identifier = intended(stem[..<end]) {
                return (String(decoding: stem[..<end], as: UTF8.self), identifier, String(decoding: stem[(end + 1)...], as: UTF8.self))
            }
        }
        return nil
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

    /// The known controllers of `identifier`'s name under other folders (`admin--image-cropper`
    /// for `mosaic--image-cropper` or `image-cropper`), sorted; none when more than three have it.
    public func sameName(as identifier: String) -> [String] {
        let name = Self.lastName(of: identifier)
        let found = known.filter { $0 != identifier && Self.lastName(of: $0) == name }
        return name.isEmpty || found.count > 3 ? [] : found.sorted()
    }

    /// What follows an identifier's last `--` (its file's name), or the whole identifier.
    static func lastName(of identifier: String) -> Substring {
        guard let range = identifier.range(of: "--", options: .backwards) else { return identifier[...] }
        return identifier[range.upperBound...]
    }

    /// The identifier of the controller file `name` names (`nav_controller` → `nav`), or the
    /// dashed form of an underscored name (`date_picker` → `date-picker`).
    static func identifier(writtenAsFileName name: String) -> String? {
        let file = name.hasSuffix(".js") || name.hasSuffix(".ts") ? name : name + ".js"
        return ControllerIdentifier.identifier(forPathUnderControllersFolder: file)
            ?? (name.contains("_") ? String(name.map { $0 == "_" ? "-" : $0 }) : nil)
    }
}
