import BridgeLintCore
@testable import BridgeLintEngine
import BridgeLintProject
import BridgeLintRules
import Foundation
import Testing

/// Controller uses as the result cache stores them come back as they were.
@Suite struct CachedUsageTests {
    private let path = "app/views/pages/index.html.erb"

    /// The uses of templates proven never to render are hidden, not copied away from the rest
    /// (issue 21: the copy was the peak of a 20,000-template run): what the project rules read,
    /// what is merged and what is encoded is the usage without those templates, and the usage
    /// they were dropped from keeps them.
    @Test func droppedTemplatesAreAsIfTheirUsesWereNeverAdded() throws {
        let huge = Int(UInt32.max) + 7
        let added: [(String, ControllerUsage.Use)] = [
            ("menu", .init(path: "a.erb", range: SourceRange(start: 1, end: 5), line: 1, column: 2)),
            ("menu", .init(path: "b.erb", range: SourceRange(start: 3, end: 7), line: 1, column: 4)),
            ("tabs", .init(path: "b.erb", range: SourceRange(start: 9, end: 13), line: 2, column: 1)),
            ("wide", .init(path: "b.erb", range: SourceRange(start: huge, end: huge + 4), line: 3, column: 1)),
            ("menu", .init(path: "c.erb", range: SourceRange(start: 2, end: 6), line: 1, column: 3, optedOutPlatforms: [.ios])),
        ]
        var all = ControllerUsage(), expected = ControllerUsage()
        for (identifier, use) in added {
            all.add(identifier, use)
            if use.path != "b.erb" { expected.add(identifier, use) }
        }
        all.addReference(to: "dialog", in: "b.erb")
        all.addReference(to: "chart", in: "a.erb")
        all.addReference(to: "chart", in: "b.erb")
        expected.addReference(to: "chart", in: "a.erb")
        let dropped = all.droppingUses(inTemplates: ["b.erb"])
        #expect(dropped.identifiers == ["menu"])
        for identifier in ["menu", "tabs", "wide", "dialog"] {
            #expect(dropped.uses(of: identifier) == expected.uses(of: identifier))
            #expect(dropped.isMounted(identifier) == expected.isMounted(identifier))
        }
        #expect(dropped.referencedInTemplates == ["chart"])
        #expect(dropped.unrenderedTemplates == ["b.erb"])
        #expect(dropped.templatePaths == ["a.erb", "c.erb"])
        var merged = ControllerUsage()
        merged.merge(dropped)
        #expect(merged.identifiers == ["menu"])
        #expect(merged.uses(of: "menu") == expected.uses(of: "menu"))
        #expect(merged.templatePaths == ["a.erb", "c.erb"])
        let decoded = try JSONDecoder().decode(ControllerUsage.self, from: try JSONEncoder().encode(dropped))
        #expect(decoded.identifiers == ["menu"])
        #expect(decoded.uses(of: "menu") == expected.uses(of: "menu"))
        #expect(decoded.templatePaths == ["a.erb", "c.erb"])
        // Dropped again: both sets of templates are hidden.
        let twice = dropped.droppingUses(inTemplates: ["a.erb"])
        #expect(twice.uses(of: "menu") == expected.uses(of: "menu").filter { $0.path == "c.erb" })
        #expect(twice.referencedInTemplates.isEmpty)
        #expect(twice.unrenderedTemplates == ["a.erb", "b.erb"])
        // A use added after the drop is kept, even in a template hidden before.
        var added2 = dropped
        added2.add("tabs", .init(path: "b.erb", range: SourceRange(start: 20, end: 24), line: 5, column: 1))
        #expect(added2.uses(of: "tabs").map(\.range.start) == [20])
        #expect(all.identifiers == ["menu", "tabs", "wide"])
        #expect(all.uses(of: "menu").count == 3)
    }

    @Test func usesComeBackWithTheirPlacesAndOptOuts() throws {
        var usage = ControllerUsage()
        usage.add("bridge--nav", .init(path: path, range: SourceRange(start: 5, end: 16), line: 1, column: 6))
        usage.add("bridge--nav", .init(path: path, range: SourceRange(start: 90, end: 101), line: 4, column: 2, optedOutPlatforms: [.android]))
        usage.add("menu", .init(path: path, range: SourceRange(start: 40, end: 44), line: 2, column: 9, optedOutPlatforms: [.ios, .android]))
        usage.addReference(to: "tabs")
        let stored = try #require(CachedUsage(usage, path: path))
        let decoded = try JSONDecoder().decode(CachedUsage.self, from: try JSONEncoder().encode(stored))
        let back = try #require(decoded.usage(path: path))
        for identifier in ["bridge--nav", "menu", "tabs"] {
            #expect(back.uses(of: identifier) == usage.uses(of: identifier))
        }
        #expect(back.referencedInTemplates == ["tabs"])
    }

    /// Uses are kept compact (a path index, 32-bit offsets and lines, a 16-bit column, an 8-bit
    /// length): merged from several templates, with numbers past those and paths that come
    /// back, they are the uses that were added.
    @Test func usesMergedFromTemplatesComeBackWhole() throws {
        let huge = Int(UInt32.max) + 7
        let long = String(repeating: "a", count: 300)
        let added: [(String, ControllerUsage.Use)] = [
            ("menu", .init(path: "b.erb", range: SourceRange(start: 3, end: 7), line: 1, column: 4, optedOutPlatforms: [.ios])),
            ("menu", .init(path: "a.erb", range: SourceRange(start: huge, end: huge + 4), line: 2, column: 1)),
            ("tabs", .init(path: "a.erb", range: SourceRange(start: 0, end: 4), line: 1, column: 1, optedOutPlatforms: [.ios, .android])),
            ("menu", .init(path: "b.erb", range: SourceRange(start: 1, end: 2), line: 1, column: 2)),
            ("menu", .init(path: "c.erb", range: SourceRange(start: 70_000, end: 70_004), line: 1, column: 70_001)),
            (long, .init(path: "c.erb", range: SourceRange(start: 80_000, end: 80_300), line: 2, column: 1, optedOutPlatforms: [.android])),
        ]
        var merged = ControllerUsage()
        for (identifier, use) in added {
            var one = ControllerUsage()
            one.add(identifier, use)
            merged.merge(one)
        }
        #expect(merged.identifiers == [long, "menu", "tabs"])
        #expect(merged.uses(of: "menu") == [added[1].1, added[3].1, added[0].1, added[4].1])
        #expect(merged.uses(of: "tabs") == [added[2].1])
        #expect(merged.uses(of: long) == [added[5].1])
        #expect(merged.isMounted("menu") && !merged.isMounted("nav"))
        let decoded = try JSONDecoder().decode(ControllerUsage.self, from: JSONEncoder().encode(merged))
        #expect(decoded.uses(of: "menu") == merged.uses(of: "menu"))
        #expect(decoded.uses(of: long) == merged.uses(of: long))
    }

    @Test func aUseInAnotherFileOrAnIdentifierWithASeparatorIsNotStored() {
        var usage = ControllerUsage()
        usage.add("menu", .init(path: "app/views/other.html.erb", range: SourceRange(start: 0, end: 4), line: 1, column: 1))
        #expect(CachedUsage(usage, path: path) == nil)
        var odd = ControllerUsage()
        odd.addReference(to: "a|b")
        #expect(CachedUsage(odd, path: path) == nil)
    }

    @Test func aLineThatIsNeitherAUseNorAReferenceIsRefused() throws {
        for stored in [#""menu 1 2 3|""#, #""menu 1 2 3 4 x|""#, #""menu 1 2 3 4 -5|""#] {
            let usage = try JSONDecoder().decode(CachedUsage.self, from: Data(stored.utf8))
            #expect(usage.usage(path: path) == nil, "\(stored)")
        }
    }
}
