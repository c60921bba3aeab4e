import BridgeLintCore
import BridgeLintProject
import BridgeLintRules

/// A template's controller uses as the result cache stores them: one line a use (identifier,
/// start, end, line, column, and the opted-out platforms as bits), one line a referenced
/// identifier, in a single string, without the template's path, which the entry holds.
/// Decoding a JSON object, or even a JSON array of numbers, per use took a third of a run over a
/// warm cache.
struct CachedUsage: Codable {
    private var lines: String

    /// The uses of `usage`, all in the template at `path`; nil when one is elsewhere.
    init?(_ usage: ControllerUsage, path: String) {
        var lines = ""
        for (identifier, list) in usage.uses.sorted(by: { $0.key < $1.key }) {
            for use in list {
                guard use.path == path, !identifier.contains(where: \.isWhitespace) else { return nil }
                let platforms = Platform.allCases.enumerated().reduce(0) { bits, platform in
                    use.optedOutPlatforms.contains(platform.element) ? bits | 1 << platform.offset : bits
                }
                lines += "\(identifier) \(use.range.start) \(use.range.end) \(use.line) \(use.column) \(platforms)\n"
            }
        }
        for identifier in usage.referencedInTemplates.sorted() {
            guard !identifier.contains(where: \.isWhitespace) else { return nil }
            lines += "\(identifier)\n"
        }
        self.lines = lines
    }

    /// The uses again, in the template at `path`; nil when a line is not a use or a reference.
    func usage(path: String) -> ControllerUsage? {
        var usage = ControllerUsage()
        for line in lines.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard let identifier = fields.first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
            if fields.count == 1 {
                usage.addReference(to: identifier)
                continue
            }
            let numbers = fields.dropFirst().compactMap { Int(String(decoding: $0, as: UTF8.self)) }
            guard fields.count == 6, numbers.count == 5 else { return nil }
            let platforms = Platform.allCases.enumerated().filter { numbers[4] & 1 << $0.offset != 0 }.map(\.element)
            usage.add(identifier, ControllerUsage.Use(path: path, range: SourceRange(start: numbers[0], end: numbers[1]),
                                                      line: numbers[2], column: numbers[3], optedOutPlatforms: Set(platforms)))
        }
        return usage
    }

    init(from decoder: any Decoder) throws {
        lines = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(lines)
    }
}
