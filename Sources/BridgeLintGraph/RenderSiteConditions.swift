extension RenderGraph {
    /// Whether `condition` is of a form render sites can decide (`if parent_id`,
    /// `if local_assigns[:x]`): the cheap test before asking the graph.
    public static func isDecidedAtRenderSites(_ condition: String) -> Bool {
        !RenderSiteLocal.conjuncts(of: condition).isEmpty
    }

    /// Whether the condition `condition` (`if parent_id`, `if local_assigns[:actions]`, as
    /// `Template.conditionalBodies` writes it) is false wherever the partial at `path` is
    /// rendered: every render site is a template's render call that passes the local as a
    /// literal `false` or `nil` (a plain local), or leaves it out or passes it so
    /// (`local_assigns[:x]`, or a local the partial's strict locals default to `nil` or
    /// `false`). False when a render site cannot be read (a controller's render,
    /// a Turbo Stream, a call that passes `**options`) or the condition is of another form.
    public func condition(_ condition: String, isFalseWhereRendering path: String) -> Bool {
        let locals = RenderSiteLocal.conjuncts(of: condition)
        guard !locals.isEmpty, let node = node(at: path) else { return false }
        let contexts = contexts(of: node.path)
        guard !contexts.isEmpty else { return false }
        let defaults = strictLocals(at: node.path)?.falsyDefaults ?? []
        return contexts.allSatisfy { context in locals.contains { isFalse($0, at: context, falsyDefaults: defaults) } }
    }

    /// Whether the condition is false where `site` renders the partial at `path`: each of the
    /// site's calls that renders it decides so (see `condition(_:isFalseWhereRendering:)`).
    public func condition(_ condition: String, isFalseAt site: RenderSite, rendering path: String) -> Bool {
        let locals = RenderSiteLocal.conjuncts(of: condition)
        guard !locals.isEmpty, let node = node(at: path) else { return false }
        let calls = contexts(of: node.path).filter { context in
            guard case .site(let caller, let index) = context, caller == site.path, let calls = nodes[caller]?.calls, index < calls.count else { return false }
            return calls[index].line == site.line
        }
        let defaults = strictLocals(at: node.path)?.falsyDefaults ?? []
        return !calls.isEmpty && calls.allSatisfy { context in locals.contains { isFalse($0, at: context, falsyDefaults: defaults) } }
    }

    /// `falsyDefaults`: the partial's strict locals whose default is `nil` or `false`.
    private func isFalse(_ local: RenderSiteLocal, at context: Context, falsyDefaults: Set<String>) -> Bool {
        guard case .site(let caller, let index) = context, let calls = nodes[caller]?.calls, index < calls.count,
              let locals = calls[index].call.locals, !locals.mayPassOthers else { return false }
        if local.isNegated { return locals.truthy.contains(local.name) }
        if locals.falsy.contains(local.name) { return true }
        return (local.isFalseWhenOmitted || falsyDefaults.contains(local.name)) && !locals.named.contains(local.name)
    }
}

/// A local a partial's condition reads: `if parent_id` (a plain local, which Rails raises on
/// when it is not passed, and which may be a helper method then), or `if local_assigns[:x]`
/// (nil when not passed), with an optional `.present?`.
struct RenderSiteLocal {
    let name: String
    /// `local_assigns[:x]` is nil when the render leaves `x` out.
    let isFalseWhenOmitted: Bool
    /// `unless x` (an `else` branch of `if x`): false where the site passes `x` as a literal
    /// Ruby takes as true.
    var isNegated = false

    /// The locals among the parts of `if a && !b.done?` (or `and`): the condition is false where
    /// any of them is; a negated or called part is none. Empty for another form (`unless`, `||`).
    static func conjuncts(of condition: String) -> [RenderSiteLocal] {
        let words = condition.split(separator: " ").map(String.init)
        if words.first == "unless" {
            // `unless x` is false only where `x` holds: one plain local, nothing else.
            guard var local = RenderSiteLocal(words: Array(words.dropFirst())) else { return [] }
            local.isNegated = true
            return [local]
        }
        guard words.first == "if", !words.contains("||"), !words.contains("or") else { return [] }
        return words.dropFirst().split { $0 == "&&" || $0 == "and" }.compactMap { RenderSiteLocal(words: Array($0)) }
    }

    /// One conjunct's words: `parent_id`, `local_assigns [ :x ] . present?`.
    private init?(words conjunct: [String]) {
        var words = conjunct
        if words.suffix(2) == [".", "present?"] { words.removeLast(2) }
        if words.count == 1, let word = words.first, Self.isLocalName(word) {
            name = word
            isFalseWhenOmitted = false
        } else if words.count == 4, words[0] == "local_assigns", words[1] == "[", words[3] == "]", words[2].hasPrefix(":"),
                  Self.isLocalName(String(words[2].dropFirst())) {
            name = String(words[2].dropFirst())
            isFalseWhenOmitted = true
        } else {
            return nil
        }
    }

    private static func isLocalName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
