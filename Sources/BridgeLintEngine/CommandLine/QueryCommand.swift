import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate
import Foundation

/// `bridgelint query SELECTOR [PATH...]`: every element a CSS (or, with `--xpath`, XPath)
/// selector selects in the templates, as `path:line:column: <start tag as written>`; a
/// structural grep that sees the tree the browser builds and the elements Rails helpers render.
/// Exit code 0 when something matched, 1 when nothing did, 2 for a bad selector, as grep does.
extension CommandLineInterface {
    func query(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["help", "xpath", "count"], options: ["format"])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let format = try parsed.choice("format", allowed: ["text", "json"], default: "text")
        guard let source = parsed.positional.first else {
            throw UsageError("`bridgelint query` takes a selector, e.g. `bridgelint query 'img:not([alt])' app/views`")
        }
        let rule = try compile(source, language: parsed.flags.contains("xpath") ? .xpath : .css)
        let paths = parsed.positional.count > 1 ? Array(parsed.positional.dropFirst()) : ["."]
        let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
        if !missing.isEmpty { throw UsageError("no such file or folder: " + missing.map { "`\($0)`" }.joined(separator: ", ")) }
        guard let repository = openRepository(containing: paths[0]) else { return .failure }
        let base = environment.currentDirectory
        let run = RepositoryRun(repository: repository, paths: paths, selection: RuleSelection(select: []), jobs: 1) { DisplayPath.relative($0, to: base) }
        var matches: [QueryMatch] = []
        for projectRun in run.projectRuns {
            for path in projectRun.files {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                // As the app's Rails renders it: from 3.1 on, a code tag's block helper writes no element.
                let template = projectRun.run.linter.corpus.blockReading.parse(SourceFile(path: projectRun.run.displayPath(path), bytes: [UInt8](data)))
                let elements: [Element]
                do {
                    elements = try projectRun.run.linter.elements(selectedBy: rule, in: template)
                } catch {
                    environment.writeError("warning: \(template.file.path): the selector could not be evaluated: \(error.message)\n")
                    continue
                }
                matches += elements.map { QueryMatch(template: template, element: $0) }
            }
        }
        if parsed.flags.contains("count") {
            environment.write(format == "json" ? JSONValue.object([("count", .number(matches.count))]).serialized(pretty: false) + "\n" : "\(matches.count)\n")
        } else if format == "json" {
            environment.write(JSONValue.array(matches.map(\.json)).serialized(pretty: true) + "\n")
        } else {
            for match in matches { environment.write("\(match.path):\(match.line):\(match.column): \(match.startTag)\n") }
        }
        return matches.isEmpty ? .findings : .clean
    }

    private func compile(_ source: String, language: CustomRuleDefinition.Language) throws(UsageError) -> CustomRule {
        let definition = CustomRuleDefinition(id: "query", idLocation: FileLocation(line: 1, column: 1), language: language, selector: source,
                                              selectorStart: FileLocation(line: 1, column: 1), selectorIsVerbatim: true, message: "", severity: .info)
        switch CustomRule.compile(definition) {
        case .success(let rule): return rule
        case .failure(let problem):
            let name = language == .css ? "CSS selector" : "XPath expression"
            throw UsageError("bad \(name) `\(source)`: \(problem.reason)")
        }
    }
}

/// One element `bridgelint query` found.
private struct QueryMatch {
    let path: String
    let line: Int
    let column: Int
    let name: String
    /// The start tag (or the helper's ERB tag) as written, its line breaks and indentation made one space.
    let startTag: String

    init(template: Template, element: Element) {
        path = template.file.path
        let position = template.file.position(of: element.startTagRange.start)
        line = position.line
        column = position.column
        name = element.name
        let range = element.startTagRange
        startTag = String(decoding: template.file.bytes[range.start..<range.end], as: UTF8.self)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    var json: JSONValue {
        .object([("path", .string(path)), ("line", .number(line)), ("column", .number(column)),
                 ("element", .string(name)), ("startTag", .string(startTag))])
    }
}
