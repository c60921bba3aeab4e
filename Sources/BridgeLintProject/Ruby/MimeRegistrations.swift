/// The template formats an app registers itself (`Mime::Type.register "application/vnd.ms-excel",
/// :xls` in `config/initializers/mime_types.rb`): `report.xls.erb` then names a format, not a
/// locale. A format registered for `text/html` (`Mime::Type.register_alias "text/html",
/// :mobile`) renders HTML; any other renders another language. Only literal registrations on
/// lines that are not comments count: a computed one (`Mime::Type.register type, name`) proves
/// nothing.
public struct MimeRegistrations: Sendable, Hashable {
    /// Formats registered for a MIME type other than `text/html`.
    public var otherFormats: Set<String>
    /// Formats registered for `text/html`.
    public var htmlFormats: Set<String>

    public init(otherFormats: Set<String> = [], htmlFormats: Set<String> = []) {
        self.otherFormats = otherFormats
        self.htmlFormats = htmlFormats
    }

    /// No registrations: Rails' own formats only.
    public static let none = MimeRegistrations()

    /// Whether `format` is a format the app registered.
    func contains(_ format: String) -> Bool {
        otherFormats.contains(format) || htmlFormats.contains(format)
    }

    /// The registrations in the Ruby files Rails loads at boot (`config/initializers/**/*.rb`,
    /// `config/application.rb`, `config/environment.rb` of Rails 2) of the app at `app` and of
    /// the engines folded into it (`parts`).
    static func load(files: RepositoryFiles, app: String, parts: [String]) -> MimeRegistrations {
        var result = MimeRegistrations()
        for prefix in [app] + parts {
            let paths = files.files(under: prefix + "config/initializers") { $0.hasSuffix(".rb") }
                + [prefix + "config/application.rb", prefix + "config/environment.rb"].filter(files.contains)
            for path in paths {
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
                result.read(String(decoding: bytes, as: UTF8.self))
            }
        }
        return result
    }

    /// Adds the registrations in the Ruby `text`.
    mutating func read(_ text: String) {
        var inBlockComment = false
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.hasPrefix("=begin") { inBlockComment = true }
            if inBlockComment {
                if line.hasPrefix("=end") { inBlockComment = false }
                continue
            }
            guard let (type, format) = Self.registration(in: line.drop { $0 == " " || $0 == "\t" }) else { continue }
            if type == "text/html" { htmlFormats.insert(format) } else { otherFormats.insert(format) }
        }
    }

    /// The MIME type and format of a line that starts with a registration with a literal type
    /// and a symbol (`Mime::Type.register "text/calendar", :ics`, `Mime::Type.register_alias('text/html', :iphone)`).
    private static func registration(in line: Substring) -> (type: String, format: String)? {
        var rest = line
        for start in ["Mime::Type.register_alias", "Mime::Type.register"] where rest.hasPrefix(start) {
            rest = rest.dropFirst(start.count)
            break
        }
        guard rest.count < line.count, let first = rest.first, first == " " || first == "(" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: quote) else { return nil }
        let type = String(rest[..<close])
        guard !type.contains("#{"), type.contains("/") else { return nil }
        rest = rest[rest.index(after: close)...].drop { $0 == " " }
        guard rest.first == "," else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        let format = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let initial = format.first, initial.isLetter || initial == "_" else { return nil }
        let after = rest.dropFirst(1 + format.count).first
        guard after == nil || after == "," || after == ")" || after == " " || after == "\r" else { return nil }
        return (type, String(format))
    }
}
