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
        let last = Self.lastPart(of: controller)
        func reaches(_ writtenController: String?, _ writtenAction: String?) -> Bool {
            let controllerMatches = writtenController.map { written in
                written.hasPrefix(":") || Self.holdsComputedSegment(written)
                    || Self.lastPart(of: written) == last && (!written.utf8.contains(UInt8(ascii: "/")) || written == controller)
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
                case .deviseControllers(let routing): if countingDevise, routing.mayRoute(controllerAt: controller) { return true }
                case .mountedApplication: continue
                }
            case .route(let route):
                if route.goesElsewhere { continue }
                if reaches(route.controller, route.action) { return true }
            }
        }
        return false
    }

    /// Whether some `devise_for` call may route Devise's controller `name` (`registrations`),
    /// or the app's in its place: one whose `only:` or `skip:` does not leave it out. True too
    /// where some routes were not read.
    public func mayRouteDeviseController(_ name: String) -> Bool {
        guard wasFound, isComplete else { return true }
        return entries.contains { entry in
            guard case .unread(let unread) = entry else { return false }
            switch unread.reach {
            case .unknown: return true
            case .deviseControllers(let routing): return routing.routes(name)
            case .action, .namespace, .mountedApplication: return false
            }
        }
    }

    /// Whether the routes read hold a `devise_for` call.
    public var drawsDeviseRoutes: Bool {
        entries.contains { entry in
            if case .unread(let unread) = entry, case .deviseControllers = unread.reach { true } else { false }
        }
    }

    /// Devise's name of the controller (`registrations`) that a `devise_for` call routes the
    /// app's controller at `folder` (`users/registrations`) in place of; nil when none does.
    public func deviseController(replacedBy folder: String) -> String? {
        for entry in entries {
            guard case .unread(let unread) = entry, case .deviseControllers(let routing) = unread.reach,
                  let name = routing.replacements.first(where: { $0.value == folder })?.key else { continue }
            return name
        }
        return nil
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

    /// What follows the last `/` that has something after it (all of `controller` when none
    /// has). Found from the end, not by splitting: the dead-template proof asks for every
    /// page about every route (issue 21: splitting each route's controller and Foundation's
    /// `contains` were 4% of a whole run's instructions).
    /// The `/` are found among the UTF-8 bytes: stepping back by `Character` is a grapheme
    /// break test per step.
    private static func lastPart(of controller: String) -> Substring {
        let utf8 = controller.utf8
        let slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return Substring(controller) }
        let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        return controller[start..<end]
    }

    /// Whether a segment of `controller` after the first is computed (`admin/:controller`).
    private static func holdsComputedSegment(_ controller: String) -> Bool {
        zip(controller.utf8, controller.utf8.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: ":") }
    }
}
