import BridgeLintCore

/// Controllers a template registers in a `<script>` of its own (a page that starts a Stimulus
/// application and calls `application.register("payment-intent", ...)` inline): they exist on
/// the app's pages, though bridgelint reads no class for them.
enum PageScriptRegistrations {
    /// The identifiers the templates under `app` register on a proven Stimulus application.
    static func identifiers(files: RepositoryFiles, app: String) -> Set<String> {
        let register = Array("register(".utf8)
        let stimulus = Array("stimulus".utf8)
        var result: Set<String> = []
        for path in files.paths where path.hasPrefix(app + "app/") && (path.hasSuffix(".erb") || path.hasSuffix(".html")) {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)),
                  bytes.contains(subsequence: register), bytes.contains(subsequence: stimulus) else { continue }
            for body in scriptBodies(in: bytes) {
                result.formUnion(RegistrationScanner.scan(bytes: Array(bytes[body]), path: path).registrations.filter(\.isProven).map(\.identifier))
            }
        }
        return result
    }

    /// The text between each `<script ...>` and its `</script>`.
    static func scriptBodies(in bytes: [UInt8]) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var offset = 0
        while let start = firstIndex(of: "<script", in: bytes, from: offset),
              let tagEnd = bytes[(start + 7)...].firstIndex(of: UInt8(ascii: ">")) {
            let end = firstIndex(of: "</script", in: bytes, from: tagEnd + 1) ?? bytes.count
            bodies.append((tagEnd + 1)..<end)
            offset = end
        }
        return bodies
    }

    /// Where `word` (lower-case ASCII) first occurs at or after `offset`, ignoring ASCII case.
    private static func firstIndex(of word: String, in bytes: [UInt8], from offset: Int) -> Int? {
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count, offset <= bytes.count - needle.count else { return nil }
        return (offset...(bytes.count - needle.count)).first { start in
            bytes[start] == UInt8(ascii: "<") && needle.indices.allSatisfy { bytes[start + $0] | 0x20 == needle[$0] | 0x20 }
        }
    }
}
