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
