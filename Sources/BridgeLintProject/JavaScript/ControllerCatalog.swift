/// Every Stimulus controller the project defines, by identifier. Immutable once built.
///
/// One identifier can have several definitions (a file and a `register` call naming another
/// class, two folders, an npm package and a local file): all are kept, so a rule can report
/// the conflict; `conflictingDefinitions(named:)` tells real conflicts from the same file seen twice.
///
/// A class, not a struct: rules take the catalog from the project model once per element, and
/// a struct of this many arrays and sets is copied (each of them retained) at every such read.
public final class ControllerCatalog: Sendable {
    /// All definitions, ordered by identifier, then path.
    public let controllers: [StimulusController]
    /// Every `register("id", Klass)` call on a Stimulus `Application`, resolved or not.
    public let registrations: [ControllerRegistration]
    /// `register("id", ...)` calls on a receiver not proven to be a Stimulus `Application` (in a
    /// vendored or minified bundle, or a file that imports nothing from Stimulus): their
    /// identifiers are not unknown, but they define no controller.
    public let unprovenRegistrations: [ControllerRegistration]
    private let possibleIdentifiers: Set<String>
    /// `application.register(name, klass)` calls whose names bridgelint cannot read (no table of
    /// the file lists them, no loader feeds them): the identifiers they register are unknown.
    public let unreadRegistrations: [(path: String, location: FileLocation)]
    /// Where code changes the identifiers a loader gives its files before loading them
    /// (`definition.identifier = ...` over `definitionsFromContext`'s result): the identifiers
    /// those files are registered under are unknown, so they are in no definition.
    public let renamingLoaders: [(path: String, location: FileLocation)]
    /// Controller files that no loader or register call of the app loads, where the app loads
    /// their folder explicitly (see `UnloadedControllers`).
    public let unloadedControllerPaths: Set<String>
    /// Controller folders that no entry point of the app reaches, where bridgelint read them all
    /// (see `EntryPointReach`): their controllers are in `unloadedControllerPaths` too.
    public let unreachedFolders: [UnreachedFolder]
    /// Files defining controllers (controller files, files of `register` calls) in folders
    /// the entry points reach, that no entry point reaches itself (see `EntryPointReach`): their
    /// definitions are not loaded, so they are never duplicates.
    private let unreachedDefinitionFiles: Set<String>
    /// stimulus-loading calls whose prefix matches no importmap name of the app (see
    /// `DeadImportmapLoaders`): they register nothing.
    public let deadImportmapLoaders: [DeadImportmapLoader]
    /// `unloadedControllerPaths` but for the unreached folders': what a merged catalog keeps when
    /// it cannot judge those folders.
    private let unloadedInReachedFolders: Set<String>
    /// Identifiers declared in the configuration (`controllers.known`): they exist, but their
    /// members are unknown.
    public let knownExternalIdentifiers: Set<String>
    /// Packages named in `controllers.packages` that are not in `node_modules`: the identifiers
    /// they define are unknown, so "no such controller" is not provable while any is missing.
    public let missingPackages: [String]
    /// `application.load(...)` calls of packages whose definitions could not be read (not
    /// vendored, not installed): the identifiers they define are unknown too.
    public let unreadPackageLoads: [PackageLoad]
    /// Folders where controllers may live (a controllers folder, a script root, or a folder
    /// holding one) that could not be listed: the controllers in them are unknown.
    public let unlistedFolders: [String]
    /// Scripts that are not controllers but call `bridgeAttribute` or read data attributes (see `SupportScripts`),
    /// with an empty identifier: what they read, any bridge component's element may hold.
    public let supportScripts: [StimulusController]
    /// Files of controllers borrowed from the other apps of the project's browser (see
    /// `BrowserPeers`): markup may use them, but findings about them are those apps' own.
    public let borrowedPaths: Set<String>
    /// Dependencies outside the repository that may register controllers (see
    /// `UnreadDependencies`): the identifiers they define are unknown.
    public let unreadDependencies: [UnreadDependency]
    /// The project is an engine that no application of the repository loads: it renders in
    /// host apps outside the repository, which may define any identifier and use any of its
    /// controllers.
    public let rendersInUnseenHosts: Bool
    /// Scripts a bundler built from the repository's own sources (see `BuiltScripts`): what they
    /// register, their sources define, so they never conflict with another definition.
    public let builtScripts: Set<String>
    /// The identifiers the app's committed builds name (see `CommittedBuilds`), each with the
    /// first build naming it: possible, though no source here defines them.
    public let committedBuildIdentifiers: [String: String]
    /// The folders (app prefixes) of the apps and engines folded into the project whose own
    /// scripts start a Stimulus application (`Application.start()`): each page loads the bundle
    /// of one of them, so definitions in two of them never meet in one application.
    public let applicationFolders: Set<String>
    /// The layouts whose pages load each definition, where known (see `DefinitionPages`).
    let definitionPages: DefinitionPages
    /// The events the app's scripts other than controllers and support scripts send (see
    /// `ScriptEventSends`).
    public let scriptEventSends: EventSends
    /// The events any script of the app sends: its controllers, support scripts and other scripts.
    public let eventSends: EventSends
    private let indicesByIdentifier: [String: [Int]]

    public init(
        controllers: [StimulusController], registrations: [ControllerRegistration] = [], unprovenRegistrations: [ControllerRegistration] = [],
        unreadRegistrations: [(path: String, location: FileLocation)] = [], renamingLoaders: [(path: String, location: FileLocation)] = [],
        unloadedControllerPaths: Set<String> = [], unreachedFolders: [UnreachedFolder] = [],
        unreachedDefinitionFiles: Set<String> = [], deadImportmapLoaders: [DeadImportmapLoader] = [],
        knownExternalIdentifiers: Set<String> = [], missingPackages: [String] = [],
        unreadPackageLoads: [PackageLoad] = [], unlistedFolders: [String] = [], supportScripts: [StimulusController] = [],
        borrowedPaths: Set<String> = [], unreadDependencies: [UnreadDependency] = [], rendersInUnseenHosts: Bool = false,
        builtScripts: Set<String> = [], committedBuildIdentifiers: [String: String] = [:], applicationFolders: Set<String> = [],
        definitionPages: DefinitionPages = DefinitionPages(), scriptEventSends: EventSends = EventSends()
    ) {
        let sorted = controllers.sorted { ($0.identifier, $0.path) < ($1.identifier, $1.path) }
        self.controllers = sorted
        self.registrations = registrations
        self.unprovenRegistrations = unprovenRegistrations
        self.unreadRegistrations = unreadRegistrations
        self.renamingLoaders = renamingLoaders
        self.unloadedControllerPaths = unloadedControllerPaths.union(unreachedFolders.flatMap(\.controllerPaths))
        unloadedInReachedFolders = unloadedControllerPaths
        self.unreachedFolders = unreachedFolders
        self.unreachedDefinitionFiles = unreachedDefinitionFiles
        self.deadImportmapLoaders = deadImportmapLoaders
        possibleIdentifiers = Set(unprovenRegistrations.map(\.identifier)).union(committedBuildIdentifiers.keys)
        self.knownExternalIdentifiers = knownExternalIdentifiers
        self.missingPackages = missingPackages
        self.unreadPackageLoads = unreadPackageLoads
        self.unlistedFolders = unlistedFolders
        self.supportScripts = supportScripts
        self.borrowedPaths = borrowedPaths
        self.unreadDependencies = unreadDependencies
        self.rendersInUnseenHosts = rendersInUnseenHosts
        self.builtScripts = builtScripts
        self.committedBuildIdentifiers = committedBuildIdentifiers
        self.applicationFolders = applicationFolders
        self.definitionPages = definitionPages
        self.scriptEventSends = scriptEventSends
        eventSends = (sorted + supportScripts).reduce(EventSends()) { $0.union($1.eventSends) }.union(scriptEventSends)
        let reads = Self.dataAttributeReads(of: controllers + supportScripts)
        dataAttributeReads = reads
        dataAttributeNamesRead = Set(reads.map { read in read.firstIndex(of: "=").map { String(read[..<$0]) } ?? read })
        dataAttributeValueReads = (controllers + supportScripts).reduce(into: []) { $0.formUnion($1.dataAttributeValueReads) }
        dataAttributesSelectedByAnyValue = (controllers + supportScripts).reduce(into: []) { $0.formUnion($1.dataAttributesSelectedByAnyValue) }
        propertyReferences = controllers.reduce(into: []) { $0.formUnion($1.propertyReferences) }
        referencesPropertiesByComputedName = controllers.contains(where: \.referencesPropertiesByComputedName)
        var index: [String: [Int]] = [:]
        for (position, controller) in sorted.enumerated() { index[controller.identifier, default: []].append(position) }
        indicesByIdentifier = index
        allIdentifiers = knownExternalIdentifiers.union(index.keys)
    }

    /// Every definition of `identifier`, in path order.
    public func controllers(named identifier: String) -> [StimulusController] {
        (indicesByIdentifier[identifier] ?? []).map { controllers[$0] }
    }

    /// Whether markup may use `identifier`: something defines it, the configuration says it
    /// exists, or a register call whose receiver is not proven names it.
    public func isKnown(_ identifier: String) -> Bool {
        indicesByIdentifier[identifier] != nil || knownExternalIdentifiers.contains(identifier) || possibleIdentifiers.contains(identifier)
    }

    /// The identifiers only a committed build names (no source here defines them, the
    /// configuration does not declare them), by name, each with that build's path.
    public var identifiersOnlyCommittedBuildsName: [(identifier: String, build: String)] {
        committedBuildIdentifiers
            .filter { indicesByIdentifier[$0.key] == nil && !knownExternalIdentifiers.contains($0.key) }
            .map { (identifier: $0.key, build: $0.value) }
            .sorted { $0.identifier < $1.identifier }
    }

    /// Whether every identifier defined somewhere is known: no configured package is missing, no
    /// package loaded with `application.load` went unread, every folder of controllers was
    /// listed, every computed `register` call was read, no loader's names are rewritten by code,
    /// and no dependency outside the repository may register controllers.
    public var identifiersAreComplete: Bool {
        identifiersAreCompleteButForDependencies && unreadDependencies.isEmpty
    }

    /// Whether every identifier is known but for dependencies whose controllers only their own
    /// layouts register, on pages their conventions bound (`UnreadDependency.pages`): a template
    /// no such page shows knows every identifier.
    public var identifiersAreCompleteOutsideDependencyPages: Bool {
        identifiersAreCompleteButForDependencies && !unreadDependencies.isEmpty && unreadDependencies.allSatisfy { $0.pages != nil }
    }

    private var identifiersAreCompleteButForDependencies: Bool {
        missingPackages.isEmpty && unreadPackageLoads.isEmpty && unlistedFolders.isEmpty && unreadRegistrations.isEmpty && renamingLoaders.isEmpty
            && !rendersInUnseenHosts
    }

    /// Whether `identifier` may be a controller an unread dependency registers under its own
    /// name: each of its words is a word of the dependency's name (`modal` for the npm package
    /// `ultimate_turbo_modal`, whose setup call registers it; `dialog` for
    /// `@stimulus-components/dialog`). Such a dependency's names are unknown, so a near miss of
    /// the app's own (`modals`) proves no typo.
    public func mayBeNamedAfterUnreadDependency(_ identifier: String) -> Bool {
        let words = Self.words(of: identifier)
        guard !words.isEmpty else { return false }
        return unreadDependencies.contains { dependency in words.isSubset(of: Self.words(of: dependency.name)) }
    }

    /// The lowercased runs of letters and digits of `name`.
    private static func words(of name: String) -> Set<String> {
        Set(name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }

    /// Every identifier markup may use, for did-you-mean suggestions.
    public let allIdentifiers: Set<String>

    /// Whether any controller or support script reads the attribute `name` itself: markup made
    /// for code that reads it directly is deliberate. With a `value`, only a read of exactly that
    /// value counts (`[data-menu-target="button"]`): code elsewhere setting `dataset.menuTarget`
    /// says nothing about which target names are deliberate.
    public func readsDataAttribute(_ name: String, value: String? = nil) -> Bool {
        guard let value else { return dataAttributeNamesRead.contains(name.lowercased()) }
        return dataAttributeReads.contains(name.lowercased() + "=" + value)
    }

    /// Whether some code may read the attribute `name` of an element whose value is `value`:
    /// code that reads it whatever its value (`getAttribute`, `dataset`, `[data-x-target]`),
    /// or finds exactly that value (`[data-x-target='drawer']`, which says nothing of a
    /// `sidebar`).
    public func mayReadDataAttribute(_ name: String, value: String) -> Bool {
        dataAttributeReads.contains(name.lowercased()) || readsDataAttribute(name, value: value)
    }

    /// Whether some controller or support script reads the value of the attribute `name` as
    /// data (`event.currentTarget.dataset.toggleTarget`, `getAttribute("data-toggle-target")`,
    /// `$(el).data("toggle-target")`): any value of it is written for that code.
    public func readsValue(ofDataAttribute name: String) -> Bool {
        dataAttributeValueReads.contains(name.lowercased())
    }

    /// Whether some controller or support script finds elements by the attribute `name` with a
    /// selector that names no one value (`[data-menu-target]`, `` [data-menu-target="${name}"] ``):
    /// any element that has it may be one the code finds itself.
    public func selectsAnyValue(ofDataAttribute name: String) -> Bool {
        dataAttributesSelectedByAnyValue.contains(name.lowercased())
    }

    /// Whether the app's code finds the markup of `identifier` itself: it reads `data-controller`
    /// with exactly that value (`[data-controller=sourceable]`, `el.dataset.controller ===
    /// "sourceable"`) or an attribute named after it (`[data-sourceable-target]`,
    /// `dataset.sourceablePayloadParam`). Such an identifier is that code's, not a Stimulus
    /// controller's: markup naming it is deliberate even though no controller defines it.
    public func codeReadsMarkup(of identifier: String) -> Bool {
        let identifier = identifier.lowercased()
        let namespace = "data-" + identifier + "-"
        return dataAttributeReads.contains("data-controller=" + identifier)
            || dataAttributeNamesRead.contains { $0.hasPrefix(namespace) }
    }

    /// Every script's `dataAttributeReads` and data map attributes, for look-ups on every file.
    private let dataAttributeReads: Set<String>
    /// The same without the `=value` of selector reads.
    private let dataAttributeNamesRead: Set<String>
    /// Every script's `dataAttributeValueReads`.
    private let dataAttributeValueReads: Set<String>
    /// Every script's `dataAttributesSelectedByAnyValue`.
    private let dataAttributesSelectedByAnyValue: Set<String>

    private static func dataAttributeReads(of scripts: [StimulusController]) -> Set<String> {
        var reads: Set<String> = []
        for script in scripts {
            reads.formUnion(script.dataAttributeReads)
            guard !script.identifier.isEmpty else { continue }
            for key in script.dataMapKeys { reads.insert("data-" + script.identifier.lowercased() + "-" + key) }
        }
        return reads
    }

    /// Whether some controller may read the target `name` (of any controller: an outlet reads
    /// another's): one names `nameTarget`, `nameTargets`, `hasNameTarget`, a
    /// `nameTargetConnected`/`Disconnected` callback, or builds such names.
    public func mayReadTarget(_ name: String) -> Bool {
        mayReadProperty(name, kind: "Target", forms: Self.targetForms)
    }

    /// Whether some controller may read every element of the target `name`, not only the
    /// first: `nameTargets`, a `nameTargetConnected`/`Disconnected` callback (or `hasNameTarget`,
    /// or names built at run time). Where it may not, one element more or less with that target
    /// beside the first changes nothing.
    public func mayReadEveryTarget(_ name: String) -> Bool {
        mayReadProperty(name, kind: "Target", forms: ["Targets", "TargetConnected", "TargetDisconnected"])
    }

    /// Whether `references` (a file's `propertyReferences`) name the target `name`:
    /// `nameTarget`, `nameTargets`, `hasNameTarget`, a `nameTargetConnected`/`Disconnected` callback.
    public static func namesTarget(_ name: String, in references: Set<String>) -> Bool {
        names(name, kind: "Target", forms: targetForms, in: references)
    }

    private static let targetForms = ["Target", "Targets", "TargetConnected", "TargetDisconnected"]

    /// Whether some controller may read the value `name` (camelCase, as declared): one names
    /// `nameValue`, `hasNameValue`, `nameValueChanged`, or builds such names.
    public func mayReadValue(_ name: String) -> Bool {
        mayReadProperty(name, kind: "Value", forms: ["Value", "ValueChanged"])
    }

    private func mayReadProperty(_ name: String, kind: String, forms: [String]) -> Bool {
        guard !referencesPropertiesByComputedName, !name.isEmpty else { return true }
        return Self.names(name, kind: kind, forms: forms, in: propertyReferences)
    }

    /// Whether `references` hold `name` with one of `forms` (`Value`, `ValueChanged`) or as
    /// `has<Name><kind>`.
    private static func names(_ name: String, kind: String, forms: [String], in references: Set<String>) -> Bool {
        guard let first = name.first else { return true }
        let capitalized = first.uppercased() + name.dropFirst()
        return forms.contains { references.contains(name + $0) } || references.contains("has" + capitalized + kind)
    }

    /// Every controller's `propertyReferences`.
    private let propertyReferences: Set<String>
    private let referencesPropertiesByComputedName: Bool

    /// Whether a definition of `identifier` reads `data-*` attributes by a computed name
    /// (`dataset[name]`): any attribute of its element may be one its code reads.
    public func readsAttributesDynamically(_ identifier: String) -> Bool {
        controllers(named: identifier).contains { $0.dynamicAttributeRead != nil }
    }

    /// Whether the app's code may send an event named `name` itself: it sends that literal
    /// name, or computes names that may be it.
    public func mayDispatch(_ name: String) -> Bool {
        eventSends.mayInclude(name)
    }

    /// Where `bridgeAttribute` is called with a computed name, in controllers and support
    /// scripts: any `data-bridge-*` may be read there.
    public var dynamicBridgeAttributeReads: [(path: String, location: FileLocation)] {
        (controllers + supportScripts).compactMap { script in script.dynamicBridgeAttributeRead.map { (script.path, $0) } }
    }

    /// Controllers that extend `BridgeComponent`.
    public var bridgeComponents: [StimulusController] { controllers.filter(\.isBridgeComponent) }

    /// Whether the definition is a `register("x", Klass)` call of a class imported from an npm
    /// package (`blacklight-hierarchy/…/x_controller`): a package's controller, whose uses may be
    /// in the package's own markup (its gem's views), as those `application.load` reads are.
    public func registersPackageClass(_ controller: StimulusController) -> Bool {
        guard case .registration(let path, let location) = controller.origin,
              let module = registrations.first(where: { $0.path == path && $0.location == location })?.classModule else { return false }
        return PackageLoadScanner.isPackageSpecifier(module) && !ModuleResolver.isLocal(module)
    }

    /// The package export a `register` call's class is imported as (`stimulus-rails-autosave`
    /// `default`), nil when it is not a package's or the export is not known.
    private func registeredPackageClass(_ controller: StimulusController) -> String? {
        guard registersPackageClass(controller), case .registration(let path, let location) = controller.origin,
              let registration = registrations.first(where: { $0.path == path && $0.location == location }),
              let module = registration.classModule, let export = registration.classExport, export != "*" else { return nil }
        return module + " " + export
    }

    /// Whether the definition is a `register` call whose class bridgelint can tie to no file, no
    /// package and no class written in the registering file (`module.default` of an import it
    /// cannot follow, a call, a global): that class may be the very one another definition
    /// names, so a duplicate is not proven.
    private func registersUnknownClass(_ controller: StimulusController) -> Bool {
        guard case .registration(let path, let location) = controller.origin,
              let registration = registrations.first(where: { $0.path == path && $0.location == location }) else { return false }
        if registration.classPath != nil || registration.isOwnClass { return false }
        guard let module = registration.classModule else { return true }
        return !PackageLoadScanner.isPackageSpecifier(module) || ModuleResolver.isLocal(module)
    }

    /// Whether the file at `path` is loaded under more than one identifier.
    private func hasSeveralNames(_ path: String) -> Bool {
        Set(controllers.lazy.filter { $0.path == path }.map(\.identifier)).count > 1
    }

    /// Whether the definition is the project's own, not borrowed from another app of its browser.
    public func isOwn(_ controller: StimulusController) -> Bool {
        !borrowedPaths.contains(controller.path)
    }

    /// The project's own definitions of `identifier` that come from different files, when there
    /// is more than one: Stimulus keeps only one of them, so the others are dead or shadowed.
    /// A build of the repository's sources repeats their definitions, so it is none of them.
    public func conflictingDefinitions(named identifier: String) -> [StimulusController] {
        var seenPaths: Set<String> = []
        var seenPackageClasses: Set<String> = []
        let distinct = controllers(named: identifier).filter { controller in
            if case .registration(let path, _) = controller.origin, builtScripts.contains(path) { return false }
            // A file in a folder no entry point reaches defines nothing Stimulus sees
            // (`stimulus-unloaded-controller`'s). A file its folder's manifest skips stays one:
            // a `register` of another class under its name is the mistake to report.
            if isUnreached(controller) { return false }
            if registersUnknownClass(controller) { return false }
            // A file without a default export is registered by no loader, under no name of its path.
            if controller.origin == .conventionalPath, controller.hasNoDefaultExport { return false }
            // The same export of the same package registered again (`import Autosave from
            // "stimulus-rails-autosave"` in two files) is one class, not a second definition.
            if let packageClass = registeredPackageClass(controller), !seenPackageClasses.insert(packageClass).inserted { return false }
            // A loader that names files by the app's own code gives each a guessed name beside
            // the path's: one of them may meet another file's name without Stimulus ever doing so.
            if case .conventionalPath = controller.origin, hasSeveralNames(controller.path) { return false }
            return isOwn(controller) && seenPaths.insert(controller.path).inserted
        }
        return distinct.indices.filter { index in
            distinct.indices.contains { $0 != index && mayMeet(distinct[index], distinct[$0]) }
        }.map { distinct[$0] }
    }

    /// Whether two definitions may be registered in one Stimulus application on one page. Not
    /// when an engine that starts its own application (its own bundle) holds one and the host
    /// the other; when a script that starts one and keeps it to itself (a pack's own
    /// `Application.start()`) registers one; nor when the layouts whose pages load them are
    /// known and differ (an admin entry point and a shop entry point, see `ScriptLayouts`).
    public func mayMeet(_ first: StimulusController, _ second: StimulusController) -> Bool {
        guard applicationKey(of: first) == applicationKey(of: second) else { return false }
        guard let firstPages = definitionPages.layouts(of: first), let secondPages = definitionPages.layouts(of: second) else { return true }
        return !firstPages.isDisjoint(with: secondPages)
    }

    /// The application a definition is in: its file's own when a `register` call is on an
    /// application that file starts and shares with no other (see `ControllerRegistration.isOnPrivateApplication`),
    /// else its folder's (`applicationFolder`).
    private func applicationKey(of controller: StimulusController) -> String {
        if case .registration(let path, let location) = controller.origin,
           registrations.contains(where: { $0.path == path && $0.location == location && $0.isOnPrivateApplication }) {
            return "file:" + path
        }
        return applicationFolder(of: controller)
    }

    /// A definition of `identifier` outside the folders no entry point reaches, if any.
    public func reachedDefinition(named identifier: String) -> StimulusController? {
        controllers(named: identifier).first { !isUnreached($0) }
    }

    /// Whether the definition's file (or its `register` call's) is in a folder no entry point
    /// of the app reaches (`unreachedFolders`), or is a file none reaches (`unreachedDefinitionFiles`).
    private func isUnreached(_ controller: StimulusController) -> Bool {
        var place = controller.path
        if case .registration(let path, _) = controller.origin { place = path }
        return unreachedDefinitionFiles.contains(place) || unreachedFolders.contains { place.hasPrefix($0.folder + "/") }
    }

    /// The places in order, each once.
    private static func distinctPlaces(_ places: [(path: String, location: FileLocation)]) -> [(path: String, location: FileLocation)] {
        places.reduce(into: []) { kept, place in
            if !kept.contains(where: { $0.path == place.path && $0.location == place.location }) { kept.append(place) }
        }
    }

    /// The folder of the application whose bundle holds the definition: the longest of
    /// `applicationFolders` its file (or `register` call) is in, else the project's (`""`).
    private func applicationFolder(of controller: StimulusController) -> String {
        var place = controller.path
        if case .registration(let path, _) = controller.origin { place = path }
        return applicationFolders.filter { place.hasPrefix($0) }.max { $0.count < $1.count } ?? ""
    }
}

extension ControllerCatalog {
    /// The catalog of a project whose pages run in one browser with other apps: the
    /// definitions and gaps of its `own` catalogs (the app's, its engines' and dummy apps'), and
    /// the `borrowed` catalogs of the other apps of that browser (see `BrowserPeers`), and the
    /// dependencies of the browser that may register controllers unseen. A file both read is the
    /// project's own.
    public convenience init(own: [ControllerCatalog], borrowed: [ControllerCatalog] = [], unreadDependencies: [UnreadDependency] = [],
                rendersInUnseenHosts: Bool = false) {
        let ownControllers = own.flatMap(\.controllers)
        let ownPaths = Set(ownControllers.map(\.path))
        let borrowedControllers = borrowed.flatMap(\.controllers).filter { !ownPaths.contains($0.path) }
        let all = own + borrowed
        func unique<T: Hashable>(_ values: [T]) -> [T] {
            var seen: Set<T> = []
            return values.filter { seen.insert($0).inserted }
        }
        self.init(
            controllers: ownControllers + borrowedControllers,
            registrations: unique(all.flatMap(\.registrations)),
            unprovenRegistrations: unique(all.flatMap(\.unprovenRegistrations)),
            unreadRegistrations: Self.distinctPlaces(all.flatMap(\.unreadRegistrations)),
            renamingLoaders: Self.distinctPlaces(all.flatMap(\.renamingLoaders)),
            // A file no entry point loads is reported by the app that owns it.
            unloadedControllerPaths: own.reduce(into: Set<String>()) { $0.formUnion($1.unloadedInReachedFolders) },
            // Another part of the browser, or a host app not in the repository, may load the folder.
            unreachedFolders: own.count == 1 && borrowed.isEmpty && !rendersInUnseenHosts ? own[0].unreachedFolders : [],
            unreachedDefinitionFiles: own.count == 1 && borrowed.isEmpty && !rendersInUnseenHosts ? own[0].unreachedDefinitionFiles : [],
            // A loader is reported by the app that holds it.
            deadImportmapLoaders: unique(own.flatMap(\.deadImportmapLoaders)),
            knownExternalIdentifiers: all.reduce(into: Set<String>()) { $0.formUnion($1.knownExternalIdentifiers) },
            missingPackages: unique(all.flatMap(\.missingPackages)),
            unreadPackageLoads: unique(all.flatMap(\.unreadPackageLoads)),
            unlistedFolders: unique(all.flatMap(\.unlistedFolders)),
            supportScripts: all.flatMap(\.supportScripts),
            borrowedPaths: Set(borrowedControllers.map(\.path)),
            unreadDependencies: unique(all.flatMap(\.unreadDependencies) + unreadDependencies),
            rendersInUnseenHosts: rendersInUnseenHosts,
            builtScripts: all.reduce(into: Set<String>()) { $0.formUnion($1.builtScripts) },
            committedBuildIdentifiers: all.reduce(into: [String: String]()) { $0.merge($1.committedBuildIdentifiers) { first, _ in first } },
            // Only parts beside the app's own application keep theirs apart.
            applicationFolders: own.count > 1 ? own.reduce(into: Set<String>()) { $0.formUnion($1.applicationFolders) } : [],
            // Another part of the browser may load a script from its own layouts.
            definitionPages: own.count == 1 && borrowed.isEmpty ? own[0].definitionPages : DefinitionPages(),
            scriptEventSends: all.reduce(EventSends()) { $0.union($1.scriptEventSends) })
    }
}

/// A controllers folder no entry point of the app reaches (see `EntryPointReach`).
public struct UnreachedFolder: Sendable, Equatable {
    /// Root-relative.
    public var folder: String
    /// The entry points bridgelint read, all of them.
    public var entryPoints: [String]
    /// The controller files in the folder.
    public var controllerPaths: [String]
}
