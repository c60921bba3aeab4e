import BridgeLintCore
import BridgeLintTemplate

/// The fully known value of an attribute with the range to report and to replace.
struct StaticValue {
    var text: String
    /// The value's text in the source (inside quotes; after the `:` of a symbol).
    var range: SourceRange
    /// Whether the source at `range` is exactly `text`, so a fix may replace it.
    var isVerbatim: Bool

    /// Nil for a dynamic, Array or Hash value; an attribute written without a value has the
    /// empty value at its name.
    init?(of attribute: Attribute, in file: SourceFile) {
        guard let value = attribute.value else {
            self.init(text: "", range: attribute.nameRange, isVerbatim: false)
            return
        }
        guard let text = value.staticText else { return nil }
        var range = value.range
        if value.segments.count == 1, case .text(_, let segmentRange, let verbatim) = value.segments[0], verbatim {
            range = segmentRange
        }
        self.init(text: text, range: range, isVerbatim: file.text(in: range) == text)
    }

    private init(text: String, range: SourceRange, isVerbatim: Bool) {
        self.text = text
        self.range = range
        self.isVerbatim = isVerbatim
    }
}
