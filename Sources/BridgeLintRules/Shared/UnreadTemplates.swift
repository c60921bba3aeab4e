import BridgeLintProject

extension ProjectModel {
    /// Whether the app has Haml or Slim templates, whose elements the linter never reads: a
    /// frame or an id that no ERB template has may be there.
    var hasTemplatesTheLinterCannotRead: Bool {
        !files.files(under: app) { $0.hasSuffix(".haml") || $0.hasSuffix(".slim") }.isEmpty
    }
}
