import Foundation
import Testing

/// The built binary on repositories laid out the ways real ones are: it finds every Rails app,
/// its controllers, the native apps beside it and every template it renders, wherever the run
/// starts.
@Suite struct DiscoveryTests {
    static let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"name\"]\n  get names() { return this.nameTargets }\n}\n"
    static let navComponent = """
    import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
    export default class extends BridgeComponent {
      static component = "nav"
    }
    """

    /// Rails in web/, iOS and Android beside it, `nav` missing on Android: under git, as real
    /// repositories are.
    static let monorepo = [
        ".git/HEAD": "ref: refs/heads/main\n",
        "web/Gemfile": "gem \"rails\"\n",
        "web/config/application.rb": "module Web\n  class Application < Rails::Application\n  end\nend\n",
        "web/app/javascript/controllers/bridge/nav_controller.js": navComponent,
        "web/app/javascript/controllers/hello_controller.js": controller,
        "web/app/views/pages/home.html.erb": """
        <nav data-controller="bridge--nav"></nav>
        <div data-controller="hello"><input data-hello-target="nmae"></div>
        """,
        "ios/App/NavComponent.swift": "final class NavComponent: BridgeComponent {\n    override class var name: String { \"nav\" }\n}\n",
        "ios/App/AppDelegate.swift": "func start() {\n    Hotwire.registerBridgeComponents([NavComponent.self])\n}\n",
        "android/app/src/main/java/com/example/App.kt": """
        class App : Application() {
            override fun onCreate() {
                Hotwire.registerBridgeComponents(BridgeComponentFactory("menu", ::MenuComponent))
            }
        }
        """,
    ]

    @Test func aMonorepoRunFromItsRootFindsTheRailsAppAndTheNativeApps() throws {
        let root = try TemporaryProject.make(Self.monorepo)
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardError.contains("no Stimulus controllers found"), "\(result.standardError)")
        #expect(result.standardOutput.contains("web/app/views/pages/home.html.erb:2:56: error [stimulus-unknown-target]"), "\(result.standardOutput)")
        // iOS implements `nav`, Android does not: only a repository-wide search sees both.
        #expect(result.standardOutput.contains("[bridge-missing-native] bridge component `nav` has no native implementation on Android"))
        #expect(!result.standardOutput.contains("on iOS"))
    }

    @Test func aMonorepoRunFromInsideTheRailsFolderStillFindsTheNativeApps() throws {
        let root = try TemporaryProject.make(Self.monorepo)
        let result = try BinaryRunner.run(["."], in: root.appendingPathComponent("web"))
        #expect(result.standardOutput.contains("app/views/pages/home.html.erb:2:56: error [stimulus-unknown-target]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("bridge component `nav` has no native implementation on Android"))
        #expect(!result.standardOutput.contains("on iOS"))
        // One staged file in the Rails folder: the model is still the whole app's.
        let staged = try BinaryRunner.run(["app/views/pages/home.html.erb"], in: root.appendingPathComponent("web"))
        #expect(staged.standardOutput.contains("[stimulus-unknown-target]"), "\(staged.standardOutput)")
        #expect(staged.standardOutput.contains("in 1 file checked"))
        // CI annotations name files from the repository's root, wherever the run starts.
        let github = try BinaryRunner.run(["--format", "github", "."], in: root.appendingPathComponent("web"))
        #expect(github.standardOutput.contains("::error file=web/app/views/pages/home.html.erb,line=2,"), "\(github.standardOutput)")
    }

    /// A file beside the folder the run starts in is shown with `../` steps, as shells and
    /// editors resolve it, not as an absolute path.
    @Test func filesBesideTheStartingFolderAreShownRelativeToIt() throws {
        var files = Self.monorepo
        // A component iOS declares but never registers: the finding is in the Swift file.
        files["ios/App/MenuComponent.swift"] = "final class MenuComponent: BridgeComponent {\n    override class var name: String { \"menu\" }\n}\n"
        let root = try TemporaryProject.make(files)
        let result = try BinaryRunner.run(["."], in: root.appendingPathComponent("web"))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("../ios/App/MenuComponent.swift:1:13: warning [native-not-registered]") }, "\(result.standardOutput)")
        #expect(!result.standardOutput.contains(root.path + "/ios"))
    }

    @Test func twoRailsAppsAreTwoProjectsInOneReport() throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "",
            "web/config/application.rb": "",
            "web/app/javascript/controllers/hello_controller.js": Self.controller,
            "web/app/views/a/index.html.erb": "<div data-controller=\"hello\"></div>\n<div data-controller=\"panel\"></div>\n<button data-action=\"panel#go\"></button>\n",
            "admin/config/application.rb": "",
            "admin/app/javascript/controllers/panel_controller.js": Self.controller,
            "admin/app/views/b/index.html.erb": "<div data-controller=\"panel\"></div>\n<div data-controller=\"hello\"></div>\n<button data-action=\"hello#go\"></button>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        // Each app knows only its own controllers.
        #expect(result.standardOutput.contains("web/app/views/a/index.html.erb:2:23: error [stimulus-unknown-controller]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("admin/app/views/b/index.html.erb:2:23: error [stimulus-unknown-controller]"))
        #expect(!result.standardOutput.contains("index.html.erb:1:"))
        #expect(result.standardOutput.contains("in 2 files checked"))
        let web = try BinaryRunner.run(["web"], in: root)
        #expect(web.standardOutput.contains("in 1 file checked"), "\(web.standardOutput)")
        // `components` shows each app: headed in text, one JSON array.
        let text = try BinaryRunner.run(["components"], in: root)
        #expect(text.standardOutput.contains("Rails app admin:\n") && text.standardOutput.contains("Rails app web:\n"), "\(text.standardOutput)")
        let json = try BinaryRunner.run(["components", "--format", "json"], in: root)
        let documents = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [Any]
        #expect(documents?.count == 2)
    }

    @Test func theConfigurationCanNameTheProjects() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "projects: [web]\n",
            "web/Gemfile": "",
            "web/app/views/a.html.erb": "<h3>Web</h2>\n",
            "prototype/Gemfile": "",
            "prototype/app/views/b.html.erb": "<h3>Prototype</h2>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("web/app/views/a.html.erb"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("prototype"))
    }

    @Test func filesNeverRenderedAreNotLintedUnlessIncluded() throws {
        let files = [
            "Gemfile": "",
            "app/views/a/show.html.erb": "<p>Fine</p>\n",
            "app/views/a/_menu.html_old.erb": "<span>Old</spam> more\n",
            "app/views/a/show.html.erb.orig": "<h3>Orig</h2>\n",
            "app/views/a/._show.html.erb": "<h3>AppleDouble</h2>\n",
            "__MACOSX/app/views/a/show.html.erb": "<h3>Archive</h2>\n",
        ]
        let root = try TemporaryProject.make(files)
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("in 1 file."))
        let named = try BinaryRunner.run(["app/views/a/_menu.html_old.erb"], in: root)
        #expect(named.exitCode == 0, "\(named.standardOutput)")
        // Named in `include`, a copy is linted after all.
        let included = try TemporaryProject.make(files.merging([
            ".bridgelint.yml": "include: [\"app/views/**/*.html.erb\", \"app/views/a/_menu.html_old.erb\"]\n",
        ]) { $1 })
        let override = try BinaryRunner.run(["."], in: included)
        #expect(override.standardOutput.contains("app/views/a/_menu.html_old.erb:1:12: warning [html-mismatched-end-tag]"), "\(override.standardOutput)")
        #expect(!override.standardOutput.contains("Archive"))
    }

    @Test func engineViewsAreLintedAndTheirUsesCount() throws {
        let root = try TemporaryProject.make([
            "Gemfile": "",
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/javascript/controllers/autogrow_controller.js": Self.controller,
            "app/javascript/controllers/copy_controller.js": Self.controller,
            "app/javascript/controllers/unused_controller.js": Self.controller,
            "app/views/pages/home.html.erb": "<div data-controller=\"hello\"></div>\n",
            "lib/blog/app/views/blog/posts/new.html.erb": "<textarea data-controller=\"autogrow\"></textarea>\n",
            "engines/shop/app/views/shop/cart.html.erb": "<div data-controller=\"hello\"><p data-hello-target=\"nmae\"></p></div>\n",
            "lib/copy_button.rb": "class CopyButton\n  CONTROLLER = \"copy\"\nend\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("engines/shop/app/views/shop/cart.html.erb:1:52: error [stimulus-unknown-target]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("controller `unused` is not used"))
        #expect(!result.standardOutput.contains("controller `autogrow` is not used"))
        #expect(!result.standardOutput.contains("controller `copy` is not used"))
    }

    /// An engine gem with its test app: the test app's views are linted with the engine, and so
    /// are the controllers it defines for them.
    @Test func aDummyAppsControllersCountForItsViews() throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            "Gemfile": "",
            "picker.gemspec": "",
            "app/assets/javascripts/controllers/picker_controller.js": Self.controller,
            "app/views/picker/_field.html.erb": "<div data-controller=\"picker\"></div>\n",
            "test/dummy/config/application.rb": "module Dummy\n  class Application < Rails::Application\n  end\nend\n",
            "test/dummy/app/javascript/controllers/events/log_controller.js": Self.controller,
            "test/dummy/app/views/pages/events.html.erb": "<div data-controller=\"events--log\"><p data-events--log-target=\"nmae\"></p></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardOutput.contains("stimulus-unknown-controller"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("test/dummy/app/views/pages/events.html.erb:1:64: error [stimulus-unknown-target]"), "\(result.standardOutput)")
    }
    /// An engine gem with a demo app in `sandbox/`: the demo only exercises the engine, whose
    /// controllers are for host apps outside the repository, so none is called unused. A host
    /// app elsewhere in the repository that loads it is seen: there they are judged.
    @Test(arguments: [("sandbox", false), ("host", true)])
    func anEnginesControllersServeHostsADemoAppDoesNotStandFor(folder: String, judged: Bool) throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            "Gemfile": "",
            "admin.gemspec": "",
            "app/assets/javascripts/controllers/toggle_attr_controller.js": Self.controller,
            "app/views/admin/_field.html.erb": "<p>field</p>\n",
            "\(folder)/Gemfile": "gem \"admin\", path: \"..\"\n",
            "\(folder)/config/application.rb": "module Demo\n  class Application < Rails::Application\n  end\nend\n",
            "\(folder)/app/views/pages/home.html.erb": "<p>home</p>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("controller `toggle-attr` is not used") == judged, "\(result.standardOutput)")
    }
}

/// Several gems or engines of one repository that one host app loads run in one browser with
/// one Stimulus application: each knows the controllers every other registers.
@Suite struct OneBrowserTests {
    static let controller = DiscoveryTests.controller

    /// A host app loading two engines through `path:` gems: `admin` pins its controllers in its
    /// own importmap for the host's loader, `blog` keeps them in the conventional folder, and
    /// `docs` has templates and no controllers at all.
    static let hostAndEngines = [
        ".git/HEAD": "ref: refs/heads/main\n",
        "host/Gemfile": "gem \"rails\"\ngem \"admin\", path: \"../admin\"\ngem \"blog\", path: \"../blog\"\ngem \"docs\", path: \"../docs\"\n",
        "host/config/application.rb": "module Host\n  class Application < Rails::Application\n  end\nend\n",
        "host/app/javascript/controllers/hello_controller.js": controller,
        "host/app/javascript/controllers/lonely_controller.js": controller,
        "host/app/javascript/controllers/picker_controller.js": controller,
        "host/app/views/pages/home.html.erb": "<div data-controller=\"hello admin--table blog--post\"></div>\n",
        "admin/admin.gemspec": "Gem::Specification.new do |spec|\n  spec.name = \"admin\"\n  spec.add_dependency \"rails\"\nend\n",
        "admin/config/importmap.rb": "pin_all_from File.expand_path(\"../app/javascript/admin/controllers\", __dir__), under: \"controllers/admin\"\n",
        "admin/app/javascript/admin/controllers/table_controller.js": controller,
        "admin/app/javascript/admin/controllers/stale_controller.js": controller,
        "admin/app/views/admin/index.html.erb": "<div data-controller=\"hello blog--post picker\"><p data-hello-target=\"nmae\"></p></div>\n",
        "blog/blog.gemspec": "Gem::Specification.new do |spec|\n  spec.name = \"blog\"\nend\n",
        "blog/app/javascript/controllers/blog/post_controller.js": controller,
        "blog/app/views/blog/index.html.erb": "<div data-controller=\"admin--table\"></div>\n",
        "docs/docs.gemspec": "Gem::Specification.new do |spec|\n  spec.name = \"docs\"\nend\n",
        "docs/app/views/docs/show.html.erb": "<div data-controller=\"hello\"></div>\n<div data-controller=\"helo\"></div>\n",
    ]

    @Test func everyPartKnowsEveryControllerOfItsBrowser() throws {
        let root = try TemporaryProject.make(Self.hostAndEngines)
        let result = try BinaryRunner.run(["."], in: root)
        let output = result.standardOutput
        // The host uses the engines' controllers, each engine the host's and its sibling's.
        for use in ["`admin--table` is not", "`blog--post` is not", "`hello` is not", "`picker` is not"] {
            #expect(!output.contains(use), "\(output)")
        }
        // Borrowed controllers are checked where they are used.
        #expect(output.contains("admin/app/views/admin/index.html.erb:1:70: error [stimulus-unknown-target]"), "\(output)")
        // An engine with no controllers of its own is told nothing is missing, and its typos are found.
        #expect(!result.standardError.contains("no Stimulus controllers found"), "\(result.standardError)")
        #expect(output.contains("docs/app/views/docs/show.html.erb:2:23: error [stimulus-unknown-controller] `helo`"), "\(output)")
        // Unused: a use in any part counts (`picker` only in admin); each unused one is reported once, by its own app.
        #expect(!output.contains("controller `picker` is not used"))
        #expect(output.components(separatedBy: "controller `lonely` is not used").count == 2, "\(output)")
        #expect(output.components(separatedBy: "controller `admin--stale` is not used").count == 2, "\(output)")
    }

    @Test func aGemfileAtTheRootLoadsItsEnginesTogether() throws {
        // An engines repository with no app at the root: the root Gemfile loads both engines.
        let root = try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            "Gemfile": "gemspec\n",
            "shop.gemspec": "Gem::Specification.new do |s|\n  s.add_dependency \"shop_core\"\n  s.add_dependency \"shop_admin\"\n  s.add_development_dependency \"shop_tools\"\nend\n",
            "core/shop_core.gemspec": "",
            "core/app/javascript/controllers/cart_controller.js": Self.controller,
            "core/app/views/shop/cart.html.erb": "<div data-controller=\"cart\"></div>\n",
            "admin/shop_admin.gemspec": "",
            "admin/app/views/admin/carts.html.erb": "<div data-controller=\"cart\"></div>\n<div data-controller=\"crat\"></div>\n",
            "tools/shop_tools.gemspec": "",
            "tools/app/javascript/controllers/tool_controller.js": Self.controller,
            "tools/app/views/tools/a.html.erb": "<div data-controller=\"tool\"></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardOutput.contains("`cart` is not"), "\(result.standardOutput)")
        // Host apps outside the repository load these engines: only a near miss is reported.
        #expect(result.standardOutput.contains("admin/app/views/admin/carts.html.erb:2:23: error [stimulus-unknown-controller] `crat`"), "\(result.standardOutput)")
    }

    @Test func demoAppsOfOneGemStayApartButTheGemKnowsBoth() throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            "Gemfile": "gemspec\n",
            "widgets.gemspec": "",
            "app/javascript/controllers/widget_controller.js": Self.controller,
            "app/views/widgets/_widget.html.erb": "<div data-controller=\"widget\"></div>\n<div data-controller=\"demo-a\"></div>\n",
            "examples/a/Gemfile": "gem \"widgets\", path: \"../..\"\n",
            "examples/a/config/application.rb": "",
            "examples/a/app/javascript/controllers/demo_a_controller.js": Self.controller,
            "examples/a/app/views/pages/a.html.erb": "<div data-controller=\"widget demo-a demo-b\"></div>\n",
            "examples/b/config/application.rb": "",
            "examples/b/app/javascript/controllers/demo_b_controller.js": Self.controller,
            "examples/b/app/views/pages/b.html.erb": "<div data-controller=\"widget demo-b demo-a\"></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let output = result.standardOutput
        // Each example app loads the gem (b through the Gemfile above it), not the other example.
        #expect(output.contains("examples/a/app/views/pages/a.html.erb:1:37: error [stimulus-unknown-controller] `demo-b`"), "\(output)")
        #expect(output.contains("examples/b/app/views/pages/b.html.erb:1:37: error [stimulus-unknown-controller] `demo-a`"), "\(output)")
        #expect(!output.contains("`widget` is not"), "\(output)")
        // The gem's partial renders in both.
        #expect(!output.contains("app/views/widgets/_widget.html.erb"), "\(output)")
    }
    /// Rails UJS that the host app starts runs on the pages of the engines it loads too.
    @Test func theHostsRailsUJSServesItsEngines() throws {
        var files = Self.hostAndEngines
        files["host/app/javascript/application.js"] = "import \"@hotwired/turbo-rails\"\nimport Rails from \"@rails/ujs\"\nRails.start()\n"
        files["admin/app/views/admin/users.html.erb"] = "<%= link_to \"Delete\", \"/users/1\", method: :delete %>\n"
        files["other/config/application.rb"] = "module Other\n  class Application < Rails::Application\n  end\nend\n"
        files["other/app/views/pages/a.html.erb"] = "<%= link_to \"Delete\", \"/users/1\", method: :delete %>\n"
        files["other/Gemfile"] = "gem \"turbo-rails\"\n"
        let result = try BinaryRunner.run(["."], in: try TemporaryProject.make(files))
        #expect(!result.standardOutput.contains("admin/app/views/admin/users.html.erb"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("other/app/views/pages/a.html.erb:1:35: warning [rails-link-method]"), "\(result.standardOutput)")
    }

    /// An engine folded into the app wherever it sits (`gems/widgets/`) brings its controllers,
    /// and a use in its own sources counts.
    @Test func anEngineFoldedIntoTheAppBringsItsControllersAndItsUses() throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            "Gemfile": "gem \"widgets\", path: \"gems/widgets\"\n",
            "config/application.rb": "module Shop\n  class Application < Rails::Application\n  end\nend\n",
            "app/views/pages/home.html.erb": "<div data-controller=\"widgets--gauge\"></div>\n",
            "gems/widgets/widgets.gemspec": "",
            "gems/widgets/app/javascript/controllers/widgets/gauge_controller.js": Self.controller,
            "gems/widgets/app/javascript/controllers/widgets/dial_controller.js": Self.controller,
            "gems/widgets/app/javascript/controllers/widgets/spare_controller.js": Self.controller,
            "gems/widgets/app/views/widgets/_dial.html.erb": "<div data-controller=\"widgets--dial\"></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardOutput.contains("stimulus-unknown-controller"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("`widgets--dial` is not used"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("controller `widgets--spare` is not used"), "\(result.standardOutput)")
    }

    /// A gem the host's `Gemfile` loads by `path:` is part of the app whatever its folder is
    /// called: its templates are linted with the host's controllers, also when the run starts
    /// inside it (without git), where it is no engine without hosts. A path outside the
    /// repository is not followed, and a path gem in a conventional folder is read once.
    @Test func aPathGemOfTheGemfileIsPartOfTheApp() throws {
        let root = try TemporaryProject.make([
            "Gemfile": "gem \"frontend\", path: \"component/frontend\"\ngem \"ui\", path: \"components/ui\"\ngem \"elsewhere\", path: \"../elsewhere\"\n",
            "config/application.rb": "module Site\n  class Application < Rails::Application\n  end\nend\n",
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/views/pages/home.html.erb": "<div data-controller=\"hello\"></div>\n",
            "component/frontend/Gemfile": "gemspec\n",
            "component/frontend/frontend.gemspec": "",
            "component/frontend/app/views/frontend/pages/show.html.erb": "<div data-controller=\"hello\"><p data-hello-target=\"nmae\"></p></div>\n",
            "component/frontend/test/dummy/config/application.rb": "module Dummy\n  class Application < Rails::Application\n  end\nend\n",
            "components/ui/ui.gemspec": "",
            "components/ui/app/views/ui/_card.html.erb": "<div data-controller=\"hello\"><p data-hello-target=\"nmae\"></p></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("component/frontend/app/views/frontend/pages/show.html.erb:1:52: error [stimulus-unknown-target]"), "\(result.standardOutput)")
        #expect(result.standardOutput.components(separatedBy: "components/ui/app/views/ui/_card.html.erb:1:52: error [stimulus-unknown-target]").count == 2, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("in 3 files checked"), "\(result.standardOutput)")
        #expect(!result.standardError.contains("elsewhere"), "\(result.standardError)")
        let inside = try BinaryRunner.run(["."], in: root.appendingPathComponent("component/frontend"))
        #expect(inside.standardOutput.contains("app/views/frontend/pages/show.html.erb:1:52: error [stimulus-unknown-target]"), "\(inside.standardOutput)")
        #expect(!inside.standardError.contains("engine"), "\(inside.standardError)")
    }

    /// An engine that no application of the repository loads (a test app in `test/dummy` only
    /// exercises it) renders in host apps outside the repository: they may define any identifier
    /// and use any of its controllers.
    @Test func anEngineWithoutAHostHereLeavesUnknownIdentifiersUnknown() throws {
        let engine = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "kit.gemspec": "Gem::Specification.new { |s| s.name = \"kit\" }\n",
            "Gemfile": "gemspec\n",
            "app/javascript/controllers/kit/picker_controller.js": Self.controller,
            "app/javascript/controllers/kit/export_controller.js": Self.controller,
            "app/views/kit/_field.html.erb": "<div data-controller=\"kit--picker reply\"></div>\n<div data-controller=\"kit--pikcer\"></div>\n",
            "test/dummy/config/application.rb": "module Dummy\n  class Application < Rails::Application\n  end\nend\n",
        ]
        let result = try BinaryRunner.run(["."], in: try TemporaryProject.make(engine))
        #expect(!result.standardOutput.contains("`reply`"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("_field.html.erb:2:23: error [stimulus-unknown-controller] `kit--pikcer`"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("is not used"), "\(result.standardOutput)")
        #expect(result.standardError.contains("an engine whose only applications in the repository are test or demo apps that exercise it (test/dummy)"), "\(result.standardError)")
        // Without the test app, no application of the repository loads it at all.
        let alone = try BinaryRunner.run(["."], in: try TemporaryProject.make(engine.filter { !$0.key.hasPrefix("test/") }))
        #expect(alone.standardError.contains("an engine no application of the repository loads:"), "\(alone.standardError)")
        // An application of the repository that loads it (not a demo app in `demo/` or `sandbox/`)
        // is its host: what it cannot find is wrong again.
        let demo = engine.merging([
            "host/config/application.rb": "module Host\n  class Application < Rails::Application\n  end\nend\n",
            "host/Gemfile": "gem \"kit\", path: \"..\"\n",
            "host/app/views/pages/home.html.erb": "<div data-controller=\"kit--picker\"></div>\n",
        ]) { $1 }
        let hosted = try BinaryRunner.run(["."], in: try TemporaryProject.make(demo))
        #expect(hosted.standardOutput.contains("`reply` is not a Stimulus controller"), "\(hosted.standardOutput)")
        #expect(hosted.standardOutput.contains("controller `kit--export` is not used"), "\(hosted.standardOutput)")
    }
}


/// An engine that exports its controllers as Stimulus definitions for host apps to
/// `application.load` names them there: they are its controllers, whatever folder holds them.
@Suite struct ExportedDefinitionsTests {
    @Test func anEnginesExportedDefinitionsAreItsControllers() throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            "kit.gemspec": "Gem::Specification.new { |s| s.name = \"kit\" }\n",
            "Gemfile": "gemspec\n",
            "config/importmap.rb": "pin \"@acme/kit\", to: \"acme/kit.js\"\n",
            "app/javascript/kit/application.js": """
                import QueryController from "./query_controller"
                import ItemController from "./selection/item_controller"

                const Definitions = [
                  { identifier: "kit--query", controllerConstructor: QueryController },
                  { identifier: "kit--selection--item", controllerConstructor: ItemController },
                ]

                export { Definitions as default }
                """,
            "app/javascript/kit/query_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"input\"]\n}\n",
            "app/javascript/kit/selection/item_controller.js": DiscoveryTests.controller,
            "app/views/kit/_query.html.erb": "<div data-controller=\"kit--query\"><input data-kit--query-target=\"inptu\"></div>\n<div data-controller=\"kit--qeury\"></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardError.contains("no Stimulus controllers found"), "\(result.standardError)")
        #expect(result.standardOutput.contains("`inptu` is not a target of `kit--query`"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("`kit--qeury`"), "\(result.standardOutput)")
    }
}

/// Code outside the repository: an identifier bridgelint cannot find is unknown, not wrong, when
/// a dependency it cannot read may define it; it says once which ones.
@Suite struct OutsideCodeTests {
    @Test func aGemThatShipsControllersLeavesOnlyNearMisses() throws {
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Gemfile": "gem \"rails\"\ngem \"hotwire_combobox\"\n",
            "config/importmap.rb": "pin_all_from \"app/javascript/controllers\", under: \"controllers\"\n",
            "app/javascript/controllers/hello_controller.js": DiscoveryTests.controller,
            "app/views/pages/home.html.erb": "<div data-controller=\"hw-combobox hello\"></div>\n<div data-controller=\"helo\"></div>\n",
        ]
        let lockfile = "GEM\n  remote: https://rubygems.org/\n  specs:\n    hotwire_combobox (0.4.0)\n      stimulus-rails (>= 1.2)\n    stimulus-rails (1.3.4)\n"
        let root = try TemporaryProject.make(files.merging(["Gemfile.lock": lockfile]) { $1 })
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardOutput.contains("`hw-combobox`"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("home.html.erb:2:23: error [stimulus-unknown-controller] `helo`"), "\(result.standardOutput)")
        #expect(result.standardError.contains("the gem `hotwire_combobox` (it depends on stimulus-rails) may register Stimulus controllers"), "\(result.standardError)")
        // Without the gem in the bundle, the unknown identifier is an error again.
        let plain = try BinaryRunner.run(["."], in: try TemporaryProject.make(files))
        #expect(plain.standardOutput.contains("`hw-combobox` is not a Stimulus controller"), "\(plain.standardOutput)")
    }
}
