import BridgeLintTestSupport
import Foundation

/// A throwaway Rails-like project (it always has `app/`) holding `files`, by root-relative path.
enum TemporaryProject {
    static func make(_ files: [String: String]) throws -> URL {
        let root = ScratchFolder.path("project")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app"), withIntermediateDirectories: true)
        return root
    }

    /// Where `navController` lives.
    static let navControllerPath = "app/javascript/controllers/bridge/nav_controller.js"

    /// A bridge component `bridge--nav` with a target `item`, which it reads (a misspelt
    /// `item` breaks it: an error).
    static let navController = """
    import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
    export default class extends BridgeComponent {
      static component = "nav"
      static targets = ["item"]
      get items() { return this.itemTargets }
    }

    """
}
