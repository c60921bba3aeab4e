import Foundation
import Testing
@testable import BridgeLintProject

@Suite struct GlobTests {
    @Test func wildcards() {
        #expect(Glob("app/views/**/*.erb").matches("app/views/a.html.erb"))
        #expect(Glob("app/views/**/*.erb").matches("app/views/users/deep/b.erb"))
        #expect(!Glob("app/views/**/*.erb").matches("app/components/b.erb"))
        #expect(Glob("app/*/x?.js").matches("app/a/x1.js"))
        #expect(!Glob("app/*/x?.js").matches("app/a/b/x1.js"))
        #expect(!Glob("app/*/x?.js").matches("app/a/x12.js"))
        #expect(Glob("**").matches("anything/at/all"))
        #expect(Glob("**/*.rb").matches("top.rb"))
        #expect(Glob("a/**/b/**/c").matches("a/x/b/y/z/c"))
        #expect(!Glob("a/**/b/**/c").matches("a/x/c"))
        #expect(Glob("[a-c]?[!x].txt").matches("b1y.txt"))
        #expect(!Glob("[a-c]?[!x].txt").matches("b1x.txt"))
    }

    @Test func braces() {
        let glob = Glob("app/{views,components}/**/*.{erb,html{,.erb}}")
        #expect(glob.matches("app/views/a.erb"))
        #expect(glob.matches("app/components/x/a.html"))
        #expect(glob.matches("app/components/x/a.html.erb"))
        #expect(!glob.matches("app/models/a.erb"))
        #expect(Glob("{a,b").matches("{a,b"))
    }

    @Test func ancestors() {
        #expect(Glob("app/views/legacy").matchesPathOrAncestor("app/views/legacy/old/a.erb"))
        #expect(!Glob("app/views/legacy").matchesPathOrAncestor("app/views/legacy2/a.erb"))
    }

    @Test func hostilePatternsStayFast() {
        let pattern = String(repeating: "*a", count: 40) + "b"
        #expect(!Glob(pattern).matches(String(repeating: "a", count: 200)))
        #expect(!Glob(String(repeating: "**/", count: 50) + "z").matches(String(repeating: "a/", count: 100) + "y"))
        _ = Glob(String(repeating: "{a,b}", count: 30))
    }
}

@Suite struct GitignoreTests {
    let rules = GitignoreRules(text: """
    # comment
    *.log
    /coverage
    build/
    docs/*.md
    !docs/keep.md
    node_cache

    \\#hash
    """)

    @Test func commonSubset() {
        #expect(rules.ignores("debug.log"))
        #expect(rules.ignores("deep/path/debug.log"))
        #expect(rules.ignores("coverage/index.html"))
        #expect(!rules.ignores("app/coverage/index.html"))
        #expect(rules.ignores("app/build/x.js"))
        #expect(!rules.ignores("build", isFolder: false))
        #expect(rules.ignores("docs/a.md"))
        #expect(!rules.ignores("docs/keep.md"))
        #expect(!rules.ignores("docs/sub/a.md"))
        #expect(rules.ignores("x/node_cache/y"))
        #expect(rules.ignores("#hash"))
        #expect(!rules.ignores("app/views/a.erb"))
    }
}

@Suite struct FileWalkerTests {
    @Test func skipsDependencyFoldersAndIgnoredPaths() {
        let folder = TemporaryFolder()
        for path in [
            "app/views/a.erb", "app/views/b/c.erb", "node_modules/x/y.js", "app/node_modules/z.js",
            "vendor/v.rb", "app/vendor/kept.js", "tmp/t", "log/l", "public/assets/p.js", "public/kept.html",
            ".git/HEAD", "coverage/c.html", "app/views/debug.log",
        ] {
            folder.write(path)
        }
        folder.write(".gitignore", "/coverage\n*.log\n")
        let files = FileWalker(root: folder.path).files()
        #expect(files == [".gitignore", "app/vendor/kept.js", "app/views/a.erb", "app/views/b/c.erb", "public/kept.html"])
        let views = FileWalker(root: folder.path).files(under: "app/views") { $0.hasSuffix(".erb") }
        #expect(views == ["app/views/a.erb", "app/views/b/c.erb"])
        #expect(FileWalker(root: folder.path).files(under: "missing") == [])
    }
}

@Suite struct ProjectLocatorTests {
    @Test func prefersConfigurationThenRailsMarkersThenThePath() {
        let folder = TemporaryFolder()
        folder.write("outer/.bridgelint.yml")
        folder.write("outer/app/views/users/index.html.erb")
        folder.write("outer/engine/Gemfile")
        folder.write("outer/engine/lib/x.rb")
        folder.write("plain/notes/a.txt")
        let outer = folder.path + "/outer"
        #expect(ProjectLocator.root(for: outer + "/app/views/users/index.html.erb") == canonical(outer))
        #expect(ProjectLocator.root(for: outer + "/engine/lib") == canonical(outer))
        folder.write("rails/Gemfile")
        folder.write("rails/app/views/a.erb")
        #expect(ProjectLocator.root(for: folder.path + "/rails/app/views/a.erb") == canonical(folder.path + "/rails"))
        #expect(ProjectLocator.root(for: folder.path + "/plain/notes/a.txt") == canonical(folder.path + "/plain/notes"))
    }

    private func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
