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
    /// `ctrl` in `ctrl+click->...` (Stimulus reads at most one).
    public var keyModifiers: [Part] = []
    public var event: Part?
    /// `enter` in `keydown.enter->...`, `ctrl+a` in `keydown.ctrl+a->...`
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
        // A token with escapes (`\"` in a Ruby string) is not verbatim source: its parts can
        // only point at the whole token.
        let verbatim = range.length == bytes.count
        func part(_ start: Int, _ end: Int) -> Part {
            Part(text: String(decoding: bytes[start..<end], as: UTF8.self),
                 range: verbatim ? SourceRange(start: range.start + start, end: range.start + end) : range)
        }
        var cursor = 0
        if let arrow = ActionDescriptor.find([UInt8(ascii: "-"), UInt8(ascii: ">")], in: bytes) {
            hasArrow = true
            var eventEnd = arrow
            if let at = bytes[0..<arrow].lastIndex(of: UInt8(ascii: "@")) {
                globalTarget = part(at + 1, arrow)
                eventEnd = at
            }
            // Stimulus' regular expression takes one modifier before the event, and only
            // when no `.` comes first: `ctrl+click`, but `keydown.ctrl+a` is a key filter.
            var eventStart = 0
            let firstDot = bytes[0..<eventEnd].firstIndex(of: UInt8(ascii: "."))
            if let plus = bytes[0..<eventEnd].firstIndex(of: UInt8(ascii: "+")), firstDot.map({ plus < $0 }) ?? true {
                keyModifiers.append(part(0, plus))
                eventStart = plus + 1
            }
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

    /// Whether the token is meant for Stimulus: it has `->` or `#`. Stimulus silently ignores a
    /// token it cannot parse (PROTOCOL §9), so a plain word (`data-action="like"`, a toolbar's
    /// `data-action="bold"`) is another library's data; one with `->` or `#` that does not parse
    /// is an action that never fires.
    public var isWrittenForStimulus: Bool {
        hasArrow || method != nil
    }

    /// `turbo:render#update`: an event name where the identifier goes, because `->controller` is
    /// missing (identifiers come from file names and never hold `:`).
    public var identifierIsEventName: Bool {
        !hasArrow && method != nil && identifier?.text.contains(":") == true
    }

    /// The event name Stimulus listens for: on an event that is not a keyboard event, a
    /// `.suffix` is part of the name (`shown.bs.modal`, Bootstrap's namespaced events).
    public var stimulusEventName: String? {
        guard let event else { return nil }
        guard let keyFilter, !ActionGrammar.keyEvents.contains(event.text) else { return event.text }
        return event.text + "." + keyFilter.text
    }

    /// The key filter split on `+`: `ctrl`, `a` for `keydown.ctrl+a`.
    public var keyFilterParts: [Part] {
        guard let keyFilter else { return [] }
        guard keyFilter.range.length == keyFilter.text.utf8.count else { return [keyFilter] }
        var parts: [Part] = []
        var start = keyFilter.range.start
        var current = ""
        for scalar in keyFilter.text.unicodeScalars {
            if scalar == "+" {
                parts.append(Part(text: current, range: SourceRange(start: start, end: start + current.utf8.count)))
                start += current.utf8.count + 1
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        parts.append(Part(text: current, range: SourceRange(start: start, end: start + current.utf8.count)))
        return parts
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for index in 0...(bytes.count - needle.count) where bytes[index] == needle[0] && bytes[index + 1] == needle[1] {
            return index
        }
        return nil
    }
}
