import Foundation

/// The entry points of an app built with Vite (vite_ruby): the scripts in its entry points
/// folder (`sourceCodeDir`/`entrypointsDir` of `config/vite.json`, by default
/// `app/frontend/entrypoints`), and the scripts a `vite.config.*` names by path
/// (`build.rollupOptions.input`).
enum ViteEntryPoints {
    /// Root-relative scripts, sorted, for the app at the prefix `app` (ending in `/`, or `""`).
    static func files(files: RepositoryFiles, app: String) -> [String] {
        var folders = [app + "app/frontend/entrypoints"]
        if let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "config/vite.json")),
           let settings = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        {
            // `all` and each environment may set the folders; any of them is an entry point folder.
            for case let environment as [String: Any] in settings.values {
                let source = environment["sourceCodeDir"] as? String ?? "app/frontend"
                let entries = environment["entrypointsDir"] as? String ?? "entrypoints"
                folders.append(ModuleResolver.normalize(app + source + "/" + entries))
            }
        }
        var result = Set(folders.flatMap { files.files(under: $0, where: RailsUJS.isEntryPointName) })
        for config in files.files(directlyIn: app) where (config.dropFirst(app.count)).hasPrefix("vite.config.") {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, config)) else { continue }
            let source = JavaScriptSource(path: config, bytes: bytes)
            for token in source.tokens {
                guard let value = token.literalValue, value.contains("/") else { continue }
                let path = ModuleResolver.normalize(app + (value.hasPrefix("/") ? String(value.dropFirst()) : value))
                if ControllerIdentifier.isScript(path), files.contains(path) { result.insert(path) }
            }
        }
        return result.sorted()
    }
}
