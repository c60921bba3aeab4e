import BridgeLintTestSupport
import Foundation

/// A throwaway Rails-like project (it always has `app/`) holding `files`, by root-relative path.
enum TemporaryProject {
    static func make(_ files: [String: String]) throws -> URL {
        let root = ScratchFolder.path("lsp")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app"), withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path, in: root) }
        return root
    }

    static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A bridge component `bridge--nav` with a target `item`, which it reads (a misspelt
    /// `item` breaks it: an error).
    static let navController = """
    import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

    export default class extends BridgeComponent {
      static component = "nav"
      static targets = ["item"]
      connect() {
        super.connect()
        this.items = this.itemTargets
      }
    }

    """
}
