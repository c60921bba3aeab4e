/// The controllers and actions the routes may reach, kept as each entry is read, for
/// `RouteTable.mayRoute(to:action:)`: the routes written for a controller are found by the last
/// part of its name, not by scanning every route (issue 21: the never-rendered proof asks about
/// every page, and copying each route to match it was 2% of a cold run's instructions with 160
/// routes; a real app has thousands).
struct RouteReach: Sendable {
    /// A written target: the controller as written, and the action (nil: any).
    private struct Target: Sendable {
        var controller: String
        var action: String?
    }

    /// Routes whose controller is written without computed parts, by its last part (see
    /// `lastPart(of:)`).
    private var byLastPart: [Substring: [Target]] = [:]
    /// The actions of routes whose controller is computed or not written (nil: any action).
    private var anyController: [String?] = []
    /// Routes whose controller is computed after a written module (`admin/:controller`): the
    /// module with its `/`, and the action (nil: any).
    private var computedInModule: [(module: Substring, action: String?)] = []
    /// The namespaces of routes not read that reach only their own controllers.
    private var namespaces: [String] = []
    /// Whether routes not read may reach any controller (`.unknown`).
    private(set) var reachesAnything = false
    /// What each `devise_for` routes.
    private(set) var deviseRoutings: [DeviseRouting] = []

    /// Adds what `entry`, read after those added before, may reach.
    mutating func add(_ entry: RouteTable.Entry) {
        switch entry {
        case .unread(let unread):
            switch unread.reach {
            case .unknown: reachesAnything = true
            case .action(let controller, let action): add(controller: controller, action: action)
            case .namespace(let module): namespaces.append(module + "/")
            case .deviseControllers(let routing): deviseRoutings.append(routing)
            case .mountedApplication: break
            }
        case .route(let route):
            guard !route.goesElsewhere else { return }
            add(controller: route.controller, action: route.action)
        }
    }

    private mutating func add(controller: String?, action: String?) {
        guard let controller, !controller.hasPrefix(":") else {
            anyController.append(action)
            return
        }
        if let module = Self.moduleBeforeComputedSegment(controller) {
            computedInModule.append((module, action))
            return
        }
        byLastPart[Self.lastPart(of: controller), default: []].append(Target(controller: controller, action: action))
    }

    /// Whether some entry added may reach the action `action` (nil: any) of `controller`
    /// (see `RouteTable.mayRoute(to:action:)`); `countingDevise`: Devise's routes count;
    /// `inEngineNamespace`: a controller written with a module may be inside an engine's module.
    func mayReach(_ controller: String, action: String?, countingDevise: Bool, inEngineNamespace: Bool) -> Bool {
        if reachesAnything || countingDevise && deviseRoutings.contains(where: { $0.mayRoute(controllerAt: controller) }) { return true }
        if namespaces.contains(where: { controller.hasPrefix($0) }) { return true }
        func reaches(_ written: String?) -> Bool {
            written.map { $0 == action || $0.hasPrefix(":") || action == nil } ?? true
        }
        if anyController.contains(where: reaches) { return true }
        if computedInModule.contains(where: { controller.hasPrefix($0.module) && reaches($0.action) }) { return true }
        // One without a module matches by its last part (see `mayRoute(to:action:)`).
        return byLastPart[Self.lastPart(of: controller)]?.contains { target in
            let matches = !target.controller.utf8.contains(UInt8(ascii: "/")) || target.controller == controller
                || inEngineNamespace && controller.hasSuffix("/" + target.controller)
            return matches && reaches(target.action)
        } ?? false
    }

    /// What follows the last `/` that has something after it (all of `controller` when none
    /// has). Found from the end, among the UTF-8 bytes: stepping back by `Character` is a
    /// grapheme break test per step.
    static func lastPart(of controller: String) -> Substring {
        let utf8 = controller.utf8
        let slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return Substring(controller) }
        let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        return controller[start..<end]
    }

    /// The part of `controller` before its first computed segment after the first, `/`
    /// included (`admin/` of `admin/:controller`); nil when none is computed.
    private static func moduleBeforeComputedSegment(_ controller: String) -> Substring? {
        let utf8 = controller.utf8
        guard let colon = zip(utf8.indices, zip(utf8, utf8.dropFirst())).first(where: { $1.0 == UInt8(ascii: "/") && $1.1 == UInt8(ascii: ":") })?.0 else { return nil }
        return controller[...colon]
    }
}
