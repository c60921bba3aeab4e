import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a bridge component that templates use but a targeted native platform does not
/// implement: the web component never loads there.
///
/// A whole-project run reports at the JavaScript `static component`; a run over single
/// templates (a pre-commit hook) reports at the first `data-controller` of the component in
/// each template instead, so the problem is said once either way.
public struct BridgeMissingNativeRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "bridge-missing-native",
        summary: "A bridge component used in templates that a targeted native platform does not implement.",
        defaultSeverity: .error)

    public init() {}

    /// One component missing on some platforms.
    private struct Gap {
        var component: StimulusController
        var name: String
        var platforms: [Platform]
    }

    /// The components named `name` missing on which checked platforms: none when every platform
    /// implements it, opts out of it, may get it from a library, or has a close name that
    /// `bridge-name-mismatch` reports instead.
    private func missingPlatforms(of name: String, in project: ProjectModel, optedOut: Set<Platform>,
                                  mismatches: [ComponentNameMismatch]) -> [Platform] {
        let mismatched = Set(mismatches.filter { $0.webName == name }.map(\.native.platform))
        return project.checkedPlatforms.filter { platform in
            !optedOut.contains(platform) && !mismatched.contains(platform)
                && project.native.knowsAllComponentNames(on: platform)
                && project.native.components(named: name, platform: platform).isEmpty
        }
    }

    private func gaps(in project: ProjectModel, optedOut: (StimulusController) -> Set<Platform>?) -> [Gap] {
        guard !project.checkedPlatforms.isEmpty else { return [] }
        let mismatches = ComponentNameMismatch.all(in: project)
        return WebComponents.declared(in: project.controllers).compactMap { component in
            guard let name = component.componentName, let optedOut = optedOut(component) else { return nil }
            let platforms = missingPlatforms(of: name, in: project, optedOut: optedOut, mismatches: mismatches)
            return platforms.isEmpty ? nil : Gap(component: component, name: name, platforms: platforms)
        }
    }

    private func message(_ gap: Gap) -> String {
        let missing = gap.platforms.map(\.displayName).joined(separator: " and ")
        // PROTOCOL §1: `BridgeComponent.shouldLoad` looks for the name in the user agent the
        // native app writes from its registered components; unregistered, it never connects.
        return "bridge component `\(gap.name)` has no native implementation on \(missing), so the app there does not list it in its user agent and the web component never loads"
    }

    private func help(_ gap: Gap) -> String {
        "implement a component named \"\(gap.name)\" on \(gap.platforms.map(\.displayName).joined(separator: " and ")) and register it, or opt the platform out with `data-controller-optout-<platform>`"
    }

    private func implementations(of gap: Gap, in project: ProjectModel) -> [(Platform, DeclarationSite)] {
        project.checkedPlatforms.compactMap { platform in
            project.native.implementation(named: gap.name, on: platform).map { (platform, $0) }
        }
    }

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let catalog = context.project.controllers
        /// Every template use of the component, in path order.
        func uses(of component: StimulusController) -> [ControllerUsage.Use] {
            guard let name = component.componentName else { return [] }
            return WebComponents.identifiers(mounting: name, in: catalog).flatMap { context.usage.uses(of: $0) }
                .sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) }
        }
        let gaps = gaps(in: context.project) { component in
            let uses = uses(of: component)
            guard let first = uses.first else { return nil }
            // A platform counts as opted out only when every use opts out of it.
            return uses.dropFirst().reduce(first.optedOutPlatforms) { $0.intersection($1.optedOutPlatforms) }
        }
        return gaps.map { gap in
            let uses = uses(of: gap.component)
            var related = implementations(of: gap, in: context.project).map { platform, site in
                context.related(site, "\(platform.displayName) implements `\(gap.name)` here")
            }
            if let use = uses.first {
                related.append(context.related(path: use.path, line: use.line, column: use.column, "`\(gap.component.identifier)` is used here"))
            }
            return context.finding(in: gap.component.path, at: .token(at: gap.component.componentLocation), message(gap), about: gap.name,
                                   help: help(gap), related: related)
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard !context.runsWholeProject else { return [] }
        let catalog = context.project.controllers
        var firstUses: [String: (element: Element, token: AttributeValue.Token)] = [:]
        for element in context.template.elements {
            for token in element.controllerTokens where firstUses[token.text] == nil {
                firstUses[token.text] = (element, token)
            }
        }
        /// The template's first `data-controller` token of the component.
        func firstUse(of component: StimulusController) -> (element: Element, token: AttributeValue.Token)? {
            guard let name = component.componentName else { return nil }
            return WebComponents.identifiers(mounting: name, in: catalog).compactMap { firstUses[$0] }
                .min { $0.token.range.start < $1.token.range.start }
        }
        return gaps(in: context.project) { component in
            firstUse(of: component).map { $0.element.platformsOptingOut(of: $0.token.text) }
        }.compactMap { gap in
            guard let use = firstUse(of: gap.component) else { return nil }
            var related = [context.related(path: gap.component.path, location: gap.component.componentLocation, "`static component` is declared here")]
            related += implementations(of: gap, in: context.project).map { platform, site in
                context.related(path: site.path, location: FileLocation(line: site.line, column: site.column),
                                "\(platform.displayName) implements `\(gap.name)` here")
            }
            return context.diagnostic(message(gap), at: use.token.range, help: help(gap), related: related)
        }
    }
}
