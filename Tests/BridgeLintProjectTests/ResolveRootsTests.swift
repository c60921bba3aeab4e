import Testing
@testable import BridgeLintProject

/// Bare imports resolved the way the app's bundler resolves them: under its resolve roots.
@Suite struct ResolveRootsTests {
    static let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"

    private func catalog(_ files: [String: String]) -> ControllerCatalog { ControllerCatalog.loaded(from: files) }

    private func aliases(_ files: [String: String]) -> ScriptPathAliases {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return ScriptPathAliases.read(files: RepositoryFiles.walk(root: folder.path), app: "")
    }

    static let base = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"item\"]\n}\n"
    static let menu = "import Base from \"src/shared/base_controller\"\nexport default class extends Base {}\n"

    /// A bare specifier names a file under a resolve root of the bundler (Webpacker's
    /// `source_path` and `additional_paths`, webpack's `resolve.modules`/`resolve.roots`, a
    /// `baseUrl`, a Decidim module's registered packs): the superclass is read. One that names no file there stays unresolved.
    @Test func bareSpecifiersResolveUnderTheBundlersRoots() {
        let shared = ["app/javascript/controllers/menu_controller.js": Self.menu, "app/packs/src/shared/base_controller.js": Self.base]
        let roots: [[String: String]] = [
            ["config/webpacker.yml": "default: &default\n  source_path: app/javascript\n  additional_paths:\n    - node_modules\n    - app/packs\n"],
            ["config/shakapacker.yml": "default:\n  source_path: app/javascript\n  additional_paths: [ 'app/packs' ]\n"],
            ["config/webpacker.yml": "default:\n  source_path: app/packs\n"],
            ["config/webpack/custom.js": "const path = require(\"path\")\nmodule.exports = { resolve: { modules: [path.resolve(__dirname, \"..\", \"..\", \"app/packs\"), \"node_modules\"] } }\n"],
            ["webpack.config.js": "module.exports = { resolve: { roots: [\"app/packs\"] } }\n"],
            ["jsconfig.json": "{ \"compilerOptions\": { \"baseUrl\": \"app/packs\" } }\n"],
            // A Decidim module's packs, which its host adds to `additional_paths`.
            ["config/assets.rb": "base_path = File.expand_path(\"..\", __dir__)\nDecidim::Shakapacker.register_path(\"#{base_path}/app/packs\")\n"],
        ]
        for configuration in roots {
            let found = catalog(shared.merging(configuration) { $1 }).controllers(named: "menu").first
            #expect(found?.targets == ["item"], "\(configuration.keys.sorted())")
            #expect(found?.unreadSuperclass == nil)
        }
        // No root holds it: unknown, as before.
        let unrooted = catalog(shared).controllers(named: "menu").first
        #expect(unrooted?.targets.isEmpty == true && unrooted?.unreadSuperclass != nil)
        let missing = catalog(shared.merging(roots[0]) { $1 }.merging(["app/javascript/controllers/menu_controller.js": "import Base from \"src/shared/absent\"\nexport default class extends Base {}\n"]) { $1 })
        #expect(missing.controllers(named: "menu").first?.unreadSuperclass != nil)
    }

    @Test func theResolverLooksBareSpecifiersUpInItsRootsOnly() {
        let read = aliases([
            "config/shakapacker.yml": "default:\n  source_path: frontend\n  additional_paths: [ 'frontend/shared' ] # more\n",
            "frontend/shared/sound.js": "", "frontend/packs/a.js": "",
            "vite.config.ts": "import path from \"path\"\nexport default { resolve: { alias: { \"@lib\": path.resolve(__dirname, \"lib/js\"), bad: someFolder } } }\n",
            "lib/js/x.js": "",
        ])
        #expect(read.roots == ["frontend", "frontend/shared"])
        let resolver = ModuleResolver(controllerFolders: [], pathAliases: read)
        let files: Set = ["frontend/shared/sound.js", "frontend/packs/a.js", "lib/js/x.js"]
        #expect(resolver.resolve("sound", from: "frontend/packs/a.js", exists: files.contains) == "frontend/shared/sound.js")
        #expect(resolver.resolve("shared/sound", from: "frontend/packs/a.js", exists: files.contains) == "frontend/shared/sound.js")
        #expect(resolver.resolve("@lib/x", from: "frontend/packs/a.js", exists: files.contains) == "lib/js/x.js")
        #expect(resolver.resolve("leaflet", from: "frontend/packs/a.js", exists: files.contains) == nil)
        let arrayAlias = aliases(["vite.config.js": "export default { resolve: { alias: [{ find: \"ui\", replacement: \"/app/ui\" }] } }\n", "app/ui/menu.js": ""])
        #expect(ModuleResolver(controllerFolders: [], pathAliases: arrayAlias).resolve("ui/menu", from: "a.js", exists: { $0 == "app/ui/menu.js" }) == "app/ui/menu.js")
    }
}

extension ControllerCatalog {
    /// The catalog of an app made of `files` (root-relative path -> text), with the default configuration.
    static func loaded(from files: [String: String]) -> ControllerCatalog {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return load(root: folder.path, configuration: Configuration(), files: RepositoryFiles.walk(root: folder.path))
    }
}
