import Foundation
import Testing
@testable import BridgeLintProject

/// The literal start of a path pattern, the route matcher's filter before the regular
/// expression engine: it may only skip samples that neither the pattern nor its
/// case-insensitive form matches (checked against NSRegularExpression, as the matcher runs it).
@Suite struct PatternLiteralTests {
    static let patterns = [
        "/signin$", "^/signin", "/new$", "/edit/", "/my/messages/[0-9]+/reply", "/my/sign_ups/.*/form$",
        "/users?/new", "/a{2}b", "/Admin/(?i)x", "/reports|/exports", "/caf\u{E9}", "/x#y", "/pa\\.th",
    ]
    static let paths = [
        "/signin", "/SIGNIN", "/users/signin", "/user/new", "/users/new", "/use/new", "/edit", "/posts/1/edit/x",
        "/my/messages/42/reply", "/MY/Messages/1/reply", "/my/sign_ups/1/form", "/aab", "/ab", "/admin/x", "/Admin/X",
        "/reports", "/exports", "/caf\u{E9}", "/CAF\u{C9}", "/x#y", "/pa.th", "/pa/th", "/\u{212A}", "", "/",
    ]

    @Test func skipsOnlySamplesThePatternDoesNotMatch() throws {
        for pattern in Self.patterns {
            guard let literal = PatternLiteral(pattern: pattern) else { continue }
            let sensitive = try NSRegularExpression(pattern: pattern)
            let insensitive = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            for path in Self.paths where !literal.mayOccur(in: path) {
                let range = NSRange(path.startIndex..., in: path)
                #expect(sensitive.firstMatch(in: path, range: range) == nil, "\(pattern) matches \(path)")
                #expect(insensitive.firstMatch(in: path, range: range) == nil, "\(pattern) matches \(path) ignoring case")
            }
        }
    }

    @Test func skipsSamplesWithoutTheLiteralStart() throws {
        let literal = try #require(PatternLiteral(pattern: "/my/messages/[0-9]+/reply"))
        #expect(!literal.mayOccur(in: "/users/1/edit"))
        #expect(literal.mayOccur(in: "/MY/MESSAGES/1/reply"))
        // `s?` makes the `s` optional: only `/user` is required.
        #expect(try #require(PatternLiteral(pattern: "/users?/new")).mayOccur(in: "/user/new"))
    }

    @Test func alternationsAndSpecialStartsHaveNoLiteral() {
        #expect(PatternLiteral(pattern: "/reports|/exports") == nil)
        #expect(PatternLiteral(pattern: ".*") == nil)
        #expect(PatternLiteral(pattern: "(?i)/admin") == nil)
        #expect(PatternLiteral(pattern: "/caf\u{E9}") == nil)
    }
}
