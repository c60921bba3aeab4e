import BridgeLintCore

/// How sure a finding about an undeclared target, value, class or outlet is (DESIGN "Severity").
enum MemberSeverity {
    /// A near miss of a declared name that code reads is an error: that code gets nothing. A
    /// name with no near miss, or whose near misses no code reads (`isRead` false for each), is
    /// markup that changes nothing at run time: dead, so a warning.
    static func ofUndeclared(suggestions: [String], isRead: (String) -> Bool = { _ in true }) -> Severity {
        suggestions.contains(where: isRead) ? .error : .warning
    }

    /// The end of the message for near misses that are all either set on the same element
    /// already (`setOnElement`: this attribute does not misspell them) or read by no code, or ""
    /// when one is read.
    static func unreadNote(suggestions: [String], kind: String, setOnElement: Set<String> = [], isRead: (String) -> Bool) -> String {
        guard !suggestions.isEmpty, !suggestions.contains(where: isRead) else { return "" }
        let set = suggestions.filter(setOnElement.contains).map { "`\($0)`" }.joined(separator: ", ")
        let unread = suggestions.filter { !setOnElement.contains($0) }.map { "`\($0)`" }.joined(separator: " or ")
        let notes = (set.isEmpty ? [] : ["the \(kind) \(set) it may mean is already set on this element"])
            + (unread.isEmpty ? [] : ["no code reads the \(kind) \(unread) it may mean"])
        return "; " + notes.joined(separator: " and ") + ": nothing changes at run time"
    }
}
