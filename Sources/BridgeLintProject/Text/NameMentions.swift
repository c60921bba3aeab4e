/// Where names appear as whole words in the app's sources: a cheap byte search, for facts no
/// parser sees (a controller identifier built in a Ruby helper or mounted from JavaScript).
public enum NameMentions {
    /// Sources searched under `app/`: Ruby, JavaScript, TypeScript and templates, and the
    /// generators' templates (Thor's `.tt`: `lib/templates/erb/scaffold/_form.html.erb.tt`
    /// writes the forms the app generates next).
    static let extensions = [".rb", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".tt"] + templateExtensions

    /// Folders searched for templates only: a test harness's views (`spec/support/**/views`) and
    /// component previews (`test/components/previews`) mount controllers that no page of the app
    /// may mount, and the controller is used; their Ruby and scripts are the tests'.
    public static let testFolders = ["test", "spec"]

    /// Templates among `extensions`: the only sources searched under `testFolders`. Besides
    /// Rails' own, those of other template languages an app may render markup from (a Liquid
    /// page part a model loads, a Vue or Svelte component, a Handlebars or Mustache view).
    static let templateExtensions = [".erb", ".haml", ".slim", ".html", ".liquid", ".mustache", ".hbs", ".handlebars", ".ejs", ".vue", ".svelte"]

    /// Sources holding Ruby code, where a name may be written in its Ruby form.
    static let rubyExtensions = [".rb", ".erb", ".haml", ".slim", ".tt"]

    /// For each of `names` found, the number of occurrences in each file of `files` under
    /// `folders`. A word is a run of letters, digits, `_` and `-` (so `bridge--nav` is one word
    /// and `todo` does not match inside `todos` or `todo_path`). In Ruby code, a symbol or a
    /// whole string literal in a name's underscore form (`:input_filter`, `"onboarding__main"`)
    /// counts for the name (`input-filter`, `onboarding--main`): Ruby view code names
    /// identifiers so and dasherizes them.
    public static func count(_ names: Set<String>, in files: RepositoryFiles, folders: [String]) -> [String: [String: Int]] {
        search(names, in: files, folders: folders).counts
    }

    /// What `search` finds of some names.
    public struct Found: Sendable {
        /// For each name found, the number of its whole-word occurrences in each file (see `count`).
        public var counts: [String: [String: Int]] = [:]
        /// For each name, the files that build a name it may be from written and computed
        /// parts (`"#{type}-chart"` may be `allocation-chart`; see `ComputedName`).
        public var computed: [String: Set<String>] = [:]
    }

    /// `count`'s occurrences, and the files whose computed names (see `ComputedName`) may be
    /// each name: in one reading of the files.
    public static func search(_ names: Set<String>, in files: RepositoryFiles, folders: [String]) -> Found {
        guard !names.isEmpty else { return Found() }
        var found = Found()
        var counts: [String: [String: Int]] = [:]
        var namesByRubyForm: [String: String] = [:]
        for name in names.sorted() {
            let form = rubyForm(of: name)
            if form != name, namesByRubyForm[form] == nil { namesByRubyForm[form] = name }
        }
        let filter = WordFilter(names.union(namesByRubyForm.keys))
        let namesUTF8 = names.map { ($0, Array($0.utf8)) }
        for path in sources(in: files, folders: folders) {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            // The underscore form names a controller in view code (`stimulus(controller: :input_filter)`);
            // in configuration it names Rails controllers and routes (`controller: "airport_mode"`).
            let holdsRuby = rubyExtensions.contains { path.hasSuffix($0) } && !(path.hasPrefix("config/") || path.contains("/config/"))
            forEachWord(in: bytes) { range in
                guard filter.mayBeName(bytes, range) else { return }
                let word = String(decoding: bytes[range], as: UTF8.self)
                if names.contains(word) {
                    counts[word, default: [:]][path, default: 0] += 1
                } else if holdsRuby, let name = namesByRubyForm[word], isSymbolOrString(bytes, range) {
                    counts[name, default: [:]][path, default: 0] += 1
                }
            }
            for computed in ComputedName.all(in: bytes) {
                for (name, utf8) in namesUTF8 where computed.mayBe(utf8: utf8) { found.computed[name, default: []].insert(path) }
            }
        }
        found.counts = counts
        return found
    }

    /// `input-filter` -> `input_filter`, `onboarding--main` -> `onboarding__main`: the form
    /// ActiveSupport's `dasherize` turns back into the identifier.
    static func rubyForm(of name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }

    /// Whether the word at `range` is a Ruby symbol (`:word`, not `::Word`) or a whole string
    /// literal (`"word"`, `'word'`, `:"word"`).
    private static func isSymbolOrString(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.lowerBound > 0 else { return false }
        let before = bytes[range.lowerBound - 1]
        if before == UInt8(ascii: ":") { return range.lowerBound < 2 || bytes[range.lowerBound - 2] != UInt8(ascii: ":") }
        guard before == UInt8(ascii: "\"") || before == UInt8(ascii: "'"), range.upperBound < bytes.count else { return false }
        return bytes[range.upperBound] == before
    }

    /// The files `count` searches under `folders` (root-relative, sorted).
    public static func sources(in files: RepositoryFiles, folders: [String]) -> [String] {
        let paths = folders.flatMap { folder in
            let searched = testFolders.contains { folder == $0 || folder.hasSuffix("/" + $0) } ? templateExtensions : extensions
            return files.files(under: folder, where: { path in searched.contains { path.hasASCIISuffix($0) } })
        }
        return Set(paths).sorted()
    }

    /// How often each of `names` occurs as a whole word in `texts` (words as in `count`).
    public static func occurrences(of names: Set<String>, in texts: [[UInt8]]) -> [String: Int] {
        guard !names.isEmpty else { return [:] }
        let filter = WordFilter(names)
        var counts: [String: Int] = [:]
        for bytes in texts {
            forEachWord(in: bytes) { range in
                guard filter.mayBeName(bytes, range) else { return }
                let word = String(decoding: bytes[range], as: UTF8.self)
                if names.contains(word) { counts[word, default: 0] += 1 }
            }
        }
        return counts
    }

    /// Calls `body` with the range of each word of `bytes`.
    private static func forEachWord(in bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var start: Int?
        for index in 0...bytes.count {
            let isWordByte = index < bytes.count && isWord(bytes[index])
            if isWordByte, start == nil { start = index }
            if !isWordByte, let first = start {
                body(first..<index)
                start = nil
            }
        }
    }

    /// Rules out most words by their first byte and length before a string is made of them
    /// (a string per word of every source file was a fifth of a cached run), each looked up in
    /// a table (a set of lengths hashed every word of every source).
    private struct WordFilter {
        private var firstBytes = [Bool](repeating: false, count: 256)
        /// Whether some name has the length of the index, up to the longest name.
        private var lengths: [Bool]

        init(_ names: Set<String>) {
            lengths = [Bool](repeating: false, count: (names.map(\.utf8.count).max() ?? 0) + 1)
            for name in names {
                guard let first = name.utf8.first else { continue }
                firstBytes[Int(first)] = true
                lengths[name.utf8.count] = true
            }
        }

        func mayBeName(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
            firstBytes[Int(bytes[range.lowerBound])] && range.count < lengths.count && lengths[range.count]
        }
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...: true
        default: false
        }
    }
}
