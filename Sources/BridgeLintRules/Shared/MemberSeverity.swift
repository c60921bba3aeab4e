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
    /// already (`setOnElement`: this attribute does not misspell them), set on another element
    /// where the code that reads them finds it (`setNearby`: the name and that element's line),
    /// or read by no code, or "" when one is read.
    static func unreadNote(suggestions: [String], kind: String, setOnElement: Set<String> = [], setNearby: [String: Int] = [:],
                           controller: String = "", isRead: (String) -> Bool) -> String {
        guard !suggestions.isEmpty, !suggestions.contains(where: isRead) else { return "" }
        let set = suggestions.filter(setOnElement.contains).map { "`\($0)`" }.joined(separator: ", ")
        let nearby = suggestions.filter { setNearby[$0] != nil }
        let unread = suggestions.filter { !setOnElement.contains($0) && setNearby[$0] == nil }.map { "`\($0)`" }.joined(separator: " or ")
        let lines = nearby.compactMap { setNearby[$0] }.map(String.init).joined(separator: ", ")
        let named = nearby.map { "`\($0)`" }.joined(separator: ", ")
        let notes = (set.isEmpty ? [] : ["the \(kind) \(set) it may mean is already set on this element"])
            + (nearby.isEmpty ? [] : [nearby.count == 1
                ? "the \(kind) \(named) it may mean is set on line \(lines) in the same `\(controller)`, where the code that reads it finds it"
                : "the \(kind)s \(named) it may mean are set on lines \(lines) in the same `\(controller)`, where the code that reads them finds them"])
            + (unread.isEmpty ? [] : ["no code reads the \(kind) \(unread) it may mean"])
        return "; " + notes.joined(separator: " and ") + ": nothing changes at run time"
    }
}
