import BridgeLintCore

/// Escaping for the XML formats (JUnit, checkstyle). Messages quote template text, which can
/// hold anything: markup characters become entities, and characters XML 1.0 cannot contain at
/// all become U+FFFD, so the document stays well-formed on any input.
enum XML {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// A value for `name="..."`: also quotes, and line breaks and tabs as character references,
    /// which attribute-value normalisation would otherwise turn into spaces.
    static func attributeValue(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// Character data between tags: line breaks stay as they are.
    static func text(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where inAttribute: output += "&apos;"
            case "\n" where inAttribute: output += "&#10;"
            case "\t" where inAttribute: output += "&#9;"
            case "\r": output += "&#13;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

extension FileReport {
    /// Where a diagnostic of this file starts and ends, as 1-based lines and scalar columns.
    func location(of diagnostic: Diagnostic) -> SourceLocation {
        file.location(of: diagnostic.range)
    }
}

extension Diagnostic {
    /// The message, then what to do about it on a line of its own: the one text formats show
    /// when they have room for a single description of a finding.
    var messageWithHelp: String {
        help.map { "\(message)\nhelp: \($0)" } ?? message
    }
}

/// A pretty-printed JSON document with one array written element by element (JSON's
/// diagnostics, SARIF's results, GitLab's issues): the text before the array, the elements at
/// its depth, the text after. The frame is the whole document serialised once with a marker
/// where the array goes, so the document written in parts is the same bytes as when whole.
struct JSONArrayFrame {
    private let before: String
    private let after: String
    /// How deep the array is nested.
    private let depth: Int

    /// `document` places the value it is given where the array goes.
    init(_ document: (JSONValue) -> JSONValue) {
        let marker = "\u{0}the streamed array\u{0}"
        let text = document(.string(marker)).serialized(pretty: true)
        guard let range = text.firstRange(of: JSONValue.string(marker).serialized()) else {
            preconditionFailure("the document does not hold the array")
        }
        let before = text[..<range.lowerBound]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        self.before = String(before)
        after = String(text[range.upperBound...])
        depth = before[lineStart...].prefix { $0 == " " }.count / 2
    }

    func opening(empty: Bool) -> String {
        before + (empty ? "" : "[\n")
    }

    /// Elements of the array, as many as a chunk holds (`separator` goes between two chunks).
    func elements(_ values: [JSONValue]) -> String {
        let padding = String(repeating: "  ", count: depth + 1)
        return values.map { padding + $0.serialized(pretty: true, depth: depth + 1) }.joined(separator: Self.separator)
    }

    static let separator = ",\n"

    func closing(empty: Bool) -> String {
        (empty ? "[]" : "\n" + String(repeating: "  ", count: depth) + "]") + after
    }
}
