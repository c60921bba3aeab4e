#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The files git tracks, read from the repository's index (`.git/index`, or the index of the
/// git folder a worktree's `.git` file names) without running git: a committed file is part of
/// the app even when `.gitignore` lists it (a `db/schema.rb` committed before the line was
/// added), so the walk lists it. Paths are kept as the index holds them (sorted by their bytes,
/// as git sorts them) and searched by halves.
///
/// Versions 2 to 4 of the index format are read (4 compresses each path against the one
/// before). A split index (`core.splitIndex`, whose entries live in a second file) is not read:
/// the walk then goes by `.gitignore` alone, as before.
public struct TrackedFiles: Sendable {
    /// The paths' bytes, one after the other, relative to the walked root.
    private let names: [UInt8]
    /// Where each path starts in `names`; one more, the end of the last.
    private let starts: [Int]

    public var count: Int { starts.count - 1 }

    /// The tracked files under `root` (a repository's work tree, or a folder inside one); nil
    /// when `root` is in no git work tree or its index cannot be read.
    public init?(root: String) {
        guard let (index, prefix) = Self.locateIndex(root: root) else { return nil }
        self.init(index: index, prefix: prefix)
    }

    /// The tracked files of the index file `index` whose paths start with `prefix` (that part
    /// removed); empty when the index does not exist (git tracks nothing yet); nil when it
    /// cannot be read.
    init?(index: String, prefix: String) {
        guard let bytes = Self.rawBytes(atPath: index) else {
            if access(index, F_OK) != 0, errno == ENOENT { self.init(names: [], starts: [0]); return }
            return nil
        }
        let gitFolder = String(index.dropLast("/index".count))
        guard let parsed = Self.parse(bytes, under: Array(prefix.utf8), hashSize: Self.hashSize(gitFolder: gitFolder)) else { return nil }
        self.init(names: parsed.names, starts: parsed.starts)
    }

    /// For tests: these root-relative paths, in any order.
    public init(paths: [String]) {
        var names: [UInt8] = []
        var starts: [Int] = []
        for path in paths.map({ Array($0.utf8) }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            starts.append(names.count)
            names += path
        }
        starts.append(names.count)
        self.init(names: names, starts: starts)
    }

    private init(names: [UInt8], starts: [Int]) {
        self.names = names
        self.starts = starts
    }

    /// Whether git tracks the file at the root-relative `path`.
    public func contains(_ path: String) -> Bool {
        let key = Array(path.utf8)
        let index = lowerBound(key)
        return index < count && compare(index, key) == 0
    }

    /// Whether git tracks a file inside the root-relative `folder`.
    public func holdsFiles(inFolder folder: String) -> Bool {
        let key = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8)
        let index = lowerBound(key)
        guard index < count else { return false }
        let length = starts[index + 1] - starts[index]
        return length >= key.count && names[starts[index]..<(starts[index] + key.count)].elementsEqual(key)
    }

    /// The first entry not ordered before `key`.
    private func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if compare(middle, key) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entry at `index` against `key`, byte by byte (a prefix orders first), as git orders paths.
    private func compare(_ index: Int, _ key: [UInt8]) -> Int {
        let start = starts[index]
        let length = starts[index + 1] - start
        for offset in 0..<min(length, key.count) where names[start + offset] != key[offset] {
            return names[start + offset] < key[offset] ? -1 : 1
        }
        return length == key.count ? 0 : (length < key.count ? -1 : 1)
    }

    // MARK: Finding and reading the index

    /// The index file of the work tree holding `root`, and `root`'s path inside that work tree
    /// (`""`, or a folder ending in `/`).
    static func locateIndex(root: String) -> (index: String, prefix: String)? {
        var folder = root.isEmpty ? "." : root
        if let resolved = realpath(folder, nil) {
            folder = String(cString: resolved)
            free(resolved)
        }
        var inside: [String] = []
        while true {
            let dotGit = FileWalker.join(folder, ".git")
            var info = stat()
            if stat(dotGit, &info) == 0 {
                let prefix = inside.isEmpty ? "" : inside.reversed().joined(separator: "/") + "/"
                if info.st_mode & S_IFMT == S_IFDIR { return (dotGit + "/index", prefix) }
                // A worktree or submodule: `gitdir: <folder>`, relative to the work tree or absolute.
                guard let text = rawBytes(atPath: dotGit).map({ String(decoding: $0, as: UTF8.self) }),
                      let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first, line.hasPrefix("gitdir:") else { return nil }
                let gitFolder = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
                guard !gitFolder.isEmpty else { return nil }
                return ((gitFolder.hasPrefix("/") ? gitFolder : FileWalker.join(folder, gitFolder)) + "/index", prefix)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            inside.append(String(folder[folder.index(after: slash)...]))
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// 32 bytes for a repository of SHA-256 object names (`objectformat = sha256` in its
    /// config), else 20. A worktree's git folder shares its repository's config.
    private static func hashSize(gitFolder: String) -> Int {
        var configs = [FileWalker.join(gitFolder, "config")]
        if let common = rawBytes(atPath: FileWalker.join(gitFolder, "commondir")).map({ String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }),
           !common.isEmpty {
            configs.append(FileWalker.join(common.hasPrefix("/") ? common : FileWalker.join(gitFolder, common), "config"))
        }
        for config in configs {
            guard let text = rawBytes(atPath: config).map({ String(decoding: $0, as: UTF8.self).lowercased() }) else { continue }
            let compact = text.filter { $0 != " " && $0 != "\t" }
            if compact.contains("objectformat=sha256") { return 32 }
        }
        return 20
    }

    /// The whole file, read past the size limit of source files (an index is no source text,
    /// and is no input of the result cache); nil when unreadable.
    static func rawBytes(atPath path: String) -> [UInt8]? {
        if case .bytes(let bytes) = FileSizeLimit(bytes: Int(Int32.max)).read(path) { bytes } else { nil }
    }

    /// The entries' paths under `prefix` (the prefix removed), in the index's order; nil when
    /// the bytes are no index this reads.
    static func parse(_ bytes: [UInt8], under prefix: [UInt8], hashSize: Int) -> (names: [UInt8], starts: [Int])? {
        func word(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
        let version = word(4)
        guard (2...4).contains(version) else { return nil }
        let entryCount = word(8)
        // The NUL ending a path (`memchr`: the index of a large repository has many entries).
        func nul(from offset: Int) -> Int? {
            bytes.withUnsafeBufferPointer { buffer in
                guard offset < buffer.count, let base = buffer.baseAddress, let found = memchr(base + offset, 0, buffer.count - offset) else { return nil }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
        }
        var names: [UInt8] = []
        names.reserveCapacity(bytes.count / 2)
        var starts: [Int] = []
        starts.reserveCapacity(min(entryCount, bytes.count / 62) + 1)
        var previous: [UInt8] = []
        var offset = 12
        // ctime, mtime (8 bytes each), dev, ino, mode, uid, gid, size (4 each), the object name.
        let fixed = 40 + hashSize
        for _ in 0..<entryCount {
            let entryStart = offset
            guard offset + fixed + 2 <= bytes.count else { return nil }
            let mode = word(offset + 24)
            let flags = Int(bytes[offset + fixed]) << 8 | Int(bytes[offset + fixed + 1])
            offset += fixed + 2
            if version >= 3, flags & 0x4000 != 0 { offset += 2 }
            let pathStart: Int
            let pathEnd: Int
            if version == 4 {
                // How many bytes of the previous path to drop (git's offset varint), then the rest.
                guard offset < bytes.count else { return nil }
                var byte = Int(bytes[offset])
                var drop = byte & 0x7f
                offset += 1
                while byte & 0x80 != 0 {
                    guard offset < bytes.count else { return nil }
                    byte = Int(bytes[offset])
                    drop = ((drop + 1) << 7) | (byte & 0x7f)
                    offset += 1
                }
                guard drop <= previous.count, let end = nul(from: offset) else { return nil }
                previous.removeLast(drop)
                previous += bytes[offset..<end]
                offset = end + 1
                pathStart = -1
                pathEnd = -1
            } else {
                guard let end = nul(from: offset) else { return nil }
                pathStart = offset
                pathEnd = end
                // NULs pad the entry to a multiple of 8 bytes, at least one.
                offset = entryStart + ((end - entryStart) / 8 + 1) * 8
            }
            // A sparse index's folder entry (mode 040000) holds no file of the work tree.
            guard mode & 0o170000 != 0o040000 else { continue }
            if pathStart < 0 {
                guard previous.starts(with: prefix) else { continue }
                starts.append(names.count)
                names += previous.dropFirst(prefix.count)
            } else {
                guard bytes[pathStart..<pathEnd].starts(with: prefix) else { continue }
                starts.append(names.count)
                names += bytes[(pathStart + prefix.count)..<pathEnd]
            }
        }
        starts.append(names.count)
        // Extensions: a `link` one means the entries above are only the changes to a shared index.
        while offset + 8 <= bytes.count - hashSize {
            if bytes[offset..<(offset + 4)].elementsEqual("link".utf8) { return nil }
            offset += 8 + word(offset + 4)
        }
        return (names, starts)
    }
}
