/// Walks the members of a controller class body and records what Stimulus reads from them.
struct ClassBodyReader {
    let source: JavaScriptSource
    var controller: StimulusController

    private static let modifiers: Set<String> = [
        "static", "async", "get", "set", "declare", "readonly", "public", "private", "protected",
        "override", "abstract", "accessor",
    ]

    var tokens: [JavaScriptToken] { source.tokens }

    mutating func readMembers(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let next = readMember(at: index, end: end)
            index = max(next, index + 1)
        }
    }

    /// Reads one member starting at `index`; returns the index just after it.
    private mutating func readMember(at start: Int, end: Int) -> Int {
        var index = start
        var modifiers: Set<String> = []
        while index < end {
            let token = tokens[index]
            if token.isPunctuator(";") { return index + 1 }
            if token.isPunctuator("@") {
                index = skipDecorator(at: index + 1, end: end)
            } else if token.isPunctuator("*") {
                index += 1
            } else if token.kind == .identifier, Self.modifiers.contains(token.text),
                      let next = source.token(at: index + 1), index + 1 < end, startsMemberName(next)
            {
                modifiers.insert(token.text)
                index += 1
            } else if token.isIdentifier("static"), source.token(at: index + 1)?.isPunctuator("{") == true {
                return source.skipGroup(at: index + 1)  // static initialization block
            } else {
                break
            }
        }
        guard index < end else { return end }
        let nameToken = tokens[index]
        var name: String?
        var isPrivate = false
        switch nameToken.kind {
        case .identifier, .number: name = nameToken.text
        case .string: name = nameToken.value
        case .privateName: isPrivate = true
        case .punctuator where nameToken.text == "[": index = source.skipGroup(at: index) - 1
        default: return index + 1  // not a member: resynchronise on the next token
        }
        index += 1
        if let token = source.token(at: index), token.isPunctuator("?") || token.isPunctuator("!") { index += 1 }
        let member = Member(name: name, modifiers: modifiers, isPrivate: isPrivate, location: source.location(of: nameToken))
        if let token = source.token(at: index), index < end, token.isPunctuator("(") || token.isPunctuator("<") {
            return readMethod(member, parametersAt: index, end: end)
        }
        return readField(member, at: index, end: end)
    }

    private struct Member {
        var name: String?
        var modifiers: Set<String>
        var isPrivate: Bool
        /// Where the name is written.
        var location: FileLocation

        var isStatic: Bool { modifiers.contains("static") }
        var isAccessor: Bool { modifiers.contains("get") || modifiers.contains("set") }
        /// What `controller[name]` can reach from markup.
        var isPublicInstanceMember: Bool { !isStatic && !isPrivate && name != nil && name != "constructor" }
    }

    private func startsMemberName(_ token: JavaScriptToken) -> Bool {
        switch token.kind {
        case .identifier, .string, .number, .privateName: true
        case .punctuator: token.text == "[" || token.text == "*"
        default: false
        }
    }

    private func skipDecorator(at start: Int, end: Int) -> Int {
        var index = start
        while index < end, tokens[index].kind == .identifier || tokens[index].isPunctuator(".") { index += 1 }
        if index < end, tokens[index].isPunctuator("(") { index = source.skipGroup(at: index) }
        return index
    }

    // MARK: Methods

    private mutating func readMethod(_ member: Member, parametersAt start: Int, end: Int) -> Int {
        var index = start
        while index < end, !tokens[index].isPunctuator("(") { index += 1 }  // type parameters
        index = source.skipGroup(at: index)
        if index < end, tokens[index].isPunctuator(":") {  // return type
            index += 1
            while index < end, !tokens[index].isPunctuator(";") {
                let previous = tokens[index - 1]
                // `{` right after `:`, `|`, `&`, `=>`, `<` or `,` is an object type; else the body.
                if tokens[index].isPunctuator("{"), previous.kind != .punctuator || ![":", "|", "&", "=>", "<", ","].contains(previous.text) {
                    break
                }
                if tokens[index].followsLineBreak, tokens[index].kind == .identifier, previous.kind == .identifier { break }
                index = source.skipGroup(at: index)
            }
        }
        guard index < end, tokens[index].isPunctuator("{") else {
            // A TypeScript overload or abstract signature: no body, still a method name.
            recordMethod(member, body: nil)
            return index < end && tokens[index].isPunctuator(";") ? index + 1 : index
        }
        let bodyEnd = min(source.skipGroup(at: index), end)
        recordMethod(member, body: index..<bodyEnd)
        return bodyEnd
    }

    private mutating func recordMethod(_ member: Member, body: Range<Int>?) {
        guard let name = member.name else { return }
        if member.isStatic, member.modifiers.contains("get"), let body {
            if let returned = returnedExpression(in: body) { recordStatic(name, initializer: returned) }
            return
        }
        guard member.isPublicInstanceMember, !member.isAccessor else { return }
        controller.actionMethods.insert(name)
        if name == "connect", let body { recordConnect(body: body, at: member.location) }
    }

    private mutating func recordConnect(body: Range<Int>, at location: FileLocation) {
        controller.overridesConnect = true
        controller.connectLocation = location
        var index = body.lowerBound
        while index + 3 < body.upperBound {
            if tokens[index].isIdentifier("super"), tokens[index + 1].isPunctuator("."),
               tokens[index + 2].isIdentifier("connect"), tokens[index + 3].isPunctuator("(")
            {
                controller.callsSuperConnect = true
                return
            }
            index += 1
        }
    }

    /// The tokens after the first top-level `return` of a body.
    private func returnedExpression(in body: Range<Int>) -> Range<Int>? {
        var index = body.lowerBound + 1
        while index < body.upperBound {
            if tokens[index].isIdentifier("return") {
                return (index + 1)..<expressionEnd(from: index + 1, end: body.upperBound - 1)
            }
            index = source.skipGroup(at: index)
        }
        return nil
    }

    // MARK: Fields

    private mutating func readField(_ member: Member, at start: Int, end: Int) -> Int {
        var index = start
        var hasType = false
        if index < end, tokens[index].isPunctuator(":") {
            hasType = true
            index = expressionEnd(from: index + 1, end: end, stopAtAssignment: true)
        }
        guard index < end, tokens[index].isPunctuator("=") else {
            if let name = member.name, !member.isStatic, hasType { recordTypedTarget(name) }
            return index
        }
        let initializerEnd = expressionEnd(from: index + 1, end: end)
        let initializer = (index + 1)..<initializerEnd
        if let name = member.name {
            if member.isStatic {
                recordStatic(name, initializer: initializer)
            } else if member.isPublicInstanceMember, !member.modifiers.contains("declare") {
                if isFunctionLiteral(initializer) {
                    controller.actionMethods.insert(name)
                    if name == "connect" { recordConnect(body: initializer, at: member.location) }
                } else {
                    controller.otherFields.insert(name)
                }
            }
        }
        return initializerEnd
    }

    /// `declare readonly itemTarget: HTMLElement` (and `itemTargets`, `hasItemTarget`) tells the
    /// target `item` exists.
    private mutating func recordTypedTarget(_ name: String) {
        var base = name
        if base.hasSuffix("Targets") { base.removeLast("Targets".count) } else if base.hasSuffix("Target") {
            base.removeLast("Target".count)
        } else {
            return
        }
        if base.hasPrefix("has"), let first = base.dropFirst(3).first, first.isUppercase {
            base = first.lowercased() + base.dropFirst(4)
        }
        if !base.isEmpty { controller.targets.insert(base) }
    }

    /// Where an expression starting at `start` ends: a top-level `;`, the end of the class body, or
    /// a line break after a complete expression when a new member name follows (automatic
    /// semicolon insertion as it plays out in class bodies). `stopAtAssignment` also stops at `=`
    /// (the end of a type annotation).
    func expressionEnd(from start: Int, end: Int, stopAtAssignment: Bool = false) -> Int {
        var index = start
        while index < end {
            let token = tokens[index]
            if token.isPunctuator(";") || (stopAtAssignment && token.isPunctuator("=")) { return index }
            if index > start, token.followsLineBreak, endsExpression(tokens[index - 1]), startsMemberName(token) || token.isPunctuator("@") {
                return index
            }
            index = source.skipGroup(at: index)
        }
        return end
    }

    private func endsExpression(_ token: JavaScriptToken) -> Bool {
        switch token.kind {
        case .identifier, .number, .string, .regularExpression, .privateName: true
        case .template: token.text.hasSuffix("`") && token.text.count >= 2
        case .punctuator: token.text == ")" || token.text == "]" || token.text == "}"
        }
    }

    /// `(e) => {}`, `async () => {}`, `e => ...`, `function () {}`: an arrow at the top level of
    /// an initializer that starts like a parameter list, or a function expression.
    private func isFunctionLiteral(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        if index < range.upperBound, tokens[index].isIdentifier("async") { index += 1 }
        guard index < range.upperBound else { return false }
        let first = tokens[index]
        if first.isIdentifier("function") { return true }
        guard first.kind == .identifier || first.isPunctuator("(") || first.isPunctuator("<") else { return false }
        while index < range.upperBound {
            if tokens[index].isPunctuator("=>") { return true }
            index = source.skipGroup(at: index)
        }
        return false
    }
}
