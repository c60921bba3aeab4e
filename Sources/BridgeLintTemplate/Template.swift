import BridgeLintCore

/// A parsed template: one tree of elements from raw HTML and Rails helper calls, with the ERB
/// tags and HTML comments it contains, and the structural problems found while parsing.
///
/// Elements are stored flat in document order, then the `data:` hashes no element renders
/// (`Element.isLooseDataHash`, outside the tree); `Element.parent` and `Element.children` are
/// indices into `elements`.
public struct Template: Sendable {
    public let file: SourceFile
    public let elements: [Element]
    /// The ERB tags that render where the template does: none of `neverRendered`, nor the tags
    /// of a conditional whose taken branch is known.
    public let erbTags: [ERBTag]
    /// `<!-- ... -->` comments, whole range including the delimiters.
    public let htmlComments: [SourceRange]
    public let issues: [ParseIssue]
    /// The HTML elements still open at the end of the file, outermost first (a header partial's
    /// `<main>` that a footer partial closes), implied end tags aside (`<li>`, `<p>`).
    public let openAtEnd: [Int]
    /// The first branch of each `<% if x %>` / `<% unless x %>` block, in the order they end.
    public let conditionalBodies: [ConditionalBody]
    /// Every branch of the conditional ERB blocks (`if`/`elsif`/`else`, `unless`/`else`,
    /// `case`/`when`/`else`), in the order they end.
    public let branches: [ERBBranch]
    /// The `turbo_stream.<method>` calls of its Ruby, in source order.
    public let turboStreamCalls: [TurboStreamCall]
    /// The Ruby blocks around markup that are not a helper's own (`if`, `case`, `each`,
    /// `cache do`), in the order they end: what `rendering(at:)` reads.
    public let rubyBlocks: [RubyBlock]
    /// The bodies of Ruby blocks whose markup is text where it is shown: a `javascript_tag do`
    /// block's (see `RawTextBlocks`), and those the parse was given (`TemplateParser.parse(_:textBodies:)`).
    public let textBodies: [SourceRange]
    /// The bodies the parse was given as text: a parse of the same template again takes them too.
    public let givenTextBodies: [SourceRange]
    /// The helpers' markup the parse was given: a parse of the same template again takes it too.
    public let givenHelperMarkup: HelperMarkup
    /// The tables the parse was given as around the template: a parse again takes them too.
    public let givenTableContext: TableContext
    /// The blocks of `<% form_tag url do %> … <% end %>` and the other helpers that write their
    /// markup from a code tag only up to Rails 3.0 (`HelperCatalog.blockHelpersWritingFromCode`),
    /// each from its tag's start to its `end`'s end. The tree reads them as Rails 2 renders them
    /// (see `droppingRailsTwoBlocks()` for the later versions).
    public let railsTwoBlocks: [SourceRange]
    /// The bodies of the branches that conditions of literals alone switch off (`<% if false %>`,
    /// see `DecidedBranches`), in source order: the tree and `erbTags` hold nothing of them.
    public let neverRendered: [SourceRange]

    package init(file: SourceFile, elements: [Element], erbTags: [ERBTag], htmlComments: [SourceRange], issues: [ParseIssue],
                 openAtEnd: [Int] = [], conditionalBodies: [ConditionalBody] = [], branches: [ERBBranch] = [],
                 turboStreamCalls: [TurboStreamCall] = [], rubyBlocks: [RubyBlock] = [], textBodies: [SourceRange] = [],
                 givenTextBodies: [SourceRange] = [], givenHelperMarkup: HelperMarkup = .none, givenTableContext: TableContext = .unknown, railsTwoBlocks: [SourceRange] = [], neverRendered: [SourceRange] = []) {
        self.textBodies = textBodies
        self.neverRendered = neverRendered
        self.railsTwoBlocks = railsTwoBlocks
        self.givenTextBodies = givenTextBodies
        self.givenHelperMarkup = givenHelperMarkup
        self.givenTableContext = givenTableContext
        self.file = file
        self.elements = elements
        self.erbTags = erbTags
        self.htmlComments = htmlComments
        self.issues = issues
        self.openAtEnd = openAtEnd
        self.conditionalBodies = conditionalBodies
        self.branches = branches
        self.turboStreamCalls = turboStreamCalls
        self.rubyBlocks = rubyBlocks
    }

    /// How often one rendering of the template renders what is at `offset` (an ERB tag such as
    /// a `render` call), as the Ruby blocks around it say, like `Element.rendering`.
    public func rendering(at offset: Int) -> Element.Rendering {
        var rendering = Element.Rendering.once
        for block in rubyBlocks where block.range.start < offset && offset < block.range.end {
            if block.isLoop { return .repeatedly }
            rendering = .maybe
        }
        return rendering
    }

    /// Whether the template is written in XML syntax, where `/>` closes any element and HTML's
    /// tree rules do not apply: a document that starts with an XML declaration (`<?xml`, an
    /// XHTML file for an e-reader), one whose first element declares a namespace other than
    /// HTML's, SVG's or MathML's, for its name's prefix or for all (`<soap:Envelope xmlns:soap="…">`,
    /// `<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">`,
    /// an Atom feed, an XSPF playlist: XML a browser or a client reads as XML, whatever the
    /// template's name says), or MJML (`<mjml>`, `<mj-image />`), which mjml compiles to HTML.
    public var usesXMLSyntax: Bool {
        let start = file.bytes[file.byteOrderMarkLength...].drop { HTMLTokenizer.isSpace($0) }
        if start.starts(with: "<?xml".utf8) { return true }
        if let first = elements.first(where: { $0.origin == .html && !$0.isImplied }), !["svg", "math"].contains(first.name.lowercased()),
           let namespace = (first.attribute(named: "xmlns") ?? Self.prefixDeclaration(of: first))?.value?.staticText, !Self.htmlNamespaces.contains(namespace) {
            return true
        }
        return elements.contains { $0.origin == .html && ($0.name == "mjml" || $0.name.hasPrefix("mj-")) }
    }

    /// The declaration of the namespace prefix an element's name is written with, on the
    /// element itself (`<soap:Envelope xmlns:soap="…">`, a saved SOAP answer).
    private static func prefixDeclaration(of element: Element) -> Attribute? {
        guard let colon = element.name.firstIndex(of: ":"), colon != element.name.startIndex else { return nil }
        return element.attribute(named: "xmlns:" + element.name[..<colon])
    }

    /// The namespaces of HTML, SVG and MathML, which an HTML document's elements may declare.
    static let htmlNamespaces: Set = ["http://www.w3.org/1999/xhtml", "http://www.w3.org/2000/svg", "http://www.w3.org/1998/Math/MathML"]

    /// Whether the markup is HTML's, as far as it shows: no `<?xml` declaration anywhere, and
    /// every element written as a tag is one HTML defines, a custom element (`<turbo-frame>`),
    /// or inside `<svg>` or `<math>`. A template whose name gives no format (`finish.erb`) may
    /// render a shell script (`cat <<EOF` reads as an `<eof>` tag) or an XML answer file, to
    /// which HTML's tree rules do not apply.
    public var showsOnlyHTMLMarkup: Bool {
        if ByteSearch.contains(Array("<?xml".utf8), in: file.bytes) { return false }
        return elements.allSatisfy { element in
            guard element.origin == .html, element.name != "#dynamic" else { return true }
            guard element.attributes.allSatisfy({ Self.isPlainAttributeName($0.name) }) else { return false }
            let name = element.name.lowercased()
            if HTMLElementKinds.names.contains(name) || name.contains("-") && name.first?.isLetter == true { return true }
            return selfAndAncestors(of: element).dropFirst().contains { $0.name == "svg" || $0.name == "math" }
        }
    }

    /// Letters, digits and `-_:.@` (`data-x`, `xlink:href`, `x-on:click.prevent`, `@click`): not
    /// the `#`, `[` or `$` of shell text read as a tag's attributes.
    private static func isPlainAttributeName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_:.@".unicodeScalars.contains(scalar)
        }
    }

    /// Elements with no parent, in document order.
    public var roots: [Element] { elements.filter { $0.parent == nil } }

    public func parent(of element: Element) -> Element? {
        element.parent.map { elements[$0] }
    }

    /// The element itself, then its parent, up to the root.
    public func selfAndAncestors(of element: Element) -> [Element] {
        var chain = [element]
        var current = element.parent
        while let index = current {
            chain.append(elements[index])
            current = elements[index].parent
        }
        return chain
    }

    /// What the element's text content is made of: the `textContent` a browser would compute,
    /// known only as far as the template shows it.
    public func textContent(of element: Element) -> TextContent {
        var result = element.inlineText ?? .none
        if let range = element.contentRange {
            result = result.combined(with: scanText(in: range))
        }
        for child in element.children {
            result = result.combined(with: elements[child].inlineText ?? .none)
        }
        return result
    }

    /// Text outside tags and ERB in `range`; ERB output makes the result dynamic.
    package func scanText(in range: SourceRange) -> TextContent {
        let bytes = file.bytes
        var result = TextContent.none
        var erbIndex = erbTags.firstIndex { $0.range.end > range.start } ?? erbTags.count
        var commentIndex = 0
        var offset = range.start
        var text: [UInt8] = []
        while offset < range.end {
            if erbIndex < erbTags.count, erbTags[erbIndex].range.start == offset {
                let tag = erbTags[erbIndex]
                if tag.kind == .output { result = result.combined(with: .dynamic) }
                offset = tag.range.end
                erbIndex += 1
                continue
            }
            let byte = bytes[offset]
            while commentIndex < htmlComments.count, htmlComments[commentIndex].start < offset { commentIndex += 1 }
            if commentIndex < htmlComments.count, htmlComments[commentIndex].start == offset {
                // A comment's text is not content, even with a `>` inside it.
                offset = htmlComments[commentIndex].end
                continue
            }
            if byte == UInt8(ascii: "<") {
                // Skip a tag; its text is not content.
                var end = offset + 1
                while end < range.end, bytes[end] != UInt8(ascii: ">") { end += 1 }
                offset = end + 1
                text.append(UInt8(ascii: " "))
                continue
            }
            text.append(byte)
            offset += 1
        }
        let string = String(decoding: text, as: UTF8.self)
        return result.combined(with: string.isEmpty ? .none : .text(string))
    }
}

/// A Ruby block of a template that is not a helper's own: from its opening tag to the end of
/// its closing one.
public struct RubyBlock: Sendable, Hashable {
    public let range: SourceRange
    /// A loop (`each do`, `3.times {`, `while`): its body may render several times.
    public let isLoop: Bool
    /// The token that opened it (`if`, `unless`, `case`, `do`), when known.
    public var keyword: String? = nil
}

/// Markup that renders only when an ERB condition holds: the first branch of an `if`/`unless`.
public struct ConditionalBody: Sendable, Hashable {
    /// The tag's code, blanks normalized: `if parent_id`, `unless local_assigns[:compact]`.
    public let condition: String
    /// From the end of the `<% if %>` tag to the start of the tag that ends the branch.
    public let range: SourceRange
}

/// One branch of a conditional ERB block: the markup that renders only when the Ruby that
/// starts it is the one taken.
public struct ERBBranch: Sendable, Hashable {
    /// The tag that starts the branch: `<% if signed_in? %>`, `<% else %>`, `<% when :draft %>`.
    public let opener: ERBTag
    /// From the end of that tag to the start of the tag that ends the branch.
    public let range: SourceRange

    init(opener: ERBTag, end: Int) {
        self.opener = opener
        range = SourceRange(start: opener.range.end, end: end)
    }

    /// The opener's Ruby code, blanks made one space: `if signed_in?`, `when :draft`.
    public func code(in file: SourceFile) -> String {
        String(decoding: file.bytes[opener.contentRange.start..<opener.contentRange.end], as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// What an element's text is, as far as the template shows.
public enum TextContent: Sendable, Hashable {
    case none
    /// Static text, possibly only whitespace.
    case text(String)
    /// ERB output or a Ruby expression: present at run time, value unknown.
    case dynamic

    /// True when the element surely renders no visible text.
    public var isBlank: Bool {
        switch self {
        case .none: true
        case .text(let string): string.allSatisfy(\.isWhitespace)
        case .dynamic: false
        }
    }

    func combined(with other: TextContent) -> TextContent {
        switch (self, other) {
        case (.dynamic, _), (_, .dynamic): .dynamic
        case (.none, let x), (let x, .none): x
        case (.text(let a), .text(let b)): .text(a + b)
        }
    }
}

/// An element of the tree: from a raw HTML tag or from a Rails helper call.
///
/// Its fields live in one shared box: every rule walks every element of a template, and
/// copying a reference costs one retain where copying the fields (some 300 bytes, with a
/// dozen strings and arrays) cost one per field. Only the tree builder writes, through the
/// setters below, which copy a box shared with another element value first.
public struct Element: Sendable {
    public enum Origin: Sendable, Hashable {
        case html
        /// A helper call; the name as written: `link_to`, `tag.div`, `form.text_field`.
        case helper(String)
    }

    private var storage: Storage

    public var index: Int { storage.index }
    /// Lower-case HTML element name (`div`, `a`, `trix-editor`); `#fields` for `fields_for`
    /// scopes, which render no element of their own.
    public internal(set) var name: String {
        get { storage.name }
        set { writable.name = newValue }
    }
    public var origin: Origin { storage.origin }
    /// From the start tag (or helper call) to the end tag (or the `end` of the helper's block).
    public internal(set) var range: SourceRange {
        get { storage.range }
        set { writable.range = newValue }
    }
    /// The tag name in `<div`, or the helper's method name.
    public var nameRange: SourceRange { storage.nameRange }
    /// The start tag, or the whole ERB tag of a helper.
    public var startTagRange: SourceRange { storage.startTagRange }
    /// Between the start and end tag (or the helper's `do` and `end`), when there is one.
    public internal(set) var contentRange: SourceRange? {
        get { storage.contentRange }
        set { writable.contentRange = newValue }
    }
    public internal(set) var attributes: [Attribute] {
        get { storage.attributes }
        set { writable.attributes = newValue }
    }
    /// The element may have attributes the template does not show: ERB among a tag's
    /// attributes, `**options`, `data: some_hash`.
    public internal(set) var hasDynamicAttributes: Bool {
        get { storage.hasDynamicAttributes }
        set { writable.hasDynamicAttributes = newValue }
    }
    /// Text given as an argument of a helper (`link_to "Profile", ...`).
    public internal(set) var inlineText: TextContent? {
        get { storage.inlineText }
        set { writable.inlineText = newValue }
    }
    /// Set on form helpers (`form_with`, `form_for`, `fields_for`).
    public internal(set) var form: FormInfo? {
        get { storage.form }
        set { writable.form = newValue }
    }
    /// Set on form builder calls (`form.text_field :title`).
    public internal(set) var field: FieldInfo? {
        get { storage.field }
        set { writable.field = newValue }
    }
    /// The helper call ends in a modifier `if`/`unless`: the element may not render.
    public internal(set) var isConditional: Bool {
        get { storage.isConditional }
        set { writable.isConditional = newValue }
    }
    /// How often the template renders the element, as its ERB blocks around it say (a helper's
    /// own block, `tag.div do`, does not count).
    public internal(set) var rendering: Rendering {
        get { storage.rendering }
        set { writable.rendering = newValue }
    }

    /// How often an element renders in one rendering of its template.
    public enum Rendering: Sendable, Hashable {
        /// Outside any `if`, `case`, loop or other Ruby block.
        case once
        /// Inside an `if`, a `case` or a block the parser does not know (`cache do`): maybe not at all.
        case maybe
        /// Inside a loop (`items.each do`, `3.times {`, `while`): maybe several times.
        case repeatedly
    }
    /// The same start tag on the other paths of an ERB conditional it is split over
    /// (`<% if a %><div data-controller="menu"<% else %><div<% end %> class="x">`, see
    /// `BranchedStartTags`): the elements of the other branches' tags. Only the first branch's
    /// holds the content; what another mounts may be mounted around it.
    public internal(set) var alternatives: [Int] {
        get { storage.alternatives }
        set { writable.alternatives = newValue }
    }
    public internal(set) var parent: Int? {
        get { storage.parent }
        set { writable.parent = newValue }
    }
    public internal(set) var children: [Int] {
        get { storage.children }
        // In place: appending a child must not copy the array.
        _modify { yield &writable.children }
    }

    init(index: Int, name: String, origin: Origin, range: SourceRange, nameRange: SourceRange, startTagRange: SourceRange) {
        storage = Storage(index: index, name: name, origin: origin, range: range, nameRange: nameRange, startTagRange: startTagRange)
    }

    /// The box, copied first when another element value shares it.
    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    public var isHelper: Bool { origin != .html }

    /// An element no tag writes, which the HTML parser adds: the `<tbody>` around rows written
    /// directly in a `<table>`, the `<tr>` around cells written directly in a row group.
    public var isImplied: Bool { origin == .html && startTagRange.start == startTagRange.end }

    /// The first attribute with this exact name.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// Written only while one element value holds it (see `writable`), so sharing it between
    /// threads is as safe as sharing an array's buffer.
    private final class Storage: @unchecked Sendable {
        let index: Int
        var name: String
        let origin: Origin
        var range: SourceRange
        let nameRange: SourceRange
        let startTagRange: SourceRange
        var contentRange: SourceRange?
        var attributes: [Attribute] = []
        var hasDynamicAttributes = false
        var inlineText: TextContent?
        var form: FormInfo?
        var field: FieldInfo?
        var isConditional = false
        var rendering = Rendering.once
        var parent: Int?
        var children: [Int] = []
        var alternatives: [Int] = []

        init(index: Int, name: String, origin: Origin, range: SourceRange, nameRange: SourceRange, startTagRange: SourceRange) {
            self.index = index
            self.name = name
            self.origin = origin
            self.range = range
            self.nameRange = nameRange
            self.startTagRange = startTagRange
        }

        func copy() -> Storage {
            let copy = Storage(index: index, name: name, origin: origin, range: range, nameRange: nameRange, startTagRange: startTagRange)
            copy.contentRange = contentRange
            copy.attributes = attributes
            copy.hasDynamicAttributes = hasDynamicAttributes
            copy.inlineText = inlineText
            copy.form = form
            copy.field = field
            copy.isConditional = isConditional
            copy.rendering = rendering
            copy.parent = parent
            copy.children = children
            copy.alternatives = alternatives
            return copy
        }
    }
}

/// A form helper's model or scope, for checking field names.
public struct FormInfo: Sendable, Hashable {
    /// `form_with`, `form_for`, `fields_for`, `fields`.
    public var helper: String
    /// The model expression's last object as written: `@todo`, `todo`, `Todo.new` is dynamic -> nil.
    public var model: String?
    public var modelRange: SourceRange?
    /// The class of a model the expression builds (`Comment` for `Comment.new`,
    /// `[commentable, Comment.new(user: user)]`, `Admin::Report.new`): the object is a new
    /// record of exactly that class.
    public var modelClass: String?
    /// `scope: :todo`, `as: :todo`, or the first argument of `fields_for :items`.
    public var scope: String?
    /// Whether `scope:` or `as:` is given a value the template does not show (Devise's
    /// `as: resource_name`): the fields' names and ids then start with a key it does not know.
    public var hasDynamicScope = false
    /// The block variable, `form` in `do |form|`.
    public var builderVariable: String?
    /// For a builder's nested scope (`f.fields_for`, `f.fields`): the builder it is called on
    /// (`f`), whose form decides, among other things, whether its fields get ids.
    public var parentBuilder: String?
    /// The literal `html:` hash of a form helper: the keys in it are the `<form>` tag's own
    /// attributes, whatever the helper does with its other options.
    public var htmlOptions: SourceRange?
    /// The options of the helper that Rails merges away and never renders (a `data:` that
    /// `html: { data: }` replaces in `form_with`), key to value.
    public var droppedOptions: [SourceRange] = []
    /// Its block's body, `do` to `end`, where its builder variable is in scope: also where the
    /// browser's tree leaves it (a `</form>` in the block, or another form's, ended it early).
    public var block: SourceRange?
    /// The request its `<form>` sends, where the helper call shows it.
    var request: FormRequest?
}

/// A form builder call's field.
public struct FieldInfo: Sendable, Hashable {
    /// The receiver, `form` in `form.text_field :title`.
    public var builder: String
    /// The builder method, `text_field`.
    public var method: String
    /// The attribute name, `title`.
    public var name: String
    /// The name's token (without the `:` of a symbol or the quotes of a string).
    public var nameRange: SourceRange
    /// The value Rails appends to the field's id: a radio button's value
    /// (`radio_button :status, "P"` gets the id `…_status_p`), or the `value:` of a label
    /// (`label :status, value: "P"` points at that radio). Nil when the call gives none.
    public var tagValue: TagValue?
    /// The keys the call's options hash gives, as written (`value:`, `checked:`; a `select`'s
    /// `selected:` from its options, not its HTML options), with simple_form's `input_html:`
    /// keys as `input_html.value`. Keys the template does not show (`**options`) are not listed.
    public var options: [String: OptionValue] = [:]

    /// An option's value, as far as helpers that test it (`options["value"] ||= …`) tell apart.
    public enum OptionValue: Sendable, Hashable {
        /// `nil` or `false`: a key given, but a falsy value.
        case nilOrFalse
        /// A symbol or string written literally (`as: :string`).
        case name(String)
        /// Any other value, an expression included.
        case other
    }

    public enum TagValue: Sendable, Hashable {
        /// The value as written: a string, a symbol, a number, `true`.
        case literal(String)
        /// A value the template does not show (a variable, an interpolation).
        case dynamic
    }
}
