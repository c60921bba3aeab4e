/// Which file names Rails can render as templates: `name[.locale][.format][+variant].erb`, or a
/// plain `.html` file. Copies and backups beside real templates (`_menu.html_old.erb`,
/// `show.html.erb.orig`, `index.html.erb.bak`) have a part no lookup ever asks for, so they are
/// never rendered and never linted.
public enum TemplateName {
    /// The formats Rails registers (`Mime::SET`, plus Turbo's `turbo_stream`).
    static let formats: Set<String> = [
        "html", "text", "js", "css", "ics", "csv", "vcf", "vtt", "png", "jpeg", "gif", "bmp", "tiff", "svg", "webp",
        "mpeg", "mp3", "ogg", "m4a", "webm", "mp4", "otf", "ttf", "woff", "woff2", "xml", "rss", "atom", "yaml",
        "multipart_form", "url_encoded_form", "json", "pdf", "zip", "gzip", "turbo_stream",
        // Registered by Markdown handlers (Lookbook pages, markdown-rails, maildown): not HTML.
        "md", "markdown",
        // Registered by Facebooker for Facebook canvas pages: FBML, which Facebook's servers read as XML.
        "fbml",
    ]

    /// Whether the file at `path` (any folder) has a template's name; `registered`: the formats
    /// the app registers besides Rails' own.
    public static func isTemplate(_ path: String, registered: MimeRegistrations) -> Bool {
        guard path.hasSuffix(".erb") || path.hasSuffix(".html") else { return false }
        let name = fileName(path)
        if name.hasSuffix(".html") { return name.count > ".html".count }
        guard name.hasSuffix(".erb") else { return false }
        let parts = name.dropLast(".erb".count).split(separator: ".", omittingEmptySubsequences: false)
        guard let stem = parts.first, !stem.isEmpty, stem != "_" else { return false }
        return parts.dropFirst().allSatisfy { part in
            let withoutVariant = part.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first ?? part
            return formats.contains(String(withoutVariant)) || registered.contains(String(withoutVariant)) || isLocale(withoutVariant)
        }
    }

    /// Whether the template at `path` renders an HTML document or fragment: a `.html` file, a
    /// template whose format is `html` or `turbo_stream` (`<turbo-stream>` wraps HTML), or one
    /// that names no format. `feed.xml.erb`, `show.json.erb`, `create.js.erb`, `mail.text.erb`,
    /// `theme.css.erb` render other languages, to which HTML's tree rules do not apply; so does a
    /// format the app registers for another MIME type (`report.xls.erb`), while one it registers
    /// for `text/html` (`show.mobile.erb`) renders HTML.
    public static func rendersHTML(_ path: String, registered: MimeRegistrations) -> Bool {
        let name = fileName(path)
        guard name.hasSuffix(".erb") else { return true }
        let parts = name.dropLast(".erb".count).split(separator: ".", omittingEmptySubsequences: false).dropFirst()
        let named = parts.map { String($0.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first ?? $0) }
            .filter { formats.contains($0) || registered.contains($0) }
        return named.isEmpty || named.contains { $0 == "html" || $0 == "turbo_stream" || !formats.contains($0) && registered.htmlFormats.contains($0) }
    }

    /// Whether the name of the template at `path` gives its format (`show.html.erb`,
    /// `_row.turbo_stream.erb`, `page.html`), as opposed to `finish.erb`.
    public static func namesFormat(_ path: String, registered: MimeRegistrations) -> Bool {
        let name = fileName(path)
        guard name.hasSuffix(".erb") else { return true }
        return name.dropLast(".erb".count).split(separator: ".", omittingEmptySubsequences: false).dropFirst().contains { part in
            let format = String(part.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first ?? part)
            return formats.contains(format) || registered.contains(format)
        }
    }

    /// The part of `path` after its last `/`.
    private static func fileName(_ path: String) -> Substring {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
    }

    /// `en`, `pt-BR`, `zh_TW`.
    private static func isLocale(_ part: Substring) -> Bool {
        let pieces = part.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = pieces.first, (2...3).contains(language.count), language.allSatisfy({ $0.isLetter && $0.isLowercase }),
              pieces.count <= 2 else { return false }
        return pieces.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}
