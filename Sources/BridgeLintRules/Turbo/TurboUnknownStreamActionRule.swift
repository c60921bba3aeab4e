import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a Turbo Stream action that is a near miss of one that exists: `<turbo-stream
/// action="replce">`, `turbo_stream_action_tag :apend`, `turbo_stream.action :tost` (the app
/// registers `StreamActions.toast`), and a `turbo_stream.<method>` turbo-rails does not define
/// (`turbo_stream.replce`).
public struct TurboUnknownStreamActionRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-stream-action",
        summary: "A Turbo Stream action or `turbo_stream.<method>` that is a near miss of one Turbo, turbo-rails or the app's scripts define.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where element.name == "turbo-stream" {
            guard let attribute = element.attribute(named: "action"), let value = StaticValue(of: attribute, in: context.template.file),
                  !TurboLibrary.streamActions.contains(value.text) else { continue }
            if let diagnostic = unknownAction(value.text, at: value.range, isVerbatim: value.isVerbatim, context: context) { diagnostics.append(diagnostic) }
        }
        for call in context.template.turboStreamCalls {
            if let custom = call.customAction {
                guard !TurboLibrary.streamActions.contains(custom.text) else { continue }
                if let diagnostic = unknownAction(custom.text, at: custom.range, isVerbatim: true, context: context) { diagnostics.append(diagnostic) }
            } else if !TurboLibrary.streamBuilderMethods.contains(call.method) {
                if let diagnostic = unknownMethod(call, context: context) { diagnostics.append(diagnostic) }
            }
        }
        return diagnostics
    }

    /// An action neither Turbo nor the app's scripts register, close to one that is.
    private func unknownAction(_ name: String, at range: SourceRange, isVerbatim: Bool, context: RuleContext) -> Diagnostic? {
        let registry = context.corpus.streamActions
        guard !registry.isOpen, !registry.registered.contains(name) else { return nil }
        let suggestions = StringDistance.suggestions(for: name, among: TurboLibrary.streamActions.union(registry.registered))
        guard let first = suggestions.first else { return nil }
        return context.diagnostic(
            "`\(name)` is not a Turbo Stream action: Turbo defines " + TurboLibrary.streamActions.sorted().map { "`\($0)`" }.joined(separator: ", ")
                + (registry.registered.isEmpty ? "" : ", and the app's scripts register " + registry.registered.sorted().map { "`\($0)`" }.joined(separator: ", "))
                + "; Turbo throws `unknown action` and the stream does nothing",
            at: range,
            help: "did you mean `\(first)`?",
            suggestions: suggestions,
            fix: suggestions.count == 1 && isVerbatim ? context.replacement(range, with: first, title: "use `\(first)`", applicability: .unsafe) : nil)
    }

    /// `turbo_stream.replce`: a method turbo-rails' tag builder lacks, close to one it has, and
    /// defined by no `def` in the app's Ruby (nor in an extension of the builder under `config/` or `lib/`).
    private func unknownMethod(_ call: TurboStreamCall, context: RuleContext) -> Diagnostic? {
        let suggestions = StringDistance.suggestions(for: call.method, among: TurboLibrary.streamBuilderMethods)
        guard let first = suggestions.first, !context.corpus.definesStreamBuilderMethod(call.method) else { return nil }
        return context.diagnostic(
            "`turbo_stream.\(call.method)` is not a method of turbo-rails' tag builder: rendering the template raises `NoMethodError`",
            at: call.methodRange,
            help: "did you mean `turbo_stream.\(first)`?",
            suggestions: suggestions,
            fix: suggestions.count == 1 ? context.replacement(call.methodRange, with: first, title: "use `\(first)`", applicability: .unsafe) : nil)
    }
}
