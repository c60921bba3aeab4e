import Foundation
import BridgeLintCore
import BridgeLintEngine
import BridgeLintGraph
import BridgeLintProject
import BridgeLintReporters
import BridgeLintRules

/// Hover in a template: a Markdown summary of the controller under the cursor (or of the
/// controller a target, value, class, outlet or action belongs to), and the explanation of the
/// rules whose diagnostics are there.
enum Hover {
    /// The Markdown and the range it is about; nil when there is nothing to say.
    static func content(at offset: Int, in context: TemplateContext, diagnostics: [Diagnostic]) -> (markdown: String, range: SourceRange)? {
        var sections: [String] = []
        var range: SourceRange?
        let here = diagnostics.filter { $0.range.start <= offset && offset <= $0.range.end }
        for ruleID in Set(here.map(\.ruleID)).sorted() {
            if let explanation = ruleExplanation(ruleID, customRules: context.project.configuration.customRules) { sections.append(explanation) }
            range = here.first { $0.ruleID == ruleID }?.range
        }
        if let symbol = TemplateSymbol.at(offset, in: context) {
            switch symbol {
            case .controller(let identifier, let symbolRange), .member(let identifier, _, _, let symbolRange):
                for controller in context.project.controllers.controllers(named: identifier) {
                    sections.append(summary(of: controller, native: context.project.native))
                }
                range = symbolRange
            case .partial(let name, let symbolRange):
                let graph = context.corpus.graph
                for target in graph.targets(ofCallsNaming: name, in: context.file.path) {
                    guard let paths = RenderGraphOutput.text(graph, pathsOf: target) else { continue }
                    sections.append("**`render \"\(name)\"`** renders `\(target)`\n\n```text\n\(paths)```")
                    range = symbolRange
                }
            case .bridgeAttribute, .formField, .frame:
                break
            }
        }
        guard !sections.isEmpty, let range else { return nil }
        return (sections.joined(separator: "\n\n---\n\n"), range)
    }

    /// A rule's documentation up to its examples: what it does and why; for a custom rule of
    /// `customRules`, what `.bridgelint.yml` says of it.
    static func ruleExplanation(_ ruleID: String, customRules: [CustomRuleDefinition]) -> String? {
        let custom = customRules.first { $0.ruleID == ruleID }.flatMap { RuleDescriptor(custom: $0).helpMarkdown }
        guard let markdown = RuleDocumentation.markdown[ruleID] ?? custom else { return nil }
        let upToExamples = markdown.components(separatedBy: "\n## Examples").first ?? markdown
        return upToExamples.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What a controller declares, and for a bridge component its native side.
    static func summary(of controller: StimulusController, native: NativeCatalog) -> String {
        let kind = controller.isBridgeComponent ? "bridge component" : "Stimulus controller"
        var lines = ["**`\(controller.identifier)`** — \(kind), `\(controller.path)`"
            + (controller.superclassName.map { " (extends `\($0)`)" } ?? "")]
        func list(_ title: String, _ names: [String]) {
            if !names.isEmpty { lines.append("- \(title): " + names.map { "`\($0)`" }.joined(separator: ", ")) }
        }
        list("Targets", controller.targets.sorted())
        let values = controller.values.values.sorted { $0.name < $1.name }.map { value in
            "\(value.name): \(value.type == .unknown ? "?" : value.type.rawValue)\(value.hasDefault ? " = default" : "")"
        }
        list("Values", values)
        list("Classes", controller.classes.sorted())
        list("Outlets", controller.outlets.sorted())
        list("Actions", controller.actions)
        list("Bridge attributes read", controller.bridgeAttributes.map(\.name))
        if !controller.isClosed { lines.append("- Some members are not visible in the source (a spread, an unread superclass or package).") }
        if let name = controller.componentName {
            lines.append("")
            lines.append("Component `\(name)`:")
            for platform in Platform.allCases {
                let components = native.components(named: name, platform: platform)
                guard !components.isEmpty else {
                    lines.append("- \(platform.displayName): no component registered under this name")
                    continue
                }
                for component in components {
                    let place = (component.classSite ?? component.nameSite).map { " in `\($0.path):\($0.line)`" } ?? ""
                    let registration = native.registrations(on: platform).flatMap(\.entries)
                        .first { $0.className != nil && $0.className == component.className }
                        .map { ", registered at `\($0.site.path):\($0.site.line)`" } ?? ", not registered"
                    lines.append("- \(platform.displayName): `\(component.className ?? "?")`\(place)\(registration)")
                    for message in component.messages where !message.fields.isEmpty {
                        lines.append("  - `\(message.name)` reads " + message.fields.map { "`\($0.jsonKey)`" }.joined(separator: ", "))
                    }
                }
            }
            let sent = controller.sentEvents.compactMap { event in event.name.map { "`\($0)` (" + event.keys.joined(separator: ", ") + ")" } }
            if !sent.isEmpty { lines.append("- Web sends: " + sent.joined(separator: ", ")) }
        }
        return lines.joined(separator: "\n")
    }
}
