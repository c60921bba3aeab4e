import Foundation

/// Whether a path configuration pattern matches some path the app serves: the pattern is run,
/// as the libraries run it (a search anywhere in the path), over sample paths built from each
/// route, its dynamic segments filled with the pattern's own words and common id shapes.
public enum PatternRouteMatch: Sendable, Equatable {
    /// Some route's path matches, with case.
    case matches
    /// Only when case is ignored (Android compiles patterns with `IGNORE_CASE`, iOS does not).
    case matchesIgnoringCase
    /// No sample of any route matches.
    case none
    /// The routes are not all known, or the pattern is not judged (a query string, a pattern
    /// that does not compile).
    case unknown
}

extension RouteTable {
    /// Paths a Rails app answers outside `config/routes.rb`: turbo-rails' historical location
    /// routes (what Hotwire Native apps' configurations name), Rails' own routes under `/rails/`,
    /// Action Cable, the asset server and OmniAuth's middleware.
    static let pathsServedElsewhere = [
        "/recede_historical_location", "/resume_historical_location", "/refresh_historical_location",
        "/rails/active_storage/blobs/redirect/x/file.png", "/rails/action_mailbox/x", "/cable", "/assets/application.css",
        "/auth/provider", "/auth/provider/callback", "/auth/failure",
    ]

    /// Id shapes tried in every dynamic segment, besides the pattern's own words.
    static let sampleSegments = ["1", "42", "abc", "0123456789abcdef0123456789abcdef", "123e4567-e89b-12d3-a456-426614174000", "json"]

    /// Whether `pattern` matches a path the routes serve. Unknown when the routes file was not
    /// found or not all read (a call bridgelint does not know may add any route), or when the
    /// pattern matches a query string (`\?page=`): queries are not in the routes.
    public func match(pattern: String) -> PatternRouteMatch {
        guard wasFound, isComplete, !pattern.contains("\\?"), !pattern.contains("="),
              let sensitive = try? NSRegularExpression(pattern: pattern),
              let insensitive = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return .unknown }
        var forms: [[RoutePattern.Piece]] = []
        for entry in entries {
            switch entry {
            case .route(let route):
                guard let routeForms = route.path.forms else { return .unknown }
                forms += routeForms
            case .unread(let unread):
                guard let prefix = unread.prefix else { return .unknown }
                forms += [[.literal(prefix)], [.literal(prefix.hasSuffix("/") ? prefix : prefix + "/"), .glob("rest")]]
            }
        }
        forms += Self.pathsServedElsewhere.map { [.literal($0)] }
        let words = Self.words(of: pattern)
        var matchesIgnoringCase = false
        func test(_ path: String) -> Bool {
            let range = NSRange(path.startIndex..., in: path)
            if sensitive.firstMatch(in: path, range: range) != nil { return true }
            if !matchesIgnoringCase, insensitive.firstMatch(in: path, range: range) != nil { matchesIgnoringCase = true }
            return false
        }
        // Every segment filled alike, then (for two or three segments) each combination.
        let candidates = words + Self.sampleSegments + ["a/b"]
        for form in forms {
            for value in candidates where test(Self.path(form, values: { _ in value })) { return .matches }
        }
        let few = Array((words + Self.sampleSegments).prefix(8))
        for form in forms {
            let slots = form.filter(\.isDynamic).count
            guard (2...3).contains(slots) else { continue }
            var choice = Array(repeating: 0, count: slots)
            while true {
                if test(Self.path(form, values: { few[choice[$0]] })) { return .matches }
                var digit = 0
                while digit < slots, choice[digit] == few.count - 1 { choice[digit] = 0; digit += 1 }
                guard digit < slots else { break }
                choice[digit] += 1
            }
        }
        return matchesIgnoringCase ? .matchesIgnoringCase : .none
    }

    /// The words of a pattern's literal text (`/users/me$` -> `users`, `me`), which may be what a
    /// dynamic segment holds.
    static func words(of pattern: String) -> [String] {
        var words: [String] = []
        for word in pattern.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) where !words.contains(String(word)) {
            words.append(String(word))
        }
        return words
    }

    /// A path of a flat route form, its `n`th dynamic segment filled with `values(n)`.
    static func path(_ form: [RoutePattern.Piece], values: (Int) -> String) -> String {
        var path = ""
        var slot = 0
        for piece in form {
            switch piece {
            case .literal(let text): path += text
            case .parameter, .glob:
                path += values(slot)
                slot += 1
            case .optional: break
            }
        }
        return path.hasPrefix("/") ? path : "/" + path
    }
}

extension RoutePattern.Piece {
    var isDynamic: Bool {
        switch self {
        case .parameter, .glob: true
        case .literal, .optional: false
        }
    }
}

extension RoutePattern {
    /// The one path the pattern has without its optional parts, when that path has no dynamic
    /// segment (`/todos(.:format)` -> `/todos`); what a did-you-mean offers.
    public var literalPath: String? {
        guard let bare = forms?.min(by: { $0.count < $1.count }), !bare.contains(where: \.isDynamic) else { return nil }
        return RouteTable.path(bare) { _ in "" }
    }
}
