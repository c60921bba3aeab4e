import BridgeLintCore

/// Best-effort reading of `db/structure.sql`: `CREATE TABLE [IF NOT EXISTS] public.todos (...)`
/// column lines. Constraints are skipped; anything it does not understand is ignored.
public enum SchemaSQLScanner {
    public static func scan(path: String, text: String) -> [SchemaTable] {
        let file = SourceFile(path: path, text: text)
        let words = SQLWords(bytes: file.bytes).words
        var tables: [SchemaTable] = []
        var index = 0
        while index + 2 < words.count {
            guard words[index].upper == "CREATE", let tableIndex = (index + 1...min(index + 3, words.count - 1))
                .first(where: { words[$0].upper == "TABLE" }) else {
                index += 1
                continue
            }
            var nameIndex = tableIndex + 1
            if words.indices.contains(nameIndex + 2), words[nameIndex].upper == "IF", words[nameIndex + 2].upper == "EXISTS" {
                nameIndex += 3
            }
            while words.indices.contains(nameIndex + 2), words[nameIndex + 1].text == "." { nameIndex += 2 }
            guard words.indices.contains(nameIndex + 1), words[nameIndex + 1].text == "(" else {
                index = nameIndex
                continue
            }
            let (columns, end) = columnsOfTable(words, open: nameIndex + 1, file: file)
            tables.append(SchemaTable(
                name: words[nameIndex].text, site: DeclarationSite(file: file, range: words[nameIndex].range), columns: columns
            ))
            index = end
        }
        return tables
    }

    static let constraintWords: Set = ["CONSTRAINT", "PRIMARY", "UNIQUE", "FOREIGN", "CHECK", "EXCLUDE", "LIKE", "KEY", "INDEX"]

    /// The columns between the parenthesis at `open` and its match; returns the index after it.
    static func columnsOfTable(_ words: [SQLWord], open: Int, file: SourceFile) -> ([SchemaColumn], Int) {
        var columns: [SchemaColumn] = []
        var depth = 0
        var index = open
        var itemStart = open + 1
        while index < words.count {
            let word = words[index].text
            if word == "(" { depth += 1 }
            let endsItem = (word == "," && depth == 1) || (word == ")" && depth == 1)
            if word == ")" { depth -= 1 }
            if endsItem, itemStart < index, !constraintWords.contains(words[itemStart].upper) {
                let item = words[itemStart..<index]
                let notNull = zip(item, item.dropFirst()).contains { $0.upper == "NOT" && $1.upper == "NULL" }
                let type = item.dropFirst().first?.text ?? ""
                columns.append(SchemaColumn(
                    name: words[itemStart].text, type: type, isNullable: !notNull,
                    site: DeclarationSite(file: file, range: words[itemStart].range)
                ))
            }
            if endsItem { itemStart = index + 1 }
            index += 1
            if depth == 0 { break }
        }
        return (columns, index)
    }
}

/// A word, quoted identifier or punctuation character of SQL; comments and strings skipped.
struct SQLWord {
    var text: String
    var range: SourceRange
    var upper: String { text.uppercased() }
}

struct SQLWords {
    var words: [SQLWord] = []

    init(bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let start = index
            if byte == .minus, next == .minus {
                while index < bytes.count, bytes[index] != .newline { index += 1 }
            } else if byte == .slash, next == .star {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == .star && bytes[index + 1] == .slash) { index += 1 }
                index = min(index + 2, bytes.count)
            } else if byte == .apostrophe || byte == .quote {
                index += 1
                while index < bytes.count, bytes[index] != byte { index += 1 }
                index = min(index + 1, bytes.count)
                if byte == .quote {
                    words.append(SQLWord(text: String(decoding: bytes[start + 1..<max(start + 1, index - 1)], as: UTF8.self), range: SourceRange(start: start, end: index)))
                }
            } else if byte.isIdentifierStart {
                while index < bytes.count, bytes[index].isIdentifierContinue { index += 1 }
                words.append(SQLWord(text: String(decoding: bytes[start..<index], as: UTF8.self), range: SourceRange(start: start, end: index)))
            } else {
                index += 1
                if byte > 0x20, !byte.isDigit {
                    words.append(SQLWord(text: String(UnicodeScalar(byte)), range: SourceRange(start: start, end: index)))
                }
            }
        }
    }
}
