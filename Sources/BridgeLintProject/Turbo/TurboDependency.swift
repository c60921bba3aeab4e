import BridgeLintCore

/// Whether an app's pages run under Turbo, as far as the files that name its dependencies say:
/// a gemspec, `Gemfile`, `Gemfile.lock`, `package.json` or `config/importmap.rb` naming
/// `turbo-rails` or `@hotwired/turbo` (not on a commented-out line), or a layout loading Turbo
/// from a CDN. An app that names
/// Turbo nowhere (Turbolinks with Rails UJS, a jQuery admin) is not a Turbo app. An engine (a gem
/// with a `*.gemspec` and `app/`, no `config/application.rb`) renders inside host apps that are
/// not in the repository, so only what it ships says so: its gemspecs, `package.json` and
/// importmap, not the `Gemfile` its development and dummy app use.
public enum TurboDependency {
    /// Where an app names its dependencies, besides its gemspecs.
    static let manifests = ["Gemfile", "Gemfile.lock", "package.json", "config/importmap.rb"]
    private static let names = ["turbo-rails", "@hotwired/turbo"].map { Array($0.utf8) }

    /// Whether the app at the root-relative folder `app` (ending in `/`, `""` for the root) names Turbo.
    public static func isNamed(files: RepositoryFiles, app: String) -> Bool {
        let gemspecs = files.files(directlyIn: app).filter { $0.hasSuffix(".gemspec") }
        let layouts = files.files(under: app + "app/views/layouts")
        let ownManifests = files.isEngine(app) ? manifests.filter { !$0.hasPrefix("Gemfile") } : manifests
        let paths = gemspecs + ownManifests.map { app + $0 }.filter(files.contains)
        func names(in path: String, _ contains: ([UInt8], [UInt8]) -> Bool) -> Bool {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return false }
            return Self.names.contains { contains(bytes, $0) }
        }
        return paths.contains { names(in: $0) { $0.containsOutsideCommentLines($1) } }
            || layouts.contains { names(in: $0) { $0.contains(subsequence: $1) } }
    }
}

extension TurboDependency {
    /// Whether the pages of the app at `app` may run Turbo: a script of the app (anywhere under
    /// `app/`, its configured source folders, or a copy under `vendor/`) names its module or its
    /// global on a line that is not a comment (`import "@hotwired/turbo-rails"`, Sprockets'
    /// `//= require turbo`, `Turbo.visit(...)`, a committed build holding `window.Turbo`), or a
    /// layout's script tag or helper does (a CDN, a gem's `javascript_include_tag "turbo"`).
    /// False only when none does and the app has scripts of its own: an app that names
    /// `turbo-rails` only as a gem another gem depends on, or whose import of it is commented
    /// out, never reads `data-turbo-*` markup. A script that only handles Turbo's markup itself
    /// (`querySelector("turbo-frame")`, an `Accept` header naming `turbo-stream`) does not load
    /// it; one naming `Turbolinks` is taken to, as the global's name starts that word.
    public static func isLoaded(files: RepositoryFiles, app: String) -> Bool {
        let global = Array("Turbo".utf8), word = Array("turbo".utf8)
        let names = [global] + ["@hotwired/turbo", "turbo-rails", "require turbo", "\"turbo\"", "'turbo'", "turbo.js", "turbo.min"].map { Array($0.utf8) }
        let folders = ["app"] + ScriptRoots.roots(app: app, files: files).filter { !$0.hasPrefix("app/") }
        let scripts = folders.flatMap { files.files(under: app + $0) { path in scriptExtensions.contains(where: path.hasSuffix) } }
        // `vendor/` is not in the file list (the walk skips it): its copies are looked for by name.
        let vendored = ["vendor/javascript", "vendor/assets/javascripts"].flatMap { folder in
            ["turbo.js", "turbo.min.js", "turbo.es2017-esm.js", "@hotwired--turbo.js", "@hotwired--turbo-rails.js"].map { app + folder + "/" + $0 }
        }
        // Without a script of its own, what loads the app's pages is not in the repository.
        if scripts.isEmpty || vendored.contains(where: { FileReader.exists(FileWalker.join(files.root, $0)) }) { return true }
        for path in scripts {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), bytes.contains(subsequence: word) || bytes.contains(subsequence: global) else { continue }
            if lines(of: bytes).contains(where: { line in !isCommentLine(line) && names.contains { line.contains(subsequence: $0) } }) { return true }
        }
        let scriptTags = ["<script", "javascript_include_tag", "javascript_pack_tag", "vite_javascript_tag", "javascript_importmap_tags"].map { Array($0.utf8) }
        let trackers = ["turbo-track", "turbo_track"].map { Array($0.utf8) }
        return files.files(under: app + "app/views/layouts").contains { path in
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), bytes.contains(subsequence: word) else { return false }
            return lines(of: bytes).contains { line in
                scriptTags.contains { line.contains(subsequence: $0) } && line.contains(subsequence: word)
                    && !trackers.contains { tracker in line.contains(subsequence: tracker) && occurrences(of: word, in: line) == occurrences(of: tracker, in: line) }
            }
        }
    }

    private static let scriptExtensions = [".js", ".mjs", ".cjs", ".ts", ".jsx", ".tsx", ".coffee", ".es6"]

    private static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: UInt8(ascii: "\n")).map(Array.init)
    }

    /// A line whose first text starts a comment: `//` (but Sprockets' `//=` directives), `#`
    /// (CoffeeScript; `#=` directives are Sprockets'), `*` or `/*` inside a block comment.
    private static func isCommentLine(_ line: [UInt8]) -> Bool {
        let code = Array(line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        if code.starts(with: Array("//=".utf8)) || code.starts(with: Array("#=".utf8)) { return false }
        return code.starts(with: Array("//".utf8)) || code.starts(with: Array("#".utf8)) || code.starts(with: Array("/*".utf8))
            || code.first == UInt8(ascii: "*")
    }

    private static func occurrences(of needle: [UInt8], in line: [UInt8]) -> Int {
        var count = 0
        var from = 0
        while let found = ByteSearch.firstIndex(of: needle, in: line, from: from) {
            count += 1
            from = found + needle.count
        }
        return count
    }
}
