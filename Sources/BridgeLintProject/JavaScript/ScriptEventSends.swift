import BridgeLintCore

/// The events the app's scripts other than its controllers send (see `EventSendScanner`): its
/// entry points and every other script under its script roots, and the modules its controllers
/// import wherever they are (`import { notify } from "../../lib/utils"`), with the modules those
/// import in turn. An event any of them sends may reach any element.
enum ScriptEventSends {
    /// Most modules followed through imports; a larger graph is cut there.
    static let maximumImportedModules = 4096

    /// The sends of `scripts` (root-relative paths) and of the modules `controllers` import,
    /// directly or through other modules, that are neither among `scripts` nor controllers.
    static func scan(scripts: [String], controllers: [StimulusController], root: String,
                     resolve: (_ specifier: String, _ importer: String) -> String?) -> EventSends {
        var sends = EventSends()
        for path in scripts {
            guard let bytes = text(at: path, root: root), EventSendScanner.mayHoldSends(bytes) else { continue }
            sends = sends.union(EventSendScanner(source: JavaScriptSource(path: path, bytes: bytes)).sends())
        }
        var seen = Set(scripts).union(controllers.map(\.path))
        var pending: [String] = []
        for controller in controllers {
            for specifier in controller.localImports {
                if let path = resolve(specifier, controller.path), seen.insert(path).inserted { pending.append(path) }
            }
        }
        var followed = 0
        while let path = pending.popLast(), followed < maximumImportedModules {
            followed += 1
            guard let bytes = text(at: path, root: root) else { continue }
            let source = JavaScriptSource(path: path, bytes: bytes)
            if EventSendScanner.mayHoldSends(bytes) { sends = sends.union(EventSendScanner(source: source).sends()) }
            for specifier in source.importSpecifiers() {
                if let imported = resolve(specifier, path), seen.insert(imported).inserted { pending.append(imported) }
            }
        }
        return sends
    }

    /// The file's bytes when it is text.
    private static func text(at path: String, root: String) -> [UInt8]? {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)), FileReader.notTextReason(bytes) == nil else { return nil }
        return bytes
    }
}
