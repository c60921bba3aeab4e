import BridgeLintCore

/// A `</form>` written inside a table cell (or another element that bounds the scope) within
/// the form it would end: browsers cannot end the form from there, but they clear the form
/// element pointer. The form's own `</form>` then finds no form pointed to and is ignored, so the
/// form stays open over what follows, up to an end tag of an element around it. A form helper's
/// block nested in a cell of another form writes such an end tag at its `<% end %>` (`form_for`
/// in a `<td>` of another `form_for`), which is where this usually comes from.
extension TreeBuilder {
    /// `endTag` ended the form element pointer's hold on the open `form` without ending it:
    /// `boundary` (a `<td>`) is open between. `helper` is the ignored nested form whose block's
    /// `<% end %>` wrote the end tag, if one did: its finding no longer says the end tag ends the
    /// outer form.
    mutating func recordFormHoldEnded(_ form: Int, by endTag: HTMLEndTag, inside boundary: Int, writtenBy helper: Int?) {
        let endsInnerForm = helper != nil || forgivenEndTags["form", default: 0] > 0
        formHoldsEnded[form] = FormHoldEnded(endTag: endTag, boundary: boundary, helper: helper, endsInnerForm: endsInnerForm)
        guard let helper, let finding = nestedFormFindings[helper] else { return }
        issues[finding.issue].message = nestedFormMessage(helper, inside: form, blockEnd: finding.blockEnd, endClause: "writes, inside the `<\(tagName(boundary))>` opened on \(place(of: elements[boundary].range.start)), cannot end the outer form: it only ends browsers' hold on it, so the outer form's own `</form>` is ignored")
    }

    /// The innermost open form whose hold an earlier `</form>` ended, with that end tag.
    func openFormWithHoldEnded() -> (form: Int, ended: FormHoldEnded)? {
        for index in stack.reversed() {
            if let ended = formHoldsEnded[index] { return (index, ended) }
        }
        return nil
    }

    /// A `</form>` (written, or written by a form helper's `<% end %>` at `endTag`'s range) that
    /// finds no form pointed to while `form`, whose hold `ended` ended, is open: browsers ignore
    /// it, and the form holds what follows.
    mutating func reportFormEndIgnored(_ endTag: HTMLEndTag, form: Int, ended: FormHoldEnded) {
        formHoldsEnded[form] = nil
        // The finding of a form a helper writes whole inside it already says this end tag ends
        // nothing, and so that the form stays open.
        if let forgiven = forgivenEndTags["form"], forgiven > 0 {
            forgivenEndTags["form"] = forgiven - 1
            reportedElements.insert(form)
            return
        }
        let formPlace = place(of: elements[form].range.start)
        let earlier: String
        if let helper = ended.helper, case .helper(let name) = elements[helper].origin {
            earlier = "the `</form>` that the `\(name)` on \(place(of: elements[helper].range.start)) writes at its `<% end %>` (\(place(of: ended.endTag.range.start)))"
        } else {
            earlier = "the `</form>` on \(place(of: ended.endTag.range.start))"
        }
        let boundary = tagName(ended.boundary)
        let inside = "inside the `<\(boundary)>` opened on \(place(of: elements[ended.boundary].range.start))"
        // A form helper's `<% end %>` writes the `</form>`.
        let subject = bytes[endTag.range.start...].starts(with: "<%".utf8) ? "the `</form>` this `<% end %>` writes" : "this `</form>`"
        let message = "\(subject) is ignored: \(earlier), \(inside), could not end the `<form>` opened on \(formPlace) (a `</form>` inside a `<\(boundary)>` does not reach a form around it) but ended browsers' hold on it, so no `</form>` ends that form now"
        let help = ended.endsInnerForm
            ? "move the inner form out of the outer one (forms cannot nest), or end the outer form before the table"
            : "end the `<form>` opened on \(formPlace) here only: remove the `</form>` on \(place(of: ended.endTag.range.start)), or move the table out of the form"
        if report(.mismatchedEndTag, message, at: endTag.nameRange, related: ended.endTag.nameRange, "the earlier `</form>`",
                  help: help, from: form, to: endTag.range.start, damage: .leftOpen(form, after: endTag.range.end)) {
            reportedElements.insert(form)
        }
    }

    /// The message of the finding for the ignored nested form helper `helper` inside `outer`,
    /// ending with what the `</form>` its `<% end %>` (at `blockEnd`) writes does (`endClause`).
    func nestedFormMessage(_ helper: Int, inside outer: Int, blockEnd: Int?, endClause: String) -> String {
        let name: String
        if case .helper(let helperName) = elements[helper].origin { name = helperName } else { name = "form_with" }
        let line = lineNumber(of: elements[outer].range.start)
        let outerForm = stack.contains(outer)
            ? "is inside the `<form>` on line \(line)"
            : "comes after the `<form>` on line \(line), which no `</form>` has ended yet (an end tag closed its element early, but browsers still give it the fields that follow)"
        let end = blockEnd.map { " (line \(lineNumber(of: $0)))" } ?? ""
        return "the `<form>` that `\(name)` renders here \(outerForm): browsers ignore its start tag, so its attributes (its `action` among them) are lost and its fields submit with the outer form, and the `</form>` its `<% end %>`\(end) \(endClause)"
    }
}

/// An end tag that ended the form element pointer's hold on a form it could not end (see
/// `TreeBuilder.recordFormHoldEnded`).
struct FormHoldEnded {
    let endTag: HTMLEndTag
    /// The element between that bounds the scope (a `<td>`).
    let boundary: Int
    /// The ignored nested form helper whose `<% end %>` wrote the end tag, if one did.
    let helper: Int?
    /// Whether the end tag was written for an ignored inner form (a helper's, or a `<form>`).
    let endsInnerForm: Bool
}
