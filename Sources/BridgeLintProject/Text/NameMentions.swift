import BridgeLintCore

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
        let names = names.sorted()
        // The words looked for: the names, then each Ruby form that is no name, standing for the
        // first name of that form (`rubyFormNames[i]` for `words[names.count + i]`).
        var words = names
        var rubyFormNames: [Int] = []
        var known = Set(names)
        for (index, name) in names.enumerated() {
            let form = rubyForm(of: name)
            if known.insert(form).inserted {
                words.append(form)
                rubyFormNames.append(index)
            }
        }
        let table = WordTable(words)
        let namesUTF8 = names.map { Array($0.utf8) }
        // The current file's count of each name, by index: a name's counts by file are one
        // look-up per file, not one per word (hashing the path for each was a seventh of `search`).
        var fileCounts = [Int](repeating: 0, count: names.count)
        for path in sources(in: files, folders: folders) {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            // The underscore form names a controller in view code (`stimulus(controller: :input_filter)`);
            // in configuration it names Rails controllers and routes (`controller: "airport_mode"`).
            let holdsRuby = rubyExtensions.contains { path.hasSuffix($0) } && !(path.hasPrefix("config/") || ByteSearch.contains("/config/", in: path))
            bytes.withUnsafeBufferPointer { buffer in
                forEachWord(in: buffer) { range in
                    guard let index = table.index(of: buffer, range) else { return }
                    if index < names.count {
                        fileCounts[index] += 1
                    } else if holdsRuby, isSymbolOrString(buffer, range) {
                        fileCounts[rubyFormNames[index - names.count]] += 1
                    }
                }
            }
            for index in fileCounts.indices where fileCounts[index] > 0 {
                counts[names[index], default: [:]][path] = fileCounts[index]
                fileCounts[index] = 0
            }
            for computed in ComputedName.all(in: bytes) {
                for (name, utf8) in zip(names, namesUTF8) where computed.mayBe(utf8: utf8) { found.computed[name, default: []].insert(path) }
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
    private static func isSymbolOrString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
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
        let names = Array(names)
        let table = WordTable(names)
        var counts = [Int](repeating: 0, count: names.count)
        for bytes in texts {
            bytes.withUnsafeBufferPointer { buffer in
                forEachWord(in: buffer) { range in
                    if let index = table.index(of: buffer, range) { counts[index] += 1 }
                }
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(names, counts).filter { $0.1 > 0 })
    }

    /// Calls `body` with the range of each word of `bytes`.
    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            guard isWord(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            repeat { index += 1 } while index < bytes.count && isWord(bytes[index])
            body(start..<index)
        }
    }

    /// The words searched for, found by their bytes with no string made of a source's word:
    /// most words are ruled out by their first byte and length, each looked up in a table
    /// (a string per word of every source file was a fifth of a cached run); the others in a
    /// hash table of the words' bytes (a string and a `Set` look-up for each was a sixth of
    /// `search`, issue 21).
    private struct WordTable {
        /// The words' bytes, in the order given: a word's index is its place there.
        private let words: [[UInt8]]
        private var firstBytes = [Bool](repeating: false, count: 256)
        /// Whether some word has the length of the index, up to the longest word.
        private var lengths: [Bool]
        /// Indices into `words` by the hash of their bytes, probed in turn; -1 is an empty slot.
        /// A power of two, at least twice the words, so that a probe soon meets an empty slot.
        private var slots: [Int]

        /// A table of `words`, which are distinct.
        init(_ words: [String]) {
            self.words = words.map { Array($0.utf8) }
            lengths = [Bool](repeating: false, count: (self.words.map(\.count).max() ?? 0) + 1)
            var capacity = 1
            while capacity < 2 * words.count { capacity *= 2 }
            slots = [Int](repeating: -1, count: capacity)
            for (index, word) in self.words.enumerated() {
                guard let first = word.first else { continue }
                firstBytes[Int(first)] = true
                lengths[word.count] = true
                var slot = Self.hash(word) & (capacity - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = index
            }
        }

        /// The index of the word that `bytes[range]` (not empty) is, or nil.
        func index(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
            guard firstBytes[Int(bytes[range.lowerBound])], range.count < lengths.count, lengths[range.count] else { return nil }
            let word = UnsafeBufferPointer(rebasing: bytes[range])
            let mask = slots.count - 1
            var slot = Self.hash(word) & mask
            while slots[slot] >= 0 {
                let candidate = words[slots[slot]]
                if candidate.count == word.count, candidate.elementsEqual(word) { return slots[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// FNV-1a of the bytes: `Hasher` sets up and finalizes a seeded state for each word.
        private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash)
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
