import BridgeLintCore
import BridgeLintProject

/// The Turbo Stream actions an app's scripts register beside Turbo's own:
/// `StreamActions.toast = function () {...}`, `Turbo.StreamActions["set-title"] = ...`.
public struct StreamActionRegistry: Sendable {
    /// Names registered with a literal name.
    public let registered: Set<String>
    /// Some script hands `StreamActions` to other code (`TurboPower.initialize(StreamActions)`,
    /// `Object.assign(StreamActions, actions)`) or registers a computed name: any name may exist.
    public let isOpen: Bool

    init(scripts: [[UInt8]]) {
        var registered: Set<String> = []
        var isOpen = false
        let marker = Array("StreamActions".utf8)
        for bytes in scripts where ByteSearch.contains(marker, in: bytes) {
            let tokens = JavaScriptTokenizer.tokenize(bytes)
            for index in tokens.indices where tokens[index].isIdentifier("StreamActions") {
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                let previous = index > 0 ? tokens[index - 1] : nil
                if next?.isPunctuator(".") == true, index + 3 < tokens.count, tokens[index + 2].kind == .identifier, tokens[index + 3].isPunctuator("=") {
                    registered.insert(tokens[index + 2].text)
                } else if next?.isPunctuator("[") == true {
                    if index + 4 < tokens.count, let name = tokens[index + 2].literalValue, tokens[index + 3].isPunctuator("]"), tokens[index + 4].isPunctuator("=") {
                        registered.insert(name)
                    } else {
                        isOpen = true
                    }
                } else if previous?.isPunctuator("(") == true || (previous?.isPunctuator(",") == true && !Self.isInImportOrExport(tokens, before: index)) {
                    isOpen = true
                }
            }
        }
        self.registered = registered
        self.isOpen = isOpen
    }

    /// Whether the token at `index` is in an `import { a, StreamActions }` or `export { ... }` list.
    private static func isInImportOrExport(_ tokens: [JavaScriptToken], before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, !tokens[cursor].isPunctuator("{"), !tokens[cursor].isPunctuator(";"), !tokens[cursor].isPunctuator("(") { cursor -= 1 }
        guard cursor > 0, tokens[cursor].isPunctuator("{") else { return false }
        return tokens[cursor - 1].isIdentifier("import") || tokens[cursor - 1].isIdentifier("export")
    }
}
