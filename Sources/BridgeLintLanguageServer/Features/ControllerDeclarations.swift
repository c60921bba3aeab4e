import BridgeLintCore

/// Finds where a controller's source declares a member: the name inside `static targets = [...]`,
/// the key of `static values = {...}`, an action method. The project model records which names
/// a controller declares, not where; this reads the text once more when an editor asks.
enum ControllerDeclarations {
    /// The byte range of the name of `member` in `text`, or nil when this file does not declare it.
    static func range(of name: String, kind: TemplateSymbol.MemberKind, in text: String) -> SourceRange? {
        let bytes = Array(text.utf8)
        switch kind {
        case .target: return listEntry(name, declaration: "targets", in: bytes)
        case .cssClass: return listEntry(name, declaration: "classes", in: bytes)
        case .outlet: return listEntry(name, declaration: "outlets", in: bytes)
        case .value: return valueKey(name, in: bytes)
        case .action: return method(name, in: text)
        }
    }

    /// Where `static <declaration>` starts, after its `=`: the offset of its opening bracket.
    static func declarationStart(_ declaration: String, opening: UInt8, in bytes: [UInt8]) -> Int? {
        let pattern = Array("static \(declaration)".utf8)
        guard let start = bytes.firstRange(of: pattern)?.lowerBound else { return nil }
        var index = start + pattern.count
        while index < bytes.count, bytes[index] != opening {
            // `static targets: string[] = [...]` in TypeScript has a `[` in its type.
            if bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: "\n") && bytes[index - 1] != UInt8(ascii: "=") { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        if opening == UInt8(ascii: "["), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]"),
           let equals = bytes[index...].firstIndex(of: UInt8(ascii: "=")) {
            // `string[] = [...]`: the list is after the `=`.
            return bytes[equals...].firstIndex(of: opening)
        }
        return index
    }

    /// The offset of the bracket that closes the one at `open`, skipping strings.
    static func closingBracket(from open: Int, in bytes: [UInt8]) -> Int? {
        let opening = bytes[open], closing = opening == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var depth = 0
        var quote: UInt8?
        for index in open..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open, bytes[index - 1] != UInt8(ascii: "\\") { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): quote = byte
            case opening: depth += 1
            case closing:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    private static func listEntry(_ name: String, declaration: String, in bytes: [UInt8]) -> SourceRange? {
        guard let open = declarationStart(declaration, opening: UInt8(ascii: "["), in: bytes),
              let close = closingBracket(from: open, in: bytes) else { return nil }
        for quote in ["\"", "'"] {
            let literal = Array((quote + name + quote).utf8)
            if let start = bytes[open..<close].firstRange(of: literal)?.lowerBound {
                return SourceRange(start: start + 1, end: start + 1 + name.utf8.count)
            }
        }
        return nil
    }

    /// A key at the top level of `static values = { ... }`.
    private static func valueKey(_ name: String, in bytes: [UInt8]) -> SourceRange? {
        guard let open = declarationStart("values", opening: UInt8(ascii: "{"), in: bytes),
              let close = closingBracket(from: open, in: bytes) else { return nil }
        let key = Array(name.utf8)
        var index = open + 1
        var depth = 1
        while index < close {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 1, bytes[index...].starts(with: key), !isIdentifierByte(bytes[index - 1]) {
                var after = index + key.count
                if after < close, bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'") { after += 1 }
                while after < close, bytes[after] == UInt8(ascii: " ") { after += 1 }
                if after < close, bytes[after] == UInt8(ascii: ":") { return SourceRange(start: index, end: index + key.count) }
            }
            index += 1
        }
        return nil
    }

    /// A method or function-valued field: `name(`, `async name(`, `name = (`, `name = async (`.
    private static func method(_ name: String, in text: String) -> SourceRange? {
        let escaped = name.replacingOccurrences(of: "$", with: "\\$")
        guard let regex = try? Regex(#"(?m)^[ \t]*(?:async[ \t]+)?(?:static[ \t]+)?("# + escaped + #")[ \t]*(?:\(|=)"#),
              let match = text.firstMatch(of: regex), let found = match.output[1].substring else { return nil }
        let start = text.utf8.distance(from: text.startIndex, to: found.startIndex)
        return SourceRange(start: start, end: start + found.utf8.count)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
