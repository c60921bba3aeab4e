/// The notes that say why member rules are silent about some controllers: each cause once, with
/// its first place and how many controllers share it.
extension ControllerCatalog {
    /// One note per cause: a registered class or a package's class bridgelint cannot read, a
    /// superclass it cannot read, a default export wrapped in a call, methods gained at run
    /// time, and attributes read by computed names.
    var silencedMembers: [String] {
        var notes: [String] = []
        let unreadRegistered = unreadClasses { origin, controller in
            guard case let .registration(path, location) = origin, path == controller.path else { return nil }
            return location
        }
        if let (first, location) = unreadRegistered.first {
            notes.append("\(first.path):\(location.line): the class registered as `\(first.identifier)` cannot be read (it is imported from a module bridgelint cannot resolve, or not imported from a file)\(more(unreadRegistered.map(\.controller), "registered likewise")); rules about its targets, values, classes, outlets and action methods are silent.")
        }
        let bundled = unreadClasses { origin, controller in
            guard case .package = origin else { return nil }
            return controller.classLocation
        }
        if let (first, location) = bundled.first, case let .package(package) = first.origin {
            notes.append("\(first.path):\(location.line): `\(first.identifier)` is defined inside the bundle of `\(package)`, which bridgelint does not read\(more(bundled.map(\.controller), "likewise")); rules about its targets, values, classes, outlets and action methods are silent, and so is bridge-name-mismatch for the whole app (its component name is unknown).")
        }
        let readable = distinctFiles.filter { $0.membersAreKnown && $0.parseProblems.isEmpty }
        let unreadParents = readable.filter { $0.unreadSuperclass != nil }
        if let first = unreadParents.first, let superclass = first.unreadSuperclass {
            notes.append("\(first.path)\(line(first.classLocation)): `\(first.identifier)` extends \(superclass)\(more(unreadParents, "with a superclass that cannot be read")); rules about its targets, values, classes, outlets and action methods are silent.")
        }
        let wrapped = readable.filter { $0.exportedThrough != nil }
        if let first = wrapped.first, let wrapper = first.exportedThrough {
            notes.append("\(first.path)\(line(first.methodsGainedAt)): `\(first.identifier)` is the class `\(wrapper)(...)` returns (the file's default export), made at run time from the one the file declares\(more(wrapped, "likewise")); rules about its targets, values, classes, outlets and action methods are silent.")
        }
        let gaining = readable.filter { $0.isClosed && $0.mayGainMethods }
        if let first = gaining.first {
            notes.append("\(first.path)\(line(first.methodsGainedAt)): `\(first.identifier)` may gain methods whose names are made at run time (a mixin, `Object.assign(this, ...)`, `this[name] = ...`)\(more(gaining, "likewise")); stimulus-unknown-action-method is silent about its actions.")
        }
        let dynamic = readable.filter { $0.dynamicAttributeRead != nil }
        if let first = dynamic.first {
            notes.append("\(first.path)\(line(first.dynamicAttributeRead)): `\(first.identifier)` reads `data-*` attributes by a computed name (`dataset[name]`, ``getAttribute(`data-${...}`)``)\(more(dynamic, "likewise")); stimulus-unknown-value, -class, -outlet and stimulus-value-placement are silent about its attributes.")
        }
        return notes
    }

    /// Why bridge-unknown-attribute is silent about elements whose bridge components cannot be
    /// proven (a partial, a computed `data-controller`): a controller of the app may read bridge
    /// attributes its file does not show, so any name may be read there. Nil when none may, or
    /// when the app has no bridge component to compare with.
    var silencedBridgeAttributes: String? {
        guard controllers.contains(where: \.readsBridgeAttributes) else { return nil }
        var seen: Set<[String]> = []
        let unknown = controllers.filter { $0.bridgeReadsAreUnknown && seen.insert([$0.identifier, $0.path]).inserted }
        guard let first = unknown.first else { return nil }
        let reason: String
        var location = first.classLocation
        if first.membersAreKnown, let superclass = first.superclassName {
            reason = "extends `\(superclass)`, which may read attributes its file does not show"
        } else {
            reason = "has a class bridgelint cannot read"
            if case let .registration(path, registered) = first.origin, path == first.path { location = registered }
        }
        return "\(first.path)\(line(location)): `\(first.identifier)` \(reason)\(more(unknown, "likewise")), so its `data-bridge-*` reads are unknown; bridge-unknown-attribute is silent about the elements inside it and those whose bridge components it cannot prove (in a partial, under a computed `data-controller`)."
    }

    /// Why stimulus-unknown-event accepts names no script sends as given: some code sends events
    /// under names it computes (`new CustomEvent(this.nameValue)`), which may be any of them.
    /// Names starting with a separator's part (`` `vue:${name}` ``) look custom, and the rule
    /// never judges those but Turbo's, so such sends silence nothing.
    var silencedEventNames: String? {
        let computed = eventSends.computed.filter { send in
            send.prefix.hasPrefix("turbo:") || !send.prefix.contains { $0 == ":" || $0 == "-" || $0 == "." }
        }
        guard let first = computed.first else { return nil }
        let start = first.prefix.isEmpty ? "" : " starting with `\(first.prefix)`"
        let more = computed.count > 1 ? " (and \(computed.count - 1) more place\(computed.count > 2 ? "s" : ""))" : ""
        return "\(first.path):\(first.location.line): an event is sent under a name the code computes\(start)\(more); stimulus-unknown-event does not report an event name such code may send unless it is a typo of a DOM event."
    }

    /// Why stimulus-unknown-event accepts names no script sends on some elements: a controller
    /// hands its element or a target to a package's code (`new Choices(this.selectTarget)`),
    /// which may dispatch events of any name on it.
    var silencedLibraryEvents: String? {
        var seen: Set<[String]> = []
        let handing = controllers.filter { $0.handedToPackagesAt != nil && seen.insert([$0.identifier, $0.path]).inserted }
        guard let first = handing.first, let member = first.handedToPackages.sorted().first else { return nil }
        return "\(first.path)\(line(first.handedToPackagesAt)): `\(first.identifier)` hands `this.\(member)` to a package's code\(more(handing, "likewise")), which may dispatch events of any name on it; stimulus-unknown-event does not report an event on such an element unless it is a typo of a DOM event."
    }

    /// Controllers whose class was not read (and no other note says why), with the place
    /// `place` gives for their origin; one per identifier and file.
    private func unreadClasses(_ place: (StimulusController.Origin, StimulusController) -> FileLocation?) -> [(controller: StimulusController, location: FileLocation)] {
        var seen: Set<[String]> = []
        return controllers.compactMap { controller in
            guard !controller.membersAreKnown, controller.parseProblems.isEmpty, let location = place(controller.origin, controller),
                  seen.insert([controller.identifier, controller.path]).inserted
            else { return nil }
            return (controller, location)
        }
    }

    /// One definition per file, in catalog order.
    private var distinctFiles: [StimulusController] {
        var seen: Set<String> = []
        return controllers.filter { seen.insert($0.path).inserted }
    }

    private func line(_ location: FileLocation?) -> String {
        location.map { ":\($0.line)" } ?? ""
    }

    private func more(_ controllers: [StimulusController], _ kind: String) -> String {
        controllers.count > 1 ? " (and \(controllers.count - 1) more controller\(controllers.count > 2 ? "s" : "") \(kind))" : ""
    }
}
