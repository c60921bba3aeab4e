import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// Go to definition from a template: where the app declares what the name under the cursor
/// refers to. A bridge component has several places (its web controller, its iOS and Android
/// classes); `readFile` gives the text of a root-relative project file.
enum Definition {
    static func places(at offset: Int, in context: TemplateContext, readFile: (String) -> String?) -> [ProjectPlace] {
        guard let symbol = TemplateSymbol.at(offset, in: context) else { return [] }
        switch symbol {
        case .controller(let identifier, _):
            return controllerPlaces(identifier, project: context.project)
        case .member(let identifier, let kind, let name, _):
            return context.project.controllers.controllers(named: identifier).compactMap { controller in
                memberPlace(name, kind: kind, of: controller, readFile: readFile)
            }
        case .bridgeAttribute(let name, let element, _):
            let scope = context.controllersInScope(of: context.template.elements[element])
            let readers = scope.contains { $0.bridgeAttributes.contains { $0.name == name } } ? scope : context.project.controllers.controllers
            return readers.flatMap { controller in
                controller.bridgeAttributes.filter { $0.name == name }.map { ProjectPlace(path: controller.path, line: $0.location.line, column: $0.location.column) }
            }
        case .formField(let name, let index, _):
            let element = context.template.elements[index]
            guard let field = element.field,
                  let model = FormModel.of(element, field: field, in: context.template, schema: context.project.schema),
                  let attribute = model.attributes[name] else { return [] }
            return [ProjectPlace(attribute.site)]
        case .partial(let name, _):
            // The render graph resolves as Rails does (the rendering controllers' folders); a
            // call not saved yet is not in it, and is looked up beside the template.
            let resolved = context.corpus.graph.targets(ofCallsNaming: name, in: context.file.path)
            let paths = resolved.isEmpty ? partialPaths(name, from: context.file.path, appFolders: context.project.appFolders) : resolved
            return paths.filter { readFile($0) != nil }.map(ProjectPlace.init(file:))
        case .frame(let id, _):
            return framePlaces(id, in: context)
        }
    }

    /// Where frames with the id are defined: in the buffer itself (as typed), and in the app's
    /// other templates (as saved).
    static func framePlaces(_ id: String, in context: TemplateContext) -> [ProjectPlace] {
        let here = context.template.elements.filter { $0.name == "turbo-frame" && $0.attribute(named: "id")?.value?.staticText == id }.map { element in
            ProjectPlace(path: context.file.path, range: element.attribute(named: "id")?.value?.range ?? element.startTagRange)
        }
        let elsewhere = (context.corpus.turboFrames.definitions[id] ?? []).filter { $0.path != context.file.path }.map { site in
            ProjectPlace(path: site.path, line: site.location.line, column: site.location.column)
        }
        return here + elsewhere
    }

    /// A controller's class, and for a bridge component the native classes of its name.
    static func controllerPlaces(_ identifier: String, project: ProjectModel) -> [ProjectPlace] {
        var places: [ProjectPlace] = []
        for controller in project.controllers.controllers(named: identifier) {
            if let location = controller.classLocation {
                places.append(ProjectPlace(path: controller.path, line: location.line, column: location.column))
            } else {
                places.append(ProjectPlace(file: controller.path))
            }
            guard let name = controller.componentName else { continue }
            for platform in Platform.allCases {
                for component in project.native.components(named: name, platform: platform) {
                    if let site = component.classSite ?? component.nameSite { places.append(ProjectPlace(site)) }
                }
            }
        }
        return places
    }

    /// Where `controller` (or a local superclass it inherits from) declares a member.
    static func memberPlace(_ name: String, kind: TemplateSymbol.MemberKind, of controller: StimulusController,
                            readFile: (String) -> String?) -> ProjectPlace? {
        for path in [controller.path] + controller.ancestorPaths {
            guard let text = readFile(path), let range = ControllerDeclarations.range(of: name, kind: kind, in: text) else { continue }
            return ProjectPlace(path: path, range: range)
        }
        return nil
    }

    /// The files `render "name"` may mean, root-relative: `_name` beside the template for a
    /// bare name, `<app>/views/dir/_name` for `dir/name`.
    static func partialPaths(_ name: String, from template: String, appFolders: [String]) -> [String] {
        var parts = name.split(separator: "/").map(String.init)
        guard let base = parts.popLast() else { return [] }
        let folders: [String]
        if parts.isEmpty {
            folders = [template.split(separator: "/").dropLast().joined(separator: "/")]
        } else {
            folders = appFolders.map { $0 + "/views/" + parts.joined(separator: "/") }
        }
        let names = base.contains(".") ? ["_" + base] : [".html.erb", ".turbo_stream.erb", ".erb"].map { "_" + base + $0 }
        return folders.flatMap { folder in names.map { folder.isEmpty ? $0 : folder + "/" + $0 } }
    }
}
