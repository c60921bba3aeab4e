import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports a target or action whose controller is mounted neither on the element nor on any
/// ancestor, where that is provable.
public struct StimulusOutOfScopeRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-out-of-scope",
        summary: "A target or action outside every element that mounts its controller.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        let template = context.template
        var diagnostics: [Diagnostic] = []
        var mountedElsewhere: [String: Bool] = [:]
        /// `isDeliberate`: whether code finds the element itself, so where it stands is meant (asked
        /// only for an element outside its controller here: it may read every template).
        /// `unread`: the end of the message for markup that changes nothing at run time (a target
        /// no code reads, an action whose event never reaches its element): a warning; else nil.
        /// `unmounted`: the same for a target on pages that mount its controller nowhere, asked
        /// once every render path is known.
        func report(_ identifier: String, at range: SourceRange, what: String, on element: Element,
                    isDeliberate: () -> Bool, unread: () -> String? = { nil }, unmounted: () -> String? = { nil }) {
            guard catalog.isKnown(identifier) else { return }
            let local = ControllerScope.resolve(identifier, from: element, in: template)
            switch local {
            case .found: return
            // Dynamic `data-controller` on the way up, or a `data:` hash that may wrap it.
            case .unknown where !template.isPartial || ControllerScope.mayBeWrapped(identifier, in: template): return
            default: break
            }
            if isDeliberate() { return }
            let unread = unread()
            // The app's JavaScript may make any element this controller's (`setAttribute("data-controller", ...)`).
            if context.corpus.controllersMountedByScripts.contains(identifier) { return }
            let help = "add `\(identifier)` to `data-controller` on this element or one of its ancestors (or on `<body>` in the layout); Stimulus only connects \(what) inside its controller's element"
            let definition = catalog.controllers(named: identifier).first.map { [context.related(path: $0.path, location: $0.classLocation, "`\(identifier)` is defined here")] } ?? []
            switch context.reach(of: identifier, around: element) {
            case .mounted:
                return
            case .missing(let allSites):
                // A site that leaves the element's condition false does not render it there.
                let sites = allSites.filter { context.isRendered(element.range, at: $0) }
                guard sites.count == allSites.count || !sites.isEmpty else { return }
                let rendered = sites.isEmpty ? "" : " (rendered at \(Self.describe(sites, in: context)))"
                let inert = unread ?? unmounted()
                diagnostics.append(context.diagnostic(
                    "\(what) belongs to `\(identifier)`, but no element from this `<\(element.name)>` up mounts `\(identifier)`, nor does any render path above it\(rendered)\(inert ?? "")",
                    at: range, help: help, related: sites.map { context.related(path: $0.path, location: FileLocation(line: $0.line, column: 1), "rendered here, outside `\(identifier)`") } + definition,
                    severity: inert == nil ? nil : .warning))
                return
            case .partly(let site, let seenMounted):
                // The claim is about one site: that it renders the element there must be proven,
                // also where a branch on a local's state the site passes is undecided.
                guard context.isRendered(element.range, at: site), context.renderSiteState(of: element.range, at: site) != .undecided else { return }
                let elsewhere = seenMounted ? "which some pages mount around this template" : "which may be mounted around this template on render paths bridgelint cannot follow"
                diagnostics.append(context.diagnostic(
                    "\(what) belongs to `\(identifier)`, \(elsewhere), but \(Self.describe([site], in: context)) renders it outside any `\(identifier)` element: there \(what) does nothing",
                    at: range,
                    help: "mount `\(identifier)` around the render call in `\(context.project.appRelative(site.path))`, or move `\(identifier)` into this template",
                    related: [context.related(path: site.path, location: FileLocation(line: site.line, column: 1), "rendered here, outside `\(identifier)`")] + definition,
                    severity: .warning))
                return
            case .unknown:
                break
            }
            guard case .missing = local else { return }
            // A full template is rendered inside a layout (or another template) that may mount
            // the controller, and the app's Ruby (a component's `data: { controller: "x" }`
            // around its template's block, a helper that builds a layout's wrapper) may build
            // the element: only a controller nothing else ever mentions, nor may render through a
            // computed `data-controller` (`<%= controller_name %>--<%= action_name %>`), is
            // provably missing.
            let elsewhere = mountedElsewhere[identifier]
                ?? (context.corpus.anyTemplate(otherThan: template.file.path, contains: identifier)
                    || context.corpus.rubyContains(anyOf: [Array(identifier.utf8)])
                    || context.corpus.mayMountThroughComputedValue(identifier, otherThan: template.file.path))
            mountedElsewhere[identifier] = elsewhere
            guard !elsewhere else { return }
            // The template itself may mount it elsewhere (a sibling, not an ancestor): say where.
            let mounts = template.elements.filter { $0.controllerTokens.contains { $0.text == identifier } }
            let lines = mounts.prefix(3).map { "\(template.file.position(of: $0.range.start).line)" }.joined(separator: ", ")
            let here = mounts.isEmpty ? "," : "; this template mounts `\(identifier)` only on line\(mounts.count == 1 ? "" : "s") \(lines)\(mounts.count > 3 ? " and \(mounts.count - 3) more" : ""), not around it,"
            diagnostics.append(context.diagnostic(
                "\(what) belongs to `\(identifier)`, but no element from this `<\(element.name)>` up mounts `\(identifier)`\(here) and no other template, layout or Ruby file under app/ names it\(unread ?? "")",
                at: range, help: help,
                related: mounts.prefix(3).map { context.related($0.nameRange, "`\(identifier)` mounted here, not around this element") } + definition,
                severity: unread == nil ? nil : .warning))
        }
        for element in template.elements {
            for attribute in context.stimulusAttributes(of: element) {
                switch attribute.kind {
                case .target:
                    guard let identifier = attribute.identifier, let range = attribute.identifierRange,
                          let names = attribute.attribute.value?.possibleTokens.map(\.text), !names.isEmpty else { continue }
                    // Code finds the element itself by a selector string (`closest(...)` then
                    // `querySelector('[data-x-target="list"]')`, in a controller, a script or a
                    // template's inline script), or Flowbite owns the attribute: where it stands is deliberate.
                    let name = attribute.attribute.name
                    report(identifier, at: range, what: "the target `\(name)`", on: element,
                           isDeliberate: {
                               catalog.selectsAnyValue(ofDataAttribute: name)
                                   || names.allSatisfy({ catalog.readsDataAttribute(name, value: $0) || context.pageCodeSelects(name, value: $0) })
                           },
                           unread: { Self.unreadNote(names, of: identifier, attribute: name, in: catalog, reachedByOtherCode: { Self.mayBeReached(identifier, context) }) },
                           unmounted: { Self.unmountedNote(identifier, context) })
                case .action:
                    let tokens = attribute.attribute.value?.possibleTokens ?? []
                    for token in tokens {
                        let descriptor = ActionDescriptor(token: token.text, range: token.range)
                        guard let identifier = descriptor.identifier, !identifier.text.isEmpty, descriptor.method != nil else { continue }
                        // Code finds the element by its descriptor and wires it itself
                        // (`document.querySelector('[data-action="click->pdf#save"]')`, then
                        // `addEventListener`): where it stands is deliberate.
                        report(identifier.text, at: identifier.range, what: "the action `\(token.text)`", on: element, isDeliberate: {
                            let whole = tokens.map(\.text).joined(separator: " ")
                            return catalog.selectsAnyValue(ofDataAttribute: "data-action")
                                || [token.text, whole].contains(where: { catalog.readsDataAttribute("data-action", value: $0) || context.pageCodeSelects("data-action", value: $0) })
                        }, unread: { UnfiredAction.note(descriptor, on: element) })
                    }
                default:
                    continue
                }
            }
        }
        return diagnostics
    }

    /// The end of the message when no code reads any of the target `names`: neither a controller
    /// (`this.itemTarget`, `hasItemTarget`, a callback, through an outlet) nor a selector of the
    /// attribute with one of the names or any value. Then the target being out of scope changes
    /// nothing at run time. Nil otherwise.
    /// A name the controller does not declare (its class is fully read and looks up no target by
    /// a computed name) is read by no code either: Stimulus makes no property for it, whatever
    /// other controllers read under that name. A controller whose class (or a superclass) is
    /// not read, a package's registered by the app, may read any target: nothing is claimed.
    /// `reachedByOtherCode`: whether code other than the controller's may hold it, and read its
    /// targets (asked last: it searches the app's scripts).
    private static func unreadNote(_ names: [String], of identifier: String, attribute: String, in catalog: ControllerCatalog,
                                   reachedByOtherCode: () -> Bool) -> String? {
        guard !names.contains(where: { catalog.mayReadDataAttribute(attribute, value: $0) }),
              !catalog.controllers(named: identifier).contains(where: { $0.mayGainMethods || !$0.membersAreKnown || $0.unreadSuperclass != nil })
        else { return nil }
        let list = names.map { "`\($0)`" }.joined(separator: " or ")
        if !names.contains(where: catalog.mayReadTarget) { return "; no code reads the target \(list), so nothing changes at run time" }
        guard let controller = ClosedController.find(identifier, in: catalog), !controller.mayGainMethods,
              !names.contains(where: { controller.readsDataAttribute(attribute, value: $0) }) else { return nil }
        if !names.contains(where: controller.targets.contains) {
            return "; `\(identifier)` does not declare the target \(list), so no code would read it inside `\(identifier)` either: nothing changes at run time"
        }
        // Declared, and read by other controllers under that name only: their own targets, unless
        // they hold this controller (an outlet, a lookup by its identifier).
        guard !controller.referencesPropertiesByComputedName, !names.contains(where: { ControllerCatalog.namesTarget($0, in: controller.propertyReferences) }),
              !reachedByOtherCode() else { return nil }
        return "; `\(identifier)` never reads the target \(list), and no other controller holds it (no outlet of it, no lookup by its identifier), so nothing changes at run time"
    }

    /// The end of the message when no page that shows this template mounts `identifier`
    /// anywhere (`RenderGraph.mayMount(_:onAPageShowing:)`), nor may the app's Ruby write it (a
    /// helper or component with a `controller` key quoting the identifier): no instance of the
    /// controller is there to read the target, so it changes nothing at run time. Nil otherwise.
    private static func unmountedNote(_ identifier: String, _ context: RuleContext) -> String? {
        guard !context.graph.mayMount(identifier, onAPageShowing: context.template.file.path),
              !context.corpus.rubyContains(where: { Self.mayWriteMount(of: identifier, in: $0) }) else { return nil }
        let mounting = context.corpus.templatePaths(containing: identifier).filter { context.graph.mounts(of: $0).identifiers.contains(identifier) }
        let named = mounting.prefix(2).map { "`\(context.project.appRelative($0))`" }.joined(separator: ", ")
        let elsewhere = mounting.isEmpty ? "" : " (only \(named)\(mounting.count > 2 ? " and \(mounting.count - 2) more" : "") do\(mounting.count == 1 ? "es" : ""), on other pages)"
        return "; no page that shows this template mounts `\(identifier)`\(elsewhere), so no `\(identifier)` reads this target there: nothing changes at run time unless the page is meant to mount it"
    }

    /// Whether Ruby source may write `identifier` into a `data-controller`: it has a
    /// `controller` key (`controller:`, `"data-controller" =>`, `:controller`, `controller=`)
    /// and quotes the identifier. A quoted word in prose (`'Error approving the reservation'`)
    /// of a file with no such key writes no mount.
    private static func mayWriteMount(of identifier: String, in ruby: [UInt8]) -> Bool {
        controllerKeys.contains { ByteSearch.contains($0, in: ruby) } && QuotedIdentifier.occurs(identifier, in: ruby)
    }

    private static let controllerKeys = ["controller:", "controller\"", "controller'", ":controller", "controller="].map { Array($0.utf8) }

    /// Whether code other than `identifier`'s may hold that controller: a controller declaring
    /// it as an outlet, or a script or template quoting its identifier where it looks
    /// controllers up (`getControllerForElementAndIdentifier(element, "glossary-search")`).
    private static func mayBeReached(_ identifier: String, _ context: RuleContext) -> Bool {
        if context.project.controllers.controllers.contains(where: { $0.outlets.contains(identifier) }) { return true }
        let quoted = ["\"", "'", "`"].map { Array(($0 + identifier + $0).utf8) }
        let lookup = Array("getControllerForElementAndIdentifier".utf8)
        let looksUp = { (bytes: [UInt8]) in ByteSearch.contains(lookup, in: bytes) && quoted.contains { ByteSearch.contains($0, in: bytes) } }
        return context.corpus.scriptsContain(where: looksUp) || looksUp(context.template.file.bytes)
            || context.corpus.anyTemplate(otherThan: context.template.file.path, contains: "getControllerForElementAndIdentifier", where: looksUp)
    }

    /// `app/views/posts/show.html.erb:4`, for up to three sites.
    private static func describe(_ sites: [RenderSite], in context: RuleContext) -> String {
        let named = sites.prefix(3).map { "`\(context.project.appRelative($0.path)):\($0.line)`" }.joined(separator: ", ")
        return sites.count > 3 ? named + " and \(sites.count - 3) more" : named
    }
}
