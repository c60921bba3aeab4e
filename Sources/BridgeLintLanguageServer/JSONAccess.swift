import BridgeLintCore

/// Typed reads of the parts of LSP params the server uses; nil when absent or of another type.
extension JSONValue {
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    var integer: Int? {
        if case .number(let number) = self { return number }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// An LSP `Position`; negative numbers are rejected.
    var position: LSPPosition? {
        guard let line = self["line"]?.integer, let character = self["character"]?.integer, line >= 0, character >= 0 else { return nil }
        return LSPPosition(line: line, character: character)
    }

    /// An LSP `Range`.
    var range: (start: LSPPosition, end: LSPPosition)? {
        guard let start = self["start"]?.position, let end = self["end"]?.position else { return nil }
        return (start, end)
    }
}
