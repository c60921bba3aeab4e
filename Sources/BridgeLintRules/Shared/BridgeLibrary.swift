/// What `@hotwired/hotwire-native-bridge` itself defines (PROTOCOL §1), in one place.
package enum BridgeLibrary {
    /// `data-bridge-*` names `BridgeElement` reads itself (`title`, `disabled`).
    static let definedAttributes: Set<String> = ["title", "disabled"]
    /// Names the library writes on `<html>` (`data-bridge-platform`, `data-bridge-components`).
    static let documentAttributes: Set<String> = ["platform", "components"]
    /// Names people write that the library never reads.
    static let nonexistentAttributes: [String: String] = [
        "platforms": "the library writes `data-bridge-platform` (singular) on `<html>`; to hide an element on one platform, style on `[data-bridge-platform=ios]`, or opt a controller out with `data-controller-optout-ios`",
    ]
    /// The values `BridgeElement.disabled` understands: "true", or the current platform.
    package static let disabledValues = ["true", "false", "ios", "android"]
    /// The platforms `BridgeComponent.platformOptingOut` checks (`data-controller-optout-<platform>`).
    static let platforms = ["ios", "android"]
    /// Attribute-name prefix of the opt-out attributes.
    static let optoutPrefix = "data-controller-optout-"
}
