/// Reads what a Stimulus controller file declares: a pure function of its text.
public enum ControllerScanner {
    public static func scan(_ text: String, identifier: String, path: String) -> StimulusController {
        scan(bytes: Array(text.utf8), identifier: identifier, path: path)
    }

    public static func scan(bytes: [UInt8], identifier: String, path: String) -> StimulusController {
        let source = JavaScriptSource(path: path, bytes: bytes)
        var controller = StimulusController(identifier: identifier, path: path)
        var reader = ClassBodyReader(source: source, controller: controller)
        if let declaration = ClassDeclaration.main(in: source) {
            reader.controller.className = declaration.name
            reader.controller.classLocation = source.location(of: source.tokens[declaration.keywordIndex])
            reader.controller.superclassName = declaration.superclassName
            reader.controller.isBridgeComponent = declaration.heritage.contains("BridgeComponent")
            if let root = declaration.heritage.first, !declaration.heritageIsCall {
                reader.controller.superclassModule = source.importedNames()[root]
            }
            reader.controller.inheritanceIsKnown = !declaration.heritageIsCall
                && declaration.superclassName.map(StimulusController.libraryBaseClasses.contains) == true
                && reader.controller.superclassModule.map(StimulusController.isLibraryModule) ?? true
            if declaration.heritageIsCall, let callee = declaration.superclassName {
                reader.controller.unreadSuperclass = "the class `\(callee)(...)` returns"
            }
            if declaration.superclassName == "BridgeComponent" {
                reader.controller.bridgeComponentModule = reader.controller.superclassModule
            }
            if declaration.superclassName == nil {
                reader.controller.parseProblems.append("the class does not extend a controller class")
            }
            reader.readMembers(from: declaration.bodyOpenIndex + 1, to: declaration.bodyCloseIndex)
            if let name = declaration.name { reader.readStaticAssignments(to: name) }
        } else {
            reader.controller.parseProblems.append("no class declaration found")
        }
        controller = reader.controller
        controller.localImports = source.importSpecifiers().filter(ModuleResolver.isLocal)
        controller.hasNoDefaultExport = Self.hasNoDefaultExport(source)
        if let wrapper = Self.defaultExportWrapper(in: source) {
            // The class Stimulus registers is the one the call returns: it may add any member.
            controller.exportedThrough = wrapper.name
            controller.openDeclarations.formUnion(StimulusController.Declaration.allCases)
            controller.methodsGainedAt = source.location(of: wrapper.token)
        }
        UsageScanner(source: source).record(into: &controller)
        RuntimeMemberScanner(source: source, className: controller.className).record(into: &controller)
        PropertyReferenceScanner(source: source).record(into: &controller)
        return controller
    }

    /// The function a file's default export is the result of (`WithModal` in `export default
    /// WithModal(LinkController)`), if it is a call: a class wrapper (a mixin) may return a
    /// subclass adding targets, values and methods the declared class does not state.
    static func defaultExportWrapper(in source: JavaScriptSource) -> (name: String, token: JavaScriptToken)? {
        for index in source.tokens.indices where source.tokens[index].isIdentifier("export") {
            guard source.token(at: index + 1)?.isIdentifier("default") == true, let callee = source.token(at: index + 2),
                  callee.kind == .identifier, !["class", "function", "async"].contains(callee.text) else { continue }
            // `Mixins.modal(Klass)`, `withA(withB(Klass))`, `compose(a, b)(Klass)`: the first callee names it.
            var name = callee.text
            var position = index + 3
            while source.token(at: position)?.isPunctuator(".") == true, let member = source.token(at: position + 1), member.kind == .identifier {
                name += "." + member.text
                position += 2
            }
            if source.token(at: position)?.isPunctuator("(") == true { return (name, callee) }
        }
        return nil
    }

    /// Whether the file exports with ES syntax and provably not a default: no `export default`,
    /// no `export { X as default }`, no CommonJS `module.exports`/`exports.x` (which a bundler
    /// may hand to a loader as the default).
    static func hasNoDefaultExport(_ source: JavaScriptSource) -> Bool {
        var exports = false
        for index in source.tokens.indices {
            let token = source.tokens[index]
            guard token.kind == .identifier, source.token(at: index - 1)?.isPunctuator(".") != true else { continue }
            switch token.text {
            case "export":
                exports = true
                if source.token(at: index + 1)?.isIdentifier("default") == true { return false }
            case "default":
                if source.token(at: index - 1)?.isIdentifier("as") == true { return false }
            case "module", "exports":
                if source.token(at: index + 1)?.isPunctuator(".") == true || source.token(at: index + 1)?.isPunctuator("[") == true { return false }
            default: break
            }
        }
        return exports
    }
}

/// The `class ... extends ... {` a controller file is about.
struct ClassDeclaration {
    var keywordIndex: Int
    var name: String?
    /// The identifiers of the `extends` expression up to a call or type arguments:
    /// `["Stimulus", "Controller"]` for `extends Stimulus.Controller`.
    var heritage: [String]
    /// The `extends` expression is a call (`extends mix(Controller)`): the superclass is made at
    /// run time.
    var heritageIsCall: Bool
    var bodyOpenIndex: Int
    var bodyCloseIndex: Int

    var superclassName: String? { heritage.last }

    /// The `export default` class if there is one, else the first class extending something.
    static func main(in source: JavaScriptSource) -> ClassDeclaration? {
        var first: ClassDeclaration?
        for index in source.tokens.indices where source.tokens[index].isIdentifier("class") {
            guard let declaration = declaration(at: index, in: source) else { continue }
            let isDefaultExport = source.token(at: index - 1)?.isIdentifier("default") == true
                && source.token(at: index - 2)?.isIdentifier("export") == true
            if isDefaultExport { return declaration }
            if first == nil || (first?.heritage.isEmpty == true && !declaration.heritage.isEmpty) {
                first = declaration
            }
        }
        return first
    }

    private static func declaration(at index: Int, in source: JavaScriptSource) -> ClassDeclaration? {
        if source.token(at: index - 1)?.isPunctuator(".") == true { return nil }
        var cursor = index + 1
        var name: String?
        if let token = source.token(at: cursor), token.kind == .identifier, token.text != "extends" {
            name = token.text
            cursor += 1
        }
        guard let next = source.token(at: cursor), next.kind == .identifier || next.isPunctuator("{") || next.isPunctuator("<")
        else { return nil }
        var heritage: [String] = []
        var heritageIsCall = false
        var inExtends = false
        var collecting = false
        while let token = source.token(at: cursor), !token.isPunctuator("{") {
            if token.isIdentifier("extends") {
                inExtends = true
                collecting = true
            } else if token.isIdentifier("implements") {
                inExtends = false
                collecting = false
            } else if inExtends, collecting, token.kind == .identifier {
                heritage.append(token.text)
            } else if !token.isPunctuator(".") {
                if inExtends, collecting, token.isPunctuator("("), !heritage.isEmpty { heritageIsCall = true }
                collecting = false
            }
            cursor = source.skipGroup(at: cursor)
            if cursor > index + 256 { return nil }
        }
        guard cursor < source.tokens.count else { return nil }
        let close = source.closingIndex[cursor] ?? source.tokens.count
        return ClassDeclaration(
            keywordIndex: index, name: name, heritage: heritage, heritageIsCall: heritageIsCall, bodyOpenIndex: cursor, bodyCloseIndex: close)
    }
}
