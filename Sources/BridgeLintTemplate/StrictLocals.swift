import BridgeLintCore

/// A template's strict locals (Rails 7.1+): the magic comment `<%# locals: (title:, url: nil) %>`
/// lists the locals a render may pass, each with its default. Rails finds the first
/// `# locals: (...)` anywhere in the source and compiles the list as a method's keyword
/// parameters, so a local the render call leaves out takes its default.
public struct StrictLocals: Sendable, Equatable {
    /// The locals declared with a default, with the default as far as its source proves it:
    /// the value of the local wherever a render call leaves it out.
    public let defaults: [String: LiteralValue]

    /// The locals declared with the literal default `nil` or `false`: false wherever a render
    /// call leaves them out.
    public var falsyDefaults: Set<String> { Set(defaults.filter { $0.value.truthiness == .falsy }.keys) }

    /// Nil when the template declares no strict locals.
    public init?(bytes: [UInt8]) {
        guard let list = Self.parameterList(in: bytes) else { return nil }
        // The list's parameters at depth 1: `name:` then the default's tokens up to `,` or `)`.
        var defaults: [String: LiteralValue] = [:]
        var depth = 0
        var name: String?
        var defaultTokens: [RubyToken] = []
        var isClosed = false
        func finishParameter() {
            if let name, !defaultTokens.isEmpty { defaults[name] = LiteralValue(tokens: defaultTokens) }
            name = nil
            defaultTokens = []
        }
        for token in list where token.kind != .newline {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                depth += 1
                if depth == 1 { continue }
            } else if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                depth -= 1
                if depth == 0 { finishParameter(); isClosed = true; break }
            } else if depth == 1, token.isPunctuation(",") {
                finishParameter()
                continue
            } else if depth == 1, name == nil, token.kind == .label {
                name = token.text
                continue
            }
            if depth >= 1, name != nil { defaultTokens.append(token) }
        }
        // Rails' pattern needs the closing parenthesis on the line.
        guard isClosed else { return nil }
        self.defaults = defaults
    }

    /// The Ruby tokens from the `(` after the first `# locals:` on.
    private static func parameterList(in bytes: [UInt8]) -> [RubyToken]? {
        let marker = Array("locals:".utf8)
        var from = 0
        while let found = ByteSearch.firstIndex(of: marker, in: bytes, from: from) {
            from = found + marker.count
            // `#`, then whitespace, then `locals:`, then whitespace, then `(`.
            var before = found - 1
            guard before > 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") else { continue }
            while before > 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            guard bytes[before] == UInt8(ascii: "#") else { continue }
            var open = from
            while open < bytes.count, bytes[open] == UInt8(ascii: " ") || bytes[open] == UInt8(ascii: "\t") { open += 1 }
            guard open > from, open < bytes.count, bytes[open] == UInt8(ascii: "(") else { continue }
            // The comment ends at its ERB tag's `%>`; Rails' own pattern stays on the line.
            let lineEnd = ByteSearch.firstIndex(of: [UInt8(ascii: "\n")], in: bytes, from: open) ?? bytes.count
            let tagEnd = ByteSearch.firstIndex(of: Array("%>".utf8), in: bytes, from: open, before: lineEnd) ?? lineEnd
            return RubyLexer.tokens(in: bytes, range: SourceRange(start: open, end: tagEnd))
        }
        return nil
    }
}
