import BridgeLintCore

/// The `<script>` elements a template writes, read as JavaScript: a page that starts Stimulus
/// from a CDN and calls `application.register("loading", class extends Stimulus.Controller { … })`
/// inline registers a controller though no controller file exists.
public enum InlineScripts {
    /// The controllers the scripts of `bytes` (a template at `path`) register on a proven
    /// Stimulus application.
    public static func registrations(in bytes: [UInt8], path: String) -> [ControllerRegistration] {
        guard ByteSearch.contains(Array("register(".utf8), in: bytes), ByteSearch.contains(Array("stimulus".utf8), in: bytes) else { return [] }
        return bodies(in: bytes).flatMap { body in
            RegistrationScanner.scan(bytes: Array(bytes[body]), path: path).registrations.filter(\.isProven)
        }
    }

    /// The text between each `<script ...>` and its `</script>` (or the end of the text).
    public static func bodies(in bytes: [UInt8]) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var offset = 0
        while let start = firstTag("<script", in: bytes, from: offset),
              let tagEnd = bytes[(start + 7)...].firstIndex(of: UInt8(ascii: ">")) {
            let end = firstTag("</script", in: bytes, from: tagEnd + 1) ?? bytes.count
            bodies.append((tagEnd + 1)..<end)
            offset = end
        }
        return bodies
    }

    /// The values of the event handler attributes in `bytes` (`onclick="…"`, `onchange='…'`),
    /// quoted, after a blank: scripts of their own. Only those that may find elements by a
    /// selector (`closest(`, `querySelector`, `matches(`) are listed.
    public static func eventHandlers(in bytes: [UInt8]) -> [Range<Int>] {
        guard selectorCalls.contains(where: { ByteSearch.contains($0, in: bytes) }) else { return [] }
        var handlers: [Range<Int>] = []
        var index = 1
        while index + 4 < bytes.count {
            defer { index += 1 }
            guard bytes[index] | 0x20 == UInt8(ascii: "o"), bytes[index + 1] | 0x20 == UInt8(ascii: "n"),
                  htmlSpaces.contains(bytes[index - 1]) else { continue }
            var cursor = index + 2
            while cursor < bytes.count, (bytes[cursor] | 0x20) >= UInt8(ascii: "a"), (bytes[cursor] | 0x20) <= UInt8(ascii: "z") { cursor += 1 }
            guard cursor > index + 2, cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "="),
                  bytes[cursor + 1] == UInt8(ascii: "\"") || bytes[cursor + 1] == UInt8(ascii: "'") else { continue }
            let quote = bytes[cursor + 1]
            let start = cursor + 2
            guard let end = bytes[start...].firstIndex(of: quote) else { break }
            let body = start..<end
            if selectorCalls.contains(where: { ByteSearch.contains($0, in: Array(bytes[body])) }) { handlers.append(body) }
            index = end
        }
        return handlers
    }

    private static let selectorCalls = ["closest(", "querySelector", "matches("].map { Array($0.utf8) }
    private static let htmlSpaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0C, 0x0D]

    /// Where `tag` (lower-case ASCII, starting with `<`) first occurs at or after `offset`,
    /// ignoring ASCII case.
    private static func firstTag(_ tag: String, in bytes: [UInt8], from offset: Int) -> Int? {
        let needle = Array(tag.utf8)
        var start = offset
        while start + needle.count <= bytes.count {
            guard let open = bytes[start...].firstIndex(of: UInt8(ascii: "<")), open + needle.count <= bytes.count else { return nil }
            if needle.indices.allSatisfy({ bytes[open + $0] | 0x20 == needle[$0] | 0x20 }) { return open }
            start = open + 1
        }
        return nil
    }
}
