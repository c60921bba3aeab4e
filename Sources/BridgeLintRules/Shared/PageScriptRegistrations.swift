import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Controllers a template registers in a `<script>` of its own (a page that starts a Stimulus
/// application from a CDN and calls `application.register("payment-intent", ...)` inline):
/// they exist on the app's pages, though bridgelint reads no class for them. Read at rule time
/// from the template corpus, never while the project model loads (a template read then would
/// become an input of the whole model).
enum PageScriptRegistrations {
    /// The identifiers `templates` register on a proven Stimulus application.
    static func identifiers(in templates: FileTexts) -> Set<String> {
        Set(templates.flatMap { InlineScripts.registrations(in: $0.bytes, path: $0.path).map(\.identifier) })
    }

    /// What the inline scripts of `templates` select and read of the markup
    /// (`querySelector('[data-dropdown-target="menu"]')`), or an event handler attribute does
    /// (`onclick="this.closest('[data-controller=preview]')…"`). Every template's scripts count for
    /// every template, as every stylesheet's selectors do: which pages run a script is not
    /// always known (a layout, a partial inserted by a stream), and a selector only silences.
    static func markupReads(in templates: FileTexts) -> ScriptMarkupReads {
        let script = Array("<script".utf8)
        let data = Array("data".utf8)
        var reads = ScriptMarkupReads()
        for template in templates where ByteSearch.contains(data, in: template.bytes) {
            let bodies = (ByteSearch.contains(script, in: template.bytes) ? InlineScripts.bodies(in: template.bytes) : [])
                + InlineScripts.eventHandlers(in: template.bytes) + helperScriptBodies(in: template.bytes)
            for body in bodies {
                reads.add(script: Array(template.bytes[body]), path: template.path)
            }
        }
        return reads
    }

    private static let scriptHelpers = ["javascript_tag", "tag.script", "content_tag"].map { Array($0.utf8) }

    /// The bodies of `<%= javascript_tag do %>` blocks (and `tag.script do`, `content_tag(:script) do`),
    /// which render a `<script>` the template does not write.
    private static func helperScriptBodies(in bytes: [UInt8]) -> [Range<Int>] {
        guard scriptHelpers.contains(where: { ByteSearch.contains($0, in: bytes) }) else { return [] }
        return RawTextBlocks.bodies(in: bytes, erbTags: ERBScanner.scan(bytes)).map { $0.start..<$0.end }
    }
}
