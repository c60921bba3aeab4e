import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// What references and rename are about: a controller identifier, or a member of one.
enum ReferenceTarget: Equatable {
    case controller(String)
    /// `name` as the controller declares it (camelCase for values and classes).
    case member(identifier: String, kind: TemplateSymbol.MemberKind, name: String)

    init?(_ symbol: TemplateSymbol) {
        switch symbol {
        case .controller(let identifier, _): self = .controller(identifier)
        case .member(let identifier, let kind, let name, _): self = .member(identifier: identifier, kind: kind, name: name)
        case .bridgeAttribute, .formField, .partial, .frame: return nil
        }
    }

    /// The target at `offset` in the source of `controller` (its class line, or a declared
    /// member's name), with the range of the name there.
    static func inController(_ controller: StimulusController, text: String, at offset: Int, file: SourceFile) -> (target: ReferenceTarget, range: SourceRange)? {
        let members: [(TemplateSymbol.MemberKind, Set<String>)] = [
            (.target, controller.targets), (.value, Set(controller.values.keys)), (.cssClass, controller.classes),
            (.outlet, controller.outlets), (.action, controller.actionMethods),
        ]
        for (kind, names) in members {
            for name in names.sorted() {
                guard let range = ControllerDeclarations.range(of: name, kind: kind, in: text), range.start <= offset, offset <= range.end else { continue }
                return (.member(identifier: controller.identifier, kind: kind, name: name), range)
            }
        }
        guard let location = controller.classLocation, file.lineIndex(containing: offset) == location.line - 1 else { return nil }
        let start = file.offset(line: location.line, column: location.column)
        return (.controller(controller.identifier), file.tokenRange(at: start))
    }
}

/// One place a name is written, and how a new name is spelled there.
struct NameUse: Equatable {
    enum Spelling: Equatable {
        /// As declared (`submitTitle`, `item`, `bridge--nav`).
        case declared
        /// Dasherized, as in an HTML attribute name (`submit-title`).
        case dasherized
        /// In a Rails `data:` key: underscores for dashes (`bridge__nav`).
        case rubyKey
        /// Dasherized, then in a Rails `data:` key (`submit_title`).
        case dasherizedRubyKey
    }

    /// Root-relative.
    var path: String
    var range: SourceRange
    var spelling: Spelling

    func spelled(_ name: String) -> String {
        switch spelling {
        case .declared: name
        case .dasherized: DeclaredName.dasherize(name)
        case .rubyKey: name.replacingOccurrences(of: "-", with: "_")
        case .dasherizedRubyKey: DeclaredName.dasherize(name).replacingOccurrences(of: "-", with: "_")
        }
    }
}

/// Find references and rename: every template use of a controller or member, and its
/// declaration in the controller's source.
enum References {
    /// The uses of `target` in one template.
    static func uses(of target: ReferenceTarget, in template: Template, known: Set<String>) -> [NameUse] {
        var uses: [NameUse] = []
        let path = template.file.path
        func add(_ range: SourceRange, _ spelling: NameUse.Spelling) {
            uses.append(NameUse(path: path, range: range, spelling: spelling))
        }
        for element in template.elements {
            for attribute in element.attributes {
                guard let stimulus = StimulusAttribute.classify(attribute, known: known) else { continue }
                let inRubyKey = { (range: SourceRange) in template.file.text(in: range).contains("_") }
                let tokens = attribute.value?.staticTokens ?? []
                switch target {
                case .controller(let identifier):
                    if stimulus.identifier == identifier, let range = stimulus.identifierRange {
                        add(range, inRubyKey(range) ? .rubyKey : .declared)
                    }
                    if stimulus.kind == .controller {
                        for token in tokens where token.text == identifier { add(token.range, .declared) }
                    }
                    if stimulus.kind == .action {
                        for token in tokens {
                            if let part = ActionDescriptor(token: token.text, range: token.range).identifier, part.text == identifier, part.range != token.range {
                                add(part.range, .declared)
                            }
                        }
                    }
                case .member(let identifier, let kind, let name):
                    switch (kind, stimulus.kind) {
                    case (.target, .target) where stimulus.identifier == identifier:
                        for token in tokens where token.text == name { add(token.range, .declared) }
                    case (.value, .value), (.cssClass, .cssClass), (.outlet, .outlet):
                        guard stimulus.identifier == identifier, let written = stimulus.name, let range = stimulus.nameRange else { continue }
                        let dasherized = kind == .outlet ? name : DeclaredName.dasherize(name)
                        guard written == dasherized else { continue }
                        let spelling: NameUse.Spelling = kind == .outlet ? .declared : .dasherized
                        add(range, inRubyKey(range) ? (kind == .outlet ? .rubyKey : .dasherizedRubyKey) : spelling)
                    case (.action, .action):
                        for token in tokens {
                            let descriptor = ActionDescriptor(token: token.text, range: token.range)
                            if descriptor.identifier?.text == identifier, let method = descriptor.method, method.text == name, method.range != token.range {
                                add(method.range, .declared)
                            }
                        }
                    default:
                        break
                    }
                }
            }
        }
        return uses
    }

    /// The uses in every template given (root-relative path and text), skipping those that
    /// cannot mention the name.
    static func uses(of target: ReferenceTarget, inTemplates templates: [SourceFile], known: Set<String>) -> [NameUse] {
        let word: String
        switch target {
        case .controller(let identifier): word = identifier
        case .member(_, let kind, let name): word = kind == .value || kind == .cssClass ? DeclaredName.dasherize(name) : name
        }
        let needles = [word, word.replacingOccurrences(of: "-", with: "_")].map { Array($0.utf8) }
        return templates.filter { file in needles.contains { file.bytes.firstRange(of: $0) != nil } }
            .flatMap { uses(of: target, in: TemplateParser.parse($0), known: known) }
    }

    /// Where the controller's source declares a member (the controller file itself has no
    /// declared identifier: its path gives it).
    static func declaration(of target: ReferenceTarget, project: ProjectModel, readFile: (String) -> String?) -> NameUse? {
        guard case .member(let identifier, let kind, let name) = target,
              let controller = project.controllers.controllers(named: identifier).first,
              let place = Definition.memberPlace(name, kind: kind, of: controller, readFile: readFile),
              case .bytes(let range) = place.spot else { return nil }
        return NameUse(path: place.path, range: range, spelling: .declared)
    }

    /// Whether `name` can replace the target's name: an identifier Stimulus accepts.
    static func isValidNewName(_ name: String, for target: ReferenceTarget) -> Bool {
        switch target {
        case .controller:
            return !name.isEmpty && !name.hasPrefix("-") && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" }
        case .member(_, let kind, _):
            return kind == .outlet ? isValidNewName(name, for: .controller(name)) : ActionGrammar.isMethodName(name)
        }
    }
}
