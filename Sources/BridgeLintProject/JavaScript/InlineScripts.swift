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
