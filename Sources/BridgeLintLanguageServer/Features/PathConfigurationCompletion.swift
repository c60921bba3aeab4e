import BridgeLintCore
import BridgeLintProject
import BridgeLintRules

/// Completion in a path configuration (a JSON file or a Ruby hash): the property names the
/// libraries and the app's native code read, the values of the library's choices, the native
/// screens a `view_controller` or `uri` can name, and SF Symbols in tab settings.
enum PathConfigurationCompletion {
    /// The proposals at `offset` in the open file (root-relative path) of a project whose
    /// configurations `catalog` holds; nil where the cursor is in no key or value of a
    /// configuration, or the buffer holds none.
    static func list(at offset: Int, in file: SourceFile, catalog: PathConfigurationCatalog, extraSymbols: [String]) -> CompletionList? {
        guard file.bytes.firstRange(of: Array("patterns".utf8)) != nil,
              let cursor = PathConfigurationCursor.at(offset, in: file.bytes, isRuby: !file.path.hasSuffix(".json") && !file.path.hasSuffix(".json.erb"))
        else { return nil }
        let written = catalog.configurations.filter { $0.path == file.path }
        let platforms = written.isEmpty ? Platform.allCases : Array(Set(written.flatMap(\.readingPlatforms))).sorted()
        let items: [CompletionItem]
        var isIncomplete = false
        switch (cursor.role, cursor.owner) {
        case (.key, "properties"):
            items = propertyNames(platforms, catalog)
        case (.value(let key), "properties"):
            items = propertyValues(of: key, platforms, catalog)
        case (.value(let key), "tabs") where NativePathUnknownSFSymbolRule.symbolKeys.contains(key)
            || platforms == [.ios] && NativePathUnknownSFSymbolRule.imageKeys.contains(key):
            let matching = SFSymbolCatalog.names.union(extraSymbols).filter { $0.hasPrefix(cursor.prefix) }.sorted()
            items = matching.prefix(Completion.symbolLimit).map { CompletionItem(label: $0, kind: .value, detail: "SF Symbol") }
            isIncomplete = matching.count > Completion.symbolLimit
        default:
            return nil
        }
        let matching = items.filter { $0.label.hasPrefix(cursor.prefix) }
        guard !matching.isEmpty else { return nil }
        return CompletionList(replacing: SourceRange(start: cursor.prefixStart, end: offset), items: matching, isIncomplete: isIncomplete)
    }

    /// The library's properties for the platforms reading the file (where the library is
    /// Hotwire Native, proven or assumed), then the keys the app's own code reads.
    static func propertyNames(_ platforms: [Platform], _ catalog: PathConfigurationCatalog) -> [CompletionItem] {
        let library = platforms.filter { catalog.libraries[$0] != .turbo }
        var items = PathPropertyTable.all.filter { !$0.platforms.isDisjoint(with: library) }.map { property in
            CompletionItem(label: property.name, kind: .property, detail: "\(describe(property.kind)) · \(names(of: property.platforms))", isPreferred: true)
        }
        let known = Set(items.map(\.label))
        for platform in platforms {
            for (key, site) in (catalog.propertyReads[platform] ?? [:]).sorted(by: { $0.key < $1.key }) where !known.contains(key) && !items.contains(where: { $0.label == key }) {
                items.append(CompletionItem(label: key, kind: .property, detail: "read by the app: \(site.path):\(site.line)"))
            }
        }
        return items
    }

    /// The values a property takes: a choice's values, or the native screens a `view_controller`
    /// or `uri` names.
    static func propertyValues(of key: String, _ platforms: [Platform], _ catalog: PathConfigurationCatalog) -> [CompletionItem] {
        let library = platforms.filter { catalog.libraries[$0] != .turbo }
        if let screenPlatform = NativePathUnknownScreenRule.screenProperties.first(where: { $0.key == key })?.platform {
            guard platforms.contains(screenPlatform) else { return [] }
            let declared = catalog.screens.filter { $0.platform == screenPlatform }.map { screen in
                CompletionItem(label: screen.identifier, kind: .class, detail: "\(screen.site.path):\(screen.site.line)", isPreferred: true)
            }
            let builtIn = catalog.libraries[screenPlatform] == .turbo ? [] : NativeNavigationLibrary.builtInScreens(on: screenPlatform).sorted { $0.key < $1.key }.map { identifier, type in
                CompletionItem(label: identifier, kind: .class, detail: "\(type) (Hotwire Native)")
            }
            return declared + builtIn.filter { item in !declared.contains { $0.label == item.label } }
        }
        guard let property = PathPropertyTable.property(named: key), property.kind == .choice else { return [] }
        var values: [String] = []
        for platform in library { values += (property.values[platform] ?? []).filter { !values.contains($0) } }
        return values.map { value in
            let readers = library.filter { property.accepts(value, on: $0) }
            return CompletionItem(label: value, kind: .value, detail: readers.count == library.count ? nil : "\(names(of: Set(readers))) only")
        }
    }

    private static func describe(_ kind: PathPropertyTable.Kind) -> String {
        switch kind {
        case .choice: "choice"
        case .boolean: "Boolean"
        case .string: "string"
        }
    }

    private static func names(of platforms: Set<Platform>) -> String {
        platforms.sorted().map(\.displayName).joined(separator: " and ")
    }
}
