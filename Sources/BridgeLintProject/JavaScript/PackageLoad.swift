import BridgeLintCore

/// An `application.load(definitions)` call whose argument is imported from a package
/// (`import { controllers } from "@acme/bridge-components"`): every controller that package
/// defines is registered under the identifier its definitions name, with no local file.
public struct PackageLoad: Sendable, Hashable {
    /// The package specifier, as written in the import.
    public var package: String
    /// The file holding the call, relative to the project root.
    public var path: String
    public var location: FileLocation

    public init(package: String, path: String, location: FileLocation) {
        self.package = package
        self.path = path
        self.location = location
    }
}

/// Finds `<receiver>.load(name)` calls whose `name` is imported from a bare package specifier,
/// and reads the Stimulus definitions (`{ identifier: "x", controllerConstructor: X }`) a
/// package's JavaScript declares. Pure functions of the text.
public enum PackageLoadScanner {
    public static func scan(bytes: [UInt8], path: String) -> [PackageLoad] {
        let source = JavaScriptSource(path: path, bytes: bytes)
        let tokens = source.tokens
        var imports: [String: String]?
        var loads: [PackageLoad] = []
        for index in tokens.indices where tokens[index].isIdentifier("load") {
            guard source.token(at: index - 1)?.isPunctuator(".") == true,
                  source.token(at: index + 1)?.isPunctuator("(") == true,
                  let argument = source.token(at: index + 2), argument.kind == .identifier,
                  source.token(at: index + 3)?.isPunctuator(")") == true
            else { continue }
            if imports == nil { imports = source.importedNames() }
            guard let module = imports?[argument.text], isPackageSpecifier(module) else { continue }
            loads.append(PackageLoad(package: module, path: path, location: source.location(of: argument)))
        }
        return loads
    }

    /// A bare specifier naming a package: not relative, not absolute, not the importmap
    /// `controllers/...` convention for the app's own files, not esbuild-plugin-stimulus's
    /// `stimulus:./controllers` (a folder of the app, see `ControllerLoader`).
    static func isPackageSpecifier(_ specifier: String) -> Bool {
        !specifier.isEmpty && !specifier.hasPrefix(".") && !specifier.hasPrefix("/") && !specifier.hasPrefix("stimulus:")
            && specifier != "controllers" && !specifier.hasPrefix("controllers/")
            && !specifier.contains("://")
    }

    /// The Stimulus definition objects of a package file: an `identifier: "x"` property next to
    /// a `controllerConstructor` property, with where the identifier string is and, when the
    /// constructor names an imported class (`import Menu from "./menu_controller.js"`), its module.
    static func definitionsWithConstructors(bytes: [UInt8], path: String) -> [(identifier: String, location: FileLocation, classModule: String?)] {
        guard bytes.contains(subsequence: constructorBytes) else { return [] }
        return definitionsWithConstructors(source: JavaScriptSource(path: path, bytes: bytes), imports: nil)
    }

    /// The same for a file already tokenized, with its imports when they are known.
    static func definitionsWithConstructors(source: JavaScriptSource, imports known: [String: String]?) -> [(identifier: String, location: FileLocation, classModule: String?)] {
        let tokens = source.tokens
        var result: [(String, FileLocation, String?)] = []
        var imports = known
        for index in tokens.indices where isKey(tokens[index], "identifier") {
            guard source.token(at: index + 1)?.isPunctuator(":") == true,
                  let value = source.token(at: index + 2), let identifier = value.literalValue, !identifier.isEmpty,
                  source.token(at: index - 1).map({ $0.isPunctuator("{") || $0.isPunctuator(",") }) == true
            else { continue }
            // A sibling property of the same object literal, before or after.
            guard let opener = enclosingBrace(of: index, in: source), let closer = source.closingIndex[opener] else { continue }
            var cursor = opener + 1
            var constructor: Int?
            while cursor < closer, constructor == nil {
                if isKey(tokens[cursor], "controllerConstructor"), source.token(at: cursor + 1)?.isPunctuator(":") == true,
                   tokens[cursor - 1].isPunctuator("{") || tokens[cursor - 1].isPunctuator(",")
                {
                    constructor = cursor + 2
                }
                cursor = source.skipGroup(at: cursor)
            }
            guard let constructor else { continue }
            var classModule: String?
            if let name = source.token(at: constructor), name.kind == .identifier,
               source.token(at: constructor + 1).map({ $0.isPunctuator(",") || $0.isPunctuator("}") }) == true
            {
                if imports == nil { imports = source.importedNames() }
                classModule = imports?[name.text]
            }
            result.append((identifier, source.location(of: value), classModule))
        }
        return result
    }

    /// The `{` opening the object literal whose direct property starts at `index`, looking back
    /// over at most 256 tokens.
    private static func enclosingBrace(of index: Int, in source: JavaScriptSource) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, cursor >= index - 256 {
            let token = source.tokens[cursor]
            if token.kind == .punctuator {
                switch token.text {
                case ")", "]", "}": depth += 1
                case "(", "[": if depth == 0 { return nil } else { depth -= 1 }
                case "{": if depth == 0 { return cursor } else { depth -= 1 }
                default: break
                }
            }
            cursor -= 1
        }
        return nil
    }

    private static func isKey(_ token: JavaScriptToken, _ name: String) -> Bool {
        token.isIdentifier(name) || (token.kind == .string && token.literalValue == name)
    }

    private static let constructorBytes = Array("controllerConstructor".utf8)
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes (a cheap pre-filter before tokenizing).
    func contains(subsequence needle: [UInt8]) -> Bool {
        !needle.isEmpty && ByteSearch.contains(needle, in: self)
    }

    /// Whether `needle` occurs on a line that is not a Ruby comment: what a Gemfile, gemspec or
    /// importmap comments out (`# gem "stimulus-rails"`, the line a generated Gemfile writes
    /// above each gem) names no dependency.
    func containsOutsideCommentLines(_ needle: [UInt8]) -> Bool {
        guard contains(subsequence: needle) else { return false }
        return split(separator: UInt8(ascii: "\n")).contains { line in
            let code = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            return code.first != UInt8(ascii: "#") && Array(code).contains(subsequence: needle)
        }
    }
}
