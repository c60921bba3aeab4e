import BridgeLintCore

/// One Stimulus action descriptor, `keydown.enter@window->bridge--nav#open:prevent`, split into
/// parts with their source ranges (when the value is verbatim source).
public struct ActionDescriptor: Sendable, Hashable {
    public struct Part: Sendable, Hashable {
        public var text: String
        public var range: SourceRange
    }

    /// The whole descriptor token.
    public var token: Part
    /// `ctrl` in `ctrl+click->...`
    public var keyModifiers: [Part] = []
    public var event: Part?
    /// `enter` in `keydown.enter->...`
    public var keyFilter: Part?
    /// `window` or `document` in `resize@window->...`
    public var globalTarget: Part?
    public var identifier: Part?
    public var method: Part?
    public var options: [Part] = []
    /// Whether `->` was written.
    public var hasArrow: Bool

    /// Splits a descriptor. It never fails: missing parts are nil, and validation (stricter
    /// than Stimulus' own regular expression) is the rules' job.
    public init(token text: String, range: SourceRange) {
        token = Part(text: text, range: range)
        let bytes = Array(text.utf8)
        func part(_ start: Int, _ end: Int) -> Part {
            Part(text: String(decoding: bytes[start..<end], as: UTF8.self), range: SourceRange(start: range.start + start, end: range.start + end))
        }
        var cursor = 0
        if let arrow = ActionDescriptor.find([UInt8(ascii: "-"), UInt8(ascii: ">")], in: bytes) {
            hasArrow = true
            var eventStart = 0
            var eventEnd = arrow
            if let at = bytes[0..<arrow].lastIndex(of: UInt8(ascii: "@")) {
                globalTarget = part(at + 1, arrow)
                eventEnd = at
            }
            // `ctrl+shift+keydown`: modifiers before the last `+`.
            var plus = eventStart
            while let next = bytes[plus..<eventEnd].firstIndex(of: UInt8(ascii: "+")) {
                keyModifiers.append(part(plus, next))
                plus = next + 1
            }
            eventStart = plus
            if let dot = bytes[eventStart..<eventEnd].firstIndex(of: UInt8(ascii: ".")) {
                event = part(eventStart, dot)
                keyFilter = part(dot + 1, eventEnd)
            } else {
                event = part(eventStart, eventEnd)
            }
            cursor = arrow + 2
        } else {
            hasArrow = false
        }
        let rest = bytes[cursor...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            identifier = part(cursor, hash)
            let methodEnd = bytes[(hash + 1)...].firstIndex(of: UInt8(ascii: ":")) ?? bytes.count
            method = part(hash + 1, methodEnd)
            var optionStart = methodEnd + 1
            while optionStart <= bytes.count, methodEnd < bytes.count {
                let optionEnd = bytes[optionStart...].firstIndex(of: UInt8(ascii: ":")) ?? bytes.count
                options.append(part(optionStart, optionEnd))
                optionStart = optionEnd + 1
                if optionEnd >= bytes.count { break }
            }
        } else {
            identifier = part(cursor, bytes.count)
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for index in 0...(bytes.count - needle.count) where bytes[index] == needle[0] && bytes[index + 1] == needle[1] {
            return index
        }
        return nil
    }
}
