/// The app's routes in the order Rails tries them, with the places bridgelint could not read.
public struct RouteTable: Sendable {
    public enum Entry: Sendable, Hashable {
        case route(Route)
        case unread(UnreadRoutes)
    }

    public private(set) var entries: [Entry] = []
    /// The index in `entries` of the first route of each name: a helper is looked up by its
    /// name, not searched for among every route at each call of it.
    private var firstNamed: [String: Int] = [:]
    /// What the entries may reach, for `mayRoute(to:action:)`.
    private(set) var reach = RouteReach()
    /// Whether something of the routes files could not be read at all (a `draw` file that is
    /// missing): a path no entry matches may still have a route.
    public internal(set) var isComplete = true
    /// Helper names defined with `direct` or `resolve`, whose paths are not known.
    public internal(set) var customHelpers: Set<String> = []
    /// Whether any routes file was found.
    public internal(set) var wasFound = false
    /// A file of `config/` other than the routes files that draws routes or changes how Rails
    /// names them (`Rails.application.routes.append`, `inflect.irregular`), with the line:
    /// the names the routes files show are then not all the app's.
    public internal(set) var namesChangedIn: (path: String, line: Int)?
    /// The names of the `config/routes/` files `draw` calls loaded (`admin` for `draw :admin`).
    public internal(set) var drawnFiles: Set<String> = []
    /// Bundled gems that give views route helpers the routes files do not show (see
    /// `RouteHelperGems`): Devise's `new_session_path`, the routes an admin framework or a CMS
    /// adds, the views of an engine the app overrides; and the folders of gems the app loads
    /// from `vendor/`, whose Ruby is not read.
    public internal(set) var helperGems: [String] = []
    /// Git submodules in a folder of the app that loads Ruby whose files are not read (see
    /// `RouteHelperGems.unreadSubmodules`): a plugin or engine there may draw routes.
    public internal(set) var unreadSubmodules: [String] = []
    /// Whether the routes are an engine's whose namespace is not isolated (no
    /// `isolate_namespace`): its views also call the host app's route helpers, unknown here.
    public internal(set) var mayShareHostHelpers = false
    /// Whether the routes are drawn into an engine's route set (`Blog::Engine.routes.draw`): an
    /// engine that isolates its namespace puts each route's controller in its module, which the
    /// routes do not show (`scope module: "admin"` there reaches `Blog::Admin::PostsController`).
    public internal(set) var drawsIntoEngine = false

    public init() {}

    public var routes: [Route] {
        entries.compactMap { if case .route(let route) = $0 { route } else { nil } }
    }

    mutating func append(_ entry: Entry) {
        if case .route(let route) = entry, let name = route.name, firstNamed[name] == nil { firstNamed[name] = entries.count }
        reach.add(entry)
        entries.append(entry)
    }

    /// Adds the routes another routes file draws into the same route set, after these.
    mutating func appendRoutes(of other: RouteTable) {
        for entry in other.entries { append(entry) }
        customHelpers.formUnion(other.customHelpers)
        isComplete = isComplete && other.isComplete
        drawsIntoEngine = drawsIntoEngine || other.drawsIntoEngine
    }

    /// The first route named `name` (`edit_post` for `edit_post_path`).
    private func route(named name: Substring) -> Route? {
        guard let index = firstNamed[String(name)], case .route(let route) = entries[index] else { return nil }
        return route
    }

    /// What answers a request: a route (certain), unknown, or nothing bridgelint knows of.
    public enum Lookup: Sendable, Hashable {
        case route(Route)
        case unknown
        case none
    }

    /// The route that answers `verb path` (a literal path; a query or fragment is ignored):
    /// the first that matches, unless a conditional route or unread routes that may match come
    /// before it.
    public func route(for verb: String, path: String) -> Lookup {
        guard wasFound else { return .unknown }
        var path = path
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
        if !path.hasPrefix("/") { path = "/" + path }
        for entry in entries {
            switch entry {
            case .unread(let unread):
                if unread.covers(path) { return .unknown }
            case .route(let route):
                guard route.answers(verb: verb) else { continue }
                switch route.path.matches(path) {
                case nil: return .unknown
                case false?: continue
                case true?: return route.isConditional ? .unknown : .route(route)
                }
            }
        }
        return isComplete ? .none : .unknown
    }

    /// The route that answers `verb` at the path a helper (`edit_post_path`, `posts_url`)
    /// builds: the named route, or the first route of that verb with the same path (a name may
    /// belong to a `delete` declared before the `get` of its path). A helper of unread routes or
    /// of a `direct` definition is unknown.
    public func route(forHelper helper: String, verb: String = "GET") -> Lookup {
        guard wasFound else { return .unknown }
        let name: Substring
        if helper.hasSuffix("_path") { name = helper.dropLast(5) } else if helper.hasSuffix("_url") { name = helper.dropLast(4) } else { return .none }
        if customHelpers.contains(String(name)) { return .unknown }
        guard let named = route(named: name) else {
            let hasUnread = entries.contains { if case .unread = $0 { true } else { false } }
            return hasUnread || !isComplete ? .unknown : .none
        }
        guard !named.answers(verb: verb) else { return named.isConditional ? .unknown : .route(named) }
        for entry in entries {
            guard case .route(let route) = entry else { return .unknown }
            if route.path == named.path, route.answers(verb: verb) { return route.isConditional ? .unknown : .route(route) }
        }
        return .none
    }

    /// Whether the route helper `helper` (`edit_post_path`, `posts_url`) exists, whatever
    /// verbs its route answers: true for a named route or a `direct` helper, false when no
    /// route has the name and every route was read, nil when routes bridgelint could not read
    /// (or none it found) may define it. (`route(forHelper:)` asks which route a GET reaches.)
    public func definesHelper(_ helper: String) -> Bool? {
        guard wasFound else { return nil }
        let name = helper.hasSuffix("_path") ? helper.dropLast(5) : helper.hasSuffix("_url") ? helper.dropLast(4) : nil
        guard let name else { return false }
        if customHelpers.contains(String(name)) || route(named: name) != nil { return true }
        // A `mount` defines one helper, of a name known or made of known words.
        return namesAllHelpers && !mountNames.contains(where: { $0.mayName(name) }) ? false : nil
    }

    /// Whether the routes name every route helper of the app but those of the `mount`s (one
    /// name each, see `definesHelper`): the routes files were found and read whole, and
    /// nothing outside them draws routes or changes their names. Else no helper is known
    /// missing, whatever its name, and a caller can skip asking name by name.
    public var namesAllHelpers: Bool {
        wasFound && isComplete && namesChangedIn == nil
            && entries.allSatisfy { entry in if case .unread(let unread) = entry { unread.mountName != nil } else { true } }
    }

    /// Why some route helper the routes do not define may still exist, said once so the
    /// silence of `rails-unknown-route-helper` is explained: routes bridgelint could not read
    /// (a `mount` defines one name, and is no reason), a `draw` file that is missing, a gem that
    /// adds helpers, an engine sharing its host's. Nil when the routes are known whole, or
    /// were not found (no app routes to judge by).
    public var unknownHelpersNote: String? {
        guard wasFound else { return nil }
        let silent = "rails-unknown-route-helper is silent."
        let unread = entries.compactMap { entry -> UnreadRoutes? in
            if case .unread(let unread) = entry, unread.mountName == nil { unread } else { nil }
        }
        if let first = unread.first {
            let what = first.reason.contains(" ") ? first.reason : "`\(first.reason)`"
            let more = unread.count > 1 ? " (and \(unread.count - 1) more)" : ""
            return "\(first.site.path):\(first.site.line): \(what) adds routes bridgelint does not read\(more), which may define any route helper; \(silent)"
        }
        if !isComplete { return "a `draw` of the routes loads a file of `config/routes/` that is not there, which may define any route helper; \(silent)" }
        if let changed = namesChangedIn {
            return "\(changed.path):\(changed.line) draws routes or changes how Rails names them (inflections) outside the routes files, so the route helpers are not all known; \(silent)"
        }
        if let gem = helperGems.first {
            return "the app bundles `\(gem)`, which may give views route helpers its routes files do not show; \(silent)"
        }
        if let submodule = unreadSubmodules.first {
            return "`\(submodule)` is a git submodule whose files bridgelint does not read (`.gitmodules`), and a plugin or engine there may draw routes; \(silent)"
        }
        if mayShareHostHelpers { return "the engine does not isolate its namespace (`isolate_namespace`), so its views may call its host app's route helpers; \(silent)" }
        return nil
    }

    /// The names the `mount`s of the routes give their applications: an engine's views that
    /// the app overrides (`app/views/<engine>/`) call the engine's route helpers.
    public var mountNames: [UnreadRoutes.MountName] {
        entries.compactMap { if case .unread(let unread) = $0 { unread.mountName } else { nil } }
    }

    /// The route a link reaches with a GET when it asks for `verb` (`link_to ..., method: :post`)
    /// and that GET is the request that works there: either no route answers `verb` at that
    /// path (the GET is the only request the path answers), or the route itself answers both
    /// and its action acts alike for them (Devise's sign-out route with `sign_out_via =
    /// [:get, :delete]`), so the GET does what `verb` would; or, for a helper whose route does
    /// not answer GET, another route answers the GET with the same action (that route is
    /// returned). `helper` is a route helper
    /// (`post_path`), else `path` a literal path. Nil when another route answers `verb` there,
    /// or may (a conditional route, unread routes, a path bridgelint cannot build), and for an
    /// app's own route of both verbs (`match ..., via: [:get, :post]`), whose action may tell
    /// them apart.
    public func routeWhereTheGETWorks(helper: String?, path: String?, verb: String) -> Route? {
        let lookup: Lookup
        if let helper {
            lookup = namedRoute(helper)
        } else if let path {
            lookup = route(for: "GET", path: path)
        } else {
            return nil
        }
        guard case .route(let route) = lookup, let forms = route.path.forms else { return nil }
        let paths = path.map { [$0] } ?? forms.map { Self.path($0) { _ in "1" } }
        if !route.answers(verb: "GET") {
            // Another route answers the GET at every path the named one builds, with the action
            // the named one runs for `verb` (`get "/users/sign_out" => "devise/sessions#destroy"`
            // beside Devise's DELETE route): the GET does what `verb` would.
            guard route.answers(verb: verb), let target = route.target,
                  case .route(let answering)? = paths.first.map({ self.route(for: "GET", path: $0) }), answering.target == target,
                  paths.allSatisfy({ self.route(for: "GET", path: $0) == .route(answering) }) else { return nil }
            return answering
        }
        if route.answers(verb: verb) {
            // The same route answers `verb` at every path it builds, with an action that does
            // the same for both. A conditional route (unknown here) or an earlier route of
            // `verb` is not proven to.
            guard route.actsAlikeForEveryVerb else { return nil }
            return paths.allSatisfy { self.route(for: verb, path: $0) == .route(route) } ? route : nil
        }
        // Every path the route builds (each optional part present or absent) answers no `verb`.
        return paths.allSatisfy { self.route(for: verb, path: $0) == .none } ? route : nil
    }

    /// The route a link's URL reaches with `verb` when no route answers GET at any path it
    /// builds: the GET such a link sends (UJS's `data-method` without UJS) ends in a routing
    /// error. `helper` is a route helper (`back_form_finder_path`), else `path` a literal path.
    /// Nil where a GET route may answer (a conditional route, unread routes, a `mount`).
    public func routeNoGETReaches(helper: String?, path: String?, verb: String) -> Route? {
        let lookup = helper.map(namedRoute) ?? path.map { route(for: verb, path: $0) } ?? .unknown
        guard case .route(let route) = lookup, !route.answers(verb: "GET"), let forms = route.path.forms else { return nil }
        let paths = path.map { [$0] } ?? forms.map { Self.path($0) { _ in "1" } }
        return paths.allSatisfy { self.route(for: "GET", path: $0) == .none } ? route : nil
    }

    /// Every verb some route answers at the path of `route` (built with `path` where the link
    /// wrote one, else with each dynamic part `1`), in the order Rails lists them: an update's
    /// path answers `PATCH`, `PUT` and a destroy's `DELETE`. Nil where a lookup is unknown.
    public func verbs(answeringPathOf route: Route, path: String?) -> [String]? {
        guard let sample = path ?? route.path.forms?.first.map({ Self.path($0) { _ in "1" } }) else { return nil }
        var verbs: [String] = []
        for verb in ["GET", "POST", "PATCH", "PUT", "DELETE"] {
            switch self.route(for: verb, path: sample) {
            case .route: verbs.append(verb)
            case .none: continue
            case .unknown: return nil
            }
        }
        return verbs
    }

    /// The route a helper (`post_path`, `post_url`) names, also when it applies only under a
    /// condition: a link goes there whatever the verb; unknown where the routes were not all
    /// read or the app defines the helper itself.
    private func namedRoute(_ helper: String) -> Lookup {
        guard wasFound, let name = helper.hasSuffix("_path") ? helper.dropLast(5) : helper.hasSuffix("_url") ? helper.dropLast(4) : nil,
              !customHelpers.contains(String(name)) else { return .unknown }
        return route(named: name).map { .route($0) } ?? .unknown
    }

    /// Every helper name the routes define (`posts_path`, `posts_url`, ...), those of the
    /// `mount`s that name their application with `as:` included, for completion.
    public var helperNames: [String] {
        routes.flatMap(\.helperNames) + mountNames.compactMap(\.name).flatMap { [$0 + "_path", $0 + "_url"] }
    }
}
