import BridgeLintProject

extension ProjectModel {
    /// Whether the app has templates whose elements the linter never reads: Haml or Slim, or
    /// HTML ERB under `app/` that the configuration's `include` leaves out (a view path the app
    /// appends, `append_view_path "app/frontend"`): a frame or an id that no linted template
    /// has may be there.
    package var hasTemplatesTheLinterCannotRead: Bool {
        let appFolder = app + "app/"
        return !files.files(under: app) { path in
            path.hasSuffix(".haml") || path.hasSuffix(".slim")
                || (path.hasPrefix(appFolder) && path.hasSuffix(".html.erb") && !configuration.includes(path))
        }.isEmpty
    }
}
