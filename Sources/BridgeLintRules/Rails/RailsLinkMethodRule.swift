import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a link that asks Rails UJS for a non-GET method (`link_to ..., method: :delete`,
/// `data: { method: :delete }`, `<a data-method="delete">`): Turbo ignores `data-method`.
public struct RailsLinkMethodRule: Rule {
    public let metadata = RuleMetadata(
        id: "rails-link-method",
        summary: "A link with the UJS `data-method` (`method:` on `link_to`), which does nothing under Turbo.",
        defaultSeverity: .warning,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let diagnostics = linksWithMethod(context)
        // Asked only when there is something to report: finding the template's place in the
        // repository costs more than the search (most templates have no such link).
        guard !diagnostics.isEmpty, runsUnderTurbo(context) else { return [] }
        return diagnostics
    }

    /// Whether the template's page runs Turbo without UJS: only in an app that names Turbo as a
    /// dependency, and not when something loads Rails UJS, which does send the method in
    /// `data-method` (a template whose place is unknown counts as the app's own), nor when an
    /// entry point serving it could not be read.
    private func runsUnderTurbo(_ context: RuleContext) -> Bool {
        let templatePath = context.project.relativePath(ofShown: context.template.file.path) ?? ""
        return context.project.railsUJS.loader(servingTemplateAt: templatePath) == nil && context.project.namesTurbo
    }

    private func linksWithMethod(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where element.name == "a" {
            // `data: { turbo_method: :delete }` beside it: Turbo sends that method, and the
            // UJS attribute is only redundant (a real app writes both).
            if element.attributes.contains(where: { $0.lowercasedName == "data-turbo-method" }) { continue }
            // One finding per link, also when it spells the method twice (`method:` and `data:`).
            let spellings = element.attributes.filter { $0.lowercasedName == "data-method" }
            for attribute in spellings.prefix(1) {
                guard let method = attribute.value?.staticText, method.lowercased() != "get" else { continue }
                // A Stimulus action that hears the click may prevent it and send the request
                // itself (`data: { action: "toggle#send" }`): the page's script, not Turbo,
                // decides. Asked only of a link with a method: it reads every element.
                if Self.mayHandleClick(element, in: context.template) { continue }
                let written = spelling(of: attribute, method: method)
                let click = Self.plainClick(to: context.template.linkURL(of: element)?.staticText)
                // Turbo named but loaded by no script: `turbo_method` would do nothing either.
                let turbo = context.project.loadsTurbo
                let finding = "\(written) on a link is the Rails UJS attribute `data-method`, "
                    + (turbo ? "which does nothing under Turbo" : "and no script the app loads reads it (neither Rails UJS nor Turbo)") + ": " + click.sentence
                // A path only GET reaches, or whose route does for GET what it does for the
                // method: the GET the link sends is the request that works, and `button_to`
                // would send one no route answers (or one that does what the GET does).
                if let route = workingGETRoute(of: element, method: method, context) {
                    let routeName = route.name.map { "`\($0)`" } ?? "`\(route.path.text)`"
                    var subject = "the route \(routeName)"
                    let accepted: String
                    // No route of the path answers the method: the GET works, but what the link may
                    // have been meant to do (a delete behind "Remove") no route does.
                    var methodUnanswered = false
                    if route.answers(verb: method.uppercased()) {
                        accepted = "answers GET as it answers \(method.uppercased())"
                    } else if let helper = urlHelper(of: element, context), !route.helperNames.contains(helper), let target = route.target {
                        // Another route than the helper's: it runs the action the helper's runs.
                        accepted = "answers the GET with `\(target)`, the action `\(helper)` reaches by \(method.uppercased())"
                    } else {
                        // Other routes may answer its path too (an update's `PATCH` beside a show's `GET`).
                        let pathVerbs = context.project.routes.verbs(answeringPathOf: route, path: linkTarget(of: element, context)?.path)
                        if let pathVerbs, pathVerbs != route.verbs { subject = "the path of the route \(routeName)" }
                        let verbs = (pathVerbs ?? route.verbs).map { $0 == "GET" ? $0 : "`\($0)`" }
                        accepted = verbs == ["GET"] ? "accepts only GET" : (pathVerbs == nil ? "accepts " : "answers ") + verbs.joined(separator: ", ") + ", not \(method.uppercased())"
                        methodUnanswered = true
                    }
                    let outcome = methodUnanswered
                        ? "so the link's GET works and the option is dead markup; nothing in the app answers a \(method.uppercased()) there"
                        : "so the link works and the option is dead markup"
                    diagnostics.append(context.diagnostic(
                        finding + "; \(subject) (\(route.site.path):\(route.site.line)) \(accepted), " + outcome,
                        at: attribute.nameRange,
                        help: methodUnanswered
                            ? "if what the GET does is what the link is for, remove \(written); if it is meant to send a \(method.uppercased()), add the route and its action, or remove the link"
                            : "remove \(written)",
                        fix: spellings.count == 1 ? removal(of: attribute, written: written, in: context) : nil,
                        related: [context.related(path: route.site.path, location: FileLocation(line: route.site.line, column: route.site.column), "the route is declared here")]))
                    continue
                }
                // A path no GET route answers: the GET ends in a routing error.
                var unanswered = ""
                var related: [RelatedLocation] = []
                // The verb to send: the link's, unless the routes answer its path with others only.
                var verb = method.lowercased()
                if let (helper, path) = linkTarget(of: element, context),
                   let route = context.project.routes.routeNoGETReaches(helper: helper, path: path, verb: method.uppercased()) {
                    let routeName = route.name.map { "`\($0)`" } ?? "`\(route.path.text)`"
                    let verbs = context.project.routes.verbs(answeringPathOf: route, path: path)
                    let answered = (verbs ?? route.verbs).map { "`\($0)`" }.joined(separator: ", ")
                    unanswered = ", which no route answers there (" + (verbs == nil
                        ? "the route \(routeName), \(route.site.path):\(route.site.line), accepts only \(answered)"
                        : "the path of the route \(routeName), \(route.site.path):\(route.site.line), answers only \(answered)")
                        + "): the click ends in a routing error"
                    if let verbs, !verbs.contains(method.uppercased()), verbs.count == 1 { verb = verbs[0].lowercased() }
                    related = [context.related(path: route.site.path, location: FileLocation(line: route.site.line, column: route.site.column), "the route is declared here")]
                }
                let otherVerb = verb != method.lowercased() ? " (the route answers \(verb.uppercased()), not \(method.uppercased()))" : ""
                // `confirm:` beside it is Rails UJS's `data-confirm`, which Turbo does not read either.
                let confirms = element.attribute(named: "data-confirm") != nil
                // A helper's top-level `confirm:` (Rails before 4.1 made it `data-confirm`) now
                // renders a `confirm` attribute nothing reads: the text belongs in `turbo_confirm`.
                let inertConfirm = !confirms && element.origin != .html && element.attribute(named: "confirm") != nil
                // A link sending no request has no URL a method could go to (`data-turbo-method`
                // would post to `javascript:void(0)`).
                let help = !click.sendsRequest
                    ? "remove \(written): no request is sent to apply it to; to send one, use `button_to` (a form) with the URL and `method: :\(verb)`"
                    : !turbo
                    ? "use `button_to` (a form) with `method: :\(verb)`" + otherVerb + (confirms ? "; its `data-confirm` is Rails UJS's too, so nothing asks for the confirmation" : "")
                    : !confirms && !inertConfirm
                    ? "use `button_to` (a form) with `method: :\(verb)`, or `data: { turbo_method: :\(verb) }` (`data-turbo-method=\"\(verb)\"`) on the link" + otherVerb
                    : "use `button_to` (a form) with `method: :\(verb)` and `form: { data: { turbo_confirm: ... } }`, or `data: { turbo_method: :\(verb), turbo_confirm: ... }` on the link" + otherVerb
                        + (confirms ? "; its `data-confirm` is Rails UJS's too, and Turbo asks only with `data-turbo-confirm`"
                            : "; its `confirm:` renders a `confirm` attribute that nothing reads (Rails 4.1 dropped the option), so nothing asks for the confirmation")
                diagnostics.append(context.diagnostic(finding + unanswered, at: attribute.nameRange, help: help, related: related))
            }
        }
        return diagnostics
    }

    /// What a click on a link to `url` does without its method, as a sentence part: a
    /// `javascript:` URL runs that script and a `#...` one moves on the page, neither sending a
    /// request; any other (or one not fully known) sends a GET.
    static func plainClick(to url: String?) -> (sentence: String, sendsRequest: Bool) {
        let get = (sentence: "the link sends a GET", sendsRequest: true)
        guard let written = url else { return get }
        let href = String(written.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
        if href.lowercased().hasPrefix("javascript:") { return ("the click runs the link's `\(href)` and sends no request", false) }
        if href.hasPrefix("#") { return ("the click only moves to `\(href)` on this page and sends no request", false) }
        return get
    }

    /// Whether a Stimulus action may hear the click on `link` before Turbo follows it: an action
    /// of the link or of an element around it (events bubble) whose event is `click` (`<a>`'s
    /// default event, so `toggle#send` on the link is one), or a `click@window`/`click@document`
    /// action anywhere in the template. A `data-action` whose value is not fully known may be one.
    static func mayHandleClick(_ link: Element, in template: Template) -> Bool {
        func clickActions(of element: Element, globalOnly: Bool) -> Bool {
            for attribute in element.attributes where attribute.lowercasedName == "data-action" {
                guard let value = attribute.value else { continue }
                if value.hasUnknownParts, !globalOnly { return true }
                for token in value.possibleTokens {
                    let descriptor = ActionDescriptor(token: token.text, range: token.range)
                    // Neither `->` nor `#`: another library's data, no Stimulus action.
                    guard descriptor.hasArrow || descriptor.method != nil else { continue }
                    if globalOnly, descriptor.globalTarget == nil { continue }
                    let type = element.attribute(named: "type")?.value?.staticText
                    let event = descriptor.hasArrow ? descriptor.event?.text : ActionGrammar.defaultEvent(forElement: element.name, type: type)
                    if event == "click" { return true }
                }
            }
            return false
        }
        var current: Element? = link
        while let element = current {
            if clickActions(of: element, globalOnly: false) { return true }
            current = element.parent.map { template.elements[$0] }
        }
        return template.elements.contains { clickActions(of: $0, globalOnly: true) }
    }

    /// The route the link's URL reaches with a GET, when no other route answers `method` there
    /// (see `RouteTable.routeWhereTheGETWorks`): a route helper call or a literal path.
    private func workingGETRoute(of element: Element, method: String, _ context: RuleContext) -> Route? {
        guard let (helper, path) = linkTarget(of: element, context) else { return nil }
        return context.project.routes.routeWhereTheGETWorks(helper: helper, path: path, verb: method.uppercased())
    }

    /// What the link's URL is: a route helper call, or a literal path of the app.
    private func linkTarget(of element: Element, _ context: RuleContext) -> (helper: String?, path: String?)? {
        guard let url = context.template.linkURL(of: element) else { return nil }
        if let path = url.staticText {
            guard path.hasPrefix("/"), !path.hasPrefix("//") else { return nil }
            return (nil, path)
        }
        return urlHelper(of: element, context).map { ($0, nil) }
    }

    /// The route helper the link's URL is a call of (`todo_path(@todo)`), if it is one.
    private func urlHelper(of element: Element, _ context: RuleContext) -> String? {
        guard let url = context.template.linkURL(of: element), url.segments.count == 1, case .dynamic(let range) = url.segments[0] else { return nil }
        return RouteHelperExpression.helper(in: context.template.file.text(in: range))
    }

    /// Removes the attribute as written: the Ruby pair with the comma before it (or after it,
    /// when it comes first), the HTML attribute with the space before it. Unsafe: the link
    /// keeps working as it does, but its author asked for another method, which the route may
    /// be the one to change.
    private func removal(of attribute: Attribute, written: String, in context: RuleContext) -> Fix? {
        guard let value = attribute.value else { return nil }
        let bytes = context.template.file.bytes
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var start = attribute.nameRange.start
        var end = value.range.end
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") { end += 1 }
        var before = start
        while before > 0, isSpace(bytes[before - 1]) { before -= 1 }
        if case .rubyKey(let key) = attribute.origin {
            start = key.tokenRange.start
            before = start
            while before > 0, isSpace(bytes[before - 1]) { before -= 1 }
            if before > 0, bytes[before - 1] == UInt8(ascii: ",") {
                start = before - 1
            } else {
                var after = end
                while after < bytes.count, isSpace(bytes[after]) { after += 1 }
                guard after < bytes.count, bytes[after] == UInt8(ascii: ",") else { return nil }
                end = after + 1
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
            }
        } else {
            start = before
        }
        return context.replacement(SourceRange(start: start, end: end), with: "", title: "remove \(written)", applicability: .unsafe)
    }

    /// The attribute as the template writes it.
    private func spelling(of attribute: Attribute, method: String) -> String {
        guard case .rubyKey(let key) = attribute.origin else { return "`data-method=\"\(method)\"`" }
        return key.hash == "data" ? "`data: { \(key.text): :\(method) }`" : "`\(key.text): :\(method)`"
    }
}
