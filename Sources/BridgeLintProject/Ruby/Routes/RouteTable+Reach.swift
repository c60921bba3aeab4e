import BridgeLintCore

extension RouteTable {
    /// The routes of `routes` (the text of a `config/routes.rb`) with the files its `draw`
    /// calls load (`config/routes/<name>.rb`, by name): for a proof that reads the files itself.
    public static func reading(routes: SourceFile, drawFiles: [String: SourceFile] = [:]) -> RouteTable {
        RoutesReader.read(routes: routes, drawFiles: drawFiles)
    }

    /// Whether some request may run the action `action` of the controller at `controller`
    /// (`admin/posts`): a route to it, conditional or not (`resources` without an `only:` or
    /// `except:` that leaves it out, `get "x", to: "posts#edit"`, `member do get :edit end`,
    /// a concern's routes); a route whose controller or action is computed (`:action`
    /// segments, `to: some_variable`); routes it could not read (a gem's route macro, a path
    /// built in Ruby, a `draw` file it did not find). A route's controller written with its
    /// module (`admin/posts`, from a `namespace`, `module:` or `scope controller:` there) is
    /// matched whole; one without a module by its last part (`docs` may be `jumpstart/docs`: an
    /// engine's routes are in its module under `isolate_namespace`, which the routes do not show).
    /// Drawn into an engine's route set, one with a module matches by its last parts too
    /// (`scorm_creator/game` may be `free_learn/scorm_creator/game`).
    ///
    /// A route whose path is computed counts only for the action it names, when it names one.
    /// Not counted: a redirect, a Rack application or a lambda; a `mount`ed application, which
    /// answers with its own routes; `devise_for`, whose routes reach Devise's controllers or the
    /// app's that inherit from them (`controllers:`): a caller asks only about a controller whose
    /// superclasses it read up to Rails' base.
    public func mayRoute(to controller: String, action: String) -> Bool {
        mayRoute(to: controller, action: Optional(action), countingDevise: false)
    }

    /// Whether some request may run any action of the controller at `controller`: as
    /// `mayRoute(to:action:)`, and `devise_for` counts (asked of a controller whose
    /// superclasses are not all read, which may be Devise's).
    public func mayRouteToAnyAction(of controller: String) -> Bool {
        mayRoute(to: controller, action: nil, countingDevise: true)
    }

    private func mayRoute(to controller: String, action: String?, countingDevise: Bool) -> Bool {
        guard wasFound, isComplete else { return true }
        return reach.mayReach(controller, action: action, countingDevise: countingDevise, inEngineNamespace: drawsIntoEngine)
    }

    /// Whether some `devise_for` call may route Devise's controller `name` (`registrations`),
    /// or the app's in its place: one whose `only:` or `skip:` does not leave it out. True too
    /// where some routes were not read.
    public func mayRouteDeviseController(_ name: String) -> Bool {
        guard wasFound, isComplete else { return true }
        return reach.reachesAnything || reach.deviseRoutings.contains { $0.routes(name) }
    }

    /// Whether the routes read hold a `devise_for` call.
    public var drawsDeviseRoutes: Bool {
        !reach.deviseRoutings.isEmpty
    }

    /// Devise's name of the controller (`registrations`) that a `devise_for` call routes the
    /// app's controller at `folder` (`users/registrations`) in place of; nil when none does.
    public func deviseController(replacedBy folder: String) -> String? {
        reach.deviseRoutings.lazy.compactMap { $0.replacements.first { $0.value == folder }?.key }.first
    }

    /// Whether a route read names `action` as its action, written or derived from its path
    /// (`get "cookie-details"` names `cookie_details`), whatever its controller.
    public func namesAction(_ action: String) -> Bool {
        entries.contains { entry in
            switch entry {
            case .route(let route): route.action == action
            case .unread(let unread): if case .action(_, action) = unread.reach { true } else { false }
            }
        }
    }
}
