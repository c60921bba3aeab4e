import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// The name under the cursor in a template that stands for a declaration elsewhere in the app.
enum TemplateSymbol: Equatable {
    /// What a controller declares, as markup refers to it.
    enum MemberKind: String, Equatable {
        case target, value, cssClass = "class", outlet, action
    }

    /// A controller identifier (in `data-controller`, an action, or an attribute name).
    case controller(identifier: String, range: SourceRange)
    /// A target, value, class, outlet or action method of `identifier`; `name` as declared
    /// (`submitTitle` for `data-x-submit-title-value`) when the controller declares it, else
    /// as written.
    case member(identifier: String, kind: MemberKind, name: String, range: SourceRange)
    /// `data-bridge-<name>` on the element at `element` (an index into the template's elements).
    case bridgeAttribute(name: String, element: Int, range: SourceRange)
    /// The field name of a form builder call (`form.text_field :title`) on the element at `element`.
    case formField(name: String, element: Int, range: SourceRange)
    /// The partial of `render "form"` (or `render partial: "todos/form"`), as written.
    case partial(name: String, range: SourceRange)
    /// The Turbo frame a link, form or frame names (`data-turbo-frame="x"`, `turbo_frame: "x"`,
    /// a frame's `target`).
    case frame(id: String, range: SourceRange)

    var range: SourceRange {
        switch self {
        case .controller(_, let range), .member(_, _, _, let range), .bridgeAttribute(_, _, let range),
             .formField(_, _, let range), .partial(_, let range), .frame(_, let range):
            range
        }
    }

    /// The symbol at byte `offset` (a cursor right after a name is on it).
    static func at(_ offset: Int, in context: TemplateContext) -> TemplateSymbol? {
        func touches(_ range: SourceRange?) -> Bool {
            guard let range else { return false }
            return range.start <= offset && offset <= range.end
        }
        if let partial = partial(at: offset, in: context.file) { return partial }
        guard let element = context.element(at: offset) else { return nil }
        if let field = element.field, touches(field.nameRange) {
            return .formField(name: field.name, element: element.index, range: field.nameRange)
        }
        for attribute in TurboFrames.references(of: element) {
            guard let value = attribute.value, let id = value.staticText, touches(value.range),
                  !TurboLibrary.specialFrameTargets.contains(id) else { continue }
            return .frame(id: id, range: value.range)
        }
        let known = context.project.controllers.allIdentifiers
        for attribute in element.attributes {
            guard let stimulus = StimulusAttribute.classify(attribute, known: known) else { continue }
            if let identifier = stimulus.identifier, let range = stimulus.identifierRange, touches(range) {
                return .controller(identifier: identifier, range: range)
            }
            let tokens = attribute.value?.staticTokens.filter { touches($0.range) } ?? []
            switch stimulus.kind {
            case .controller:
                if let token = tokens.first { return .controller(identifier: token.text, range: token.range) }
            case .action:
                for token in tokens {
                    let descriptor = ActionDescriptor(token: token.text, range: token.range)
                    if let identifier = descriptor.identifier, touches(identifier.range), identifier.range != token.range {
                        return .controller(identifier: identifier.text, range: identifier.range)
                    }
                    if let identifier = descriptor.identifier, let method = descriptor.method, touches(method.range), method.range != token.range {
                        return .member(identifier: identifier.text, kind: .action, name: method.text, range: method.range)
                    }
                }
            case .target:
                if let identifier = stimulus.identifier, let token = tokens.first {
                    return .member(identifier: identifier, kind: .target, name: token.text, range: token.range)
                }
            case .value, .cssClass, .outlet:
                if let identifier = stimulus.identifier, let name = stimulus.name, let range = stimulus.nameRange, touches(range) {
                    let kind: MemberKind = stimulus.kind == .value ? .value : stimulus.kind == .cssClass ? .cssClass : .outlet
                    let declared = context.controller(identifier).flatMap { declaredName(of: name, kind: kind, in: $0) } ?? name
                    return .member(identifier: identifier, kind: kind, name: declared, range: range)
                }
            case .bridge:
                if let name = stimulus.name, let range = stimulus.nameRange, touches(range) {
                    return .bridgeAttribute(name: name, element: element.index, range: range)
                }
            case .legacyTarget, .param:
                break
            }
        }
        return nil
    }

    /// The declared spelling of a member written dasherized in markup.
    static func declaredName(of written: String, kind: MemberKind, in controller: StimulusController) -> String? {
        let names: [String]
        switch kind {
        case .value: names = Array(controller.values.keys)
        case .cssClass: names = Array(controller.classes)
        case .outlet: names = Array(controller.outlets)
        case .target: names = Array(controller.targets)
        case .action: names = Array(controller.actionMethods)
        }
        if names.contains(written) { return written }
        return names.sorted().first { DeclaredName.dasherize($0) == written }
    }

    /// `render "form"`, `render partial: "todos/form"` with the cursor in the string.
    private static func partial(at offset: Int, in file: SourceFile) -> TemplateSymbol? {
        let line = file.lineIndex(containing: offset)
        let lineStart = line == 0 ? file.byteOrderMarkLength : file.lineStarts[line]
        let text = file.lineText(line + 1)
        guard text.contains("render"), let regex = try? Regex(#"render[ \t(]+(?:partial:\s*)?(["'])([\w/.]+)\1"#) else { return nil }
        for match in text.matches(of: regex) {
            guard let name = match.output[2].substring else { continue }
            let start = lineStart + text.utf8.distance(from: text.startIndex, to: name.startIndex)
            let range = SourceRange(start: start, end: start + name.utf8.count)
            if range.start <= offset && offset <= range.end { return .partial(name: String(name), range: range) }
        }
        return nil
    }
}
