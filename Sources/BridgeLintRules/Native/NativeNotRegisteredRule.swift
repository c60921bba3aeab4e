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
            let stray = native.strayFactories.map { factory in
                let name = factory.factoryName?.value
                return context.finding(
                    in: factory.site.path, at: .range(factory.site.range),
                    "this `BridgeComponentFactory`\(name.map { " for `\($0)`" } ?? "") is never passed to registration, so Android never loads it",
                    about: name, help: help,
                    related: registrations.map { context.related($0.site, "components are registered here") })
            }
            // iOS lists need no finding of their own: their unregistered classes get one each.
            let lists = native.unregisteredLists.filter { $0.site.path.hasSuffix(".kt") }.map { list in
                context.finding(
                    in: list.site.path, at: .range(list.site.range),
                    "the component list `\(list.name)` is never passed to registration, so Android loads none of its components",
                    about: nil, help: help,
                    related: registrations.map { context.related($0.site, "components are registered here") })
            }
            return stray + lists
        }
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
