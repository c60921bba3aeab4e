import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintSelectors
import BridgeLintTemplate

/// A project's own rule (`custom_rules:` in `.bridgelint.yml`): a CSS or XPath selector over
/// the tree the browser builds, evaluated by libxml2, reporting each element it selects.
public struct CustomRule: Sendable {
    public let definition: CustomRuleDefinition
    let selector: Selector

    public var metadata: RuleMetadata {
        RuleMetadata(id: definition.ruleID, summary: definition.message, defaultSeverity: definition.severity)
    }

    /// The rule, or why its selector cannot be used, located in `.bridgelint.yml`.
    public static func compile(_ definition: CustomRuleDefinition) -> Result<CustomRule, CustomRuleProblem> {
        do {
            let selector = switch definition.language {
            case .css: try Selector.css(definition.selector)
            case .xpath: try Selector.xpath(definition.selector)
            }
            return .success(CustomRule(definition: definition, selector: selector))
        } catch {
            let language = definition.language == .css ? "CSS" : "XPath"
            let reason = "\(error.message) (column \(error.column) of the selector)"
            return .failure(CustomRuleProblem(
                message: "the \(language) selector of custom rule `\(definition.id)` cannot be used: \(reason)",
                location: definition.location(ofSelectorColumn: error.column), reason: reason))
        }
    }
}

extension CustomRule {
    /// The elements the selector selects in the context's template, in document order, all of
    /// them (what `bridgelint query` shows; the rule leaves some out, see `CustomRuleSet.check`).
    public func selectedElements(in context: RuleContext) throws(CustomRuleProblem) -> [Element] {
        do {
            return try SelectorDocument(template: context.template, withText: selector.readsText, attributeNames: selector.attributeNames)
                .elements(matching: selector, functions: RenderGraphFunctions(context: context)).map { context.template.elements[$0] }
        } catch {
            throw CustomRuleProblem(message: error.message, location: FileLocation(line: 1, column: error.column), reason: error.description)
        }
    }
}

/// A custom rule that cannot run, said where it is written.
public struct CustomRuleProblem: Error, Sendable, Hashable {
    public var message: String
    public var location: FileLocation
    /// What is wrong with the selector itself, with its column in it.
    public var reason: String
}

/// The custom rules of a run: on each template they apply to, one libxml2 document is built and
/// every rule's selector runs on it. A run without custom rules never builds one, nor does a
/// template with no element a selector could select (no `img` for `img:not([alt])`).
public struct CustomRuleSet: Sendable {
    /// Each rule with the severity configuration gives it under `rules:` (nil: its own).
    public let rules: [(rule: CustomRule, severity: Severity?)]

    public init(rules: [(rule: CustomRule, severity: Severity?)]) {
        self.rules = rules
    }

    public var isEmpty: Bool { rules.isEmpty }

    /// The findings of every rule that applies to the template, at the start tag of each
    /// element its selector selects. An element that may carry attributes the template does
    /// not show (`<img <%= attrs %>>`, `**options`) is left alone: what a selector says of
    /// its attributes is not proven there.
    public func check(_ context: RuleContext) -> [Diagnostic] {
        let shown = context.template.file.path
        // Most rules apply everywhere: the root-relative path is worked out only for those with `paths:`.
        let path = Lazy { context.project.relativePath(ofShown: shown) ?? shown }
        // What the template holds, gathered only when a selector says what it needs.
        let inventory = Lazy { SelectorDocument.Inventory(template: context.template) }
        let applying = rules.filter { rule, _ in
            (rule.definition.isEverywhere || rule.definition.applies(to: path.value))
                && (rule.selector.candidates == nil || SelectorDocument.mayMatch(rule.selector, in: inventory.value))
        }
        guard !applying.isEmpty else { return [] }
        let selectors = applying.map(\.rule.selector)
        // Built once for every rule that applies, with what any of them may read.
        let attributeNames = selectors.contains { $0.attributeNames == nil } ? nil : Set(selectors.flatMap { $0.attributeNames ?? [] })
        let document = SelectorDocument(template: context.template, withText: selectors.contains(where: \.readsText), attributeNames: attributeNames)
        let functions = RenderGraphFunctions(context: context)
        var diagnostics: [Diagnostic] = []
        for (rule, severity) in applying {
            // A selector that compiled fails on a template only past libxml2's work limit: silent there.
            guard let matches = try? document.elements(matching: rule.selector, functions: functions) else { continue }
            for index in matches {
                let element = context.template.elements[index]
                guard !element.hasDynamicAttributes else { continue }
                diagnostics.append(Diagnostic(ruleID: rule.definition.ruleID, severity: severity ?? rule.definition.severity,
                                              message: rule.definition.message, range: element.startTagRange, help: rule.definition.help))
            }
        }
        return diagnostics
    }
}

/// The `bl:` functions answered from the render graph and the Stimulus attributes, as the
/// built-in rules answer them.
final class RenderGraphFunctions: SelectorFunctions {
    private let context: RuleContext
    /// `bl:rendered-in` asks about the template, not the element: once per name.
    private var renderedInside: [String: Bool] = [:]

    init(context: RuleContext) {
        self.context = context
    }

    /// False only when a render path is known not to mount it: unknown is not missing.
    func mounts(_ identifier: String, aroundElement index: Int) -> Bool {
        switch context.reach(of: identifier, around: context.template.elements[index]) {
        case .mounted, .unknown: true
        case .missing, .partly: false
        }
    }

    func controllers(aroundElement index: Int) -> [String] {
        let element = context.template.elements[index]
        let around = context.controllers(around: element)
            ?? Set(context.template.selfAndAncestors(of: element).flatMap { $0.controllerTokens.map(\.text) })
        return around.sorted()
    }

    /// A target attribute of `identifier` as the Stimulus rules classify it (`data-<id>-target`
    /// with a name, a Rails `data:` key rendered so; Stimulus 1's `data-target="<id>.name"` for
    /// a controller of the app), inside the controller as far as `mounts` knows.
    func isTarget(ofController identifier: String, element index: Int) -> Bool {
        let element = context.template.elements[index]
        let says = context.stimulusAttributes(of: element).contains { attribute in
            attribute.kind == .target && attribute.identifier == identifier && !(attribute.attribute.value?.possibleTokens.isEmpty ?? true)
        } || saysLegacyTarget(of: identifier, on: element)
        return says && mounts(identifier, aroundElement: index)
    }

    private func saysLegacyTarget(of identifier: String, on element: Element) -> Bool {
        guard let value = element.attribute(named: "data-target")?.value, context.project.controllers.isKnown(identifier) else { return false }
        let targets = ClosedController.find(identifier, in: context.project.controllers)?.targets
        return value.staticTokens.contains { token in
            guard let pair = StimulusLegacyTargetRule.split(token.text) else { return false }
            return pair.identifier == identifier && (targets?.contains(pair.name) ?? true)
        }
    }

    func isRendered(inside name: String) -> Bool {
        if let known = renderedInside[name] { return known }
        let inside = context.graph.isShown(context.template.file.path, inside: name)
        renderedInside[name] = inside
        return inside
    }
}
