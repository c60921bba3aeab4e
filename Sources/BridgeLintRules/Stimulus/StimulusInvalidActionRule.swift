import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a malformed `data-action` descriptor: missing or empty parts, no event on an
/// element without a default one, unknown options, key filters and global targets.
public struct StimulusInvalidActionRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-invalid-action",
        summary: "A `data-action` descriptor Stimulus cannot run: missing parts, no event, unknown option, key filter or global target.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        let extraOptions = Set(context.setting?.option("options")?.array?.compactMap(\.string) ?? [])
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            let type = element.attribute(named: "type")?.value?.staticText
            for attribute in element.attributes where attribute.name == "data-action" {
                // Each text the value may render is judged; a descriptor seen in several is judged once.
                var judged: Set<SourceRange> = []
                for tokens in attribute.value?.possibleTokenLists ?? [] {
                    diagnostics += check(tokens, on: element, type: type, extraOptions: extraOptions, judged: &judged, context: context)
                }
            }
        }
        return diagnostics
    }

    /// The problems of the descriptors of one rendering of a `data-action` value.
    private func check(_ tokens: [AttributeValue.Token], on element: Element, type: String?, extraOptions: Set<String>,
                       judged: inout Set<SourceRange>, context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let split = splitArrows(in: tokens)
        for group in split {
            let pieces = Array(tokens[group])
            guard judged.insert(SourceRange(start: pieces[0].range.start, end: pieces[pieces.count - 1].range.end)).inserted else { continue }
            diagnostics.append(splitArrowDiagnostic(pieces, on: element, type: type, context: context))
        }
        let consumed = Set(split.flatMap { $0 })
        for (index, token) in tokens.enumerated() where !consumed.contains(index) && judged.insert(token.range).inserted {
            let descriptor = ActionDescriptor(token: token.text, range: token.range)
            // A word with neither `->` nor `#` is another library's (`data-action="like"`):
            // Stimulus ignores a token it cannot parse.
            guard descriptor.isWrittenForStimulus else { continue }
            var problems = descriptor.problems(elementName: element.name, elementType: type, extraOptions: extraOptions)
            if descriptor.identifierIsEventName, let event = descriptor.identifier, let method = descriptor.method,
               let index = problems.firstIndex(where: { $0.range == event.range }) {
                let owners = controllers(defining: method.text, around: element, in: context)
                if owners.count == 1 { problems[index].suggestions = [event.text + "->" + owners[0]] }
            }
            for problem in problems {
                let verbatim = context.template.file.text(in: problem.range)
                let fix = problem.suggestions.count == 1 && !verbatim.isEmpty && verbatim != token.text
                    ? context.replacement(problem.range, with: problem.suggestions[0], title: "use `\(problem.suggestions[0])`", applicability: .unsafe)
                    : nil
                diagnostics.append(context.diagnostic(problem.message, at: problem.range, help: problem.help,
                                                      suggestions: problem.suggestions, fix: fix))
            }
        }
        return diagnostics
    }

    /// The identifiers mounted on `element` or its ancestors whose controllers define `method`.
    private func controllers(defining method: String, around element: Element, in context: RuleContext) -> [String] {
        var owners: [String] = []
        for candidate in context.template.selfAndAncestors(of: element) {
            for token in candidate.controllerTokens where !owners.contains(token.text) {
                if ClosedController.find(token.text, in: context.project.controllers)?.actionMethods.contains(method) == true { owners.append(token.text) }
            }
        }
        return owners
    }

    /// Runs of tokens that are one descriptor split by blanks around its `->`
    /// (`click -> menu#open`, `click-> menu#open`, `click ->menu#open`): Stimulus splits
    /// `data-action` on whitespace, so each piece is a broken action of its own.
    private func splitArrows(in tokens: [AttributeValue.Token]) -> [ClosedRange<Int>] {
        var groups: [ClosedRange<Int>] = []
        var index = 0
        while index + 1 < tokens.count {
            let text = tokens[index].text, next = tokens[index + 1].text
            if text == "->", index > 0, index + 1 < tokens.count, !tokens[index - 1].text.contains("->"), next.contains("#"),
               groups.last.map({ $0.upperBound < index - 1 }) ?? true {
                groups.append((index - 1)...(index + 1))
                index += 2
            } else if text.hasSuffix("->"), text.count > 2, !next.contains("->"), next.contains("#") {
                groups.append(index...(index + 1))
                index += 2
            } else if !text.contains("->"), !text.contains("#"), next.hasPrefix("->"), next.count > 2, next.contains("#") {
                groups.append(index...(index + 1))
                index += 2
            } else {
                index += 1
            }
        }
        return groups
    }

    private func splitArrowDiagnostic(_ pieces: [AttributeValue.Token], on element: Element, type: String?,
                                      context: RuleContext) -> Diagnostic {
        let joined = pieces.map(\.text).joined()
        let written = pieces.map(\.text).joined(separator: " ")
        let range = SourceRange(start: pieces[0].range.start, end: pieces[pieces.count - 1].range.end)
        let verbatim = context.template.file.text(in: range)
        // A fix only where the source between the pieces is nothing but blanks.
        let fix = verbatim.filter { !$0.isWhitespace } == joined
            ? context.replacement(range, with: joined, title: "use `\(joined)`", applicability: .safe) : nil
        // Stimulus drops the pieces it cannot parse (`click`, `->`) and a last piece without an
        // arrow (`menu#open`) listens for the element's default event: when that is the event
        // written, the action runs as meant, by accident.
        let event = pieces[0].text.hasSuffix("->") ? String(pieces[0].text.dropLast(2)) : pieces[0].text
        let last = pieces[pieces.count - 1].text
        if !last.hasPrefix("->"), let defaultEvent = ActionGrammar.defaultEvent(forElement: element.name, type: type), event == defaultEvent {
            return context.diagnostic(
                "`\(written)` works only because `\(event)` is the default event of `<\(element.name)>`: `data-action` is split on whitespace, so Stimulus drops `\(pieces.dropLast().map(\.text).joined(separator: " "))` and `\(last)` listens for the default event",
                at: range,
                help: "write it without blanks: `\(joined)`, or drop `\(event)->` to use the default event on purpose",
                suggestions: [joined], fix: fix, severity: .warning)
        }
        return context.diagnostic(
            "`\(written)` is \(pieces.count) actions, not one: `data-action` is split on whitespace, so the blanks around `->` break the descriptor",
            at: range,
            help: "write it without blanks: `\(joined)`",
            suggestions: [joined], fix: fix)
    }
}
