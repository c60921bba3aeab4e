/// The markup the app's view helpers write from string literals they mark safe
/// (`def pundit_span(record) raw('<span class="no-op">') end`), by method name: the literals'
/// texts. A template's output that calls such a helper writes that markup, which the template's
/// own text does not show: an end tag it writes later (`</span>`) may close what the helper
/// opened (see `TemplateParser.parse(_:textBodies:helperMarkup:)`).
public struct HelperMarkup: Sendable, Hashable {
    public let fragmentsByMethod: [String: [String]]

    public init(_ fragmentsByMethod: [String: [String]] = [:]) {
        self.fragmentsByMethod = fragmentsByMethod
    }

    public static let none = HelperMarkup()

    public var isEmpty: Bool { fragmentsByMethod.isEmpty }

    /// Whether `bytes` within `range` name one of the helpers (a word match is left to the caller).
    public func mayBeCalled(in bytes: [UInt8], within range: Range<Int>) -> Bool {
        fragmentsByMethod.keys.contains { ByteSearch.firstIndex(of: Array($0.utf8), in: bytes, from: range.lowerBound, before: range.upperBound) != nil }
    }
}
