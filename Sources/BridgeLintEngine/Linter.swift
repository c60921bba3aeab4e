import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// Lints one template: a pure function of the file's text, the project model and the
/// configuration, so the CLI, tests and an editor integration all lint the same way.
public struct Linter: Sendable {
    /// The project model, read when a template is first linted.
    public var project: ProjectModel { model.value }
    public let corpus: TemplateCorpus
    private let model: Lazy<ProjectModel>
    /// The controller identifiers, prepared when a rule first asks for them.
    private let identifiers: Lazy<IdentifierIndex>
    /// The rules that run, with the severity configuration gives each (nil: not configured,
    /// so each diagnostic keeps the severity its rule gave it).
    private let enabled: [(rule: any Rule, severity: Severity?)]
    /// The project's own selector rules that run (`custom_rules:`).
    private let customRules: CustomRuleSet
    private let unusedSuppressionSeverity: Severity?
    /// The severity of `rails-unrendered-template`; nil when it does not run (then templates
    /// nothing renders are linted as any other).
    private let unrenderedSeverity: Severity?
    /// The ids of the rules that run.
    public let enabledRuleIDs: Set<String>
    /// Whether a rule that runs asks the frame index (see `Judgment`).
    private let judgesFrames: Bool
    /// The ids a suppression comment may name: the built-in rules and the project's own.
    private let knownRuleIDs: Set<String>

    /// A linter running the rules `selection` and the configuration leave on.
    public init(project: ProjectModel, corpus: TemplateCorpus = .empty, selection: RuleSelection = RuleSelection()) {
        self.init(configuration: project.configuration, corpus: corpus, selection: selection) { project }
    }

    /// The same for the project `loadProject` reads (with `configuration`) when a template is
    /// first linted.
    init(configuration: Configuration, corpus: TemplateCorpus, selection: RuleSelection, loadProject: @escaping @Sendable () -> ProjectModel) {
        self.corpus = corpus
        let model = Lazy(loadProject)
        self.model = model
        identifiers = Lazy { IdentifierIndex(catalog: model.value.controllers) }
        let settings = configuration.rules
        var enabled: [(any Rule, Severity?)] = []
        for rule in RuleRegistry.all {
            let setting = settings[rule.metadata.id]
            guard selection.decision(for: rule.metadata.id, setting: setting, configurationPath: nil).runs else { continue }
            enabled.append((rule, setting?.severity))
        }
        self.enabled = enabled
        // A rule whose selector cannot be used is a configuration error the run stops on first.
        let custom = configuration.customRules.compactMap { try? CustomRule.compile($0).get() }
        customRules = CustomRuleSet(rules: custom.compactMap { rule in
            let setting = settings[rule.definition.ruleID]
            guard selection.decision(for: rule.definition.ruleID, setting: setting, configurationPath: nil).runs else { return nil }
            return (rule, setting?.severity)
        })
        enabledRuleIDs = Set(enabled.map { $0.0.metadata.id } + customRules.rules.map(\.rule.definition.ruleID))
        judgesFrames = enabled.contains { $0.0.asJudging != nil }
        knownRuleIDs = RuleRegistry.idSet.union(configuration.customRules.map(\.ruleID))
        unusedSuppressionSeverity = enabled.first { $0.0.metadata.id == SuppressionUnusedRule.id }.map { $0.1 ?? $0.0.metadata.defaultSeverity }
        unrenderedSeverity = enabled.first { $0.0.metadata.id == RailsUnrenderedTemplateRule.id }.map { $0.1 ?? $0.0.metadata.defaultSeverity }
    }

    public func lint(_ file: SourceFile) -> [Diagnostic] {
        lint(TemplateParser.parse(file))
    }

    /// Lints one template; `wholeProject` says the project rules run too (see
    /// `RuleContext.runsWholeProject`).
    public func lint(_ template: Template, wholeProject: Bool = false) -> [Diagnostic] {
        lint(template, wholeProject: wholeProject, collectingUsesAt: nil).diagnostics
    }

    /// Lints one template and, given its root-relative `path`, also says where it uses
    /// controllers (for the project rules), from the same classification of its attributes.
    public func lint(_ template: Template, wholeProject: Bool, collectingUsesAt path: String?) -> (diagnostics: [Diagnostic], uses: ControllerUsage) {
        finish(start(template, wholeProject: wholeProject, collectingUsesAt: path, corpusPath: nil))
    }

    /// A template's linting, started by `start`: its findings, some of which may wait for the
    /// frame index, and what finishing them reads from the template (not the tree itself).
    struct Started: Sendable {
        fileprivate var judgments: [Judgment]
        fileprivate var neverRendered: [SourceRange]
        /// Nil when the template has no suppression comment.
        fileprivate var suppressions: SuppressionFilter?
        /// The template's text, unless let go (see `releaseText`).
        fileprivate var file: SourceFile?
        /// The path the template is shown as.
        fileprivate var shownPath: String
        fileprivate var uses: ControllerUsage?
        /// `uses` in the result cache's compact form, while the template waits (see `releaseText`).
        fileprivate var compactUses: CachedUsage?
        /// The root-relative path uses are collected at, when asked.
        fileprivate var usesPath: String?

        /// Lets go of the template's text where finishing does not read it (no suppression
        /// comment to place): `finish` then asks for it only to report a template nothing
        /// renders. A template waiting for the pass to end keeps compact facts only: its
        /// controller uses as one string (a usage of its own took a few KB, and a whole run
        /// of 20,000 templates keeps about half of them waiting).
        mutating func releaseText() {
            if suppressions == nil { file = nil }
            if let uses, let usesPath, let compact = CachedUsage(uses, path: usesPath) {
                self.uses = nil
                compactUses = compact
            }
        }

        /// Whether some finding waits for the frame index (see `TemplateCorpus.recordFrameFacts`).
        var waits: Bool {
            judgments.contains { if case .afterFrameIndex = $0 { true } else { false } }
        }
    }

    /// Runs the rules over one template. Given the template's root-relative `corpusPath` (the
    /// lint pass of a run, which parses every template it lints once), the pass records the
    /// template's frame facts for the frame index, and with `defers` the findings that ask
    /// the index before it is built wait for it: `finish`, after the pass, asks the index
    /// built from the facts. Without, they ask it now (and it parses the templates the pass
    /// has not read). The rules read the template as the app's Rails renders its Rails 2 block
    /// helpers (see `RailsBlockReadings`).
    func start(_ template: Template, wholeProject: Bool, collectingUsesAt path: String?, corpusPath: String?, defers: Bool = true) -> Started {
        let project = model.value
        // As parsed from the file: what another template's waiting findings read of this one.
        if judgesFrames, let corpusPath { corpus.recordPageFacts(of: template, at: corpusPath) }
        let template = readingShownAsText(readingInTableContext(readingHelperMarkup(template), corpusPath: corpusPath), corpusPath: corpusPath)
        let records = corpusPath != nil && judgesFrames && !corpus.hasTurboFrames
        if records, let corpusPath { corpus.recordFrameFacts(of: template, at: corpusPath) }
        let defers = records && defers
        let readings = RailsBlockReadings(of: template) { project.railsVersion }
        let (judged, attributes) = judgments(of: readings.judged, project: project, wholeProject: wholeProject, defers: defers)
        var judgments = judged
        var countedAttributes = attributes
        if let alternative = readings.alternative {
            let (other, otherAttributes) = self.judgments(of: alternative, project: project, wholeProject: wholeProject, defers: defers)
            judgments = RailsBlockReadings.agreeing(judged, other)
            countedAttributes = otherAttributes
        }
        // A comment inside a block the app's Rails never renders suppresses nothing, and is not unused.
        let suppressions = SuppressionFilter(file: template.file, directives: SuppressionDirective.all(in: readings.judged))
        // Markup the app never renders breaks nothing, whichever rule looked at it; in a template
        // Rails cannot compile, nothing renders but the issue saying so.
        let neverRendered = template.issues.first(where: \.stopsCompilation).map { stop in
            [SourceRange(start: 0, end: stop.range.start), SourceRange(start: stop.range.end, end: template.file.bytes.count)]
        } ?? NeverRenderedBranches.ranges(in: template, corpus: corpus, project: project)
        return Started(judgments: judgments, neverRendered: neverRendered,
                       suppressions: suppressions.isEmpty ? nil : suppressions, file: template.file,
                       shownPath: template.file.path,
                       uses: path.map { readings.counted.controllerUses(path: $0, attributes: countedAttributes) }, usesPath: path)
    }

    /// The judgments of the rules that run over `template` (the findings that ask the frame
    /// index wait for it when `defers`), with the classification of its attributes they shared.
    private func judgments(of template: Template, project: ProjectModel, wholeProject: Bool, defers: Bool) -> ([Judgment], StimulusAttributeTable) {
        let identifiers = identifiers
        var judgments: [Judgment] = []
        let stimulusAttributes = StimulusAttributeTable(template: template, knownWhenNeeded: { identifiers.value.known })
        for (rule, severity) in enabled {
            let id = rule.metadata.id
            let context = RuleContext(template: template, project: project, corpus: corpus, identifiers: identifiers,
                                      setting: project.configuration.rules[id], metadata: rule.metadata,
                                      runsWholeProject: wholeProject, stimulusAttributes: stimulusAttributes)
            // Turbo's markup does nothing in an app that never loads Turbo; asked only once a
            // finding is made, so that other templates do not depend on every script.
            let isAboutTurbo = rule.metadata.isAboutTurbo
            guard defers, let rule = rule.asJudging else {
                judgments += Self.kept(rule.check(context), severity: severity, isAboutTurbo: isAboutTurbo, model: model).map(Judgment.found)
                continue
            }
            for judgment in rule.judge(context) {
                switch judgment {
                case .found(let diagnostic):
                    judgments += Self.kept([diagnostic], severity: severity, isAboutTurbo: isAboutTurbo, model: model).map(Judgment.found)
                case .afterFrameIndex(let judge):
                    // The model's holder, not a copy of the model: kept by each waiting judgment
                    // until the pass ends (issue 21: 0.9 MB at 20,000 templates).
                    let model = model
                    judgments.append(.afterFrameIndex { corpus in
                        Self.kept(judge(corpus), severity: severity, isAboutTurbo: isAboutTurbo, model: model)
                    })
                }
            }
        }
        if !customRules.isEmpty, let first = customRules.rules.first {
            let context = RuleContext(template: template, project: project, corpus: corpus, identifiers: identifiers,
                                      setting: nil, metadata: first.rule.metadata, runsWholeProject: wholeProject, stimulusAttributes: stimulusAttributes)
            judgments += customRules.check(context).map(Judgment.found)
        }
        return (judgments, stimulusAttributes)
    }

    /// A rule's findings as the run reports them: at the severity configured for it, and none
    /// of a Turbo rule's in an app whose pages never load Turbo (`ProjectModel.loadsTurbo`).
    private static func kept(_ diagnostics: [Diagnostic], severity: Severity?, isAboutTurbo: Bool, model: Lazy<ProjectModel>) -> [Diagnostic] {
        guard !diagnostics.isEmpty, !isAboutTurbo || model.value.loadsTurbo else { return [] }
        guard let severity else { return diagnostics }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.severity = severity
            return diagnostic
        }
    }

    /// The reading of `template` whose controller uses count (see `RailsBlockReadings.counted`).
    func countedReading(of template: Template) -> Template {
        RailsBlockReadings(of: template) { project.railsVersion }.counted
    }

    /// `template` parsed again with its `content_for` blocks that every layout shows inside
    /// `<script>` read as script text, not markup (see `RenderGraph.contentBlocksShownAsText`):
    /// no rule judges them as elements. Itself when it has none (most templates: no
    /// `content_for` block, and the graph is not asked).
    /// A partial whose every render site is inside such text (a JavaScript partial rendered
    /// in a page's `<script>`, see `RenderGraph.rendersOnlyInsideText`) is read as text whole;
    /// the graph is asked only when its markup has a parse issue (JavaScript read as markup
    /// almost always has one), so a clean partial's findings depend on it alone.
    private func readingShownAsText(_ template: Template, corpusPath: String?) -> Template {
        let path = corpusPath ?? template.file.path
        if template.givenTextBodies.isEmpty, !template.issues.isEmpty, RenderGraph.isRenderedInsideOtherTemplates(path),
           corpus.graph.rendersOnlyInsideText(path) {
            return TemplateParser.parse(template.file, textBodies: [SourceRange(start: 0, end: template.file.bytes.count)], helperMarkup: template.givenHelperMarkup,
                                        tableContext: template.givenTableContext)
        }
        guard template.givenTextBodies.isEmpty, ByteSearch.contains(Self.contentFor, in: template.file.bytes),
              hasContentBlock(template, corpusPath: corpusPath) else { return template }
        let bodies = corpus.graph.contentBlocksShownAsText(in: path)
        return bodies.isEmpty ? template : TemplateParser.parse(template.file, textBodies: bodies, helperMarkup: template.givenHelperMarkup, tableContext: template.givenTableContext)
    }

    private static let contentFor = Array("content_for".utf8)

    /// `template` parsed again with the tables around it where it renders (see `TableContext`):
    /// a partial rendered only in a table's body (`RenderGraph.tablePartsAroundEveryRender`) is
    /// built inside it, so a `<div class="row">` written around its rows moves in front of the
    /// table as in browsers; a template rendered only outside tables
    /// (`RenderGraph.rendersOutsideTables`) has the table parts it writes outside a table of
    /// its own ignored, as browsers ignore them. Itself when either reading would build it the
    /// same (most templates: the graph is not asked).
    private func readingInTableContext(_ template: Template, corpusPath: String?) -> Template {
        let path = corpusPath ?? template.file.path
        guard template.givenTableContext == .unknown else { return template }
        let context: TableContext
        if template.mayBeBuiltOtherwiseInsideATable, RenderGraph.isRenderedInsideOtherTemplates(path),
           let parts = corpus.graph.tablePartsAroundEveryRender(of: path) {
            context = .inside(parts)
        } else if template.hasTablePartsOutsideItsTables, corpus.graph.rendersOutsideTables(path) {
            context = .outsideTables
        } else {
            return template
        }
        return TemplateParser.parse(template.file, textBodies: template.givenTextBodies, helperMarkup: template.givenHelperMarkup, tableContext: context)
    }

    /// Whether `template` has a `content_for` block: the render graph's answer when it is built
    /// and read the template the lint pass reads at `corpusPath` (it read every template's
    /// calls), else the template's own calls.
    private func hasContentBlock(_ template: Template, corpusPath: String?) -> Bool {
        func isContentBlock(_ call: RenderCall) -> Bool {
            if case .contentFor = call.kind { call.blockEnd != nil } else { false }
        }
        if let corpusPath, let node = corpus.graphIfMade?.node(at: corpusPath), node.path == corpusPath {
            return node.calls.contains { isContentBlock($0.call) }
        }
        return RenderCall.all(in: template.file.bytes).contains(where: isContentBlock)
    }

    /// `template` parsed again with what the app's helpers write (see `HelperMarkup`): an end
    /// tag that closes nothing in its own text may close what a helper it calls opened, and the
    /// block of a helper that writes it inside `<script>` is script text. Itself when its text
    /// has no issue of either kind or calls none of them (the helpers are read then).
    private func readingHelperMarkup(_ template: Template) -> Template {
        guard template.givenHelperMarkup.isEmpty, !template.issues.isEmpty else { return template }
        let closesNothing = template.issues.contains { $0.kind == .mismatchedEndTag }
        let markup = corpus.helperMarkup
        guard !markup.isEmpty,
              closesNothing && markup.mayBeCalled(in: template.file.bytes, within: 0..<template.file.bytes.count)
                || markup.mayCallRawTextBlockMethod(in: template.file.bytes) else { return template }
        return TemplateParser.parse(template.file, textBodies: template.givenTextBodies, helperMarkup: markup, tableContext: template.givenTableContext)
    }

    /// The findings of a started template, sorted, with its suppression comments applied, and
    /// where it uses controllers when asked (none when nothing renders it). `text` gives the
    /// template's text when `started` let it go and it is needed.
    func finish(_ started: Started, text: () -> SourceFile = { SourceFile(path: "", bytes: []) }) -> (diagnostics: [Diagnostic], uses: ControllerUsage) {
        let project = model.value
        var diagnostics = started.judgments.flatMap { $0.resolved(with: corpus) }
        let neverRendered = started.neverRendered
        if !neverRendered.isEmpty {
            diagnostics.removeAll { diagnostic in neverRendered.contains { $0.contains(diagnostic.range.start) } }
        }
        let suppressions = started.suppressions
        let unrenderedID = RailsUnrenderedTemplateRule.id
        // A comment silencing `rails-unrendered-template` is judged only where it reports.
        var filtered = suppressions?.apply(to: diagnostics, knownRuleIDs: knownRuleIDs, ranRuleIDs: enabledRuleIDs.subtracting([unrenderedID]),
                                           unusedSeverity: unusedSuppressionSeverity) ?? diagnostics
        // A template nothing can render: one finding says so, instead of those in it. Asked only
        // when there is something to report, so a clean template never reads the corpus.
        var unrendered = false
        if let severity = unrenderedSeverity, !filtered.isEmpty,
           // Asked by the corpus's own string: the answer is kept under it.
           let reason = corpus.neverRenderedReason(for: corpus.listedPath(project.relativePath(ofShown: started.shownPath) ?? started.shownPath)) {
            var diagnostic = RailsUnrenderedTemplateRule.diagnostic(in: started.file ?? text(), reason: reason, hidden: filtered.count)
            diagnostic.severity = severity
            filtered = suppressions?.apply(to: [diagnostic], knownRuleIDs: knownRuleIDs, ranRuleIDs: [unrenderedID], unusedSeverity: nil) ?? [diagnostic]
            unrendered = true
        }
        var sorted = filtered.sorted { ($0.range.start, $0.range.end, $0.ruleID) < ($1.range.start, $1.range.end, $1.ruleID) }
        // One cause, one finding: the same message at the same place once (an end tag that ends a
        // branch of two nested conditionals is found by each).
        sorted = sorted.enumerated().filter { index, diagnostic in
            !sorted[..<index].reversed().prefix { $0.range == diagnostic.range }.contains { $0.ruleID == diagnostic.ruleID && $0.message == diagnostic.message }
        }.map(\.element)
        // Controllers mounted only where nothing renders are not used.
        guard let path = started.usesPath else { return (sorted, ControllerUsage()) }
        return (sorted, unrendered ? ControllerUsage(unrenderedTemplate: path)
                    : started.uses ?? started.compactUses?.usage(path: path) ?? ControllerUsage())
    }

    /// `usage` without the uses in templates proven never to render, whether or not they have
    /// findings (those reported have none already): a controller mounted only there is not used.
    /// Nothing is proven with `rails-unrendered-template` turned off.
    public func droppingUnrenderedUses(_ usage: ControllerUsage) -> ControllerUsage {
        guard unrenderedSeverity != nil else { return usage }
        return usage.droppingUses(inTemplates: usage.templatePaths.filter { corpus.neverRenderedReason(for: $0) != nil })
    }

    /// The elements `rule`'s selector selects in `template`, with this linter's project (for
    /// `bl:mounts` and `bl:controller`): what `bridgelint query` prints.
    public func elements(selectedBy rule: CustomRule, in template: Template) throws(CustomRuleProblem) -> [Element] {
        let context = RuleContext(template: template, project: project, corpus: corpus, identifiers: identifiers.value,
                                  setting: nil, metadata: rule.metadata)
        return try rule.selectedElements(in: context)
    }

    /// Whether `id` is a rule about the whole app, which only whole-project runs check.
    public static func isProjectRule(_ id: String) -> Bool {
        RuleRegistry.rule(withID: id)?.asProjectRule != nil
    }

    /// Applies the suppression comments of a JavaScript, Swift or Kotlin file to the project
    /// findings in it, and reports the comments that silence nothing.
    public func applySuppressions(inCodeFile file: SourceFile, to diagnostics: [Diagnostic]) -> [Diagnostic] {
        // `memchr`-led: Foundation's generic `firstRange(of:)` took 250,000 instructions for a
        // controller file, and every controller and native file is asked (issue 21).
        guard ByteSearch.contains(Array("bridgelint".utf8), in: file.bytes) else { return diagnostics }
        let directives = SuppressionDirective.all(inCodeComments: CodeComments.ranges(in: file.bytes, path: file.path), of: file)
        return SuppressionFilter(file: file, directives: directives)
            .apply(to: diagnostics, knownRuleIDs: knownRuleIDs, ranRuleIDs: enabledRuleIDs, unusedSeverity: unusedSuppressionSeverity)
    }

    /// Runs the project rules once over the whole app. Findings in the files of controllers
    /// borrowed from another app of the browser are left to that app's run: one cause, one finding.
    public func checkProject(usage: ControllerUsage) -> [ProjectFinding] {
        checkProject(project, usage: usage) { _ in true }
    }

    /// The findings of the path configuration rules in the file at root-relative `file.path`,
    /// read from `file.bytes` (an editor's buffer) rather than from disk; nil when the file
    /// holds no path configuration, now or on disk.
    public func checkPathConfiguration(_ file: SourceFile) -> [Diagnostic]? {
        guard PathConfigurationCatalog.mayHoldConfiguration(file.path) else { return nil }
        let edited = project.replacingPathConfigurationFile(file.path, with: file.bytes)
        let holds = { (model: ProjectModel) in
            model.pathConfigurations.configurations.contains { $0.path == file.path } || model.pathConfigurations.unparsable.contains { $0.path == file.path }
        }
        guard holds(edited) || holds(project) else { return nil }
        return checkProject(edited, usage: ControllerUsage()) { $0.metadata.id.hasPrefix("native-path-") }
            .filter { $0.path == file.path }
            .map { finding in
                var diagnostic = finding.diagnostic
                switch finding.place {
                case .range(let range): diagnostic.range = range
                case .token(let line, let column): diagnostic.range = file.tokenRange(at: file.offset(line: line, column: column))
                }
                return diagnostic
            }
            .sorted { ($0.range.start, $0.range.end, $0.ruleID) < ($1.range.start, $1.range.end, $1.ruleID) }
    }

    /// Runs the enabled project rules `includes` selects over `project`.
    private func checkProject(_ project: ProjectModel, usage: ControllerUsage, includes: (any Rule) -> Bool) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        for (rule, severity) in enabled where includes(rule) {
            guard let projectRule = rule.asProjectRule else { continue }
            let id = rule.metadata.id
            let context = ProjectContext(project: project, usage: usage, setting: project.configuration.rules[id], metadata: rule.metadata, corpus: corpus)
            for var finding in projectRule.checkProject(context) where !project.controllers.borrowedPaths.contains(finding.path) {
                if let severity { finding.diagnostic.severity = severity }
                findings.append(finding)
            }
        }
        return findings
    }
}
