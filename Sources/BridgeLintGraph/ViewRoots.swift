/// Which of a project's app roots (see `ControllerLayouts.root(of:)`: `""`, `engines/shop/`,
/// `engines/shop/test/dummy/`) a template's render names and layouts are looked up in, as Rails
/// builds an application's view paths: the application's own `app/views` first, then those of
/// the engines it loads (each engine adds its `app/views` to the view paths of the application
/// that loads it, behind the application's own).
///
/// A root holding `config/application.rb` is an application of its own: the host, or a dummy or
/// demo app that exists to run an engine (`test/dummy/`, `spec/dummy/`); no other application
/// renders its templates. Any other root (an engine, a gem vendored into the repository) is
/// loaded by the innermost application around it and by the applications inside it (the dummy
/// app of the engine); its templates are looked up as each of those applications looks them up.
/// A root no application loads (an engine repository read without its hosts), and every root of
/// a project with no `config/application.rb` read, sees every template, as before.
struct ViewRoots: Sendable {
    /// The roots holding `config/application.rb`.
    let applications: Set<String>

    /// `rubyPaths`: the root-relative Ruby files read; each `config/application.rb` among them
    /// marks its folder an application.
    init(rubyPaths: some Sequence<String>) {
        var applications: Set<String> = []
        for path in rubyPaths where path == "config/application.rb" || path.hasSuffix("/config/application.rb") {
            applications.insert(String(path.dropLast("config/application.rb".count)))
        }
        self.applications = applications
    }

    /// The templates among `candidates` (the templates of one name) that a template or Ruby file
    /// at `path` finds by that name: for each application rendering it, its own template if it
    /// has one, else those of its engines. All of them when no application loads `path`'s root.
    func visible(_ candidates: [String], from path: String) -> [String] {
        guard !applications.isEmpty, !candidates.isEmpty else { return candidates }
        let root = ControllerLayouts.root(of: path)
        let hosts = applications.contains(root) ? [root] : applications.filter { loads($0, root) }
        guard !hosts.isEmpty else { return candidates }
        var found: Set<String> = []
        for host in hosts {
            let own = candidates.filter { ControllerLayouts.root(of: $0) == host }
            found.formUnion(own.isEmpty ? candidates.filter { loads(host, ControllerLayouts.root(of: $0)) } : own)
        }
        return candidates.filter(found.contains)
    }

    /// Whether the application at `application` loads the root `root`, which is no application:
    /// the innermost application around it, or one inside it.
    private func loads(_ application: String, _ root: String) -> Bool {
        guard !applications.contains(root) else { return false }
        if application.hasPrefix(root) { return true }
        guard root.hasPrefix(application) else { return false }
        return !applications.contains { $0.count > application.count && root.hasPrefix($0) }
    }
}
