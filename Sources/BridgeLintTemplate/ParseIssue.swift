import BridgeLintCore

/// A structural problem found while parsing a template. Rules turn these into diagnostics.
public struct ParseIssue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `</h2>` while `<h3>` is open, or an end tag with nothing open to close.
        case mismatchedEndTag
        /// An element left open and closed implicitly by an outer end tag.
        case unclosedElement
        /// A start tag browsers close or drop because of where it stands: `<div />` left open,
        /// a heading in a heading, a link in a link, a button in a button, a form in a form or
        /// directly in a table.
        case invalidNesting
        /// The same attribute twice on one tag.
        case duplicateAttribute
        /// A quoted attribute value whose closing quote is missing or misplaced, swallowing markup.
        case unterminatedAttributeValue
        /// An attribute written without the blank before it (`<tdclass="w">`): the tag name
        /// swallows it, so the element is not the one meant and the attribute is lost.
        case gluedTagName
        /// Text read as a start tag: a URL written in angle brackets (`<https://example.com>`),
        /// which browsers make an element of, so the URL is never shown.
        case textWrittenAsTag
        /// Commas between the attributes of a start tag (`type="submit", name="q"`).
        case commaBetweenAttributes
        /// An end tag without its `>` before ERB output (`</span` then `<%= render … %>`): where
        /// it ends, and what it swallows, depends on what the output renders.
        case endTagEndsInOutput
        /// `<%` without `%>`.
        case unclosedERBTag
        /// An `end` that closes no block: Ruby cannot compile the template.
        case endOfNoBlock
        /// The file is not text (NUL bytes) or not UTF-8.
        case unreadableText
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    /// Another place the message mentions (the open element of a mismatched end tag).
    public var relatedRange: SourceRange?
    /// What happens at `relatedRange`.
    public var relatedMessage: String?
    public var help: String?
    /// Only on some render paths (an attribute inside an ERB `if`): a warning, not an error.
    public var isConditional = false
    /// Whether the tree browsers build puts content elsewhere than the source intends: an
    /// element swallowed into another, a container left open so later markup lands inside it,
    /// a Stimulus scope that changes. False for an end tag the parser ignores, an element that
    /// closes where it would have closed anyway, the same attribute value written twice:
    /// dead or misleading markup, a warning.
    public var movesContent = true
    /// Whether the issue keeps Rails from compiling the template: every render raises, so
    /// nothing else in it reaches a browser, and the linter reports nothing else there.
    public var stopsCompilation = false
    /// The name of an end tag that found no element open in the template at all (`</main>` in
    /// a footer partial): where the template is rendered inside another, it may close an
    /// element open at the render site, which only the render graph can tell.
    public var topLevelEndTag: String?
    /// The name of an end tag (`</div>`, `</section>`, ...) that found no element of its name in
    /// the template while elements of the template were open, none of which stops its search
    /// (a table, a cell, a template): where the template renders inside another, browsers search
    /// on through the elements open at the render site, close the first of its name they meet,
    /// and the template's open elements with it.
    public var endTagSearchingPastTemplate: String?
    /// For an end tag too many that the indentation places (see `TreeBuilder.explainsMisplacedExtraEndTag`):
    /// the later end tag of its name that then finds none of the template's elements of its name
    /// open, when nothing in the template stops its search, and the message in parts. Where the
    /// template renders inside an element of its name, it closes that one instead, which only
    /// the render graph can tell: the message is said again with what it does there.
    public var extraEndTagEcho: ExtraEndTagEcho?
    /// The name of an end tag too many that the indentation places (see
    /// `TreeBuilder.explainsMisplacedExtraEndTag`), which closes the element at `relatedRange`
    /// early. A template rendered inside that element that leaves an element of the name open
    /// (a page at a layout's `yield`) makes the end tag close that one instead, and none is one
    /// too many: only the render graph can tell.
    public var extraEndTagByIndentation: String?
    /// For an end tag inside a helper's block that closes an element outside it: the name and
    /// where the helper's element starts. A partial rendered in the block before it that leaves
    /// an element of the name open (a form partial leaving its last `<div>` to the page) makes
    /// the end tag close that one instead: only the render graph can tell.
    public var endTagInHelperBlock: EndTagInHelperBlock?

    public struct EndTagInHelperBlock: Sendable, Hashable {
        public var name: String
        public var helperStart: Int
    }
    /// What made the markup of the finding, when it is not what it seems (an ERB comment that
    /// ends at the `%>` of an ERB tag written inside it); the message ends with it already.
    public var causeNote: String?
    /// The name of the element the message says "closes at the same place anyway" when it is
    /// still open at the end of the template (closed there by the file's end), and the words
    /// the message ends with to say so (`sameEndNote`). Where the template renders inside
    /// another, it stays open past the render site: only the render graph can tell what follows.
    public var openToEnd: String?
    public var sameEndNote: String?
    /// A `<p />` at the top of the template that nothing in it closes: the browser keeps the
    /// `<p>` open to the template's end, holding what follows as a `<p>` written without
    /// `</p>` does. Whether anything from outside lands in it depends on what follows where
    /// the template renders, which only the render graph can tell
    /// (`RenderGraph.closesParagraphLeftOpen(by:)`).
    public var paragraphOpenToEnd = false
    /// For a `<form>` standing directly in a table, outside a cell: the start of the message
    /// that says so (`this <form> stands directly in the <tr> opened on line 2, outside a
    /// cell`). Where the template renders inside a `<template>` (a Turbo Stream's), browsers
    /// ignore that start tag instead (`formIgnoredInTemplate(lead:place:)`), which only the
    /// render graph can tell.
    public var formInTableLead: String?
    /// For an end tag that closes an element in one branch only, said to leave the same tree on
    /// every path: where the end tag after the conditional starts that closes the element on
    /// the other path and finds none of the template's elements of its name open on this one.
    /// Ignored there only where nothing of its name is open around the template's render site,
    /// which only the render graph can tell (`messageWhereRenderSiteHasItOpen`).
    public var laterEndTagOnlyExtraHere: Int?
    /// The message for such an end tag where the render site may have an element of its name
    /// open: there the later end tag closes that one, and the trees differ.
    public var messageWhereRenderSiteHasItOpen: String?
    /// For a `</p>` too many after a `<p>` that a `<table>` start tag closed: HTML closes an
    /// open `<p>` at a table only in no-quirks mode. A page without a doctype (an email's
    /// layout often has none) is in quirks mode: the table stays in the `<p>` and this end tag
    /// closes it. The mode is the page's top template's, which only the render graph can tell
    /// (`RenderGraph.rendersOnlyInNoQuirksMode`).
    public var closedByTableOnlyInNoQuirksMode = false
    /// A repair of the markup, titled by the check that found the problem (`remove the commas`
    /// for commas between attributes), with how safe it is to apply; the rule reporting the
    /// issue passes it on as it is.
    public var fix: Fix?

    /// The token that makes the issue when it is not `range`'s: for an element left open, the
    /// end tag that closes it (`relatedRange`); which element that is depends on what else is open.
    public var cause: SourceRange? { kind == .unclosedElement ? relatedRange : nil }

    /// The message and help for a `<form>` start tag in a table, outside a cell, while a
    /// `<template>` is open (HTML's "in table" rules): browsers ignore it, so its fields belong to
    /// no form. `lead` says where the form stands (`formInTableLead`), `place` where the
    /// template is.
    public static func formIgnoredInTemplate(lead: String, place: String) -> (message: String, help: String) {
        (lead + ", " + place + ": there browsers ignore a `<form>` start tag, so no form element is made, and the fields that follow belong to no form: they submit nothing, and a submit button among them does nothing",
         "put the whole `<form>` inside the one cell that holds its fields, or outside the table with an `id` that each field names in its `form` attribute")
    }

    /// Whether an open element named `name` stops the search of an end tag such as `</div>`
    /// (HTML's "has an element in scope": `<table>`, `<td>`, `<template>`, ...).
    public static func stopsEndTagSearch(_ name: String) -> Bool {
        HTMLElementKinds.traits(of: name).contains(.defaultScopeBoundary)
    }

    /// The opening of a message about `<name />` on an element that is not void: a start tag
    /// whose `/` browsers ignore, so it does not make an empty element (`<p/>` typed for `</p>`
    /// still opens a `<p>`, which closes an open one).
    public static func ignoredSlash(in name: String) -> String {
        "`<\(name) />` is a start tag (`/>` closes only void elements, such as `<br>` and `<input>`, and SVG): the browser ignores the `/`"
    }
}
