import BridgeLintCore

/// The `data-*` attributes scripts outside the controller and script folders find elements by
/// or read: a template's inline `<script>` that does
/// `dropdown.querySelector('[data-dropdown-target="menu"]')`. Markup such code finds itself is
/// written for it, as markup the app's controllers or stylesheets select is.
public struct ScriptMarkupReads: Sendable, Equatable {
    /// `name=value` for a selector of one value, as written; `name` for the other reads.
    private var reads: Set<String> = []
    /// Names code finds elements by whatever their value: a selector that names no one value
    /// (`[data-x]`, `^=`, a computed value).
    private var anyValue: Set<String> = []
    /// Names whose value code reads as data (`getAttribute("data-x-target")`, `dataset.xTarget`).
    private var valueReads: Set<String> = []

    public init() {}

    /// Adds what the script `bytes` (at `path`, for positions) selects and reads.
    public mutating func add(script bytes: [UInt8], path: String) {
        var script = StimulusController(identifier: "", path: path)
        UsageScanner(source: JavaScriptSource(path: path, bytes: bytes)).record(into: &script)
        reads.formUnion(script.dataAttributeReads)
        anyValue.formUnion(script.dataAttributesSelectedByAnyValue)
        valueReads.formUnion(script.dataAttributeValueReads)
    }

    /// Whether the scripts find elements by the attribute `name` holding `value`: by that value,
    /// or whatever its value.
    public func selects(_ name: String, value: String) -> Bool {
        let name = name.lowercased()
        return anyValue.contains(name) || reads.contains(name + "=" + value)
    }

    /// Whether the scripts find elements by the attribute `name` holding `value`, or read its
    /// value as data: any value of it is then written for them.
    public func reads(_ name: String, value: String) -> Bool {
        selects(name, value: value) || valueReads.contains(name.lowercased())
    }
}
