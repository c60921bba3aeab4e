import BridgeLintCore

/// SF Symbols names known to bridgelint (the catalog stops at the 2023 release, so a name
/// missing from it is "not known", not "wrong").
package enum SFSymbolCatalog {
    package static let names: Set<String> = Set(SFSymbolData.names.split(separator: "\n").map(String.init))

    /// Legacy name -> the name that replaced it.
    static let renames: [String: String] = Dictionary(
        SFSymbolData.renames.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        },
        uniquingKeysWith: { first, _ in first })

    static func isKnown(_ name: String) -> Bool { names.contains(name) }

    /// The current name of a renamed symbol. Legacy names are often still in `names` (they
    /// were available from iOS 13), so this is asked first.
    static func newName(for name: String) -> String? {
        renames[name]
    }

    /// Known names close to `name`. Only names of similar length are compared, which keeps
    /// this cheap over thousands of names.
    static func suggestions(for name: String) -> [String] {
        let length = name.count
        let slack = StringDistance.threshold(forLength: length + 3)
        let candidates = StringDistance.suggestions(for: name, among: names.lazy.filter { abs($0.count - length) <= slack }, limit: 10)
        // Symbol names share long stems (`plus.circle`, `pause.circle`): keep only the closest.
        let best = candidates.map { StringDistance.editDistance(name, $0) }.min() ?? 0
        return Array(candidates.filter { StringDistance.editDistance(name, $0) == best }.prefix(3))
    }
}
