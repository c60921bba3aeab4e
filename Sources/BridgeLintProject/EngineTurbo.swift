/// Whether an engine's pages run under Turbo. An engine (a gem with a `*.gemspec` and `app/`,
/// no `config/application.rb`) is rendered inside host apps that are not in the repository, so
/// only its own dependencies can say that its pages run Turbo; an engine that names Turbo
/// nowhere (a jQuery/Sprockets admin) is not a Turbo app.
public enum EngineTurbo {
    /// Where an engine names its JavaScript dependencies, besides its gemspecs.
    static let manifests = ["package.json", "config/importmap.rb"]

    /// Whether the project at the root-relative folder `app` (ending in `/`, `""` for the root)
    /// is an engine whose gemspecs, `package.json` and importmap name neither `turbo-rails`
    /// nor `@hotwired/turbo`.
    public static func isEngineWithoutTurbo(files: RepositoryFiles, app: String) -> Bool {
        guard files.isEngine(app) else { return false }
        let gemspecs = files.files(directlyIn: app).filter { $0.hasSuffix(".gemspec") }
        let paths = gemspecs + manifests.map { app + $0 }.filter(files.contains)
        return !paths.contains { path in
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return false }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.contains("turbo-rails") || text.contains("@hotwired/turbo")
        }
    }
}
