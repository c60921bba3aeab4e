import BridgeLintCore
import Testing

@Suite struct FileTextsTests {
    static let disk: [String: String] = [
        "app/views/a.html.erb": "<p>a</p>",
        "app/views/b.html.erb": "<p>bb</p>",
        "app/views/c.html.erb": "<p>ccc</p>",
    ]

    /// Texts over `disk` (a listing that also names a file that cannot be read), counting reads.
    static func texts(retainedBytes: Int, reads: Locked<Int>) -> FileTexts {
        FileTexts(listing: { ["app/views/a.html.erb", "app/views/gone.html.erb", "app/views/b.html.erb", "app/views/c.html.erb"] },
                  read: { path in
                      reads.withLock { $0 += 1 }
                      return disk[path].map { Array($0.utf8) }
                  },
                  retainedBytes: retainedBytes)
    }

    /// Within the budget, the first pass reads every file once and keeps the texts: later passes
    /// and single questions read nothing. A file that cannot be read is not one of them.
    @Test func smallTextsAreReadOnce() {
        let reads = Locked(0)
        let texts = Self.texts(retainedBytes: 1_000, reads: reads)
        #expect(reads.withLock { $0 } == 0, "nothing is read before it is asked")
        #expect(texts.paths == ["app/views/a.html.erb", "app/views/b.html.erb", "app/views/c.html.erb"])
        #expect(texts.isRetained)
        #expect(reads.withLock { $0 } == 4)
        for _ in 0..<3 { #expect(texts.map { String(decoding: $0.bytes, as: UTF8.self) } == ["<p>a</p>", "<p>bb</p>", "<p>ccc</p>"]) }
        #expect(texts.text(at: "app/views/b.html.erb") == Array("<p>bb</p>".utf8))
        #expect(texts.text(at: "app/views/gone.html.erb") == nil)
        #expect(reads.withLock { $0 } == 4)
    }

    /// A path is given back as the listing holds it once the listing is made, and as given
    /// before (asking lists nothing) or when it is not listed.
    @Test func aListedPathIsTheListingsOwn() {
        let reads = Locked(0)
        let texts = Self.texts(retainedBytes: 1_000, reads: reads)
        #expect(texts.listedPath("app/views/a.html.erb") == "app/views/a.html.erb")
        #expect(reads.withLock { $0 } == 0, "asking does not list the files")
        _ = texts.paths
        #expect(texts.listedPath("app/views/b.html.erb") == "app/views/b.html.erb")
        #expect(texts.listedPath("app/views/gone.html.erb") == "app/views/gone.html.erb")
        #expect(texts.listedPath("app/views/other.html.erb") == "app/views/other.html.erb")
    }

    /// Over the budget, no text is kept: each pass reads each file again, one at a time, and
    /// answers as the texts in memory would.
    @Test func largeTextsAreReadAtEachPass() {
        let reads = Locked(0)
        let texts = Self.texts(retainedBytes: 12, reads: reads)
        let inMemory = FileTexts(texts: Self.disk.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: Array($0.value.utf8)) })
        #expect(!texts.isRetained)
        #expect(inMemory.isRetained)
        #expect(texts.paths == inMemory.paths)
        let afterListing = reads.withLock { $0 }
        for pass in 1...2 {
            #expect(texts.map(\.bytes) == inMemory.map(\.bytes))
            #expect(reads.withLock { $0 } == afterListing + 3 * pass)
        }
        #expect(texts.text(at: "app/views/c.html.erb") == inMemory.text(at: "app/views/c.html.erb"))
        #expect(texts.text(at: "app/views/elsewhere.html.erb") == nil)
    }
}
