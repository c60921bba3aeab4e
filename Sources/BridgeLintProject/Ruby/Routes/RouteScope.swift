/// Where a route of `config/routes.rb` is declared: the path, controller module and name prefix
/// that `namespace`, `scope` and `resources` blocks around it add, as ActionDispatch's mapper
/// keeps them (rails/rails v8.1 `actionpack/lib/action_dispatch/routing/mapper.rb`).
struct RouteScope {
    /// What kind of block the declaration is in: it decides how names and paths are formed.
    enum Level {
        /// Outside resources, or in a `namespace`/`scope`.
        case plain
        /// Directly in a `resources` block: plain verbs are nested under a member.
        case resources
        /// Directly in a `resource` (singular) block: plain verbs are member routes.
        case resource
        case member
        case collection
        case new
        /// Under a member of the parent resource (`/photos/:photo_id/...`).
        case nested
    }

    /// The joined path of the scopes, without a trailing slash (`""` at the top).
    var path = ""
    /// The controller module (`admin`, `api/v1`).
    var module: String?
    /// The joined name prefix (`admin`, `admin_photo`).
    var namePrefix: String?
    /// The controller routes use when they do not name one (`controller :pages do`, a resource's).
    var controller: String?
    /// The path and name prefix shallow member routes use: those of the namespaces, not of the
    /// resources they are nested in.
    var shallowPath = ""
    var shallowPrefix: String?
    var isShallow = false
    var isConditional = false
    var level = Level.plain
    /// The resource whose block this is (for member, collection, new and nested scopes too).
    var resource: RouteResource?
    /// The path segments `format: false` removes the format from.
    var hasFormat = true

    static func joined(_ parts: String?...) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: "_")
    }

    /// `path` with a further segment (`/photos` + `new`), keeping the leading slash.
    /// An optional segment keeps its slash inside the parentheses (`(:locale)` -> `(/:locale)`), as
    /// Journey's `normalize_path` does, so the path without it has no double slash.
    static func appending(_ segment: String, to path: String) -> String {
        let trimmed = segment.drop { $0 == "/" }
        guard !trimmed.isEmpty else { return path }
        if trimmed.hasPrefix("(") {
            let opening = trimmed.prefix { $0 == "(" }
            return path + opening + "/" + trimmed.dropFirst(opening.count).drop { $0 == "/" }
        }
        return path + "/" + trimmed
    }

    /// The controller path for a controller named in this scope (`posts` in `admin` -> `admin/posts`).
    func qualified(controller name: String) -> String {
        if name.hasPrefix("/") { return String(name.dropFirst()) }
        guard let module, !module.isEmpty else { return name }
        return module + "/" + name
    }

    /// The route name Rails gives an action declared here: `prefix` is `as:` or the action
    /// when it is not one of the seven canonical ones (`Scope#action_name`).
    func name(prefix: String?) -> String? {
        let affixes = nameAffixes
        return Self.joined(affixes.before, prefix, affixes.after)
    }

    /// What the scope puts before and after the name of a route declared here (`admin` and
    /// nothing in `namespace :admin`; nothing and `photos` in a collection of `resources :photos`).
    var nameAffixes: (before: String?, after: String?) {
        switch level {
        case .collection: (nil, Self.joined(namePrefix, resource?.collectionName))
        case .new: (nil, Self.joined("new", namePrefix, resource?.memberName))
        case .member: (nil, Self.joined(namePrefix, resource?.memberName))
        case .nested, .plain, .resources, .resource: (namePrefix, nil)
        }
    }

    /// The scope a `match` (`get`, `mount`, ...) without `on:` declares its route in: in a
    /// `resources` block, nested under its member; in a `resource` block, its member; in a
    /// `member`, `collection` or `new` block, that block's.
    var ofAMatch: RouteScope {
        guard let resource else { return self }
        return entering(level == .resources ? .nested : level == .resource ? .member : level, of: resource)
    }

    /// The scope a `resources` or `namespace` call inside a resource's block declares in: nested
    /// under the resource's member, as Rails' mapper nests them (`resources :devices do
    /// namespace :jobs do resources :reboots` names `device_jobs_reboots`).
    var nestedInItsResource: RouteScope {
        guard let resource, [.resources, .resource].contains(level) else { return self }
        return entering(.nested, of: resource)
    }

    /// The scope of `member`, `collection`, `new` or nested routes of `resource` declared in `self`
    /// (the scope the resource's block runs in).
    func entering(_ level: Level, of resource: RouteResource) -> RouteScope {
        var scope = self
        scope.level = level
        scope.resource = resource
        scope.controller = resource.controller
        let shallowMember = resource.isShallow && resource.hasParent
        switch level {
        case .collection, .resources, .resource, .plain:
            scope.path = resource.collectionPath
        case .new:
            scope.path = Self.appending("new", to: resource.collectionPath)
        case .member:
            scope.path = shallowMember ? resource.shallowMemberPath : resource.memberPath
            if shallowMember { scope.namePrefix = resource.shallowPrefix }
        case .nested:
            scope.path = shallowMember ? resource.shallowNestedPath : resource.nestedPath
            scope.namePrefix = Self.joined(shallowMember ? resource.shallowPrefix : resource.namePrefix, resource.memberName)
            scope.level = .nested
        }
        // Resources nested in the block keep a module a `scope module:` there gives them
        // (`resource :dashboard do scope module: :dashboard do resource :store` is `dashboard/stores`).
        if level != .nested { scope.module = resource.module }
        return scope
    }
}

/// A `resources :photos` or `resource :profile` declaration and what Rails derives from it.
struct RouteResource {
    var isSingular: Bool
    /// `photos` (`as:` overrides); for a singular resource, its singular name.
    var collectionName: String
    var memberName: String
    /// The controller path, module included (`admin/photos`; `profiles` for `resource :profile`).
    var controller: String
    /// The module of the scope it is declared in: controllers named inside its block use it.
    var module: String?
    /// The name prefix of the scope it is declared in.
    var namePrefix: String?
    var collectionPath: String
    var param: String
    var actions: Set<String>
    var isShallow: Bool
    var hasParent: Bool
    var shallowPath: String
    var shallowPrefix: String?

    static let pluralActions: Set = ["index", "create", "new", "show", "update", "destroy", "edit"]
    static let singularActions: Set = ["show", "create", "update", "destroy", "new", "edit"]
    static let canonicalActions: Set = ["index", "create", "new", "show", "update", "destroy"]

    var memberPath: String {
        isSingular ? collectionPath : collectionPath + "/:" + param
    }

    var nestedPath: String {
        isSingular ? collectionPath : collectionPath + "/:" + memberName + "_" + param
    }

    /// The segment the resource adds to the path (`photos`).
    var segment: String {
        String(collectionPath.split(separator: "/").last ?? "")
    }

    var shallowMemberPath: String {
        RouteScope.appending(segment, to: shallowPath) + (isSingular ? "" : "/:" + param)
    }

    var shallowNestedPath: String {
        RouteScope.appending(segment, to: shallowPath) + (isSingular ? "" : "/:" + memberName + "_" + param)
    }
}
