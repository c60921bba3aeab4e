import BridgeLintCore

/// How sure a finding about an undeclared target, value, class or outlet is (DESIGN "Severity").
enum MemberSeverity {
    /// A near miss of a declared name that code reads is an error: that code gets nothing. A
    /// name with no near miss, or whose near misses no code reads (`isRead` false for each), is
    /// markup that changes nothing at run time: dead, so a warning.
    static func ofUndeclared(suggestions: [String], isRead: (String) -> Bool = { _ in true }) -> Severity {
        suggestions.contains(where: isRead) ? .error : .warning
    }

    /// The end of the message for a near miss nothing reads, or "" when one is read.
    static func unreadNote(suggestions: [String], kind: String, isRead: (String) -> Bool) -> String {
        guard !suggestions.isEmpty, !suggestions.contains(where: isRead) else { return "" }
        let names = suggestions.map { "`\($0)`" }.joined(separator: " or ")
        return "; no code reads the \(kind) \(names) it may mean either, so nothing changes at run time"
    }
}
