import BridgeLintCore

/// The route helpers the app defines (`RouteTable.helperNames` and the `direct` helpers),
/// prepared once per run for `nearMisses(of:)`: it is asked for each helper a template calls
/// that no route defines, and each question split every route's name again (issue 21).
public final class RouteHelperNames: Sendable {
    /// The names of one ending (`_path` or `_url`), without it.
    private struct Stems: Sendable {
        /// Each name's index by its words sorted, joined by `_` (`admin_setup` for `setup_admin`).
        let bySortedWords: [String: [String]]
        /// Each name by its `edit_` or `new_` (or none) and its last word (`edit_good` for
        /// `edit_menu_good`), with its words after that action: only names of the same action
        /// and resource nest each other.
        let byActionAndResource: [String: [(stem: String, words: [Substring])]]
        let candidates: [StringDistance.Candidate]

        init(_ stems: Set<String>) {
            let sorted = stems.sorted()
            var bySortedWords: [String: [String]] = [:]
            var byActionAndResource: [String: [(stem: String, words: [Substring])]] = [:]
            for stem in sorted {
                bySortedWords[RouteHelperNames.sortedWords(of: stem), default: []].append(stem)
                let (action, words) = RouteHelperNames.split(stem)
                if let resource = words.last { byActionAndResource[action + resource, default: []].append((stem, words)) }
            }
            self.bySortedWords = bySortedWords
            self.byActionAndResource = byActionAndResource
            candidates = sorted.map(StringDistance.Candidate.init)
        }
    }

    private let path: Stems
    private let url: Stems
    /// The answers given, by name: the templates of an app call the same few undefined names.
    private let answers = Locked<[String: [String]]>([:])

    public init(routes: RouteTable) {
        let helpers = routes.helperNames + routes.customHelpers.flatMap { [$0 + "_path", $0 + "_url"] }
        func stems(_ suffix: String) -> Stems {
            Stems(Set(helpers.lazy.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }))
        }
        (path, url) = (stems("_path"), stems("_url"))
    }

    /// The defined helpers `name` (a `…_path` or `…_url` no route defines) probably meant,
    /// with its ending: those of the same words in another order (`admin_documents_setup_path`
    /// for `setup_admin_documents_path`); else the same route nested under parents or taken
    /// out of them (`org_menu_good_path` for `good_path`, `admin_exhibition_panels_path` for
    /// `admin_panels_path`, a shallow `link_path` for `post_link_path`), the closest first;
    /// else those whose name (without `_path`) is a small edit away.
    public func nearMisses(of name: String) -> [String] {
        if let known = answers.withLock({ $0[name] }) { return known }
        let found = Self.nearMisses(of: name, among: name.hasSuffix("_path") ? path : url)
        answers.withLock { $0[name] = found }
        return found
    }

    private static func nearMisses(of name: String, among stems: Stems) -> [String] {
        let suffix = name.hasSuffix("_path") ? "_path" : "_url"
        let stem = String(name.dropLast(suffix.count))
        // The name's own helper is not among those it may have meant.
        let reordered = (stems.bySortedWords[sortedWords(of: stem)] ?? []).filter { $0 != stem }
        if !reordered.isEmpty { return reordered.map { $0 + suffix } }
        let written = split(stem)
        let nesting = written.words.last.map { resource in
            (stems.byActionAndResource[written.action + resource] ?? []).filter { candidate in
                candidate.stem != stem && (nests(written.words, in: candidate.words) || nests(candidate.words, in: written.words))
            }.map(\.stem)
        } ?? []
        if !nesting.isEmpty {
            return nesting.sorted { (abs($0.count - stem.count), $0) < (abs($1.count - stem.count), $1) }.prefix(3).map { $0 + suffix }
        }
        return StringDistance.suggestions(for: stem, among: stems.candidates).map { $0 + suffix }
    }

    /// The words of a route name (split at `_`), sorted and joined by `_`: the same for the
    /// same words in any order, whatever `_` lie between them.
    private static func sortedWords(of stem: String) -> String {
        stem.parts(separatedBy: "_").sorted().joined(separator: "_")
    }

    /// A route name's `edit_` or `new_` (empty when none) and its words after it: they come
    /// before the parents (`edit_org_menu` nests `edit_menu`).
    private static func split(_ stem: String) -> (action: String, words: [Substring]) {
        let action = ["edit_", "new_"].first { stem.hasPrefix($0) } ?? ""
        return (action, stem.dropFirst(action.count).parts(separatedBy: "_"))
    }

    /// Whether the route name of `nestedWords` is the one of `words` with parents inserted
    /// before its resource, after any namespace: `org_menu_good` and `admin_exhibition_panels`
    /// nest `good` and `admin_panels` (the words of a route name, split at `_`).
    private static func nests(_ words: [Substring], in nestedWords: [Substring]) -> Bool {
        guard let resource = words.last, nestedWords.count > words.count, nestedWords.last == resource else { return false }
        let namespace = zip(words.dropLast(), nestedWords).prefix { $0 == $1 }.count
        return Array(nestedWords.suffix(words.count - namespace)) == Array(words.dropFirst(namespace))
    }
}
