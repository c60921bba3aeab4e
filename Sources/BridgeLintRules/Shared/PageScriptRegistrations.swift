import BridgeLintCore
import BridgeLintProject

/// Controllers a template registers in a `<script>` of its own (a page that starts a Stimulus
/// application from a CDN and calls `application.register("payment-intent", ...)` inline):
/// they exist on the app's pages, though bridgelint reads no class for them. Read at rule time
/// from the template corpus, never while the project model loads (a template read then would
/// become an input of the whole model).
enum PageScriptRegistrations {
    /// The identifiers `templates` register on a proven Stimulus application.
    static func identifiers(in templates: FileTexts) -> Set<String> {
        let register = Array("register(".utf8)
        let stimulus = Array("stimulus".utf8)
        var result: Set<String> = []
        for template in templates where ByteSearch.contains(register, in: template.bytes) && ByteSearch.contains(stimulus, in: template.bytes) {
            for body in scriptBodies(in: template.bytes) {
                let scan = RegistrationScanner.scan(bytes: Array(template.bytes[body]), path: template.path)
                result.formUnion(scan.registrations.filter(\.isProven).map(\.identifier))
            }
        }
        return result
    }

    /// What the inline scripts of `templates` select and read of the markup
    /// (`querySelector('[data-dropdown-target="menu"]')`). Every template's scripts count for
    /// every template, as every stylesheet's selectors do: which pages run a script is not
    /// always known (a layout, a partial inserted by a stream), and a selector only silences.
    static func markupReads(in templates: FileTexts) -> ScriptMarkupReads {
        let script = Array("<script".utf8)
        let data = Array("data".utf8)
        var reads = ScriptMarkupReads()
        for template in templates where ByteSearch.contains(script, in: template.bytes) && ByteSearch.contains(data, in: template.bytes) {
            for body in scriptBodies(in: template.bytes) {
                reads.add(script: Array(template.bytes[body]), path: template.path)
            }
        }
        return reads
    }

    /// The text between each `<script ...>` and its `</script>` (or the end of the text).
    static func scriptBodies(in bytes: [UInt8]) -> [Range<Int>] {
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
