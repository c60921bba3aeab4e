import BridgeLintCore
@testable import BridgeLintEngine
import BridgeLintProject
import BridgeLintRules
import Foundation
import Testing

/// Controller uses as the result cache stores them come back as they were.
@Suite struct CachedUsageTests {
    private let path = "app/views/pages/index.html.erb"

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

    /// Uses are kept compact (a path index, 32-bit numbers): merged from several templates, with
    /// numbers past 32 bits and paths that come back, they are the uses that were added.
    @Test func usesMergedFromTemplatesComeBackWhole() throws {
        let huge = Int(UInt32.max) + 7
        let added: [(String, ControllerUsage.Use)] = [
            ("menu", .init(path: "b.erb", range: SourceRange(start: 3, end: 7), line: 1, column: 4, optedOutPlatforms: [.ios])),
            ("menu", .init(path: "a.erb", range: SourceRange(start: huge, end: huge + 4), line: 2, column: 1)),
            ("tabs", .init(path: "a.erb", range: SourceRange(start: 0, end: 4), line: 1, column: 1, optedOutPlatforms: [.ios, .android])),
            ("menu", .init(path: "b.erb", range: SourceRange(start: 1, end: 2), line: 1, column: 2)),
        ]
        var merged = ControllerUsage()
        for (identifier, use) in added {
            var one = ControllerUsage()
            one.add(identifier, use)
            merged.merge(one)
        }
        #expect(merged.identifiers == ["menu", "tabs"])
        #expect(merged.uses(of: "menu") == [added[1].1, added[3].1, added[0].1])
        #expect(merged.uses(of: "tabs") == [added[2].1])
        #expect(merged.isMounted("menu") && !merged.isMounted("nav"))
        let decoded = try JSONDecoder().decode(ControllerUsage.self, from: JSONEncoder().encode(merged))
        #expect(decoded.uses(of: "menu") == merged.uses(of: "menu"))
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
