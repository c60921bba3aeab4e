import BridgeLintCore
import BridgeLintProject

/// A change to one project file (root-relative path): new text for a file that does not
/// exist yet, or edits to one that does.
struct FileChange: Equatable {
    enum Change: Equatable {
        case create(text: String)
        case edit([TextEdit])
        /// Moves the file to another root-relative path.
        case rename(to: String)
    }

    var path: String
    var change: Change
}

/// A quick fix that writes code, possibly in files other than the template.
struct CodeFix: Equatable {
    var title: String
    var ruleID: String
    var diagnostic: Diagnostic
    var changes: [FileChange]
}

/// Quick fixes that write the missing code a template diagnostic points at: the controller
/// file, a `static` declaration entry, an empty action method; and a comment that disables
/// the rule on the diagnostic's line. `readFile` gives the text of a root-relative project file.
enum CodeWritingFixes {
    static func fixes(for diagnostics: [Diagnostic], touching requested: SourceRange, in context: TemplateContext,
                      readFile: (String) -> String?) -> [CodeFix] {
        var fixes: [CodeFix] = []
        for diagnostic in diagnostics where diagnostic.range.start <= requested.end && requested.start <= diagnostic.range.end {
            func fix(_ title: String, _ changes: [FileChange]) -> CodeFix {
                CodeFix(title: title, ruleID: diagnostic.ruleID, diagnostic: diagnostic, changes: changes)
            }
            switch diagnostic.ruleID {
            case "stimulus-unknown-controller":
                let identifier = context.file.text(in: diagnostic.range)
                if let file = newControllerFile(identifier, project: context.project) {
                    let registration = readFile(manifestPath(context.project) ?? "").flatMap { registering(identifier, at: file.path, inManifest: $0, project: context.project) }
                    fixes.append(fix("create the controller `\(identifier)` in \(file.path)", [file] + (registration.map { [$0] } ?? [])))
                }
            case "stimulus-unknown-target", "stimulus-unknown-value", "stimulus-unknown-class", "stimulus-unknown-action-method":
                guard case .member(let identifier, let kind, let name, _)? = TemplateSymbol.at(diagnostic.range.start, in: context),
                      let controller = context.controller(identifier), let text = readFile(controller.path),
                      let edit = declaration(of: name, kind: kind, in: text) else { break }
                let what = kind == .action ? "the method `\(edit.name)()`" : "the \(kind.rawValue) `\(edit.name)`"
                fixes.append(fix("add \(what) to \(controller.path)", [FileChange(path: controller.path, change: .edit([edit.edit]))]))
            default:
                break
            }
            fixes.append(fix("disable `\(diagnostic.ruleID)` on this line",
                             [FileChange(path: context.file.path, change: .edit([disablingComment(diagnostic.ruleID, atLineOf: diagnostic.range.start, in: context.file)]))]))
        }
        return fixes
    }

    // MARK: - A new controller

    /// The controller file for `identifier`, following the app's conventions: its first
    /// controllers folder, TypeScript when most controllers are, and a `BridgeComponent` (with
    /// its component name) for a `bridge--` identifier.
    static func newControllerFile(_ identifier: String, project: ProjectModel) -> FileChange? {
        guard !identifier.isEmpty, identifier.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" }),
              !identifier.hasPrefix("-"), !identifier.hasSuffix("-") else { return nil }
        let controllers = project.controllers.controllers.filter { $0.origin == .conventionalPath }
        let typeScript = controllers.filter { $0.path.hasSuffix(".ts") }.count * 2 > controllers.count
        let folder = project.configuration.controllers.paths.first ?? "app/javascript/controllers"
        let path = folder + "/" + stem(of: identifier) + "_controller." + (typeScript ? "ts" : "js")
        let isBridge = identifier.hasPrefix("bridge--")
        let text: String
        if isBridge {
            let module = project.controllers.bridgeComponents.compactMap(\.superclassModule).first ?? "@hotwired/hotwire-native-bridge"
            let component = identifier.components(separatedBy: "--").last ?? identifier
            text = """
            import { BridgeComponent } from "\(module)"

            export default class extends BridgeComponent {
              static component = "\(component)"

              connect() {
                super.connect()
              }
            }

            """
        } else {
            let module = controllers.first { $0.superclassName == "Controller" }?.superclassModule ?? "@hotwired/stimulus"
            text = """
            import { Controller } from "\(module)"

            export default class extends Controller {
              connect() {
              }
            }

            """
        }
        return FileChange(path: path, change: .create(text: text))
    }

    /// The file that registers the app's controllers one by one (`controllers/index.js` as
    /// `stimulus:manifest:update` writes it), when the app has one.
    static func manifestPath(_ project: ProjectModel) -> String? {
        project.controllers.registrations.first { $0.classPath != nil && $0.classModule?.hasPrefix("./") == true }?.path
    }

    /// The import and `register` call that make a new controller file known in a manifest.
    static func registering(_ identifier: String, at path: String, inManifest text: String, project: ProjectModel) -> FileChange? {
        guard let manifest = manifestPath(project) else { return nil }
        let folder = manifest.split(separator: "/").dropLast().joined(separator: "/")
        guard path.hasPrefix(folder + "/"), let dot = path.lastIndex(of: ".") else { return nil }
        let module = "./" + path.dropFirst(folder.count + 1)[..<dot]
        let className = identifier.split { $0 == "-" || $0 == "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Controller"
        let end = text.utf8.count
        let separator = text.hasSuffix("\n") || text.isEmpty ? "" : "\n"
        let lines = "\nimport \(className) from \"\(module)\"\napplication.register(\"\(identifier)\", \(className))\n"
        return FileChange(path: manifest, change: .edit([TextEdit(range: SourceRange(start: end, end: end), replacement: separator + lines)]))
    }

    // MARK: - A missing member

    /// The edit that declares `name` in a controller's source, and the name as declared
    /// (`submitTitle` for the value written `submit-title`).
    static func declaration(of written: String, kind: TemplateSymbol.MemberKind, in text: String) -> (name: String, edit: TextEdit)? {
        let bytes = Array(text.utf8)
        let name = kind == .value || kind == .cssClass ? camelized(written) : written
        switch kind {
        case .target, .cssClass, .outlet:
            let declaration = kind == .target ? "targets" : kind == .cssClass ? "classes" : "outlets"
            let entry = "\"\(name)\""
            if let open = ControllerDeclarations.declarationStart(declaration, opening: UInt8(ascii: "["), in: bytes),
               let close = ControllerDeclarations.closingBracket(from: open, in: bytes) {
                return (name, insertion(entry, intoListFrom: open, to: close, in: bytes))
            }
            return newStaticLine("static \(declaration) = [\(entry)]", in: bytes).map { (name, $0) }
        case .value:
            let entry = "\(name): String"
            if let open = ControllerDeclarations.declarationStart("values", opening: UInt8(ascii: "{"), in: bytes),
               let close = ControllerDeclarations.closingBracket(from: open, in: bytes) {
                return (name, insertion(entry, intoListFrom: open, to: close, in: bytes))
            }
            return newStaticLine("static values = { \(entry) }", in: bytes).map { (name, $0) }
        case .action:
            guard let classEnd = bytes.lastIndex(of: UInt8(ascii: "}")) else { return nil }
            return (name, TextEdit(range: SourceRange(start: classEnd, end: classEnd), replacement: "\n  \(name)(event) {\n  }\n"))
        }
    }

    /// `entry` added at the end of the list or object between `open` and `close`.
    private static func insertion(_ entry: String, intoListFrom open: Int, to close: Int, in bytes: [UInt8]) -> TextEdit {
        var last = close - 1
        while last > open, bytes[last] == UInt8(ascii: " ") || bytes[last] == UInt8(ascii: "\n") || bytes[last] == UInt8(ascii: "\t") { last -= 1 }
        let isEmpty = last == open
        let hasTrailingComma = bytes[last] == UInt8(ascii: ",")
        let separator = isEmpty ? "" : hasTrailingComma ? " " : ", "
        return TextEdit(range: SourceRange(start: last + 1, end: last + 1), replacement: separator + entry + (hasTrailingComma ? "," : ""))
    }

    /// A new first line in the class body.
    private static func newStaticLine(_ line: String, in bytes: [UInt8]) -> TextEdit? {
        let classKeyword = Array("class ".utf8)
        guard let classStart = bytes.firstRange(of: classKeyword)?.lowerBound,
              let brace = bytes[classStart...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let endsLine = brace + 1 < bytes.count && bytes[brace + 1] == UInt8(ascii: "\n")
        return TextEdit(range: SourceRange(start: brace + 1, end: brace + 1), replacement: "\n  " + line + (endsLine ? "" : "\n"))
    }

    /// `submit-title` -> `submitTitle`: the JavaScript name of a dasherized member.
    static func camelized(_ dashed: String) -> String {
        var result = ""
        var upperNext = false
        for character in dashed {
            if character == "-" || character == "_" {
                upperNext = !result.isEmpty
            } else {
                result += upperNext ? character.uppercased() : String(character)
                upperNext = false
            }
        }
        return result
    }

    // MARK: - Disabling a rule

    /// A comment above the line holding `offset` that disables `ruleID` for that line: ERB in
    /// an ERB template, HTML otherwise; indented as the line is.
    static func disablingComment(_ ruleID: String, atLineOf offset: Int, in file: SourceFile) -> TextEdit {
        let line = file.lineIndex(containing: offset)
        let start = line == 0 ? file.byteOrderMarkLength : file.lineStarts[line]
        let indentation = String(file.lineText(line + 1).prefix { $0 == " " || $0 == "\t" })
        let comment = file.path.hasSuffix(".erb") ? "<%# bridgelint:disable-next-line \(ruleID) %>" : "<!-- bridgelint-disable-next-line \(ruleID) -->"
        return TextEdit(range: SourceRange(start: start, end: start), replacement: indentation + comment + "\n")
    }
}

extension CodeWritingFixes {
    /// The file stem of a controller identifier under its controllers folder: `admin--user-list`
    /// -> `admin/user_list`.
    static func stem(of identifier: String) -> String {
        identifier.replacingOccurrences(of: "--", with: "/").replacingOccurrences(of: "-", with: "_")
    }

    /// Where a controller file at `path` goes when its identifier changes; nil when its path
    /// does not spell the old identifier.
    static func path(of path: String, renamedFrom old: String, to new: String) -> String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let withoutExtension = path[..<dot]
        for separator in ["_controller", "-controller"] {
            let oldEnding = stem(of: old) + separator
            if withoutExtension.hasSuffix(oldEnding) {
                return String(withoutExtension.dropLast(oldEnding.count)) + stem(of: new) + separator + path[dot...]
            }
        }
        return nil
    }
}
