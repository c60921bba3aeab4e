/// Which receivers of a `register(...)` call in one file are a Stimulus `Application`, so that
/// Handlebars or another library inside a vendored bundle defines no controller. A pure
/// function of the file's tokens.
struct ApplicationReceivers {
    /// How sure a receiver is a Stimulus `Application`.
    enum Kind: Sendable, Hashable {
        /// Proven: `Application.start()` of Stimulus's `Application`, a name bound to it in this
        /// file, `window.Stimulus`, `this.application`, a name imported from the app's own module.
        case application
        /// Not proven (a global `application` in a file that imports nothing from Stimulus, a
        /// minified `e.register(...)`, `Handlebars` imported from its package): its identifier
        /// may exist, nothing more.
        case unproven
    }

    private let source: JavaScriptSource
    private let imports: [String: String]
    private let bindings: [String: JavaScriptSource.ImportBinding]
    /// Names bound in this file to a Stimulus `Application` by where the value comes from
    /// (`const app = Application.start()`, `= new Application()`, `= window.Stimulus`, `= app`
    /// of another such name), not by what the name or the value's class is called: Ember's
    /// `var container = Application.buildContainer(this)` binds no Stimulus application.
    private var applicationNames: Set<String>
    /// Names declared in this file (`const`, `let`, `var`, `function`, `class`).
    private let declaredNames: Set<String>
    /// The file is the app's Stimulus code: it imports from Stimulus, is not vendored, not
    /// minified. Only such a file may register through a name it does not bind or import.
    private let isStimulusCode: Bool
    private let isThirdParty: Bool
    /// The file exports something or loads a folder of controllers: an application it starts
    /// may be shared with other files (see `isPrivateApplication`).
    private let mayShareApplication: Bool

    init(source: JavaScriptSource) {
        self.source = source
        bindings = source.importBindings()
        imports = bindings.mapValues(\.module)
        declaredNames = Set(source.tokens.indices.compactMap { index in
            guard ["const", "let", "var", "function", "class"].contains(source.tokens[index].text), source.tokens[index].kind == .identifier,
                  let name = source.token(at: index + 1), name.kind == .identifier else { return nil }
            return name.text
        })
        let path = source.file.path
        isThirdParty = path.hasSuffix(".min.js") || path.split(separator: "/").dropLast().contains { $0 == "vendor" || $0 == "vendors" }
        // A file without modules reaches Stimulus through the `Stimulus` global of its UMD build
        // (`class extends Stimulus.Controller`).
        let usesStimulusGlobal = source.tokens.indices.contains { index in
            source.tokens[index].isIdentifier("Stimulus") && source.token(at: index + 1)?.isPunctuator(".") == true
                && ["Controller", "Application"].contains(source.token(at: index + 2)?.text ?? "")
        }
        isStimulusCode = !isThirdParty && (usesStimulusGlobal || imports.values.contains { Self.isStimulusModule($0) || Self.isOwnModule($0) })
        mayShareApplication = source.tokens.indices.contains { index in
            let token = source.tokens[index]
            guard token.kind == .identifier else { return false }
            if token.text == "export" { return true }
            if ["definitionsFromContext", "eagerLoadControllersFrom", "lazyLoadControllersFrom", "load"].contains(token.text) {
                return source.token(at: index + 1)?.isPunctuator("(") == true
            }
            return false
        }
        applicationNames = []
        applicationNames = boundApplicationNames()
    }

    /// The kind of the receiver of the `.register` whose `.` is at `dot`.
    func kind(ofReceiverBefore dot: Int) -> Kind {
        guard let last = source.token(at: dot - 1) else { return .unproven }
        // `Application.start().register(...)`
        if last.isPunctuator(")") {
            return isApplicationStart(callee: callee(closingAt: dot - 1)) ? .application : .unproven
        }
        guard last.kind == .identifier else { return .unproven }
        let chain = self.chain(endingAt: dot - 1)
        if chain.count > 1 {
            if isApplicationGlobal(chain) { return .application }
            return isStimulusCode ? .application : .unproven
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

    /// Whether the receiver before `dot` is an application this file starts and keeps to itself:
    /// `Application.start().register(...)`, or a name bound here to `Application.start()` or
    /// `new Application()` that is never assigned on or exported, in a file that loads no
    /// folder of controllers (whose files would share it) and exports nothing.
    func isPrivateApplication(receiverBefore dot: Int) -> Bool {
        guard let last = source.token(at: dot - 1), !isThirdParty, !mayShareApplication else { return false }
        if last.isPunctuator(")") { return isApplicationStart(callee: callee(closingAt: dot - 1)) }
        guard last.kind == .identifier, chain(endingAt: dot - 1).count == 1 else { return false }
        let name = last.text
        var bound = false
        for index in source.tokens.indices where source.tokens[index].isIdentifier(name) {
            guard source.token(at: index - 1)?.isPunctuator(".") != true else { continue }
            // `window.Stimulus = application`, `x = application`, `{ application }` handed on.
            if let previous = source.token(at: index - 1), previous.isPunctuator("=") || previous.isPunctuator(":") || previous.isPunctuator("{") || previous.isPunctuator(",") || previous.isPunctuator("(") {
                return false
            }
            guard source.token(at: index + 1)?.isPunctuator("=") == true else { continue }
            let value = index + 2
            let isStarted: Bool
            if source.token(at: value)?.isIdentifier("new") == true {
                isStarted = isApplicationClass(chain(startingAt: value + 1).names)
            } else {
                var start = value
                if source.token(at: start)?.isIdentifier("await") == true { start += 1 }
                let (names, end) = chain(startingAt: start)
                isStarted = source.token(at: end)?.isPunctuator("(") == true && isApplicationStart(callee: names)
            }
            guard isStarted else { return false }
            bound = true
        }
        return bound
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

    /// `a.b.c` starting at `start`: its names and the index after it.
    private func chain(startingAt start: Int) -> (names: [String], end: Int) {
        var names: [String] = []
        var index = start
        while let token = source.token(at: index), token.kind == .identifier {
            names.append(token.text)
            guard source.token(at: index + 1)?.isPunctuator(".") == true || source.token(at: index + 1)?.isPunctuator("?.") == true else {
                return (names, index + 1)
            }
            index += 2
        }
        return (names, index)
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

    /// The Stimulus `Application` class, by its origin: imported from Stimulus under any local
    /// name, `Stimulus.Application` of the UMD global, `ns.Application` of a namespace import,
    /// or a global `Application` the file neither declares nor imports from elsewhere.
    private func isApplicationClass(_ chain: [String]) -> Bool {
        guard let last = chain.last else { return false }
        if chain.count == 1 {
            if let binding = bindings[last] { return Self.isStimulusModule(binding.module) && binding.imported == "Application" }
            return last == "Application" && !declaredNames.contains(last)
        }
        guard last == "Application" else { return false }
        let owner = chain[chain.count - 2]
        if owner == "Stimulus" { return true }
        return chain.count == 2 && bindings[owner].map { Self.isStimulusModule($0.module) && $0.imported == "*" } == true
    }

    /// `Application.start` (the callee of a call that returns a started application).
    private func isApplicationStart(callee: [String]) -> Bool {
        callee.count > 1 && callee.last == "start" && isApplicationClass(Array(callee.dropLast()))
    }

    /// A global the Stimulus setup conventionally sets: `window.Stimulus` (any chain ending in
    /// `Stimulus`), and in the app's own code `this.application` (a controller's) or
    /// `window.application`.
    private func isApplicationGlobal(_ chain: [String]) -> Bool {
        guard chain.count > 1, let last = chain.last else { return false }
        if last == "Stimulus" { return true }
        return last == "application" && !isThirdParty && ["this", "window", "globalThis", "self"].contains(chain[0]) && chain.count == 2
    }

    /// Whether the expression at `start` is a Stimulus `Application`: `[await] Application.start(...)`,
    /// `new Application(...)`, a global of `isApplicationGlobal`, `Stimulus`, a name already
    /// bound to one, through chained assignments and `||`/`??` alternatives.
    private func isApplicationValue(at start: Int, known: Set<String>, depth: Int = 0) -> Bool {
        guard depth < 8, let first = source.token(at: start) else { return false }
        if first.isIdentifier("await") { return isApplicationValue(at: start + 1, known: known, depth: depth + 1) }
        if first.isPunctuator("("), let close = source.closingIndex[start] {
            return close > start + 1 && isApplicationValue(at: start + 1, known: known, depth: depth + 1)
        }
        if first.isIdentifier("new") {
            let (names, end) = chain(startingAt: start + 1)
            return isApplicationClass(names) && source.token(at: end)?.isPunctuator("(") != false
        }
        let (names, end) = chain(startingAt: start)
        guard !names.isEmpty else { return false }
        let next = source.token(at: end)
        if next?.isPunctuator("=") == true { return isApplicationValue(at: end + 1, known: known, depth: depth + 1) }
        if next?.isPunctuator("(") == true { return isApplicationStart(callee: names) }
        let proven = names == ["Stimulus"] || isApplicationGlobal(names)
            || (names.count == 1 && (known.contains(names[0]) || imports[names[0]].map { Self.isOwnModule($0) || Self.isStimulusModule($0) } == true))
        if proven { return true }
        if next.map({ $0.isPunctuator("||") || $0.isPunctuator("??") }) == true {
            return isApplicationValue(at: end + 1, known: known, depth: depth + 1)
        }
        return false
    }

    /// The names `name = <application>` binds anywhere in the file, to a fixed point (a name
    /// bound to another bound name).
    private func boundApplicationNames() -> Set<String> {
        var names: Set<String> = []
        let assignments = source.tokens.indices.compactMap { index in
            source.tokens[index].isPunctuator("=") ? boundName(byAssignmentAt: index).map { (index, $0) } : nil
        }
        while true {
            let before = names.count
            for (index, name) in assignments where !names.contains(name) {
                if isApplicationValue(at: index + 1, known: names) { names.insert(name) }
            }
            if names.count == before { return names }
        }
    }

    /// The name the `=` at `index` binds: the name before it, or, after a TypeScript type
    /// annotation (`const application: Application = ...`, `let app: Application | null = ...`),
    /// the declared name before the annotation.
    private func boundName(byAssignmentAt index: Int) -> String? {
        guard let previous = source.token(at: index - 1), previous.kind == .identifier else { return nil }
        // The annotation is on the declaration's line: a line break ends the walk back.
        var cursor = index - 1
        while let token = source.token(at: cursor), cursor > index - 32, !(source.token(at: cursor + 1)?.followsLineBreak ?? false),
              token.kind == .identifier || [".", "|", "<", ">", "[", "]"].contains(where: token.isPunctuator) {
            cursor -= 1
        }
        if source.token(at: cursor)?.isPunctuator(":") == true, let name = source.token(at: cursor - 1), name.kind == .identifier,
           let keyword = source.token(at: cursor - 2), ["const", "let", "var"].contains(where: keyword.isIdentifier) {
            return name.text
        }
        return previous.text
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
