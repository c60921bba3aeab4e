/// A 1-based line and 1-based Unicode-scalar column in a project file.
public struct FileLocation: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// What one Stimulus controller (or Hotwire Native bridge component) declares, as read from its
/// source. Sets are what the source states literally; `openDeclarations` says which of them may
/// hold more than that (a spread, a computed key, a superclass that is not Stimulus's own).
public struct StimulusController: Sendable, Hashable {
    /// Where a controller's identifier comes from.
    public enum Origin: Sendable, Hashable {
        /// Its path under a controllers folder (PROTOCOL §3).
        case conventionalPath
        /// An `application.register("id", Klass)` call at this place.
        case registration(path: String, location: FileLocation)
        /// A controller file inside this npm package.
        case package(String)
    }

    /// The declaration lists Stimulus reads from static properties.
    public enum Declaration: String, Sendable, Hashable, CaseIterable {
        case targets, values, classes, outlets
    }

    public enum ValueType: String, Sendable, Hashable {
        case string = "String", number = "Number", boolean = "Boolean", array = "Array", object = "Object"
        /// Not a literal type name (a variable, a spread).
        case unknown
    }

    /// One entry of `static values`.
    public struct Value: Sendable, Hashable {
        /// As declared, in camelCase (`submitTitle`); markup uses it dasherized.
        public var name: String
        public var type: ValueType
        public var hasDefault: Bool
        public var location: FileLocation
    }

    /// One string literal read with `bridgeAttribute("name")`.
    public struct BridgeAttributeRead: Sendable, Hashable {
        /// As given: the library adds `data-bridge-` and changes nothing else.
        public var name: String
        public var location: FileLocation
    }

    /// One `this.send("event", { ... })` call.
    public struct SentEvent: Sendable, Hashable {
        /// Nil when the event is not a literal.
        public var name: String?
        /// Keys of the data object literal, in source order.
        public var keys: [String]
        /// The data holds keys that cannot be read from source (spread, computed, a variable).
        public var keysAreDynamic: Bool
        public var location: FileLocation
    }

    public var identifier: String
    /// The file that defines the class, relative to the project root (or the file holding a
    /// registration whose class could not be found).
    public var path: String
    public var origin: Origin
    /// False when the class could not be read (a registration of a class from an unknown
    /// module): the controller exists, but nothing is known about its members.
    public var membersAreKnown: Bool

    public var className: String?
    /// Where the `class` keyword is.
    public var classLocation: FileLocation?
    /// The last name of the `extends` clause (`Controller`, `BridgeComponent`, `ApplicationController`).
    public var superclassName: String?
    /// The module `superclassName` is imported from, as written (`"@hotwired/stimulus"`, `"./base_controller"`).
    public var superclassModule: String?
    /// `extends BridgeComponent` (Hotwire Native bridge, or Strada), directly or through a
    /// local superclass.
    public var isBridgeComponent: Bool
    /// The module `BridgeComponent` is imported from along the superclass chain, as written
    /// (`"@hotwired/hotwire-native-bridge"`, or Strada's `"@hotwired/strada"`).
    public var bridgeComponentModule: String?
    /// The files of local superclasses whose declarations and methods were merged into this
    /// controller, nearest first.
    public var ancestorPaths: [String]
    /// The superclass chain was read up to Stimulus's `Controller` or `BridgeComponent`.
    public var inheritanceIsKnown: Bool
    /// Where the superclass chain stops unread, as a note says it (``the class `Base` from
    /// `base-package` ``, ``the class `mix(...)` returns``); nil when it is read to the end.
    public var unreadSuperclass: String?

    /// `static component = "nav"`: the name the native side must register.
    public var componentName: String?
    /// Where the name is written in this file; nil when it is inherited.
    public var componentLocation: FileLocation?

    public var targets: Set<String>
    public var values: [String: Value]
    public var classes: Set<String>
    public var outlets: Set<String>
    /// Declarations that may hold names the source does not state literally.
    public var openDeclarations: Set<Declaration>

    /// Public methods and function-valued class fields: what `controller#method` can call.
    public var actionMethods: Set<String>

    /// `actionMethods` but the callbacks Stimulus calls itself, sorted: what an action means,
    /// for completion and hover.
    public var actions: [String] { actionMethods.filter { !Self.isCallback($0) }.sorted() }

    /// Whether Stimulus calls a method of this name itself: `initialize`, `connect`,
    /// `disconnect`, and the change callbacks (`openValueChanged`, `itemTargetConnected`,
    /// `modalOutletDisconnected`). Callable as actions, but never what an action meant.
    public static func isCallback(_ name: String) -> Bool {
        lifecycleCallbacks.contains(name) || callbackSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    private static let lifecycleCallbacks: Set<String> = ["initialize", "connect", "disconnect"]
    private static let callbackSuffixes = ["ValueChanged", "TargetConnected", "TargetDisconnected", "OutletConnected", "OutletDisconnected"]
    /// Public instance fields whose value is not a function literal (`timer = null`, `save =
    /// debounce(...)`), and properties the code sets at run time (`this.search =
    /// debounce(this._search, 300)` in `connect()`, `Object.defineProperty(this, "x", ...)`):
    /// an action naming one is not provably wrong.
    public var otherFields: Set<String>

    public var bridgeAttributes: [BridgeAttributeRead]
    /// Where `bridgeAttribute(name)` is first called with a non-literal name, if it is.
    public var dynamicBridgeAttributeRead: FileLocation?
    /// `bridgeAttribute(name)` is also called with a non-literal name.
    public var readsDynamicBridgeAttributes: Bool { dynamicBridgeAttributeRead != nil }
    public var usesBridgeElement: Bool
    /// The file reads a `title` property (`bridgeElement.title`, `item.title`, or `title` taken
    /// apart from an object): where `BridgeElement.title` may run, and throw on an element with
    /// no title. A component that only calls `bridgeAttribute` never reads it.
    public var readsTitle: Bool
    public var sentEvents: [SentEvent]

    /// `data-*` attributes the file reads itself: names read through `element.dataset.columnIdValue`
    /// (as `data-column-id-value`), `dataset["x"]`, `getAttribute("data-x")` or a selector
    /// `[data-x]`, and `name=value` for a selector with a value (`[data-menu-target="button"]`,
    /// `[data-controller~=menu]`) or a read compared with a literal (`dataset.controller === "menu"`).
    /// An attribute shaped like a Stimulus value or target that the code reads directly is not a typo.
    public var dataAttributeReads: Set<String>
    /// The `data-*` attributes whose value the file reads as data (`el.dataset.toggleTarget`
    /// not assigned, `getAttribute("data-toggle-target")`, jQuery's `.data("toggle-target")`):
    /// markup written for that code, whatever its value (a write, a presence test or a selector
    /// says nothing about other values).
    public var dataAttributeValueReads: Set<String>
    /// The `data-*` attributes a selector string of the file names without one literal value
    /// (`[data-menu-target]`, `[data-menu-target^="it"]`, `` [data-menu-target="${name}"] ``): the
    /// code may find any element that has the attribute, whatever its value.
    public var dataAttributesSelectedByAnyValue: Set<String>

    /// The app's own modules the file imports (relative, `controllers/...`, `~/`, `@/`), as
    /// written: helpers that may read the controller's attributes for it.
    public var localImports: [String]

    /// Where the file first reads `data-*` attributes by a name it computes
    /// (`dataset[name]`, ``getAttribute(`data-${name}-value`)``, `Object.keys(el.dataset)`,
    /// `this.data.get(key)`), if it does: any of its controller's attributes may be read there.
    public var dynamicAttributeRead: FileLocation?

    /// The names of target and value properties and callbacks the file mentions
    /// (`iframeWrapperTarget`, `hasMutedValue`, `itemTargetConnected`; see `PropertyReferenceScanner`).
    public var propertyReferences: Set<String>
    /// The file builds such a name (`` this[`${name}Target`] ``): it may read any target or value.
    public var referencesPropertiesByComputedName: Bool

    /// Keys read through Stimulus 1's data map (`this.data.get("offset")`), dasherized: the
    /// attributes `data-<identifier>-<key>`.
    public var dataMapKeys: Set<String>

    /// Whether the file reads the attribute `name` itself, with this value when one is given.
    public func readsDataAttribute(_ name: String, value: String? = nil) -> Bool {
        let name = name.lowercased()
        if dataAttributeReads.contains(name) { return true }
        let prefix = "data-" + identifier.lowercased() + "-"
        if name.hasPrefix(prefix), dataMapKeys.contains(String(name.dropFirst(prefix.count))) { return true }
        if let value { return dataAttributeReads.contains(name + "=" + value) }
        return dataAttributeReads.contains { $0.hasPrefix(name + "=") }
    }

    /// The events the file sends under names an action may listen for (see `EventSendScanner`).
    public var eventSends: EventSends

    public var overridesConnect: Bool
    /// Where the name of the `connect()` method is, when the class overrides it.
    public var connectLocation: FileLocation?
    public var callsSuperConnect: Bool
    /// Where the controller is first given to code that may add methods the class does not
    /// state (`popupMenu(this)`, stimulus-use's `useTransition(this)`, `Object.assign(this,
    /// helpers)`, `this[name] = ...`), if it is; in an ancestor's file, the ancestor's line.
    public var methodsGainedAt: FileLocation?
    /// `Object.assign(this, helpers)` with `helpers` imported from one of the app's modules:
    /// the keys of the object that module exports are the controller's members once it is read.
    public struct MixinImport: Sendable, Hashable {
        /// The specifier, as written.
        public var module: String
        /// The export: `default` or a name.
        public var exported: String
        /// Where the mixin is applied: the controller may gain methods here if the module is not read.
        public var location: FileLocation
    }

    /// Mixin objects imported from the app's modules (see `MixinImport`), read by the catalog.
    public var mixinImports: [MixinImport]

    /// Whether the controller may have methods the source does not name (see `methodsGainedAt`).
    public var mayGainMethods: Bool { methodsGainedAt != nil }

    /// The members of `this` the controller hands whole to a function or class imported from a
    /// package (`new Choices(this.selectTarget, ...)`, `flatpickr(this.element)`), as written:
    /// `element`, `selectTarget`, `itemTargets`. That library works on those elements and may
    /// dispatch events of any name on them.
    public var handedToPackages: Set<String>
    /// Where the first of them is handed over; in an ancestor's file, the ancestor's line.
    public var handedToPackagesAt: FileLocation?
    /// The bare specifiers the callees are imported from (`choices.js`, `flatpickr`), as
    /// written: the catalog drops the hand-overs when each names a module of the app.
    public var handedToModules: Set<String>

    /// Whether the controller hands its element (`this.element`) to a package's code.
    public var handsElementToPackage: Bool { handedToPackages.contains("element") }

    /// Whether the controller hands its target `name` (`this.<name>Target` or
    /// `this.<name>Targets`) to a package's code.
    public func handsTargetToPackage(_ name: String) -> Bool {
        handedToPackages.contains(name + "Target") || handedToPackages.contains(name + "Targets")
    }

    /// Why the file could not be read as a controller class, if it could not.
    public var parseProblems: [String]

    /// The file is an ES module with exports and provably no default export
    /// (`export class FilterController extends Controller`): no loader registers it
    /// (`definitionsFromContext`, `eagerLoadControllersFrom` and `lazyLoadControllersFrom` take
    /// the module's default export), only a `register` call naming its class does.
    public var hasNoDefaultExport: Bool
    /// The function whose result the file exports as its default (`WithModal` in `export
    /// default WithModal(LinkController)`): the registered class is made at run time, so its
    /// declarations are open and it may gain methods (`methodsGainedAt` is the call).
    public var exportedThrough: String?

    /// A controller with nothing declared yet.
    public init(identifier: String, path: String, origin: Origin = .conventionalPath) {
        self.identifier = identifier
        self.path = path
        self.origin = origin
        membersAreKnown = true
        isBridgeComponent = false
        ancestorPaths = []
        inheritanceIsKnown = false
        targets = []
        values = [:]
        classes = []
        outlets = []
        openDeclarations = []
        actionMethods = []
        otherFields = []
        bridgeAttributes = []
        usesBridgeElement = false
        readsTitle = false
        sentEvents = []
        dataAttributeReads = []
        dataAttributeValueReads = []
        dataAttributesSelectedByAnyValue = []
        dataMapKeys = []
        propertyReferences = []
        referencesPropertiesByComputedName = false
        localImports = []
        mixinImports = []
        handedToPackages = []
        handedToModules = []
        eventSends = EventSends()
        overridesConnect = false
        callsSuperConnect = false
        parseProblems = []
        hasNoDefaultExport = false
    }

    /// Whether the controller's members all come from this file and Stimulus itself, so that a
    /// name missing from it is provably missing.
    public var isClosed: Bool { membersAreKnown && openDeclarations.isEmpty && inheritanceIsKnown }

    /// A bridge component, or any controller that calls `bridgeAttribute` itself.
    public var readsBridgeAttributes: Bool {
        isBridgeComponent || !bridgeAttributes.isEmpty || readsDynamicBridgeAttributes
    }

    /// Whether the controller may read `data-bridge-*` attributes its file does not show: its
    /// class was not read, or it extends an app's own bridge base class (`extends
    /// ApplicationBridgeComponent`), which may read names of its own.
    public var bridgeReadsAreUnknown: Bool {
        !membersAreKnown || extendsAppBridgeClass
    }

    /// `extends ApplicationBridgeComponent`: a superclass other than the library's whose name
    /// contains `Bridge`.
    var extendsAppBridgeClass: Bool {
        guard let superclass = superclassName, !Self.libraryBaseClasses.contains(superclass) else { return false }
        return superclass.contains("Bridge")
    }

    /// Superclass names that end an inheritance chain at Stimulus or the bridge library.
    static let libraryBaseClasses: Set<String> = ["Controller", "BridgeComponent"]

    /// Whether an import specifier names Stimulus or the bridge library (`@hotwired/stimulus`,
    /// `stimulus`, `@hotwired/hotwire-native-bridge`, `@hotwired/strada`), so that a `Controller`
    /// imported from it is theirs; a `Controller` from the app's own files is a class to read.
    static func isLibraryModule(_ specifier: String) -> Bool {
        guard !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !specifier.hasPrefix("controllers/") else { return false }
        let name = specifier.lowercased()
        return ["stimulus", "hotwire-native-bridge", "strada"].contains { name.contains($0) }
    }
}
