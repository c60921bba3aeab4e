import BridgeLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files of a project quickly (`opendir`/`readdir`, an explicit stack of folders),
/// skipping dependency, build and git folders and what the root `.gitignore` ignores, except
/// the files git tracks (see `TrackedFiles`: a committed `db/schema.rb` that `.gitignore` lists
/// is the app's schema). Outside a git work tree `.gitignore` is not read, as ripgrep and Ruff
/// do: an unpacked archive holds only what was committed. Symbolic
/// links to folders are not followed, so cycles cannot happen. Folders of `skippedPaths` are
/// skipped relative to the root and to every folder holding a `Gemfile` (a Rails app in a
/// subfolder has its own `vendor/` and `tmp/`); macOS archive debris (`__MACOSX/`, AppleDouble
/// `._name` files) is never listed, nor is a cache folder tagged with a `CACHEDIR.TAG` file (ours
/// under any `--cache-dir`, and other tools').
public struct FileWalker: Sendable {
    /// Folder names skipped at any depth.
    public static let defaultSkippedNames: Set<String> = ["node_modules", ".git", ".build", ".bridgelint-cache"]
    /// Root-relative folders skipped.
    public static let defaultSkippedPaths: Set<String> = ["vendor", "tmp", "log", "public/assets"]

    public let root: String
    public var skippedNames: Set<String>
    public var skippedPaths: Set<String>
    public var gitignore: GitignoreRules?
    /// The index of the git work tree holding the root, and the root's folder in it: read
    /// only when `.gitignore` ignores something the walk meets.
    var gitIndex: (index: String, prefix: String)?
    /// Root-relative folders skipped besides the names and paths above.
    public var skippedFolder: (@Sendable (String) -> Bool)?

    /// A walker over `root`, reading `root/.gitignore` when `respectingGitignore` is true and
    /// `root` is in a git work tree.
    public init(
        root: String, respectingGitignore: Bool = true,
        skippedNames: Set<String> = defaultSkippedNames, skippedPaths: Set<String> = defaultSkippedPaths
    ) {
        self.root = root
        self.skippedNames = skippedNames
        self.skippedPaths = skippedPaths
        gitIndex = respectingGitignore ? TrackedFiles.locateIndex(root: root) : nil
        gitignore = gitIndex == nil ? nil : FileReader.text(atPath: Self.join(root, ".gitignore")).map(GitignoreRules.init)
    }

    /// Root-relative paths of the files under `folder` (root-relative, "" for the whole root)
    /// for which `include` is true, sorted by their bytes (`sortedInByteOrder`).
    public func files(under folder: String = "", where include: (String) -> Bool = { _ in true }) -> [String] {
        walk(under: folder, where: include).files
    }

    /// What a walk found, and what it could not look into.
    public struct Listing: Sendable {
        /// Root-relative, sorted by their bytes.
        public var files: [String] = []
        /// Root-relative paths (shown with U+FFFD for the bad bytes) of the entries skipped
        /// because their names are not valid UTF-8: such a path cannot be spelled as a
        /// `String`, so it could be neither read nor reported faithfully.
        public var undecodableNames: [String] = []
        /// Root-relative folders that could not be listed (no permission, removed meanwhile).
        public var unreadableFolders: [String] = []
    }

    /// `files(under:where:)`, with the names and folders that could not be read.
    public func walk(under folder: String = "", where include: (String) -> Bool = { _ in true }) -> Listing {
        var result: [String] = []
        var undecodable: [String] = []
        var unreadable: [String] = []
        // What git tracks, read at the first entry `.gitignore` ignores.
        var tracked: TrackedFiles?
        var hasReadIndex = false
        func trackedFiles() -> TrackedFiles? {
            if !hasReadIndex, let gitIndex {
                tracked = TrackedFiles(index: gitIndex.index, prefix: gitIndex.prefix)
                hasReadIndex = true
            }
            return tracked
        }
        // Each folder with its path split as gitignore rules match it, and whether it is ignored
        // (then only what git tracks in it is listed).
        var pending = [(folder, Glob.segments(of: folder), false)]
        // Folders whose listing held a `Gemfile`; a parent is always listed before its children.
        var gemfileFolders: Set<String> = []
        while let (relativeFolder, folderSegments, isIgnored) = pending.popLast() {
            if relativeFolder != folder, isSkippedInsideApp(relativeFolder, gemfileFolders: gemfileFolders) { continue }
            guard let directory = opendir(Self.join(root, relativeFolder)) else {
                unreadable.append(relativeFolder)
                continue
            }
            defer { closedir(directory) }
            // What the folder holds joins the walk only once its listing shows it is no cache.
            var files: [String] = []
            var folders: [(String, [[UInt8]], Bool)] = []
            var holdsGemfile = false
            var isCache = false
            while let entry = readdir(directory) {
                let (name, isValid) = Self.name(of: entry)
                if name == "." || name == ".." || name.hasPrefix("._") || name == "__MACOSX" { continue }
                let relativePath = Self.path(of: name, in: relativeFolder)
                guard isValid else {
                    undecodable.append(relativePath)
                    continue
                }
                guard let isFolder = isFolder(entry: entry, relativePath: relativePath) else { continue }
                let segments = gitignore == nil ? [] : folderSegments + [Array(name.utf8)]
                if isFolder {
                    if skippedNames.contains(name) || skippedPaths.contains(relativePath) || skippedFolder?(relativePath) == true { continue }
                    let ignored = isIgnored || gitignore?.ignoresEntry(segments: segments, isFolder: true) == true
                    if ignored, trackedFiles()?.holdsFiles(inFolder: relativePath) != true { continue }
                    folders.append((relativePath, segments, ignored))
                } else {
                    if name == "Gemfile" { holdsGemfile = true }
                    if name == Self.cacheTag { isCache = true }
                    let ignored = isIgnored || gitignore?.ignoresEntry(segments: segments, isFolder: false) == true
                    if !ignored || trackedFiles()?.contains(relativePath) == true, include(relativePath) {
                        files.append(relativePath)
                    }
                }
            }
            guard !isCache else { continue }
            if holdsGemfile { gemfileFolders.insert(relativeFolder) }
            result += files
            pending += folders
        }
        return Listing(files: result.sortedInByteOrder(), undecodableNames: undecodable.sorted(), unreadableFolders: unreadable.sorted())
    }

    /// The file that marks a cache folder (https://bford.info/cachedir/).
    public static let cacheTag = "CACHEDIR.TAG"

    /// Whether `relativePath` is one of `skippedPaths` relative to a folder holding a `Gemfile`.
    private func isSkippedInsideApp(_ relativePath: String, gemfileFolders: Set<String>) -> Bool {
        for app in gemfileFolders where !app.isEmpty && relativePath.hasPrefix(app + "/") {
            if skippedPaths.contains(String(relativePath.dropFirst(app.count + 1))) { return true }
        }
        return false
    }

    /// Whether the link at `path` resolves to a file inside the root: a link out of the
    /// repository is not followed (it may point at anything on the machine).
    private func pointsInsideRoot(_ path: String) -> Bool {
        guard let resolvedRoot = realpath(root.isEmpty ? "." : root, nil) else { return false }
        defer { free(resolvedRoot) }
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        let rootPath = String(cString: resolvedRoot)
        return String(cString: resolved).hasPrefix(rootPath == "/" ? "/" : rootPath + "/")
    }

    /// True for a folder, false for a file (or a link to one inside the root), nil for anything else.
    private func isFolder(entry: UnsafeMutablePointer<dirent>, relativePath: String) -> Bool? {
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): return true
        case Int32(DT_REG): return false
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
            var info = stat()
            let fullPath = Self.join(root, relativePath)
            let isLink = Int32(entry.pointee.d_type) == Int32(DT_LNK)
            guard (isLink ? stat(fullPath, &info) : lstat(fullPath, &info)) == 0 else { return nil }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFREG { return isLink && !pointsInsideRoot(fullPath) ? nil : false }
            return kind == S_IFDIR && !isLink ? true : nil
        default: return nil
        }
    }

    /// The entry's name, and whether it is valid UTF-8 (if not, the name has U+FFFD in it).
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> (String, Bool) {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                String(validatingCString: $0).map { ($0, true) } ?? (String(cString: $0), false)
            }
        }
    }

    /// The path of the entry `name` of `folder` (root-relative), in storage of its own size:
    /// joined with `+`, a path's storage grew by doubling, and the listing that a whole run
    /// keeps took a third more than its bytes (issue 21: 0.5 MB at 20,000 templates).
    static func path(of name: String, in folder: String) -> String {
        guard !folder.isEmpty else { return name }
        var path = String()
        path.reserveCapacity(folder.utf8.count + 1 + name.utf8.count)
        path += folder
        path += "/"
        path += name
        return path
    }

    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return base }
        if base.isEmpty || base == "." { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}
