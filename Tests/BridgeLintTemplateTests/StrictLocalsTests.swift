import Testing
import BridgeLintCore
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

/// A literal default keeps its value through the one word a partial's condition is rewritten
/// with (`local_assigns.fetch(:x, "")`), so what a predicate asks of it is answered the same.
@Suite struct LiteralValueTests {
    @Test func eachValueReadsBackFromItsWord() {
        let values: [LiteralValue] = [
            .nilValue, .falseValue, .trueValue, .number, .symbol, .string(isEmpty: true, isBlank: true),
            .string(isEmpty: false, isBlank: true), .string(isEmpty: false, isBlank: false),
            .array(isEmpty: true), .array(isEmpty: false), .hash(isEmpty: true), .hash(isEmpty: false), .unknown,
        ]
        for value in values { #expect(LiteralValue(word: value.word) == value, "\(value)") }
    }

    /// (default as written, its `.present?`, its `.empty?`)
    @Test(arguments: [
        ("\"\"", Truthiness.falsy, Truthiness.truthy), ("\" \"", .falsy, .falsy), ("\"a\"", .truthy, .falsy),
        ("[]", .falsy, .truthy), ("[nil]", .truthy, .falsy), ("{}", .falsy, .truthy), ("{ a: 1 }", .truthy, .falsy),
        ("%w[]", .falsy, .truthy), ("0", .truthy, .unknown), ("nil", .falsy, .unknown), ("\"#{x}\"", .unknown, .unknown),
        ("x", .unknown, .unknown), ("[1] + y", .unknown, .unknown),
    ] as [(String, Truthiness, Truthiness)])
    func aDefaultsTokensAnswerAsRuby(source: String, present: Truthiness, empty: Truthiness) {
        let value = LiteralValue(tokens: RubyLexer.tokens(of: Array(source.utf8)))
        #expect(value.answer("present?") == present)
        #expect(value.answer("empty?") == empty)
    }
}
