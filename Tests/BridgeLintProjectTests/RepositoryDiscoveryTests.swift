import Foundation
import Testing
@testable import BridgeLintProject

/// Finding the parts of an app in a repository laid out in any way: the Rails apps, the native
/// sources that belong to each, the files never rendered, and the repository root.
@Suite struct RepositoryDiscoveryTests {
    private func files(_ paths: [String]) -> RepositoryFiles {
        RepositoryFiles(root: "/nowhere", paths: paths)
    }

    @Test func railsAppsAreFoundWhereverTheySit() {
        #expect(files(["Gemfile", "app/views/a.erb"]).railsApps == [""])
        #expect(files(["web/config/application.rb", "ios/App/A.swift"]).railsApps == ["web/"])
        #expect(files(["examples/rails/Gemfile", "examples/rails/app/models/a.rb"]).railsApps == ["examples/rails/"])
        // A Gemfile without an app/ folder is a gem or a tool, not an app.
        #expect(files(["Gemfile", "lib/x.rb", "fastlane/Gemfile"]).railsApps == [])
        #expect(files(["rails-core/config/application.rb", "rails-pay/config/application.rb"]).railsApps == ["rails-core/", "rails-pay/"])
        // An engines repository: each engine gem with views is a project.
        #expect(files(["Gemfile", "shop.gemspec", "admin/shop_admin.gemspec", "admin/app/views/a.erb", "core/shop_core.gemspec", "core/lib/c.rb"])
            .railsApps == ["admin/"])
    }

    @Test func enginesAndDummyAppsInsideAnAppArePartOfItButExampleAppsAreTheirOwn() {
        let repository = files([
            "web/config/application.rb", "web/Gemfile", "web/app/views/a.erb",
            "web/engines/notes/Gemfile", "web/engines/notes/app/views/notes/b.erb",
            "web/engines/notes/test/dummy/config/application.rb", "web/spec/dummy/config/application.rb",
            "web/examples/demo/config/application.rb",
        ])
        #expect(repository.railsApps == ["web/", "web/examples/demo/"])
        // An engine gem at the root with its dummy app: one project.
        #expect(files(["Gemfile", "app/views/a.erb", "lib/avo/engine.rb", "spec/dummy/config/application.rb"]).railsApps == [""])
        let apps = repository.railsApps
        #expect(repository.parts(of: "web/", among: apps) == ["web/engines/notes/", "web/engines/notes/test/dummy/", "web/spec/dummy/"])
        #expect(repository.parts(of: "web/examples/demo/", among: apps) == [])
    }

    @Test func nativeSourcesBelongToTheNearestApp() {
        let monorepo = files(["web/config/application.rb", "ios/App/Nav.swift", "android/app/src/main/Nav.kt", "Package.swift"])
        #expect(monorepo.nativeSources(for: "web/", among: ["web/"]).own == ["android/app/src/main/Nav.kt", "ios/App/Nav.swift"])

        // Two example apps side by side, each with its own ios/, in a repository whose own
        // Swift sources are no app's: each app gets its own, the rest is only shared.
        let examples = files([
            "Examples/a/Gemfile", "Examples/a/ios/A.swift", "Examples/b/Gemfile", "Examples/b/ios/B.swift", "Sources/Tool.swift",
        ])
        let apps = ["Examples/a/", "Examples/b/"]
        #expect(examples.nativeSources(for: "Examples/a/", among: apps).own == ["Examples/a/ios/A.swift"])
        #expect(examples.nativeSources(for: "Examples/a/", among: apps).shared == ["Sources/Tool.swift"])

        // ios/ beside two Rails apps serves both.
        let twoApps = files(["rails-core/config/application.rb", "rails-pay/config/application.rb", "ios/App/AppDelegate.swift"])
        for app in ["rails-core/", "rails-pay/"] {
            #expect(twoApps.nativeSources(for: app, among: ["rails-core/", "rails-pay/"]).shared == ["ios/App/AppDelegate.swift"])
        }
    }

    @Test func neverRenderedFilesAreNoTemplates() {
        for path in ["app/views/a/show.html.erb", "app/views/a/_row.html.erb", "app/views/a/index.turbo_stream.erb",
                     "app/views/a/show.en.html.erb", "app/views/a/show.html+phone.erb", "app/views/a/mail.text.erb",
                     "app/views/a/plain.erb", "public/404.html"] {
            #expect(TemplateName.isTemplate(path, registered: .none), "\(path)")
        }
        for path in ["app/views/a/_menu.html_old.erb", "app/views/a/show.html.erb.orig", "app/views/a/show.html.erb.bak",
                     "app/views/a/show.html.copy.erb", "app/views/a/.erb", "app/views/a/show.rb"] {
            #expect(!TemplateName.isTemplate(path, registered: .none), "\(path)")
        }
    }

    @Test func onlyHTMLTemplatesRenderHTML() {
        for path in ["app/views/a/show.html.erb", "app/views/a/show.en.html+phone.erb", "app/views/a/create.turbo_stream.erb",
                     "app/views/a/plain.erb", "public/404.html"] {
            #expect(TemplateName.rendersHTML(path, registered: .none), "\(path)")
        }
        for path in ["app/views/pwa/browserconfig.xml.erb", "app/views/a/show.json.erb", "app/views/a/create.js.erb",
                     "app/views/mailer/welcome.de.text.erb", "app/views/a/theme.css.erb", "app/views/a/feed.rss.erb",
                     "app/views/lookbook/pages/guide.md.erb", "app/views/docs/intro.markdown.erb"] {
            #expect(!TemplateName.rendersHTML(path, registered: .none), "\(path)")
        }
    }

    /// Fenced code blocks of a Markdown template: backticks or tildes, three or more, closed by
    /// a fence of the same kind at least as long; an unclosed one runs to the end.
    @Test func markdownFencedCodeBlocks() {
        let text = "Intro <div data-controller=\"a\"></div>\n```erb\n<div data-action=\"b#c\"></div>\n```\nMiddle\n  ~~~~\nx\n~~~\n~~~~\n````\nopen\n"
        let bytes = Array(text.utf8)
        let blocks = MarkdownCode.fencedBlocks(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(blocks == ["```erb\n<div data-action=\"b#c\"></div>\n```\n", "  ~~~~\nx\n~~~\n~~~~\n", "````\nopen\n"])
        #expect(MarkdownCode.isMarkdown("app/views/pages/guide.md.erb"))
        #expect(!MarkdownCode.isMarkdown("app/views/pages/guide.html.erb"))
    }

    @Test func aTemplatesNameMayGiveItsFormat() {
        for path in ["app/views/a/show.html.erb", "app/views/a/show.en.html+phone.erb", "app/views/a/create.turbo_stream.erb",
                     "app/views/a/feed.xml.erb", "public/404.html"] {
            #expect(TemplateName.namesFormat(path, registered: .none), "\(path)")
        }
        for path in ["app/views/unattended/finish.erb", "app/views/a/plain.en.erb", "app/views/a/_row+phone.erb"] {
            #expect(!TemplateName.namesFormat(path, registered: .none), "\(path)")
        }
    }

    @Test func theWalkSkipsArchiveDebrisAndEachAppsOutputFolders() {
        let folder = TemporaryFolder()
        for path in [
            "web/Gemfile", "web/app/views/a.html.erb", "web/app/views/build/b.html.erb", "web/vendor/gem/c.html.erb",
            "web/tmp/cache/d.html.erb", "web/log/e.html.erb", "__MACOSX/web/app/views/a.html.erb", "web/app/views/._a.html.erb",
            "android/app/build/generated/F.kt", "android/app/src/main/G.kt", "ios/Pods/H.swift",
            "web/lint-cache/CACHEDIR.TAG", "web/lint-cache/entries/i.html.erb",
        ] {
            folder.write(path)
        }
        #expect(RepositoryFiles.walk(root: folder.path).paths == [
            "android/app/src/main/G.kt", "web/Gemfile", "web/app/views/a.html.erb", "web/app/views/build/b.html.erb",
        ])
    }

    @Test func fileListQueries() {
        let repository = files(["web/app/a.js", "web/app/b/c.js", "web/app-x/d.js", "web/Gemfile"])
        #expect(repository.files(under: "web/app") == ["web/app/a.js", "web/app/b/c.js"])
        #expect(repository.files(directlyIn: "web/app") == ["web/app/a.js"])
        #expect(repository.contains("web/Gemfile") && !repository.contains("web/Gemfil"))
        #expect(repository.hasFolder("web/app") && !repository.hasFolder("web/ap"))
    }

    @Test func theRepositoryRootIsTheGitFolderWhereverTheRunStarts() {
        let folder = TemporaryFolder()
        folder.makeFolder(".git")
        folder.write("web/config/application.rb")
        folder.write("web/app/views/a.html.erb")
        let root = canonical(folder.path)
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/web") == root)
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/web/app/views/a.html.erb") == root)
        // A worktree has a `.git` file instead of a folder.
        let worktree = TemporaryFolder()
        worktree.write(".git", "gitdir: /elsewhere\n")
        worktree.write("web/Gemfile")
        #expect(ProjectLocator.repositoryRoot(for: worktree.path + "/web") == canonical(worktree.path))
    }

    /// The gems a `Gemfile` loads by path are found wherever they sit: `path:`, `gemspec path:`,
    /// and the gems of a `path` block (up to two folders below it, by gemspec name); a path
    /// outside the repository, absolute or leaving it, is not followed.
    @Test func pathGemsOfTheGemfileAreFoundWhereverTheySit() {
        let folder = TemporaryFolder()
        folder.write("Gemfile", """
        gem "frontend", path: 'component/frontend'
        gemspec path: "core"
        gem "outside", path: "../outside"
        gem "absolute", path: "/opt/gems/absolute"
        path "vendor_engines" do
          gem "billing"
        end
        gem "rails"
        """)
        for path in ["component/frontend/frontend.gemspec", "core/core.gemspec", "vendor_engines/billing/billing.gemspec",
                     "vendor_engines/spare/spare.gemspec", "vendor_engines/billing/app/views/billing/a.html.erb"] {
            folder.write(path)
        }
        let files = RepositoryFiles.walk(root: folder.path)
        #expect(PathGems.folders(loadedBy: "", files: files) == ["component/frontend/", "core/", "vendor_engines/billing/"])
        #expect(PathGems.resolve("../x", from: "web/") == "x/")
        #expect(PathGems.resolve("../x", from: "") == nil)
        #expect(PathGems.resolve("/opt/x", from: "") == nil)
    }

    /// The view folders an app adds in its code are read as its templates: a part computed at
    /// run time matches any folder; a path outside the app, or one starting with a computed part,
    /// adds nothing.
    @Test func viewFoldersTheAppAddsAreFoundAsWritten() {
        let ruby = """
        %w[documents users].each do |name|
          config.paths['app/views'].unshift("#{Rails.root}/app/packs/core/#{name}/views")
        end
        config.paths["app/views"] << "engines/legacy/views"
        config.paths["app/views"].push Rails.root.join("app", "themes", theme, "views")
        prepend_view_path File.join(Rails.root, "vendor", "views")
        append_view_path "/opt/shared/views"
        append_view_path "#{some_root}/views"
        config.paths["app/views"].unshift("../outside/views")
        paths["app/assets"] << "app/packs/assets"
        """
        #expect(ConfiguredViewPaths.viewFolders(inRuby: Array(ruby.utf8))
                == ["app/packs/core/*/views", "engines/legacy/views", "app/themes/*/views", "vendor/views"])
        let folder = TemporaryFolder()
        folder.write("config/application.rb", ruby)
        folder.write("app/controllers/application_controller.rb", "class ApplicationController\n  prepend_view_path 'app/skins/views'\nend\n")
        let files = RepositoryFiles.walk(root: folder.path)
        #expect(ConfiguredViewPaths.folders(of: "", files: files)
                == ["app/packs/core/*/views", "app/skins/views", "app/themes/*/views", "engines/legacy/views", "vendor/views"])
        let configuration = Configuration().includingTemplates(ofGems: [], inViewFolders: ["app/packs/core/*/views"])
        #expect(configuration.includes("app/packs/core/documents/views/documents/_form.html.erb"))
        #expect(!configuration.includes("app/packs/core/documents/models/document.rb"))
    }

    /// Without git, a run inside a path gem sees the app whose `Gemfile` loads it (the gem's
    /// templates render in that app's pages); a dummy app of an engine stays its own.
    @Test func withoutGitARunInsideAPathGemSeesTheAppThatLoadsIt() {
        let folder = TemporaryFolder()
        folder.write("Gemfile", "gem \"frontend\", path: \"component/frontend\"\n")
        folder.write("config/application.rb")
        folder.write("component/frontend/Gemfile", "gemspec\n")
        folder.write("component/frontend/frontend.gemspec")
        folder.write("component/frontend/app/views/frontend/a.html.erb")
        folder.write("component/frontend/test/dummy/config/application.rb")
        folder.write("component/frontend/test/dummy/app/views/layouts/application.html.erb")
        let root = canonical(folder.path)
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/component/frontend") == root)
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/component/frontend/app/views/frontend/a.html.erb") == root)
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/component/frontend/test/dummy") == root + "/component/frontend/test/dummy")
    }

    @Test func withoutGitTheTopmostConfigurationOrARootKeyDecides() {
        let folder = TemporaryFolder()
        folder.write(".bridgelint.yml", "projects: [web]\n")
        folder.write("web/.bridgelint.yml", "fail_level: warning\n")
        folder.write("web/Gemfile")
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/web") == canonical(folder.path))
        let confined = TemporaryFolder()
        confined.makeFolder(".git")
        confined.write("web/.bridgelint.yml", "root: .\n")
        confined.write("web/Gemfile")
        #expect(ProjectLocator.repositoryRoot(for: confined.path + "/web") == canonical(confined.path + "/web"))
    }

    /// A monorepo unpacked from an archive has no `.git`: from inside the Rails folder, the folder
    /// above it is the repository when it holds a native app.
    @Test func withoutGitANativeAppBesideTheRailsFolderWidensTheRoot() {
        let folder = TemporaryFolder()
        folder.write("web/Gemfile")
        folder.write("web/app/views/a.html.erb")
        folder.write("ios/Field.xcodeproj/project.pbxproj")
        #expect(ProjectLocator.repositoryRoot(for: folder.path + "/web") == canonical(folder.path))
        let alone = TemporaryFolder()
        alone.write("web/Gemfile")
        alone.write("web/app/views/a.html.erb")
        alone.write("docs/index.md")
        #expect(ProjectLocator.repositoryRoot(for: alone.path + "/web") == canonical(alone.path + "/web"))
    }

    private func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}

/// `.bridgelint.yml` paths are relative to the file's folder; defaults to each app's.
@Suite struct ProjectConfigurationTests {
    @Test func defaultsFollowTheAppAndWrittenPathsFollowTheFile() {
        let defaults = Configuration().forProject(app: "web/", configurationFolder: "")
        #expect(defaults.controllers.paths.first == "web/app/javascript/controllers")
        #expect(defaults.includes("web/app/views/pages/home.html.erb"))
        #expect(defaults.includes("web/engines/notes/app/views/notes/a.html.erb"))
        #expect(defaults.includes("web/lib/blog/app/views/blog/a.html.erb"))
        #expect(defaults.includes("web/packs/billing/app/views/a.html.erb"))
        #expect(defaults.includes("web/components/ui/app/components/a.html.erb"))
        #expect(defaults.includes("web/spec/dummy/app/views/layouts/application.html.erb"))
        #expect(!defaults.includes("app/views/pages/home.html.erb"))

        let written = ConfigurationLoader.parse("""
        include: ["app/views/**/*.erb"]
        controllers:
          paths: [app/frontend/controllers]
        native:
          ios: [../ios]
        """, path: "web/.bridgelint.yml").configuration.forProject(app: "web/", configurationFolder: "web/")
        #expect(written.controllers.paths == ["web/app/frontend/controllers"])
        #expect(written.native.ios == ["ios"])
        #expect(written.includes("web/app/views/a.erb"))
    }

    @Test func projectsAndRootAreKeysWithDidYouMean() {
        let loaded = ConfigurationLoader.parse("projects: [web, admin]\nroot: ..\n", path: ".bridgelint.yml")
        #expect(loaded.errors.isEmpty)
        #expect(loaded.configuration.projects == ["web", "admin"])
        #expect(loaded.configuration.repositoryRoot == "..")
        let typo = ConfigurationLoader.parse("project: [web]\n", path: ".bridgelint.yml")
        #expect(typo.errors.first?.suggestions == ["projects"])
    }
}
