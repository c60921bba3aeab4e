/// One route of `config/routes.rb`: the request it answers and the controller action it runs.
public struct Route: Sendable, Hashable {
    /// Upper-case HTTP verbs (`GET`, `PATCH`); empty for `via: :all`.
    public var verbs: [String]
    public var path: RoutePattern
    /// The controller's path (`admin/posts`), nil when the route goes elsewhere (a redirect, a
    /// Rack app) or the target is not written literally.
    public var controller: String?
    public var action: String?
    /// The name its helpers are built from (`admin_posts`: `admin_posts_path`, `admin_posts_url`).
    public var name: String?
    /// Whether the route applies only under conditions bridgelint does not evaluate (a
    /// `constraints` block or option, a segment with a pattern, an `if` around it, an
    /// authentication block): a request matching it may be answered by a later route.
    public var isConditional: Bool
    /// Where the route is declared (the `resources`, `get`, `root` ... call).
    public var site: DeclarationSite
    /// Whether its action is known to do the same for each of its verbs (Devise's sign-out,
    /// which signs out whatever the verb). An app's own action answering several verbs may
    /// tell them apart (`request.post?`), so this is false for every route the app writes.
    public var actsAlikeForEveryVerb = false
    /// Whether the route's target is known to be no action of the app's controllers (a
    /// redirect, a Rack application, a lambda); a route without controller or action that is
    /// not so may run any action (a target computed in Ruby).
    public var goesElsewhere = false

    /// The helper methods Rails defines for the route's name.
    public var helperNames: [String] {
        name.map { [$0 + "_path", $0 + "_url"] } ?? []
    }

    /// `admin/posts#edit`.
    public var target: String? {
        guard let controller, let action else { return nil }
        return controller + "#" + action
    }

    public func answers(verb: String) -> Bool {
        verbs.isEmpty || verbs.contains(verb)
    }
}

/// Routes bridgelint could not read: a `mount`ed engine, a gem's route macro (`devise_for`), a
/// route built from a variable. Paths under `prefix` (every path when nil) may be answered
/// there.
public struct UnreadRoutes: Sendable, Hashable {
    public var prefix: String?
    /// What was not read, for notes (`mount Sidekiq::Web`).
    public var reason: String
    public var site: DeclarationSite
    /// Which controllers they may reach, where the call says it.
    public var reach: Reach = .unknown
    /// Paths whose routes are known and listed before this entry (Devise's sign-out path when
    /// `sign_out_via` is read): these routes answer nothing else there.
    public var knownPaths: [String] = []

    /// The controllers routes that were not read may reach.
    public enum Reach: Sendable, Hashable {
        /// Any, as far as bridgelint knows.
        case unknown
        /// None of the app's: a `mount`ed application answers with its own routes.
        case mountedApplication
        /// Devise's controllers, or the app's that inherit from them (`devise_for ..., controllers:`),
        /// as the call's options say.
        case deviseControllers(DeviseRouting)
        /// The controllers of one namespace, none outside it: ActiveAdmin's routes
        /// (`ActiveAdmin.routes(self)`) reach the controllers it makes for what the app
        /// registers, in its default namespace, `admin`.
        case namespace(String)
        /// One action: a route whose path is computed and whose target is written
        /// (`get token_path => "pages#token"`).
        case action(controller: String, action: String)
    }

    /// For a `mount`, the name of the helper it defines (`sidekiq_web_path`); nil for other
    /// routes not read, which may define any.
    public var mountName: MountName?

    /// The name a `mount` gives its application's helper: the application's, between what the
    /// scopes around the `mount` put before and after it (`admin_sidekiq` for `as: :sidekiq` in
    /// `namespace :admin`), as for any route's name.
    public struct MountName: Sendable, Hashable {
        var application: Application
        var before: String?
        var after: String?

        /// The application's own name.
        enum Application: Sendable, Hashable {
            /// Its `as:`.
            case exactly(String)
            /// Made from the application (`Sidekiq::Web`: `sidekiq_web`; an engine's name, which
            /// it may choose): one of these words at least.
            case ofWords(Set<String>)

            func mayBe(_ name: some StringProtocol) -> Bool {
                switch self {
                case .exactly(let exact): return exact == name
                case .ofWords(let words): return name.split(separator: "_").contains { words.contains(String($0)) }
                }
            }
        }

        /// Whether the mount may define the helpers of the route name `name`.
        public func mayName(_ name: some StringProtocol) -> Bool {
            var rest = Substring(name)
            if let before {
                guard rest.hasPrefix(before + "_") else { return false }
                rest = rest.dropFirst(before.count + 1)
            }
            if let after {
                guard rest.hasSuffix("_" + after) else { return false }
                rest = rest.dropLast(after.count + 1)
            }
            return application.mayBe(rest)
        }

        /// Whether the mounted application may be the engine whose views the app overrides in
        /// the folder `folder` (`app/views/blog/`): the engine's own name, whatever scope it
        /// is mounted in.
        public func mayBeEngine(inFolder folder: some StringProtocol) -> Bool {
            application.mayBe(folder)
        }

        /// The route name, when the `mount` says it with `as:`.
        public var name: String? {
            guard case .exactly(let name) = application else { return nil }
            return [before, name, after].compactMap { $0 }.joined(separator: "_")
        }

        /// `MissionControl::Jobs` -> `mission`, `control`, `jobs` (`ActiveSupport`'s `underscore`).
        static func words(ofConstant text: String) -> [String] {
            var words: [String] = []
            var current = ""
            var previousIsLower = false
            for character in text {
                if character == "_" || character == ":" {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                } else if character.isUppercase, previousIsLower, !current.isEmpty {
                    words.append(current)
                    current = String(character).lowercased()
                } else {
                    current += String(character).lowercased()
                }
                previousIsLower = character.isLowercase || character.isNumber
            }
            if !current.isEmpty { words.append(current) }
            return words
        }
    }

    /// Whether `path` is `prefix` or below it, and not one of `knownPaths`.
    func covers(_ path: String) -> Bool {
        if knownPaths.contains(where: { path == $0 || path.hasPrefix($0 + ".") }) { return false }
        guard let prefix, prefix != "/", !prefix.isEmpty else { return true }
        return path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
            || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "?")
    }
}
