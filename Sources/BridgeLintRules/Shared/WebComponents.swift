import BridgeLintCore
import BridgeLintProject

/// The web side of bridge components, as the cross-file rules compare it with the native side.
enum WebComponents {
    /// Bridge components whose `static component` is written in their own file, one per file.
    static func declared(in catalog: ControllerCatalog) -> [StimulusController] {
        var seenPaths: Set<String> = []
        return catalog.bridgeComponents.filter { component in
            component.componentName != nil && component.componentLocation != nil && seenPaths.insert(component.path).inserted
        }
    }

    /// Every web component name, inherited ones included.
    static func names(in catalog: ControllerCatalog) -> Set<String> {
        Set(catalog.bridgeComponents.compactMap(\.componentName))
    }

    /// Whether every web component name is known: no configured package is missing, no loaded
    /// package went unread, no identifier is declared only in configuration, and no package's
    /// definitions were read without their classes (their component names cannot be read).
    static func namesAreComplete(in catalog: ControllerCatalog) -> Bool {
        catalog.identifiersAreComplete && catalog.knownExternalIdentifiers.isEmpty
            && !catalog.controllers.contains { controller in
                if case .package = controller.origin { return !controller.membersAreKnown }
                return false
            }
    }

    /// The identifiers that mount the component named `name` (a subclass inherits the name).
    static func identifiers(mounting name: String, in catalog: ControllerCatalog) -> Set<String> {
        Set(catalog.bridgeComponents.filter { $0.componentName == name }.map(\.identifier))
    }
}

/// A native component name close to, but not equal to, a web component name.
struct ComponentNameMismatch {
    var native: NativeComponent
    var nativeName: String
    var nameSite: DeclarationSite
    var web: StimulusController
    var webName: String

    /// Native names on the checked platforms that match no web component while one is close
    /// (`overflow-menu` vs `overflowMenu`, `nav` vs `navs`), each with the closest web component.
    static func all(in project: ProjectModel) -> [ComponentNameMismatch] {
        let catalog = project.controllers
        guard project.knowsControllers, WebComponents.namesAreComplete(in: catalog) else { return [] }
        let web = WebComponents.declared(in: catalog)
        let webNames = WebComponents.names(in: catalog)
        var result: [ComponentNameMismatch] = []
        for platform in project.checkedPlatforms {
            for native in project.native.components(on: platform) {
                guard let name = native.name, let site = native.nameSite, !webNames.contains(name),
                      let closest = StringDistance.suggestions(for: name, among: webNames, limit: 1).first,
                      let component = web.first(where: { $0.componentName == closest }) else { continue }
                result.append(ComponentNameMismatch(native: native, nativeName: name, nameSite: site, web: component, webName: closest))
            }
        }
        return result
    }
}

extension NativeCatalog {
    /// The component classes named `name` on `platform`, the first one's name literal (or class)
    /// as a related location.
    func implementation(named name: String, on platform: Platform) -> DeclarationSite? {
        components(named: name, platform: platform).lazy.compactMap { $0.nameSite ?? $0.classSite }.first
    }
}
