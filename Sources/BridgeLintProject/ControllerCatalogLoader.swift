extension ControllerCatalog {
    /// Reads the project's controllers: `*_controller.*` files under the configured controller
    /// folders, `register("id", Klass)` calls in the other JavaScript files there, and the
    /// controller files of the configured npm packages. The only file I/O of the catalog.
    public static func load(root: String, configuration: Configuration) -> ControllerCatalog {
        let walker = FileWalker(root: root)
        var controllers: [StimulusController] = []
        var scriptFiles: [String] = []
        var controllerFiles: Set<String> = []
        for configuredFolder in configuration.controllers.paths {
            let folder = configuredFolder == "." ? "" : configuredFolder
            let files = walker.files(under: folder) { isScript($0) }
            for path in files {
                let underFolder = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
                if let identifier = ControllerIdentifier.identifier(forPathUnderControllersFolder: underFolder) {
                    guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)) else { continue }
                    controllers.append(ControllerScanner.scan(bytes: bytes, identifier: identifier, path: path))
                    controllerFiles.insert(path)
                } else {
                    scriptFiles.append(path)
                }
            }
        }
        var registrations: [ControllerRegistration] = []
        for path in scriptFiles {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)), bytes.contains(subsequence: registerBytes) else { continue }
            registrations += RegistrationScanner.scan(bytes: bytes, path: path)
        }
        let resolver = ModuleResolver(files: controllerFiles, controllerFolders: configuration.controllers.paths)
        let byPath = Dictionary(controllers.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for index in registrations.indices {
            let registration = registrations[index]
            let classPath = registration.classModule.flatMap { resolver.resolve($0, from: registration.path) }
            registrations[index].classPath = classPath
            if let classPath, controllers.contains(where: { $0.identifier == registration.identifier && $0.path == classPath }) {
                continue  // a manifest registering a file under its own identifier
            }
            let origin = StimulusController.Origin.registration(path: registration.path, location: registration.location)
            if let classPath, var controller = byPath[classPath] {
                controller.identifier = registration.identifier
                controller.origin = origin
                controllers.append(controller)
            } else {
                var controller = StimulusController(identifier: registration.identifier, path: registration.path, origin: origin)
                controller.membersAreKnown = false
                controllers.append(controller)
            }
        }
        for package in configuration.controllers.packages {
            controllers += packageControllers(package, root: root)
        }
        return ControllerCatalog(
            controllers: controllers, registrations: registrations,
            knownExternalIdentifiers: Set(configuration.controllers.known))
    }

    private static let registerBytes = Array("register".utf8)

    private static func isScript(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return ControllerIdentifier.fileExtensions.contains(String(path[path.index(after: dot)...]))
            && !path.hasSuffix(".d.ts")
    }

    /// Controller files of `node_modules/<package>`, named by their path under its last
    /// `controllers` folder, else under a top-level `src` folder; files elsewhere are skipped
    /// (declare such identifiers in `controllers.known`). One definition per identifier, `src` first.
    static func packageControllers(_ package: String, root: String) -> [StimulusController] {
        let folder = FileWalker.join(FileWalker.join(root, "node_modules"), package)
        guard FileReader.isFolder(folder) else { return [] }
        let walker = FileWalker(root: folder, respectingGitignore: false, skippedNames: ["node_modules"], skippedPaths: [])
        let files = walker.files { ControllerIdentifier.isControllerFile($0) && isScript($0) }
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

/// Resolves an import specifier to one of the known controller files, without touching the
/// disk: `./x_controller` relative to the importing file, and `controllers/x_controller` (the
/// importmap `pin_all_from` convention) under a folder named `controllers`.
struct ModuleResolver {
    let files: Set<String>
    let controllerFolders: [String]

    func resolve(_ specifier: String, from importer: String) -> String? {
        var bases: [String] = []
        if specifier.hasPrefix("./") || specifier.hasPrefix("../") {
            let folder = importer.split(separator: "/").dropLast().joined(separator: "/")
            bases.append(Self.normalize(folder.isEmpty ? specifier : folder + "/" + specifier))
        } else if specifier.hasPrefix("controllers/") {
            let rest = specifier.dropFirst("controllers/".count)
            bases += controllerFolders.filter { $0.hasSuffix("controllers") }.map { $0 + "/" + rest }
        }
        for base in bases {
            if files.contains(base) { return base }
            for fileExtension in ControllerIdentifier.fileExtensions where files.contains(base + "." + fileExtension) {
                return base + "." + fileExtension
            }
        }
        return nil
    }

    /// Removes `.` and resolves `..` segments.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast() } else if part != ".." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
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
