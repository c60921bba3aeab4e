/// A problem in `.bridgelint.yml`, located for people: the file, the key path, a 1-based line
/// and column, and what the author probably meant.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration file.
    public var path: String
    /// Dotted path of the key the problem is about (`controllers.paths`); empty for the document.
    public var keyPath: String
    public var location: FileLocation
    public var message: String
    /// Did-you-mean replacements, best first.
    public var suggestions: [String]

    public init(path: String, keyPath: String, location: FileLocation, message: String, suggestions: [String] = []) {
        self.path = path
        self.keyPath = keyPath
        self.location = location
        self.message = message
        self.suggestions = suggestions
    }

    public var description: String {
        var text = "\(path):\(location.line):\(location.column): \(message)"
        if !suggestions.isEmpty {
            text += " (did you mean " + suggestions.map { "`\($0)`" }.joined(separator: " or ") + "?)"
        }
        return text
    }
}
