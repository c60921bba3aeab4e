import BridgeLintCore

/// Reads `config/routes.rb` (and the files its `draw :name` calls load from `config/routes/`)
/// into a `RouteTable`, following the routing DSL statement by statement with an explicit work
/// stack. What it cannot read becomes `UnreadRoutes` at that place in the order (an engine's
/// `mount`, `devise_for`, a route built from a variable), and routes inside blocks whose
/// condition it does not evaluate are marked conditional.
struct RoutesReader {
    /// The routes files: `config/routes.rb` first, then the `draw` files by name.
    private var files: [RubyStatements] = []
    private var drawFiles: [String: SourceFile]
    private var table = RouteTable()
    /// The names of the routes added so far (a route's implied name is dropped when taken).
    private var routeNames: Set<String> = []
    private var concerns: [String: (file: Int, body: Range<Int>)] = [:]
    private var work: [Task] = []
    /// How many concern and draw bodies were replayed: bounded, so a concern using itself ends.
    private var replays = 0
    private var signOutVerbs: [String]?
    static let maximumReplays = 500

    private enum Task {
        case statements(file: Int, from: Int, to: Int, scope: RouteScope)
        case resourceRoutes(RouteResource, scope: RouteScope, site: DeclarationSite)
    }

    /// Reads `routes` (the text of `config/routes.rb`) with `drawFiles` (name -> the file of
    /// `config/routes/<name>.rb`).
    /// `signOutVerbs` are the verbs of Devise's `config.sign_out_via` when the initializer sets
    /// it literally (nil otherwise).
    static func read(routes: SourceFile, drawFiles: [String: SourceFile] = [:], signOutVerbs: [String]? = nil) -> RouteTable {
        var reader = RoutesReader(drawFiles: drawFiles)
        reader.signOutVerbs = signOutVerbs
        reader.files = [RubyStatements(file: routes)]
        reader.table.wasFound = true
        reader.work = [.statements(file: 0, from: 0, to: reader.files[0].count, scope: RouteScope())]
        reader.run()
        return reader.table
    }

    private init(drawFiles: [String: SourceFile]) {
        self.drawFiles = drawFiles
    }

    private mutating func run() {
        while let task = work.popLast() {
            switch task {
            case let .statements(file, from, to, scope):
                readStatements(file: file, from: from, to: to, scope: scope)
            case let .resourceRoutes(resource, scope, site):
                addOwnRoutes(of: resource, in: scope, site: site)
            }
        }
    }

    /// Reads statements from `from` until one opens a block: the block's work is pushed above
    /// the rest of these statements, so it runs first, in order.
    private mutating func readStatements(file: Int, from: Int, to: Int, scope: RouteScope) {
        let tokens = files[file]
        var index = from
        while index < to {
            guard tokens.startsStatement(index) || index == from else {
                index += 1
                continue
            }
            let call = RouteCall(tokens: tokens, head: index, limit: to)
            let next = min(call.next, to)
            let blockWork = readCall(call, file: file, scope: scope)
            if !blockWork.isEmpty {
                work.append(.statements(file: file, from: next, to: to, scope: scope))
                work.append(contentsOf: blockWork.reversed())
                return
            }
            index = next
        }
    }

    /// One statement: the routes it adds now, and the work its block (or a replayed body) needs,
    /// in order.
    private mutating func readCall(_ call: RouteCall, file: Int, scope: RouteScope) -> [Task] {
        let tokens = files[file]
        let site = tokens.site(call.head)
        var scope = scope
        if call.hasModifierCondition { scope.isConditional = true }
        func body(_ scope: RouteScope) -> [Task] {
            call.block.map { [.statements(file: file, from: $0.lowerBound, to: $0.upperBound, scope: scope)] } ?? []
        }
        guard let name = call.name else {
            // `Rails.application.routes.draw do` holds the routes; another method chain
            // (`ActiveAdmin.routes(self)`) may add any; an assignment adds none.
            if call.isRoutesDraw {
                if call.drawsIntoEngine { table.drawsIntoEngine = true }
                return body(scope)
            }
            if call.isActiveAdminRoutes {
                table.append(.unread(UnreadRoutes(prefix: nil, reason: "ActiveAdmin.routes", site: site, reach: .namespace("admin"))))
                return []
            }
            // A loop (`%w[a b].each do |name|`, `Models.each do |model|`) declares the routes of
            // its block, each once per value: those naming a value are computed, read as such.
            if call.isIteration { return body(scope) }
            // Any other statement may declare routes of names computed in Ruby.
            return call.isAssignment ? [] : unread(call, site: site, scope: scope)
        }
        // Routes drawn by a lambda given as the block (`namespace :forge, &forge_routes`) are not read.
        if call.passesBlockValue { return unread(call, site: site, scope: scope) }
        switch name {
        case "if", "unless":
            var inner = scope
            inner.isConditional = true
            return [.statements(file: file, from: call.conditionEnd, to: call.blockEndIndex, scope: inner)]
        case "else", "elsif", "end", "then", "begin", "ensure", "rescue":
            return []
        case "def":
            // Defines a method (`def token_path = ENV[...]`): a route that calls it is read
            // where it is declared.
            return []
        case "require":
            // Loads a gem's Ruby (`require "sidekiq/web"` for a `mount`): a route it makes
            // possible is declared by a later call, read as any other. A file of the app loaded
            // with `require_relative` or `load` may draw routes itself: unread.
            return []
        case "get", "post", "patch", "put", "delete", "match", "options", "head":
            addVerbRoute(call, verb: name, scope: scope, site: site)
            return []
        case "root":
            addRoot(call, scope: scope, site: site)
            return []
        case "resources", "resource":
            return readResources(call, singular: name == "resource", file: file, scope: scope, site: site)
        case "namespace":
            guard let namespace = call.firstName() else { return unread(call, site: site, scope: scope) }
            let outer = scope.nestedInItsResource
            var inner = outer
            // `path: ''` and `as: ''` add no segment and no name prefix (not the namespace's).
            if call.option("path") != .names([]) {
                let path = call.string("path") ?? namespace
                inner.path = RouteScope.appending(path, to: outer.path)
                inner.shallowPath = RouteScope.appending(path, to: outer.shallowPath)
            }
            inner.module = RouteScope.joinedModule(outer.module, call.string("module") ?? namespace)
            let prefix = call.option("as").isFalse || call.option("as") == .names([]) ? nil : (call.string("as") ?? namespace)
            inner.namePrefix = RouteScope.joined(outer.namePrefix, prefix)
            inner.shallowPrefix = RouteScope.joined(outer.shallowPrefix, prefix)
            applyScopeOptions(call, to: &inner, known: ["path", "module", "as", "defaults", "format", "shallow", "shallow_path", "shallow_prefix"])
            return body(inner)
        case "scope":
            var inner = scope
            if let path = call.string("path") ?? call.firstName() {
                inner.path = RouteScope.appending(path, to: scope.path)
            } else if call.hasPositionalArgument() {
                inner.isConditional = true
            }
            if let module = call.string("module") { inner.module = RouteScope.joinedModule(scope.module, module) }
            if let prefix = call.string("as") { inner.namePrefix = RouteScope.joined(scope.namePrefix, prefix) }
            // A controller named in a namespace or module is that module's (`scope controller: :pages`
            // in `namespace :admin` routes to `admin/pages`), as the scope's own `module:` makes it.
            if let controller = call.string("controller") { inner.controller = inner.qualified(controller: controller) }
            applyScopeOptions(call, to: &inner, known: ["path", "module", "as", "controller", "defaults", "format", "shallow", "shallow_path", "shallow_prefix", "action"])
            // A `:locale` segment with a pattern (`locale: /en|de/`) is a constraint too.
            return body(inner)
        case "controller":
            guard let controller = call.firstName() else { return unread(call, site: site, scope: scope) }
            var inner = scope
            inner.controller = scope.qualified(controller: controller)
            return body(inner)
        case "defaults":
            return body(scope)
        case "shallow":
            var inner = scope
            inner.isShallow = true
            return body(inner)
        case "member", "collection", "new":
            guard let resource = scope.resource else { return unread(call, site: site, scope: scope) }
            let level: RouteScope.Level = name == "member" ? .member : name == "collection" ? .collection : .new
            return body(scope.entering(level, of: resource))
        case "nested":
            guard let resource = scope.resource else { return unread(call, site: site, scope: scope) }
            return body(scope.entering(.nested, of: resource))
        case "constraints", "authenticate", "authenticated", "unauthenticated":
            var inner = scope
            inner.isConditional = true
            return body(inner)
        case "devise_scope":
            // Devise's constraint only sets the mapping a request uses and always matches.
            return body(scope)
        case "concern":
            if let concern = call.firstName(), let block = call.block, call.positionalCount() == 1 {
                concerns[concern] = (file, block)
                return []
            }
            return unread(call, site: site, scope: scope)
        case "concerns":
            return replay(concerns: call.names(), call: call, site: site, scope: scope)
        case "draw":
            guard let drawn = call.firstName(), let source = drawFiles[drawn], replays < Self.maximumReplays else {
                table.isComplete = false
                return []
            }
            replays += 1
            table.drawnFiles.insert(drawn)
            files.append(RubyStatements(file: source))
            return [.statements(file: files.count - 1, from: 0, to: files[files.count - 1].count, scope: scope)]
        case "direct", "resolve":
            if name == "direct", let helper = call.firstName() { table.customHelpers.insert(helper) }
            return []
        case "mount":
            // Rails names the mount's route as any other's of its scope (`admin_sidekiq`).
            let affixes = scope.ofAMatch.nameAffixes
            let mountName = UnreadRoutes.MountName(application: call.mountedApplicationName(), before: affixes.before, after: affixes.after)
            table.append(.unread(UnreadRoutes(prefix: call.mountPath().map { RouteScope.appending($0, to: scope.path) },
                                              reason: "mount", site: site, reach: .mountedApplication, mountName: mountName)))
            return []
        case "devise_for", "jsonapi_resources", "jsonapi_resource":
            // Devise's routes, and jsonapi-resources' (a resource with its relationship
            // routes), all sit under the resource's path.
            let resourcePath = call.string("path") ?? call.firstName()
            let prefix = resourcePath.map { RouteScope.appending($0, to: scope.path) }
            var unread = UnreadRoutes(prefix: prefix, reason: name, site: site, reach: name == "devise_for" ? .deviseControllers(DeviseRouting(call)) : .unknown)
            if name == "devise_for", let prefix, let signOut = deviseSignOutRoute(call, prefix: prefix, scope: scope, site: site) {
                add(signOut, explicitName: true)
                unread.knownPaths = [prefix + "/sign_out"]
            }
            table.append(.unread(unread))
            return []
        default:
            return unread(call, site: site, scope: scope)
        }
    }

    /// The sign-out route of `devise_for :users` (`destroy_user_session`, `/users/sign_out`)
    /// when the Devise initializer sets `sign_out_via` literally: Devise defines it with those
    /// verbs and nothing else at that path. Nil for options that rename or skip routes, or a
    /// sessions controller not written literally. Devise's own action signs out whatever the
    /// verb; one of the app's (`controllers: { sessions: "users/sessions" }`) is not read.
    private func deviseSignOutRoute(_ call: RouteCall, prefix: String, scope: RouteScope, site: DeclarationSite) -> Route? {
        guard let verbs = signOutVerbs, let resource = call.firstName(), scope.namePrefix == nil,
              call.options().allSatisfy({ ["path", "controllers"].contains($0) }) else { return nil }
        let controller: String
        switch call.hashOption("controllers", key: "sessions") {
        case .missing: controller = "devise/sessions"
        case .names(let names) where names.count == 1: controller = names[0]
        default: return nil
        }
        let singular = Inflection.singularize(resource.split(separator: "/").joined(separator: "_"))
        return Route(verbs: verbs, path: pattern(prefix + "/sign_out", scope), controller: controller, action: "destroy",
                     name: "destroy_\(singular)_session", isConditional: scope.isConditional, site: site,
                     actsAlikeForEveryVerb: controller == "devise/sessions")
    }

    /// A call the reader does not know: the routes it adds are unknown, everywhere.
    private mutating func unread(_ call: RouteCall, site: DeclarationSite, scope: RouteScope) -> [Task] {
        table.append(.unread(UnreadRoutes(prefix: nil, reason: call.name ?? "a route built in Ruby", site: site)))
        return []
    }

    /// Options of `namespace` and `scope` other than `known` restrict the routes (segment
    /// patterns, `constraints:`): the routes inside are conditional.
    private func applyScopeOptions(_ call: RouteCall, to scope: inout RouteScope, known: Set<String>) {
        if call.options().contains(where: { !known.contains($0) }) { scope.isConditional = true }
        if call.option("format").isFalse { scope.hasFormat = false }
        if call.option("shallow").isTrue { scope.isShallow = true }
        if let path = call.string("shallow_path") { scope.shallowPath = RouteScope.appending(path, to: scope.shallowPath) }
        if let prefix = call.string("shallow_prefix") { scope.shallowPrefix = RouteScope.joined(scope.shallowPrefix, prefix) }
    }

    private mutating func replay(concerns names: [String], call: RouteCall, site: DeclarationSite, scope: RouteScope) -> [Task] {
        var tasks: [Task] = []
        for name in names {
            guard let concern = concerns[name], replays < Self.maximumReplays else {
                table.append(.unread(UnreadRoutes(prefix: nil, reason: "concerns :\(name)", site: site)))
                continue
            }
            replays += 1
            // A concern used in a resource's block runs as that block does (nested routes).
            tasks.append(.statements(file: concern.file, from: concern.body.lowerBound, to: concern.body.upperBound, scope: scope))
        }
        return tasks
    }

    // MARK: Resources

    private mutating func readResources(_ call: RouteCall, singular: Bool, file: Int, scope: RouteScope, site: DeclarationSite) -> [Task] {
        let names = call.positionalNames()
        guard !names.isEmpty, call.allPositionalAreNames() else {
            // Computed in a namespace (`Models.each { |model| resources model }` in `namespace
            // :admin`): controllers of its module only, unless it names its own.
            guard let module = scope.module, !module.isEmpty, call.option("controller") == .missing, call.option("module") == .missing else {
                return unread(call, site: site, scope: scope)
            }
            table.append(.unread(UnreadRoutes(prefix: nil, reason: call.name ?? "resources", site: site, reach: .namespace(module))))
            return []
        }
        let known: Set = ["only", "except", "path", "as", "controller", "param", "module", "concerns", "shallow", "defaults", "format"]
        var tasks: [Task] = []
        for name in names {
            // Resources declared inside a resource's block are nested under its member.
            var outer = scope.nestedInItsResource
            if call.options().contains(where: { !known.contains($0) }) { outer.isConditional = true }
            if call.option("format").isFalse { outer.hasFormat = false }
            if call.option("shallow").isTrue { outer.isShallow = true }
            if let module = call.string("module") { outer.module = RouteScope.joinedModule(outer.module, module) }
            let asName = call.string("as")
            let plural = asName ?? name
            let memberName = singular ? plural : Inflection.singularize(plural)
            // `resources :news`: a name whose singular is itself names its index `news_index`.
            let collectionName = singular || memberName != plural ? plural : plural + "_index"
            let controllerName = call.string("controller") ?? (singular ? Inflection.pluralize(name) : name)
            var actions = singular ? RouteResource.singularActions : RouteResource.pluralActions
            switch call.option("only") {
            case .names(let only): actions = actions.intersection(only)
            case .missing: break
            default: outer.isConditional = true
            }
            switch call.option("except") {
            case .names(let except): actions.subtract(except)
            case .missing: break
            default: outer.isConditional = true
            }
            let resource = RouteResource(
                isSingular: singular, collectionName: collectionName, memberName: memberName,
                controller: outer.qualified(controller: controllerName), module: outer.module, namePrefix: outer.namePrefix,
                collectionPath: RouteScope.appending(call.string("path") ?? name, to: outer.path),
                param: call.string("param") ?? "id", actions: actions,
                isShallow: outer.isShallow, hasParent: scope.resource != nil,
                shallowPath: outer.shallowPath, shallowPrefix: outer.shallowPrefix)
            var inner = outer
            inner.level = singular ? .resource : .resources
            inner.resource = resource
            inner.controller = resource.controller
            inner.path = resource.collectionPath
            tasks += call.block.map { [.statements(file: file, from: $0.lowerBound, to: $0.upperBound, scope: inner)] } ?? []
            if case .names(let used) = call.option("concerns") {
                tasks += replay(concerns: used, call: call, site: site, scope: inner)
            }
            tasks.append(.resourceRoutes(resource, scope: inner, site: site))
        }
        return tasks
    }

    /// The seven actions of a resource, after the routes of its block, in Rails' order.
    private mutating func addOwnRoutes(of resource: RouteResource, in scope: RouteScope, site: DeclarationSite) {
        let plan: [(level: RouteScope.Level, verb: String, action: String, segment: String?)] = resource.isSingular
            ? [(.new, "GET", "new", nil), (.member, "GET", "edit", "edit"), (.member, "GET", "show", nil),
               (.member, "PATCH", "update", nil), (.member, "PUT", "update", nil), (.member, "DELETE", "destroy", nil),
               (.collection, "POST", "create", nil)]
            : [(.collection, "GET", "index", nil), (.collection, "POST", "create", nil), (.new, "GET", "new", nil),
               (.member, "GET", "edit", "edit"), (.member, "GET", "show", nil), (.member, "PATCH", "update", nil),
               (.member, "PUT", "update", nil), (.member, "DELETE", "destroy", nil)]
        for step in plan where resource.actions.contains(step.action) {
            let inner = scope.entering(step.level, of: resource)
            let prefix = RouteResource.canonicalActions.contains(step.action) ? nil : step.action
            add(Route(verbs: [step.verb], path: pattern(step.segment.map { RouteScope.appending($0, to: inner.path) } ?? inner.path, inner),
                      controller: resource.controller, action: step.action, name: inner.name(prefix: prefix),
                      isConditional: inner.isConditional, site: site), explicitName: false)
        }
    }

    // MARK: Verbs

    private mutating func addVerbRoute(_ call: RouteCall, verb: String, scope: RouteScope, site: DeclarationSite) {
        var scope = scope
        // `get :preview, on: :member`.
        if let on = call.string("on"), let resource = scope.resource {
            switch on {
            case "member": scope = scope.entering(.member, of: resource)
            case "collection": scope = scope.entering(.collection, of: resource)
            case "new": scope = scope.entering(.new, of: resource)
            default: scope.isConditional = true
            }
        } else {
            scope = scope.ofAMatch
        }
        let verbs: [String]
        if verb == "match" {
            switch call.option("via") {
            case .names(let via): verbs = via.contains("all") ? [] : via.map { $0.uppercased() }
            default: verbs = []
            }
        } else {
            verbs = [verb.uppercased()]
        }
        let known: Set = ["to", "as", "controller", "action", "on", "via", "defaults", "format", "path", "param"]
        if call.options().contains(where: { !known.contains($0) }) { scope.isConditional = true }
        if call.option("format").isFalse { scope.hasFormat = false }
        let written = call.pathArgument()
        guard let written, !written.isDynamic else {
            // Any path, but where the target is written (`=> "pages#token"`, `to:`), only that action.
            var reach = UnreadRoutes.Reach.unknown
            if case .names(let names) = written?.target.map({ .names([$0]) }) ?? call.option("to"), names.count == 1,
               let hash = names[0].firstIndex(of: "#"), hash != names[0].startIndex, !names[0][names[0].index(after: hash)...].isEmpty {
                reach = .action(controller: scope.qualified(controller: String(names[0][..<hash])), action: String(names[0][names[0].index(after: hash)...]))
            } else if let module = scope.module, !module.isEmpty, !(written?.targetGoesElsewhere ?? call.optionGoesElsewhere("to")),
                      call.option("controller") == .missing {
                // Computed in a namespace: a controller of its module.
                reach = .namespace(module)
            }
            table.append(.unread(UnreadRoutes(prefix: nil, reason: "a route whose path is not literal", site: site, reach: reach)))
            return
        }
        // The action the path names (`get :preview`, `get "about"`): words only.
        let isWord = written.text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "/" }
        let pathAction = isWord && !ByteSearch.contains("/", in: written.text) ? Self.underscored(written.text) : nil
        let segment = call.string("path") ?? written.text
        let inResourceMethodScope = [.member, .collection, .new].contains(scope.level)
        let isCanonical = inResourceMethodScope && pathAction.map(RouteResource.canonicalActions.contains) == true
        let path = isCanonical ? scope.path : RouteScope.appending(segment, to: scope.path)
        // The target: `to: "c#a"`, `"path" => "c#a"`, `controller:`/`action:`, the scope's controller,
        // or `get "photos/search"` -> photos#search.
        var controller: String?
        var action: String?
        var goesElsewhere = false
        let target: RouteCall.Value = written.target.map { .names([$0]) } ?? call.option("to")
        switch target {
        case .names(let names) where names.count == 1 && ByteSearch.contains("#", in: names[0]):
            let parts = names[0].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            controller = parts[0].isEmpty ? scope.controller : scope.qualified(controller: String(parts[0]))
            action = String(parts[1])
        case .missing:
            controller = call.string("controller").map(scope.qualified(controller:)) ?? scope.controller
            action = call.string("action") ?? pathAction
            // `controller: name`, `action: name`: computed, not known.
            if call.option("controller") != .missing, call.string("controller") == nil { controller = nil }
            if call.option("action") != .missing, call.string("action") == nil { action = nil }
            if controller == nil, action == nil, isWord, ByteSearch.contains("/", in: written.text), scope.resource == nil {
                let trimmed = written.text.drop { $0 == "/" }
                if let slash = trimmed.lastIndex(of: "/") {
                    controller = scope.qualified(controller: String(trimmed[..<slash]))
                    action = Self.underscored(trimmed[trimmed.index(after: slash)...])
                }
            }
        default:
            // A redirect, a Rack app, a lambda: no controller action of this app; or a target
            // computed in Ruby, which may be any, of the scope's module when it has one.
            goesElsewhere = written.target != nil ? written.targetGoesElsewhere : call.optionGoesElsewhere("to")
            if !goesElsewhere, let module = scope.module, !module.isEmpty { controller = scope.qualified(controller: ":controller") }
        }
        let asOption = call.option("as")
        let name: String?
        if asOption.isFalse || asOption == .nilValue {
            name = nil
        } else if let explicit = call.string("as") {
            // `as: "/"` names nothing: Rails takes the scope's name alone (`admin`).
            name = scope.name(prefix: explicit == "/" ? nil : explicit)
        } else if isWord {
            let prefix = isCanonical ? nil : Self.normalizedName(written.text)
            name = scope.resource != nil && prefix == nil && !isCanonical ? nil : scope.name(prefix: prefix)
        } else {
            // A path with segments (`reports/:id`) names no action: outside a resource the
            // route takes the scope's name alone (`admin` in `namespace :admin`) when it is free.
            name = scope.resource == nil ? scope.name(prefix: nil) : nil
        }
        add(Route(verbs: verbs, path: pattern(path, scope), controller: controller, action: action, name: name,
                  isConditional: scope.isConditional, site: site, goesElsewhere: goesElsewhere), explicitName: call.string("as") != nil)
    }

    private mutating func addRoot(_ call: RouteCall, scope: RouteScope, site: DeclarationSite) {
        var controller: String?
        var action: String?
        let target = call.firstName() ?? call.string("to")
        if let target, ByteSearch.contains("#", in: target) {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            controller = scope.qualified(controller: String(parts[0]))
            action = String(parts[1])
        } else {
            controller = call.string("controller").map(scope.qualified(controller:))
            action = call.string("action")
        }
        let explicit = call.string("as")
        add(Route(verbs: ["GET"], path: RoutePattern(scope.path.isEmpty ? "/" : scope.path), controller: controller, action: action,
                  name: RouteScope.joined(scope.namePrefix, scope.resource?.collectionName, explicit ?? "root"),
                  isConditional: scope.isConditional, site: site, goesElsewhere: target == nil && call.optionGoesElsewhere("to")),
            explicitName: explicit != nil)
    }

    /// Adds a route; without an explicit name, a name some earlier route has is dropped, as Rails does.
    private mutating func add(_ route: Route, explicitName: Bool) {
        var route = route
        if let name = route.name, !explicitName, routeNames.contains(name) || !(name.first?.isLetter ?? false) && name.first != "_" {
            route.name = nil
        }
        if let name = route.name { routeNames.insert(name) }
        table.append(.route(route))
    }

    private func pattern(_ path: String, _ scope: RouteScope) -> RoutePattern {
        let base = path.isEmpty ? "/" : path
        return RoutePattern(scope.hasFormat && base != "/" ? base + "(.:format)" : base)
    }

    /// `admin/reports-2024` -> `admin_reports_2024` (`Mapper.normalize_name`).
    static func normalizedName(_ text: String) -> String {
        underscored(text.split(separator: "/").joined(separator: "_"))
    }

    /// `text` with each `-` as `_`, on the bytes (Foundation's `replacingOccurrences` bridged the
    /// words of every route to `NSString`).
    static func underscored(_ text: some StringProtocol) -> String {
        String(decoding: text.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }
}

extension RouteScope {
    static func joinedModule(_ outer: String?, _ inner: String) -> String {
        guard let outer, !outer.isEmpty else { return inner }
        return outer + "/" + inner
    }
}
