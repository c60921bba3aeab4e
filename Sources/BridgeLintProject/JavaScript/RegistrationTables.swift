/// The tables a file registers controllers from by computed name, as an engine's
/// `controllers/index.js` does: `[["menu", MenuController], ...]`, `{ "menu": MenuController }`,
/// or Stimulus definitions `{ identifier: "menu", controllerConstructor: MenuController }`. An
/// entry counts when its class is imported from a controller module of the app (relative, or
/// under `controllers/`; named `...Controller` or from a `..._controller` file), so that other
/// arrays and objects of the file (`{ wait: debounce }`) are not taken for tables.
struct RegistrationTables {
    struct Entry {
        var identifier: String
        var location: FileLocation
        var className: String?
        var classModule: String?
    }

    let source: JavaScriptSource
    let imports: [String: String]

    private var tokens: [JavaScriptToken] { source.tokens }

    func entries() -> [Entry] {
        var result: [Entry] = []
        for index in tokens.indices {
            guard let key = tokens[index].literalValue ?? (tokens[index].kind == .identifier ? tokens[index].text : nil),
                  let opener = source.token(at: index - 1), opener.isPunctuator("[") || opener.isPunctuator("{") || opener.isPunctuator(","),
                  let separator = source.token(at: index + 1), let value = source.token(at: index + 2), value.kind == .identifier,
                  let end = source.token(at: index + 3)
            else { continue }
            let isPair = tokens[index].literalValue != nil && opener.isPunctuator("[") && separator.isPunctuator(",") && end.isPunctuator("]")
            let isProperty = separator.isPunctuator(":") && (end.isPunctuator(",") || end.isPunctuator("}")) && !opener.isPunctuator("[")
                && key != "controllerConstructor" && key != "identifier"
            guard isPair || isProperty, RegistrationScanner.isIdentifierShaped(key), let module = imports[value.text],
                  Self.isAppModule(module), value.text.hasSuffix("Controller") || Self.namesController(module) else { continue }
            result.append(Entry(identifier: key, location: source.location(of: tokens[index]), className: value.text, classModule: module))
        }
        for definition in PackageLoadScanner.definitionsWithConstructors(source: source, imports: imports) {
            guard let module = definition.classModule, Self.isAppModule(module) else { continue }
            result.append(Entry(identifier: definition.identifier, location: definition.location, className: nil, classModule: module))
        }
        return result
    }

    private static func namesController(_ specifier: String) -> Bool {
        specifier.split(separator: "/").last?.lowercased().contains("controller") == true
    }

    private static func isAppModule(_ specifier: String) -> Bool {
        specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier.hasPrefix("controllers/")
    }
}
