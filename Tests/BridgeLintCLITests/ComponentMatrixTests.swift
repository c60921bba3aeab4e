import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import BridgeLintReporters
import BridgeLintRules
import Foundation
import Testing

/// `ComponentMatrix` built from a small project: matching by name, registration states, notes,
/// usage and rules.
@Suite struct ComponentMatrixTests {
    static let files = [
        "app/javascript/controllers/bridge/nav_controller.js": """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "nav"
          connect() {
            super.connect()
            this.send("connect", { title: "x", ...this.extra })
          }
        }
        """,
        "app/javascript/controllers/bridge/share_controller.js": """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent { static component = "share" }
        """,
        "app/javascript/controllers/bridge/form_controller.js": """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent { static component = "form" }
        """,
        "app/javascript/controllers/form_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {}
        """,
        "ios/App/NavComponent.swift": """
        final class NavComponent: BridgeComponent {
            override class var name: String { "nav" }
            private struct MessageData: Decodable {
                let title: String
                let image: String?
                enum CodingKeys: String, CodingKey {
                    case title
                    case image = "iosImage"
                }
            }
        }
        """,
        "ios/App/MapComponent.swift": """
        final class MapComponent: BridgeComponent {
            override class var name: String { "map" }
        }
        """,
        "ios/App/AppDelegate.swift": """
        func setUp() {
            Hotwire.registerBridgeComponents([NavComponent.self])
            Hotwire.registerBridgeComponents(Remote.components)
        }
        """,
        "android/app/App.kt": """
        val spare = BridgeComponentFactory("nav", ::NavComponent)
        fun setUp() {
            Hotwire.registerBridgeComponents(BridgeComponentFactory("share", ::ShareComponent))
        }
        """,
    ]

    static func matrix(rulesBySubject: [String: Set<String>] = [:]) throws -> ComponentMatrix {
        let root = try TemporaryProject.make(files)
        let project = ProjectModel.load(root: root.path, configuration: Configuration())
        var usage = ControllerUsage()
        let range = SourceRange(start: 0, end: 1)
        usage.add("bridge--nav", .init(path: "app/views/a/index.html.erb", range: range, line: 1, column: 1))
        usage.add("bridge--nav", .init(path: "app/views/a/index.html.erb", range: SourceRange(start: 5, end: 6), line: 2, column: 1))
        usage.add("bridge--nav", .init(path: "app/views/a/show.html.erb", range: range, line: 1, column: 1))
        return ComponentMatrix(project: project, usage: usage, rulesBySubject: rulesBySubject)
    }

    @Test func webComponentsComeFirstByNameThenNativeOnlyOnes() throws {
        let matrix = try Self.matrix()
        #expect(matrix.components.map(\.name) == ["form", "map", "nav", "share"])
        #expect(matrix.components.map(\.identifier) == ["bridge--form", nil, "bridge--nav", "bridge--share"])
    }

    @Test func eachSideOfAComponent() throws {
        let nav = try #require(try Self.matrix().components.first { $0.name == "nav" })
        #expect(nav.web?.location.path == "app/javascript/controllers/bridge/nav_controller.js")
        #expect(nav.web?.events == [.init(name: "connect", keys: ["title"], keysAreDynamic: true)])
        let ios = try #require(nav.ios.first)
        #expect(nav.ios.count == 1)
        #expect(ios.className == "NavComponent")
        #expect(ios.location == .init(path: "ios/App/NavComponent.swift", line: 1))
        #expect(ios.registration == .registered)
        #expect(ios.messages.first?.fields == [
            .init(property: "title", key: "title", type: "String", isRequired: true),
            .init(property: "image", key: "iosImage", type: "String?", isRequired: false),
        ])
        // A factory built outside any registration is not registered.
        #expect(nav.android.map(\.registration) == [.notRegistered])
        #expect(nav.usage == .init(templates: 2, uses: 3))
    }

    @Test func anUnreadableRegistrationMakesUnlistedClassesUnknownAndSaysWhy() throws {
        let matrix = try Self.matrix()
        let map = try #require(matrix.components.first { $0.name == "map" })
        #expect(map.web == nil)
        #expect(map.usage == nil)
        #expect(map.ios.map(\.registration) == [.unknown])
        #expect(matrix.notes.count == 1)
        #expect(matrix.notes.first?.contains("ios/App/AppDelegate.swift:3 passes `Remote.components`") == true, "\(matrix.notes)")
        let share = try #require(matrix.components.first { $0.name == "share" })
        #expect(share.ios.isEmpty)
        #expect(share.android.map(\.registration) == [.registered])
        #expect(share.usage == .init(templates: 0, uses: 0))
    }

    @Test func rulesComeFromTheRunByIdentifierOrComponentName() throws {
        let matrix = try Self.matrix(rulesBySubject: [
            "bridge--nav": ["bridge-message-fields"],
            "nav": ["bridge-missing-native", "bridge-message-fields"],
            "map": ["bridge-missing-web"],
            // `form` is the plain controller's identifier: not about the `form` component.
            "form": ["stimulus-unused-controller"],
        ])
        let rules = Dictionary(uniqueKeysWithValues: matrix.components.map { ($0.name ?? "", $0.rules) })
        #expect(rules["nav"] == ["bridge-message-fields", "bridge-missing-native"])
        #expect(rules["map"] == ["bridge-missing-web"])
        #expect(rules["form"] == [])
        #expect(rules["share"] == [])
        let text = ComponentMatrixTextRenderer.render(matrix, root: "app")
        #expect(text.contains("  rules:     bridge-message-fields, bridge-missing-native\n"))
        #expect(text.contains("  rules:     none\n"))
    }

    /// A real app loads its components from a bundle vendored by importmap: the matrix cannot
    /// list them, and says so instead of silently showing fewer components.
    @Test func controllersOfABundledPackageAreNamedInANote() throws {
        let root = try TemporaryProject.make([
            "app/javascript/controllers/hello_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/javascript/controllers/application.js": "import { controllers } from \"@acme/kit\"\nimport { more } from \"@acme/cdn\"\napplication.load(controllers)\napplication.load(more)\n",
            "config/importmap.rb": "pin \"@acme/kit\", to: \"@acme--kit.js\"\n",
            "vendor/javascript/@acme--kit.js": "const o=[{identifier:\"bridge--menu\",controllerConstructor:M}];export{o as controllers}",
        ])
        let project = ProjectModel.load(root: root.path, configuration: Configuration())
        let matrix = ComponentMatrix(project: project, usage: ControllerUsage(), rulesBySubject: [:])
        #expect(matrix.components.isEmpty)
        #expect(matrix.notes == [
            "1 controller of `@acme/kit` (vendor/javascript/@acme--kit.js) is not listed: the classes sit in a bundle bridgelint does not read (`bridge--menu`).",
            "the controllers `@acme/cdn` defines (loaded in app/javascript/controllers/application.js:4) are not listed: its source is not in the repository.",
        ])
    }
}
