import BridgeLintCore
import BridgeLintProject
import Foundation
import Testing

/// `FileDigests`: a file is hashed once; while its size and time hold, its digest comes from
/// memory; a new time (a checkout) costs one read and gives the same digest; a changed byte
/// gives another one.
@Suite struct FileDigestsTests {
    private let limit = FileSizeLimit(bytes: FileSizeLimit.defaultBytes)

    /// Digests that keep what `save` writes in `stored`.
    private final class Shelf: Sendable {
        let stored = Locked<[UInt8]?>(nil)

        func digests(root: String) -> FileDigests {
            FileDigests(root: root, stored: stored.withLock { $0 }) { bytes in self.stored.withLock { $0 = bytes } }
        }
    }

    @Test func aFileIsHashedOnceThenRecalledUntilItsTimeChanges() throws {
        let folder = TemporaryFolder()
        folder.write("a.txt", "hello")
        let shelf = Shelf()
        let first = shelf.digests(root: folder.path)
        let digest = first.digest(ofFileAt: "a.txt", limit: limit)
        #expect(digest == StableHash.contentDigest("hello"))
        #expect(first.hashedCount == 1 && first.recalledCount == 0)
        first.save(forgettingUnused: false)

        let second = shelf.digests(root: folder.path)
        #expect(second.digest(ofFileAt: "a.txt", limit: limit) == digest)
        #expect(second.hashedCount == 0 && second.recalledCount == 1)

        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: folder.path + "/a.txt")
        #expect(second.digest(ofFileAt: "a.txt", limit: limit) == digest, "a new time on the same bytes")
        #expect(second.hashedCount == 1)
        second.save(forgettingUnused: false)
        let third = shelf.digests(root: folder.path)
        #expect(third.digest(ofFileAt: "a.txt", limit: limit) == digest)
        #expect(third.hashedCount == 0, "the new time was remembered")
    }

    /// The running binary is mapped, not read: the same digest as a read gives, remembered alike.
    @Test func theRunningBinaryIsHashedAsAReadHashesIt() throws {
        let executable = try #require(Bundle.main.executablePath)
        let shelf = Shelf()
        let digests = shelf.digests(root: "/")
        let mapped = digests.digest(ofRunningExecutableAt: executable)
        #expect(digests.hashedCount == 1)
        let read = try #require(FileManager.default.contents(atPath: executable))
        #expect(mapped == StableHash.contentDigest([UInt8](read)))
        #expect(digests.digest(ofRunningExecutableAt: executable) == mapped)
        #expect(digests.hashedCount == 1 && digests.recalledCount == 1)
        #expect(digests.digest(ofRunningExecutableAt: "/nonexistent/bridgelint") == "unreadable")
    }

    @Test func aChangedByteChangesTheDigest() {
        let folder = TemporaryFolder()
        folder.write("a.txt", "hello")
        let digests = FileDigests(root: folder.path, stored: nil) { _ in }
        let before = digests.digest(ofFileAt: "a.txt", limit: limit)
        folder.write("a.txt", "hellp")
        #expect(digests.digest(ofFileAt: folder.path + "/a.txt", limit: limit) != before, "absolute paths work too")
        #expect(digests.digest(ofFileAt: "missing.txt", limit: limit) == "unreadable")
    }

    @Test func nothingChangedWritesNothingAndAWholeRunForgetsRemovedFiles() throws {
        let folder = TemporaryFolder()
        folder.write("a.txt", "a")
        folder.write("b.txt", "b")
        let shelf = Shelf()
        let first = shelf.digests(root: folder.path)
        _ = first.digest(ofFileAt: "a.txt", limit: limit)
        _ = first.digest(ofFileAt: "b.txt", limit: limit)
        first.save(forgettingUnused: true)
        let written = try #require(shelf.stored.withLock { $0 })

        let second = shelf.digests(root: folder.path)
        _ = second.digest(ofFileAt: "a.txt", limit: limit)
        second.save(forgettingUnused: false)
        #expect(shelf.stored.withLock { $0 } == written, "a run that learned nothing writes nothing")
        second.save(forgettingUnused: true)
        let third = shelf.digests(root: folder.path)
        _ = third.digest(ofFileAt: "b.txt", limit: limit)
        #expect(third.hashedCount == 1, "b.txt was forgotten by the whole run that did not ask about it")
    }

    @Test func storedBytesThatDoNotDecodeAreIgnored() {
        let folder = TemporaryFolder()
        folder.write("a.txt", "a")
        for garbage: [UInt8] in [[], [1, 2, 3], Array("not compact".utf8)] {
            let digests = FileDigests(root: folder.path, stored: garbage) { _ in }
            #expect(digests.digest(ofFileAt: "a.txt", limit: limit) == StableHash.contentDigest("a"))
        }
    }
}
