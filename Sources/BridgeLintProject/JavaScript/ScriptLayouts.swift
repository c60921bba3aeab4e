import BridgeLintCore

/// The layouts whose pages load a script of the app, where the files prove it: the script is
/// reached, through static imports, only from scripts that templates name in a script tag
/// (`vite_javascript_tag "admin"`, `javascript_pack_tag`, `javascript_include_tag`,
/// `javascript_importmap_tags`, `javascript_import_module_tag`, by file name without its
/// extension), and every template naming one of those is a layout. Two scripts whose layouts
/// differ never run on one page, so what each registers never meets the other's (an admin
/// entry point and a shop entry point, each starting its own Stimulus application).
///
/// Unknown (absent from the answer) wherever another way in is possible: a script no other
/// imports and no template names (a glob or a computed name may load it, or a page bridgelint
/// cannot see), one a template other than a layout names (a page may name it inside any
/// layout), a layout that another template renders by name other than from a layout, a
/// template with a script tag whose names are not all literal or a `<script src>` of the app's
/// own. A script with an import bridgelint cannot follow (a computed `import(...)`, a glob
/// other than a controller loader's) may load any script, so its layouts count for every one.
/// Sprockets' `//= require` joins files without imports: nothing is known in an app that has one.
enum ScriptLayouts {
    /// The layouts (root-relative template paths) that load each of `targets`, those known;
    /// `scripts`: the app's scripts other than controller files (root-relative), `app` its prefix.
    static func layouts(of targets: Set<String>, scripts: [String], app: String, files: RepositoryFiles,
                        resolve: (String, String) -> String?) -> [String: Set<String>] {
        var importers: [String: Set<String>] = [:]
        var loadsAnything: [String] = []
        // An importmap app imports its own files by pinned names too.
        let usesImportmap = files.contains(app + "config/importmap.rb")
        let pins = usesImportmap ? ImportmapPins.localPins(files: files, app: app) : []
        let pinnedFolders = usesImportmap ? ImportmapPins.pinnedFolders(files: files, app: app) : []
        for path in scripts {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), FileReader.notTextReason(bytes) == nil else {
                loadsAnything.append(path)
                continue
            }
            if bytes.contains(subsequence: sprocketsDirective) { return [:] }
            let source = JavaScriptSource(path: path, bytes: bytes)
            var specifiers = EntryPointReach.staticImports(of: source)
            // A controller loader's glob loads controller files, which register nothing by hand.
            if specifiers == nil, !ControllerLoaderScanner.scan(bytes: bytes, path: path).isEmpty { specifiers = source.importSpecifiers() }
            guard let specifiers else {
                loadsAnything.append(path)
                continue
            }
            for specifier in specifiers {
                let file = resolve(specifier, path)
                    ?? (usesImportmap ? ImportmapPins.file(importedAs: specifier, pins: pins, folders: pinnedFolders, app: app, files: files) : nil)
                if let file, file != path { importers[file, default: []].insert(path) }
            }
        }
        guard let pages = TemplateScriptTags(files: files, app: app) else { return [:] }
        let tagNames = pages.names(of: Set(scripts).union(targets))
        var result: [String: Set<String>] = [:]
        for target in targets {
            var layouts: Set<String> = []
            var known = true
            var seen: Set<String> = [target]
            var queue = [target]
            while known, let script = queue.popLast() {
                let above = (importers[script] ?? []).union(loadsAnything.filter { $0 != script })
                let named = (tagNames[script] ?? []).reduce(Set<String>() as Set<String>?) { found, name in
                    guard let found, let naming = pages.layouts(naming: name) else { return nil }
                    return found.union(naming)
                }
                if let named { layouts.formUnion(named) }
                if named == nil || named?.isEmpty == true && above.isEmpty { known = false }
                for importer in above where seen.insert(importer).inserted { queue.append(importer) }
            }
            if known, !layouts.isEmpty { result[target] = layouts }
        }
        return result
    }

    private static let sprocketsDirective = Array("//= require".utf8)
}

/// The script tags of an app's templates (ERB, Haml, Slim): which layouts load each script name.
struct TemplateScriptTags {
    /// Templates by the script names their tags load.
    private var templatesByName: [String: Set<String>] = [:]
    /// Each layout with the layouts that render it by name (nested layouts), itself included;
    /// absent for a layout some other template renders by name.
    private var pagesOfLayout: [String: Set<String>] = [:]

    /// Nil when a template cannot be read, or may load any script: a script tag whose names are
    /// not all literal, a `<script src>` of the app's own.
    init?(files: RepositoryFiles, app: String) {
        let templates = files.files(under: app + "app") { path in [".erb", ".haml", ".slim"].contains(where: path.hasSuffix) }
        var texts: [String: String] = [:]
        for path in templates {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), !EntryPointReach.loadsLocalScript(bytes) else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            texts[path] = text
            for names in Self.scriptTagNames(in: text) {
                guard let names else { return nil }
                for name in names { templatesByName[name, default: []].insert(path) }
            }
        }
        // A layout rendered by name (`render template: "layouts/application"`) shows its
        // scripts on the pages of the layouts rendering it.
        let layouts = templates.filter(Self.isLayout)
        var renderers: [String: Set<String>] = [:]
        var renderedElsewhere: Set<String> = []
        for layout in layouts {
            let name = Self.layoutName(layout)
            for (path, text) in texts where path != layout && ["\"", "'"].contains(where: { text.contains(name + $0) }) {
                if Self.isLayout(path) { renderers[layout, default: []].insert(path) } else { renderedElsewhere.insert(layout) }
            }
        }
        for layout in layouts {
            var pages: Set<String> = [layout]
            var queue = [layout]
            while let current = queue.popLast() {
                for renderer in renderers[current] ?? [] where pages.insert(renderer).inserted { queue.append(renderer) }
            }
            if pages.isDisjoint(with: renderedElsewhere) { pagesOfLayout[layout] = pages }
        }
    }

    /// The tag names that name each of `scripts` (root-relative): a name names the scripts whose
    /// path without extension ends with it, whole folders and file name (`admin_v2/application`
    /// names `app/javascript/admin_v2/application.js`), the shallowest of them only: the
    /// `application` of `javascript_importmap_tags` is `app/javascript/application.js`, not
    /// `app/javascript/admin_v2/application.js`, which another layout names in full.
    func names(of scripts: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in templatesByName.keys.sorted() {
            let matching = scripts.filter { script in
                let path = script.droppingScriptExtension
                return path == name || path.hasSuffix("/" + name)
            }
            let depth = matching.map { $0.split(separator: "/").count }.min()
            for script in matching where script.split(separator: "/").count == depth { result[script, default: []].append(name) }
        }
        return result
    }

    /// The layouts whose pages load the script named `name` by a tag: none when no template
    /// names it; nil when one that does is not a layout whose pages are known.
    func layouts(naming name: String) -> Set<String>? {
        var result: Set<String> = []
        for template in templatesByName[name] ?? [] {
            guard let pages = pagesOfLayout[template] else { return nil }
            result.formUnion(pages)
        }
        return result
    }

    /// `app/views/layouts/admin.html.erb`, not a partial there.
    static func isLayout(_ path: String) -> Bool {
        (path.hasPrefix("app/views/layouts/") || path.contains("/app/views/layouts/")) && !(path.split(separator: "/").last?.hasPrefix("_") ?? true)
    }

    /// `layouts/admin` for `app/views/layouts/admin.html.erb`.
    private static func layoutName(_ path: String) -> String {
        let below = path.components(separatedBy: "app/views/").last ?? path
        return String(below.prefix { $0 != "." })
    }

    private static let helpers = ["vite_javascript_tag", "vite_typescript_tag", "javascript_pack_tag", "javascript_packs_with_chunks_tag",
                                  "javascript_include_tag", "javascript_importmap_tags", "javascript_import_module_tag"]

    /// The names each script tag helper call in `text` loads, as written without extension
    /// (`"entrypoints/admin"` for `vite_javascript_tag "entrypoints/admin.js"`, `"admin_v2/application"`
    /// for `javascript_importmap_tags "admin_v2/application"`); nil for a call whose names
    /// are not all literal. Another site's script (`https://...`) is none of the app's.
    static func scriptTagNames(in text: String) -> [[String]?] {
        var result: [[String]?] = []
        for line in text.split(whereSeparator: \.isNewline) {
            for helper in helpers {
                var rest = line[...]
                while let found = rest.range(of: helper) {
                    let before = rest[..<found.lowerBound].last
                    rest = rest[found.upperBound...]
                    guard before.map({ !Self.isNameCharacter($0) }) ?? true, rest.first.map({ !Self.isNameCharacter($0) }) ?? true else { continue }
                    result.append(names(inArguments: rest, helper: helper))
                }
            }
        }
        return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The literal names a call's arguments start with, up to its options (`defer: true`,
    /// `"data-turbo-track": "reload"`) or its end; nil when one is not a literal.
    private static func names(inArguments arguments: Substring, helper: String) -> [String]? {
        var rest = arguments.drop { $0 == " " || $0 == "(" }
        // `javascript_importmap_tags` alone loads the `application` entry point.
        if helper == "javascript_importmap_tags", rest.first.map({ [")", "%", "-"].contains($0) }) ?? true { return ["application"] }
        var names: [String] = []
        while true {
            guard let quote = rest.first, quote == "\"" || quote == "'" else {
                // An option (`defer: true`, `:defer => true`) ends the names; any other expression is unknown.
                if rest.first == ":" {
                    let symbol = rest.dropFirst().prefix(while: Self.isNameCharacter)
                    return !symbol.isEmpty && rest.dropFirst(symbol.count + 1).drop { $0 == " " }.hasPrefix("=>") ? names : nil
                }
                let word = rest.prefix(while: Self.isNameCharacter)
                let after = rest.dropFirst(word.count)
                return !word.isEmpty && after.first == ":" && after.dropFirst().first != ":" ? names : nil
            }
            let body = rest.dropFirst()
            guard let close = body.firstIndex(of: quote) else { return nil }
            let literal = body[..<close]
            rest = body[body.index(after: close)...].drop { $0 == " " }
            if rest.first == ":" { return names }
            if literal.contains("#{") { return nil }
            if !literal.contains("://"), !literal.hasPrefix("//") {
                let name = literal.drop { $0 == "." || $0 == "/" || $0 == "~" }
                names.append(String(name).droppingScriptExtension)
            }
            guard rest.first == "," else { return names }
            rest = rest.dropFirst().drop { $0 == " " }
        }
    }
}

/// Which layouts' pages load each definition of a catalog, where known (see `ScriptLayouts`):
/// definitions no page loads together never meet, whatever their identifiers.
public struct DefinitionPages: Sendable {
    /// The scripts whose loaders register each controller file (root-relative).
    var loaders: [String: Set<String>] = [:]
    /// The layouts whose pages load each script that registers controllers, those known.
    var layouts: [String: Set<String>] = [:]

    public init() {}

    /// The layouts whose pages load the definition: its `register` call's script's, or those of
    /// the scripts whose loaders register its file; nil when one is unknown.
    func layouts(of controller: StimulusController) -> Set<String>? {
        let scripts: Set<String>
        switch controller.origin {
        case .registration(let path, _): scripts = [path]
        case .conventionalPath: guard let loaders = loaders[controller.path] else { return nil }
            scripts = loaders
        case .package: return nil
        }
        var result: Set<String> = []
        for script in scripts {
            guard let pages = layouts[script] else { return nil }
            result.formUnion(pages)
        }
        return result.isEmpty ? nil : result
    }
}
