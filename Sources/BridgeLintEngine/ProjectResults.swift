import BridgeLintCore

/// What the project rules found, by the file each finding is in (root-relative), located on
/// the file's text and with the file's suppression comments applied, and per component or
/// controller the rule ids that fired on it: what `LintRun` keeps in the result cache.
struct ProjectResults: Codable {
    struct File: Codable {
        var path: String
        var diagnostics: [Diagnostic]
    }

    var files: [File]
    var rulesBySubject: [String: Set<String>]
}
