import BridgeLintGraph
import BridgeLintProject
import BridgeLintReporters
import BridgeLintRules

extension ComponentMatrix {
    /// The matrix of `project`: one component per web controller that extends `BridgeComponent`
    /// (matched with native classes by its `static component` name), then one per native name
    /// no web controller uses. `usage` and `rulesBySubject` come from a whole-project lint run;
    /// `graph`, when given, tells the pages that show each component.
    public init(project: ProjectModel, usage: ControllerUsage, rulesBySubject: [String: Set<String>], graph: RenderGraph? = nil) {
        let catalog = project.native
        func native(named name: String?, on platform: Platform) -> [NativeSide] {
            guard let name else { return [] }
            return catalog.components(named: name, platform: platform).map { NativeSide($0, in: catalog) }
        }
        func rules(identifier: String?, name: String?) -> [String] {
            // A finding names its subject by identifier or by component name; a name that is
            // also another controller's identifier is about that controller.
            var keys = identifier.map { [$0] } ?? []
            if let name, name != identifier, !project.controllers.isKnown(name) { keys.append(name) }
            return Set(keys.flatMap { rulesBySubject[$0] ?? [] }).sorted()
        }

        var seen: Set<[String]> = []
        // Components borrowed from another app of the browser are listed under that app.
        let webControllers = project.controllers.bridgeComponents.filter { project.controllers.isOwn($0) && seen.insert([$0.identifier, $0.path]).inserted }
        var components = webControllers.map { controller in
            Component(
                identifier: controller.identifier, name: controller.componentName, web: WebSide(controller),
                ios: native(named: controller.componentName, on: .ios), android: native(named: controller.componentName, on: .android),
                usage: Usage(usage.uses(of: controller.identifier), pages: graph?.pages(mounting: controller.identifier)), rules: rules(identifier: controller.identifier, name: controller.componentName))
        }
        let webNames = Set(webControllers.compactMap(\.componentName))
        let nativeOnly = catalog.components.filter { component in component.name.map { !webNames.contains($0) } ?? true }
        var namesDone: Set<String> = []
        for component in nativeOnly {
            guard let name = component.name else {
                // No literal name: it matches nothing, so it stands alone.
                let side = [NativeSide(component, in: catalog)]
                components.append(Component(identifier: nil, name: nil, web: nil, ios: component.platform == .ios ? side : [],
                                            android: component.platform == .android ? side : [], usage: nil, rules: []))
                continue
            }
            guard namesDone.insert(name).inserted else { continue }
            components.append(Component(identifier: nil, name: name, web: nil, ios: native(named: name, on: .ios),
                                        android: native(named: name, on: .android), usage: nil, rules: rules(identifier: nil, name: name)))
        }
        components.sort(by: Self.displayOrder)
        self.init(components: components, notes: Self.registrationNotes(components: components, catalog: catalog)
            + Self.unreadPackageNotes(project.controllers))
    }

    /// Controllers a package defines whose classes could not be read (a bundle): they may be
    /// bridge components, but they cannot be listed, so say where they come from.
    private static func unreadPackageNotes(_ catalog: ControllerCatalog) -> [String] {
        var byPackage: [String: (path: String, identifiers: [String])] = [:]
        for controller in catalog.controllers where !controller.membersAreKnown {
            guard case .package(let name) = controller.origin else { continue }
            byPackage[name, default: (controller.path, [])].identifiers.append(controller.identifier)
        }
        var notes = byPackage.keys.sorted().map { name -> String in
            let entry = byPackage[name]!
            let count = entry.identifiers.count == 1 ? "1 controller" : "\(entry.identifiers.count) controllers"
            return "\(count) of `\(name)` (\(entry.path)) \(entry.identifiers.count == 1 ? "is" : "are") not listed: "
                + "the classes sit in a bundle bridgelint does not read (\(entry.identifiers.sorted().map { "`\($0)`" }.joined(separator: ", ")))."
        }
        for load in catalog.unreadPackageLoads {
            notes.append("the controllers `\(load.package)` defines (loaded in \(load.path):\(load.location.line)) are not listed: its source is not in the repository.")
        }
        return notes
    }

    /// By name (components whose name is unknown last), then identifier.
    private static func displayOrder(_ first: Component, _ second: Component) -> Bool {
        if (first.name == nil) != (second.name == nil) { return second.name == nil }
        return (first.name ?? "", first.identifier ?? "") < (second.name ?? "", second.identifier ?? "")
    }

    /// Why registration is unknown on a platform: each argument of a registration call that
    /// could not be read, when some component of that platform depends on it.
    private static func registrationNotes(components: [Component], catalog: NativeCatalog) -> [String] {
        Platform.allCases.flatMap { platform -> [String] in
            let sides = components.flatMap { platform == .ios ? $0.ios : $0.android }
            guard sides.contains(where: { $0.registration == .unknown }) else { return [] }
            return catalog.registrations(on: platform).flatMap(\.unresolved).map { unresolved in
                "\(platform.displayName) registration is unknown: \(unresolved.site.path):\(unresolved.site.line) passes "
                    + "`\(unresolved.displayExpression)`, which cannot be read (\(unresolved.reason))."
            }
        }
    }
}

extension ComponentMatrix.WebSide {
    init(_ controller: StimulusController) {
        self.init(location: ComponentMatrix.Location(path: controller.path, line: controller.classLocation?.line),
                  events: controller.sentEvents.map { ComponentMatrix.SentEvent(name: $0.name, keys: $0.keys, keysAreDynamic: $0.keysAreDynamic) })
    }
}

extension ComponentMatrix.NativeSide {
    init(_ component: NativeComponent, in catalog: NativeCatalog) {
        let site = component.classSite ?? component.nameSite
        self.init(
            className: component.className,
            location: site.map { ComponentMatrix.Location(path: $0.path, line: $0.line) },
            registration: Self.registration(of: component, in: catalog),
            messages: component.messages.map(ComponentMatrix.Message.init))
    }

    /// Registered when a registration lists it; unknown when it is not listed but a
    /// registration of its platform passes something that could not be read.
    private static func registration(of component: NativeComponent, in catalog: NativeCatalog) -> ComponentMatrix.Registration {
        let registrations = catalog.registrations(on: component.platform)
        if registrations.contains(where: { $0.entries.contains { registers($0, component) } }) { return .registered }
        return registrations.contains { !$0.isResolved } ? .unknown : .notRegistered
    }

    /// iOS lists classes; on Android the component is the factory itself, known by where its
    /// name is written (two factories may build the same class).
    private static func registers(_ entry: NativeRegistrationEntry, _ component: NativeComponent) -> Bool {
        switch component.platform {
        case .ios:
            return entry.className != nil && entry.className == component.className
        case .android:
            if let site = component.nameSite { return entry.factoryName?.site == site }
            return entry.factoryName?.value == nil && entry.className != nil && entry.className == component.className
        }
    }
}

extension ComponentMatrix.Message {
    init(_ message: MessageStruct) {
        self.init(
            name: message.name, location: ComponentMatrix.Location(path: message.site.path, line: message.site.line),
            fields: message.fields.filter(\.isDecoded).map {
                ComponentMatrix.Field(property: $0.name, key: $0.jsonKey, type: $0.typeName, isRequired: $0.isRequired)
            },
            hasCustomDecoding: message.hasCustomDecoding)
    }
}

extension ComponentMatrix.Usage {
    init(_ uses: [ControllerUsage.Use], pages: [String]?) {
        self.init(templates: Set(uses.map(\.path)).count, uses: uses.count, pages: pages)
    }
}
