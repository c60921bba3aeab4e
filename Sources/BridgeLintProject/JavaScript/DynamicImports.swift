/// Names a file binds to the namespace of a dynamic `import("m")`, so that `name.default` is the
/// module's default export, as a static `import Name from "m"` gives it:
///
/// - `import("m").then(name => ...)` (or `(name) =>`, `function (name)`), within the callback;
/// - `Promise.all([import("a"), import("b")]).then(([first, second]) => ...)`, each name the
///   import at its position, within the callback;
/// - `const name = await import("m")`, from there to the end of the file.
///
/// A pure function of the file's tokens; a shape not listed binds nothing.
struct DynamicImports {
    private struct Binding {
        var name: String
        var module: String
        /// The tokens where the name stands for the module.
        var scope: Range<Int>
    }

    private let bindings: [Binding]

    init(source: JavaScriptSource) {
        var bindings: [Binding] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].isIdentifier("import") {
            guard let module = Self.importedModule(callAt: index, in: source) else { continue }
            let close = index + 3
            // `const name = await import("m")`
            if source.token(at: index - 1)?.isIdentifier("await") == true, source.token(at: index - 2)?.isPunctuator("=") == true,
               let name = source.token(at: index - 3), name.kind == .identifier,
               let keyword = source.token(at: index - 4), ["const", "let", "var"].contains(keyword.text), keyword.kind == .identifier
            {
                bindings.append(Binding(name: name.text, module: module, scope: close..<tokens.count))
            }
            // `import("m").then(name => ...)`
            if let (names, scope) = Self.thenParameters(after: close, in: source), names.count == 1, let name = names[0] {
                bindings.append(Binding(name: name, module: module, scope: scope))
            }
        }
        // `Promise.all([import("a"), ...]).then(([a, ...]) => ...)`
        for index in tokens.indices where tokens[index].isIdentifier("all") {
            guard source.token(at: index - 1)?.isPunctuator(".") == true, source.token(at: index - 2)?.isIdentifier("Promise") == true,
                  source.token(at: index + 1)?.isPunctuator("(") == true, source.token(at: index + 2)?.isPunctuator("[") == true,
                  let arrayClose = source.closingIndex[index + 2], let callClose = source.closingIndex[index + 1],
                  callClose == arrayClose + 1,
                  let (names, scope) = Self.thenParameters(after: callClose, in: source, destructured: true)
            else { continue }
            let modules = Self.elements(of: index + 2, closingAt: arrayClose, in: source).map { element in
                element.count == 4 ? Self.importedModule(callAt: element.lowerBound, in: source) : nil
            }
            for (position, name) in names.enumerated() {
                guard let name, position < modules.count, let module = modules[position] else { continue }
                bindings.append(Binding(name: name, module: module, scope: scope))
            }
        }
        self.bindings = bindings
    }

    /// The module whose namespace `name` stands for at the token `index`: the innermost binding
    /// whose scope holds it.
    func module(boundTo name: String, at index: Int) -> String? {
        bindings.filter { $0.name == name && $0.scope.contains(index) }.max { $0.scope.lowerBound < $1.scope.lowerBound }?.module
    }

    /// `import("m")` at `index` (the word `import`, not `import.meta` or a declaration): `m`.
    private static func importedModule(callAt index: Int, in source: JavaScriptSource) -> String? {
        guard source.token(at: index)?.isIdentifier("import") == true, source.token(at: index - 1)?.isPunctuator(".") != true,
              source.token(at: index + 1)?.isPunctuator("(") == true, let module = source.token(at: index + 2)?.literalValue,
              source.token(at: index + 3)?.isPunctuator(")") == true
        else { return nil }
        return module
    }

    /// After the `)` at `close`, `.then(` and a callback: its parameter names (nil for one that is
    /// not a plain name), or the names of its one array pattern when `destructured`, with the
    /// tokens of the `.then(...)` call.
    private static func thenParameters(after close: Int, in source: JavaScriptSource, destructured: Bool = false) -> ([String?], Range<Int>)? {
        guard source.token(at: close + 1)?.isPunctuator(".") == true, source.token(at: close + 2)?.isIdentifier("then") == true,
              source.token(at: close + 3)?.isPunctuator("(") == true, let thenClose = source.closingIndex[close + 3]
        else { return nil }
        var start = close + 4
        if source.token(at: start)?.isIdentifier("async") == true { start += 1 }
        if source.token(at: start)?.isIdentifier("function") == true { start += 1 }
        let scope = close + 3..<thenClose
        guard let first = source.token(at: start) else { return nil }
        // `name =>`
        if !destructured, first.kind == .identifier, source.token(at: start + 1)?.isPunctuator("=>") == true { return ([first.text], scope) }
        guard first.isPunctuator("("), let parameterClose = source.closingIndex[start] else { return nil }
        let parameters = elements(of: start, closingAt: parameterClose, in: source)
        guard let firstParameter = parameters.first else { return nil }
        if destructured {
            guard parameters.count == 1, source.tokens[firstParameter.lowerBound].isPunctuator("["),
                  source.closingIndex[firstParameter.lowerBound] == firstParameter.upperBound - 1
            else { return nil }
            let names = elements(of: firstParameter.lowerBound, closingAt: firstParameter.upperBound - 1, in: source)
            return (names.map { plainName($0, in: source) }, scope)
        }
        return (parameters.map { plainName($0, in: source) }, scope)
    }

    /// The name an element is, when it is one name alone (not a default, a pattern or `...rest`).
    private static func plainName(_ element: Range<Int>, in source: JavaScriptSource) -> String? {
        element.count == 1 && source.tokens[element.lowerBound].kind == .identifier ? source.tokens[element.lowerBound].text : nil
    }

    /// The top-level comma-separated elements of the group opened at `open` and closed at `close`.
    private static func elements(of open: Int, closingAt close: Int, in source: JavaScriptSource) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        var index = start
        while index < close {
            if source.tokens[index].isPunctuator(",") {
                result.append(start..<index)
                start = index + 1
                index += 1
            } else {
                index = source.skipGroup(at: index)
            }
        }
        if start < close { result.append(start..<close) }
        return result
    }
}
