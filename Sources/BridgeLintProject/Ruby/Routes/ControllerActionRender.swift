/// What a controller action renders for an HTML request, read from its controller's Ruby:
/// its own template unless the action's body says otherwise.
public enum ControllerActionRender: Sendable, Hashable {
    /// The action's template (`<controller>/<action>`): no `def`, or a `def` that neither
    /// renders nor redirects (Rails' implicit render).
    case implicit
    /// `render :other`, `render "other"`, `render "posts/other"`, `render action: :other`,
    /// `render template: "posts/other"`: the template named (a name without `/` is in the
    /// controller's folder).
    case template(String)
    /// `render partial: "row"` (with `locals:` or `status:`): the partial alone, no layout (a
    /// name without `/` is in the controller's folder).
    case partial(String)
    /// Anything else: a redirect, `respond_to`, `head`, a render of other options, a method
    /// defined elsewhere (a concern, a parent controller) that may render.
    case unknown

    /// Calls in an action body after which what it renders is not its template.
    static let otherResponses: Set = [
        "redirect_to", "redirect_back", "redirect_back_or_to", "respond_to", "respond_with", "head", "send_data", "send_file",
        "render_to_string", "stream", "fresh_when", "stale?",
    ]

    /// What `action` renders, from `source` (the controller's Ruby). An action the controller
    /// does not define is rendered implicitly only when its superclass is the app's
    /// `ApplicationController` or Rails' base: another parent may define it.
    public static func of(action: String, source: [UInt8]) -> ControllerActionRender {
        let statements = RubyStatements(file: .init(path: "", bytes: source))
        var superclass: String?
        var definition: Int?
        for index in 0..<statements.count {
            if superclass == nil, statements.isIdentifier(index, "class"),
               let less = (index..<statements.statementEnd(from: index)).first(where: { statements.isPunctuation($0, "<") }) {
                superclass = statements.identifier(less + 1)
            }
            if statements.isIdentifier(index, "def"), statements.identifier(index + 1) == action, statements.startsStatement(index) {
                definition = index
            }
        }
        guard let definition else {
            return ["ApplicationController", "ActionController"].contains(superclass ?? "") ? .implicit : .unknown
        }
        guard !statements.isEndlessDefinition(definition) else { return .unknown }
        let end = statements.blockEnd(from: definition + 1)
        var rendered: ControllerActionRender = .implicit
        var index = definition + 2
        while index < end, let token = statements[index] {
            defer { index += 1 }
            guard token.kind == .identifier else { continue }
            if otherResponses.contains(token.text) { return .unknown }
            guard token.text == "render" else { continue }
            guard rendered == .implicit else { return .unknown }
            rendered = renderedTemplate(statements, call: index + 1, end: end)
            if rendered == .unknown { return .unknown }
        }
        return rendered
    }

    /// The template one `render` call names, or unknown.
    private static func renderedTemplate(_ statements: RubyStatements, call start: Int, end: Int) -> ControllerActionRender {
        var index = start
        if statements.isPunctuation(index, "(") { index += 1 }
        guard let first = statements[index] else { return .unknown }
        let next = statements[index + 1]
        let endsCall = next == nil || index + 1 >= end || statements.startsStatement(index + 1) || next?.isPunctuation(")") == true
        if (first.kind == .symbol || first.kind == .string), let name = first.name, endsCall {
            return .template(name)
        }
        guard first.kind == .label, ["action", "template", "partial"].contains(first.text), let value = statements[index + 1]?.name else {
            return .unknown
        }
        // Other options may follow when they change only the data or the status.
        var cursor = index + 2
        var depth = 0
        while cursor < end, !(depth == 0 && (statements.startsStatement(cursor) || statements.isPunctuation(cursor, ")"))) {
            if depth == 0, statements.isPunctuation(cursor, ",") {
                guard let option = statements[cursor + 1], option.kind == .label, ["locals", "status"].contains(option.text) else { return .unknown }
            }
            if let token = statements[cursor], token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            cursor += 1
        }
        return first.text == "partial" ? .partial(value) : .template(value)
    }
}
