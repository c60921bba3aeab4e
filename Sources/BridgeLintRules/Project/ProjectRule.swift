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
    public var asProjectRule: (any ProjectRule)? { self }
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
///
/// A run keeps every use of every template until the project rules have run, so a use is
/// kept compact: its template as an index into the paths seen (a run adds templates one after
/// another, so consecutive uses share one), its offset and line as 32 bits, its column as 16,
/// its length as 8 (an identifier's) and its platforms as bits, 16 bytes where a `Use` takes
/// 56. A use whose numbers do not fit is kept whole. The lists that grow with the templates
/// are kept in chunks (`ChunkedList`), not arrays that double as they grow.
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

    private struct Record: Sendable {
        var path: UInt32
        var start: UInt32
        var line: UInt32
        var column: UInt16
        var length: UInt8
        var optedOutPlatforms: UInt8

        init?(_ use: Use, path: Int) {
            guard let path = UInt32(exactly: path), let start = UInt32(exactly: use.range.start), let line = UInt32(exactly: use.line),
                  let column = UInt16(exactly: use.column), let length = UInt8(exactly: use.range.end - use.range.start) else { return nil }
            (self.path, self.start, self.line, self.column, self.length) = (path, start, line, column, length)
            optedOutPlatforms = Platform.bits(of: use.optedOutPlatforms)
        }

        func use(paths: ChunkedList<String>) -> Use {
            Use(path: paths[Int(path)], range: SourceRange(start: Int(start), end: Int(start) + Int(length)), line: Int(line), column: Int(column),
                optedOutPlatforms: Platform.platforms(fromBits: optedOutPlatforms))
        }
    }

    /// The templates of the records, by index; a path may occur more than once.
    private var paths: ChunkedList<String> = []
    private var records: [String: ChunkedList<Record>] = [:]
    /// Uses whose numbers are too large for a record.
    private var wide: [String: [Use]] = [:]
    /// Identifiers that template attributes name without mounting them (targets, actions,
    /// values, outlets of a controller mounted by another file): used, though not mounted here.
    public private(set) var referencedInTemplates: Set<String> = []
    /// The templates referencing each of `referencedInTemplates`, where known: indexes into
    /// `referencingTemplates`, ascending, four bytes a template where a set of paths took over
    /// twenty (issue 21: 2.2 MB at 20,000 templates).
    private var referencePaths: [String: ChunkedList<UInt32>] = [:]
    /// The templates of `referencePaths`, by index (as `paths` are of the records: a run adds
    /// templates one after another, so consecutive references share one); a path may occur
    /// more than once.
    private var referencingTemplates: ChunkedList<String> = []
    /// Templates proven never to render (root-relative paths): what they mount or mention
    /// does not use a controller.
    public private(set) var unrenderedTemplates: Set<String> = []
    /// The templates whose uses `droppingUses` hid, and the same by index into `paths` (an
    /// index past its end is not hidden): the usage without them shares the records of the
    /// usage with them rather than copying every use (issue 21: at 20,000 templates the copy
    /// made beside the whole run's uses was the run's peak of memory).
    private var hiddenTemplates: Set<String> = []
    private var hiddenPaths: [Bool] = []

    public init() {}

    /// The usage of the template at `path`, proven never to render: none.
    public init(unrenderedTemplate path: String) {
        unrenderedTemplates = [path]
    }

    public mutating func add(_ identifier: String, _ use: Use) {
        // A template hidden by `droppingUses` stays hidden: a use added after it is another entry.
        if paths.last != use.path || paths.count <= hiddenPaths.count { paths.append(use.path) }
        if let record = Record(use, path: paths.count - 1) {
            records[identifier, default: []].append(record)
        } else {
            wide[identifier, default: []].append(use)
        }
    }

    public mutating func merge(_ other: ControllerUsage) {
        for (identifier, list) in other.records {
            for record in list where other.isVisible(record) { add(identifier, record.use(paths: other.paths)) }
        }
        for (identifier, list) in other.wide {
            let shown = list.filter { !other.hiddenTemplates.contains($0.path) }
            if !shown.isEmpty { wide[identifier, default: []].append(contentsOf: shown) }
        }
        referencedInTemplates.formUnion(other.referencedInTemplates)
        // In place: `merge { $0.union($1) }` copied the set merged into, every template's paths
        // again for each template (issue 21: quadratic in the templates referencing an id).
        for (identifier, indexes) in other.referencePaths where other.hiddenTemplates.isEmpty || other.referencedInTemplates.contains(identifier) {
            // An entry even when each of its templates is hidden: `droppingUses` reads it so.
            if referencePaths[identifier] == nil { referencePaths[identifier] = [] }
            for path in other.paths(at: indexes) where !other.hiddenTemplates.contains(path) { addReferencePath(path, to: identifier) }
        }
        unrenderedTemplates.formUnion(other.unrenderedTemplates)
    }

    /// Records that the template at `path` references `identifier`. (`referencingTemplates`
    /// cannot reach 2^32 entries: its strings alone would take 64 GB.)
    private mutating func addReferencePath(_ path: String, to identifier: String) {
        if referencingTemplates.last != path { referencingTemplates.append(path) }
        let index = UInt32(referencingTemplates.count - 1)
        if referencePaths[identifier]?.last != index { referencePaths[identifier, default: []].append(index) }
    }

    /// The templates at `indexes` of `referencingTemplates`.
    private func paths(at indexes: ChunkedList<UInt32>) -> [String] {
        indexes.map { referencingTemplates[Int($0)] }
    }

    /// Whether a record's template is not hidden by `droppingUses`.
    private func isVisible(_ record: Record) -> Bool {
        Int(record.path) >= hiddenPaths.count || !hiddenPaths[Int(record.path)]
    }

    /// `identifier` referenced (not mounted) in the template at `path`, if known.
    public mutating func addReference(to identifier: String, in path: String? = nil) {
        referencedInTemplates.insert(identifier)
        if let path { addReferencePath(path, to: identifier) }
    }

    /// The identifiers some template mounts, sorted.
    public var identifiers: [String] {
        guard !hiddenTemplates.isEmpty else { return Set(records.keys).union(wide.keys).sorted() }
        return Set(records.keys.filter(isMounted)).union(wide.keys.filter(isMounted)).sorted()
    }

    /// The templates holding a use.
    public var templatePaths: Set<String> {
        var all = Set(paths.indices.lazy.filter { $0 >= self.hiddenPaths.count || !self.hiddenPaths[$0] }.map { self.paths[$0] })
        all.formUnion(wide.values.joined().lazy.map(\.path).filter { !self.hiddenTemplates.contains($0) })
        for (identifier, indexes) in referencePaths where hiddenTemplates.isEmpty || referencedInTemplates.contains(identifier) {
            all.formUnion(paths(at: indexes).lazy.filter { !self.hiddenTemplates.contains($0) })
        }
        return all
    }

    /// The usage without the uses in `templates`, proven never to render (then among
    /// `unrenderedTemplates`).
    /// Hides the uses rather than copying the others: the result shares this usage's records.
    public func droppingUses(inTemplates templates: Set<String>) -> ControllerUsage {
        guard !templates.isEmpty else { return self }
        var kept = self
        kept.hiddenTemplates = hiddenTemplates.union(templates)
        kept.hiddenPaths = paths.indices.map { index in
            (index < hiddenPaths.count && hiddenPaths[index]) || templates.contains(paths[index])
        }
        // A reference in a template of unknown path is kept.
        kept.referencedInTemplates = referencedInTemplates.filter { identifier in
            !(referencePaths[identifier].map { paths(at: $0).allSatisfy(kept.hiddenTemplates.contains) } ?? false)
        }
        kept.unrenderedTemplates = unrenderedTemplates.union(templates)
        return kept
    }

    /// Whether some template mounts `identifier` (without making its uses).
    public func isMounted(_ identifier: String) -> Bool {
        guard !hiddenTemplates.isEmpty else { return records[identifier] != nil || wide[identifier] != nil }
        return records[identifier]?.contains(where: isVisible) == true
            || wide[identifier]?.contains { !hiddenTemplates.contains($0.path) } == true
    }

    public func uses(of identifier: String) -> [Use] {
        let all = (records[identifier] ?? []).lazy.filter(isVisible).map { $0.use(paths: self.paths) }
            + (wide[identifier] ?? []).lazy.filter { !self.hiddenTemplates.contains($0.path) }
        return all.sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) }
    }

    private enum CodingKeys: String, CodingKey {
        case uses, referencedInTemplates, referencePaths, unrenderedTemplates
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for (identifier, list) in try container.decode([String: [Use]].self, forKey: .uses) {
            for use in list { add(identifier, use) }
        }
        referencedInTemplates = try container.decode(Set<String>.self, forKey: .referencedInTemplates)
        for (identifier, paths) in try container.decodeIfPresent([String: Set<String>].self, forKey: .referencePaths) ?? [:] {
            // Kept when empty (see `merge`).
            if referencePaths[identifier] == nil { referencePaths[identifier] = [] }
            for path in paths.sorted() { addReferencePath(path, to: identifier) }
        }
        unrenderedTemplates = try container.decodeIfPresent(Set<String>.self, forKey: .unrenderedTemplates) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Dictionary(uniqueKeysWithValues: identifiers.map { ($0, uses(of: $0)) }), forKey: .uses)
        try container.encode(referencedInTemplates, forKey: .referencedInTemplates)
        try container.encode(referencePaths.filter { hiddenTemplates.isEmpty || referencedInTemplates.contains($0.key) }
                                 .mapValues { Set(paths(at: $0)).subtracting(hiddenTemplates) },
                             forKey: .referencePaths)
        try container.encode(unrenderedTemplates, forKey: .unrenderedTemplates)
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
                for identifier in attribute.referencedIdentifiers { usage.addReference(to: identifier, in: path) }
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
