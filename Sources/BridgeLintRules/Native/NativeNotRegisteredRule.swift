import BridgeLintCore
import BridgeLintProject

/// Reports native components the app never registers, and names registered twice in one list:
/// an unregistered component is missing from the user agent, so the web side never loads it.
/// Silent for a platform whose registration goes through something the scanner cannot resolve.
public struct NativeNotRegisteredRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-not-registered",
        summary: "A native bridge component never passed to `Hotwire.registerBridgeComponents`, or a name registered twice.",
        defaultSeverity: .warning)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let native = context.project.native
        var findings: [ProjectFinding] = []
        for platform in context.project.checkedPlatforms {
            let registrations = native.registrations(on: platform)
            guard !registrations.isEmpty, registrations.allSatisfy(\.isResolved) else { continue }
            findings += unregistered(on: platform, registrations: registrations, context)
            for registration in registrations {
                findings += duplicates(in: registration, context)
            }
        }
        return findings
    }

    private func unregistered(on platform: Platform, registrations: [NativeRegistration], _ context: ProjectContext) -> [ProjectFinding] {
        let native = context.project.native
        let help = "pass it to `Hotwire.registerBridgeComponents(...)` before the first navigator is created"
        switch platform {
        case .ios:
            let entries = registrations.flatMap(\.entries)
            let registeredClasses = Set(entries.compactMap(\.className))
            let registeredNames = Set(entries.compactMap { native.componentName(of: $0, platform: .ios) })
            // A class sharing its name with a registered one is a base or a variant: not provably unused.
            return native.components(on: .ios).compactMap { component in
                guard let name = component.name, let className = component.className, let site = component.classSite,
                      !registeredClasses.contains(className), !registeredNames.contains(name) else { return nil }
                return context.finding(
                    in: site.path, at: .range(site.range),
                    "`\(className)` (component `\(name)`) is never registered, so iOS never announces or loads it",
                    about: name, help: help,
                    related: registrations.map { context.related($0.site, "components are registered here") })
            }
        case .android:
            let registered = Set(registrations.flatMap(\.entries).compactMap { native.componentName(of: $0, platform: .android) })
            let related = registrations.map { context.related($0.site, "components are registered here") }
            let stray = native.strayFactories.map { factory in
                let name = factory.factoryName?.value
                if let name, registered.contains(name) {
                    return context.finding(
                        in: factory.site.path, at: .range(factory.site.range),
                        "this `BridgeComponentFactory` for `\(name)` is never passed to registration; `\(name)` is registered by another factory, so this one is unused",
                        about: name, help: "remove the unused factory", related: related, severity: .info)
                }
                return context.finding(
                    in: factory.site.path, at: .range(factory.site.range),
                    "this `BridgeComponentFactory`\(name.map { " for `\($0)`" } ?? "") is never passed to registration, so Android never loads it",
                    about: name, help: help, related: related)
            }
            // iOS lists need no finding of their own: their unregistered classes get one each.
            let lists = native.unregisteredLists.filter { $0.site.path.hasSuffix(".kt") }.map { list in
                unusedList(list, registered: registered, help: help, related: related, context)
            }
            return stray + lists
        }
    }

    /// A list of factories never passed to registration: only its components registered nowhere
    /// else are missing; when there are none, the list is merely unused (an info).
    private func unusedList(_ list: NativeComponentList, registered: Set<String>, help: String, related: [RelatedLocation],
                            _ context: ProjectContext) -> ProjectFinding {
        let names = list.entries.map { context.project.native.componentName(of: $0, platform: .android) }
        let missing = names.filter { name in name.map { !registered.contains($0) } ?? true }
        let message: String
        if missing.isEmpty {
            return context.finding(
                in: list.site.path, at: .range(list.site.range),
                "the component list `\(list.name)` is never passed to registration; every component in it is registered elsewhere, so the list is unused",
                about: nil, help: "remove the list, or register the components through it", related: related, severity: .info)
        } else if missing.count == names.count {
            message = "the component list `\(list.name)` is never passed to registration, so Android loads none of its components"
        } else {
            let missingNames = missing.compactMap { $0 }.map { "`\($0)`" }.joined(separator: ", ")
            message = "the component list `\(list.name)` is never passed to registration, so Android never loads \(missingNames.isEmpty ? "some of its components" : missingNames) (its other components are registered elsewhere)"
        }
        return context.finding(in: list.site.path, at: .range(list.site.range), message, about: nil, help: help, related: related)
    }

    private func duplicates(in registration: NativeRegistration, _ context: ProjectContext) -> [ProjectFinding] {
        let native = context.project.native
        return native.duplicateEntries(in: registration).compactMap { entry in
            guard let name = native.componentName(of: entry, platform: registration.platform) else { return nil }
            let first = registration.entries.first { native.componentName(of: $0, platform: registration.platform) == name }
            return context.finding(
                in: entry.site.path, at: .range(entry.site.range),
                "component `\(name)` is registered twice in this list; "
                    + (registration.platform == .ios ? "the first entry wins, so this one never loads" : "only one of them is used"),
                about: name,
                help: "remove this entry, or give the component its own name",
                related: first.map { [context.related($0.site, "`\(name)` is first registered here")] } ?? [])
        }
    }
}
