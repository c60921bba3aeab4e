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
    /// The pattern names a scheme or host (`https://accounts.google.com/.*`): both libraries
    /// match patterns against the URL's path alone, which starts with `/`.
    case matchesNoPath
    /// The routes are not all known, or the pattern is not judged (a query string, a pattern
    /// that does not compile).
    case unknown
}

/// Matches path configuration patterns with the paths the routes serve (`match(pattern:)`).
/// What does not depend on the pattern, the routes' flat forms and their samples with id shapes
/// in the dynamic segments, is made once for all the patterns of a run: made for each pattern,
/// it was a sixth of a whole run in an app of a thousand routes.
public struct PatternRouteMatcher: Sendable {
    private let routes: RouteTable
    /// Every flat form of every route's path, of the paths under unread routes' prefixes and of
    /// the paths served elsewhere, as bytes: the samples of each pattern's words are written into
    /// one buffer, and a string is made only of those that hold the pattern's literal start. Nil
    /// when some route's forms are not known (too many optional parts, unread routes under no
    /// prefix).
    private let forms: [[Part]]?
    /// Each form with every dynamic segment filled with one id shape (or `a/b`), once each.
    private let idSamples: [String]

    private enum Part: Sendable {
        case bytes([UInt8])
        case slot
    }

    public init(routes: RouteTable) {
        self.routes = routes
        guard routes.wasFound, routes.isComplete, let forms = Self.forms(of: routes) else {
            (forms, idSamples) = (nil, [])
            return
        }
        self.forms = forms.map { form in
            form.compactMap { piece -> Part? in
                switch piece {
                case .literal(let text): return .bytes(Array(text.utf8))
                case .parameter, .glob: return .slot
                case .optional: return nil
                }
            }
        }
        var seen: Set<String> = []
        idSamples = forms.flatMap { form in
            (RouteTable.sampleSegments + ["a/b"]).map { value in RouteTable.path(form, values: { _ in value }) }
        }.filter { seen.insert($0).inserted }
    }

    private static func forms(of routes: RouteTable) -> [[RoutePattern.Piece]]? {
        var forms: [[RoutePattern.Piece]] = []
        for entry in routes.entries {
            switch entry {
            case .route(let route):
                guard let routeForms = route.path.forms else { return nil }
                forms += routeForms
            case .unread(let unread):
                guard let prefix = unread.prefix else { return nil }
                forms += [[.literal(prefix)], [.literal(prefix.hasSuffix("/") ? prefix : prefix + "/"), .glob("rest")]]
            }
        }
        forms += RouteTable.pathsServedElsewhere.map { [.literal($0)] }
        // A URL with no path after its host (`https://example.com`) has the empty path, which
        // the root route answers.
        if routes.routes.contains(where: { $0.path.literalPath == "/" }) { forms.append([.literal("")]) }
        return forms
    }

    /// Whether `pattern` matches a path the routes serve. Unknown when the routes file was not
    /// found or not all read (a call bridgelint does not know may add any route), or when the
    /// pattern matches a query string (`\?page=`): queries are not in the routes.
    public func match(pattern: String) -> PatternRouteMatch {
        if RouteTable.namesScheme(pattern) { return .matchesNoPath }
        guard let forms, !pattern.contains("\\?"), !pattern.contains("="),
              let sensitive = try? NSRegularExpression(pattern: pattern),
              let insensitive = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return .unknown }
        // A path written from the pattern itself (`/users/password/new` from `/users/password/new$`)
        // that a route, or routes bridgelint could not read, answer.
        if let witness = RouteTable.witness(of: pattern), sensitive.firstMatch(in: witness, range: NSRange(witness.startIndex..., in: witness)) != nil,
           routes.answers(witness) {
            return .matches
        }
        let words = RouteTable.words(of: pattern)
        var matchesIgnoringCase = false
        let literal = PatternLiteral(pattern: pattern)
        // Routes of one path with several verbs give the same samples: each is run once.
        var tested: Set<String> = []
        func test(_ path: String) -> Bool {
            guard literal?.mayOccur(in: path) ?? true else { return false }
            return run(path)
        }
        func test(_ sample: [UInt8]) -> Bool {
            guard literal?.mayOccur(in: sample) ?? true else { return false }
            return run(String(decoding: sample, as: UTF8.self))
        }
        func run(_ path: String) -> Bool {
            guard tested.insert(path).inserted else { return false }
            let range = NSRange(path.startIndex..., in: path)
            if sensitive.firstMatch(in: path, range: range) != nil { return true }
            if !matchesIgnoringCase, insensitive.firstMatch(in: path, range: range) != nil { matchesIgnoringCase = true }
            return false
        }
        // Every segment filled alike (with the pattern's words, then the id shapes), then (for two
        // or three segments) each combination. The verdict does not depend on the order.
        var sample: [UInt8] = []
        let wordBytes = words.map { Array($0.utf8) }
        for form in forms {
            for value in wordBytes {
                Self.write(form, into: &sample) { _ in value }
                if test(sample) { return .matches }
            }
        }
        for idSample in idSamples where test(idSample) { return .matches }
        let few = (words + RouteTable.sampleSegments).prefix(8).map { Array($0.utf8) }
        for form in forms {
            let slots = form.count(where: { if case .slot = $0 { true } else { false } })
            guard (2...3).contains(slots) else { continue }
            var choice = Array(repeating: 0, count: slots)
            while true {
                Self.write(form, into: &sample) { few[choice[$0]] }
                if test(sample) { return .matches }
                var digit = 0
                while digit < slots, choice[digit] == few.count - 1 { choice[digit] = 0; digit += 1 }
                guard digit < slots else { break }
                choice[digit] += 1
            }
        }
        return matchesIgnoringCase ? .matchesIgnoringCase : .none
    }

    /// Writes into `sample` the path `RouteTable.path` makes of a form: its `n`th dynamic segment
    /// filled with `values(n)`, and a leading `/`.
    private static func write(_ form: [Part], into sample: inout [UInt8], values: (Int) -> [UInt8]) {
        sample.removeAll(keepingCapacity: true)
        var slot = 0
        for part in form {
            switch part {
            case .bytes(let bytes): sample += bytes
            case .slot:
                sample += values(slot)
                slot += 1
            }
        }
        if sample.first != UInt8(ascii: "/") { sample.insert(UInt8(ascii: "/"), at: 0) }
    }
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

    /// Whether some route or unread routes answer `path`, whatever the verb.
    func answers(_ path: String) -> Bool {
        entries.contains { entry in
            switch entry {
            case .route(let route): route.path.matches(path) != false
            case .unread(let unread): unread.covers(path)
            }
        }
    }

    /// Whether a pattern starts with a scheme (`https?://`, `^http://`).
    static func namesScheme(_ pattern: String) -> Bool {
        var text = Substring(pattern)
        if text.hasPrefix("^") { text = text.dropFirst() }
        return text.hasPrefix("http") && (text.dropFirst(4).hasPrefix("://") || text.dropFirst(4).hasPrefix("s://") || text.dropFirst(4).hasPrefix("s?://"))
    }

    /// One string a simple pattern matches, for the common constructs of path patterns:
    /// literal text, escapes, `.`, classes, `\d`/`\w`, quantifiers and groups (the first
    /// alternative); nil for anything else. The caller checks the result with the pattern.
    static func witness(of pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        var output = ""
        var index = 0
        // Characters of the open groups that already took their first alternative: skip to `)`.
        var skipping = 0
        var depth = 0
        func emit(_ text: String) { if skipping == 0 { output += text } }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "^" where index == 0, "$" where index == scalars.count - 1:
                index += 1
                continue
            case "\\":
                guard index + 1 < scalars.count else { return nil }
                let next = scalars[index + 1]
                switch next {
                case "d": emit("1")
                case "w": emit("a")
                case "s", "b", "A", "z", "Z": return nil
                default:
                    guard !next.properties.isAlphabetic else { return nil }
                    emit(String(next))
                }
                index += 2
            case ".":
                emit("a")
                index += 1
            case "[":
                var end = index + 1
                if end < scalars.count, scalars[end] == "^" { end += 1 }
                let negated = end > index + 1
                let first = end < scalars.count ? scalars[end] : "a"
                while end < scalars.count, scalars[end] != "]" || end == index + 1 { end += 1 }
                guard end < scalars.count else { return nil }
                emit(negated ? "a" : (first == "\\" ? "1" : String(first)))
                index = end + 1
            case "(":
                depth += 1
                if index + 2 < scalars.count, scalars[index + 1] == "?" {
                    guard scalars[index + 2] == ":" else { return nil }
                    index += 3
                } else {
                    index += 1
                }
            case ")":
                guard depth > 0 else { return nil }
                if skipping == depth { skipping = 0 }
                depth -= 1
                index += 1
            case "|":
                // The first alternative is taken; the rest of the group (or pattern) is skipped.
                guard depth > 0 else { return output }
                if skipping == 0 { skipping = depth }
                index += 1
            case "*", "?", "+":
                index += 1
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
                index = close + 1
            default:
                emit(String(scalar))
                index += 1
            }
        }
        return depth == 0 ? output : nil
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
