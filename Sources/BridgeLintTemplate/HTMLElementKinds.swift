/// The element categories the WHATWG tree-construction rules ("in body") name, lower-cased.
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
enum HTMLElementKinds {
    /// Elements with no content and no end tag: `<br>`, `<br/>` and `<br />` are all one element.
    /// (`<image>` is read as `<img>` outside SVG.)
    static let void: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "image", "img", "input", "keygen",
        "link", "meta", "param", "source", "track", "wbr",
    ]

    /// What a `<head>` holds; any other start tag ends it ("in head" insertion mode).
    static let headContent: Set<String> = ["base", "basefont", "bgsound", "link", "meta", "noframes", "noscript", "script", "style", "template", "title"]

    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Every element HTML defines, with the obsolete ones browsers still parse, and the roots of
    /// the foreign elements (`svg`, `math`). https://html.spec.whatwg.org/multipage/indices.html
    static let names: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br",
        "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn",
        "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
        "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label",
        "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav", "noscript", "object", "ol",
        "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script",
        "search", "section", "select", "selectedcontent", "slot", "small", "source", "span", "strong", "style", "sub",
        "summary", "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr",
        "track", "u", "ul", "var", "video", "wbr",
        "acronym", "applet", "basefont", "bgsound", "big", "blink", "center", "dir", "font", "frame", "frameset", "image",
        "isindex", "keygen", "listing", "marquee", "menuitem", "multicol", "nextid", "nobr", "noembed", "noframes",
        "param", "plaintext", "rb", "rtc", "spacer", "strike", "tt", "xmp",
        "svg", "math",
    ]

    /// The table elements whose content is rows or cells, not flow content: a node among them
    /// is "in table" outside a cell (where a `<form>` or stray text is handled apart).
    static let tableOutsideCell: Set<String> = ["table", "tbody", "thead", "tfoot", "tr"]

    /// Elements whose end tag HTML lets authors omit where the next start tag or the end of the
    /// element around them closes them (WHATWG HTML, "Optional tags").
    static let optionalEndTag: Set<String> = impliedEndTags.union(["td", "th", "tr", "tbody", "thead", "tfoot", "caption", "colgroup"])

    /// Start tags that first close a `<p>` open in button scope.
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "search", "section",
        "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "form", "plaintext", "table", "hr", "xmp",
        "li", "dd", "dt",
    ]

    /// End tags that close their element through whatever is still open inside it.
    static let blockEndTags: Set<String> = [
        "address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main", "menu", "nav", "ol",
        "pre", "search", "section", "summary", "ul", "applet", "marquee", "object",
    ]

    /// Elements HTML closes without an end tag when something that cannot go inside them comes.
    static let impliedEndTags: Set<String> = ["dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc"]

    /// Table parts a table's end tags close without a parse error ("thoroughly").
    static let tableParts: Set<String> = ["caption", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"]

    /// Formatting elements: their end tags run the adoption agency algorithm.
    static let formatting: Set<String> = ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"]

    /// The "special" category: an end tag of another name never closes across one of these.
    static let special: Set<String> = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br",
        "button", "caption", "center", "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "embed", "fieldset",
        "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head",
        "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main",
        "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript", "object", "ol", "p", "param",
        "plaintext", "pre", "script", "search", "section", "select", "source", "style", "summary", "table", "tbody",
        "td", "template", "textarea", "tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]

    /// What an open element means to the searches of the stack, worked out once per element so
    /// that a search through a deep stack compares bits, not names.
    struct Traits: OptionSet {
        let rawValue: UInt8
        /// Ends "has an element in scope" searches.
        static let defaultScopeBoundary = Traits(rawValue: 1 << 0)
        static let listBoundary = Traits(rawValue: 1 << 1)
        static let buttonBoundary = Traits(rawValue: 1 << 2)
        static let tableScopeBoundary = Traits(rawValue: 1 << 3)
        /// The list of active formatting elements gets a marker here: an `<a>` outside is not open.
        static let formattingMarker = Traits(rawValue: 1 << 4)
        static let special = Traits(rawValue: 1 << 5)
    }

    /// Where the search for an open element stops ("has an element in scope").
    static let defaultScope: Traits = .defaultScopeBoundary
    static let listItemScope: Traits = [.defaultScopeBoundary, .listBoundary]
    static let buttonScope: Traits = [.defaultScopeBoundary, .buttonBoundary]
    static let tableScope: Traits = .tableScopeBoundary
    static let formattingMarkers: Traits = .formattingMarker

    /// The scope in which an end tag named `name` finds its element: the open elements with
    /// these traits stop its search (`</p>` button scope, `</li>` list item scope, table parts
    /// table scope, block end tags, headings, `</dd>`, `</dt>` and `</form>` the default one,
    /// `</template>` none). Nil for any other end tag, whose search stops at the first special
    /// element. The tree builder's end tags, and the questions asked of them later, all read it.
    static func endTagScope(of name: String) -> Traits? {
        switch name {
        case "p": buttonScope
        case "li": listItemScope
        case "template": []
        case _ where tableParts.contains(name) || name == "table": tableScope
        case _ where blockEndTags.contains(name) || headings.contains(name) || name == "dd" || name == "dt" || name == "form": defaultScope
        default: nil
        }
    }

    static func traits(of name: String) -> Traits {
        traitsByName[name] ?? []
    }

    /// Every element name with traits, with them: one lookup per element instead of one per set.
    private static let traitsByName: [String: Traits] = {
        var table: [String: Traits] = [:]
        func add(_ trait: Traits, to names: some Sequence<String>) {
            for name in names { table[name, default: []].insert(trait) }
        }
        add(.defaultScopeBoundary, to: ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template"])
        add(.listBoundary, to: ["ol", "ul"])
        add(.buttonBoundary, to: ["button"])
        add(.tableScopeBoundary, to: ["html", "table", "template"])
        add(.formattingMarker, to: ["applet", "caption", "html", "marquee", "object", "td", "th", "template"])
        add(.special, to: special)
        return table
    }()

    /// HTML start tags that end SVG or MathML content (the foreign content "breakout" list).
    static let foreignBreakout: Set<String> = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2",
        "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p", "pre",
        "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
    ]
    /// SVG elements whose children are HTML again.
    static let htmlIntegrationPoints: Set<String> = ["foreignobject", "desc", "title"]
    /// SVG elements whose names have capitals (the tree builder's SVG tag name adjustments):
    /// written in a partial rendered inside `<svg>`, `<linearGradient>` is markup, not text.
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes
    static let svgCamelCaseNames: Set<String> = [
        "altglyph", "altglyphdef", "altglyphitem", "animatecolor", "animatemotion", "animatetransform", "clippath",
        "feblend", "fecolormatrix", "fecomponenttransfer", "fecomposite", "feconvolvematrix", "fediffuselighting",
        "fedisplacementmap", "fedistantlight", "fedropshadow", "feflood", "fefunca", "fefuncb", "fefuncg", "fefuncr",
        "fegaussianblur", "feimage", "femerge", "femergenode", "femorphology", "feoffset", "fepointlight",
        "fespecularlighting", "fespotlight", "fetile", "feturbulence", "foreignobject", "glyphref", "lineargradient",
        "radialgradient", "textpath",
    ]
}
