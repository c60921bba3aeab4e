/// Which receivers of a `register(...)` call in one file are a Stimulus `Application`, so that
/// Handlebars or another library inside a vendored bundle defines no controller. A pure
/// function of the file's tokens.
struct ApplicationReceivers {
    /// How sure a receiver is a Stimulus `Application`.
    enum Kind: Sendable, Hashable {
        /// Proven: `Application.start()`, a name bound to it in this file, `window.Stimulus`,
        /// `this.application`, a name imported from the app's own module.
        case application
        /// Not proven (a global `application` in a file that imports nothing from Stimulus, a
        /// minified `e.register(...)`, `Handlebars` imported from its package): its identifier
        /// may exist, nothing more.
        case unproven
    }

    private let source: JavaScriptSource
    private let imports: [String: String]
    /// Names bound in this file to an expression that mentions `Application`, `application` or
    /// `Stimulus` (`const app = window.application`).
    private let applicationNames: Set<String>
    /// Names declared in this file (`const`, `let`, `var`, `function`, `class`).
    private let declaredNames: Set<String>
    /// The file is the app's Stimulus code: it imports from Stimulus, is not vendored, not
    /// minified. Only such a file may register through a name it does not bind or import.
    private let isStimulusCode: Bool

    init(source: JavaScriptSource) {
        self.source = source
        imports = source.importedNames()
        applicationNames = Self.applicationNames(in: source)
        declaredNames = Set(source.tokens.indices.compactMap { index in
            guard ["const", "let", "var", "function", "class"].contains(source.tokens[index].text), source.tokens[index].kind == .identifier,
                  let name = source.token(at: index + 1), name.kind == .identifier else { return nil }
            return name.text
        })
        let path = source.file.path
        let isThirdParty = path.hasSuffix(".min.js") || path.split(separator: "/").dropLast().contains { $0 == "vendor" || $0 == "vendors" }
        isStimulusCode = !isThirdParty && imports.values.contains { Self.isStimulusModule($0) || Self.isOwnModule($0) }
    }

    /// The kind of the receiver of the `.register` whose `.` is at `dot`.
    func kind(ofReceiverBefore dot: Int) -> Kind {
        guard let last = source.token(at: dot - 1) else { return .unproven }
        // `Application.start().register(...)`
        if last.isPunctuator(")") {
            return callee(closingAt: dot - 1).contains("Application") ? .application : .unproven
        }
        guard last.kind == .identifier else { return .unproven }
        let chain = self.chain(endingAt: dot - 1)
        if chain.count > 1 {
            return last.text == "application" || last.text == "Stimulus" ? .application : (isStimulusCode ? .application : .unproven)
        }
        if last.text == "Stimulus" || applicationNames.contains(last.text) { return .application }
        // Declared here as something else (`const registry = new Registry()`).
        if declaredNames.contains(last.text) { return .unproven }
        if let module = imports[last.text] {
            return Self.isStimulusModule(module) || Self.isOwnModule(module) ? .application : .unproven
        }
        return isStimulusCode ? .application : .unproven
    }

    /// Whether the receiver before `dot` is a Stimulus `Application` by its own evidence, not
    /// only by the file it is in: `application`, `app`, `Stimulus` (or a chain ending in one), a
    /// name bound to `Application.start()`, or one imported from the app's own module. A call
    /// with a computed name on any other receiver (`navigator.serviceWorker.register(url, {})`)
    /// is not a controller registration.
    func isNamedApplication(receiverBefore dot: Int) -> Bool {
        guard kind(ofReceiverBefore: dot) == .application, let last = source.token(at: dot - 1) else { return false }
        if last.isPunctuator(")") { return true }
        if ["application", "app", "Stimulus", "stimulus"].contains(last.text) || applicationNames.contains(last.text) { return true }
        return chain(endingAt: dot - 1).count == 1 && imports[last.text].map(Self.isOwnModule) == true
    }

    /// `a.b.c` ending at `end`, as names.
    private func chain(endingAt end: Int) -> [String] {
        var names: [String] = []
        var index = end
        while let token = source.token(at: index), token.kind == .identifier {
            names.insert(token.text, at: 0)
            guard source.token(at: index - 1)?.isPunctuator(".") == true || source.token(at: index - 1)?.isPunctuator("?.") == true else { break }
            index -= 2
        }
        return names
    }

    /// The names of the callee of the call whose `)` is at `close`.
    private func callee(closingAt close: Int) -> [String] {
        var open = close - 1
        var depth = 0
        while open >= 0, open >= close - 256 {
            let token = source.tokens[open]
            if token.isPunctuator(")") { depth += 1 }
            if token.isPunctuator("(") {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open > 0, source.closingIndex[open] == close else { return [] }
        return chain(endingAt: open - 1)
    }

    /// `x = Application.start()`, `const app = new Application()`, `const x = window.Stimulus`,
    /// `window.Stimulus = application = Application.start()`: names assigned an expression whose
    /// first names mention `Application`, `application` or `Stimulus`.
    private static func applicationNames(in source: JavaScriptSource) -> Set<String> {
        var names: Set<String> = []
        for index in source.tokens.indices where source.tokens[index].isPunctuator("=") {
            guard let name = source.token(at: index - 1), name.kind == .identifier else { continue }
            var cursor = index + 1
            var mentions = false
            // The value's leading names, through chained assignments (`a = b = X.start()`).
            while let token = source.token(at: cursor), cursor < index + 12 {
                if ["Application", "application", "Stimulus"].contains(token.text), token.kind == .identifier { mentions = true; break }
                guard token.kind == .identifier || token.isPunctuator(".") || token.isPunctuator("=") || token.isPunctuator("||") || token.isPunctuator("??") else { break }
                cursor += 1
            }
            if mentions { names.insert(name.text) }
        }
        return names
    }

    /// `@hotwired/stimulus`, `stimulus`, `@stimulus/core`.
    static func isStimulusModule(_ specifier: String) -> Bool {
        StimulusController.isLibraryModule(specifier) && specifier.lowercased().contains("stimulus")
    }

    /// A module of the app itself: relative, absolute, or under the importmap's `controllers/`
    /// (`import { application } from "controllers/application"`), or the importmap pin of the
    /// app's entry (`"application"`).
    static func isOwnModule(_ specifier: String) -> Bool {
        specifier.hasPrefix(".") || specifier.hasPrefix("/") || specifier == "controllers" || specifier.hasPrefix("controllers/")
            || specifier.hasPrefix("~/") || specifier.hasPrefix("@/") || specifier.split(separator: "/").last == "application"
    }
}
