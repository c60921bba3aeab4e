import BridgeLintCore

/// Controllers the app's own JavaScript mounts at run time by writing `data-controller`:
/// `el.setAttribute("data-controller", "dialogue-iteration")`, `el.dataset.controller = "menu"`.
/// Any element may become such a controller's element, so where its targets, values and
/// actions sit proves nothing.
enum ScriptMounts {
    /// The identifiers written as literals into `data-controller` by `scripts`.
    static func identifiers(in scripts: [[UInt8]]) -> Set<String> {
        var identifiers: Set<String> = []
        let attributeNeedle = Array("data-controller".utf8)
        let datasetNeedle = Array("dataset.controller".utf8)
        for bytes in scripts {
            var from = 0
            while let found = ByteSearch.firstIndex(of: attributeNeedle, in: bytes, from: from) {
                from = found + attributeNeedle.count
                // `setAttribute("data-controller", "x")`: the closing quote, a comma, a literal.
                guard from < bytes.count, bytes[from] == UInt8(ascii: "\"") || bytes[from] == UInt8(ascii: "'") else { continue }
                var index = skipBlanks(bytes, from + 1)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { continue }
                index = skipBlanks(bytes, index + 1)
                identifiers.formUnion(literalWords(bytes, at: index))
            }
            from = 0
            while let found = ByteSearch.firstIndex(of: datasetNeedle, in: bytes, from: from) {
                from = found + datasetNeedle.count
                var index = skipBlanks(bytes, from)
                // `=` or `+=`, not `==`.
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "=") else { continue }
                identifiers.formUnion(literalWords(bytes, at: skipBlanks(bytes, index + 1)))
            }
        }
        return identifiers
    }

    private static func skipBlanks(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The space-separated words of the string literal at `start` (`"a b"`, `'a'`, a template
    /// literal without `${`); none for anything else.
    private static func literalWords(_ bytes: [UInt8], at start: Int) -> [String] {
        guard start < bytes.count, [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")].contains(bytes[start]) else { return [] }
        let quote = bytes[start]
        var end = start + 1
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end < bytes.count, bytes[end] == quote else { return [] }
        let text = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        guard !text.contains("${") else { return [] }
        return text.split(separator: " ").map(String.init)
    }
}
