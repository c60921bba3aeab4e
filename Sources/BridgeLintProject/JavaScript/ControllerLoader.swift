import BridgeLintCore

/// A call or import that registers every controller file of a folder, and how it names them
/// (PROTOCOL §7.4-7.6): each loader derives identifiers from paths in its own way.
public struct ControllerLoader: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// stimulus-loading's `eagerLoadControllersFrom("admin/controllers", application)` or
        /// `lazyLoadControllersFrom(...)`: importmap names under a prefix.
        case importmapPrefix(String)
        /// esbuild-rails: `import controllers from "./**/*_controller.js"`, names relative to
        /// the importing file's folder.
        case bundlerGlob(String)
        /// esbuild-plugin-import-glob: `import controllers, { filenames } from "../components/**/*.js"`,
        /// each file registered by the app's own loop under a name its code computes from the
        /// file's path as the glob gives it (`naming`; nil when that code is not a chain
        /// `PathNameChain` reads, and the names are unknown).
        case globFileNames(String, naming: PathNameChain?)
        /// Vite: `import.meta.glob("./**/*_controller.js")`, named by stimulus-vite-helpers'
        /// `registerControllers`; without it the file names them by its own code: a loop over
        /// the glob's keys whose names `PathNameChain` reads (`naming`), else often from the
        /// file name only (`path.split("/").pop()`), so both names are taken.
        case viteGlob(String, namedByHelpers: Bool, naming: PathNameChain? = nil)
        /// webpack: `require.context("./controllers", true, ...)`, named by
        /// `definitionsFromContext`; a context the file names by its own code (its `keys()`
        /// turned into identifiers with `replace` calls) often names a file by its file name
        /// only, so both names are taken. An app's own copy of `definitionsFromContext` (imported
        /// from a file of the app, or defined in the loading file: decidim's) may name a
        /// folder's `controller.js` by the folder (`editor/controller.js` -> `editor`):
        /// `namesFolders`.
        case webpackContext(folder: String, recursive: Bool, namedByHelpers: Bool = true, namesFolders: Bool = false)
        /// esbuild-plugin-stimulus: `import { definitions } from "stimulus:./controllers"`, a
        /// folder relative to the importing file, walked recursively; how it names a file
        /// depends on the plugin's version (see `StimulusPluginPackage`).
        case stimulusPlugin(folder: String)
        /// stimulus-rails 0.1-0.2's autoloader (`stimulus_include_tags`): for each word of a
        /// `data-controller`, imports `<word>_controller` (`--` read as `/`, `-` as `_`) from
        /// the importmap `importmap_list_with_stimulus_from "folder"` lists, and registers it
        /// under the word as written: `loading_form` and `loading-form` both load
        /// `loading_form_controller.js`. `folder` is root-relative.
        case nameAutoloader(folder: String)
    }

    public var kind: Kind
    /// The root-relative file holding the call.
    public var path: String
    /// Where the file's own code changes the identifiers the loader gives before loading them
    /// (see `DefinitionRewrites`): the identifiers of its files are unknown.
    public var renamedAt: FileLocation? = nil
    /// An `importmapPrefix` call's function as written (`eagerLoadControllersFrom`), where its
    /// prefix argument is, and whether the file imports the function from stimulus-rails'
    /// `@hotwired/stimulus-loading` (not an app's own function of that name); nil for a loader
    /// bridgelint made up from a pin.
    public var call: ImportmapLoaderCall? = nil
}

extension ControllerLoader {
    /// Whether the loader registers each file's default export, so a file with none is skipped:
    /// stimulus-loading's functions and stimulus-webpack-helpers' `definitionsFromContext`. Not
    /// a loader whose registering the app's own code does (an esbuild glob, a Vite glob, a
    /// context it names itself, its own `definitionsFromContext`).
    var takesTheDefaultExport: Bool {
        switch kind {
        case .importmapPrefix: return call?.isStimulusLoadings ?? true
        case .nameAutoloader: return true
        case .webpackContext(_, _, let namedByHelpers, let namesFolders): return namedByHelpers && !namesFolders && renamedAt == nil
        default: return false
        }
    }
}

/// A stimulus-loading call as the app's script writes it (see `ControllerLoader.call`).
public struct ImportmapLoaderCall: Sendable, Hashable {
    public var function: String
    public var location: FileLocation
    public var isStimulusLoadings: Bool
}

/// Finds controller loaders in a script's text. Pure functions of the text.
public enum ControllerLoaderScanner {
    /// Byte strings one of which a file must hold to be tokenized at all.
    static let needles = ["ControllersFrom", "import.meta.glob", "require.context", "_controller", "stimulus:", "filenames"].map { Array($0.utf8) }

    /// Whether the file defines or calls a loader of a library (stimulus-loading's
    /// `eagerLoadControllersFrom`, stimulus-vite-helpers' `registerControllers`,
    /// stimulus-webpack-helpers' `definitionsFromContext`): its computed `register` calls
    /// register what the loaders' callers give them.
    static func implementsLoader(_ bytes: [UInt8]) -> Bool {
        loaderNames.contains { bytes.contains(subsequence: $0) }
    }

    private static let loaderNames = ["ControllersFrom", "registerControllers", "definitionsFromContext", "definitionForModule"].map { Array($0.utf8) }

    public static func scan(bytes: [UInt8], path: String) -> [ControllerLoader] {
        guard needles.contains(where: { bytes.contains(subsequence: $0) }) else { return [] }
        let source = JavaScriptSource(path: path, bytes: bytes)
        var loaders: [ControllerLoader] = []
        var rewrites: DefinitionRewrites?
        // The file's imports, read at its first loader call (not again at each).
        var imports: [String: String]?
        for (index, token) in source.tokens.enumerated() {
            if (token.isIdentifier("eagerLoadControllersFrom") || token.isIdentifier("lazyLoadControllersFrom")),
               source.token(at: index + 1)?.isPunctuator("(") == true, let argument = source.token(at: index + 2), let under = argument.literalValue
            {
                if imports == nil { imports = source.importedNames() }
                let call = ImportmapLoaderCall(function: token.text, location: source.location(of: argument),
                                               isStimulusLoadings: imports?[token.text] == "@hotwired/stimulus-loading")
                loaders.append(ControllerLoader(kind: .importmapPrefix(under), path: path, call: call))
            } else if token.isIdentifier("from"), let specifier = source.token(at: index + 1)?.literalValue,
                      specifier.contains("*"), specifier.hasPrefix(".")
            {
                let bindings = source.importBindings()
                if let fileNames = bindings.first(where: { $0.value == .init(module: specifier, imported: "filenames") })?.key {
                    let naming = GlobRegistrationLoop(over: fileNames, in: source)
                    loaders.append(ControllerLoader(kind: .globFileNames(specifier, naming: naming.chain), path: path,
                                                    renamedAt: naming.chain == nil ? naming.site ?? source.location(of: token) : nil))
                } else {
                    loaders.append(ControllerLoader(kind: .bundlerGlob(specifier), path: path))
                }
            } else if token.isIdentifier("from"), let specifier = source.token(at: index + 1)?.literalValue, specifier.hasPrefix("stimulus:.") {
                loaders.append(ControllerLoader(kind: .stimulusPlugin(folder: String(specifier.dropFirst("stimulus:".count))), path: path))
            } else if token.isIdentifier("meta"), source.token(at: index - 1)?.isPunctuator(".") == true,
                      source.token(at: index - 2)?.isIdentifier("import") == true, source.token(at: index + 1)?.isPunctuator(".") == true,
                      let call = source.token(at: index + 2), call.isIdentifier("glob") || call.isIdentifier("globEager"),
                      source.token(at: index + 3)?.isPunctuator("(") == true
            {
                let namedByHelpers = source.tokens.contains { $0.isIdentifier("registerControllers") }
                // `const controllers = import.meta.glob(...)`, looped over by the file's own code.
                let naming = namedByHelpers || source.token(at: index - 3)?.isPunctuator("=") != true ? nil
                    : source.token(at: index - 4).flatMap { $0.kind == .identifier ? GlobRegistrationLoop(over: $0.text, in: source).chain : nil }
                loaders += patterns(at: index + 4, in: source).map {
                    ControllerLoader(kind: .viteGlob($0, namedByHelpers: namedByHelpers, naming: naming), path: path)
                }
            } else if token.isIdentifier("context"), source.token(at: index - 1)?.isPunctuator(".") == true,
                      source.token(at: index - 2)?.isIdentifier("require") == true, source.token(at: index + 1)?.isPunctuator("(") == true,
                      let folder = source.token(at: index + 2)?.literalValue
            {
                // The second argument defaults to true, as in webpack.
                let recursive = source.token(at: index + 3)?.isPunctuator(",") == true ? !(source.token(at: index + 4)?.isIdentifier("false") ?? false) : true
                let call = definitionsFromContextCall(contextAt: index - 2, in: source)
                rewrites = rewrites ?? (call == nil ? nil : DefinitionRewrites(source: source))
                loaders.append(ControllerLoader(kind: .webpackContext(folder: folder, recursive: recursive, namedByHelpers: call != nil,
                                                                      namesFolders: call != nil && hasOwnDefinitionsFromContext(source)),
                                                path: path, renamedAt: call.flatMap { rewrites?.rewrite(ofDefinitionsAt: $0) }))
            }
        }
        return loaders
    }

    /// The folders stimulus-rails 0.1-0.2's importmap (`app/assets/javascripts/importmap.json.erb`)
    /// lists with `importmap_list_with_stimulus_from "app/assets/javascripts/controllers", ...`
    /// or `importmap_list_from`: those its autoloader imports controllers from, root-relative
    /// to the app. The string arguments of each call in an ERB tag, read until the first that
    /// is not one.
    static func autoloaderFolders(inImportmap bytes: [UInt8]) -> [String] {
        var folders: [String] = []
        var start = 0
        let open = Array("<%".utf8), close = Array("%>".utf8)
        while let tag = ByteSearch.firstIndex(of: open, in: bytes, from: start) {
            var code = tag + open.count
            while code < bytes.count, bytes[code] == UInt8(ascii: "=") || bytes[code] == UInt8(ascii: "-") { code += 1 }
            let end = ByteSearch.firstIndex(of: close, in: bytes, from: code) ?? bytes.count
            folders += stringArguments(in: RubyLexer.tokens(in: bytes, range: SourceRange(start: code, end: end)))
            start = end
        }
        return folders
    }

    private static func stringArguments(in tokens: [RubyToken]) -> [String] {
        var folders: [String] = []
        for (index, token) in tokens.enumerated()
        where token.isIdentifier("importmap_list_with_stimulus_from") || token.isIdentifier("importmap_list_from") {
            var cursor = index + 1
            if cursor < tokens.count, tokens[cursor].isPunctuation("(") { cursor += 1 }
            while cursor < tokens.count, tokens[cursor].kind == .string, let folder = tokens[cursor].name {
                folders.append(folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
                cursor += 1
                guard cursor < tokens.count, tokens[cursor].isPunctuation(",") else { break }
                cursor += 1
            }
        }
        return folders
    }

    /// The `definitionsFromContext` token of the call the `require.context(...)` call whose
    /// `require` is at `index` is given to: directly (`definitionsFromContext(require.context(...))`),
    /// or through the name it is assigned to (`const context = require.context(...)`).
    private static func definitionsFromContextCall(contextAt index: Int, in source: JavaScriptSource) -> Int? {
        if source.token(at: index - 1)?.isPunctuator("(") == true, source.token(at: index - 2)?.isIdentifier("definitionsFromContext") == true {
            return index - 2
        }
        guard source.token(at: index - 1)?.isPunctuator("=") == true, let name = source.token(at: index - 2), name.kind == .identifier else { return nil }
        let tokens = source.tokens
        return tokens.indices.first { position in
            tokens[position].isIdentifier("definitionsFromContext") && source.token(at: position + 1)?.isPunctuator("(") == true
                && source.token(at: position + 2)?.isIdentifier(name.text) == true && source.token(at: position + 3)?.isPunctuator(")") == true
        }
    }

    /// Whether the file's `definitionsFromContext` is the app's own: imported from a module
    /// that is not stimulus-webpack-helpers, or declared in the file.
    private static func hasOwnDefinitionsFromContext(_ source: JavaScriptSource) -> Bool {
        if let module = source.importedNames()["definitionsFromContext"] { return !module.hasSuffix("webpack-helpers") }
        let tokens = source.tokens
        return tokens.indices.contains { index in
            tokens[index].isIdentifier("definitionsFromContext")
                && source.token(at: index - 1).map { ["function", "const", "let", "var"].contains($0.text) && $0.kind == .identifier } == true
        }
    }

    /// A string argument, or an array of strings, starting at `index`.
    private static func patterns(at index: Int, in source: JavaScriptSource) -> [String] {
        if let single = source.token(at: index)?.literalValue { return [single] }
        guard source.token(at: index)?.isPunctuator("[") == true, let close = source.closingIndex[index] else { return [] }
        return (index + 1..<close).compactMap { source.tokens[$0].literalValue }.filter { !$0.hasPrefix("!") }
    }
}

/// Identifiers as each loader derives them from a path (PROTOCOL §7.4-7.6).
enum LoaderNaming {
    /// stimulus-loading: the importmap name after `under/`, without its first `_controller`,
    /// `/` -> `--`, `_` -> `-`. Nil unless the name ends in `_controller`.
    static func importmapIdentifier(name: String, under: String) -> String? {
        guard name.hasPrefix(under + "/"), name.hasSuffix("_controller") else { return nil }
        let rest = Array(name.utf8.dropFirst(under.utf8.count + 1))
        let marker = Array("_controller".utf8)
        guard let start = rest.indices.first(where: { rest[$0...].starts(with: marker) }) else { return nil }
        let stem = String(decoding: rest[..<start] + rest[(start + marker.count)...], as: UTF8.self)
        return stem.isEmpty ? nil : dasherized(stem)
    }

    /// esbuild-rails: strip `./`, then `_controller.js`/`.ts`; `/` -> `--`, `_` -> `-`. Nil for
    /// other names (they are registered under a name no markup can use well).
    static func bundlerIdentifier(relativePath: String) -> String? {
        for suffix in ["_controller.js", "_controller.ts"] where relativePath.hasSuffix(suffix) {
            let stem = String(relativePath.dropLast(suffix.count))
            return stem.isEmpty || stem.hasSuffix("/") ? nil : dasherized(stem)
        }
        return nil
    }

    /// stimulus-vite-helpers: the glob key after its first `controllers/` or `components/`
    /// (else after a leading `./` or `../`), without `_controller.ext` / `-controller.ext`.
    static func viteIdentifier(key: String) -> String? {
        var rest = Substring(key)
        let bytes = Array(key.utf8)
        let markers = ["controllers/", "components/"].map { Array($0.utf8) }
        let found = bytes.indices.lazy.compactMap { index in markers.first { bytes[index...].starts(with: $0) }.map { (index, $0.count) } }.first
        if let (start, length) = found {
            rest = Substring(String(decoding: bytes[(start + length)...], as: UTF8.self))
        } else if rest.hasPrefix("./") {
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("../") {
            rest = rest.dropFirst(3)
        }
        return ControllerIdentifier.identifier(forPathUnderControllersFolder: String(rest))
    }

    /// esbuild-plugin-stimulus: the identifiers a file under the imported folder may have with
    /// the plugin version `installed` (nil: unknown); see `StimulusPluginPackage`. A version that
    /// may be older or newer than 0.1.2 gives both spellings of a nested file: an invented one is
    /// silent, a missing real one would be reported.
    static func stimulusPluginIdentifiers(relativePath: String, installed: PackageVersion?) -> [String] {
        var folders = relativePath.split(separator: "/").map(String.init)
        guard let file = folders.popLast() else { return [] }
        let everyFolder = StimulusPluginPackage.mayBe(installed, atLeast: StimulusPluginPackage.everyFolderVersion)
        let innermostFolder = !StimulusPluginPackage.isCertainly(installed, atLeast: StimulusPluginPackage.everyFolderVersion)
        let extensions = StimulusPluginPackage.mayBe(installed, atLeast: StimulusPluginPackage.jsxVersion) ? ["js", "jsx", "ts", "tsx"] : ["js", "ts"]
        let suffixes = everyFolder ? ["-controller", "_controller"] : ["_controller"]
        guard let dot = file.lastIndex(of: "."), extensions.contains(String(file[file.index(after: dot)...])) else { return [] }
        let base = file[..<dot]
        guard let suffix = suffixes.first(where: { base.hasSuffix($0) }) else { return [] }
        let stem = String(base.dropLast(suffix.count)).replacingOccurrences(of: "_", with: "-")
        guard !stem.isEmpty else { return [] }
        var names: Set<String> = []
        if everyFolder {
            names.insert((folders.map { $0.replacingOccurrences(of: "_", with: "-") } + [stem]).joined(separator: "--"))
        }
        if innermostFolder, suffix == "_controller" {
            names.insert(folders.last.map { $0 + "--" + stem } ?? stem)
        }
        return names.sorted()
    }

    /// stimulus-rails' autoloader: every word that names the file once `--` is read as `/` and
    /// `-` as `_` (`loading_form_controller.js` -> `loading-form`, `loading_form`, and the mixed
    /// spellings of a stem with up to four `_`); nil-free, empty for a file not named
    /// `*_controller.js`.
    static func autoloaderIdentifiers(relativePath: String) -> [String] {
        guard relativePath.hasSuffix("_controller.js") else { return [] }
        let stem = relativePath.dropLast("_controller.js".count)
        guard !stem.isEmpty, !stem.hasSuffix("/") else { return [] }
        let folded = stem.replacingOccurrences(of: "/", with: "--")
        let underscores = folded.utf8.filter { $0 == UInt8(ascii: "_") }.count
        guard underscores <= 4 else { return [folded, folded.replacingOccurrences(of: "_", with: "-")] }
        var names = [""]
        for character in folded {
            names = character == "_" ? names.flatMap { [$0 + "_", $0 + "-"] } : names.map { $0 + String(character) }
        }
        return names
    }

    /// A folder-per-controller layout: `header_menu/controller.js` -> `header-menu`,
    /// `admin/tabs/controller.js` -> `admin--tabs`. Nil for any other file name.
    static func folderIdentifier(relativePath: String) -> String? {
        var parts = relativePath.split(separator: "/")
        guard parts.count > 1, let file = parts.popLast(),
              ControllerIdentifier.fileExtensions.contains(where: { file == "controller." + $0 }) else { return nil }
        return dasherized(parts.joined(separator: "/"))
    }

    /// A custom Vite loader naming a file from its name only: `admin/list_item_controller.js`
    /// -> `list-item`.
    static func fileNameIdentifier(path: String) -> String? {
        path.split(separator: "/").last.flatMap { ControllerIdentifier.identifier(forPathUnderControllersFolder: String($0)) }
    }

    static func dasherized(_ stem: String) -> String {
        var result = ""
        for character in stem {
            switch character {
            case "/": result += "--"
            case "_": result.append("-")
            default: result.append(character)
            }
        }
        return result
    }
}
