import BridgeLintProject
import Testing

/// The scripts a template holds of its own: `<script>` bodies and event handler attributes.
@Suite struct InlineScriptsTests {
    /// Handlers after a blank, in either quote, that may find elements by a selector; not an
    /// attribute whose name only starts with `on` inside a word, nor a handler that selects nothing.
    @Test func eventHandlersThatMayFindElementsAreScripts() {
        let text = """
        <button onclick="this.closest('[data-controller=preview]').hidden = true">A</button>
        <input onChange='document.querySelector("#q").focus()'>
        <a data-onclick="closest('x')" onmouseover="track()">B</a>
        """
        let bytes = Array(text.utf8)
        let handlers = InlineScripts.eventHandlers(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(handlers == [
            "this.closest('[data-controller=preview]').hidden = true",
            "document.querySelector(\"#q\").focus()",
        ])
        #expect(InlineScripts.eventHandlers(in: Array("<a onclick=\"go()\">x</a>".utf8)).isEmpty)
    }
}
