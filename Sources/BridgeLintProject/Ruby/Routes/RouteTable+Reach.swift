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
    /// built in Ruby, a `draw` file it did not find). A route's controller is matched whole,
    /// with the module its scopes give it (`admin/posts` in `namespace :admin`, also for a
    /// `scope controller:` there): a top-level `resources :posts` does not reach `admin/posts`.
    /// An engine's routes may also be in its module (`jumpstart/docs`, under `isolate_namespace`).
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
        func reaches(_ writtenController: String?, _ writtenAction: String?) -> Bool {
            let controllerMatches = writtenController.map { written in
                written == controller || written.hasPrefix(":") || Self.holdsComputedSegment(written)
                    || engineModule.map { $0 + "/" + written == controller } == true
            } ?? true
            return controllerMatches && (writtenAction.map { $0 == action || $0.hasPrefix(":") || action == nil } ?? true)
        }
        for entry in entries {
            switch entry {
            case .unread(let unread):
                switch unread.reach {
                case .unknown: return true
                case .action(let written, let writtenAction): if reaches(written, writtenAction) { return true }
                case .namespace(let module): if controller.hasPrefix(module + "/") { return true }
                case .deviseControllers: if countingDevise { return true }
                case .mountedApplication: continue
                }
            case .route(let route):
                if route.goesElsewhere { continue }
                if reaches(route.controller, route.action) { return true }
            }
        }
        return false
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

    /// Whether a segment of `controller` after the first is computed (`admin/:controller`).
    private static func holdsComputedSegment(_ controller: String) -> Bool {
        zip(controller.utf8, controller.utf8.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: ":") }
    }
}
