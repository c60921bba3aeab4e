/// Where a file's own code changes the identifiers `definitionsFromContext` gives before the
/// definitions reach `application.load`: `definition.identifier = ...` in a `forEach`, or
/// `defs.map(d => ({ ...d, identifier: ... }))`. The browser then registers names bridgelint
/// cannot compute, so the files of that context have unknown identifiers.
struct DefinitionRewrites {
    let source: JavaScriptSource
    /// Each place an identifier is rewritten, and the definitions it belongs to: the name they
    /// are held in (`defs.forEach(...)`), the index of the `definitionsFromContext` token whose
    /// result is mapped directly, or nil when it cannot be told.
    private let sites: [(location: FileLocation, holder: Holder?)]

    enum Holder: Equatable {
        case name(String)
        case call(Int)
    }

    init(source: JavaScriptSource) {
        self.source = source
        let tokens = source.tokens
        var sites: [(FileLocation, Holder?)] = []
        for index in tokens.indices where tokens[index].isIdentifier("identifier") {
            guard let next = source.token(at: index + 1) else { continue }
            let isAssigned = source.token(at: index - 1)?.isPunctuator(".") == true
                && ["=", "+=", "||=", "??=", "&&="].contains(where: next.isPunctuator)
            // A key of an object literal whose value is not a literal: `{ ...d, identifier: name }`.
            let isComputedKey = next.isPunctuator(":") && source.token(at: index + 2)?.literalValue == nil
                && source.token(at: index - 1).map { $0.isPunctuator("{") || $0.isPunctuator(",") } == true
            guard isAssigned || isComputedKey else { continue }
            sites.append((source.location(of: tokens[index]), Self.holder(enclosing: index, in: source)))
        }
        self.sites = sites
    }

    /// Where the definitions made by the `definitionsFromContext` token at `call` are rewritten,
    /// if they are: a rewrite of the name they are assigned to, of the call's own result, or
    /// one that cannot be attributed.
    func rewrite(ofDefinitionsAt call: Int) -> FileLocation? {
        let assignedTo: String? = {
            guard source.token(at: call - 1)?.isPunctuator("=") == true, let name = source.token(at: call - 2), name.kind == .identifier
            else { return nil }
            return name.text
        }()
        return sites.first { site in
            guard let holder = site.holder else { return true }
            return holder == .call(call) || assignedTo.map { holder == .name($0) } == true
        }?.location
    }

    private static let iterators = ["forEach", "map", "flatMap", "filter", "reduce"]

    /// The receiver of the innermost `receiver.forEach(...)` (or `map`, ...) call around `index`.
    private static func holder(enclosing index: Int, in source: JavaScriptSource) -> Holder? {
        var innermost: Int?
        for open in 0..<index where source.tokens[open].isPunctuator("(") {
            guard let close = source.closingIndex[open], close > index,
                  let method = source.token(at: open - 1), iterators.contains(where: method.isIdentifier),
                  source.token(at: open - 2)?.isPunctuator(".") == true
            else { continue }
            innermost = open
        }
        guard let open = innermost, let receiver = source.token(at: open - 3) else { return nil }
        if receiver.kind == .identifier { return .name(receiver.text) }
        // `definitionsFromContext(context).map(...)`
        guard receiver.isPunctuator(")"),
              let opener = (0..<(open - 3)).last(where: { source.closingIndex[$0] == open - 3 }),
              source.token(at: opener - 1)?.isIdentifier("definitionsFromContext") == true
        else { return nil }
        return .call(opener - 1)
    }
}
