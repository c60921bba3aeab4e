import BridgeLintCore
import Testing

/// `stimulus-unknown-controller` on a member attribute whose identifier is a known one with `-`
/// and `--` (in Ruby keys `_` and `__`) mixed up: one finding that names the identifier meant
/// and how to write the attribute, never an unknown controller made of its first word.
@Suite struct MixedUpDashesTests {
    static let files = [
        "app/javascript/controllers/projects/samples/complete_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static targets = ["status"]
          static values = { loaded: Boolean }
          static classes = ["done"]
        }
        """,
        "app/javascript/controllers/date_picker_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static values = { format: String }
        }
        """,
    ]

    static func findings(_ line: String) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint("<div data-controller=\"projects--samples--complete date-picker\">\n  \(line)\n</div>\n", files: files)
            .filter { $0.ruleID == "stimulus-unknown-controller" }
    }

    @Test(arguments: [
        (#"<span data-projects-samples--complete-loaded-value="true"></span>"#,
         "`data-projects-samples--complete-loaded-value` names no controller: `projects-samples--complete` is `projects--samples--complete` with `-` where it needs `--`, so `projects--samples--complete` never reads this value `loaded`",
         "projects-samples--complete", "projects--samples--complete"),
        (#"<span data-projects-samples-complete-done-class="ok"></span>"#,
         "`data-projects-samples-complete-done-class` names no controller: `projects-samples-complete` is `projects--samples--complete` with `-` where it needs `--`, so `projects--samples--complete` never reads this class `done`",
         "projects-samples-complete", "projects--samples--complete"),
        (#"<span data-projects--samples-complete-target="status"></span>"#,
         "`data-projects--samples-complete-target` names no controller: `projects--samples-complete` is `projects--samples--complete` with `-` where it needs `--`, so `projects--samples--complete` never reads this target",
         "projects--samples-complete", "projects--samples--complete"),
        (#"<input data-date--picker-format-value="yyyy">"#,
         "`data-date--picker-format-value` names no controller: `date--picker` is `date-picker` with `--` where it needs `-`, so `date-picker` never reads this value `format`",
         "date--picker", "date-picker"),
        (#"<%= tag.span data: { projects_samples__complete_loaded_value: true } %>"#,
         "`projects_samples__complete_loaded_value` renders `data-projects-samples--complete-loaded-value`, which names no controller: `projects_samples__complete` is `projects__samples__complete` with `_` where it needs `__`, so `projects--samples--complete` never reads this value `loaded`",
         "projects_samples__complete", "projects__samples__complete"),
    ])
    func aKnownIdentifierWithItsDashesMixedUp(line: String, message: String, written: String, replacement: String) throws {
        let findings = try Self.findings(line)
        #expect(findings.map(\.message) == [message])
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.fix?.edits.map(\.replacement) == [replacement])
        let template = "<div data-controller=\"projects--samples--complete date-picker\">\n  \(line)\n</div>\n"
        let start = try #require(template.range(of: written)?.lowerBound)
        #expect(finding.range.start == template.utf8.distance(from: template.startIndex, to: start))
        #expect(finding.range.length == written.utf8.count)
    }

    /// Spelled right, the attribute would still be read by nothing: dead markup, a warning.
    @Test func aMemberTheMeantControllerDoesNotDeclareIsDeadMarkup() throws {
        let findings = try Self.findings(#"<span data-projects-samples--complete-pending-value="1"></span>"#)
        #expect(findings.map(\.message) == [
            "`data-projects-samples--complete-pending-value` names no controller: `projects-samples--complete` is `projects--samples--complete` with `-` where it needs `--`; spelled right, it would still be read by nothing: `projects--samples--complete` declares no value `pending`, so the attribute is dead markup",
        ])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.help == "remove the attribute, or write `data-projects--samples--complete-pending-value` and declare `pending` in `projects--samples--complete`'s `static values`")
    }

    /// Both slips in one attribute: the identifier's dashes and a near miss of a member the
    /// meant controller declares. One error names both; its fix makes both repairs.
    @Test(arguments: [
        (#"<span data-projects-samples--complete-laoded-value="true"></span>"#,
         "`data-projects-samples--complete-laoded-value` names no controller: `projects-samples--complete` is `projects--samples--complete` with `-` where it needs `--`, and `projects--samples--complete` declares no value `laoded`: did you mean `loaded`? As written, `projects--samples--complete` never reads this value",
         "write `data-projects--samples--complete-loaded-value` (in an identifier, `--` stands for a folder: `app/javascript/controllers/projects/samples/complete_controller.js`)",
         ["projects--samples--complete", "loaded"]),
        (#"<span data-projects-samples-complete-dnoe-class="ok"></span>"#,
         "`data-projects-samples-complete-dnoe-class` names no controller: `projects-samples-complete` is `projects--samples--complete` with `-` where it needs `--`, and `projects--samples--complete` declares no class `dnoe`: did you mean `done`? As written, `projects--samples--complete` never reads this class",
         "write `data-projects--samples--complete-done-class` (in an identifier, `--` stands for a folder: `app/javascript/controllers/projects/samples/complete_controller.js`)",
         ["projects--samples--complete", "done"]),
        (#"<span data-projects--samples-complete-target="stauts"></span>"#,
         "`data-projects--samples-complete-target` names no controller: `projects--samples-complete` is `projects--samples--complete` with `-` where it needs `--`, and `projects--samples--complete` declares no target `stauts`: did you mean `status`? As written, `projects--samples--complete` never reads this target",
         "write `data-projects--samples--complete-target` (in an identifier, `--` stands for a folder: `app/javascript/controllers/projects/samples/complete_controller.js`), and name the target `status`",
         ["projects--samples--complete", "status"]),
        (#"<%= tag.span data: { projects_samples__complete_laoded_value: true } %>"#,
         "`projects_samples__complete_laoded_value` renders `data-projects-samples--complete-laoded-value`, which names no controller: `projects_samples__complete` is `projects__samples__complete` with `_` where it needs `__`, and `projects--samples--complete` declares no value `laoded`: did you mean `loaded`? As written, `projects--samples--complete` never reads this value",
         "write the key `projects__samples__complete_loaded_value` (Rails turns each `_` into one `-`, so `__` renders the `--` of a namespaced identifier)",
         ["projects__samples__complete", "loaded"]),
    ])
    func aMixedUpIdentifierWithANearMissOfAMember(line: String, message: String, help: String, replacements: [String]) throws {
        let findings = try Self.findings(line)
        #expect(findings.map(\.message) == [message])
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.help == help)
        #expect(finding.suggestions.last == replacements.last)
        #expect(finding.fix?.edits.map(\.replacement) == replacements)
    }

    /// Attributes whose words fit no known identifier however they are dashed stay unjudged, as
    /// before (other libraries use the same shape).
    @Test func anAttributeThatFitsNoIdentifierStaysSilent() throws {
        #expect(try Self.findings(##"<span data-tooltip-placement-value="top" data-samples-complete-loaded-value="1" data-bs-target="#x"></span>"##).isEmpty)
    }
}
