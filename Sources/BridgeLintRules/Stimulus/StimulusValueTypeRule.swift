import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a static value that Stimulus cannot read as the type the controller declares.
public struct StimulusValueTypeRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-value-type",
        summary: "A static `data-<identifier>-<name>-value` that cannot be read as its declared Number, Array or Object type.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) where attribute.kind == .value {
                guard let identifier = attribute.identifier, let name = attribute.name, let value = attribute.attribute.value,
                      let controller = ClosedController.find(identifier, in: catalog),
                      case .found(let declaredName) = DeclaredName.match(name, among: controller.values.keys, dasherized: true),
                      let declared = controller.values[declaredName] else { continue }
                let problem: String?
                switch value.kind {
                case .text:
                    // An HTML character reference (`&quot;`) is decoded by the browser: the
                    // text as written is not what Stimulus reads, so it is not judged.
                    guard let text = value.staticText, !(attribute.attribute.origin == .html && text.contains("&")) else { continue }
                    problem = StimulusValueType.problem(reading: text, as: declared.type)
                case .array:
                    // Rails renders a Ruby Array literal as a JSON array.
                    problem = declared.type == .object || declared.type == .number ? "Rails renders the Ruby Array as a JSON array" : nil
                case .hash:
                    problem = declared.type == .array || declared.type == .number ? "Rails renders the Ruby Hash as a JSON object" : nil
                case .interpolated, .expression:
                    continue
                }
                guard let problem else { continue }
                diagnostics.append(context.diagnostic(
                    "`\(value.staticText ?? context.template.file.text(in: value.range))` is not a valid \(declared.type.rawValue) for the value `\(declaredName)` of `\(identifier)`: \(problem)",
                    at: value.range,
                    help: Self.help(for: declared.type),
                    related: [context.related(path: controller.path, location: declared.location, "`\(declaredName)` is declared as \(declared.type.rawValue) here")]))
            }
        }
        return diagnostics
    }

    static func help(for type: StimulusController.ValueType) -> String {
        switch type {
        case .number: "write a number (`42`, `1_000`, `0.5`, `-1e3`), or change the declared type"
        case .array: "write a JSON array (`[\"a\",\"b\"]`, strings in double quotes), or pass a Ruby Array in `data:` and let Rails encode it"
        case .object: "write a JSON object (`{\"key\":\"value\"}`, keys in double quotes), or pass a Ruby Hash in `data:` and let Rails encode it"
        case .string, .boolean, .unknown: "change the value or the declared type"
        }
    }
}
