import Testing
@testable import BridgeLintLanguageServer

/// Where the cursor is in a path configuration mid-edit, JSON or Ruby; `¦` marks it.
@Suite struct PathConfigurationCursorTests {
    func cursor(_ marked: String, ruby: Bool = false) -> PathConfigurationCursor? {
        let offset = marked.utf8.count - (marked.components(separatedBy: "¦").last?.utf8.count ?? 0) - "¦".utf8.count
        let text = marked.replacingOccurrences(of: "¦", with: "")
        return PathConfigurationCursor.at(offset, in: Array(text.utf8), isRuby: ruby)
    }

    @Test func jsonKeysAndValuesWithTheirOwners() {
        #expect(cursor(#"{ "rules": [{ "properties": { "pull_¦"#) == PathConfigurationCursor(role: .key, owner: "properties", prefix: "pull_", prefixStart: 31))
        #expect(cursor(#"{ "rules": [{ "properties": { "context": "mo¦"#)?.role == .value(key: "context"))
        // A tab is an object of the `tabs` array.
        #expect(cursor(#"{ "settings": { "tabs": [{ "image": "house¦"#)?.owner == "tabs")
        // A pattern is an array element: neither key nor value.
        #expect(cursor(#"{ "rules": [{ "patterns": ["/ne¦"#) == nil)
        // Between tokens nothing is proposed.
        #expect(cursor(#"{ "rules": [{ "properties": { ¦"#) == nil)
    }

    @Test func rubyLabelsRocketsSymbolsAndComments() {
        #expect(cursor("RULES = [{ properties: { modal_st¦", ruby: true)?.role == .key)
        #expect(cursor("RULES = [{ properties: { context: :mo¦", ruby: true)?.role == .value(key: "context"))
        #expect(cursor("RULES = [{ \"properties\" => { \"presentation\" => \"re¦", ruby: true)?.role == .value(key: "presentation"))
        // A quote in a comment opens no string.
        #expect(cursor("# it's \"here\n{ properties: { context: \"¦", ruby: true)?.role == .value(key: "context"))
        #expect(cursor("{ properties: { } } # context: \"¦", ruby: true) == nil)
    }
}
