import BridgeLintCore

/// How sure a finding about an undeclared target, value, class or outlet is (DESIGN "Severity").
enum MemberSeverity {
    /// A near miss of a declared name is an error: the code that reads the declared name gets
    /// nothing. A name with no near miss is markup Stimulus ignores: dead, so a warning.
    static func ofUndeclared(suggestions: [String]) -> Severity {
        suggestions.isEmpty ? .warning : .error
    }
}
