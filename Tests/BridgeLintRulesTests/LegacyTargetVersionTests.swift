import BridgeLintCore
import Foundation
import Testing

/// `stimulus-legacy-target` names the Stimulus the app runs, from whichever file says it (a
/// lockfile, an importmap pin, the lower bound of `package.json`); without one, both versions
/// that read the old syntax and warn (2 and 3).
@Suite struct LegacyTargetVersionTests {
    @Test(arguments: [
        ("yarn.lock", "# yarn lockfile v1\n\nstimulus@^2.0.0:\n  version \"2.0.0\"\n  resolved \"https://registry.yarnpkg.com/stimulus/-/stimulus-2.0.0.tgz\"\n",
         "Stimulus 2.0.0 (yarn.lock), which this app runs, still finds the target by it"),
        ("config/importmap.rb", "pin \"@hotwired/stimulus\", to: \"https://ga.jspm.io/npm:@hotwired/stimulus@3.2.2/dist/stimulus.js\"\n",
         "Stimulus 3.2.2 (config/importmap.rb), which this app runs, still finds the target by it"),
        ("package.json", "{ \"dependencies\": { \"@hotwired/stimulus\": \"^3.2.1\" } }\n",
         "Stimulus 3.2.1 or later (package.json), which this app runs, still finds the target by it"),
        ("README.md", "No file names the version.\n", "Stimulus 2 and 3 still find the target by it"),
    ])
    func theMessageNamesTheVersionTheAppRuns(path: String, text: String, expected: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint("<div data-controller=\"menu\"><a href=\"/\" data-target=\"menu.item\">Home</a></div>", files: [path: text])
            .filter { $0.ruleID == "stimulus-legacy-target" }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(expected) == true, "\(found.first?.message ?? "")")
        #expect(found.first?.message.contains("Stimulus 3 still") == false)
    }

    /// Stimulus logs the deprecation when a controller reads the target: where none reads it,
    /// the message says nothing is logged yet.
    @Test func theMessageSaysWhetherAControllerReadsTheTarget() throws {
        let template = "<div data-controller=\"menu\"><a href=\"/\" data-target=\"menu.item\">Home</a></div>"
        let unread = try StimulusRuleEdgeCaseTests.lint(template).filter { $0.ruleID == "stimulus-legacy-target" }
        #expect(unread.first?.message.hasSuffix("the first time each controller reads it on an element (no controller reads `item`, so none is logged yet)") == true, "\(unread)")
        let tabs = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"item\"]\n  open() { this.itemTarget.hidden = false }\n}\n"
        let read = try StimulusRuleEdgeCaseTests.lint(template.replacingOccurrences(of: "menu", with: "tabs"), files: ["app/javascript/controllers/tabs_controller.js": tabs])
            .filter { $0.ruleID == "stimulus-legacy-target" }
        #expect(read.first?.message.hasSuffix("the first time each controller reads it on an element") == true, "\(read)")
    }
}
