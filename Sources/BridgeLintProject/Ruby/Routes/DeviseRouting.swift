/// Which controllers a `devise_for` call routes: Devise's own by their names (`sessions`,
/// `registrations`, `passwords`, ...), less those its `only:` leaves out or its `skip:` names,
/// and the app's controllers its `controllers:` hash puts in their place
/// (`controllers: { sessions: "users/sessions" }`).
public struct DeviseRouting: Sendable, Hashable {
    /// The controllers `only:` keeps; nil without `only:`, or with one not written literally.
    var only: Set<String>?
    /// The controllers `skip:` names (`all` for every one); empty with one not written literally
    /// (which may skip none).
    var skipped: Set<String> = []
    /// The app's controller (`users/sessions`) routed in place of Devise's, by Devise's name.
    var replacements: [String: String] = [:]
    /// Whether the `controllers:` hash is not written literally: it may route any of the app's
    /// controllers.
    var replacementsAreComputed = false

    /// Devise's controllers whose replacements an app names.
    static let controllerNames = ["sessions", "registrations", "passwords", "confirmations", "unlocks", "omniauth_callbacks"]

    /// The pages of Devise's controllers (`devise generate views`), by controller: the views
    /// its actions render.
    public static let pages: [String: Set<String>] = [
        "sessions": ["new"], "registrations": ["new", "edit"], "passwords": ["new", "edit"], "confirmations": ["new"], "unlocks": ["new"],
    ]

    init(_ call: RouteCall) {
        if case .names(let names) = call.option("only") { only = Set(names) }
        if case .names(let names) = call.option("skip") { skipped = Set(names) }
        if call.options().contains("controllers") {
            for name in Self.controllerNames {
                switch call.hashOption("controllers", key: name) {
                case .names(let folders): replacements[name] = folders.first
                case .missing: continue
                default: replacementsAreComputed = true
                }
            }
        }
    }

    /// Whether the call routes Devise's controller `name` (`registrations`), or the app's in its place.
    public func routes(_ name: String) -> Bool {
        !skipped.contains("all") && !skipped.contains(name) && (only?.contains(name) ?? true)
    }

    /// Whether the call may route the controller at `folder`: one of Devise's own
    /// (`devise/sessions`, a copy of which an app may keep in its folders) or the app's in place
    /// of one (`users/registrations`).
    public func mayRoute(controllerAt folder: String) -> Bool {
        if folder.hasPrefix("devise/"), routes(String(folder.dropFirst("devise/".count))) { return true }
        return replacementsAreComputed || replacements.contains { routes($0.key) && $0.value == folder }
    }
}
