import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// A rule about the app as a whole rather than one template: web and native components
/// agreeing, controllers defined once. It runs once per whole-project run, and its findings
/// land in project files (a controller, a Swift or Kotlin component) as well as templates.
/// As a `Rule` it has metadata, docs and configuration like any other; its per-template
/// `check` may report what one template shows of the same problem.
public protocol ProjectRule: Rule {
    func checkProject(_ context: ProjectContext) -> [ProjectFinding]
}

extension ProjectRule {
    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}

/// One finding of a project rule, in a project file named by its root-relative path.
public struct ProjectFinding: Sendable {
    /// Root-relative path of the file the finding is in.
    public var path: String
    /// Where in that file: a byte range when known, else a 1-based line and column (the
    /// engine turns it into the range of the token there).
    public var place: Place
    public var diagnostic: Diagnostic
    /// The bridge component or controller the finding is about, for `bridgelint components`.
    public var subject: String?

    public enum Place: Sendable {
        case range(SourceRange)
        case token(line: Int, column: Int)
    }

    public init(path: String, place: Place, diagnostic: Diagnostic, subject: String?) {
        self.path = path
        self.place = place
        self.diagnostic = diagnostic
        self.subject = subject
    }
}

/// Where controllers are used in templates: identifier -> each use, in path order.
public struct ControllerUsage: Sendable, Codable {
    public struct Use: Sendable, Hashable, Codable {
        /// Root-relative template path.
        public var path: String
        public var range: SourceRange
        public var line: Int
        public var column: Int
        /// Platforms whose `data-controller-optout-<platform>` on the element names this controller.
        public var optedOutPlatforms: Set<Platform>

        public init(path: String, range: SourceRange, line: Int, column: Int, optedOutPlatforms: Set<Platform> = []) {
            self.path = path
            self.range = range
            self.line = line
            self.column = column
            self.optedOutPlatforms = optedOutPlatforms
        }
    }

    public private(set) var uses: [String: [Use]] = [:]
    /// Identifiers that template attributes name without mounting them (targets, actions,
    /// values, outlets of a controller mounted by another file): used, though not mounted here.
    public private(set) var referencedInTemplates: Set<String> = []

    public init() {}

    public mutating func add(_ identifier: String, _ use: Use) {
        uses[identifier, default: []].append(use)
    }

    public mutating func merge(_ other: ControllerUsage) {
        for (identifier, list) in other.uses { uses[identifier, default: []].append(contentsOf: list) }
        referencedInTemplates.formUnion(other.referencedInTemplates)
    }

    public mutating func addReference(to identifier: String) {
        referencedInTemplates.insert(identifier)
    }

    public func uses(of identifier: String) -> [Use] {
        (uses[identifier] ?? []).sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) }
    }
}

/// What a project rule may read.
public struct ProjectContext: Sendable {
    public let project: ProjectModel
    public let usage: ControllerUsage
    /// The rule's entry under `rules:` in `.bridgelint.yml`.
    public let setting: RuleSetting?
    /// Every template and the app's Ruby, for rules that read them.
    public let corpus: TemplateCorpus
    let metadata: RuleMetadata

    public init(project: ProjectModel, usage: ControllerUsage, setting: RuleSetting?, metadata: RuleMetadata, corpus: TemplateCorpus = .empty) {
        self.project = project
        self.usage = usage
        self.setting = setting
        self.metadata = metadata
        self.corpus = corpus
    }

    /// A finding of the rule being run.
    public func finding(
        in path: String,
        at place: ProjectFinding.Place,
        _ message: String,
        about subject: String?,
        help: String? = nil,
        suggestions: [String] = [],
        fix: Fix? = nil,
        related: [RelatedLocation] = [],
        severity: Severity? = nil
    ) -> ProjectFinding {
        let diagnostic = Diagnostic(ruleID: metadata.id, severity: severity ?? metadata.defaultSeverity, message: message,
                                    range: SourceRange(start: 0, end: 0), help: help, suggestions: suggestions, fix: fix, related: related)
        return ProjectFinding(path: path, place: place, diagnostic: diagnostic, subject: subject)
    }

    /// A related location in a project file (root-relative `path`).
    public func related(path: String, line: Int, column: Int, _ message: String) -> RelatedLocation {
        RelatedLocation(path: project.root + "/" + path, line: line, column: column, message: message)
    }

    /// A related location at a native declaration.
    public func related(_ site: DeclarationSite, _ message: String) -> RelatedLocation {
        related(path: site.path, line: site.line, column: site.column, message)
    }

    /// A related location in a controller file; the file's start when the place is unknown.
    public func related(path: String, location: FileLocation?, _ message: String) -> RelatedLocation {
        related(path: path, line: location?.line ?? 1, column: location?.column ?? 1, message)
    }
}

extension ProjectFinding.Place {
    /// The token at a location in a controller file; the file's first token when unknown.
    public static func token(at location: FileLocation?) -> Self {
        .token(line: location?.line ?? 1, column: location?.column ?? 1)
    }
}

extension StimulusAttribute {
    /// The controllers a target, action, value, class, outlet or param attribute belongs to.
    var referencedIdentifiers: [String] {
        let tokens = attribute.value?.possibleTokens ?? []
        switch kind {
        case .controller, .bridge: return []
        case .action: return tokens.compactMap { ActionDescriptor(token: $0.text, range: $0.range).identifier?.text }
        case .legacyTarget: return tokens.compactMap { $0.text.split(separator: ".").first.map(String.init) }
        default: return identifier.map { [$0] } ?? []
        }
    }
}

extension Element {
    /// The platforms whose `data-controller-optout-<platform>` equals `identifier` (PROTOCOL §1:
    /// compared exactly): the component does not load there on purpose.
    public func platformsOptingOut(of identifier: String) -> Set<Platform> {
        Set(Platform.allCases.filter { platform in
            attribute(named: BridgeLibrary.optoutPrefix + platform.rawValue)?.value?.staticText == identifier
        })
    }
}

extension Template {
    /// Every static `data-controller` identifier of the template, with its position, and the
    /// identifiers its other Stimulus attributes name (`known` splits `data-<identifier>-target`).
    public func controllerUses(path: String, known: Set<String>) -> ControllerUsage {
        controllerUses(path: path, attributes: StimulusAttributeTable(template: self, known: known))
    }

    /// The same, from the template's attributes already classified (the linter's table).
    public func controllerUses(path: String, attributes: StimulusAttributeTable) -> ControllerUsage {
        var usage = ControllerUsage()
        for element in elements {
            for attribute in attributes.attributes(of: element) {
                for identifier in attribute.referencedIdentifiers { usage.addReference(to: identifier) }
            }
            for token in element.controllerTokens {
                let position = file.position(of: token.range.start)
                usage.add(token.text, .init(path: path, range: token.range, line: position.line, column: position.column,
                                            optedOutPlatforms: element.platformsOptingOut(of: token.text)))
            }
        }
        return usage
    }
}
