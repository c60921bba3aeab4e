@testable import BridgeLintEngine
import BridgeLintProject
import Testing

/// Which rules run (`--select`, `--extend-select`, `--ignore` over the configuration), and how
/// `--shard` splits the templates.
@Suite struct RuleSelectionTests {
    private func decide(_ selection: RuleSelection, _ id: String, setting: RuleSetting? = nil) -> RuleSelection.Decision {
        selection.decision(for: id, setting: setting, configurationPath: ".bridgelint.yml")
    }

    @Test func theMostSpecificSelectorDecides() {
        #expect(decide(RuleSelection(), "html-parse-error") == .init(runs: true, source: "default"))
        #expect(decide(RuleSelection(select: ["bridge-"]), "html-parse-error") == .init(runs: false, source: "not in --select"))
        #expect(decide(RuleSelection(select: ["bridge"]), "bridge-missing-title") == .init(runs: true, source: "--select bridge"))
        let narrowIgnore = RuleSelection(select: ["bridge"], ignore: ["bridge-missing-title"])
        #expect(decide(narrowIgnore, "bridge-missing-title") == .init(runs: false, source: "--ignore bridge-missing-title"))
        #expect(decide(narrowIgnore, "bridge-missing-native").runs)
        // A tie goes to --ignore; `html` and `html-` are the same selector.
        #expect(decide(RuleSelection(select: ["html-"], ignore: ["html"]), "html-parse-error").runs == false)
        #expect(decide(RuleSelection(extendSelect: ["html-parse-error"], ignore: ["html-"]), "html-parse-error") == .init(runs: true, source: "--extend-select html-parse-error"))
        // A prefix continues at a `-`: `html-parse` is not a prefix of `html-parser-x`.
        #expect(decide(RuleSelection(select: ["html-parse"]), "html-parse-error").runs)
        #expect(!decide(RuleSelection(select: ["html-pars"]), "html-parse-error").runs)
    }

    @Test func customRulesAreSelectedByIdOrAsTheCustomArea() {
        #expect(decide(RuleSelection(select: ["custom"]), "custom:img-needs-alt").runs)
        #expect(decide(RuleSelection(select: ["custom:"]), "custom:img-needs-alt").runs)
        #expect(decide(RuleSelection(select: ["custom:img-needs-alt"]), "custom:img-needs-alt").runs)
        #expect(!decide(RuleSelection(select: ["custom"]), "html-parse-error").runs)
        // As for built-in ids, a prefix continues at a `-`.
        #expect(decide(RuleSelection(select: ["custom:img"]), "custom:img-needs-alt").runs)
        #expect(!decide(RuleSelection(select: ["custom:im"]), "custom:img-needs-alt").runs)
        #expect(!decide(RuleSelection(ignore: ["custom"]), "custom:img-needs-alt").runs)
        #expect(RuleSelection(select: ["custom"]).unknownSelectors(among: ["html-parse-error", "custom:a"]).isEmpty)
    }

    @Test func aRuleTheConfigurationTurnsOffNeedsItsExactId() {
        let off = RuleSetting(ruleID: "html-parse-error", location: FileLocation(line: 3, column: 3), isEnabled: false)
        #expect(decide(RuleSelection(), "html-parse-error", setting: off) == .init(runs: false, source: ".bridgelint.yml:3:3"))
        #expect(decide(RuleSelection(select: ["ALL"]), "html-parse-error", setting: off).runs == false)
        #expect(decide(RuleSelection(select: ["html-parse-error"]), "html-parse-error", setting: off).runs)
        #expect(decide(RuleSelection(extendSelect: ["html-parse-error"]), "html-parse-error", setting: off).runs)
        let warning = RuleSetting(ruleID: "html-parse-error", location: FileLocation(line: 4, column: 3), severity: .warning)
        #expect(decide(RuleSelection(), "html-parse-error", setting: warning) == .init(runs: true, source: ".bridgelint.yml:4:3"))
    }

    @Test func selectorsMatchingNoRuleAreNamed() {
        let problems = RuleSelection(select: ["ALL", "bridge-"], ignore: ["stimuls-"]).unknownSelectors(among: ["bridge-a", "stimulus-b"])
        #expect(problems == ["`--ignore stimuls-` matches no rule (did you mean `stimulus-`?); `bridgelint rules` lists them"])
    }

    @Test func shardsSplitEveryPathIntoExactlyOnePartStably() throws {
        #expect(Shard("2/4") == Shard("2/4"))
        for bad in ["0/2", "3/2", "1/0", "2", "a/b", "1/2/3", "-1/2", ""] { #expect(Shard(bad) == nil, "\(bad)") }
        let paths = (0..<200).map { "app/views/part\($0 % 7)/_file\($0).html.erb" }
        for count in 1...6 {
            let shards = try (1...count).map { try #require(Shard("\($0)/\(count)")) }
            for path in paths { #expect(shards.filter { $0.holds(path) }.count == 1) }
            if count > 1 { #expect(shards.allSatisfy { shard in paths.contains(where: shard.holds) }) }
        }
        // The part comes from FNV-1a of the path (checked against an independent computation),
        // the same on every machine and run.
        let two = try #require(Shard("2/2"))
        #expect([".", "app/views/a.html.erb", "app/views/b.html.erb"].map(two.holds) == [true, true, false])
    }
}
