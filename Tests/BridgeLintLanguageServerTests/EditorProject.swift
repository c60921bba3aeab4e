import Testing
import BridgeLintCore
import BridgeLintEngine
import Foundation
@testable import BridgeLintLanguageServer

/// A small app with a Stimulus controller, a bridge component on web, iOS and Android, and a
/// model with its schema: what the editor feature tests ask about.
enum EditorProject {
    static let menuController = """
    import { Controller } from "@hotwired/stimulus"

    export default class extends Controller {
      static targets = ["button", "list"]
      static values = { open: Boolean, submitTitle: { type: String, default: "Save" } }
      static classes = ["active"]
      static outlets = ["bridge--nav"]

      toggle() {
        this.openValue = !this.openValue
      }

      close = () => {
        this.openValue = false
      }

      connect() {
      }

      openValueChanged() {
      }
    }

    """

    static let navController = """
    import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

    export default class extends BridgeComponent {
      static component = "nav"
      static targets = ["item"]

      connect() {
        super.connect()
        const element = new BridgeElement(this.element)
        const side = element.bridgeAttribute("side")
        this.send("connect", { title: element.title, side })
        this.items = this.itemTargets
      }
    }

    """

    static let files: [String: String] = [
        "app/javascript/controllers/menu_controller.js": menuController,
        "app/javascript/controllers/bridge/nav_controller.js": navController,
        "ios/App/NavComponent.swift": """
        final class NavComponent: BridgeComponent {
            override class var name: String { "nav" }
        }
        func setUp() { Hotwire.registerBridgeComponents([NavComponent.self]) }

        """,
        "android/app/App.kt": "class App : Application() { override fun onCreate() { Hotwire.registerBridgeComponents(BridgeComponentFactory(\"nav\", ::NavComponent)) } }\nclass NavComponent : BridgeComponent<BridgeMessage>() {}\n",
        "db/schema.rb": """
        ActiveRecord::Schema[7.1].define(version: 2024_01_01_000000) do
          create_table "todos", force: :cascade do |t|
            t.string "title"
            t.boolean "done"
          end
        end

        """,
        "app/models/todo.rb": "class Todo < ApplicationRecord\nend\n",
        "app/views/todos/_form.html.erb": "<p>form</p>\n",
    ]

    /// A project on disk with `files`, and a template context for `template` at `path`,
    /// where `¦` marks the cursor (removed from the text).
    static func context(_ template: String, path: String = "app/views/todos/show.html.erb",
                        extraFiles: [String: String] = [:]) throws -> (context: TemplateContext, offset: Int, root: URL) {
        let root = try TemporaryProject.make(files.merging(extraFiles) { $1 })
        let marker = try #require(template.range(of: "¦"))
        let offset = template.utf8.distance(from: template.startIndex, to: marker.lowerBound)
        let text = template.replacingCharacters(in: marker, with: "")
        let workspace = Workspace(containing: root.path)
        return (TemplateContext(file: SourceFile(path: path, text: text), project: workspace.project, corpus: workspace.corpus()), offset, root)
    }

    static func read(_ root: URL) -> (String) -> String? {
        { path in try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
    }
}
