import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Everything a rule may read while checking one template.
public struct RuleContext: Sendable {
    public let template: Template
    public let project: ProjectModel
    /// Every template of the project, for questions one file cannot answer.
    public let corpus: TemplateCorpus
    /// The project's controller identifiers, prepared once per run (when a rule first asks: a
    /// template that never asks need not read the controllers).
    public var identifiers: IdentifierIndex { identifierIndex.value }
    private let identifierIndex: Lazy<IdentifierIndex>
    /// The rule's entry under `rules:` in `.bridgelint.yml`, for its options.
    public let setting: RuleSetting?
    /// Whether this template is linted as part of a run over the whole project, where the
    /// project rules also run: a project rule's template check then leaves to its project check
    /// what both would report.
    public let runsWholeProject: Bool
    let metadata: RuleMetadata
    /// Each element's Stimulus and bridge attributes, classified once per template for all rules.
    private let stimulusTable: StimulusAttributeTable

    public init(template: Template, project: ProjectModel, corpus: TemplateCorpus, identifiers: IdentifierIndex,
                setting: RuleSetting?, metadata: RuleMetadata, runsWholeProject: Bool = false,
                stimulusAttributes: StimulusAttributeTable? = nil) {
        let table = stimulusAttributes ?? StimulusAttributeTable(template: template, known: identifiers.known)
        self.init(template: template, project: project, corpus: corpus, identifiers: Lazy(value: identifiers), setting: setting,
                  metadata: metadata, runsWholeProject: runsWholeProject, stimulusAttributes: table)
    }

    /// The same with the identifiers made when a rule first asks for them (with
    /// `StimulusAttributeTable.init(template:knownWhenNeeded:)`, a template no rule asks about
    /// controllers for need not read them).
    public init(template: Template, project: ProjectModel, corpus: TemplateCorpus, identifiers: Lazy<IdentifierIndex>,
                setting: RuleSetting?, metadata: RuleMetadata, runsWholeProject: Bool, stimulusAttributes: StimulusAttributeTable) {
        self.template = template
        self.project = project
        self.corpus = corpus
        identifierIndex = identifiers
        self.setting = setting
        self.runsWholeProject = runsWholeProject
        self.metadata = metadata
        stimulusTable = stimulusAttributes
    }

    /// Whether the template renders HTML (not `.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`,
    /// `.css.erb`, nor a format the app registers for another MIME type, nor XML syntax: MJML for a mailer, an XHTML document; a template whose name
    /// gives no format only when its markup is HTML's), nor only where every path that renders
    /// it is not HTML (a page whose action sets `text/xml`, a partial of FBML pages; see
    /// `RenderGraph.rendersOnlyOutsideHTML`): HTML's structure rules apply only then. It parses
    /// the file name: rules ask it after cheaper checks (most templates have no issue).
    public var templateRendersHTML: Bool {
        let path = template.file.path
        let registered = project.mimeRegistrations
        return TemplateName.rendersHTML(path, registered: registered) && !template.usesXMLSyntax
            && (TemplateName.namesFormat(path, registered: registered) || template.showsOnlyHTMLMarkup)
            && !graph.rendersOnlyOutsideHTML(path, registered: registered)
    }

    /// The Stimulus and bridge attributes of `element` (see `StimulusAttribute.classify`).
    public func stimulusAttributes(of element: Element) -> [StimulusAttribute] {
        stimulusTable.attributes(of: element)
    }

    /// A diagnostic of the rule being run, at the rule's default severity, or at `severity`
    /// when this finding is surer or weaker than the rule's usual one (`stimulus-unknown-event`:
    /// an error for a typo of a DOM event, a warning otherwise). A severity the user configures
    /// for the rule in `.bridgelint.yml` replaces both: the `Linter` keeps a per-finding
    /// severity only while the rule's severity is not configured.
    public func diagnostic(
        _ message: String,
        at range: SourceRange,
        help: String? = nil,
        suggestions: [String] = [],
        fix: Fix? = nil,
        related: [RelatedLocation] = [],
        severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(ruleID: metadata.id, severity: severity ?? metadata.defaultSeverity, message: message, range: range,
                   help: help, suggestions: suggestions, fix: fix, related: related)
    }

    /// A related location in the template being checked.
    public func related(_ range: SourceRange, _ message: String) -> RelatedLocation {
        let position = template.file.position(of: range.start)
        return RelatedLocation(path: template.file.path, line: position.line, column: position.column, message: message)
    }

    /// A related location in a project file (a controller, a native component); `path` is
    /// relative to the project root, the location's path absolute (reporters shorten it).
    public func related(path: String, location: FileLocation?, _ message: String) -> RelatedLocation {
        RelatedLocation(path: project.root + "/" + path, line: location?.line ?? 1, column: location?.column ?? 1, message: message)
    }

    /// A fix that replaces `range` with `replacement`.
    public func replacement(_ range: SourceRange, with replacement: String, title: String, applicability: Fix.Applicability) -> Fix {
        Fix(title: title, edits: [TextEdit(range: range, replacement: replacement)], applicability: applicability)
    }
}

extension RuleContext {
    /// The render graph for questions about this template: the whole app's in a run over the
    /// whole project, else only what may render this template.
    var graph: RenderGraph {
        runsWholeProject ? corpus.graph : corpus.graph(for: template.file.path)
    }

    /// Every controller mounted around `element` on any render path of this template, up to
    /// the top of the page (the render graph); nil when some path cannot be followed.
    func controllers(around element: Element) -> Set<String>? {
        graph.controllers(around: ScopeStep.chain(of: element, in: template), offset: element.range.start, in: template.file.path)
    }

    /// Whether every identifier this template's markup may use is known: the app's identifiers
    /// are complete, or complete but for dependencies whose own layouts alone register theirs,
    /// on pages the gem's conventions bound (Administrate's), and the render graph proves none
    /// of those pages shows this template.
    var knowsEveryIdentifier: Bool {
        let catalog = project.controllers
        if catalog.identifiersAreComplete { return true }
        guard catalog.identifiersAreCompleteOutsideDependencyPages else { return false }
        var folders: [String] = []
        for dependency in catalog.unreadDependencies {
            guard let pages = dependency.pages, let found = graph.viewFolders(of: pages) else { return false }
            folders += found
        }
        return graph.isShown(template.file.path, onlyOutside: folders)
    }

    /// Whether `identifier` is mounted around `element` on the render paths of this template.
    /// Render paths through a branch that contradicts the branches around the element (it sits
    /// in `<% if user_signed_in? %>`, a path renders the template in an `<% else %>` of that
    /// condition) do not show it, and say nothing.
    /// A render path through a call in a template proven never to render (see
    /// `UnrenderedTemplates`) shows nothing either: asked only of an answer that names sites.
    func reach(of identifier: String, around element: Element) -> ControllerReach {
        let chain = ScopeStep.chain(of: element, in: template)
        let requiring = requirements(at: element.range.start)
        let answer = graph.reach(of: identifier, chain: chain, offset: element.range.start, in: template.file.path, requiring: requiring)
        switch answer {
        case .missing(let sites) where !sites.isEmpty: break
        case .partly: break
        default: return answer
        }
        return graph.reach(of: identifier, chain: chain, offset: element.range.start, in: template.file.path, requiring: requiring,
                           neverRenders: neverRenders)
    }

    /// Whether the template at a root-relative path is proven never to render (see
    /// `UnrenderedTemplates`): a render site in it shows nothing. The first question reads every
    /// template, so rules ask it only of an answer that names render sites.
    var neverRenders: (String) -> Bool {
        let corpus = corpus
        return { corpus.neverRenders($0) }
    }

    /// What must hold for markup at `offset` to render: the facts of the branches around it
    /// (see `ConditionFact`).
    func requirements(at offset: Int) -> [ConditionFact] {
        template.conditionalBodies.filter { $0.range.contains(offset) }.flatMap { ConditionFact.facts(of: $0.condition) }
    }
}
