import BridgeLintCore
import BridgeLintLanguageServer
import Testing

struct DocumentStoreTests {
    private func store(_ text: String) -> DocumentStore {
        var store = DocumentStore()
        store.open(uri: "file:///a.erb", path: "/a.erb", version: 1, text: text)
        return store
    }

    private func text(_ store: DocumentStore) -> String {
        String(decoding: store["file:///a.erb"]?.file.bytes ?? [], as: UTF8.self)
    }

    private func change(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int, _ text: String) -> ContentChange {
        ContentChange(range: (LSPPosition(line: line, character: start), LSPPosition(line: endLine, character: end)), text: text)
    }

    @Test func appliesIncrementalChangesInOrderInUTF16() {
        var documents = store("😀 bridge--nva\né\n")
        documents.change(uri: "file:///a.erb", version: 2, changes: [
            change(0, 12, 0, 14, "av"),  // "va", counting the emoji as two units
            change(1, 1, 1, 1, "!"),
        ], encoding: .utf16)
        #expect(text(documents) == "😀 bridge--nav\né!\n")
        #expect(documents["file:///a.erb"]?.version == 2)
    }

    @Test func appliesAChangeInUTF8AcrossLines() {
        var documents = store("é1\né2\nx")
        documents.change(uri: "file:///a.erb", version: 2, changes: [change(0, 2, 2, 0, "-")], encoding: .utf8)
        #expect(text(documents) == "é-x")
    }

    @Test func replacesTheWholeTextWithoutARange() {
        var documents = store("old")
        documents.change(uri: "file:///a.erb", version: 3, changes: [ContentChange(range: nil, text: "new\n"), change(1, 0, 1, 0, "more")], encoding: .utf16)
        #expect(text(documents) == "new\nmore")
        #expect(documents["file:///a.erb"]?.file.lineStarts == [0, 4])
    }

    @Test func ignoresChangesToADocumentThatIsNotOpen() {
        var documents = store("a")
        let changed = documents.change(uri: "file:///b.erb", version: 2, changes: [ContentChange(range: nil, text: "b")], encoding: .utf16)
        #expect(!changed)
        documents.close(uri: "file:///a.erb")
        #expect(documents["file:///a.erb"] == nil)
    }
}
