import Testing
@testable import BridgeLintTemplate

/// Strict locals: the first `# locals: (...)` of a template, its locals whose default is the
/// literal `nil` or `false`.
@Suite struct StrictLocalsTests {
    /// (template, the locals it defaults to nil or false; nil when it declares no strict locals).
    static let cases: [(String, Set<String>?)] = [
        ("<%# locals: (receipt:, url: nil) -%>\n<p></p>", ["url"]),
        ("<%# locals: (a: false, b: true, c: nil, d: 0, e: \"\") %>", ["a", "c"]),
        // Defaults that are expressions, with commas and parentheses of their own.
        ("<%# locals: (a: {x: 1, y: nil}, b: nil, c: f(1, nil), d: [nil, false], e: nil || x) %>", ["b"]),
        // Spread over lines inside the tag's line only, as Rails' pattern reads it.
        ("<%# locals: () %>", []),
        ("<%#   locals:   (  only: nil  ) %>", ["only"]),
        // The first declaration counts.
        ("<%# locals: (a: nil) %>\n<%# locals: (b: nil) %>", ["a"]),
        // Not a declaration: no `#` before it, no space after `#`, no parenthesis.
        ("<% locals: (a: nil) %>", nil),
        ("<%#locals: (a: nil) %>", nil),
        ("<%# locals: a: nil %>", nil),
        ("<p>No locals here</p>", nil),
        // Unterminated: Rails finds no declaration.
        ("<%# locals: (a: nil, b: false", nil),
    ]

    @Test(arguments: cases)
    func readsTheLocalsDefaultedToNilOrFalse(_ source: String, _ expected: Set<String>?) {
        #expect(StrictLocals(bytes: Array(source.utf8))?.falsyDefaults == expected)
    }
}
