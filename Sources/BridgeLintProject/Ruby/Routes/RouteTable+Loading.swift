import BridgeLintCore

extension RouteTable {
    /// The routes of the Rails app at `app`: `config/routes.rb`, with the files under
    /// `config/routes/` that its `draw :name` calls load. No routes file: a table that knows
    /// nothing (`wasFound` false), so every lookup is unknown.
    static func load(files: RepositoryFiles, app: String) -> RouteTable {
        let routesPath = app + "config/routes.rb"
        guard files.contains(routesPath), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, routesPath)) else {
            return RouteTable()
        }
        let folder = app + "config/routes/"
        var drawFiles: [String: SourceFile] = [:]
        for path in files.files(under: folder, where: { $0.hasSuffix(".rb") }) {
            guard let drawn = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            drawFiles[String(path.dropFirst(folder.count).dropLast(3))] = SourceFile(path: path, bytes: drawn)
        }
        return RoutesReader.read(routes: SourceFile(path: routesPath, bytes: bytes), drawFiles: drawFiles)
    }
}
