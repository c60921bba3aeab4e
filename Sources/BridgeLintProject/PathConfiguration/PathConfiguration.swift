import BridgeLintCore
import Foundation

/// One path configuration of the app: the `settings` and `rules` a Hotwire Native app loads to
/// decide how each URL is presented, wherever the repository writes it.
public struct PathConfiguration: Sendable {
    /// How the configuration is written.
    public enum Form: String, Sendable {
        /// A JSON file the Rails app serves (`public/configurations/ios_v1.json`).
        case servedFile = "served JSON file"
        /// A JSON view template without ERB (`app/views/configurations/ios_v1.json.erb`).
        case template = "JSON template"
        /// A Ruby hash or array literal in a controller, constant or Jbuilder view.
        case rubyLiteral = "Ruby literal"
        /// A JSON file in a native app's bundle or assets (`path-configuration.json`).
        case nativeBundle = "native bundle file"
    }

    /// Root-relative path of the file it is written in.
    public var path: String
    public var form: Form
    /// The method or constant the Ruby literal is in (`ios_v1`, `RULES`).
    public var enclosingName: String?
    /// The platforms that read it, as its name, folder or a native load call shows; empty when
    /// nothing says (both may read it).
    public var platforms: Set<Platform>
    /// The native loads that name it (for `bridgelint paths`).
    public var loadedBy: [PathConfigurationLoad] = []
    public var settings: DataNode?
    /// The `rules` array itself (its range, for problems with its shape).
    public var rulesNode: DataNode
    public var rules: [PathRule]

    /// The platforms to judge it against: the ones that read it, or both when unknown.
    public var readingPlatforms: [Platform] {
        platforms.isEmpty ? Platform.allCases : platforms.sorted()
    }

    /// Reads a configuration document: an object with `rules`, or (a Ruby constant) an array of rules.
    init?(path: String, form: Form, enclosingName: String? = nil, document: DataNode) {
        self.path = path
        self.form = form
        self.enclosingName = enclosingName
        if let rules = document.entry("rules")?.value, rules.elements != nil {
            rulesNode = rules
            settings = document.entry("settings")?.value
        } else if let elements = document.elements, elements.contains(where: { $0.entry("patterns") != nil }) {
            rulesNode = document
        } else {
            return nil
        }
        rules = (rulesNode.elements ?? []).enumerated().map { PathRule(index: $0.offset, node: $0.element) }
        platforms = PathConfiguration.platforms(named: [path, enclosingName ?? ""])
    }

    /// The platforms a file, method or constant name is for: `ios_v1.json`, `def android_v1`,
    /// `ANDROID_RULES`, `Turbo iOS/path-configuration.json`.
    static func platforms(named names: [String]) -> Set<Platform> {
        var found: Set<Platform> = []
        for name in names {
            let words = name.lowercased().split { !$0.isLetter }.map(String.init)
            if words.contains(where: { $0 == "ios" || $0.hasPrefix("ios") && $0.count <= 5 }) { found.insert(.ios) }
            if words.contains(where: { $0 == "android" || $0.hasPrefix("android") && $0.count <= 9 }) { found.insert(.android) }
        }
        return found
    }
}

/// One rule: its patterns and properties.
public struct PathRule: Sendable {
    /// Its position in the `rules` array, from 0.
    public var index: Int
    public var node: DataNode
    /// The `patterns` value (for shape problems); nil when the rule has none.
    public var patternsNode: DataNode?
    public var patterns: [PathPattern]
    /// The `properties` value; nil when the rule has none.
    public var propertiesNode: DataNode?
    public var properties: [DataEntry]
    /// The rule's `comment`, for `bridgelint paths`.
    public var comment: String?

    init(index: Int, node: DataNode) {
        self.index = index
        self.node = node
        patternsNode = node.entry("patterns")?.value
        patterns = (patternsNode?.elements ?? []).compactMap(PathPattern.init)
        propertiesNode = node.entry("properties")?.value
        properties = propertiesNode?.entries ?? []
        comment = node.entry("comment")?.value.string
    }

    /// The last value of a property (later keys win).
    public func property(_ name: String) -> DataEntry? {
        properties.last { $0.key == name }
    }

    /// Whether every pattern and property is literal, so the rule can be compared with others.
    public var isFullyKnown: Bool {
        patternsNode?.elements?.allSatisfy { !$0.isUnknown } == true && propertiesNode?.entries != nil
            && properties.allSatisfy { !$0.value.isUnknown }
    }
}

/// One pattern: a regular expression both libraries match against the URL's path.
public struct PathPattern: Sendable {
    public var text: String
    public var node: DataNode
    /// Whether ICU, the engine of iOS's `NSRegularExpression`, compiles the pattern.
    public var compiles: Bool

    init?(_ node: DataNode) {
        guard let text = node.string else { return nil }
        self.text = text
        self.node = node
        compiles = (try? NSRegularExpression(pattern: text)) != nil
    }
}
