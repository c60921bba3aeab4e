import BridgeLintCore

/// A form a helper writes whole (`button_to`, `form_tag(url) { … }`) inside another form: browsers
/// ignore its `<form>` start tag, so what it holds lands in what is open around it, and the
/// `</form>` it writes ends the outer form, as a form helper's block there does
/// (`ignoreNestedForm`). Its button is then the outer form's, and its hidden fields post with
/// it; what follows leaves the outer form, unless it stays inside an element still open in it.
extension TreeBuilder {
    /// The helper's form `index` while the form element pointer is set: browsers ignore its start
    /// tag wherever it stands (a table cell between too), so its children (the `<button>` of
    /// `button_to`) move to what is open around it, and the form holds nothing.
    mutating func ignoreWholeNestedForm(_ index: Int) {
        for child in elements[index].children { reparent(child, to: elements[index].parent) }
    }

    /// Whether a `</form>` written now would end `outer`: it is open, with no element between
    /// that bounds the default scope (a table cell).
    private func endTagReaches(_ outer: Int) -> Bool {
        stack.contains(outer) && scopeBoundary(above: outer) == nil
    }

    /// Whether the form at `index` certainly sends a GET: a `<form>` of the markup with no
    /// `method` (or `method="get"`) and no ERB among its attributes, or a helper's form whose
    /// method is `get`.
    private func sendsGET(_ index: Int) -> Bool {
        let form = elements[index]
        guard case .html = form.origin else { return form.form?.request?.method == "get" }
        guard !form.hasDynamicAttributes else { return false }
        guard let method = form.attribute(named: "method") else { return true }
        return method.value?.staticText?.lowercased() == "get"
    }

    /// The `</form>` of such a helper, written where `end` is (the helper's tag, or its block's
    /// `<% end %>`): it ends `outer`, leaving open what is open inside it. Always reported at the
    /// helper: its button submits `outer` (to `outer`'s action), and its hidden fields, `_method`
    /// for `method`, post with `outer`; the finding also says what then leaves `outer`
    /// (`StructureDamage.wholeFormEndsOuter`). Where both calls show their requests and the
    /// button's sends the one the helper means (the same URL, the method it means: an account
    /// form's "Delete" `button_to` to the form's own URL), only what leaves `outer` can break,
    /// unless its `_method` differs from `outer`'s: then `outer`'s own submits send it too.
    mutating func endWholeNestedForm(_ index: Int, inside outer: Int, helperTag: ERBTag, spec: HelperElementSpec, writtenAt end: ERBTag) {
        let reaches = endTagReaches(outer)
        let above = stack.lastIndex(of: outer).map { stack[($0 + 1)...] } ?? []
        let helper: String
        if case .helper(let name) = elements[index].origin { helper = name } else { helper = "button_to" }
        let outerLine = lineNumber(of: elements[outer].range.start)
        let sent = spec.request.flatMap { inner in elements[outer].form?.request.map { inner.isSent(submitting: $0) ? inner : nil } ?? nil }
        let submits = helper == "button_to" ? "its button submits the `<form>` on line \(outerLine)" : "what it holds submits with the `<form>` on line \(outerLine)"
        let what: String
        let override: String
        // Its hidden `_method` field stays in the outer form for the outer form's own submits too,
        // after the outer one's: where the two differ, every submit of the outer form sends it.
        let outerMethod = elements[outer].form?.request?.method
        let outerSubmitsChange = sent != nil && outerMethod != "get" && spec.overriddenMethod.map { $0 != outerMethod } == true
        if let sent {
            what = submits + " instead, but to the same URL (`\(sent.url)`) with the method it means (\(sent.method.uppercased())): the request is the one it means, with the outer form's fields in it too"
            override = outerSubmitsChange
                ? "; but its hidden `_method` field (`\(sent.method)`) is in the outer form for the outer form's own submits too, after that form's method (\((outerMethod ?? "post").uppercased())): Rack keeps the last, so the outer form's own submit button sends a \(sent.method.uppercased()) as well"
                : ""
        } else {
            what = submits + ", to that form's action, instead of going to its own URL"
            override = spec.overriddenMethod.map { method in
                sendsGET(outer)
                    ? ", and its hidden `_method` field (`\(method)`) goes into the query of the outer form's GET, where Rails ignores it (it reads `_method` only from a POST)"
                    : ", and its hidden `_method` field (`\(method)`) is posted with the outer form, where it overrides the method of a form that posts (Rails reads `_method` only from a POST)"
            } ?? ""
        }
        let writer = end.range == helperTag.range ? "it writes" : "its `<% end %>` (\(place(of: end.range.start))) writes"
        // Where it cannot reach the outer form, the `</form>` only ends browsers' hold on it:
        // the outer form's own `</form>` then closes nothing (the form stays open), part of this finding.
        forgivenEndTags["form", default: 0] += reaches ? 1 : 2
        let boundary = scopeBoundary(above: outer)
        let unreached = boundary.map { "from inside the `<\(tagName($0))>`" } ?? "(it is no longer open there)"
        let ending = reaches
            ? "the `</form>` \(writer) ends the outer form"
            : "the `</form>` \(writer) cannot end the outer form \(unreached), but browsers stop treating that form as open there: its own `</form>` then ends nothing, and a form written after it inside it is a form of its own"
        report(.invalidNesting, "the `<form>` that `\(helper)` renders here is inside the `<form>` on line \(outerLine): browsers ignore its start tag, so \(what)\(override); \(ending)",
               at: elements[index].nameRange, related: elements[outer].nameRange, "outer `<form>` opened here",
               help: helper == "button_to" ? "move the `button_to` out of the outer form, or write a button with `formaction` in place of a form of its own" : "move the `\(helper)` out of the outer form",
               from: outer, to: helperTag.range.start,
               damage: reaches ? .wholeFormEndsOuter(outer, at: end.range.end, leftOpen: Array(above), changesRequest: sent == nil || outerSubmitsChange) : .moves)
        closeForm(HTMLEndTag(range: end.range, name: "form", nameRange: end.range))
        // Its `</form>` closed a `<p>` or `<li>` open last (implied end tags): their own end tags,
        // then stray, are part of this finding.
        for closed in above where isHTML(closed) && !stack.contains(closed) { forgivenEndTags[tagName(closed), default: 0] += 1 }
    }
}
