/// Finds the members a controller gains at run time rather than in its class body: properties
/// assigned on `this` in any method (`this.search = debounce(this._search, 300)` in
/// `initialize()`), `Object.defineProperty(this, "x", ...)`, the keys of an object literal
/// given to `Object.assign(this, { ... })` or `Object.assign(Klass.prototype, { ... })`, and
/// `Klass.prototype.x = ...`. Where the names cannot be read (`Object.assign(this, mixin)`,
/// `this[name] = ...`, `useHover(this)`), it records where the controller may gain methods.
/// It also reads the targets the controller finds through its `TargetSet`
/// (`this.targets.find("root")`), which Stimulus looks up whether `static targets` names them or not.
struct RuntimeMemberScanner {
    let source: JavaScriptSource
    /// The controller class's name, for `Klass.prototype`.
    let className: String?

    private var tokens: [JavaScriptToken] { source.tokens }

    private static let assignments: Set<String> = ["=", "||=", "??=", "&&="]

    func record(into controller: inout StimulusController) {
        var bindings: [String: JavaScriptSource.ImportBinding]?
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "this" where source.token(at: index - 1).map(isMemberAccess) != true:
                if recordTargetSetLookup(at: index, into: &controller) {
                    continue
                } else if let assignment = assignment(after: index) {
                    record(assignment.member, at: index, into: &controller)
                } else if passesControllerToFunction(at: index) {
                    markGainsMethods(at: index, in: &controller)
                } else if let (member, module) = elementHandedToPackage(at: index, bindings: &bindings) {
                    controller.handedToPackages.insert(member)
                    controller.handedToModules.insert(module)
                    if controller.handedToPackagesAt == nil { controller.handedToPackagesAt = source.location(of: tokens[index]) }
                }
            case "prototype" where isClassPrototype(endingAt: index):
                if let assignment = assignment(after: index) { record(assignment.member, at: index, into: &controller) }
            case "Object" where source.token(at: index + 1)?.isPunctuator(".") == true:
                recordObjectCall(at: index, into: &controller)
            default: break
            }
        }
    }

    /// `this.targets.find("root")`, `findAll(...)` or `has(...)` with `this` at `index`: Stimulus
    /// finds `[data-<identifier>-target~="root"]` for any name, so a literal name is a target the
    /// controller reads, and a computed one may be any name (its targets are open).
    private func recordTargetSetLookup(at index: Int, into controller: inout StimulusController) -> Bool {
        guard source.token(at: index + 1)?.isPunctuator(".") == true, source.token(at: index + 2)?.isIdentifier("targets") == true,
              source.token(at: index + 3)?.isPunctuator(".") == true, let method = source.token(at: index + 4),
              ["find", "findAll", "has"].contains(where: method.isIdentifier), source.token(at: index + 5)?.isPunctuator("(") == true
        else { return false }
        if let name = source.token(at: index + 6)?.literalValue, source.token(at: index + 7)?.isPunctuator(")") == true {
            controller.targets.insert(name)
        } else {
            controller.openDeclarations.insert(.targets)
        }
        return true
    }

    /// An assignment to a member of an object: `receiver.name = ...` or `receiver[key] = ...`.
    private struct Assignment {
        /// Nil for a computed key (`this[name] = ...`).
        var member: String?
    }

    /// The assignment to a member of the receiver ending at `receiver`, if one follows it.
    private func assignment(after receiver: Int) -> Assignment? {
        guard let access = source.token(at: receiver + 1) else { return nil }
        if access.isPunctuator("."), let name = source.token(at: receiver + 2), name.kind == .identifier,
           let operation = source.token(at: receiver + 3), isAssignment(operation)
        {
            return Assignment(member: name.text)
        }
        guard access.isPunctuator("["), let close = source.closingIndex[receiver + 1],
              let operation = source.token(at: close + 1), isAssignment(operation)
        else { return nil }
        return Assignment(member: close == receiver + 3 ? source.token(at: receiver + 2)?.literalValue : nil)
    }

    private func isAssignment(_ token: JavaScriptToken) -> Bool {
        token.kind == .punctuator && Self.assignments.contains(token.text)
    }

    private func record(_ member: String?, at index: Int, into controller: inout StimulusController) {
        if let member {
            if !controller.actionMethods.contains(member) { controller.otherFields.insert(member) }
        } else {
            markGainsMethods(at: index, in: &controller)
        }
    }

    private func markGainsMethods(at index: Int, in controller: inout StimulusController) {
        if controller.methodsGainedAt == nil { controller.methodsGainedAt = source.location(of: tokens[index]) }
    }

    private func isMemberAccess(_ token: JavaScriptToken) -> Bool {
        token.isPunctuator(".") || token.isPunctuator("?.")
    }

    /// `Klass.prototype` with `prototype` at `index`, `Klass` being the controller class.
    private func isClassPrototype(endingAt index: Int) -> Bool {
        guard let className, source.token(at: index - 1)?.isPunctuator(".") == true,
              source.token(at: index - 2)?.isIdentifier(className) == true else { return false }
        return source.token(at: index - 3).map(isMemberAccess) != true
    }

    /// Whether the arguments starting at `index` begin with the controller itself: `this` or
    /// `Klass.prototype`, followed by `,`. Returns the index of that comma.
    private func controllerArgument(at index: Int) -> Int? {
        if source.token(at: index)?.isIdentifier("this") == true, source.token(at: index + 1)?.isPunctuator(",") == true { return index + 1 }
        if source.token(at: index + 2)?.isIdentifier("prototype") == true, isClassPrototype(endingAt: index + 2),
           source.token(at: index + 3)?.isPunctuator(",") == true
        {
            return index + 3
        }
        return nil
    }

    /// `Object.defineProperty(this, "x", ...)`, `Object.defineProperties(this, { x: ... })`,
    /// `Object.assign(this, { x() {} }, mixin)`, with `Object` at `index`.
    private func recordObjectCall(at index: Int, into controller: inout StimulusController) {
        let open = index + 3
        guard let method = source.token(at: index + 2), source.token(at: open)?.isPunctuator("(") == true,
              let close = source.closingIndex[open], let comma = controllerArgument(at: open + 1)
        else { return }
        switch method.text {
        case "defineProperty":
            if let name = source.token(at: comma + 1)?.literalValue, source.token(at: comma + 2)?.isPunctuator(",") == true {
                record(name, at: index, into: &controller)
            } else {
                markGainsMethods(at: index, in: &controller)
            }
        case "defineProperties", "assign":
            var argument = comma + 1
            while argument < close {
                let end = argumentEnd(from: argument, close: close)
                if let keys = ObjectLiteral.keys(in: source, from: argument, to: end) {
                    for key in keys { record(key, at: index, into: &controller) }
                } else if end == argument + 1, tokens[argument].kind == .identifier {
                    recordMixin(named: tokens[argument].text, at: index, into: &controller)
                } else {
                    markGainsMethods(at: index, in: &controller)
                }
                if method.text == "defineProperties" { break }
                argument = end + 1
            }
        default: break
        }
    }

    /// The index of the `,` or `)` ending the argument starting at `start`.
    private func argumentEnd(from start: Int, close: Int) -> Int {
        var index = start
        while index < close, !tokens[index].isPunctuator(",") { index = source.skipGroup(at: index) }
        return min(index, close)
    }

    /// A mixin object given by name: one this file defines as an object literal adds its keys;
    /// one imported from the app's own module is read with the catalog (`mixinImports`); any
    /// other may add anything.
    private func recordMixin(named name: String, at index: Int, into controller: inout StimulusController) {
        if let keys = ObjectLiteral.declared(name, in: source) {
            for key in keys { record(key, at: index, into: &controller) }
        } else if let binding = source.importBindings()[name], ModuleResolver.isLocal(binding.module), binding.imported != "*" {
            controller.mixinImports.append(.init(module: binding.module, exported: binding.imported, location: source.location(of: tokens[index])))
        } else {
            markGainsMethods(at: index, in: &controller)
        }
    }

    /// The member of the `this` at `index` that is handed whole to a function or class imported
    /// from a package: `element`, or a target (`selectTarget`, `itemTargets`), as an argument of
    /// `new Choices(this.selectTarget, ...)`, `flatpickr(this.element)` or
    /// `Sortable.create(this.listTarget)`, the callee's first name bound by an `import` from a
    /// bare specifier (not `./`, `../` or an alias of the app's folders; not Hotwire's own
    /// `@hotwired/` packages), with that specifier. jQuery's `$(...)` wraps what it is given.
    /// Nil otherwise. A bare specifier may still name a module of the app (an importmap pin of
    /// `app/javascript`): the catalog, which resolves it, tells (`ControllerSources`).
    private func elementHandedToPackage(at index: Int, bindings: inout [String: JavaScriptSource.ImportBinding]?) -> (member: String, module: String)? {
        guard source.token(at: index + 1)?.isPunctuator(".") == true, let member = source.token(at: index + 2), member.kind == .identifier,
              member.text == "element" || member.text.count > "Target".count && (member.text.hasSuffix("Target") || member.text.hasSuffix("Targets")),
              source.token(at: index + 3).map({ $0.isPunctuator(")") || $0.isPunctuator(",") }) == true,
              let open = openingParenthesis(before: index)
        else { return nil }
        // The callee: `name(`, `name.method(`, `new name(`, its first name not a member of something.
        var root = open - 1
        guard source.token(at: root)?.kind == .identifier else { return nil }
        while source.token(at: root - 1)?.isPunctuator(".") == true, source.token(at: root - 2)?.kind == .identifier { root -= 2 }
        guard let name = source.token(at: root), source.token(at: root - 1).map(isMemberAccess) != true,
              !["$", "jQuery", "this", "super"].contains(name.text)
        else { return nil }
        if bindings == nil { bindings = source.importBindings() }
        // Hotwire's own libraries (`new BridgeElement(this.element)`) send only events bridgelint knows.
        guard let binding = bindings?[name.text], !ModuleResolver.isLocal(binding.module), !binding.module.hasPrefix("@hotwired/") else { return nil }
        return (member.text, binding.module)
    }

    /// The `(` of the argument list whose argument starts at `index` (after `(` or `,`), when
    /// the list is a call's; nil otherwise.
    private func openingParenthesis(before index: Int) -> Int? {
        guard source.token(at: index - 1).map({ $0.isPunctuator("(") || $0.isPunctuator(",") }) == true else { return nil }
        var cursor = index - 1
        // Earlier arguments are skipped group by group, back to the list's `(`.
        while cursor >= 0, index - cursor < 4096 {
            let token = tokens[cursor]
            if token.isPunctuator("(") { return cursor }
            if token.isPunctuator("[") || token.isPunctuator("{") || token.isPunctuator(";") { return nil }
            if token.isPunctuator(")") || token.isPunctuator("]") || token.isPunctuator("}") {
                guard let opening = stride(from: cursor - 1, through: max(0, cursor - 4096), by: -1).first(where: { source.closingIndex[$0] == cursor })
                else { return nil }
                cursor = opening
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether the `this` at `index` is a whole argument of a plain function call
    /// (`popupMenu(this)`, `useHover(this, { element })`), not of a method call on some object
    /// (`list.push(this)`, `handler.bind(this)`): the function may add methods. jQuery's
    /// `$(this)` wraps what it is given and adds nothing to it.
    private func passesControllerToFunction(at index: Int) -> Bool {
        guard source.token(at: index + 1).map({ $0.isPunctuator(")") || $0.isPunctuator(",") }) == true,
              source.token(at: index - 1)?.isPunctuator("(") == true,
              let callee = source.token(at: index - 2), callee.kind == .identifier,
              source.token(at: index - 3).map(isMemberAccess) != true
        else { return false }
        return !["if", "while", "for", "switch", "return", "typeof", "function", "super", "$", "jQuery"].contains(callee.text)
    }
}

/// The keys of object literals, as mixins are written: `{ open() {}, close: fn, get size() {} }`.
enum ObjectLiteral {
    /// The keys of the object literal spanning `start..<end`; nil when it is not one, or when one
    /// of its keys cannot be read (a spread, a computed key).
    static func keys(in source: JavaScriptSource, from start: Int, to end: Int) -> [String]? {
        let tokens = source.tokens
        guard start < end, tokens[start].isPunctuator("{"), source.closingIndex[start] == end - 1 else { return nil }
        var keys: [String] = []
        var index = start + 1
        while index < end - 1 {
            var key = tokens[index]
            // `get x() {}`, `async x() {}`, `*x() {}`
            if key.isIdentifier("get") || key.isIdentifier("set") || key.isIdentifier("async") || key.isPunctuator("*"),
               let next = source.token(at: index + 1), next.kind == .identifier || next.kind == .string
            {
                index += 1
                key = next
            }
            switch key.kind {
            case .identifier, .number: keys.append(key.text)
            case .string: keys.append(key.value ?? key.text)
            default: return nil
            }
            while index < end - 1, !tokens[index].isPunctuator(",") { index = source.skipGroup(at: index) }
            index += 1
        }
        return keys
    }

    /// The keys of the object literal a file binds to `name` (`const name = { ... }`), or exports
    /// as `default` (`export default { ... }`); nil when it binds none it can read.
    static func declared(_ name: String, in source: JavaScriptSource) -> [String]? {
        let tokens = source.tokens
        for index in tokens.indices {
            let open: Int
            if name == "default" {
                guard tokens[index].isIdentifier("export"), source.token(at: index + 1)?.isIdentifier("default") == true else { continue }
                open = index + 2
            } else {
                guard ["const", "let", "var"].contains(tokens[index].text), tokens[index].kind == .identifier,
                      source.token(at: index + 1)?.isIdentifier(name) == true, source.token(at: index + 2)?.isPunctuator("=") == true else { continue }
                open = index + 3
            }
            guard source.token(at: open)?.isPunctuator("{") == true, let close = source.closingIndex[open] else { return nil }
            return keys(in: source, from: open, to: close + 1)
        }
        return nil
    }
}
