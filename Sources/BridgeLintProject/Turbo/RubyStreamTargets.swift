import BridgeLintCore

/// The element ids Turbo Streams built in Ruby name: `turbo_stream.replace("flash", ...)` in a
/// controller, `broadcast_append_to(board, target: "cards")` and `broadcasts_to ..., target:`
/// in a model or job. Only a whole literal (`"flash"`, `:flash`) names an id; a record
/// (`turbo_stream.replace(@post)`, its `dom_id`), a variable or an interpolation does not.
public enum RubyStreamTargets {
    /// One literal target: its text, and the range of the name (without quotes or colon).
    public struct Target: Sendable, Hashable {
        public let name: String
        public let range: SourceRange
        /// The source spells the name exactly (no escapes): a fix may replace the range.
        public let isVerbatim: Bool
    }

    /// `turbo_stream.<method>` methods whose first argument (after the action for `action`) is
    /// one element's id; their `_all` forms take a CSS selector, judged only as `#id`.
    static let builderMethods: Set = ["replace", "update", "append", "prepend", "remove", "before", "after", "action"]

    /// `broadcast_<action>`, with `_later` and `_to` variants, and the `broadcasts` macros.
    static func isBroadcast(_ name: String) -> Bool {
        if name == "broadcasts" || name == "broadcasts_to" { return true }
        guard name.hasPrefix("broadcast_") else { return false }
        var action = Substring(name.dropFirst("broadcast_".count))
        if action.hasSuffix("_to") { action = action.dropLast(3) }
        if action.hasSuffix("_later") { action = action.dropLast(6) }
        return builderMethods.contains(String(action))
    }

    /// What a file naming a target holds: the helper, or a broadcast.
    private static let markers = [Array("turbo_stream".utf8), Array("broadcast".utf8)]

    public static func targets(in bytes: [UInt8]) -> [Target] {
        // Only a file holding one is lexed: most of an app's Ruby builds no stream.
        guard markers.contains(where: { ByteSearch.contains($0, in: bytes) }) else { return [] }
        let statements = RubyStatements(file: SourceFile(path: "", bytes: bytes))
        var targets: [Target] = []
        for index in 0..<statements.count {
            guard let token = statements[index], token.kind == .identifier else { continue }
            // `turbo_stream` is the view helper, not some object's method; broadcasts may be
            // called on a receiver (`Turbo::StreamsChannel.broadcast_replace_to`).
            let isMethodOfSomething = statements.isPunctuation(index - 1, ".") || statements.isPunctuation(index - 1, "&.")
            if token.text == "turbo_stream", !isMethodOfSomething, statements.isPunctuation(index + 1, "."),
               let written = statements.identifier(index + 2),
               case let method = written.hasSuffix("_all") ? String(written.dropLast(4)) : written, builderMethods.contains(method) {
                var argument = index + 3
                if statements.isPunctuation(argument, "("), statements[argument]?.range.start == statements[index + 2]?.range.end { argument += 1 }
                if method == "action" {
                    guard statements.isPunctuation(argument + 1, ",") else { continue }
                    argument += 2
                }
                guard let target = literal(at: argument, in: statements, bytes: bytes) else { continue }
                if written == method {
                    targets.append(target)
                } else if let id = idSelector(target) {
                    targets.append(id)
                }
            } else if isBroadcast(token.text) {
                let end = statements.statementEnd(from: index)
                var depth = 0
                for cursor in (index + 1)..<end {
                    guard let argument = statements[cursor] else { break }
                    if argument.kind == .punctuation, ["(", "[", "{"].contains(argument.text) { depth += 1 }
                    if argument.kind == .punctuation, [")", "]", "}"].contains(argument.text) { depth -= 1 }
                    guard depth <= 1, argument.kind == .label, argument.text == "target" else { continue }
                    if let target = literal(at: cursor + 1, in: statements, bytes: bytes) { targets.append(target) }
                    break
                }
            }
        }
        return targets
    }

    /// The id an `#id` selector names, with the range after `#`.
    static func idSelector(_ selector: Target) -> Target? {
        IDSelector.id(in: selector.name).map { Target(name: $0, range: SourceRange(start: selector.range.start + 1, end: selector.range.end), isVerbatim: selector.isVerbatim) }
    }

    /// A string or symbol literal at `index` that is the whole argument (followed by `,`, `)`,
    /// a block or the end of the statement).
    private static func literal(at index: Int, in statements: RubyStatements, bytes: [UInt8]) -> Target? {
        guard let token = statements[index], token.kind == .string || token.kind == .symbol, !token.isInterpolated,
              !token.text.isEmpty else { return nil }
        if let next = statements[index + 1], !next.startsLine {
            guard next.isPunctuation(",") || next.isPunctuation(")") || next.isPunctuation("}") || next.isIdentifier("do")
                    || next.isIdentifier("if") || next.isIdentifier("unless") else { return nil }
        }
        // Past the opening quote or colon, before a closing quote.
        let range = SourceRange(start: token.range.start + 1, end: token.range.end - (token.kind == .symbol ? 0 : 1))
        guard range.start <= range.end, range.end <= bytes.count else { return nil }
        let written = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        return Target(name: token.text, range: range, isVerbatim: written == token.text)
    }
}
