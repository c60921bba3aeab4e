extension StringProtocol where SubSequence == Substring {
    /// The parts of the text between occurrences of the ASCII `separator`, as
    /// `split(separator:)` gives them, found by bytes: splitting by `Character` walks grapheme
    /// clusters, about 20,000 instructions for a template's path, and paths and route names
    /// are split for every template of a run. Inlinable, so that each caller gets a copy made
    /// for its own type: through the generic entry point each byte cost a few witness calls.
    @inlinable
    public func parts(separatedBy separator: Unicode.Scalar, omittingEmpty: Bool = true) -> [Substring] {
        precondition(separator.isASCII, "parts(separatedBy:) splits at an ASCII separator")
        let byte = UInt8(separator.value)
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == byte {
                if !omittingEmpty || start != index { parts.append(self[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmpty || start != utf8.endIndex { parts.append(self[start..<utf8.endIndex]) }
        return parts
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Whether the text ends with the ASCII `suffix`, compared by bytes: `hasSuffix` compares
    /// reversed `Character`s, and file names are tested for every file of the repository on
    /// each run, a warm one included.
    @inlinable
    public func hasASCIISuffix(_ suffix: String) -> Bool {
        assert(suffix.utf8.allSatisfy { $0 < 0x80 }, "hasASCIISuffix compares an ASCII suffix")
        // From the last byte back: most names differ there, after one comparison.
        var index = utf8.endIndex
        for byte in suffix.utf8.reversed() {
            guard index != utf8.startIndex else { return false }
            utf8.formIndex(before: &index)
            guard utf8[index] == byte else { return false }
        }
        return true
    }
}
