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
