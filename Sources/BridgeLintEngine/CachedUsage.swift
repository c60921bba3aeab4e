import BridgeLintCore
import BridgeLintProject
import BridgeLintRules

/// A template's controller uses as the result cache stores them: one record a use (identifier,
/// start, end, line, column, and the opted-out platforms as bits), one record a referenced
/// identifier, in a single string, without the template's path, which the entry holds. Records
/// end in `|` rather than a line break, which JSON would escape (and decode the slow way).
/// Decoding a JSON object, or even a JSON array of numbers, per use took a third of a run over
/// a warm cache.
struct CachedUsage: Codable {
    private var records: String

    /// The uses of `usage`, all in the template at `path`; nil when one is elsewhere or an
    /// identifier holds a space or a `|`.
    init?(_ usage: ControllerUsage, path: String) {
        var records = ""
        let isPlain = { (identifier: String) in !identifier.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "|") } }
        for identifier in usage.identifiers {
            guard isPlain(identifier) else { return nil }
            for use in usage.uses(of: identifier) {
                guard use.path == path else { return nil }
                records += "\(identifier) \(use.range.start) \(use.range.end) \(use.line) \(use.column) \(Platform.bits(of: use.optedOutPlatforms))|"
            }
        }
        for identifier in usage.referencedInTemplates.sorted() {
            guard isPlain(identifier) else { return nil }
            records += "\(identifier)|"
        }
        // A template proven never to render: ` ` (no identifier is empty).
        if usage.unrenderedTemplates == [path] { records += " |" } else if !usage.unrenderedTemplates.isEmpty { return nil }
        self.records = records
    }

    /// The uses again, in the template at `path`; nil when a record is not a use or a reference.
    func usage(path: String) -> ControllerUsage? {
        var usage = ControllerUsage()
        for record in records.utf8.split(separator: UInt8(ascii: "|")) {
            if record.elementsEqual(" ".utf8) {
                usage.merge(ControllerUsage(unrenderedTemplate: path))
                continue
            }
            let fields = record.split(separator: UInt8(ascii: " "))
            guard let identifier = fields.first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
            if fields.count == 1 {
                usage.addReference(to: identifier, in: path)
                continue
            }
            let numbers = fields.dropFirst().compactMap(Self.number)
            guard fields.count == 6, numbers.count == 5 else { return nil }
            let platforms = Platform.platforms(fromBits: UInt8(truncatingIfNeeded: numbers[4]))
            usage.add(identifier, ControllerUsage.Use(path: path, range: SourceRange(start: numbers[0], end: numbers[1]),
                                                      line: numbers[2], column: numbers[3], optedOutPlatforms: platforms))
        }
        return usage
    }

    /// A decimal number read from its digits (no string made of them).
    private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    init(from decoder: any Decoder) throws {
        records = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }
}
