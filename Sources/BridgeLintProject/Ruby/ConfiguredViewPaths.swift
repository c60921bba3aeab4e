import BridgeLintCore

/// The view folders an app adds to Rails' lookup in its own code:
/// `config.paths["app/views"].unshift("#{Rails.root}/app/packs/core/#{name}/views")` (also
/// `push`, `prepend`, `append`, `<<`), and `prepend_view_path`/`append_view_path` with a path in
/// the app. Templates there are the app's: bridgelint reads them as it reads `app/views`.
///
/// A part of the path computed at run time (`#{name}`, a variable among `Rails.root.join`'s
/// arguments) matches any one folder; a path that starts with one, leaves the app, or is
/// written in a way not listed here adds nothing.
public enum ConfiguredViewPaths {
    /// Where apps change their view paths: their configuration and controllers. (An engine's
    /// `paths["app/views"]` in `lib` is relative to the engine's folder, not the app's.)
    static let searchedFolders = ["config", "app/controllers"]

    /// App-relative folder globs (`app/packs/core/*/views`), sorted, each once.
    public static func folders(of app: String, files: RepositoryFiles) -> [String] {
        var result: Set<String> = []
        for folder in searchedFolders {
            for path in files.files(under: app + folder, where: { $0.hasSuffix(".rb") }) {
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)),
                      ByteSearch.contains(Array("view".utf8), in: bytes) else { continue }
                result.formUnion(viewFolders(inRuby: bytes))
            }
        }
        return result.sorted()
    }

    /// The folders the Ruby source `bytes` adds to the view paths, as written (see the type).
    static func viewFolders(inRuby bytes: [UInt8]) -> [String] {
        let tokens = RubyLexer.tokens(of: bytes)
        var result: [String] = []
        for index in tokens.indices {
            guard let argument = argumentIndex(ofViewPathCallAt: index, in: tokens),
                  let path = path(at: argument, in: tokens, bytes: bytes).flatMap(appFolder) else { continue }
            result.append(path)
        }
        return result
    }

    /// Where the path argument starts when `index` begins a call that adds a view path.
    private static func argumentIndex(ofViewPathCallAt index: Int, in tokens: [RubyToken]) -> Int? {
        func token(_ offset: Int) -> RubyToken? { tokens.indices.contains(index + offset) ? tokens[index + offset] : nil }
        func skippingParenthesis(_ offset: Int) -> Int { token(offset)?.isPunctuation("(") == true ? index + offset + 1 : index + offset }
        let current = tokens[index]
        if current.kind == .identifier, ["prepend_view_path", "append_view_path"].contains(current.text) {
            return skippingParenthesis(1)
        }
        // paths["app/views"] followed by .unshift / .push / .prepend / .append / <<
        guard current.isIdentifier("paths"), token(1)?.isPunctuation("[") == true, token(2)?.name == "app/views",
              token(3)?.isPunctuation("]") == true, let next = token(4) else { return nil }
        if next.isPunctuation("<<") { return index + 5 }
        guard next.isPunctuation("."), let method = token(5), method.kind == .identifier,
              ["unshift", "push", "prepend", "append"].contains(method.text) else { return nil }
        return skippingParenthesis(6)
    }

    /// The path written at `index`: a string (`"#{Rails.root}/app/x"`, `'app/x'`),
    /// `Rails.root.join("app", name, "views")` or `File.join(Rails.root, "app", "views")`;
    /// each part computed at run time is `*`, and the app's folder is `rootMarker`.
    private static func path(at index: Int, in tokens: [RubyToken], bytes: [UInt8]) -> String? {
        func token(_ offset: Int) -> RubyToken? { tokens.indices.contains(index + offset) ? tokens[index + offset] : nil }
        guard let first = token(0) else { return nil }
        if first.kind == .string {
            return first.segments.map { segment in
                switch segment {
                case .text(let text, _, _): text
                case .dynamic(let range): isRailsRoot(String(decoding: bytes[range.start..<range.end], as: UTF8.self)) ? rootMarker : "*"
                }
            }.joined()
        }
        let joinStart: Int
        if isRailsRoot(at: index, in: tokens), token(3)?.isPunctuation(".") == true, token(4)?.isIdentifier("join") == true,
           token(5)?.isPunctuation("(") == true {
            joinStart = index + 6
        } else if first.isIdentifier("File"), token(1)?.isPunctuation(".") == true, token(2)?.isIdentifier("join") == true,
                  token(3)?.isPunctuation("(") == true, isRailsRoot(at: index + 4, in: tokens), token(7)?.isPunctuation(",") == true {
            joinStart = index + 8
        } else {
            return nil
        }
        var parts = [rootMarker]
        var position = joinStart
        while tokens.indices.contains(position), !tokens[position].isPunctuation(")") {
            let part = tokens[position]
            switch part.kind {
            case .string: parts.append(part.name ?? "*")
            case .identifier, .variable: parts.append("*")
            default: return nil
            }
            position += 1
            if tokens.indices.contains(position), tokens[position].isPunctuation(",") { position += 1 }
        }
        return parts.joined(separator: "/")
    }

    /// Stands for `Rails.root` in a path as written.
    private static let rootMarker = "\u{0}root"

    /// `Rails.root` (or `::Rails.root`) written at `index`: three tokens.
    private static func isRailsRoot(at index: Int, in tokens: [RubyToken]) -> Bool {
        tokens.indices.contains(index + 2) && tokens[index].isIdentifier("Rails") && tokens[index + 1].isPunctuation(".")
            && tokens[index + 2].isIdentifier("root")
    }

    /// The code of an interpolation (`#{Rails.root}`, `#{::Rails.root.to_s}`) is the app's folder.
    private static func isRailsRoot(_ interpolation: String) -> Bool {
        let code = interpolation.filter { !$0.isWhitespace }
        return ["#{Rails.root}", "#{::Rails.root}", "#{Rails.root.to_s}", "#{::Rails.root.to_s}"].contains(code)
    }

    /// The app-relative folder glob of `written`: nil unless it is relative or starts at
    /// `Rails.root`, and unless its first folder is written out and it stays in the app.
    private static func appFolder(_ written: String) -> String? {
        var relative = Substring(written)
        if relative.hasPrefix(rootMarker) {
            relative = relative.dropFirst(rootMarker.count)
        } else if relative.hasPrefix("/") {
            return nil
        }
        let parts = relative.split(separator: "/").filter { $0 != "." }
        guard let first = parts.first, !first.contains("*"), !parts.contains(".."),
              !parts.contains(where: { $0.contains(rootMarker) || $0.contains("**") }) else { return nil }
        return parts.map { $0.contains("*") ? "*" : String($0) }.joined(separator: "/")
    }
}
