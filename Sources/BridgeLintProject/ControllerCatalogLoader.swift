extension ControllerCatalog {
    /// Reads the project's controllers: `*_controller.*` files under the configured controller
    /// folders; `register("id", Klass)` calls in the other JavaScript files there and in the
    /// entry points beside a `controllers` folder (`app/javascript/application.js`); and the
    /// controller files of the configured npm packages. The only file I/O of the catalog.
    public static func load(root: String, configuration: Configuration) -> ControllerCatalog {
        let walker = FileWalker(root: root)
        var sources = ControllerSources(root: root, controllerFolders: configuration.controllers.paths)
        var controllers: [StimulusController] = []
        var otherScripts: [String] = []
        for configuredFolder in configuration.controllers.paths {
            let folder = configuredFolder == "." ? "" : configuredFolder
            for path in walker.files(under: folder, where: ControllerIdentifier.isScript) {
                sources.knownScripts.insert(path)
                let underFolder = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
                if let identifier = ControllerIdentifier.identifier(forPathUnderControllersFolder: underFolder) {
                    if var controller = sources.classFile(at: path) {
                        controller.identifier = identifier
                        controllers.append(controller)
                    }
                } else {
                    otherScripts.append(path)
                }
            }
        }
        otherScripts += entryPoints(besides: configuration.controllers.paths, root: root)
        var registrations: [ControllerRegistration] = []
        for path in otherScripts {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)), bytes.contains(subsequence: registerBytes) else { continue }
            registrations += RegistrationScanner.scan(bytes: bytes, path: path)
        }
        for index in registrations.indices {
            let registration = registrations[index]
            let classPath = registration.classModule.flatMap { sources.resolve($0, from: registration.path) }
            registrations[index].classPath = classPath
            if let classPath, controllers.contains(where: { $0.identifier == registration.identifier && $0.path == classPath }) {
                continue  // a manifest registering a file under its own identifier
            }
            let origin = StimulusController.Origin.registration(path: registration.path, location: registration.location)
            if let classPath, var controller = sources.classFile(at: classPath) {
                controller.identifier = registration.identifier
                controller.origin = origin
                controllers.append(controller)
            } else {
                var controller = StimulusController(identifier: registration.identifier, path: registration.path, origin: origin)
                controller.membersAreKnown = false
                controllers.append(controller)
            }
        }
        controllers = controllers.map { sources.inheritingMembers($0) }
        var missingPackages: [String] = []
        for package in configuration.controllers.packages {
            guard let packageControllers = packageControllers(package, root: root) else {
                missingPackages.append(package)
                continue
            }
            controllers += packageControllers.map { sources.inheritingMembers($0) }
        }
        return ControllerCatalog(
            controllers: controllers, registrations: registrations,
            knownExternalIdentifiers: Set(configuration.controllers.known), missingPackages: missingPackages)
    }

    /// Script files directly in the folder holding each `controllers` folder, where apps start
    /// Stimulus and sometimes register controllers.
    private static func entryPoints(besides controllerFolders: [String], root: String) -> [String] {
        var result: Set<String> = []
        for folder in controllerFolders where folder == "controllers" || folder.hasSuffix("/controllers") {
            let parent = String(folder.dropLast("controllers".count)).trimmingTrailingSlash
            for name in FileReader.fileNames(inFolder: FileWalker.join(root, parent)) where ControllerIdentifier.isScript(name) {
                result.insert(parent.isEmpty ? name : parent + "/" + name)
            }
        }
        return result.sorted()
    }

    private static let registerBytes = Array("register".utf8)

    /// Controller files of `node_modules/<package>`, named by their path under its last
    /// `controllers` folder, else under a top-level `src` folder; files elsewhere are skipped
    /// (declare such identifiers in `controllers.known`). One definition per identifier, `src` first.
    /// Nil when the package is not installed.
    static func packageControllers(_ package: String, root: String) -> [StimulusController]? {
        let folder = FileWalker.join(FileWalker.join(root, "node_modules"), package)
        guard FileReader.isFolder(folder) else { return nil }
        let walker = FileWalker(root: folder, respectingGitignore: false, skippedNames: ["node_modules"], skippedPaths: [])
        let files = walker.files { ControllerIdentifier.isControllerFile($0) && ControllerIdentifier.isScript($0) }
            .sorted { ($0.hasPrefix("src/") ? 0 : 1, $0) < ($1.hasPrefix("src/") ? 0 : 1, $1) }
        var result: [StimulusController] = []
        var seen: Set<String> = []
        for path in files {
            let parts = path.split(separator: "/")
            let start: Int
            if let controllers = parts.lastIndex(of: "controllers") {
                start = controllers + 1
            } else if parts.first == "src" {
                start = 1
            } else {
                continue
            }
            let underFolder = parts[start...].joined(separator: "/")
            guard let identifier = ControllerIdentifier.identifier(forPathUnderControllersFolder: underFolder),
                  seen.insert(identifier).inserted,
                  let bytes = FileReader.bytes(atPath: FileWalker.join(folder, path))
            else { continue }
            var controller = ControllerScanner.scan(bytes: bytes, identifier: identifier, path: "node_modules/\(package)/\(path)")
            controller.origin = .package(package)
            result.append(controller)
        }
        return result
    }
}

private extension String {
    var trimmingTrailingSlash: String { hasSuffix("/") ? String(dropLast()) : self }
}

private extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes (a cheap pre-filter before tokenizing).
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        var index = 0
        while index + needle.count <= count {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
