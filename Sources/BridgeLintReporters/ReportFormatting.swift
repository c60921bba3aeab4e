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
