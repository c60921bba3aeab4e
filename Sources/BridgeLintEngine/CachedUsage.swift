import BridgeLintCore
import BridgeLintProject
import BridgeLintRules

/// A template's controller uses as the result cache stores them: five numbers a use (start,
/// end, line, column, and the opted-out platforms as bits), without the template's path, which
/// the entry holds. Decoding a keyed object per use took a third of a run over a warm cache.
struct CachedUsage: Codable {
    /// Numbers of the uses, five a use, by controller identifier.
    var uses: [String: [Int]]
    var referenced: [String]

    /// The uses of `usage`, all in the template at `path`; nil when one is elsewhere.
    init?(_ usage: ControllerUsage, path: String) {
        var uses: [String: [Int]] = [:]
        for (identifier, list) in usage.uses {
            for use in list {
                guard use.path == path else { return nil }
                let platforms = Platform.allCases.enumerated().reduce(0) { bits, platform in
                    use.optedOutPlatforms.contains(platform.element) ? bits | 1 << platform.offset : bits
                }
                uses[identifier, default: []] += [use.range.start, use.range.end, use.line, use.column, platforms]
            }
        }
        self.uses = uses
        referenced = usage.referencedInTemplates.sorted()
    }

    /// The uses again, in the template at `path`; nil when the numbers are not five a use.
    func usage(path: String) -> ControllerUsage? {
        var usage = ControllerUsage()
        for (identifier, numbers) in uses {
            guard numbers.count % 5 == 0 else { return nil }
            for start in stride(from: 0, to: numbers.count, by: 5) {
                let platforms = Platform.allCases.enumerated().filter { numbers[start + 4] & 1 << $0.offset != 0 }.map(\.element)
                usage.add(identifier, ControllerUsage.Use(path: path, range: SourceRange(start: numbers[start], end: numbers[start + 1]),
                                                          line: numbers[start + 2], column: numbers[start + 3], optedOutPlatforms: Set(platforms)))
            }
        }
        for identifier in referenced { usage.addReference(to: identifier) }
        return usage
    }
}
