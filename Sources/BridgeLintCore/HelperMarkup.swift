/// The markup the app's view helpers write from string literals they mark safe
/// (`def pundit_span(record) raw('<span class="no-op">') end`), by method name: the literals'
/// texts. A template's output that calls such a helper writes that markup, which the template's
/// own text does not show: an end tag it writes later (`</span>`) may close what the helper
/// opened (see `TemplateParser.parse(_:textBodies:helperMarkup:)`).
/// Also the helpers that write their block inside `<script>` or `<style>` (`def jquery(&block)
/// javascript_tag { capture(&block) } end`): the block of `<%= jquery do %>` is script text.
public struct HelperMarkup: Sendable, Hashable {
    public let fragmentsByMethod: [String: [String]]
    /// The names of the helpers whose block renders as the text of a `<script>` or `<style>`.
    public let rawTextBlockMethods: Set<String>

    public init(_ fragmentsByMethod: [String: [String]] = [:], rawTextBlockMethods: Set<String> = []) {
        self.fragmentsByMethod = fragmentsByMethod
        self.rawTextBlockMethods = rawTextBlockMethods
    }

    public static let none = HelperMarkup()

    public var isEmpty: Bool { fragmentsByMethod.isEmpty && rawTextBlockMethods.isEmpty }

    /// Whether `bytes` within `range` name one of the helpers writing markup (a word match is
    /// left to the caller).
    public func mayBeCalled(in bytes: [UInt8], within range: Range<Int>) -> Bool {
        Self.mayName(fragmentsByMethod.keys, in: bytes, within: range)
    }

    /// Whether `bytes` name one of the helpers writing their block as script or style text.
    public func mayCallRawTextBlockMethod(in bytes: [UInt8]) -> Bool {
        Self.mayName(rawTextBlockMethods, in: bytes, within: 0..<bytes.count)
    }

    private static func mayName(_ names: some Collection<String>, in bytes: [UInt8], within range: Range<Int>) -> Bool {
        names.contains { ByteSearch.firstIndex(of: Array($0.utf8), in: bytes, from: range.lowerBound, before: range.upperBound) != nil }
    }
}
