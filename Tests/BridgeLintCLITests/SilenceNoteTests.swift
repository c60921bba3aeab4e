import Foundation
import Testing

/// Where a rule is silent because bridgelint could not read something, a note says so once per
/// run, naming the first place and counting the others; with nothing unread, no note.
@Suite struct SilenceNoteTests {
    private static let stimulus = "import { Controller } from \"@hotwired/stimulus\"\n"
    private static let application = "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n"

    /// How many times `text` appears in the run's standard error.
    private func count(_ text: String, in result: BinaryRunner.Result) -> Int {
        result.standardError.components(separatedBy: text).count - 1
    }

    @Test(arguments: [true, false])
    func aRegisteredClassBridgelintCannotReadIsNotedOnce(unresolved: Bool) throws {
        let module = unresolved ? "@acme/menus" : "./menu"
        let root = try TemporaryProject.make([
            "app/javascript/controllers/application.js": Self.application,
            "app/javascript/controllers/menu.js": Self.stimulus + "export default class extends Controller { static targets = [\"item\"] }\n",
            "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport Menu from \"\(module)\"\nimport Tabs from \"\(module)\"\napplication.register(\"menu\", Menu)\napplication.register(\"tabs\", Tabs)\n",
            "app/views/pages/menu.html.erb": "<div data-controller=\"menu tabs\"><a data-menu-target=\"iten\">x</a></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let note = "note: app/javascript/controllers/index.js:4: the class registered as `menu` cannot be read (it is imported from a module bridgelint cannot resolve, or not imported from a file) (and 1 more controller registered likewise); rules about its targets, values, classes, outlets and action methods are silent.\n"
        #expect(count(note, in: result) == (unresolved ? 1 : 0), "\(result.standardError)")
        #expect(count("cannot be read (it is imported", in: result) == (unresolved ? 1 : 0))
        #expect(result.standardOutput.contains("stimulus-unknown-target") == !unresolved, "\(result.standardOutput)")
    }

    /// An app that names Turbo but whose scripts never load it: its Turbo markup does nothing, so
    /// Turbo's rules are silent there, and one note says why; once a script imports Turbo, they speak.
    @Test(arguments: [true, false])
    func turboMarkupOfAnAppThatNeverLoadsTurboIsNotJudged(loaded: Bool) throws {
        let root = try TemporaryProject.make([
            "Gemfile": "gem \"turbo-rails\"\n",
            "app/javascript/application.js": (loaded ? "" : "// ") + "import \"@hotwired/turbo-rails\"\n",
            "app/views/pages/show.html.erb": "<section data-turbo-permanent=\"false\" id=\"feed\"><a href=\"/x\" data-turbo-frames=\"_top\">x</a></section>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("turbo-unknown-attribute") == loaded, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("turbo-invalid-value") == loaded, "\(result.standardOutput)")
        #expect(count("no script or layout of the app loads it", in: result) == (loaded ? 0 : 1), "\(result.standardError)")
    }

    @Test(arguments: [true, false])
    func aPackageBundleIsNotedOnce(bundled: Bool) throws {
        let root = try TemporaryProject.make([
            "app/javascript/controllers/hello_controller.js": Self.stimulus + "export default class extends Controller {}\n",
            "app/javascript/controllers/application.js": Self.application + (bundled ? "import { controllers } from \"@acme/kit\"\napplication.load(controllers)\n" : ""),
            "config/importmap.rb": "pin \"@acme/kit\", to: \"@acme--kit.js\"\n",
            "vendor/javascript/@acme--kit.js": "const o=[{identifier:\"menu\",controllerConstructor:M},{identifier:\"tabs\",controllerConstructor:T}];export{o as controllers}",
            "app/views/pages/menu.html.erb": "<div data-controller=\"hello\"></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let note = "note: vendor/javascript/@acme--kit.js:1: `menu` is defined inside the bundle of `@acme/kit`, which bridgelint does not read (and 1 more controller likewise); rules about its targets, values, classes, outlets and action methods are silent, and so is bridge-name-mismatch for the whole app (its component name is unknown).\n"
        #expect(count(note, in: result) == (bundled ? 1 : 0), "\(result.standardError)")
        #expect(count("inside the bundle of", in: result) == (bundled ? 1 : 0))
    }

    /// `extends ApplicationController` from a path bridgelint cannot resolve or from a package.
    @Test(arguments: [true, false])
    func aSuperclassChainThatStopsUnreadIsNotedOnce(unresolved: Bool) throws {
        let base = unresolved ? "../lib/missing" : "./application_controller"
        let root = try TemporaryProject.make([
            "app/javascript/controllers/application_controller.js": Self.stimulus + "export class ApplicationController extends Controller {}\n",
            "app/javascript/controllers/menu_controller.js": "import { ApplicationController } from \"\(base)\"\nexport default class extends ApplicationController { static targets = [\"item\"] }\n",
            "app/javascript/controllers/tabs_controller.js": "import { ApplicationController } from \"\(unresolved ? "@acme/base" : base)\"\nexport default class extends ApplicationController {}\n",
            "app/views/pages/menu.html.erb": "<div data-controller=\"menu tabs\"><a data-menu-target=\"iten\">x</a></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let note = "note: app/javascript/controllers/menu_controller.js:2: `menu` extends the class `ApplicationController` from `../lib/missing`, which bridgelint cannot read (and 1 more controller with a superclass that cannot be read); rules about its targets, values, classes, outlets and action methods are silent.\n"
        #expect(count(note, in: result) == (unresolved ? 1 : 0), "\(result.standardError)")
        #expect(count("with a superclass that cannot be read", in: result) == (unresolved ? 1 : 0))
        #expect(result.standardOutput.contains("stimulus-unknown-target") == !unresolved, "\(result.standardOutput)")
    }

    /// A controller that extends the app's own bridge base class, or whose class cannot be read,
    /// may read any `data-bridge-*` attribute: where the components of an element cannot be
    /// proven (a partial), bridge-unknown-attribute is silent and says why once.
    @Test(arguments: ["ApplicationBridgeComponent", "unread", "none"])
    func unknownBridgeReadsAreNotedOnce(cause: String) throws {
        let bridge = "import { BridgeComponent } from \"@hotwired/hotwire-native-bridge\"\n"
        var files = [
            TemporaryProject.navControllerPath: bridge + "export default class extends BridgeComponent {\n  static component = \"nav\"\n  connect() { this.bridgeElement.bridgeAttribute(\"side\") }\n}\n",
            "app/javascript/controllers/application_bridge_component.js": bridge + "export class ApplicationBridgeComponent extends BridgeComponent {}\n",
            "app/javascript/controllers/menu_controller.js": "import { ApplicationBridgeComponent } from \"./application_bridge_component\"\n"
                + "export default class extends \(cause == "ApplicationBridgeComponent" ? "ApplicationBridgeComponent" : "Controller") {}\n",
            "app/views/shared/_side.html.erb": "<a data-bridge-sid=\"left\">x</a>\n",
            "app/views/pages/show.html.erb": "<div data-controller=\"bridge--nav menu tabs\"><%= render \"shared/side\" %></div>\n",
        ]
        files["app/javascript/controllers/index.js"] = "import { application } from \"./application\"\n"
            + (cause == "unread" ? "import Tabs from \"@acme/tabs\"\napplication.register(\"tabs\", Tabs)\n" : "")
        files["app/javascript/controllers/application.js"] = Self.application
        let result = try BinaryRunner.run(["."], in: TemporaryProject.make(files))
        let note = cause == "unread"
            ? "note: app/javascript/controllers/index.js:3: `tabs` has a class bridgelint cannot read, so its `data-bridge-*` reads are unknown; bridge-unknown-attribute is silent about the elements inside it and those whose bridge components it cannot prove (in a partial, under a computed `data-controller`).\n"
            : "note: app/javascript/controllers/menu_controller.js:2: `menu` extends `ApplicationBridgeComponent`, which may read attributes its file does not show, so its `data-bridge-*` reads are unknown; bridge-unknown-attribute is silent about the elements inside it and those whose bridge components it cannot prove (in a partial, under a computed `data-controller`).\n"
        #expect(count(note, in: result) == (cause == "none" ? 0 : 1), "\(result.standardError)")
        #expect(count("bridge-unknown-attribute is silent about the elements", in: result) == (cause == "none" ? 0 : 1))
        #expect(result.standardOutput.contains("bridge-unknown-attribute") == (cause == "none"), "\(result.standardOutput)")
    }

    /// An iOS registration of a class no source declares (a library's component), or a component
    /// whose name is not a literal: any name may exist on iOS, so bridge-missing-native is silent
    /// there and says why once.
    @Test(arguments: ["library", "computed", "none"])
    func unknownNativeNamesAreNotedOnce(cause: String) throws {
        let name = cause == "computed" ? "Names.menu" : "\"menu\""
        let registered = cause == "library" ? "[MenuComponent.self, PushComponent.self, BadgeComponent.self]" : "[MenuComponent.self]"
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "platforms: [ios]\n",
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/home.html.erb": "<nav data-controller=\"bridge--nav\"></nav>\n",
            "ios/App/MenuComponent.swift": "final class MenuComponent: BridgeComponent {\n    override class var name: String { \(name) }\n}\n",
            "ios/App/AppDelegate.swift": "func start() {\n    Hotwire.registerBridgeComponents(\(registered))\n}\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let tail = "; some iOS component names are unknown, so bridge-missing-native is silent for iOS, and bridge-name-mismatch does not compare a name it cannot read.\n"
        let note = switch cause {
        case "library": "note: ios/App/AppDelegate.swift:2: `PushComponent` is registered, but no source bridgelint read declares it (a library's component?) (and 1 more)" + tail
        default: "note: ios/App/MenuComponent.swift:2: the name of `MenuComponent` is not a string literal" + tail
        }
        #expect(count(note, in: result) == (cause == "none" ? 0 : 1), "\(result.standardError)")
        #expect(count("component names are unknown", in: result) == (cause == "none" ? 0 : 1))
        #expect(result.standardOutput.contains("bridge-missing-native") == (cause == "none"), "\(result.standardOutput)")
    }

    /// A platform `platforms:` names whose bridge code is nowhere: said once; the defaults name
    /// both platforms, so a web-only app is not told.
    @Test(arguments: ["platforms: [ios, android]\n", "platforms: [ios]\n", nil] as [String?])
    func aListedPlatformWithoutBridgeCodeIsNotedOnce(configuration: String?) throws {
        var files = [
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/home.html.erb": "<nav data-controller=\"bridge--nav\"></nav>\n",
            "ios/App/NavComponent.swift": "final class NavComponent: BridgeComponent {\n    override class var name: String { \"nav\" }\n}\n",
            "ios/App/AppDelegate.swift": "func start() {\n    Hotwire.registerBridgeComponents([NavComponent.self])\n}\n",
        ]
        if let configuration { files[".bridgelint.yml"] = configuration }
        let result = try BinaryRunner.run(["."], in: TemporaryProject.make(files))
        let note = "note: `platforms:` in .bridgelint.yml lists Android, but no Android bridge code was found; checks of Android components are silent. Set `native: android:` to the folders of its sources, or drop Android from `platforms:`.\n"
        #expect(count(note, in: result) == (configuration == "platforms: [ios, android]\n" ? 1 : 0), "\(result.standardError)")
        #expect(count("bridge code was found", in: result) == (configuration == "platforms: [ios, android]\n" ? 1 : 0))
        #expect(!result.standardError.contains("iOS bridge code"))
    }

    /// Native components and no registration call on their platform: native-not-registered is
    /// silent there and says why once.
    @Test(arguments: [true, false])
    func aPlatformWithoutARegistrationCallIsNotedOnce(registers: Bool) throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "platforms: [ios]\n",
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/home.html.erb": "<nav data-controller=\"bridge--nav\"></nav>\n",
            "ios/App/NavComponent.swift": "final class NavComponent: BridgeComponent {\n    override class var name: String { \"nav\" }\n}\n",
            "ios/App/MenuComponent.swift": "final class MenuComponent: BridgeComponent {\n    override class var name: String { \"menu\" }\n}\n",
            "ios/App/AppDelegate.swift": registers ? "func start() {\n    Hotwire.registerBridgeComponents([NavComponent.self])\n}\n" : "func start() {}\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let note = "note: ios/App/MenuComponent.swift:1: the iOS bridge component `MenuComponent` (and 1 more) is declared, but no iOS source bridgelint read calls `registerBridgeComponents`, so what is registered is unknown; native-not-registered is silent for iOS. If the call is in the repository, add its folder to `native: ios:`.\n"
        #expect(count(note, in: result) == (registers ? 0 : 1), "\(result.standardError)")
        #expect(count("calls `registerBridgeComponents`", in: result) == (registers ? 0 : 1))
        #expect(result.standardOutput.contains("native-not-registered") == registers, "\(result.standardOutput)")
    }
}
