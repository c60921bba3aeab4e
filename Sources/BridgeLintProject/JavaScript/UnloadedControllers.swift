/// Controller files the app never loads: a file under a controllers folder that the app loads
/// explicitly (some `register("id", Klass)` call registers a class from that folder, or a
/// loader names some of its files), which no loader matches, no register call names, no script
/// imports and no controller extends. Such a file only has an identifier by convention; Stimulus
/// never hears of it (a manifest not updated after the file was added, an esbuild glob that
/// skips `-controller.js` names).
///
/// Silent wherever loading is not fully known: a folder no register call or loader touches (a
/// gem, `require_tree`, a build step may load it), a computed `register` call whose names are
/// unread, a loader that matched no file, a register call on an unproven receiver naming the
/// identifier, a file that registers itself.
enum UnloadedControllers {
    struct Evidence {
        var folders: [String]
        /// Files loaders matched.
        var loaded: Set<String>
        var registrations: [ControllerRegistration]
        var unprovenRegistrations: [ControllerRegistration]
        /// A computed `register` call went unread, or a loader matched no file: what they load is unknown.
        var hasUnreadRegistrations: Bool
        /// Files the app's scripts import (resolved).
        var importedFiles: Set<String>
    }

    static func paths(of controllers: [StimulusController], evidence: Evidence, registersItself: (String) -> Bool) -> Set<String> {
        guard !evidence.hasUnreadRegistrations else { return [] }
        let registeredFiles = Set(evidence.registrations.compactMap(\.classPath))
        let explicitlyLoaded = evidence.folders.filter { folder in
            (registeredFiles.union(evidence.loaded)).contains { isInside($0, folder) }
        }
        guard !explicitlyLoaded.isEmpty else { return [] }
        let ancestors = Set(controllers.flatMap(\.ancestorPaths))
        let possible = Set(evidence.unprovenRegistrations.map(\.identifier))
        var result: Set<String> = []
        for controller in controllers where controller.origin == .conventionalPath {
            let path = controller.path
            guard explicitlyLoaded.contains(where: { isInside(path, $0) }), !evidence.loaded.contains(path), !registeredFiles.contains(path),
                  !evidence.importedFiles.contains(path), !ancestors.contains(path), !possible.contains(controller.identifier),
                  !registersItself(path) else { continue }
            result.insert(path)
        }
        return result
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || folder == "." || path.hasPrefix(folder + "/")
    }
}
