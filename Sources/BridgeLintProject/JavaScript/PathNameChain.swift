/// A chain of JavaScript string and array methods an app's own loop applies to a file's path to
/// name its controller: `filename.split("/").slice(-1)[0].replace(".js", "").replace(/_/g, "-")`.
/// Read from the tokens and evaluated here for each path, with JavaScript's semantics for the
/// methods it knows; any other method, argument or operator makes the chain unreadable (nil).
public struct PathNameChain: Sendable, Hashable {
    public enum Step: Sendable, Hashable {
        case split(String)
        case join(String)
        /// `slice(start, end)`, on a string or an array; negative offsets count from the end.
        case slice(Int, Int?)
        /// `[n]` or `at(n)`; `at` counts negative offsets from the end.
        case element(Int, fromEnd: Bool)
        case pop, shift
        case replace(Match, with: String, everywhere: Bool)
        case lowercased
    }

    /// What a `replace` matches: a string, or a regular expression of literal characters,
    /// optionally anchored (`/\.js$/`, `/^\.\//`, `/_/g`).
    public struct Match: Sendable, Hashable {
        var text: String
        var atStart = false
        var atEnd = false
    }

    let steps: [Step]

    /// The chain starting at `index` with the identifier `parameter` (the loop's path), up to the
    /// end of the expression; nil when it starts elsewhere or holds anything not understood.
    static func read(in source: JavaScriptSource, at index: Int, parameter: String) -> PathNameChain? {
        guard source.token(at: index)?.isIdentifier(parameter) == true else { return nil }
        var steps: [Step] = []
        var cursor = index + 1
        while let token = source.token(at: cursor) {
            if token.isPunctuator("["), let number = source.token(at: cursor + 1).flatMap(integer), source.token(at: cursor + 2)?.isPunctuator("]") == true {
                steps.append(.element(number, fromEnd: false))
                cursor += 3
                continue
            }
            guard token.isPunctuator(".") else { break }
            guard let method = source.token(at: cursor + 1), method.kind == .identifier,
                  source.token(at: cursor + 2)?.isPunctuator("(") == true, let close = source.closingIndex[cursor + 2],
                  let step = step(method.text, arguments: arguments(in: source, from: cursor + 3, to: close))
            else { return nil }
            steps.append(step)
            cursor = close + 1
        }
        guard let end = source.token(at: cursor), end.followsLineBreak || [";", ",", ")", "}"].contains(where: end.isPunctuator) else {
            return source.token(at: cursor) == nil ? PathNameChain(steps: steps) : nil
        }
        return PathNameChain(steps: steps)
    }

    /// The name the chain gives `path`; nil when it does not end in a non-empty string.
    func name(of path: String) -> String? {
        var value = Value.text(path)
        for step in steps {
            guard let next = value.applying(step) else { return nil }
            value = next
        }
        guard case .text(let name) = value, !name.isEmpty else { return nil }
        return name
    }

    private enum Value {
        case text(String)
        case list([String])

        func applying(_ step: Step) -> Value? {
            switch (self, step) {
            case (.text(let text), .split(let separator)):
                return .list(separator.isEmpty ? text.map(String.init) : text.components(separatedBy: separator))
            case (.list(let items), .join(let separator)): return .text(items.joined(separator: separator))
            case (.text(let text), .slice(let start, let end)):
                let characters = Array(text)
                return PathNameChain.range(start, end, count: characters.count).map { .text(String(characters[$0])) }
            case (.list(let items), .slice(let start, let end)):
                return PathNameChain.range(start, end, count: items.count).map { .list(Array(items[$0])) }
            case (.list(let items), .element(let offset, let fromEnd)):
                let position = offset < 0 && fromEnd ? items.count + offset : offset
                return items.indices.contains(position) ? .text(items[position]) : nil
            case (.list(let items), .pop): return items.last.map(Value.text)
            case (.list(let items), .shift): return items.first.map(Value.text)
            case (.text(let text), .replace(let match, let replacement, let everywhere)):
                return .text(PathNameChain.replacing(match, with: replacement, in: text, everywhere: everywhere))
            case (.text(let text), .lowercased): return .text(text.lowercased())
            default: return nil
            }
        }
    }

    private static func range(_ start: Int, _ end: Int?, count: Int) -> Range<Int>? {
        func clamp(_ offset: Int) -> Int { offset < 0 ? max(0, count + offset) : min(offset, count) }
        let lower = clamp(start), upper = clamp(end ?? count)
        return lower <= upper ? lower..<upper : lower..<lower
    }

    private static func replacing(_ match: Match, with replacement: String, in text: String, everywhere: Bool) -> String {
        if match.atStart || match.atEnd {
            let found = match.atStart ? text.hasPrefix(match.text) && (!match.atEnd || text == match.text) : text.hasSuffix(match.text)
            guard found else { return text }
            return match.atStart ? replacement + text.dropFirst(match.text.count) : text.dropLast(match.text.count) + replacement
        }
        guard !match.text.isEmpty else { return replacement + text }
        if everywhere { return text.replacingOccurrences(of: match.text, with: replacement) }
        guard let found = text.range(of: match.text) else { return text }
        return text.replacingCharacters(in: found, with: replacement)
    }

    private enum Argument {
        case text(String)
        case number(Int)
        case pattern(Match, global: Bool)
    }

    private static func step(_ method: String, arguments: [Argument]?) -> Step? {
        guard let arguments else { return nil }
        switch (method, arguments.count) {
        case ("split", 1): if case .text(let separator) = arguments[0] { return .split(separator) }
        case ("join", 1): if case .text(let separator) = arguments[0] { return .join(separator) }
        case ("slice", 1), ("slice", 2):
            guard case .number(let start) = arguments[0] else { return nil }
            if arguments.count == 1 { return .slice(start, nil) }
            if case .number(let end) = arguments[1] { return .slice(start, end) }
        case ("at", 1): if case .number(let offset) = arguments[0] { return .element(offset, fromEnd: true) }
        case ("pop", 0): return .pop
        case ("shift", 0): return .shift
        case ("toLowerCase", 0): return .lowercased
        case ("replace", 2), ("replaceAll", 2):
            guard case .text(let replacement) = arguments[1], !replacement.contains("$") else { return nil }
            switch arguments[0] {
            case .text(let text): return .replace(Match(text: text), with: replacement, everywhere: method == "replaceAll")
            case .pattern(let match, let global): return .replace(match, with: replacement, everywhere: global && !match.atStart && !match.atEnd)
            case .number: return nil
            }
        default: return nil
        }
        return nil
    }

    /// The literal arguments between `start` and `end` (exclusive); nil if any is not one.
    private static func arguments(in source: JavaScriptSource, from start: Int, to end: Int) -> [Argument]? {
        var result: [Argument] = []
        var cursor = start
        while cursor < end {
            guard let token = source.token(at: cursor) else { return nil }
            if let text = token.literalValue {
                result.append(.text(text))
                cursor += 1
            } else if token.isPunctuator("-"), let number = source.token(at: cursor + 1).flatMap(integer) {
                result.append(.number(-number))
                cursor += 2
            } else if let number = integer(token) {
                result.append(.number(number))
                cursor += 1
            } else if token.kind == .regularExpression, let pattern = pattern(token.text) {
                result.append(pattern)
                cursor += 1
            } else {
                return nil
            }
            if cursor < end {
                guard source.token(at: cursor)?.isPunctuator(",") == true else { return nil }
                cursor += 1
            }
        }
        return result
    }

    private static func integer(_ token: JavaScriptToken) -> Int? {
        token.kind == .number ? Int(token.text) : nil
    }

    /// A regular expression literal of literal characters (escaped punctuation allowed), with
    /// optional `^` and `$` anchors and no flag but `g`; nil for anything else.
    private static func pattern(_ literal: String) -> Argument? {
        guard let close = literal.lastIndex(of: "/"), close > literal.startIndex else { return nil }
        let flags = literal[literal.index(after: close)...]
        guard flags.allSatisfy({ $0 == "g" }) else { return nil }
        var body = Array(literal[literal.index(after: literal.startIndex)..<close])
        let atStart = body.first == "^"
        if atStart { body.removeFirst() }
        let atEnd = body.last == "$" && !(body.count >= 2 && body[body.count - 2] == "\\")
        if atEnd { body.removeLast() }
        var text = ""
        var index = 0
        while index < body.count {
            let character = body[index]
            if character == "\\" {
                guard index + 1 < body.count, body[index + 1].isPunctuation || body[index + 1].isSymbol else { return nil }
                text.append(body[index + 1])
                index += 2
                continue
            }
            guard !".*+?()[]{}|^$".contains(character) else { return nil }
            text.append(character)
            index += 1
        }
        return .pattern(Match(text: text, atStart: atStart, atEnd: atEnd), global: !flags.isEmpty)
    }
}

/// The loop that registers the modules of a glob under names computed from their paths: a glob
/// import's `filenames` (esbuild-plugin-import-glob,
/// `filenames.forEach((filename, index) => { const name = filename.split("/").pop()...; application.register(name, controllers[index].default) })`),
/// or the keys of a Vite glob (`for (const path in controllers) application.register(path.split("/").pop()..., controllers[path].default)`).
struct GlobRegistrationLoop {
    /// How the loop names a file from its path; nil when the loop or its `register` call is
    /// not found, or the name is computed in a way `PathNameChain` does not read.
    private(set) var chain: PathNameChain?
    /// The `register` call, when there is one.
    private(set) var site: FileLocation?

    /// The loop over `collection` (a glob import's `filenames`, or a Vite glob's modules by path)
    /// that registers what it holds.
    init(over collection: String, in source: JavaScriptSource) {
        let tokens = source.tokens
        // Each `register` call in turn: a file may also register a controller by its literal
        // name (`application.register("hello", Hello)`) before or after the loop.
        for register in tokens.indices where tokens[register].isIdentifier("register") && source.token(at: register - 1)?.isPunctuator(".") == true
            && source.token(at: register + 1)?.isPunctuator("(") == true
        {
            if site == nil { site = source.location(of: tokens[register]) }
            guard let parameter = Self.loopParameter(over: collection, before: register, in: source),
                  let chain = Self.name(passedAt: register + 2, parameter: parameter, in: source) else { continue }
            site = source.location(of: tokens[register])
            self.chain = chain
            return
        }
    }

    /// The chain naming the first argument at `argument`: written there, or in the declaration of
    /// the variable written there (`const name = path.split(...)...; register(name, ...)`).
    private static func name(passedAt argument: Int, parameter: String, in source: JavaScriptSource) -> PathNameChain? {
        if let chain = PathNameChain.read(in: source, at: argument, parameter: parameter) { return chain }
        guard let name = source.token(at: argument), name.kind == .identifier, source.token(at: argument + 1)?.isPunctuator(",") == true,
              let declaration = (0..<argument).last(where: { index in
                  ["const", "let", "var"].contains(where: source.tokens[index].isIdentifier) && source.token(at: index + 1)?.isIdentifier(name.text) == true
                      && source.token(at: index + 2)?.isPunctuator("=") == true
              }) else { return nil }
        return PathNameChain.read(in: source, at: declaration + 3, parameter: parameter)
    }

    /// The name the path takes in the last loop over `collection` before `limit`: the first
    /// parameter of `collection.forEach(...)` or `.map(...)`, the variable of
    /// `for (const x of collection)` or `for (const x in collection)`, and the same over
    /// `Object.keys(collection)` or `Object.entries(collection)` (the key of `([x, module])`).
    private static func loopParameter(over collection: String, before limit: Int, in source: JavaScriptSource) -> String? {
        for index in (0..<limit).reversed() where source.tokens[index].isIdentifier(collection) {
            var (first, last) = (index, index)
            if source.token(at: index - 1)?.isPunctuator("(") == true, source.token(at: index + 1)?.isPunctuator(")") == true,
               source.token(at: index - 2).map({ $0.isIdentifier("keys") || $0.isIdentifier("entries") }) == true,
               source.token(at: index - 3)?.isPunctuator(".") == true, source.token(at: index - 4)?.isIdentifier("Object") == true
            {
                (first, last) = (index - 4, index + 1)
            }
            if source.token(at: last + 1)?.isPunctuator(".") == true,
               source.token(at: last + 2).map({ $0.isIdentifier("forEach") || $0.isIdentifier("map") }) == true,
               source.token(at: last + 3)?.isPunctuator("(") == true
            {
                var cursor = last + 4
                if source.token(at: cursor)?.isIdentifier("function") == true { cursor += 1 }
                while source.token(at: cursor).map({ $0.isPunctuator("(") || $0.isPunctuator("[") }) == true { cursor += 1 }
                if let parameter = source.token(at: cursor), parameter.kind == .identifier { return parameter.text }
            } else if source.token(at: first - 1).map({ $0.isIdentifier("of") || $0.isIdentifier("in") }) == true {
                // `for (const x of`, `for (const [x, module] of`: the first name after the keyword.
                var cursor = first - 2
                while cursor > 0, !(source.tokens[cursor].isPunctuator("(") && source.token(at: cursor - 1)?.isIdentifier("for") == true) {
                    cursor -= 1
                    if first - cursor > 8 { return nil }
                }
                cursor += 1
                if source.token(at: cursor).map({ ["const", "let", "var"].contains(where: $0.isIdentifier) }) == true { cursor += 1 }
                if source.token(at: cursor)?.isPunctuator("[") == true { cursor += 1 }
                if let variable = source.token(at: cursor), variable.kind == .identifier { return variable.text }
            }
        }
        return nil
    }
}
