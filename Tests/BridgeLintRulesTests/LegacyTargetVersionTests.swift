import BridgeLintCore
import Testing

/// `stimulus-legacy-target` names the Stimulus the app runs, from whichever file says it (a
/// lockfile, an importmap pin, the lower bound of `package.json`); without one, both versions
/// that read the old syntax and warn (2 and 3).
@Suite struct LegacyTargetVersionTests {
    @Test(arguments: [
        ("yarn.lock", "# yarn lockfile v1\n\nstimulus@^2.0.0:\n  version \"2.0.0\"\n  resolved \"https://registry.yarnpkg.com/stimulus/-/stimulus-2.0.0.tgz\"\n",
         "Stimulus 2.0.0 (yarn.lock), which this app runs, still reads it"),
        ("config/importmap.rb", "pin \"@hotwired/stimulus\", to: \"https://ga.jspm.io/npm:@hotwired/stimulus@3.2.2/dist/stimulus.js\"\n",
         "Stimulus 3.2.2 (config/importmap.rb), which this app runs, still reads it"),
        ("package.json", "{ \"dependencies\": { \"@hotwired/stimulus\": \"^3.2.1\" } }\n",
         "Stimulus 3.2.1 or later (package.json), which this app runs, still reads it"),
        ("README.md", "No file names the version.\n", "Stimulus 2 and 3 still read it"),
    ])
    func theMessageNamesTheVersionTheAppRuns(path: String, text: String, expected: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint("<div data-controller=\"menu\"><a href=\"/\" data-target=\"menu.item\">Home</a></div>", files: [path: text])
            .filter { $0.ruleID == "stimulus-legacy-target" }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains(expected) == true, "\(found.first?.message ?? "")")
        #expect(found.first?.message.contains("Stimulus 3 still") == false)
    }
}
