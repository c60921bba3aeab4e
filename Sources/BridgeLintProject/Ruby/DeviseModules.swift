import BridgeLintCore

/// The Devise modules an app's models enable (`devise :database_authenticatable, :lockable`)
/// and the views of Devise's own folder that only a module's controller or mailer renders:
/// without `:lockable` on any model, no `devise_for` draws an unlock route and no mail asks
/// to unlock an account, so `devise/unlocks/new` and `devise/mailer/unlock_instructions`
/// never render (unless the app routes or renders them itself, which the caller checks).
public enum DeviseModules {
    /// The modules named by the `devise` calls of a Ruby file (a call without a receiver at a
    /// statement's start); nil when a call's modules are computed (a splat, a constant, a
    /// method's result), so that any module may be enabled.
    public static func enabled(inRuby bytes: [UInt8]) -> Set<String>? {
        guard ByteSearch.contains(Array("devise".utf8), in: bytes) else { return [] }
        let statements = RubyStatements(file: SourceFile(path: "", bytes: bytes))
        var modules: Set<String> = []
        for index in 0..<statements.count where statements.isIdentifier(index, "devise") && statements.startsStatement(index) {
            let call = statements.call((index + 1)..<statements.statementEnd(from: index))
            if call.hasComputedNames { return nil }
            for (value, _) in call.names {
                // `%i[database_authenticatable lockable]` is one token holding both names.
                modules.formUnion(value.split { $0 == " " || $0 == "\n" || $0 == "\t" }.map(String.init))
            }
        }
        return modules
    }

    /// The module without which Devise never renders the page at `virtualPath` of its own
    /// views folder (or, with `scopedViews`, of a scope's: `users/registrations/edit`); nil for
    /// pages any configuration may render (`devise/sessions/new`, the mails about a changed
    /// e-mail address or password, partials).
    public static func module(needing virtualPath: String, scopedViews: Bool = false) -> String? {
        let parts = virtualPath.split(separator: "/")
        guard parts.count == 3, parts[0] == "devise" || scopedViews, !parts[2].hasPrefix("_") else { return nil }
        switch parts[1] {
        case "mailer": return mailModules[String(parts[2])]
        default: return controllerModules[String(parts[1])]
        }
    }

    /// Devise's controllers that a module's routes reach, by the folder of their views.
    private static let controllerModules = [
        "unlocks": "lockable", "confirmations": "confirmable", "passwords": "recoverable", "registrations": "registerable",
    ]
    /// Devise's mails that only a module sends, by the name of their view.
    private static let mailModules = [
        "unlock_instructions": "lockable", "confirmation_instructions": "confirmable", "reset_password_instructions": "recoverable",
    ]
}
