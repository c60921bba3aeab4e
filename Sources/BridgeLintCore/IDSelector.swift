/// A CSS selector that is one id and nothing else (`#list`): Turbo's `targets` and the `_all`
/// stream methods take selectors, and only this form names one element's id (`.draft`,
/// `#list li` select other things).
package enum IDSelector {
    /// The id `selector` selects, when it is `#id` and nothing else.
    package static func id(in selector: String) -> String? {
        guard selector.hasPrefix("#"), selector.count > 1,
              selector.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return String(selector.dropFirst())
    }
}
