import BridgeLintCore

/// What a Ruby file may change about where Rails looks templates up: the view paths
/// (`prepend_view_path`, `append_view_path`, `view_paths`), which may make any folder a root
/// of views, and the lookup prefixes (`local_prefixes`, `_prefixes`, `controller_path`, a
/// mailer's `template_path`), which may make a controller look in any folder, the root of the
/// views among them.
struct TemplateLookupChanges: OptionSet, Sendable {
    let rawValue: UInt8

    static let viewPaths = TemplateLookupChanges(rawValue: 1)
    static let prefixes = TemplateLookupChanges(rawValue: 2)
    /// `config.scoped_views = true` in Devise's initializer: Devise's controllers look their
    /// views up under each scope first (`users/registrations/new` for `devise_for :users`).
    static let deviseScopedViews = TemplateLookupChanges(rawValue: 4)

    private static let methods: [(name: [UInt8], change: TemplateLookupChanges)] = {
        let viewPaths = ["prepend_view_path", "append_view_path", "view_paths"].map { (Array($0.utf8), TemplateLookupChanges.viewPaths) }
        let prefixes = ["local_prefixes", "_prefixes", "controller_path", "template_path"].map { (Array($0.utf8), TemplateLookupChanges.prefixes) }
        return viewPaths + prefixes
    }()

    /// The changes `bytes` (Ruby) may make: each method it names as a whole word, but for one it
    /// assigns as a local variable (`view_paths = [...]` in a model), whose other bare mentions
    /// are the variable; a mention with a receiver (`self.view_paths`) still counts.
    init(ruby bytes: [UInt8]) {
        var changes: TemplateLookupChanges = []
        for method in Self.methods where !changes.contains(method.change) && ByteSearch.contains(method.name, in: bytes) {
            let mentions = Self.wordMentions(of: method.name, in: bytes)
            let isLocal = mentions.contains { $0.isLocalAssignment }
            if mentions.contains(where: { $0.hasReceiver || !isLocal }) { changes.insert(method.change) }
        }
        if Self.setsDeviseScopedViews(bytes) { changes.insert(.deviseScopedViews) }
        self = changes
    }

    private static let scopedViews = Array("scoped_views".utf8)

    /// Whether a line that is no comment sets `scoped_views` to `true` (`config.scoped_views = true`).
    private static func setsDeviseScopedViews(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while let found = ByteSearch.firstIndex(of: scopedViews, in: bytes, from: start) {
            start = found + scopedViews.count
            var lineStart = found
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            guard bytes[lineStart..<found].first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) != UInt8(ascii: "#") else { continue }
            let rest = bytes[start...].prefix { $0 != UInt8(ascii: "\n") }.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            if rest.starts(with: Array("=true".utf8)) { return true }
        }
        return false
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    private struct Mention {
        /// Written after a `.` (`self.view_paths`, `ActionController::Base.view_paths`).
        var hasReceiver: Bool
        /// Written with no receiver before a single `=` (`view_paths = [...]`): a local variable.
        var isLocalAssignment: Bool
    }

    private static func wordMentions(of word: [UInt8], in bytes: [UInt8]) -> [Mention] {
        var mentions: [Mention] = []
        var start = 0
        while let found = ByteSearch.firstIndex(of: word, in: bytes, from: start) {
            let end = found + word.count
            start = end
            guard found == 0 || !isNameByte(bytes[found - 1]), end == bytes.count || !isNameByte(bytes[end]) else { continue }
            let hasReceiver = found > 0 && bytes[found - 1] == UInt8(ascii: ".")
            var next = end
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            let assigns = next < bytes.count && bytes[next] == UInt8(ascii: "=")
                && (next + 1 == bytes.count || ![UInt8(ascii: "="), UInt8(ascii: "~"), UInt8(ascii: ">")].contains(bytes[next + 1]))
            mentions.append(Mention(hasReceiver: hasReceiver, isLocalAssignment: assigns && !hasReceiver))
        }
        return mentions
    }

    /// A byte of a Ruby name (a letter, digit, `_` or part of a non-ASCII character).
    static func isNameByte(_ byte: UInt8) -> Bool {
        RubyLexer.isWordByte(byte) || byte >= 0x80
    }
}
