import Foundation
import Testing
@testable import BridgeLintProject

/// Which apps of a repository share one browser (see `BrowserPeers`), and what Ruby manifests
/// say they load (see `GemLoads`).
@Suite struct BrowserPeersTests {
    private func peers(_ files: [String: String]) -> [String: [String]] {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        let repository = RepositoryFiles.walk(root: folder.path)
        return BrowserPeers.peers(among: repository.railsApps, files: repository)
    }

    @Test func manifestsSayWhatTheyLoad() {
        let gemfile = GemLoads.read(bytes: Array("""
        source "https://rubygems.org"
        gemspec
        gemspec path: "core"
        gem "admin", path: "../admin"
        group :development do
          gem "tools", github: "x/tools" # path: "nothing"
        end
        """.utf8), path: "Gemfile")
        #expect(gemfile.gems == ["admin", "tools"])
        #expect(gemfile.folders == [".", "core", "../admin"])
        let gemspec = GemLoads.read(bytes: Array("""
        Gem::Specification.new do |spec|
          spec.name = "shop"
          spec.add_dependency "shop_core", "~> 1.0"
          spec.add_runtime_dependency("shop_admin")
          spec.add_development_dependency "shop_tools"
        end
        """.utf8), path: "shop.gemspec")
        #expect(gemspec.name == "shop")
        #expect(gemspec.gems == ["shop_core", "shop_admin"])
        let application = GemLoads.read(bytes: Array("require \"rails/all\"\nrequire \"widgets/engine\"\n".utf8), path: "config/application.rb")
        #expect(application.gems == ["rails", "rails-all", "widgets", "widgets-engine"])
    }

    @Test func aHostSharesItsBrowserWithTheEnginesItLoadsAndTheyWithEachOther() {
        let result = peers([
            "host/Gemfile": "gem \"admin\", path: \"../admin\"\ngem \"blog\"\n",
            "host/config/application.rb": "",
            "admin/admin.gemspec": "", "admin/app/views/a.erb": "",
            "blog/blog.gemspec": "", "blog/app/views/b.erb": "",
            "lone/lone.gemspec": "", "lone/app/views/c.erb": "",
        ])
        #expect(result["host/"] == ["admin/", "blog/"])
        #expect(result["admin/"] == ["blog/", "host/"])
        #expect(result["blog/"] == ["admin/", "host/"])
        #expect(result["lone/"] == nil)
    }

    @Test func aGemfileOrGemspecOutsideEveryAppLoadsItsGemsTogether() {
        let result = peers([
            "Gemfile": "gemspec\n",
            "shop.gemspec": "Gem::Specification.new do |s|\n  s.add_dependency \"shop_core\"\n  s.add_dependency \"shop_admin\"\n  s.add_development_dependency \"shop_tools\"\nend\n",
            "core/shop_core.gemspec": "", "core/app/views/a.erb": "",
            "admin/shop_admin.gemspec": "", "admin/app/views/b.erb": "",
            "tools/shop_tools.gemspec": "", "tools/app/views/c.erb": "",
        ])
        #expect(result["admin/"] == ["core/"])
        #expect(result["core/"] == ["admin/"])
        #expect(result["tools/"] == nil)
    }

    @Test func exampleAppsOfOneGemAreNotEachOthersPeers() {
        let result = peers([
            "Gemfile": "gemspec\n", "widgets.gemspec": "", "app/views/w.erb": "",
            "examples/a/Gemfile": "gem \"widgets\", path: \"../..\"\n", "examples/a/config/application.rb": "",
            // No Gemfile: it runs with the one above it.
            "demo/config/application.rb": "",
            "other/config/application.rb": "", "other/Gemfile": "gem \"rails\"\n",
        ])
        #expect(result["examples/a/"] == [""])
        #expect(result["demo/"] == [""])
        #expect(result[""] == ["demo/", "examples/a/"])
        #expect(result["other/"] == nil)
    }

    /// A gem vendored into the repository (`vendor/` is not walked) is listed when the bundle
    /// reads it from there, and read like an engine of the app.
    @Test func aVendoredPathGemIsListedAndFoldedIntoTheApp() {
        let folder = TemporaryFolder()
        folder.write("Gemfile", "gem \"admin\", path: \"vendor/gems/admin\"\n")
        folder.write("Gemfile.lock", "PATH\n  remote: vendor/gems/admin\n  specs:\n    admin (0.1.0)\n      stimulus-rails\n\nGEM\n  specs:\n")
        folder.write("app/views/a.html.erb", "")
        folder.write("vendor/gems/admin/admin.gemspec", "")
        folder.write("vendor/gems/admin/app/javascript/controllers/table_controller.js", "")
        folder.write("vendor/bundle/ruby/gems/other/lib/x.rb", "")
        let files = RepositoryFiles.walk(root: folder.path)
        #expect(files.contains("vendor/gems/admin/app/javascript/controllers/table_controller.js"))
        #expect(!files.contains("vendor/bundle/ruby/gems/other/lib/x.rb"))
        #expect(files.parts(of: "", among: files.railsApps) == ["vendor/gems/admin/"])
        #expect(UnreadDependencies.find(files: files, app: "").isEmpty)
    }
}
