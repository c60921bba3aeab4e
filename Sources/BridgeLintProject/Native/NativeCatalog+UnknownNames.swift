/// Where the native sources leave a component name unknown: a name that is not a literal, or a
/// registered class no source read declares (a library's component). Any name may be missing
/// or mistyped there, so the platform's name checks are silent, and a note says why.
extension NativeCatalog {
    /// A place where a component name of a platform cannot be read, and why, as a note says it.
    public struct UnknownName: Sendable {
        public var site: DeclarationSite
        public var reason: String
    }

    /// Whether the scanned sources name every component `platform` can have: every component
    /// name is a literal and every registration lists only components declared in the sources.
    /// A registration through an unresolved variable, or of a class the sources do not declare,
    /// may bring components from a library.
    public func knowsAllComponentNames(on platform: Platform) -> Bool {
        registrations(on: platform).allSatisfy(\.isResolved) && unknownNames(on: platform).isEmpty
    }

    /// The places where a component name of `platform` cannot be read, in source order;
    /// registrations through unresolved variables are left out (their own note names them).
    public func unknownNames(on platform: Platform) -> [UnknownName] {
        var result: [UnknownName] = []
        for component in components(on: platform) where component.name == nil {
            guard let site = component.nameSite ?? component.classSite else { continue }
            let subject = component.className.map { "`\($0)`" } ?? "a component"
            result.append(UnknownName(site: site, reason: component.nameSite == nil
                ? "\(subject) declares no component name bridgelint can read"
                : "the name of \(subject) is not a string literal"))
        }
        let declared = Set(components(on: platform).compactMap(\.className))
        for registration in registrations(on: platform) {
            // A factory's own name is the component's, listed above when it is not a literal.
            for entry in registration.entries where entry.factoryName == nil && componentName(of: entry, platform: platform) == nil {
                guard let className = entry.className else {
                    result.append(UnknownName(site: entry.site, reason: "a registered component is not a class bridgelint can follow"))
                    continue
                }
                guard !declared.contains(className) else { continue }
                result.append(UnknownName(site: entry.site, reason: "`\(className)` is registered, but no source bridgelint read declares it (a library's component?)"))
            }
        }
        return result
    }

    /// One note per platform of `platforms` whose component names are not all known: the first
    /// place, and how many others.
    public func unknownNameNotes(on platforms: [Platform]) -> [String] {
        platforms.compactMap { platform in
            let unknown = unknownNames(on: platform)
            guard let first = unknown.first else { return nil }
            let more = unknown.count > 1 ? " (and \(unknown.count - 1) more)" : ""
            return "\(first.site.path):\(first.site.line): \(first.reason)\(more); some \(platform.displayName) component names are unknown, so bridge-missing-native is silent for \(platform.displayName), and bridge-name-mismatch does not compare a name it cannot read."
        }
    }
}
