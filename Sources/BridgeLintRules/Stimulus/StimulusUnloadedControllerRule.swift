import BridgeLintCore
import BridgeLintProject

/// Reports a controller file that the app never loads: its folder's controllers are registered
/// one by one (a manifest) or by a loader, and none of them names this file, so its identifier
/// exists only by convention and Stimulus never hears of it (see `UnloadedControllers`).
public struct StimulusUnloadedControllerRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "stimulus-unloaded-controller",
        summary: "A controller file that no loader or `register` call of the app loads.",
        defaultSeverity: .error)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let catalog = context.project.controllers
        var findings: [ProjectFinding] = []
        for path in catalog.unloadedControllerPaths.sorted() {
            guard let controller = catalog.controllers.first(where: { $0.path == path }) else { continue }
            let identifier = controller.identifier
            let uses = context.usage.uses(of: identifier)
            let isUsed = !uses.isEmpty || context.usage.referencedInTemplates.contains(identifier)
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let sibling = catalog.registrations.first { $0.classPath.map { $0.hasPrefix(folder + "/") } == true }
            let how = sibling.map { " (the app registers this folder's controllers one by one, as in \($0.path))" } ?? ""
            let effect = isUsed
                ? "markup mounts `\(identifier)`, but Stimulus never connects it"
                : "no template uses it either"
            var related: [RelatedLocation] = []
            if let use = uses.first {
                related.append(RelatedLocation(path: context.project.root + "/" + use.path, line: use.line, column: use.column, message: "`\(identifier)` is used here"))
            }
            if let unreached = catalog.unreachedFolders.first(where: { $0.controllerPaths.contains(path) }) {
                let count = unreached.entryPoints.count
                // A definition outside the folder is the one markup connects to: this file runs nowhere.
                let loaded = catalog.reachedDefinition(named: identifier)
                let effect = loaded.map { Self.effect(of: $0, mounting: identifier) } ?? effect
                findings.append(context.finding(
                    in: path, at: .token(at: controller.classLocation),
                    "controller `\(identifier)` is never loaded: no entry point of the app reaches \(unreached.folder) (bridgelint read \(count == 1 ? "its only one, \(unreached.entryPoints[0]), and all it imports" : "all \(count), \(unreached.entryPoints[0]), ..., and all they import")); \(effect)",
                    about: identifier,
                    help: "import the folder's controllers from an entry point (or move them where one loads them), or delete the folder",
                    related: related,
                    severity: isUsed && loaded == nil ? .error : .warning))
                continue
            }
            if let sibling { related.insert(context.related(path: sibling.path, location: sibling.location, "controllers of this folder are registered here"), at: 0) }
            // A file without a default export: the app's loader matches it and skips it.
            if controller.hasNoDefaultExport {
                let exported = controller.className.map { " (it exports `\($0)`)" } ?? ""
                let other = catalog.controllers(named: identifier).first { $0.path != path && !catalog.unloadedControllerPaths.contains($0.path) }
                let effect = other.map { Self.effect(of: $0, mounting: identifier) } ?? effect
                findings.append(context.finding(
                    in: path, at: .token(at: controller.classLocation),
                    "controller `\(identifier)` is never loaded: the file has no default export\(exported), and the app's loader registers each file's default export, so it skips this one; no `register` call names its class; \(effect)",
                    about: identifier,
                    help: "export the class as the default (`export default class extends Controller`), or delete the file",
                    related: related,
                    severity: isUsed && other == nil ? .error : .warning))
                continue
            }
            findings.append(context.finding(
                in: path, at: .token(at: controller.classLocation),
                "controller `\(identifier)` is never loaded: no loader and no `register` call of the app names this file\(how); \(effect)",
                about: identifier,
                help: sibling.map(Self.registrationHelp) ?? "rename the file so the app's loader matches it, or register it by hand",
                related: related,
                severity: isUsed ? .error : .warning))
        }
        findings += catalog.deadImportmapLoaders.map { deadLoaderFinding($0, context) }
        return findings
    }

    /// Where to register a controller the app registers one by one: in the file that registers
    /// the folder's others. `bin/rails stimulus:manifest:update` rewrites
    /// `app/javascript/controllers/index.js` only, so it is named only when that is the file.
    private static func registrationHelp(_ sibling: ControllerRegistration) -> String {
        sibling.path.hasSuffix("app/javascript/controllers/index.js")
            ? "register it beside the others (`bin/rails stimulus:manifest:update` rewrites that manifest), or delete the file"
            : "register it in `\(sibling.path)` beside the others, or delete the file"
    }

    /// A stimulus-loading call whose prefix matches no importmap name: one finding on its
    /// argument for every controller it leaves unregistered.
    /// What markup mounting `identifier` gets when another definition of it is the one loaded.
    private static func effect(of definition: StimulusController, mounting identifier: String) -> String {
        var place = definition.path
        if case .registration(let path, _) = definition.origin { place = "a `register` call in \(path)" }
        return "markup that mounts `\(identifier)` gets the one \(place) defines, and this file runs nowhere"
    }

    private func deadLoaderFinding(_ loader: DeadImportmapLoader, _ context: ProjectContext) -> ProjectFinding {
        let catalog = context.project.controllers
        let call = "`\(loader.function)(\"\(loader.prefix)\")`"
        let pins: String
        if loader.controllerPrefixes.isEmpty {
            pins = "\(loader.importmap) pins no controller (no name ending in `_controller`)"
        } else {
            let under = loader.controllerPrefixes.map { "`\($0)/`" }.joined(separator: ", ")
            pins = "\(loader.importmap) pins the controllers under \(under)" + (loader.example.map { " (`\($0)`, ...)" } ?? "")
        }
        // What markup mounts from the pinned files that no `register` call defines otherwise.
        let files = Set(loader.pinnedControllerFiles)
        let registered = Set(catalog.registrations.map(\.identifier))
        let stranded = Set(catalog.controllers.filter { files.contains($0.path) }.map(\.identifier)).filter { identifier in
            !registered.contains(identifier) && (!context.usage.uses(of: identifier).isEmpty || context.usage.referencedInTemplates.contains(identifier))
        }.sorted()
        var effect = ""
        if !stranded.isEmpty {
            let names = stranded.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (stranded.count > 3 ? ", ..." : "")
            effect = stranded.count == 1
                ? "; markup mounts \(names), which Stimulus never connects"
                : "; markup mounts \(stranded.count) of them (\(names)), which Stimulus never connects"
        }
        let help = loader.controllerPrefixes.count == 1
            ? "write `\(loader.function)(\"\(loader.controllerPrefixes[0])\", application)`: the prefix is an importmap name, not a path"
            : loader.controllerPrefixes.isEmpty
                ? "pin the controllers (`pin_all_from \"app/javascript/controllers\", under: \"controllers\"`) and pass that `under:` name"
                : "pass the importmap prefix the controllers are pinned under, not a path"
        return context.finding(
            in: loader.path, at: .token(at: loader.location),
            "\(call) registers no controller: stimulus-loading reads its argument as the start of importmap names, not as a path, and \(pins)\(effect)",
            about: nil, help: help, severity: stranded.isEmpty ? .warning : .error)
    }
}
