import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The page a URL written in a template loads (a literal path, or a route helper call), followed
/// through the routes to the controller action and the template it renders. Every step that
/// cannot be known (a dynamic URL, unread routes, a controller outside the app, an action that
/// renders something else) ends in nil: rules stay silent.
struct PageTemplates {
    /// The URL as written: the route it reached and the template files of the page.
    var route: Route
    /// The page's templates (variants such as `show.html+phone.erb` too), root-relative.
    var templates: [String]

    /// The page the value of `attribute` loads with a GET request.
    static func page(loadedBy attribute: Attribute, in template: Template, context: RuleContext) -> PageTemplates? {
        guard let value = attribute.value else { return nil }
        let routes = context.project.routes
        let lookup: RouteTable.Lookup
        if let text = value.staticText {
            guard text.hasPrefix("/"), !text.hasPrefix("//") else { return nil }
            lookup = routes.route(for: "GET", path: text)
        } else if value.segments.count == 1, case .dynamic(let range) = value.segments[0],
                  let helper = RouteHelperExpression.helper(in: template.file.text(in: range)) {
            lookup = routes.route(forHelper: helper)
        } else {
            return nil
        }
        guard case .route(let route) = lookup, route.answers(verb: "GET"), !route.isConditional,
              let controller = route.controller, let action = route.action else { return nil }
        let controllerPath = context.project.app + "app/controllers/" + controller + "_controller.rb"
        guard let source = context.corpus.rubySource(at: controllerPath) else { return nil }
        let virtualPath: String
        switch ControllerActionRender.of(action: action, source: source) {
        case .implicit: virtualPath = controller + "/" + action
        case .template(let name): virtualPath = name.contains("/") ? name : controller + "/" + name
        case .partial(let name):
            let parts = name.split(separator: "/")
            let folder = parts.count > 1 ? parts.dropLast().joined(separator: "/") : controller
            virtualPath = folder + "/_" + (parts.last ?? "")
        case .unknown: return nil
        }
        let stem = context.project.app + "app/views/" + virtualPath + "."
        let files = context.corpus.templatePaths.filter { $0.hasPrefix(stem) && !$0.dropFirst(stem.count).contains("/") }
        // Only HTML ERB templates are read; a page that has another (Haml, a builder) is unknown.
        let html = files.filter { file in
            let rest = file.dropFirst(stem.count)
            return rest == "html.erb" || rest == "erb" || (rest.hasPrefix("html+") && rest.hasSuffix(".erb"))
        }
        let others = files.filter { file in
            let rest = file.dropFirst(stem.count)
            return !html.contains(file) && !rest.hasPrefix("turbo_stream.") && !rest.hasPrefix("json.") && !rest.hasPrefix("xml.")
        }
        guard !html.isEmpty, others.isEmpty else { return nil }
        return PageTemplates(route: route, templates: html)
    }
}
