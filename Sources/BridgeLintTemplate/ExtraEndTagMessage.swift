import BridgeLintCore

/// The element a render site has open around a template, which an end tag searching past the
/// template closes there: its start tag quoted (`<div class="main">`), the file and line that
/// open it, and how many other render sites have one open too.
public struct RenderSiteElement: Sendable, Hashable {
    public var tag: String
    public var path: String
    public var line: Int
    public var otherSites: Int

    public init(tag: String, path: String, line: Int, otherSites: Int) {
        self.tag = tag
        self.path = path
        self.line = line
        self.otherSites = otherSites
    }

    /// "the `<div class="main">` that `app/views/layouts/application.html.erb` opens on line 12".
    public var described: String { "the `\(tag)` that `\(path)` opens on line \(line)" }

    /// That the other render sites are the same, or nothing with one site.
    public var othersNote: String {
        otherSites == 0 ? "" : " (and where its \(otherSites) other render site\(otherSites == 1 ? "" : "s") render\(otherSites == 1 ? "s" : "") it, the same)"
    }
}

/// The message of an end tag too many that the indentation places (see
/// `TreeBuilder.explainsMisplacedExtraEndTag`), kept in parts: what the own end tag of the
/// element closed early does is said last, and differs where the template renders inside an
/// element of the name (which only the render graph knows). Rendered to text only here.
public struct ExtraEndTagMessage: Sendable, Hashable {
    /// The end tag's name.
    public var name: String
    /// Up to where the message says what the end tag left without an element does: which
    /// element closes early and why, and which end tags then close which elements.
    var opening: String
    /// Whether later end tags of the name close the element around the one they were written
    /// for (a chain) before the one left without an element.
    var chained: Bool
    /// What the end tags of the elements it closed with that one then find (nothing), or "".
    var echoes: String
    /// What moves out of each element closed early; empty when nothing renders between.
    var moved: [String]

    /// What the end tag left without an element does.
    public enum OwnEndTag: Sendable, Hashable {
        /// Nothing: browsers ignore it.
        case closesNothing
        /// It closes that element where the template renders; `toPageEnd`: only end tags follow;
        /// `realigns`: only end tags follow until the end tag of the outermost element of the
        /// name there finds nothing left to close and is ignored.
        case closesRenderSiteElement(RenderSiteElement, toPageEnd: Bool, realigns: Bool)
        /// Some render site may have an element of the name open: the end tag on `line` would close it.
        case mayCloseRenderSiteElement(line: Int)
    }

    /// Whether what follows moves, when the end tag does `own`.
    public func movesContent(_ own: OwnEndTag) -> Bool {
        if case .closesRenderSiteElement(_, toPageEnd: false, realigns: false) = own { return true }
        return !moved.isEmpty
    }

    public func message(_ own: OwnEndTag) -> String {
        let claim: String
        var unmoved = "; nothing renders between them, so nothing moves"
        switch own {
        case .closesNothing:
            claim = chained ? ", which finds nothing to close" : ", which then finds nothing to close"
        case .closesRenderSiteElement(let site, let toPageEnd, let realigns):
            let after = toPageEnd ? "on the page" : "until the end tag of the outermost `<\(name)>` there finds nothing left to close and is ignored"
            claim = ", which finds none of this template's `<\(name)>`s open: where it renders, it closes \(site.described)"
                + (toPageEnd || realigns ? " early\(site.othersNote), with only end tags after it \(after)" : "\(site.othersNote), so what follows it there moves out of that element too")
            if !toPageEnd && !realigns { unmoved = "" }
        case .mayCloseRenderSiteElement(let line):
            claim = ", which finds none of this template's `<\(name)>`s open (where this template renders inside a `<\(name)>`, the `</\(name)>` on line \(line) closes that one, and what follows moves out of it)"
            unmoved = "; nothing renders between them"
        }
        return opening + claim + echoes + (moved.isEmpty ? unmoved : "; " + moved.joined(separator: "; "))
    }
}

/// For an end tag too many that the indentation places: the later end tag of its name that then
/// finds none of the template's elements of its name open, when nothing in the template stops
/// its search (`ParseIssue.extraEndTagEcho`), and the finding's message in parts.
public struct ExtraEndTagEcho: Sendable, Hashable {
    public var range: SourceRange
    public var message: ExtraEndTagMessage
}
