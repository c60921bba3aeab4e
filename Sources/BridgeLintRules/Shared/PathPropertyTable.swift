import BridgeLintProject

/// The path configuration properties the Hotwire Native libraries read, with their types and
/// allowed values per platform (PROTOCOL §8; hotwire-native-ios at 38631e2, after 1.3.0-beta,
/// `PathPropertiesExtensions.swift` and `Navigation` enums; hotwire-native-android 1.3.1,
/// `PathConfiguration.kt` and its `Presentation`, `PresentationContext`, `QueryStringPresentation`
/// enums). `Rules/native-path-*.md` print the same table; a test holds the two together.
package enum PathPropertyTable {
    /// What a property's value must be.
    package enum Kind: Sendable, Equatable {
        /// One of a fixed set of strings, per platform. iOS matches exactly (`init(rawValue:)`),
        /// Android after `uppercase()`.
        case choice
        /// A JSON Boolean: iOS `as? Bool` falls back to the default; Android `it as Boolean` throws.
        case boolean
        /// A string: iOS `as? String` falls back to the default; Android calls `toString()`.
        case string
    }

    package struct Property: Sendable {
        package var name: String
        package var kind: Kind
        /// The allowed values on each platform that reads it (empty for Booleans and strings).
        package var values: [Platform: [String]]
        package var platforms: Set<Platform>
        /// The value each platform uses where no rule sets the property, as JSON writes it.
        var defaults: [Platform: String] = [:]
    }

    static let versions = "hotwire-native-ios 1.3.0-beta (38631e2) and hotwire-native-android 1.3.1"

    package static let all: [Property] = [
        Property(name: "context", kind: .choice, values: [.ios: ["default", "modal"], .android: ["default", "modal"]], platforms: [.ios, .android]),
        Property(name: "presentation", kind: .choice,
                 values: [.ios: ["default", "pop", "replace", "refresh", "clear_all", "replace_root", "none"],
                          .android: ["default", "push", "pop", "replace", "clear_all", "replace_root", "refresh", "none"]],
                 platforms: [.ios, .android]),
        Property(name: "modal_style", kind: .choice, values: [.ios: ["medium", "large", "full", "page_sheet", "form_sheet"]], platforms: [.ios]),
        Property(name: "query_string_presentation", kind: .choice, values: [.ios: ["default", "replace"], .android: ["default", "replace"]],
                 platforms: [.ios, .android]),
        Property(name: "pull_to_refresh_enabled", kind: .boolean, values: [:], platforms: [.ios, .android], defaults: [.ios: "true", .android: "false"]),
        Property(name: "modal_dismiss_gesture_enabled", kind: .boolean, values: [:], platforms: [.ios]),
        Property(name: "animated", kind: .boolean, values: [:], platforms: [.ios, .android], defaults: [.ios: "true", .android: "true"]),
        Property(name: "historical_location", kind: .boolean, values: [:], platforms: [.ios, .android], defaults: [.ios: "false", .android: "false"]),
        Property(name: "view_controller", kind: .string, values: [:], platforms: [.ios]),
        Property(name: "uri", kind: .string, values: [:], platforms: [.android]),
        Property(name: "fallback_uri", kind: .string, values: [:], platforms: [.android]),
        Property(name: "title", kind: .string, values: [:], platforms: [.android]),
    ]

    /// A value a release renamed: the old spelling works in the releases before `since`.
    struct RenamedValue: Sendable {
        var property: String
        var platform: Platform
        var old: String
        var new: String
        var since: SemanticVersion
    }

    /// hotwire-native-ios 1.1.0 (8ea50d3, "Use underscores to match other values") renamed the
    /// camel-case modal styles.
    static let renamedValues: [RenamedValue] = [
        RenamedValue(property: "modal_style", platform: .ios, old: "pageSheet", new: "page_sheet", since: SemanticVersion(major: 1, minor: 1, patch: 0)),
        RenamedValue(property: "modal_style", platform: .ios, old: "formSheet", new: "form_sheet", since: SemanticVersion(major: 1, minor: 1, patch: 0)),
    ]

    static func renamedValue(_ value: String, of property: String, on platform: Platform) -> RenamedValue? {
        renamedValues.first { $0.property == property && $0.platform == platform && $0.old == value }
    }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    package static func property(named name: String) -> Property? { byName[name] }

    static var names: [String] { all.map(\.name) }

    /// The properties both platforms read whose defaults differ (`pull_to_refresh_enabled`: on
    /// for iOS, off for Android).
    static var propertiesWithDifferentDefaults: [Property] {
        all.filter { $0.platforms == [.ios, .android] && $0.defaults[.ios] != nil && $0.defaults[.ios] != $0.defaults[.android] }
    }
}

extension PathPropertyTable.Property {
    /// Whether `platform` accepts `value` for this choice.
    package func accepts(_ value: String, on platform: Platform) -> Bool {
        guard let allowed = values[platform] else { return false }
        return platform == .android ? allowed.contains(value.lowercased()) : allowed.contains(value)
    }
}
