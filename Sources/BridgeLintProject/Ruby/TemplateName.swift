import BridgeLintCore

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
        let name = fileName(path)
        if name.hasASCIISuffix(".html") { return name.utf8.count > ".html".utf8.count }
        guard let (stem, parts) = erbParts(of: name), !stem.isEmpty, stem != "_" else { return false }
        return parts.allSatisfy { part in
            formats.contains(String(part)) || registered.contains(String(part)) || isLocale(part)
        }
    }

    /// Whether the template at `path` renders an HTML document or fragment: a `.html` file, a
    /// template whose format is `html` or `turbo_stream` (`<turbo-stream>` wraps HTML), or one
    /// that names no format. `feed.xml.erb`, `show.json.erb`, `create.js.erb`, `mail.text.erb`,
    /// `theme.css.erb` render other languages, to which HTML's tree rules do not apply; so does a
    /// format the app registers for another MIME type (`report.xls.erb`), while one it registers
    /// for `text/html` (`show.mobile.erb`) renders HTML.
    public static func rendersHTML(_ path: String, registered: MimeRegistrations) -> Bool {
        guard let (_, parts) = erbParts(of: fileName(path)) else { return true }
        let named = parts.map(String.init).filter { formats.contains($0) || registered.contains($0) }
        return named.isEmpty || named.contains { $0 == "html" || $0 == "turbo_stream" || !formats.contains($0) && registered.htmlFormats.contains($0) }
    }

    /// Whether the name of the template at `path` gives its format (`show.html.erb`,
    /// `_row.turbo_stream.erb`, `page.html`), as opposed to `finish.erb`.
    public static func namesFormat(_ path: String, registered: MimeRegistrations) -> Bool {
        guard let (_, parts) = erbParts(of: fileName(path)) else { return true }
        return parts.contains { formats.contains(String($0)) || registered.contains(String($0)) }
    }

    /// The stem of a `.erb` file name and the parts between it and `.erb`, each without its
    /// variant (`show.en.html+phone.erb`: `show`, then `en` and `html`); nil for another name.
    /// Split by bytes: file names are tested for every file of the repository on each run.
    private static func erbParts(of name: Substring) -> (stem: Substring, parts: [Substring])? {
        guard name.hasASCIISuffix(".erb") else { return nil }
        let parts = name[..<name.utf8.index(name.endIndex, offsetBy: -".erb".utf8.count)].parts(separatedBy: ".", omittingEmpty: false)
        let formats = parts.dropFirst().map { part in part.utf8.firstIndex(of: UInt8(ascii: "+")).map { part[..<$0] } ?? part }
        return (parts[0], formats)
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
