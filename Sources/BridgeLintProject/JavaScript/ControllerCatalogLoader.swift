extension ControllerCatalog {
    /// Reads the project's controllers: `*_controller.*` files under the configured controller
    /// folders, and those the app's loaders register from other folders, each under the
    /// identifier its loader gives it (see `ControllerLoader`); `register("id", Klass)` calls
    /// in the other JavaScript files there and in the entry points beside a `controllers`
    /// folder (`app/javascript/application.js`); and the controller files of the configured npm
    /// packages. `files` is the repository's file list (walked here when nil); `app` the Rails
    /// app's folder prefix; `facts`: where unchanged class files' scans are kept. The only file
    /// I/O of the catalog.
    public static func load(root: String, configuration: Configuration, files: RepositoryFiles? = nil, app: String = "",
                            facts: SourceFactsStore? = nil) -> ControllerCatalog {
        let files = files ?? RepositoryFiles.walk(root: root)
        // Read once: the bundler configuration that names them is asked for at every step below.
        let roots = ScriptRoots.roots(app: app, files: files).map { app + $0 }
        var sources = ControllerSources(root: root, controllerFolders: configuration.controllers.paths,
                                        sourceRoots: roots, pathAliases: ScriptPathAliases.read(files: files, app: app), facts: facts)
        var controllers: [StimulusController] = []
        var otherScripts: [String] = []
        let scripts = appScripts(roots: roots, files: files)
        let (loaded, unmatchedLoaders, renamingLoaders, defaultOnly, loaderFiles) = loadedFiles(scripts: scripts, app: app, roots: roots, files: files)
        // Such a loader stays among the unmatched ones: the files it would have named keep their
        // names, and its finding is the one cause of what they do not do.
        let deadLoaders = unmatchedLoaders.compactMap { DeadImportmapLoaders.judge($0, app: app, files: files) }
        var seen: Set<String> = []
        var named: [(path: String, identifier: String)] = []
        for configuredFolder in configuration.controllers.paths {
            let folder = configuredFolder == "." ? "" : configuredFolder
            for path in files.files(under: folder, where: ControllerIdentifier.isScript) where seen.insert(path).inserted {
                sources.knownScripts.insert(path)
                let underFolder = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
                if loaded[path] == nil, let identifier = ControllerIdentifier.identifier(forPathUnderControllersFolder: underFolder) {
                    named.append((path, identifier))
                } else if loaded[path] == nil {
                    otherScripts.append(path)
                }
            }
        }
        let loadedPaths = loaded.keys.sorted()
        sources.knownScripts.formUnion(loadedPaths)
        sources.scanAhead(named.map(\.path) + loadedPaths)
        for (path, identifier) in named {
            if var controller = sources.classFile(at: path), !isAnotherLibrarysController(controller, root: root) {
                controller.identifier = identifier
                controllers.append(controller)
            }
        }
        for (path, identifiers) in loaded.sorted(by: { $0.key < $1.key }) {
            guard let controller = sources.classFile(at: path), !isAnotherLibrarysController(controller, root: root) else { continue }
            for identifier in identifiers.sorted() {
                var named = controller
                named.identifier = identifier
                controllers.append(named)
            }
        }
        // Every other script of the app may register controllers by hand (`js/controllers.js`).
        otherScripts = Array(Set(otherScripts + entryPoints(besides: configuration.controllers.paths, files: files) + scripts)).sorted()
        var registrations: [ControllerRegistration] = []
        var exportedDefinitions: [ControllerRegistration] = []
        var unreadRegistrations: [(path: String, location: FileLocation)] = []
        var packageLoads: [PackageLoad] = []
        var importedFiles: Set<String> = []
        var builtScripts: Set<String> = []
        let packageBuilds = BuiltScripts.packageBuilds(app: app, files: files)
        var startsApplication = false
        var applicationStarters: Set<String> = []
        // A controller file may register controllers too: on an application it starts itself
        // (a package's class under the name the file's own class has) or on the app's.
        let registeringControllers = sources.registeringFiles.subtracting(otherScripts)
        for path in otherScripts + registeringControllers.sorted() {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)) else { continue }
            if !startsApplication, bytes.contains(subsequence: applicationStartBytes) { startsApplication = true }
            // An entry point of the app's own sources that starts Stimulus; not a bundle built
            // from sources (its source map), which repeats what they start.
            let isBundle = bytes.contains(subsequence: sourceMapBytes)
            if !isBundle, bytes.contains(subsequence: applicationStartBytes) || bytes.contains(subsequence: newApplicationBytes) {
                applicationStarters.insert(path)
            }
            if !registeringControllers.contains(path), bytes.contains(subsequence: controllerBytes) {
                importedFiles.formUnion(JavaScriptSource(path: path, bytes: bytes).importSpecifiers().compactMap { sources.resolve($0, from: path) })
            }
            if bytes.contains(subsequence: registerBytes) || bytes.contains(subsequence: loadCallBytes) {
                var scan = RegistrationScanner.scan(bytes: bytes, path: path)
                if isBundle { for index in scan.registrations.indices { scan.registrations[index].isOnPrivateApplication = false } }
                registrations += scan.registrations
                if !scan.registrations.isEmpty,
                   packageBuilds.contains(path) || BuiltScripts.isBuildOfRepositorySources(bytes, path: path, files: files) {
                    builtScripts.insert(path)
                }
                // A computed call in a file that loads a folder (or implements a loader) registers that folder's files.
                if !scan.unreadSites.isEmpty, ControllerLoaderScanner.scan(bytes: bytes, path: path).isEmpty,
                   !ControllerLoaderScanner.implementsLoader(bytes) {
                    unreadRegistrations += scan.unreadSites.map { (path, $0) }
                }
            }
            if bytes.contains(subsequence: loadBytes) { packageLoads += PackageLoadScanner.scan(bytes: bytes, path: path) }
            if bytes.contains(subsequence: constructorBytes), bytes.contains(subsequence: exportBytes) {
                exportedDefinitions += RegistrationScanner.exportedDefinitions(bytes: bytes, path: path).filter { definition in
                    !registrations.contains { $0.path == definition.path && $0.location == definition.location }
                }
            }
        }
        // An application a file keeps to itself is apart from the others only when the app has
        // others: with one entry point starting Stimulus, its controller files are its own.
        if applicationStarters.count < 2 {
            for index in registrations.indices { registrations[index].isOnPrivateApplication = false }
        }
        // A register call on a receiver not proven to be Stimulus's makes its identifier possible only.
        let unproven = registrations.filter { !$0.isProven }
        registrations.removeAll { !$0.isProven }
        // Exported definitions name their classes' identifiers, but whether a host loads them is
        // not known here: they prove no folder is loaded one file at a time.
        let callCount = registrations.count
        registrations += exportedDefinitions
        for index in registrations.indices {
            let registration = registrations[index]
            let classPath = registration.classModule.flatMap { module in
                sources.classFile(exportedAs: registration.classExport, by: module, from: registration.path)
            }
            registrations[index].classPath = classPath
            // A manifest registering a file under its own identifier; not a file no loader
            // registers (no default export), whose registrations are the only definitions.
            if let classPath, controllers.contains(where: { $0.identifier == registration.identifier && $0.path == classPath && !$0.hasNoDefaultExport }) {
                continue
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
        if unreadRegistrations.isEmpty, unmatchedLoaders.isEmpty, renamingLoaders.isEmpty {
            controllers = withoutUnloadedFolderNames(controllers, registrations: registrations, loaded: loaded)
        }
        controllers = controllers.map { sources.inheritingMembers($0) }
        var missingPackages: [String] = []
        for package in configuration.controllers.packages {
            guard let packageControllers = packageControllers(package, root: root, app: app) else {
                missingPackages.append(package)
                continue
            }
            controllers += packageControllers.map { sources.inheritingMembers($0) }
        }
        // Packages already configured are read above. An unreadable one is harmless once the
        // configuration declares the identifiers bridgelint cannot see (`controllers: known:`).
        var unreadPackageLoads: [PackageLoad] = []
        var loadedPackages = Set(configuration.controllers.packages)
        for load in packageLoads where loadedPackages.insert(load.package).inserted {
            let loaded = loadedControllers(load, root: root, files: files)
            if loaded.isEmpty, configuration.controllers.known.isEmpty { unreadPackageLoads.append(load) }
            controllers += loaded
        }
        // A file that only loaders taking the default export match, and that has none, is
        // matched but not registered (its identifier stays, for markup to be judged by).
        let skipped = defaultOnly.filter { sources.classFile(at: $0)?.hasNoDefaultExport == true }
        let evidence = UnloadedControllers.Evidence(
            folders: configuration.controllers.paths, loaded: Set(loaded.keys).subtracting(skipped), registrations: Array(registrations.prefix(callCount)), unprovenRegistrations: unproven,
            hasUnreadRegistrations: !unreadRegistrations.isEmpty || !unmatchedLoaders.isEmpty, importedFiles: importedFiles)
        let unloaded = UnloadedControllers.paths(of: controllers, evidence: evidence) { path in
            FileReader.bytes(atPath: FileWalker.join(root, path))?.contains(subsequence: registerBytes) ?? true
        }
        let (unreached, unreachedFiles) = unreachedPlaces(of: controllers, folders: configuration.controllers.paths, app: app, files: files, sources: sources)
        let supportScripts = SupportScripts.scan(root: root, controllerFolders: configuration.controllers.paths, controllerPaths: Set(controllers.map(\.path)))
        let scriptEventSends = ScriptEventSends.scan(scripts: otherScripts, controllers: controllers, root: root) { sources.resolve($0, from: $1) }
        let pages = definitionPages(of: controllers, loaderFiles: loaderFiles, scripts: otherScripts, app: app, files: files, sources: sources)
        return ControllerCatalog(
            controllers: controllers, registrations: registrations, unprovenRegistrations: unproven, unreadRegistrations: unreadRegistrations,
            renamingLoaders: renamingLoaders.compactMap { loader in loader.renamedAt.map { (loader.path, $0) } },
            unloadedControllerPaths: unloaded, unreachedFolders: unreached, unreachedDefinitionFiles: unreachedFiles, deadImportmapLoaders: deadLoaders,
            knownExternalIdentifiers: Set(configuration.controllers.known), missingPackages: missingPackages,
            unreadPackageLoads: unreadPackageLoads,
            unlistedFolders: unlistedFolders(files: files, roots: roots, controllerFolders: configuration.controllers.paths),
            supportScripts: supportScripts, builtScripts: builtScripts,
            committedBuildIdentifiers: CommittedBuilds.identifiers(app: app, root: root, files: files),
            applicationFolders: startsApplication ? [app] : [],
            definitionPages: pages,
            scriptEventSends: scriptEventSends)
    }

    /// The layouts whose pages load each definition of an identifier that files of more than
    /// one path define (see `DefinitionPages`); read only for such an identifier.
    private static func definitionPages(of controllers: [StimulusController], loaderFiles: [String: Set<String>], scripts: [String], app: String,
                                        files: RepositoryFiles, sources: ControllerSources) -> DefinitionPages {
        let shared = Dictionary(grouping: controllers, by: \.identifier).values.filter { Set($0.map(\.path)).count > 1 }.joined()
        var pages = DefinitionPages()
        for controller in shared where controller.origin == .conventionalPath {
            pages.loaders[controller.path] = loaderFiles[controller.path]
        }
        let registering = Set(shared.flatMap { controller -> [String] in
            if case .registration(let path, _) = controller.origin { return [path] }
            return Array(pages.loaders[controller.path] ?? [])
        })
        guard !registering.isEmpty else { return DefinitionPages() }
        pages.layouts = ScriptLayouts.layouts(of: registering, scripts: scripts, app: app, files: files) { sources.resolve($0, from: $1) }
        return pages
    }

    /// The controller folders of a Vite, Webpacker, Shakapacker or importmap app that none of its entry points reaches, each with the
    /// controller files in it, and the files defining controllers (a controller file, a file of
    /// `register` calls) that none of them reaches in the folders they do reach (see
    /// `EntryPointReach`); empty whenever that is not provable. A reached folder may hold a
    /// manifest no entry point imports: its `register` calls, and the files only it registers,
    /// define nothing (an app moved to `app/frontend` that imports a few files of the old
    /// `app/javascript/controllers` by path).
    private static func unreachedPlaces(of controllers: [StimulusController], folders: [String], app: String, files: RepositoryFiles,
                                        sources: ControllerSources) -> (folders: [UnreachedFolder], files: Set<String>) {
        let own = controllers.filter { controller in
            if case .package = controller.origin { return false }
            return true
        }
        let candidates = folders.filter { folder in folder != "." && !folder.isEmpty && own.contains { $0.path.hasPrefix(folder + "/") } }
        guard !candidates.isEmpty else { return ([], []) }
        let resolve = { (specifier: String, from: String) in sources.resolve(specifier, from: from) }
        let definingFiles = Set(own.map { controller in
            if case .registration(let path, _) = controller.origin { return path }
            return controller.path
        })
        // The candidate folders `reach` does not reach, and the defining files it does not
        // reach in the folders it does.
        func missed(by reach: EntryPointReach) -> (folders: [String], files: Set<String>) {
            let reachedFolders = candidates.filter { reach.reaches($0) }
            return (candidates.filter { !reach.reaches($0) },
                    definingFiles.filter { path in !reach.reached.contains(path) && reachedFolders.contains { path.hasPrefix($0 + "/") } })
        }
        let reach: EntryPointReach
        let loadsOnlyThroughEntries: ([String]) -> Bool
        if let vite = EntryPointReach.vite(files: files, app: app, resolve: resolve) {
            reach = vite
            loadsOnlyThroughEntries = { EntryPointReach.templatesLoadScriptsOnlyThroughVite(files: files, app: app, folders: $0) }
        } else if let packs = EntryPointReach.webpacker(files: files, app: app, resolve: resolve) {
            reach = packs
            loadsOnlyThroughEntries = { EntryPointReach.templatesLoadScriptsOnlyThroughPacks(files: files, app: app, folders: $0) }
        } else if let everyPin = EntryPointReach.importmap(files: files, app: app, entryNames: nil) {
            // Every file the app pins as an entry point reaches at least what any page can: only
            // where that leaves something unreached are the templates read for the entry points
            // they name (a cold run of an app with nothing unreached reads none of them).
            let missedByEveryPin = missed(by: everyPin)
            guard !missedByEveryPin.folders.isEmpty || !missedByEveryPin.files.isEmpty,
                  let names = EntryPointReach.importmapEntryNames(files: files, app: app),
                  let importmap = EntryPointReach.importmap(files: files, app: app, entryNames: names) else { return ([], []) }
            reach = importmap
            loadsOnlyThroughEntries = { EntryPointReach.templatesLoadScriptsOnlyThroughImportmap(files: files, app: app, folders: $0) }
        } else {
            return ([], [])
        }
        let (unreached, unreachedFiles) = missed(by: reach)
        guard !unreached.isEmpty || !unreachedFiles.isEmpty, loadsOnlyThroughEntries(candidates) else { return ([], []) }
        return (unreached.map { folder in
            UnreachedFolder(folder: folder, entryPoints: reach.entryPoints,
                            controllerPaths: Set(own.map(\.path).filter { $0.hasPrefix(folder + "/") }).sorted())
        }, unreachedFiles)
    }

    /// The controllers without the folder-derived names of files that no loader covers and that
    /// `register` calls name only under other identifiers (`application.register("x", X)` of
    /// `forms/x_controller.js`): Stimulus knows such a file by those names alone. Only for an app
    /// whose loaders and computed `register` calls were all read.
    private static func withoutUnloadedFolderNames(_ controllers: [StimulusController], registrations: [ControllerRegistration],
                                                   loaded: [String: Set<String>]) -> [StimulusController] {
        var registeredNames: [String: Set<String>] = [:]
        for registration in registrations {
            if let classPath = registration.classPath { registeredNames[classPath, default: []].insert(registration.identifier) }
        }
        return controllers.filter { controller in
            guard controller.origin == .conventionalPath, loaded[controller.path] == nil, let names = registeredNames[controller.path] else { return true }
            return names.contains(controller.identifier)
        }
    }

    /// Whether a file named like a Stimulus controller is another framework's (an AngularJS
    /// `angular.module(...).controller(...)`): no class at all, and no word of Stimulus
    /// (`Controller`, `stimulus`) anywhere in it, where even a controller compiled to older
    /// JavaScript names its base class. Such a file declares no Stimulus controller, so it gets
    /// no "could not read the controller class" note either.
    private static func isAnotherLibrarysController(_ controller: StimulusController, root: String) -> Bool {
        guard controller.className == nil, controller.parseProblems == ["no class declaration found"],
              let bytes = FileReader.bytes(atPath: FileWalker.join(root, controller.path)) else { return false }
        return !bytes.contains(subsequence: Array("Controller".utf8)) && !bytes.contains(subsequence: Array("stimulus".utf8))
            && !bytes.contains(subsequence: Array("Stimulus".utf8))
    }

    /// The folders the walk could not list that may hold controllers: a controllers folder or
    /// script root, a folder inside one, or a folder holding one.
    private static func unlistedFolders(files: RepositoryFiles, roots: [String], controllerFolders: [String]) -> [String] {
        let places = controllerFolders.map { $0 == "." ? "" : $0 } + roots
        return files.unreadableFolders.filter { folder in
            places.contains { place in
                folder.isEmpty || folder == place || place.hasPrefix(folder + "/") || folder.hasPrefix(place + "/")
            }
        }
    }

    /// Script files directly in the folder holding each `controllers` folder, where apps start
    /// Stimulus and sometimes register controllers.
    private static func entryPoints(besides controllerFolders: [String], files: RepositoryFiles) -> [String] {
        var result: Set<String> = []
        for folder in controllerFolders where folder == "controllers" || folder.hasSuffix("/controllers") {
            let parent = String(folder.dropLast("controllers".count)).trimmingTrailingSlash
            result.formUnion(files.files(directlyIn: parent).filter(ControllerIdentifier.isScript))
        }
        return result.sorted()
    }

    /// The app's scripts other than controller files, where Stimulus is started and controllers
    /// are loaded or registered: those under `roots`, the app's `ScriptRoots` (root-relative).
    static func appScripts(roots: [String], files: RepositoryFiles) -> [String] {
        roots.flatMap { root in
            files.files(under: root) { ControllerIdentifier.isScript($0) && !ControllerIdentifier.isControllerFile($0) }
        }
    }

    /// The controller files the loaders in `scripts` register, with the identifiers they give them
    /// (none known for a loader whose names the file's code rewrites). Also the loaders that
    /// matched no file (a folder or pattern bridgelint could not resolve): what they load is
    /// unknown; and the loaders whose names are rewritten. With each file, the scripts whose
    /// loaders register it.
    static func loadedFiles(scripts: [String], app: String, roots: [String], files: RepositoryFiles)
        -> (files: [String: Set<String>], unmatchedLoaders: [ControllerLoader], renamingLoaders: [ControllerLoader], defaultOnly: Set<String>,
            loaderFiles: [String: Set<String>])
    {
        var result: [String: Set<String>] = [:]
        var byDefault: Set<String> = []
        var otherwise: Set<String> = []
        var unmatched: [ControllerLoader] = []
        // A gem's importmap (madmin's, drawn in config/application.rb) pins a folder under
        // `controllers` and eager-loads it from the gem's own script, which is not in the repository.
        let gemPins = ImportmapPins.pinnedFolders(files: files, app: app) { $0 != app + "config/importmap.rb" }
        let pinnedControllers = Set(gemPins.map(\.under).filter { $0 == "controllers" || $0.hasSuffix("/controllers") })
        var loaders = pinnedControllers.sorted().map { ControllerLoader(kind: .importmapPrefix($0), path: app + "config/importmap.rb") }
        for path in scripts {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            loaders += ControllerLoaderScanner.scan(bytes: bytes, path: path)
        }
        let autoloaderMap = app + "app/assets/javascripts/importmap.json.erb"
        if files.contains(autoloaderMap), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, autoloaderMap)) {
            loaders += ControllerLoaderScanner.autoloaderFolders(inImportmap: bytes).map {
                ControllerLoader(kind: .nameAutoloader(folder: app + $0), path: autoloaderMap)
            }
        }
        var renaming: [ControllerLoader] = []
        var loaderFiles: [String: Set<String>] = [:]
        for loader in loaders {
            let registered = registeredFiles(by: loader, app: app, roots: roots, files: files)
            if registered.isEmpty { unmatched.append(loader) }
            if loader.renamedAt != nil, !registered.isEmpty { renaming.append(loader) }
            if loader.takesTheDefaultExport { byDefault.formUnion(registered.map(\.0)) } else { otherwise.formUnion(registered.map(\.0)) }
            for (file, identifier) in registered {
                loaderFiles[file, default: []].insert(loader.path)
                if loader.renamedAt == nil { result[file, default: []].insert(identifier) } else { result[file, default: []].formUnion([]) }
            }
        }
        // An engine pins its controllers in its own importmap and the host app's loader
        // registers them (`under: "controllers/admin"` -> `admin--table`); a folder no loader
        // here registered is named as the host's `eagerLoadControllersFrom` would.
        let ownPins = ImportmapPins.pinnedFolders(files: files, app: app) { $0 == app + "config/importmap.rb" }
        for pin in ownPins where !result.keys.contains(where: { $0.hasPrefix(app + pin.folder + "/") }) {
            let under = pin.under == "controllers" || pin.under.hasPrefix("controllers/") ? "controllers" : pin.under
            guard under == "controllers" || under.hasSuffix("/controllers") else { continue }
            let loader = ControllerLoader(kind: .importmapPrefix(under), path: app + "config/importmap.rb")
            for (file, identifier) in registeredFiles(by: loader, app: app, roots: roots, files: files) where file.hasPrefix(app + pin.folder + "/") {
                result[file, default: []].insert(identifier)
                loaderFiles[file, default: []].insert(loader.path)
            }
        }
        return (result, unmatched, renaming, byDefault.subtracting(otherwise), loaderFiles)
    }

    /// The files one loader registers and the identifier of each (PROTOCOL §7.4-7.6).
    /// `roots`: the app's `ScriptRoots`, root-relative.
    static func registeredFiles(by loader: ControllerLoader, app: String, roots: [String], files: RepositoryFiles) -> [(String, String)] {
        let importerFolder = loader.path.split(separator: "/").dropLast().joined(separator: "/")
        func relative(_ path: String) -> String { String(path.dropFirst(importerFolder.count + 1)) }
        switch loader.kind {
        case .importmapPrefix(let under):
            var pins = ImportmapPins.pinnedFolders(files: files, app: app)
            if pins.isEmpty { pins = [(folder: "app/javascript/controllers", under: "controllers")] }
            return pins.flatMap { pin in
                files.files(under: app + pin.folder, where: ControllerIdentifier.isScript).compactMap { path -> (String, String)? in
                    let name = String(path.dropFirst(app.count + pin.folder.count + 1)).droppingScriptExtension
                    return LoaderNaming.importmapIdentifier(name: pin.under.isEmpty ? name : pin.under + "/" + name, under: under).map { (path, $0) }
                }
            }
        case .bundlerGlob(let pattern):
            let glob = Glob(ModuleResolver.normalize(importerFolder + "/" + pattern))
            return files.files(under: importerFolder) { glob.matches($0) }.compactMap { path in
                LoaderNaming.bundlerIdentifier(relativePath: relative(path)).map { (path, $0) }
            }
        case .globFileNames(let pattern, let naming):
            return Self.files(matching: pattern, from: importerFolder, files: files).compactMap { path, key in
                // Names computed otherwise are unknown: the loader's `renamedAt` says so, and
                // its files are registered under no name bridgelint gives them.
                guard let naming else { return (path, "") }
                return naming.name(of: key).map { (path, $0) }
            }
        case .viteGlob(let pattern, _, let naming?) where !pattern.hasPrefix("/"):
            return Self.files(matching: pattern, from: importerFolder, files: files).compactMap { path, key in naming.name(of: key).map { (path, $0) } }
        case .viteGlob(let pattern, let namedByHelpers, _):
            let glob = Glob(ModuleResolver.normalize((pattern.hasPrefix("/") ? app : importerFolder + "/") + pattern))
            return files.files(under: app) { glob.matches($0) }.flatMap { path in
                let key = path.hasPrefix(importerFolder + "/") ? "./" + relative(path) : path
                let names = [LoaderNaming.viteIdentifier(key: key)] + (namedByHelpers ? [] : [LoaderNaming.fileNameIdentifier(path: path)])
                return Set(names.compactMap { $0 }).map { (path, $0) }
            }
        case .stimulusPlugin(let folder):
            let base = ModuleResolver.normalize(importerFolder + "/" + folder)
            let installed = StimulusPluginPackage.installedVersion(besides: loader.path, files: files)
            return files.files(under: base, where: ControllerIdentifier.isScript).flatMap { path in
                LoaderNaming.stimulusPluginIdentifiers(relativePath: base.isEmpty ? path : String(path.dropFirst(base.count + 1)),
                                                       installed: installed).map { (path, $0) }
            }
        case .nameAutoloader(let folder):
            return files.files(under: folder, where: ControllerIdentifier.isScript).flatMap { path in
                LoaderNaming.autoloaderIdentifiers(relativePath: String(path.dropFirst(folder.count + 1))).map { (path, $0) }
            }
        case .webpackContext(let folder, let recursive, let namedByHelpers, let namesFolders):
            // A bare folder (`require.context("controllers", ...)`) is resolved as a module, under
            // the app's source folders (Webpacker adds them to webpack's module roots).
            let candidates = folder.hasPrefix(".") ? [importerFolder + "/" + folder] : roots.map { $0 + "/" + folder }
            let base = candidates.map(ModuleResolver.normalize).first { !files.files(under: $0, where: ControllerIdentifier.isScript).isEmpty }
                ?? ModuleResolver.normalize(candidates.first ?? folder)
            return files.files(under: base, where: ControllerIdentifier.isScript).flatMap { path -> [(String, String)] in
                let key = base.isEmpty ? path : String(path.dropFirst(base.count + 1))
                if !recursive, key.contains("/") { return [] }
                let names = [ControllerIdentifier.identifier(forPathUnderControllersFolder: key)]
                    + (namedByHelpers ? [] : [LoaderNaming.fileNameIdentifier(path: path)])
                    + (namesFolders ? [LoaderNaming.folderIdentifier(relativePath: key)] : [])
                return Set(names.compactMap { $0 }).map { (path, $0) }
            }
        }
    }

    /// The files a glob pattern relative to `importerFolder` matches, each with its key as
    /// fast-glob and Vite give it: the pattern's leading folders as written (`../components`),
    /// then the path below them.
    static func files(matching pattern: String, from importerFolder: String, files: RepositoryFiles) -> [(path: String, key: String)] {
        let written = pattern.split(separator: "/", omittingEmptySubsequences: false)
        let prefix = written.prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
        let base = ModuleResolver.normalize(importerFolder + "/" + prefix)
        let glob = Glob(ModuleResolver.normalize(importerFolder + "/" + pattern))
        return files.files(under: base) { glob.matches($0) }.map { path in
            (path, (prefix.isEmpty ? "" : prefix + "/") + path.dropFirst(base.isEmpty ? 0 : base.count + 1))
        }
    }

    private static let registerBytes = Array("register".utf8)
    private static let applicationStartBytes = Array("Application.start(".utf8)
    private static let newApplicationBytes = Array("new Application(".utf8)
    private static let sourceMapBytes = Array("sourceMappingURL".utf8)
    private static let controllerBytes = Array("controller".utf8)
    private static let loadBytes = Array("load".utf8)
    private static let loadCallBytes = Array(".load(".utf8)
    private static let constructorBytes = Array("controllerConstructor".utf8)
    private static let exportBytes = Array("export".utf8)

    /// The controllers a package passed to `application.load` defines, read from its Stimulus
    /// definitions (`{ identifier: "x", controllerConstructor: X }`) in the importmap's vendored
    /// file (`pin "pkg", to: "file.js"` in config/importmap.rb, under vendor/javascript), in
    /// `node_modules/<package>`, or else in the entry file of the repository's own folder of that
    /// package (see `RepositoryPackages`). A definition's class imported from a file of the
    /// package is read like any controller; the members of other classes are not known.
    /// Empty when the package's source is not in the repository or declares no definitions.
    static func loadedControllers(_ load: PackageLoad, root: String, files repository: RepositoryFiles) -> [StimulusController] {
        // The Rails app holding the loading file (`web/app/javascript/...` -> `web/`), which
        // is the project root unless the repository holds several apps.
        let parts = load.path.split(separator: "/", omittingEmptySubsequences: false)
        let appPrefix = parts.lastIndex(of: "app").map { parts[..<$0].map { $0 + "/" }.joined() } ?? ""
        var files: [String] = []
        let vendored = appPrefix + "vendor/javascript/"
            + (ImportmapPins.file(for: load.package, root: FileWalker.join(root, appPrefix)) ?? load.package.replacingOccurrences(of: "/", with: "--") + ".js")
        if FileReader.exists(FileWalker.join(root, vendored)), !FileReader.isFolder(FileWalker.join(root, vendored)) { files.append(vendored) }
        let installed = appPrefix + "node_modules/" + load.package
        if FileReader.isFolder(FileWalker.join(root, installed)) {
            let walker = FileWalker(root: FileWalker.join(root, installed), respectingGitignore: false, skippedNames: ["node_modules"], skippedPaths: [])
            files += walker.files { $0.hasSuffix(".js") || $0.hasSuffix(".mjs") }.sorted().map { installed + "/" + $0 }
        }
        if files.isEmpty, let entry = RepositoryPackages.entryFile(of: load.package, files: repository) { files.append(entry) }
        var result: [StimulusController] = []
        var seen: Set<String> = []
        for path in files {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)) else { continue }
            for definition in PackageLoadScanner.definitionsWithConstructors(bytes: bytes, path: path) where seen.insert(definition.identifier).inserted {
                // A class imported from a file of the package (`./menu_controller.js`) is read
                // like any controller; a class defined in a bundle is not.
                if let module = definition.classModule, module.hasPrefix("./") || module.hasPrefix("../"),
                   case let classPath = ModuleResolver.normalize(path.split(separator: "/").dropLast().joined(separator: "/") + "/" + module),
                   ControllerIdentifier.isScript(classPath), let classBytes = FileReader.bytes(atPath: FileWalker.join(root, classPath))
                {
                    var controller = ControllerScanner.scan(bytes: classBytes, identifier: definition.identifier, path: classPath)
                    controller.origin = .package(load.package)
                    if controller.parseProblems.isEmpty {
                        result.append(controller)
                        continue
                    }
                }
                var controller = StimulusController(identifier: definition.identifier, path: path, origin: .package(load.package))
                controller.membersAreKnown = false
                controller.classLocation = definition.location
                result.append(controller)
            }
        }
        return result
    }

    /// Controller files of `node_modules/<package>`, named by their path under its last
    /// `controllers` folder, else under a top-level `src` folder; files elsewhere are skipped
    /// (declare such identifiers in `controllers.known`). One definition per identifier, `src` first.
    /// Nil when the package is not installed.
    static func packageControllers(_ package: String, root: String, app: String = "") -> [StimulusController]? {
        let folder = FileWalker.join(FileWalker.join(root, app + "node_modules"), package)
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
            var controller = ControllerScanner.scan(bytes: bytes, identifier: identifier, path: "\(app)node_modules/\(package)/\(path)")
            controller.origin = .package(package)
            result.append(controller)
        }
        return result
    }
}

extension String {
    fileprivate var trimmingTrailingSlash: String { hasSuffix("/") ? String(dropLast()) : self }

    /// `a/b_controller.js` -> `a/b_controller`.
    var droppingScriptExtension: String {
        guard let dot = lastIndex(of: "."), !self[dot...].contains("/") else { return self }
        return String(self[..<dot])
    }
}

/// The importmap's pins (`pin "name", to: "file.js"` in config/importmap.rb).
enum ImportmapPins {
    /// The vendored file name a package is pinned to: the `to:` string, else `<name>.js`; nil
    /// when the package is not pinned or is pinned to a URL.
    static func file(for package: String, root: String) -> String? {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, "config/importmap.rb")) else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).lines {
            let strings = quotedStrings(in: line.drop { $0 == " " || $0 == "\t" })
            guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("pin "), strings.first == package else { continue }
            if let range = line.range(of: "to:"), let target = quotedStrings(in: line[range.upperBound...]).first {
                return target.contains("://") ? nil : target
            }
            return package + ".js"
        }
        return nil
    }

    /// The names `config/importmap.rb` pins to a file of the app's own `app/javascript`
    /// (`pin "application"`, `pin "setup", to: "lib/setup.js"`), with that file (root-relative):
    /// the app's modules under bare names. A name pinned to a URL or to a file vendored under
    /// `vendor/javascript` (what `bin/importmap pin` downloads) is a package's.
    static func localPins(files: RepositoryFiles, app: String) -> [(name: String, file: String)] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "config/importmap.rb")) else { return [] }
        return String(decoding: bytes, as: UTF8.self).lines.compactMap { line in
            let statement = line.drop { $0 == " " || $0 == "\t" }
            guard statement.hasPrefix("pin "), let name = quotedStrings(in: statement).first else { return nil }
            var target = name + ".js"
            if let range = statement.range(of: "to:") {
                guard let written = quotedStrings(in: statement[range.upperBound...]).first, !written.contains("://"), !written.hasPrefix("/") else { return nil }
                target = written
            }
            let file = ModuleResolver.normalize(app + "app/javascript/" + target)
            return files.contains(file) ? (name, file) : nil
        }
    }

    /// The app's file a bare import names through its importmap: a `pin` to one of its files
    /// (`localPins`), or a file of a `pin_all_from` folder under that folder's prefix
    /// (`pinnedFolders`), a folder's `index.js` named by the folder as importmap-rails names it
    /// (`import "controllers"` in Rails' own `application.js`).
    static func file(importedAs specifier: String, pins: [(name: String, file: String)], folders: [(folder: String, under: String)],
                     app: String, files: RepositoryFiles) -> String? {
        if let pin = pins.first(where: { $0.name == specifier }) { return pin.file }
        for pinned in folders {
            let rest: String
            if specifier == pinned.under {
                rest = "index"
            } else if pinned.under.isEmpty || specifier.hasPrefix(pinned.under + "/") {
                rest = String(specifier.dropFirst(pinned.under.isEmpty ? 0 : pinned.under.count + 1))
            } else {
                continue
            }
            let base = ModuleResolver.normalize(app + pinned.folder + "/" + rest)
            if let file = [base + ".js", base + "/index.js"].first(where: files.contains) { return file }
        }
        return nil
    }

    /// The names `config/importmap.rb` pins (`pin "name"`), empty when there is no such file.
    static func names(root: String) -> Set<String> {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, "config/importmap.rb")) else { return [] }
        return Set(String(decoding: bytes, as: UTF8.self).lines.compactMap { line in
            let statement = line.drop { $0 == " " || $0 == "\t" }
            return statement.hasPrefix("pin ") ? quotedStrings(in: statement).first : nil
        })
    }

    /// The `pin_all_from "app/javascript/controllers", under: "controllers"` calls in the app's
    /// `config/**/*.rb` (`config/importmap.rb`, and a gem's importmap drawn in
    /// `config/application.rb` or an initializer): each folder (relative to the app) and the
    /// prefix its files' names get ("" without `under:`).
    static func pinnedFolders(files: RepositoryFiles, app: String, in include: (String) -> Bool = { _ in true }) -> [(folder: String, under: String)] {
        let configuration = files.files(under: app + "config") { $0.hasSuffix(".rb") && include($0) }
        return configuration.flatMap { path in
            FileReader.bytes(atPath: FileWalker.join(files.root, path)).map { pinnedFolders(in: $0, path: path, app: app) } ?? []
        }
    }

    /// The `pin_all_from` calls of one Ruby file at `path` (root-relative) of the app at `app`.
    /// The folder is a literal (relative to the app), `File.expand_path("../x", __dir__)`
    /// (relative to the file's folder) or `Rails.root.join("x")` / `Shop::Engine.root.join("x")`; a call
    /// whose folder is computed otherwise is skipped.
    static func pinnedFolders(in bytes: [UInt8], path: String = "config/importmap.rb", app: String = "") -> [(folder: String, under: String)] {
        guard bytes.contains(subsequence: Array("pin_all_from".utf8)) else { return [] }
        var result: [(String, String)] = []
        // A call whose line ends in a comma goes on (`under:` on the next line).
        var statements: [String] = []
        var continues = false
        for line in String(decoding: bytes, as: UTF8.self).lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            if continues, let last = statements.popLast() { statements.append(last + " " + text) } else { statements.append(text) }
            continues = text.hasSuffix(",")
        }
        let fileFolder = String(path.dropFirst(app.count)).split(separator: "/").dropLast().joined(separator: "/")
        for statement in statements {
            let trimmed = Substring(statement)
            guard trimmed.hasPrefix("pin_all_from"), let folder = quotedStrings(in: trimmed).first else { continue }
            let argument = trimmed.dropFirst("pin_all_from".count).drop { $0 == " " || $0 == "(" }
            // What comes before the folder's string: nothing, `Shop::Engine.root.join(`, `File.expand_path(`.
            let head = argument.prefix { $0 != "\"" && $0 != "'" }
            let location: String
            if head.isEmpty || head.hasSuffix("root.join(") {
                location = folder
            } else if head == "File.expand_path(", argument.contains("__dir__)") {
                location = fileFolder.isEmpty ? folder : fileFolder + "/" + folder
            } else {
                continue
            }
            var under = ""
            if let range = trimmed.range(of: "under:"), let prefix = quotedStrings(in: trimmed[range.upperBound...]).first { under = prefix }
            result.append((ModuleResolver.normalize(location), under))
        }
        return result
    }

    private static func quotedStrings(in text: Substring) -> [String] {
        var result: [String] = []
        var current: String?
        var quote: Character = "\""
        for character in text {
            if var open = current {
                if character == quote { result.append(open); current = nil } else { open.append(character); current = open }
            } else if character == "\"" || character == "'" {
                quote = character
                current = ""
            } else if character == "#" {
                break
            }
        }
        return result
    }
}
