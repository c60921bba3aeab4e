import BridgeLintCore

/// Everything the iOS and Android sources say about bridge components, resolved across files.
/// Built once per project; immutable and safe to share between threads.
public struct NativeCatalog: Sendable {
    /// Components on both platforms, in source order. iOS: every class whose superclass chain
    /// reaches `BridgeComponent`; Android: every `BridgeComponentFactory`.
    public let components: [NativeComponent]
    /// Registration calls in the order of the files given, then of the source.
    public let registrations: [NativeRegistration]
    public let messages: [MessageStruct]
    /// Named lists of components that no registration passes by name (iOS: only lists naming
    /// at least one component class).
    public let unregisteredLists: [NativeComponentList]
    /// Android factories built outside any registration or named list.
    public let strayFactories: [NativeRegistrationEntry]
    /// Platforms whose sources declare a component or a registration.
    public let platformsFound: Set<Platform>

    /// `facts`: where the scans of unchanged files are kept.
    public init(swiftFiles: [(path: String, text: String)], kotlinFiles: [(path: String, text: String)], facts: SourceFactsStore? = nil) {
        func scans(of files: [(path: String, text: String)], with scanner: @escaping (String, String) -> NativeSourceScan) -> [NativeSourceScan] {
            files.map { file in
                let scan = { scanner(file.path, file.text) }
                return facts?.nativeSource(at: file.path, text: file.text, scan: scan) ?? scan()
            }
        }
        self.init(scans: scans(of: swiftFiles, with: SwiftComponentScanner.scan) + scans(of: kotlinFiles, with: KotlinComponentScanner.scan))
    }

    public init(scans: [NativeSourceScan]) {
        var components: [NativeComponent] = []
        var registrations: [NativeRegistration] = []
        var unregisteredLists: [NativeComponentList] = []
        for platform in Platform.allCases {
            let resolver = NativeResolver(scans: scans.filter { $0.platform == platform })
            components += resolver.components()
            registrations += resolver.registrations()
            unregisteredLists += resolver.unregisteredLists()
        }
        self.components = components
        self.registrations = registrations
        self.unregisteredLists = unregisteredLists
        messages = scans.flatMap(\.messages)
        strayFactories = scans.flatMap(\.strayFactories)
        platformsFound = Set(scans.filter(\.declaresBridgeCode).map(\.platform))
    }

    public func components(named name: String, platform: Platform) -> [NativeComponent] {
        components.filter { $0.platform == platform && $0.name == name }
    }

    public func components(on platform: Platform) -> [NativeComponent] {
        components.filter { $0.platform == platform }
    }

    /// Component names known on `platform` (names that are not literals are left out).
    public func componentNames(on platform: Platform) -> Set<String> {
        Set(components(on: platform).compactMap(\.name))
    }

    public func registrations(on platform: Platform) -> [NativeRegistration] {
        registrations.filter { $0.platform == platform }
    }

    /// The component name an entry registers: the factory's name on Android, the class's
    /// `name` on iOS. Nil when it is not a literal or the class is unknown.
    public func componentName(of entry: NativeRegistrationEntry, platform: Platform) -> String? {
        if let factoryName = entry.factoryName { return factoryName.value }
        guard let className = entry.className else { return nil }
        return components.first { $0.platform == platform && $0.className == className }?.name
    }

    /// Entries whose component name already appeared earlier in the same registration (the first
    /// one wins at runtime, so these never load).
    public func duplicateEntries(in registration: NativeRegistration) -> [NativeRegistrationEntry] {
        var seen: Set<String> = []
        return registration.entries.filter { entry in
            guard let name = componentName(of: entry, platform: registration.platform) else { return false }
            return !seen.insert(name).inserted
        }
    }
}

/// Resolves the scans of one platform: superclass chains, list variables, message structs.
private struct NativeResolver {
    let scans: [NativeSourceScan]
    /// Classes by name, every declaration in scan order: a repository with two iOS apps (UIKit
    /// and SwiftUI) declares `NavigationComponent` twice, and each app means its own.
    let classes: [String: [(scan: NativeSourceScan, declaration: NativeClassDeclaration)]]
    let lists: [String: [NativeComponentList]]
    /// Message structs by each type they are nested in.
    let nestedMessages: [String: [MessageStruct]]
    /// Top-level message structs by name.
    let topLevelMessages: [String: [MessageStruct]]

    init(scans: [NativeSourceScan]) {
        self.scans = scans
        var nested: [String: [MessageStruct]] = [:]
        var topLevel: [String: [MessageStruct]] = [:]
        for message in scans.flatMap(\.messages) {
            if message.enclosingTypeNames.isEmpty { topLevel[message.name, default: []].append(message) }
            for enclosing in Set(message.enclosingTypeNames) { nested[enclosing, default: []].append(message) }
        }
        nestedMessages = nested
        topLevelMessages = topLevel
        var classes: [String: [(NativeSourceScan, NativeClassDeclaration)]] = [:]
        for scan in scans {
            for declaration in scan.classes {
                classes[declaration.name, default: []].append((scan, declaration))
            }
        }
        self.classes = classes
        lists = Dictionary(grouping: scans.flatMap(\.lists), by: \.name)
    }

    /// The declaration of class `name` that the file at `path` means: the one whose file shares
    /// the most leading folders with it (the same app), the first of those on a tie.
    func declaration(of name: String, near path: String) -> (scan: NativeSourceScan, declaration: NativeClassDeclaration)? {
        let candidates = classes[name] ?? []
        guard candidates.count > 1 else { return candidates.first }
        let depths = candidates.map { Self.sharedFolders($0.scan.path, path) }
        return depths.max().flatMap { best in depths.firstIndex(of: best) }.map { candidates[$0] }
    }

    /// The number of leading folders two root-relative file paths share.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        zip(first.split(separator: "/").dropLast(), second.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// The class and its superclasses as the file at `path` sees them, nearest first, stopping at
    /// unknown or repeated names.
    func chain(of name: String, near path: String) -> [NativeClassDeclaration] {
        var result: [NativeClassDeclaration] = []
        var current: String? = name
        while let next = current, let found = declaration(of: next, near: path)?.declaration, !result.contains(where: { $0.name == next }) {
            result.append(found)
            current = found.superclassName
        }
        return result
    }

    func isComponent(_ name: String, near path: String) -> Bool {
        chain(of: name, near: path).last?.superclassName == "BridgeComponent"
    }

    func components() -> [NativeComponent] {
        var result: [NativeComponent] = []
        for scan in scans {
            if scan.platform == .ios {
                for declaration in scan.classes where isComponent(declaration.name, near: scan.path) {
                    let name = chain(of: declaration.name, near: scan.path).lazy.compactMap(\.componentName).first
                    result.append(NativeComponent(
                        platform: .ios, name: name?.value, nameSite: name?.site, className: declaration.name,
                        classSite: declaration.site, messages: messages(for: declaration.name, near: scan.path)
                    ))
                }
            } else {
                let factories = scan.registrations.flatMap(\.items).compactMap { item -> NativeRegistrationEntry? in
                    if case let .entry(entry) = item { return entry }
                    return nil
                } + scan.lists.flatMap(\.entries) + scan.strayFactories
                for factory in factories.sorted(by: { $0.site.range < $1.site.range }) {
                    result.append(NativeComponent(
                        platform: .android, name: factory.factoryName?.value, nameSite: factory.factoryName?.site,
                        className: factory.className, classSite: factory.className.flatMap { declaration(of: $0, near: factory.site.path)?.declaration.site },
                        messages: factory.className.map { messages(for: $0, near: factory.site.path) } ?? []
                    ))
                }
            }
        }
        return result
    }

    /// Message structs nested in the class the file at `path` means, or used by name in its body
    /// (same file first).
    func messages(for className: String, near path: String) -> [MessageStruct] {
        guard let (scan, declaration) = declaration(of: className, near: path) else { return nestedMessages[className] ?? [] }
        // Nested in that class: declared in its app, not in another app's class of the same name.
        let nested = nestedMessages[className] ?? []
        let depths = nested.map { Self.sharedFolders($0.site.path, scan.path) }
        var result = zip(nested, depths).filter { $0.1 == depths.max() }.map(\.0)
        for typeName in declaration.referencedTypeNames.sorted() where !result.contains(where: { $0.name == typeName }) {
            let candidates = topLevelMessages[typeName] ?? []
            let sameFile = candidates.filter { $0.site.path == scan.path }
            if let found = sameFile.first ?? (candidates.count == 1 ? candidates.first : nil) {
                result.append(found)
            }
        }
        return result
    }

    func registrations() -> [NativeRegistration] {
        scans.flatMap(\.registrations).map { call in
            var registration = NativeRegistration(platform: call.platform, site: call.site, entries: [], unresolved: [])
            for item in call.items {
                switch item {
                case let .entry(entry):
                    registration.entries.append(entry)
                case let .unknown(expression, site):
                    registration.unresolved.append(UnresolvedRegistration(
                        expression: expression, reason: "not a literal list of components", site: site
                    ))
                case let .list(name, expression, site):
                    let found = lists[name] ?? []
                    guard found.count == 1, let list = found.first else {
                        let reason = found.isEmpty
                            ? "no literal list named '\(name)' in the scanned sources"
                            : "'\(name)' is defined \(found.count) times"
                        registration.unresolved.append(UnresolvedRegistration(expression: expression, reason: reason, site: site))
                        continue
                    }
                    registration.entries += list.entries
                    registration.unresolved += list.unknownElements.map {
                        UnresolvedRegistration(expression: $0, reason: "not a component in list '\(name)'", site: list.site)
                    }
                }
            }
            return registration
        }
    }

    func unregisteredLists() -> [NativeComponentList] {
        var used: Set<String> = []
        for case let .list(name, _, _) in scans.flatMap(\.registrations).flatMap(\.items) {
            used.insert(name)
        }
        // On iOS a list of `X.self` is a component list only when it names a component.
        return scans.flatMap(\.lists).filter { list in
            !used.contains(list.name)
                && list.entries.contains { $0.factoryName != nil || $0.className.map { isComponent($0, near: list.site.path) } == true }
        }
    }
}
