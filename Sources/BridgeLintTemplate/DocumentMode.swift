/// The mode a page's start puts the browser's parser in (WHATWG HTML, "the initial insertion
/// mode"). bridgelint needs it for one rule of the tree: a `<table>` start tag closes an open
/// `<p>` in every mode but quirks mode.
public enum DocumentMode: Sendable, Equatable {
    case noQuirks, limitedQuirks, quirks

    /// The mode of a page whose text starts with `bytes` (the top template of the page: its
    /// outermost layout): what its doctype sets, quirks mode without one. Nil when it cannot be
    /// told: ERB output or code before the doctype (it may write one, or choose it), a doctype
    /// this reading does not classify. Whitespace and comments (HTML and ERB) may come first.
    public static func ofPage(startingWith bytes: [UInt8]) -> DocumentMode? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D {
                index += 1
            } else if let end = end(of: "<!--", closedBy: "-->", at: index, in: bytes) ?? end(of: "<%#", closedBy: "%>", at: index, in: bytes) {
                index = end
            } else {
                break
            }
        }
        guard index < bytes.count else { return nil }
        if bytes[index...].starts(with: Array("<%".utf8)) { return nil }
        guard let doctype = Doctype(at: index, in: bytes) else { return .quirks }
        return doctype.mode
    }

    /// The offset after `closer` when `bytes` has `opener` at `index`.
    private static func end(of opener: String, closedBy closer: String, at index: Int, in bytes: [UInt8]) -> Int? {
        guard bytes[index...].starts(with: Array(opener.utf8)) else { return nil }
        let close = Array(closer.utf8)
        var at = index + opener.utf8.count
        while at + close.count <= bytes.count {
            if bytes[at..<(at + close.count)].elementsEqual(close) { return at + close.count }
            at += 1
        }
        return nil
    }

    /// A doctype's name and identifiers, as written (`<!DOCTYPE html PUBLIC "…" "…">`).
    private struct Doctype {
        var name = ""
        var publicID: String?
        var systemID: String?

        init?(at start: Int, in bytes: [UInt8]) {
            let keyword = Array("<!doctype".utf8)
            guard start + keyword.count <= bytes.count,
                  bytes[start..<(start + keyword.count)].map({ $0 | 0x20 }) == keyword.map({ $0 | 0x20 }) else { return nil }
            guard let close = bytes[(start + keyword.count)...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let text = String(decoding: bytes[(start + keyword.count)..<close], as: UTF8.self)
            var words = Self.words(of: text)[...]
            name = words.popFirst()?.lowercased() ?? ""
            switch words.popFirst()?.lowercased() {
            case "public":
                publicID = words.popFirst()
                systemID = words.popFirst()
            case "system":
                systemID = words.popFirst()
            default: break
            }
        }

        /// Words and quoted strings (their quotes removed).
        private static func words(of text: String) -> [String] {
            var words: [String] = []
            var rest = Substring(text)
            while let first = rest.first(where: { !$0.isWhitespace }) {
                rest = rest.drop { $0.isWhitespace }
                if first == "\"" || first == "'" {
                    rest = rest.dropFirst()
                    let value = rest.prefix { $0 != first }
                    words.append(String(value))
                    rest = rest.dropFirst(value.count + 1)
                } else {
                    let word = rest.prefix { !$0.isWhitespace }
                    words.append(String(word))
                    rest = rest.dropFirst(word.count)
                }
            }
            return words
        }

        /// The mode for the doctypes this reading knows; nil for the others (the standard's
        /// long list of legacy identifiers that set quirks mode is not kept here).
        var mode: DocumentMode? {
            guard name == "html" else { return .quirks }
            guard let publicID else {
                // `<!DOCTYPE html>`, and `SYSTEM "about:legacy-compat"` (XHTML-era generators).
                return systemID == nil || systemID == "about:legacy-compat" ? .noQuirks : nil
            }
            let identifier = publicID.lowercased()
            if ["-//w3c//dtd xhtml 1.0 transitional//", "-//w3c//dtd xhtml 1.0 frameset//"].contains(where: identifier.hasPrefix) {
                return .limitedQuirks
            }
            if ["-//w3c//dtd html 4.01 transitional//", "-//w3c//dtd html 4.01 frameset//"].contains(where: identifier.hasPrefix) {
                return systemID == nil ? .quirks : .limitedQuirks
            }
            if ["-//w3c//dtd xhtml 1.0 strict//", "-//w3c//dtd xhtml 1.1//", "-//w3c//dtd html 4.01//"].contains(where: identifier.hasPrefix) {
                return .noQuirks
            }
            return nil
        }
    }
}
