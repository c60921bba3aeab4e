import Foundation
import Testing
@testable import BridgeLintProject

/// `FileSizeLimit.read`: the bytes of a file within the limit, whole, and nothing of one over it.
@Suite struct FileSizeLimitTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 100_000])
    func aFileWithinTheLimitIsReadWhole(size: Int) throws {
        let folder = TemporaryFolder()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let path = folder.path + "/file"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(FileSizeLimit(bytes: 100_000).read(path) == .bytes(bytes))
    }

    @Test func aFileOverTheLimitIsNotRead() {
        let folder = TemporaryFolder()
        folder.write("file", String(repeating: "a", count: 11))
        #expect(FileSizeLimit(bytes: 10).read(folder.path + "/file") == .tooLarge(11))
        #expect(FileSizeLimit(bytes: 11).read(folder.path + "/file") == .bytes(Array(repeating: UInt8(ascii: "a"), count: 11)))
    }

    @Test func aFolderOrAMissingFileIsUnreadable() {
        let folder = TemporaryFolder()
        #expect(FileSizeLimit(bytes: 10).read(folder.path) == .unreadable)
        #expect(FileSizeLimit(bytes: 10).read(folder.path + "/missing") == .unreadable)
    }
}
