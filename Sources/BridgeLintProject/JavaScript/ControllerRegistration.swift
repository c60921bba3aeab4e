/// An explicit `application.register("id", Klass)` call.
public struct ControllerRegistration: Sendable, Hashable {
    public var identifier: String
    /// The file holding the call, relative to the project root.
    public var path: String
    /// Where the identifier string is.
    public var location: FileLocation
    /// The registered class's local name, if it is a plain name.
    public var className: String?
    /// The module the class is imported from, as written (`"./hello_controller"`).
    public var classModule: String?
    /// The name `classModule` exports the class under (`default`, or the name in braces).
    public var classExport: String?
    /// The root-relative file `classModule` resolves to, when it is a known controller file
    /// (filled in by `ControllerCatalog.load`; scanning one file cannot know it).
    public var classPath: String?
    /// The receiver is provably a Stimulus `Application` (see `ApplicationReceivers`). An
    /// unproven registration makes its identifier possible, and defines no controller.
    public var isProven: Bool
    /// The registered class is written in the registering file: inline (`register("x", class
    /// extends Controller {})`) or declared there (`class Menu extends Controller`).
    public var isOwnClass: Bool
    /// The receiver is an application the registering file starts itself and shares with no
    /// other file (no export, no global, no loader in the file): a separate entry point's own
    /// Stimulus application, whose identifiers replace no other application's.
    public var isOnPrivateApplication = false

    public init(identifier: String, path: String, location: FileLocation, className: String?, classModule: String?, classPath: String? = nil,
                classExport: String? = nil, isOwnClass: Bool = false, isProven: Bool = true) {
        self.identifier = identifier
        self.path = path
        self.location = location
        self.className = className
        self.classModule = classModule
        self.classExport = classExport
        self.classPath = classPath
        self.isOwnClass = isOwnClass
        self.isProven = isProven
    }
}

/// What one file registers: its `register` calls with literal identifiers (and the entries of
/// the tables its computed calls go through), and where a computed call registers names it
/// cannot read.
public struct RegistrationScan: Sendable {
    public var registrations: [ControllerRegistration] = []
    /// `application.register(name, klass)` and `application.load(definitions)` calls on a
    /// Stimulus `Application` whose names come from no table in the file: the identifiers they
    /// register are unknown.
    public var unreadSites: [FileLocation] = []
}

/// Finds `<receiver>.register("id", Klass)` calls in a JavaScript file, and whether each
/// receiver is a Stimulus `Application`: a pure function of its text. A call with a computed
/// identifier (`controllers.forEach(([name, klass]) => application.register(name, klass))`)
/// registers the entries of the file's tables (see `RegistrationTables`).
public enum RegistrationScanner {
    public static func scan(_ text: String, path: String) -> RegistrationScan {
        scan(bytes: Array(text.utf8), path: path)
    }

    public static func scan(bytes: [UInt8], path: String) -> RegistrationScan {
        let source = JavaScriptSource(path: path, bytes: bytes)
        let tokens = source.tokens
        var bindings: [String: JavaScriptSource.ImportBinding]?
        var receivers: ApplicationReceivers?
        var dynamicImports: DynamicImports?
        var declaredClasses: Set<String>?
        var result = RegistrationScan()
        var computedCalls: [Int] = []
        // Whether each receiver name is an application private to this file, asked once per name.
        var privateReceivers: [String: Bool] = [:]
        for index in tokens.indices where tokens[index].isIdentifier("register") {
            // `window.Stimulus?.register(...)` too: a page without Stimulus skips the call.
            guard source.token(at: index - 1).map({ $0.isPunctuator(".") || $0.isPunctuator("?.") }) == true,
                  source.token(at: index + 1)?.isPunctuator("(") == true,
                  let idToken = source.token(at: index + 2)
            else { continue }
            if receivers == nil { receivers = ApplicationReceivers(source: source) }
            guard let identifier = idToken.literalValue else {
                if receivers?.isNamedApplication(receiverBefore: index - 1) == true, hasSecondArgument(openingAt: index + 1, in: source) {
                    computedCalls.append(index)
                }
                continue
            }
            guard isIdentifierShaped(identifier), source.token(at: index + 3)?.isPunctuator(",") == true,
                  let classToken = source.token(at: index + 4)
            else { continue }
            var className: String?
            var module: String?
            var export: String?
            var isOwnClass = classToken.isIdentifier("class")
            if classToken.kind == .identifier, classToken.text != "class",
               source.token(at: index + 5).map({ $0.isPunctuator(")") || $0.isPunctuator(",") }) == true
            {
                if bindings == nil { bindings = source.importBindings() }
                className = classToken.text
                module = bindings?[classToken.text]?.module
                export = bindings?[classToken.text]?.imported
                if module == nil {
                    if declaredClasses == nil { declaredClasses = Self.declaredClassNames(in: source) }
                    isOwnClass = declaredClasses?.contains(classToken.text) == true
                }
            } else if let end = Self.defaultExportEnd(at: index + 4, in: source),
                      source.token(at: end).map({ $0.isPunctuator(")") || $0.isPunctuator(",") }) == true
            {
                if dynamicImports == nil { dynamicImports = DynamicImports(source: source) }
                module = Self.dynamicallyImportedModule(at: index + 4, in: source, imports: dynamicImports)
            }
            var registration = ControllerRegistration(
                identifier: identifier, path: path, location: source.location(of: idToken),
                className: className, classModule: module, classExport: export, isOwnClass: isOwnClass,
                isProven: receivers?.kind(ofReceiverBefore: index - 1) == .application)
            let receiverKey = source.token(at: index - 2).flatMap { token in
                token.kind == .identifier && source.token(at: index - 3).map({ $0.isPunctuator(".") || $0.isPunctuator("?.") }) != true ? token.text : nil
            }
            if let receiverKey, let known = privateReceivers[receiverKey] {
                registration.isOnPrivateApplication = known
            } else {
                let isPrivate = receivers?.isPrivateApplication(receiverBefore: index - 1) == true
                if let receiverKey { privateReceivers[receiverKey] = isPrivate }
                registration.isOnPrivateApplication = isPrivate
            }
            result.registrations.append(registration)
        }
        // `application.load(definitions)` of definitions the app builds itself (a package's are
        // `PackageLoadScanner`'s, esbuild-plugin-stimulus's a loader's).
        for index in tokens.indices where tokens[index].isIdentifier("load") {
            guard source.token(at: index - 1)?.isPunctuator(".") == true, source.token(at: index + 1)?.isPunctuator("(") == true,
                  let argument = source.token(at: index + 2), argument.kind == .identifier, source.token(at: index + 3)?.isPunctuator(")") == true
            else { continue }
            if bindings == nil { bindings = source.importBindings() }
            if let module = bindings?[argument.text]?.module, PackageLoadScanner.isPackageSpecifier(module) || module.hasPrefix("stimulus:") { continue }
            if receivers == nil { receivers = ApplicationReceivers(source: source) }
            if receivers?.isNamedApplication(receiverBefore: index - 1) == true { computedCalls.append(index) }
        }
        if !computedCalls.isEmpty {
            let entries = RegistrationTables(source: source, imports: (bindings ?? source.importBindings()).mapValues(\.module)).entries()
            if entries.isEmpty {
                result.unreadSites = computedCalls.map { source.location(of: tokens[$0]) }
            } else {
                result.registrations += entries.map { entry in
                    ControllerRegistration(identifier: entry.identifier, path: path, location: entry.location,
                                           className: entry.className, classModule: entry.classModule)
                }
            }
        }
        return result
    }

    /// The Stimulus definitions a module exports for a host to `application.load` (an engine's
    /// `export default [{ identifier: "tables--query", controllerConstructor: QueryController }]`),
    /// each class imported from a file of the app: they name those files' identifiers. Empty
    /// for a file that exports nothing, and for a bundle, whose classes are its own.
    public static func exportedDefinitions(bytes: [UInt8], path: String) -> [ControllerRegistration] {
        let source = JavaScriptSource(path: path, bytes: bytes)
        guard source.tokens.contains(where: { $0.isIdentifier("export") }) else { return [] }
        return PackageLoadScanner.definitionsWithConstructors(source: source, imports: nil).compactMap { definition in
            guard let module = definition.classModule, module.hasPrefix("./") || module.hasPrefix("../") else { return nil }
            return ControllerRegistration(identifier: definition.identifier, path: path, location: definition.location, className: nil, classModule: module)
        }
    }

    /// The token after a class expression starting at `start` that reads a module's default
    /// export: `name.default`, or `(await import("m")).default`. Nil for any other expression.
    private static func defaultExportEnd(at start: Int, in source: JavaScriptSource) -> Int? {
        guard let first = source.token(at: start) else { return nil }
        var dot = start + 1
        if first.isPunctuator("("), let close = source.closingIndex[start] { dot = close + 1 } else if first.kind != .identifier { return nil }
        guard source.token(at: dot)?.isPunctuator(".") == true, source.token(at: dot + 1)?.isIdentifier("default") == true else { return nil }
        return dot + 2
    }

    /// The module whose default export the expression at `start` reads (see
    /// `defaultExportEnd`): the dynamic import a name is bound to, or the one awaited in parentheses.
    private static func dynamicallyImportedModule(at start: Int, in source: JavaScriptSource, imports: DynamicImports?) -> String? {
        guard let first = source.token(at: start) else { return nil }
        if first.kind == .identifier { return imports?.module(boundTo: first.text, at: start) }
        // `(await import("m")).default`
        guard source.token(at: start + 1)?.isIdentifier("await") == true, source.token(at: start + 2)?.isIdentifier("import") == true,
              source.token(at: start + 3)?.isPunctuator("(") == true, let module = source.token(at: start + 4)?.literalValue,
              source.token(at: start + 5)?.isPunctuator(")") == true, source.token(at: start + 6)?.isPunctuator(")") == true
        else { return nil }
        return module
    }

    /// The names of the classes the file declares (`class Menu extends Controller`).
    private static func declaredClassNames(in source: JavaScriptSource) -> Set<String> {
        Set(source.tokens.indices.compactMap { index in
            guard source.tokens[index].isIdentifier("class"), let name = source.token(at: index + 1), name.kind == .identifier,
                  name.text != "extends" else { return nil }
            return name.text
        })
    }

    /// Whether the call whose `(` is at `open` has a second top-level argument.
    private static func hasSecondArgument(openingAt open: Int, in source: JavaScriptSource) -> Bool {
        guard let close = source.closingIndex[open] else { return false }
        var index = open + 1
        while index < close {
            if source.tokens[index].isPunctuator(",") { return index + 1 < close }
            index = source.skipGroup(at: index)
        }
        return false
    }

    /// A Stimulus identifier has no `/`, `.`, `:` or white space: `serviceWorker.register("/sw.js", ...)`
    /// registers no controller, nor does a dependency-injection container's `register("view:select", ...)`
    /// (Ember's `type:name` keys; a Stimulus identifier is a kebab-case name).
    static func isIdentifierShaped(_ text: String) -> Bool {
        !text.isEmpty && !text.contains { $0 == "/" || $0 == "." || $0 == ":" || $0.isWhitespace }
    }
}
