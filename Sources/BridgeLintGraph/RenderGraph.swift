import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Where every template of an app is rendered: for each template, the render calls in it
/// (resolved to the templates they name) and the calls that render it. Pages are rendered at
/// the `yield` of their controller's layout. Read by rules (scope across files) and by
/// `bridgelint graph`.
///
/// Cheap to build: render calls are read from each template's ERB tags only. A template's
/// elements (the controllers around a render call, what a component mounts) are parsed only
/// when a scope question reaches it, then kept.
public final class RenderGraph: Sendable {
    /// One template.
    public struct Node: Sendable {
        public enum Role: String, Sendable {
            case page, partial, layout, component, stream, other
        }

        /// Relative to the repository root.
        public let path: String
        public let role: Role
        /// For pages: the layout the controller renders them in; nil when unknown.
        public let layout: String?
        public let calls: [Call]
    }

    /// A render call (or `yield`) in a template.
    public struct Call: Sendable {
        public let call: RenderCall
        /// 1-based line of the call, in the 4 bytes `call` leaves unused before `targets` (the
        /// graph keeps every call of every template: 0.3 MB at 20,000 templates as an `Int`).
        private let storedLine: UInt32
        /// The templates it renders; empty when it names none bridgelint can find. For a name
        /// computed in part, the partials it may render: each counts the call as a render site.
        public let targets: [String]

        init(call: RenderCall, line: Int, targets: [String]) {
            self.call = call
            storedLine = UInt32(clamping: line)
            self.targets = targets
        }

        /// 1-based line of the call.
        public var line: Int { Int(storedLine) }

        /// A render whose targets are not all known: scope through it is unknown. A name computed
        /// in part is too, though it has targets: a computed part may hold a `/`, or name a
        /// partial of a gem.
        public var isUnknown: Bool {
            switch call.kind {
            case .yield, .contentFor: false
            case .block: true
            case .partial(let name, _), .layout(let name): targets.isEmpty || name.contains(RenderCall.computedPart)
            default: targets.isEmpty
            }
        }
    }

    /// What a template's elements say, parsed on first need.
    struct Elements: Sendable {
        /// The elements around each call, innermost first (by call index).
        var scopes: [[ScopeStep]]
        /// Whether some element of the call's scope starts in a conditional branch that does not
        /// hold the call (`<% if rows %><table><% else %><div><% end %>` then the call): on
        /// another path, other elements are open around it (by call index).
        var scopeDependsOnBranch: [Bool]
        /// What the branches around each call state (by call index; see `ConditionFact`).
        var facts: [[ConditionFact]]
        /// Controller identifiers some element mounts.
        var mounts: Set<String>
        /// Some element's `data-controller` is not fully known.
        var mountsUnknown: Bool
        /// The names of the HTML elements the template leaves open at its end.
        var openAtEnd: Set<String>
        /// The controllers those elements mount, and whether one may mount more than it shows:
        /// the browser keeps them open past the render site, around what follows there.
        var openAtEndControllers: Set<String>
        var openAtEndMountsUnknown: Bool
        /// The names of its end tags that find no element of the template open (`</ul>` at the end
        /// of a partial rendered inside a `<ul>`).
        var closesAtTop: Set<String>
        /// Where what ERB outputs is text, not markup (see `TextContent.ranges`).
        var textRanges: [SourceRange]
    }

    public let nodes: Nodes
    /// For each template, the calls that render it (see `callers(of:)`).
    private let callerTable: CallerTable
    /// For each partial, the places in Ruby files that may render it (controllers, helpers,
    /// components, models): its markup lands where bridgelint cannot see.
    public let rubyCallers: [String: [RenderSite]]
    /// The partials a Ruby file renders other than inside a Turbo Stream (see
    /// `turboStreamSites(ofOnly:)`).
    private let renderedFromRubyOutsideStreams: Set<String>
    /// Layout templates by virtual path (`layouts/application`), variants included, of every
    /// application and engine of the project.
    private let layoutPaths: [String: [String]]
    /// Which of them (and of every other template) each template finds by name.
    private let roots: ViewRoots
    /// Root-relative paths by file name, to find the node of a path given another way; made
    /// when a path first misses `nodes`. A run from the app's root (as CI runs) shows and asks
    /// by root-relative paths and never makes it: at 20,000 templates it took 3 MB of the peak.
    private let byFileName: Lazy<[String: [String]]>
    /// The pages each layout template shows at its `yield`, by the layout's path; nil when some
    /// page's layout is unknown (see `pages(yieldedBy:)`). Made when first asked.
    let pagesByLayout: Lazy<[String: [String]]?>
    /// Component templates by class name (`Icons::SvgIcon`).
    private let templatesByComponent: [String: [String]]
    /// The templates' texts, parsed again when a question needs a template's elements.
    let texts: FileTexts
    private let parsed = Locked<[String: Elements]>([:])
    /// Each template's strict locals (nil: none declared), read on first need.
    private let strictLocals = Locked<[String: StrictLocals?]>([:])
    /// The app's controllers' superclasses and layouts.
    let controllerLayouts: ControllerLayouts
    /// The render calls of every template were read (not only of those that may render one).
    let readsEveryTemplate: Bool
    /// How the app's Rails renders the templates' Rails 2 block helpers (see `RailsTwoBlockReading`).
    let blockReading: RailsTwoBlockReading
    /// Who gives content to `content_for` regions, read when a `content_for?` first asks.
    let contentProviders: Lazy<ContentProviders>

    /// `templates`: every template of the app, root-relative path and text; `ruby`: the app's
    /// Ruby files below `app/` (controllers choose layouts; controllers, helpers, components
    /// and models render partials), root-relative path and text.
    ///
    /// `reading`: the templates whose render calls are read (the others render nothing here),
    /// with the Ruby files that may render them; nil for all.
    public convenience init(templates: [(path: String, bytes: [UInt8])], ruby: [(path: String, bytes: [UInt8])], reading: Set<String>? = nil,
                            blockReading: RailsTwoBlockReading = .asParsed) {
        self.init(templates: FileTexts(texts: templates), ruby: ruby, reading: reading, blockReading: blockReading)
    }

    /// The same for templates whose texts may be read from disk at each pass (see `FileTexts`):
    /// the graph reads each once, and keeps none. `work` reads the files (the threads waiting
    /// for the graph, see `SharedLazy`); `layouts`, those of `ruby` when already read; `names`
    /// keeps one copy of each name the calls give, shared with whoever else is handed it.
    public init(templates: FileTexts, ruby: [(path: String, bytes: [UInt8])], reading: Set<String>? = nil, blockReading: RailsTwoBlockReading = .asParsed,
                layouts: ControllerLayouts? = nil, names: SharedStrings = SharedStrings(), work: SharedWork = .alone) {
        let views = templates.paths.map { (path: $0, view: ViewPath($0)) }
        var byVirtualPath: [String: [String]] = [:]
        var byComponent: [String: [String]] = [:]
        var layoutPaths: [String: [String]] = [:]
        for (path, view) in views {
            if case .component(let name) = view.role { byComponent[name, default: []].append(path) }
            if !view.virtualPath.isEmpty { byVirtualPath[view.virtualPath, default: []].append(path) }
            if view.role == .layout { layoutPaths[view.virtualPath, default: []].append(path) }
        }
        let layouts = layouts ?? ControllerLayouts(sources: ruby, work: work)
        let roots = ViewRoots(rubyPaths: ruby.map(\.path))
        let lookup = Lookup(byVirtualPath: byVirtualPath, byComponent: byComponent, roots: roots)
        var rubyCallers: [String: [RenderSite]] = [:]
        var renderedFromRubyOutsideStreams: Set<String> = []
        let rubyNeedles = reading.map { Set($0.flatMap(RenderClosure.needles(for:))).map { Array($0.utf8) } }
        let rubyRenders = work.map(ruby.count) { index -> [RubyPartialRender] in
            let source = ruby[index]
            // A model's broadcasts name its partial by the file's name only.
            if let rubyNeedles, !rubyNeedles.contains(where: { ByteSearch.contains($0, in: source.bytes) || ByteSearch.contains($0, in: Array(source.path.utf8)) }) { return [] }
            return RubyPartialRender.all(in: source.bytes, path: source.path)
        }
        for (source, renders) in zip(ruby, rubyRenders) where !renders.isEmpty {
            let controller = ControllerLayouts.split(source.path)
                .flatMap { $0.path.hasSuffix("_controller.rb") ? ($0.root, String($0.path.dropLast("_controller.rb".count))) : nil }
            let prefixes = controller.flatMap { layouts.prefixes(for: $0.1, root: $0.0) }
            for render in renders {
                for target in lookup.targets(of: render.name, prefixes: prefixes, at: source.path) {
                    rubyCallers[target, default: []].append(RenderSite(path: source.path, line: render.line))
                    if !render.isTurboStream { renderedFromRubyOutsideStreams.insert(target) }
                }
            }
        }
        var found = work.map(views.count) { template -> [RenderCall] in
            reading?.contains(views[template].path) ?? true ? RenderCall.all(in: templates[template].bytes) : []
        }
        var targets: [[[String]]] = []
        var relative: [PartialLookup.Name] = []
        for (template, (calls, (path, view))) in zip(found, views).enumerated() {
            targets.append(calls.enumerated().map { index, call in
                if let name = PartialLookup.relativeName(call.kind) {
                    relative.append(PartialLookup.Name(template: template, call: index, name: name))
                    return []
                }
                return lookup.targets(of: call.kind, from: view, at: path)
            })
        }
        let pageLayouts = views.map { template -> String? in
            guard template.view.role == .page, template.view.namesAnAction, let action = template.view.virtualPath.split(separator: "/").last else { return nil }
            return layouts.layout(for: template.view.folder, action: String(action), root: ControllerLayouts.root(of: template.path)) {
                !lookup.templates($0, from: template.path).isEmpty
            }
        }
        PartialLookup(views: views, pageLayouts: pageLayouts, layoutPaths: layoutPaths, roots: roots, renderedFromRuby: Set(rubyCallers.keys))
            .resolve(relative, into: &targets, lookup: lookup, prefixes: { layouts.prefixes(for: $0, root: $1) })
        var built: [Node] = []
        built.reserveCapacity(views.count)
        for (template, (path, view)) in views.enumerated() {
            // Taken out, so that each template's calls as read are let go once its node holds
            // them (issue 21: both at once were 5.5 MB of a 20,000-template run's peak).
            let read = found[template]
            found[template] = []
            // Most templates render nothing: their line index is never built.
            let file = read.isEmpty ? nil : SourceFile(path: path, bytes: templates.text(at: path) ?? [])
            let calls = read.enumerated().map { index, call in
                Call(call: call.sharingName(in: names), line: file?.position(of: call.range.start).line ?? 1, targets: targets[template][index])
            }
            built.append(Node(path: path, role: Self.role(of: view.role), layout: pageLayouts[template], calls: calls))
        }
        let nodes = Nodes(built)
        callerTable = CallerTable(nodeCount: nodes.values.count) { visit in
            for node in built {
                guard let place = nodes.index(of: node.path) else { continue }
                for (index, call) in node.calls.enumerated() {
                    for target in call.targets {
                        if let target = nodes.index(of: target) { visit(CallSite(node: UInt32(place), call: UInt32(index)), target) }
                    }
                }
            }
        }
        built = []
        self.nodes = nodes
        self.rubyCallers = rubyCallers
        self.renderedFromRubyOutsideStreams = renderedFromRubyOutsideStreams
        self.layoutPaths = layoutPaths
        self.roots = roots
        byFileName = Lazy { [nodes] in Dictionary(grouping: nodes.values.lazy.map(\.path)) { Self.fileName($0) } }
        pagesByLayout = Lazy { [nodes, layoutPaths] in
            var pages: [String: [String]] = [:]
            for node in nodes.values where node.role == .page {
                guard let layout = node.layout else { return nil }
                for path in roots.visible(layoutPaths[layout] ?? [], from: node.path) { pages[path, default: []].append(node.path) }
            }
            return pages.mapValues { $0.sorted() }
        }
        templatesByComponent = byComponent
        self.texts = templates
        controllerLayouts = layouts
        readsEveryTemplate = reading == nil
        self.blockReading = blockReading
        contentProviders = Lazy { ContentProviders(templates: templates, ruby: ruby) }
    }

    /// The render sites of the partial at `path` when every one renders it inside a Turbo Stream
    /// (`turbo_stream.replace(target, partial: "row")` in a controller or a `.turbo_stream.erb`
    /// template, a model's broadcasts), whose content browsers parse inside a `<template>`;
    /// nil when some site renders it elsewhere, or none is known.
    public func turboStreamSites(ofOnly path: String) -> [RenderSite]? {
        guard let node = node(at: path), node.role == .partial, !renderedFromRubyOutsideStreams.contains(node.path) else { return nil }
        var sites = rubyCallers[node.path] ?? []
        for caller in callers(of: node.path) {
            guard let call = nodes[caller.path]?.calls[caller.call], call.call.isTurboStream else { return nil }
            sites.append(RenderSite(path: caller.path, line: call.line))
        }
        return sites.isEmpty ? nil : sites
    }

    /// The calls that render the template at `path` (root-relative): (caller path, index in its
    /// `calls`); empty when none, or when no template is at `path`.
    public func callers(of path: String) -> Callers {
        Callers(nodes.index(of: path).map(callerTable.sites(of:)) ?? [], of: nodes)
    }

    /// Whether every path that renders the template at `path` renders something other than HTML,
    /// so HTML's tree rules do not apply to it: its name gives another format (`feed.xml.erb`,
    /// `canvas.fbml.erb`); a page whose controller renders it in such a layout
    /// (`layout "facebook/canvas.fbml.erb"`), or whose action sets another content type for the
    /// response (`response.headers["Content-Type"] = "text/xml"`); a partial that only such
    /// templates render (none from Ruby). Unknown is false: the template is judged as HTML.
    /// `registered`: the formats the app registers (`report.xls.erb` is an Excel sheet where
    /// `xls` is registered, a locale's page otherwise).
    public func rendersOnlyOutsideHTML(_ path: String, registered: MimeRegistrations) -> Bool {
        var visiting: Set<String> = []
        return rendersOutsideHTML(path, registered: registered, visiting: &visiting)
    }

    private func rendersOutsideHTML(_ path: String, registered: MimeRegistrations, visiting: inout Set<String>) -> Bool {
        if Self.namesOtherFormat(path, registered: registered) { return true }
        guard let node = nodes[path], visiting.count < 32, visiting.insert(path).inserted else { return false }
        defer { visiting.remove(path) }
        switch node.role {
        case .page:
            if let layout = node.layout, Self.namesOtherFormat(layout.hasSuffix(".erb") ? layout : layout + ".erb", registered: registered) { return true }
            let view = ViewPath(path)
            guard view.namesAnAction, callers(of: path).isEmpty, let action = view.virtualPath.split(separator: "/").last else { return false }
            return controllerLayouts.setsNonHTMLContentType(view.folder, action: String(action), root: ControllerLayouts.root(of: path))
        case .partial:
            let sites = callers(of: path)
            guard rubyCallers[path] == nil, !sites.isEmpty else { return false }
            return sites.allSatisfy { rendersOutsideHTML($0.path, registered: registered, visiting: &visiting) }
        default:
            return false
        }
    }

    /// A template or layout name whose format is not HTML (`.xml.erb`, `.fbml.erb`).
    private static func namesOtherFormat(_ name: String, registered: MimeRegistrations) -> Bool {
        name.hasSuffix(".erb") && !TemplateName.rendersHTML(name, registered: registered)
    }

    /// The strict locals the template at `path` declares (`<%# locals: (url: nil) %>`), if any.
    func strictLocals(at path: String) -> StrictLocals? {
        if let known = strictLocals.withLock({ $0[path] }) { return known }
        let locals = texts.text(at: path).flatMap(StrictLocals.init(bytes:))
        strictLocals.withLock { $0[path] = .some(locals) }
        return locals
    }

    /// The graph of what may render the template at `path` (root-relative, or relative to where
    /// bridgelint runs): only those templates' render calls are read. Answers every question
    /// about `path` as the whole graph does; nil when `path` is not one of `templates`, or when
    /// what may render it is a large part of the app (then build the whole graph).
    public static func reaching(_ path: String, templates: [(path: String, bytes: [UInt8])], ruby: [(path: String, bytes: [UInt8])]) -> RenderGraph? {
        reaching(path, templates: FileTexts(texts: templates), ruby: ruby, blockReading: .asParsed)
    }

    /// The same for templates whose texts may be read from disk at each pass (see `FileTexts`),
    /// with the layouts of `ruby` when already read.
    public static func reaching(_ path: String, templates: FileTexts, ruby: [(path: String, bytes: [UInt8])], blockReading: RailsTwoBlockReading,
                                layouts: ControllerLayouts? = nil) -> RenderGraph? {
        let matches = templates.paths.filter { $0 == path || path.hasSuffix("/" + $0) }
        guard matches.count == 1, let closure = RenderClosure.templates(reaching: matches[0], in: templates) else { return nil }
        return RenderGraph(templates: templates, ruby: ruby, reading: closure, blockReading: blockReading, layouts: layouts)
    }

    /// The role of the template at `path` by where it sits (`app/views/posts/_form.html.erb`
    /// is a partial), and whether it is a mailer's view or layout (`app/views/user_mailer/`,
    /// `layouts/mailer`), whose role is `other`: what fails when rendering it raises.
    public static func role(ofTemplateAt path: String) -> (role: Node.Role, isMail: Bool) {
        let view = ViewPath(path)
        return (role(of: view.role), view.isMail)
    }

    private static func role(of role: ViewPath.Role) -> Node.Role {
        switch role {
        case .page: .page
        case .partial: .partial
        case .layout: .layout
        case .component: .component
        case .stream: .stream
        case .other: .other
        }
    }

    /// The node for `path`, which may be relative to where bridgelint runs (shorter or longer
    /// than the graph's root-relative paths) or absolute; nil when no template or several match.
    public func node(at path: String) -> Node? {
        if let node = nodes[path] { return node }
        let matches = (byFileName.value[Self.fileName(path)] ?? []).filter { $0.hasSuffix("/" + path) || path.hasSuffix("/" + $0) }
        return matches.count == 1 ? nodes[matches[0]] : nil
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The templates the template at `path` renders through its calls that name `name`
    /// (`render "form"`, `render partial: "todos/form"`, `render layout: "card"`), resolved as
    /// Rails looks them up; empty when no call names it or none resolves.
    public func targets(ofCallsNaming name: String, in path: String) -> [String] {
        guard let node = node(at: path) else { return [] }
        var targets: [String] = []
        for call in node.calls where call.call.kind.partialName == name {
            for target in call.targets where !targets.contains(target) { targets.append(target) }
        }
        return targets
    }

    /// The templates of the component `className` (`Icons::SvgIcon`), variants included.
    public func componentTemplates(_ className: String) -> [String] {
        templatesByComponent[className] ?? []
    }

    /// The templates of the layout the page `node` renders in, variants included: those of
    /// its application (an engine's page: of each application loading the engine).
    public func layoutTemplates(of node: Node) -> [String] {
        guard let layout = node.layout else { return [] }
        return roots.visible(layoutPaths[layout] ?? [], from: node.path).sorted()
    }

    /// The elements around the call `index` of the template at `path`, innermost first.
    public func scope(ofCall index: Int, in path: String) -> [ScopeStep] {
        let scopes = elements(of: path)?.scopes ?? []
        return index < scopes.count ? scopes[index] : []
    }

    /// Whether the elements around the call `index` of the template at `path` depend on which
    /// branch of a conditional before it ran (see `Elements.scopeDependsOnBranch`).
    func scopeDependsOnBranch(ofCall index: Int, in path: String) -> Bool {
        let dependent = elements(of: path)?.scopeDependsOnBranch ?? []
        return index < dependent.count ? dependent[index] : true
    }

    /// The controllers some element of the template at `path` mounts, and whether one may
    /// mount more than it shows.
    public func mounts(of path: String) -> (identifiers: Set<String>, unknown: Bool) {
        guard let elements = elements(of: path) else { return ([], true) }
        return (elements.mounts, elements.mountsUnknown)
    }

    func elements(of path: String) -> Elements? {
        if let known = parsed.withLock({ $0[path] }) { return known }
        guard let node = nodes[path], let bytes = texts.text(at: path) else { return nil }
        let written = TemplateParser.parse(SourceFile(path: path, bytes: bytes))
        let dropped = blockReading.droppedBlocks(of: written)
        let template = dropped.isEmpty ? written : written.droppingRailsTwoBlocks()
        var mounts: Set<String> = []
        var mountsUnknown = false
        for element in template.elements {
            mounts.formUnion(element.controllerTokens.map(\.text))
            if element.mayHaveUnknownControllers { mountsUnknown = true }
        }
        // A call inside a block the app's Rails drops renders nothing there: what is around it
        // stays as written, so it moves no finding.
        let readings = node.calls.map { call in
            dropped.contains { $0.contains(call.call.range.start) } ? written : template
        }
        let scopes = zip(node.calls, readings).map { ScopeStep.chain(at: $0.call.range.start, in: $1) }
        let elements = Elements(scopes: scopes,
                                scopeDependsOnBranch: zip(zip(node.calls, readings), scopes).map { pair, scope in
                                    let (call, reading) = pair
                                    // (Such a branch ended before the call: the scope's elements start before it.)
                                    return !scope.isEmpty && reading.branches.contains { branch in
                                        branch.range.end <= call.call.range.start && scope.contains { branch.range.contains($0.start) }
                                    }
                                },
                                facts: zip(node.calls, readings).map { call, reading in
                                    reading.conditionalBodies.filter { $0.range.contains(call.call.range.start) }.flatMap { ConditionFact.facts(of: $0.condition) }
                                },
                                mounts: mounts, mountsUnknown: mountsUnknown,
                                openAtEnd: Set(template.openAtEnd.map { template.elements[$0].name }),
                                openAtEndControllers: Set(template.openAtEnd.flatMap { template.elements[$0].controllerTokens.map(\.text) }),
                                openAtEndMountsUnknown: template.openAtEnd.contains { template.elements[$0].mayHaveUnknownControllers },
                                closesAtTop: Set(template.issues.compactMap(\.topLevelEndTag)),
                                textRanges: TextContent.ranges(in: template))
        parsed.withLock { $0[path] = elements }
        return elements
    }

    /// Whether a render call of the template at `path` that lies within `range` renders a
    /// template closing an element named `name` that it never opened: a `<ul>` left open in a
    /// header whose login partial ends with `</ul>` is closed there.
    public func rendersClosing(_ name: String, from path: String, within range: SourceRange) -> Bool {
        guard let node = node(at: path) else { return false }
        return node.calls.contains { call in
            range.contains(call.call.range.start) && call.targets.contains { elements(of: $0)?.closesAtTop.contains(name) ?? false }
        }
    }

    /// The templates that hold `path`'s markup: its render sites, the `yield` of a page's layout,
    /// the outer layout a nested layout renders. `.unknown` where they cannot be known.
    func contexts(of path: String) -> [Context] {
        guard let node = nodes[path] else { return [.unknown] }
        var contexts: [Context] = rubyCallers[path] == nil ? [] : [.unknown]
        for caller in callers(of: path) {
            guard let callerNode = nodes[caller.path] else { continue }
            let call = callerNode.calls[caller.call]
            // A nested layout renders its outer layout; the outer one holds it, not the reverse.
            if case .template = call.call.kind, node.role == .layout, callerNode.role == .layout { continue }
            contexts.append(call.call.isTurboStream ? .unknown : .site(caller.path, caller.call))
        }
        switch node.role {
        case .page:
            guard node.layout != nil else { return contexts + [.unknown] }
            contexts += yields(in: layoutTemplates(of: node), named: { $0 == nil })
        case .layout:
            let outer = node.calls.filter { if case .template(let name) = $0.call.kind { name.hasPrefix("layouts/") } else { false } }
            if outer.isEmpty, contexts.isEmpty { return [.top] }
            for call in outer {
                contexts += call.targets.isEmpty ? [.unknown] : call.targets.flatMap { yields(in: [$0], named: { _ in true }) }
            }
        case .stream, .other:
            contexts.append(.unknown)
        case .partial, .component:
            break
        }
        return contexts.isEmpty ? [.unknown] : contexts
    }

    /// Where markup is shown: the template at `path`, or its `content_for :region` block.
    struct Place: Hashable {
        var path: String
        var region: String?
    }

    /// The place of `offset` in `node`.
    func place(at offset: Int, in node: Node) -> Place {
        Place(path: node.path, region: contentBlock(at: offset, in: node)?.name)
    }

    /// The place of the call `index` of the template at `path`.
    func place(ofCall index: Int, in path: String) -> Place? {
        guard let node = nodes[path], index < node.calls.count else { return nil }
        return place(at: node.calls[index].call.range.start, in: node)
    }

    /// The innermost `content_for :name do` block of `node` holding `offset`: its name and the
    /// start of its tag.
    func contentBlock(at offset: Int, in node: Node) -> (name: String, start: Int)? {
        var found: (name: String, start: Int)?
        for call in node.calls {
            guard case .contentFor(let name) = call.call.kind, let end = call.call.blockEnd,
                  call.call.range.end <= offset, offset < end, call.call.range.start >= (found?.start ?? 0) else { continue }
            found = (name, call.call.range.start)
        }
        return found
    }

    /// The templates that hold the markup of `place`: for a `content_for :name` block, the
    /// `yield :name` (or `content_for(:name)`) of the layouts its template renders in.
    func contexts(of place: Place) -> [Context] {
        guard let region = place.region else { return contexts(of: place.path) }
        guard let layouts = layouts(holding: place.path) else { return [.unknown] }
        let sites = Set(layouts).sorted().flatMap { layout in
            nodes[layout]?.calls.indices.compactMap { index -> Context? in
                guard case .yield(region) = nodes[layout]?.calls[index].call.kind else { return nil }
                return .site(layout, index)
            } ?? []
        }
        return sites.isEmpty ? [.unknown] : sites
    }

    /// The layouts the template at `path` is rendered in, itself included when it is one (a
    /// page's, the outer layouts of a nested one, those of every page rendering a partial);
    /// nil when a render path cannot be followed.
    private func layouts(holding path: String) -> [String]? {
        templates(above: path)?.filter { nodes[$0]?.role == .layout }
    }

    /// The template at `path` and every template on its render paths up to the top of the page,
    /// each once; nil when a render path cannot be followed.
    func templates(above path: String) -> [String]? {
        var seen: Set<String> = [path]
        var order = [path]
        var queue = [path]
        while let current = queue.popLast() {
            for context in contexts(of: current) {
                switch context {
                case .top: continue
                case .unknown: return nil
                case .site(let caller, _):
                    if seen.insert(caller).inserted {
                        order.append(caller)
                        queue.append(caller)
                    }
                }
            }
        }
        return order
    }

    /// The `yield`s of the layout templates `layouts` whose name `matches`; unknown when none.
    /// A partial a layout renders without a block (directly or through other such partials)
    /// yields what the layout yields: its `yield` shows the page too (a navigation partial
    /// that wraps the page for signed-in users). Those sites come after the layouts' own.
    private func yields(in layouts: [String], named matches: (String?) -> Bool) -> [Context] {
        var sites: [Context] = []
        var seen = Set(layouts)
        var order = layouts
        var next = 0
        while next < order.count {
            let path = order[next]
            next += 1
            guard let node = nodes[path] else { continue }
            for (index, call) in node.calls.enumerated() {
                switch call.call.kind {
                case .yield(let name) where matches(name):
                    sites.append(.site(path, index))
                case .partial where call.call.blockEnd == nil:
                    for target in call.targets where nodes[target]?.role == .partial && seen.insert(target).inserted { order.append(target) }
                default:
                    break
                }
            }
        }
        return sites.isEmpty ? [.unknown] : sites
    }

    enum Context: Hashable {
        /// Rendered at the call `calls[index]` of the template at `path`.
        case site(String, Int)
        /// A layout nothing wraps: the top of the page.
        case top
        /// Rendered somewhere bridgelint cannot see.
        case unknown
    }
}

/// Resolves render names the way Rails looks them up (PROTOCOL §7.9, §7.10), each in the view
/// paths of the file that names it (see `ViewRoots`).
struct Lookup {
    let byVirtualPath: [String: [String]]
    let byComponent: [String: [String]]
    let roots: ViewRoots
    /// Virtual paths by their last part (`_form` -> `posts/_form`, `admin/_form`).
    let byName: [String: [String]]

    init(byVirtualPath: [String: [String]], byComponent: [String: [String]], roots: ViewRoots) {
        self.byVirtualPath = byVirtualPath
        self.byComponent = byComponent
        self.roots = roots
        byName = Dictionary(grouping: byVirtualPath.keys) { $0.split(separator: "/").last.map(String.init) ?? $0 }
    }

    /// The templates of `virtualPath` the file at `path` finds.
    func templates(_ virtualPath: String, from path: String) -> [String] {
        roots.visible(byVirtualPath[virtualPath] ?? [], from: path)
    }

    /// What the call `kind` of the template at `path` (whose place in the view lookup is `caller`) renders.
    func targets(of kind: RenderCall.Kind, from caller: ViewPath, at path: String) -> [String] {
        switch kind {
        case .partial(let name, _), .layout(let name):
            return partial(name, from: caller, at: path)
        case .template(let name):
            return templates(name, from: path)
        case .object(let name):
            let singular = Inflection.singularize(name)
            let virtualPath = Inflection.pluralize(singular) + "/_" + singular
            let namespace = caller.folder.split(separator: "/").dropLast().joined(separator: "/")
            return templates(namespace.isEmpty ? virtualPath : namespace + "/" + virtualPath, from: path)
        case .component(let name, _):
            return roots.visible(byComponent[name] ?? [], from: path)
        case .yield, .contentFor, .unknown, .block:
            return []
        }
    }

    /// The partials a Ruby file at `path` may render: a name without a folder in the controller's
    /// `prefixes` (the first that exists, as Rails looks it up), or in any folder when they are
    /// not known (a helper, a component, a model, a controller whose superclass is not read);
    /// an object's partial (`posts/_post`) in any namespace.
    func targets(of name: RubyPartialRender.Name, prefixes: [String]?, at path: String) -> [String] {
        switch name {
        case .partial(let written):
            let parts = Self.fromViewsRoot(written).split(separator: "/", omittingEmptySubsequences: false)
            guard let base = parts.last, !base.isEmpty else { return [] }
            if parts.count > 1 { return templates(parts.dropLast().joined(separator: "/") + "/_" + base, from: path) }
            if let prefixes { return partial(String(base), prefixes: prefixes, at: path) }
            return endingIn("/_" + base, from: path)
        case .object(let object):
            let singular = Inflection.singularize(object)
            return endingIn(Inflection.pluralize(singular) + "/_" + singular, from: path)
        }
    }

    /// The templates whose virtual path is `suffix` or ends in `/suffix` (`suffix` may start with `/`).
    private func endingIn(_ suffix: String, from path: String) -> [String] {
        let tail = suffix.hasPrefix("/") ? suffix : "/" + suffix
        let name = tail.split(separator: "/").last.map(String.init) ?? tail
        return (byName[name] ?? []).filter { ("/" + $0).hasSuffix(tail) }.flatMap { templates($0, from: path) }.sorted()
    }

    /// `form` from `posts/...` is `posts/_form`, then `application/_form`; `shared/nav` is `shared/_nav`.
    /// A name computed in its last part (`"shared/icons/#{icon}"`, `"#{kind}_fields"`) may render
    /// every partial of its folder (or of the caller's prefixes) that its written parts allow.
    /// A name written with its extensions (`"player.html.erb"`, as Rails before 7 accepted) is its stem.
    /// A name that starts with `/` (`"/shared/nav"`) is looked up from the views' root, as without it.
    func partial(_ name: String, from caller: ViewPath, at path: String) -> [String] {
        let parts = Self.fromViewsRoot(name).split(separator: "/", omittingEmptySubsequences: false)
        guard var base = parts.last, !base.isEmpty else { return [] }
        if !base.contains("#{"), let dot = base.firstIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        let folder = parts.dropLast().joined(separator: "/")
        guard !folder.contains("#{") else { return [] }
        let prefixes = parts.count > 1 ? [folder]
            : (caller.folder.isEmpty || caller.folder.hasPrefix("layouts") ? [] : [caller.folder]) + ["application"]
        if base.contains("#{") {
            // A name with nothing written would be any partial of the caller's folders.
            guard let pattern = ComputedName(String(base), computedAt: RenderCall.computedPart), parts.count > 1 || !pattern.isOnlyComputed else { return [] }
            return prefixes.flatMap { prefix in
                partials(in: prefix).filter { pattern.mayBe(String($0.name)) }.flatMap { roots.visible($0.paths, from: path) }
            }.sorted()
        }
        if parts.count > 1 { return templates(folder + "/_" + base, from: path) }
        return partial(String(base), prefixes: prefixes, at: path)
    }

    /// A partial's name without the `/` that may start it: Rails looks up `"/play/shared/card"`
    /// as `"play/shared/card"`.
    private static func fromViewsRoot(_ name: String) -> Substring {
        name.hasPrefix("/") ? name.dropFirst() : name[...]
    }

    /// The partials of `folder`: each name without its `_`, with its templates.
    private func partials(in folder: String) -> [(name: Substring, paths: [String])] {
        let start = folder + "/_"
        return byVirtualPath.compactMap { virtualPath, paths in
            guard virtualPath.hasPrefix(start) else { return nil }
            let name = virtualPath.dropFirst(start.count)
            return name.contains("/") ? nil : (name, paths)
        }
    }

    /// The partial `name` (no folder) in the first of `prefixes` that has it, as Rails looks it
    /// up from the file at `path`.
    func partial(_ name: String, prefixes: [String], at path: String) -> [String] {
        prefixes.lazy.map { self.templates($0 + "/_" + name, from: path) }.first { !$0.isEmpty } ?? []
    }
}
