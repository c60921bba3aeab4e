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

    /// A file the repository commits is the app's even when `.gitignore` lists it (a
    /// `db/schema.rb` committed before the line was added); what git does not track stays out.
    @Test(arguments: ["2", "3", "4"]) func listsTrackedFilesThatGitignoreLists(indexVersion: String) throws {
        let folder = TemporaryFolder()
        for path in ["app/views/a.erb", "db/schema.rb", "db/local.sqlite3", "public/system/kept.css", "public/system/new.css",
                     "public/system/deep/x.js", "coverage/index.html", "config/master.key"] {
            folder.write(path)
        }
        folder.write(".gitignore", "/db/schema.rb\n/db/*.sqlite3\n/public/system\n/coverage/\n/config/master.key\n")
        folder.write("public/.gitignore", "system\n")
        try git(["init", "-q"], in: folder.path)
        try git(["add", "-f", ".gitignore", "app/views/a.erb", "db/schema.rb", "public/system/kept.css", "public/system/deep/x.js"], in: folder.path)
        try git(["update-index", "--index-version", indexVersion], in: folder.path)
        #expect(FileWalker(root: folder.path).files() == [
            ".gitignore", "app/views/a.erb", "db/schema.rb", "public/.gitignore", "public/system/deep/x.js", "public/system/kept.css",
        ])
        // A walk of a folder inside the work tree reads the same index (and that folder's `.gitignore`).
        #expect(FileWalker(root: folder.path + "/public").files() == [".gitignore", "system/deep/x.js", "system/kept.css"])
        #expect(TrackedFiles(root: folder.path)?.count == 5)
    }

    /// A repository with no index yet tracks nothing: `.gitignore` decides alone.
    @Test func aRepositoryWithoutAnIndexGoesByGitignore() {
        let folder = TemporaryFolder()
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        folder.write("db/schema.rb")
        folder.write("app/views/a.erb")
        folder.write(".gitignore", "/db/schema.rb\n")
        #expect(FileWalker(root: folder.path).files() == [".gitignore", "app/views/a.erb"])
    }

    /// Outside a git work tree (an unpacked archive, which holds only what was committed),
    /// `.gitignore` is not read, as ripgrep and Ruff do.
    @Test func outsideGitTheGitignoreIsNotRead() {
        let folder = TemporaryFolder()
        folder.write("db/schema.rb")
        folder.write("coverage/index.html")
        folder.write(".gitignore", "/db/schema.rb\n/coverage\n")
        #expect(FileWalker(root: folder.path).files() == [".gitignore", "coverage/index.html", "db/schema.rb"])
    }

    /// The index's byte layout: 12-byte header, each entry's 62 fixed bytes (20-byte object
    /// names), its path and padding; a path compressed against the one before in version 4.
    @Test func readsTheIndexFormat() throws {
        func entry(_ path: String, version: Int, drop: Int? = nil) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: 62)
            bytes[24...27] = [0, 0, 0x81, 0xa4]  // mode 100644
            let name = Array(path.utf8)
            bytes[60] = UInt8(name.count >> 8)
            bytes[61] = UInt8(name.count & 0xff)
            if version == 4 { return bytes + [UInt8(drop ?? 0)] + name + [0] }
            bytes += name
            repeat { bytes.append(0) } while bytes.count % 8 != 0
            return bytes
        }
        let header: (Int, Int) -> [UInt8] = { version, count in Array("DIRC".utf8) + [0, 0, 0, UInt8(version), 0, 0, 0, UInt8(count)] }
        let v2 = header(2, 3) + entry("a/b.rb", version: 2) + entry("a/c.rb", version: 2) + entry("web/db/schema.rb", version: 2)
        let parsed = try #require(TrackedFiles.parse(v2, under: Array("web/".utf8), hashSize: 20))
        #expect(String(decoding: parsed.names, as: UTF8.self) == "db/schema.rb" && parsed.starts == [0, 12])
        let v4 = header(4, 2) + entry("app/views/a.erb", version: 4) + entry("b.erb", version: 4, drop: 5)
        let compressed = try #require(TrackedFiles.parse(v4, under: [], hashSize: 20))
        #expect(String(decoding: compressed.names, as: UTF8.self) == "app/views/a.erbapp/views/b.erb")
        // Entries whose bytes run out, and a split index, are not read.
        #expect(TrackedFiles.parse(Array(v2.dropLast(8)), under: [], hashSize: 20) == nil)
        #expect(TrackedFiles.parse(header(2, 0) + Array("link".utf8) + [0, 0, 0, 0] + [UInt8](repeating: 0, count: 20), under: [], hashSize: 20) == nil)
    }

    private func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
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
