import BridgeLintCore

/// The parts of a project model, each read from the repository when first asked for, by
/// whichever thread asks (the others wait): a run over one template reads only what its rules
/// look at. Every part reads within the same `Reading`, so what the load looked at and what it
/// skipped add up to the same as when every part is read at once.
struct ProjectModelParts: Sendable {
    /// The parts, by the name the result cache keys what depends on each by (see `PartReads`).
    enum Part: String, CaseIterable, Sendable {
        case nativeSources, rubySources, controllers, native, schema, pathConfigurations, routes, imageOnlyControls, namesTurbo, loadsTurbo, packages, stylesheets, mimeRegistrations
    }

    /// What the parts' reads share: the size limit (which keeps the files it skipped) and the
    /// record of what each part looked at (nil for a model built in memory).
    struct Reading: Sendable {
        var limit: FileSizeLimit
        var reads: PartReads?

        /// `part`, made within this reading when first asked for. What it reads is recorded as
        /// its own, also when another part asks for it (its reads are not the asker's).
        func lazily<Value: Sendable>(_ part: Part, _ make: @escaping @Sendable () -> Value) -> Lazy<Value> {
            let (limit, reads) = (limit, reads)
            return Lazy {
                let value = FileReader.$reads.withValue(reads?.reads(of: part)) { FileSizeLimit.$current.withValue(limit, operation: make) }
                reads?.markMade(part)
                return value
            }
        }
    }

    /// What the app's packages and layouts say about the libraries its pages load.
    struct Packages: Sendable {
        var railsUJS: RailsUJS.Evidence
        var bridgeLibraryVersion: PackageVersion?
        var stimulusVersion: PackageVersion?
        var namesStimulus: Bool
        /// Controllers the app's layouts register in inline scripts (see `InlineScripts`).
        var layoutRegistrations: [ControllerRegistration] = []
        /// Whether the app, or an engine folded into it, loads Flowbite (see `FlowbiteLibrary.isLoaded`).
        var loadsFlowbite = false
        /// The version of the app's Rails (see `RailsVersion`), nil when its files do not say.
        var railsVersion: RailsVersion?
    }

    var nativeSources: Lazy<NativeSources>
    var rubySources: Lazy<RubySources>
    var controllers: Lazy<ControllerCatalog>
    var native: Lazy<NativeCatalog>
    var schema: Lazy<SchemaCatalog>
    var pathConfigurations: Lazy<PathConfigurationCatalog>
    var routes: Lazy<RouteTable>
    /// The helpers of `routes`, prepared for the near misses of an undefined one.
    let routeHelperNames: Lazy<RouteHelperNames>
    var imageOnlyControls: Lazy<[ImageOnlyControl]>
    var namesTurbo: Lazy<Bool>
    /// Whether the app's pages may run Turbo (see `TurboDependency.isLoaded`).
    var loadsTurbo: Lazy<Bool>
    var packages: Lazy<Packages>
    var stylesheets: Lazy<StylesheetSelectors>
    var mimeRegistrations: Lazy<MimeRegistrations>
    private let reading: Reading
    private let facts: SourceFactsStore?
    /// Reads every part, then keeps the scans the load used (see `SourceFactsStore.save`:
    /// it keeps only what the load saw, so it waits for the whole load).
    private let everyPart: Lazy<Bool>

    init(reading: Reading, facts: SourceFactsStore?, nativeSources: Lazy<NativeSources>, rubySources: Lazy<RubySources>,
         controllers: Lazy<ControllerCatalog>, native: Lazy<NativeCatalog>, schema: Lazy<SchemaCatalog>,
         pathConfigurations: Lazy<PathConfigurationCatalog>, routes: Lazy<RouteTable>, imageOnlyControls: Lazy<[ImageOnlyControl]>,
         namesTurbo: Lazy<Bool>, loadsTurbo: Lazy<Bool>, packages: Lazy<Packages>, stylesheets: Lazy<StylesheetSelectors>,
         mimeRegistrations: Lazy<MimeRegistrations>) {
        (self.nativeSources, self.rubySources, self.controllers, self.native, self.schema) = (nativeSources, rubySources, controllers, native, schema)
        (self.pathConfigurations, self.routes, self.imageOnlyControls) = (pathConfigurations, routes, imageOnlyControls)
        (self.namesTurbo, self.packages, self.stylesheets, self.reading, self.facts) = (namesTurbo, packages, stylesheets, reading, facts)
        (self.loadsTurbo, self.mimeRegistrations) = (loadsTurbo, mimeRegistrations)
        routeHelperNames = Lazy { RouteHelperNames(routes: routes.value) }
        everyPart = Lazy {
            _ = (nativeSources.value, rubySources.value, pathConfigurations.value, routes.value, imageOnlyControls.value)
            _ = (controllers.value, native.value, schema.value, namesTurbo.value, loadsTurbo.value, packages.value, stylesheets.value)
            _ = mimeRegistrations.value
            facts?.save(controllers: true, schemas: true, nativeSources: true)
            return true
        }
    }

    /// The parts of a model built in memory: nothing to read.
    init(controllers: ControllerCatalog, native: NativeCatalog, schema: SchemaCatalog, railsUJS: RailsUJS.Evidence, namesTurbo: Bool) {
        self.init(reading: Reading(limit: FileSizeLimit(bytes: FileSizeLimit.defaultBytes), reads: nil), facts: nil,
                  nativeSources: Lazy(value: NativeSources()), rubySources: Lazy(value: RubySources()),
                  controllers: Lazy(value: controllers), native: Lazy(value: native), schema: Lazy(value: schema),
                  pathConfigurations: Lazy(value: PathConfigurationCatalog()), routes: Lazy(value: RouteTable()),
                  imageOnlyControls: Lazy(value: []), namesTurbo: Lazy(value: namesTurbo), loadsTurbo: Lazy(value: true),
                  packages: Lazy(value: Packages(railsUJS: railsUJS, namesStimulus: true)), stylesheets: Lazy(value: StylesheetSelectors()),
                  mimeRegistrations: Lazy(value: .none))
    }

    /// Reads every part not read yet.
    func readAll() {
        _ = everyPart.value
    }

    /// What the parts read so far looked at.
    var reads: PartReads? { reading.reads }

    /// Keeps the stored scans of the parts made so far (see `SourceFactsStore.save`); those of
    /// parts not made are kept as they were.
    func saveStoredScans() {
        guard let facts, let made = reading.reads?.partsMade else { return }
        facts.save(controllers: made.contains(.controllers), schemas: made.contains(.schema), nativeSources: made.contains(.native))
    }

    /// The files the parts read so far skipped for their size (root-relative path, size).
    func skippedFiles(relativeTo root: String) -> [(path: String, size: Int)] {
        reading.limit.skippedFiles.map { file in
            (file.path.hasPrefix(root + "/") ? String(file.path.dropFirst(root.count + 1)) : file.path, file.size)
        }
    }
}
