import Foundation

/// The version of an npm package an app runs, and the file that says so.
public struct PackageVersion: Sendable, Equatable {
    public var version: SemanticVersion
    /// Root-relative file the version was read from.
    public var source: String
    /// True when the file gives only a lower bound (a `package.json` range such as `^1.2.2`).
    public var isLowerBound = false

    public init(version: SemanticVersion, source: String, isLowerBound: Bool = false) {
        self.version = version
        self.source = source
        self.isLowerBound = isLowerBound
    }
}

/// A `major.minor.patch` version with an optional pre-release tag, ordered as npm orders them
/// (`1.2.2-beta.1` < `1.2.2`).
public struct SemanticVersion: Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int
    public var preRelease: String?

    public init(major: Int, minor: Int, patch: Int, preRelease: String? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.preRelease = preRelease
    }

    /// `1.2.2`, `v1.2`, `1.0.0-beta1`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        var rest = Substring(text)
        if rest.hasPrefix("v") { rest = rest.dropFirst() }
        let dash = rest.firstIndex(of: "-")
        let numbers = (dash.map { rest[..<$0] } ?? rest).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(numbers.count), let major = Int(numbers[0]) else { return nil }
        let minor = numbers.count > 1 ? Int(numbers[1]) : 0
        let patch = numbers.count > 2 ? Int(numbers[2]) : 0
        guard let minor, let patch else { return nil }
        self.init(major: major, minor: minor, patch: patch, preRelease: dash.map { String(rest[rest.index(after: $0)...]) })
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.preRelease, rhs.preRelease) {
        case (nil, _): return false
        case (_, nil): return true
        case let (left?, right?): return left < right
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public var description: String {
        "\(major).\(minor).\(patch)" + (preRelease.map { "-" + $0 } ?? "")
    }
}

/// Reads which version of an npm package an app runs from the files that pin it, most exact
/// first: the app's npm lockfile (see `NpmLockfile`), the
/// `config/importmap.rb` pin (a CDN URL with `@1.2.2`, or the `# @1.2.2` comment
/// `bin/importmap pin` writes), the banner of the copy vendored under `vendor/javascript`, and
/// last the range in `package.json` (its lower bound).
public struct PackageVersions {
    private let files: RepositoryFiles
    private let app: String
    private let lockfile: NpmLockfile

    /// The files of the app at the prefix `app` (ending in `/`, or `""`); its lockfile is read once.
    public init(files: RepositoryFiles, app: String) {
        self.files = files
        self.app = app
        lockfile = NpmLockfile(files: files, app: app)
    }

    /// The version of `package` the app runs; nil when no file says.
    public func version(of package: String) -> PackageVersion? {
        let manifest = app + "package.json"
        let manifestBytes = FileReader.bytes(atPath: FileWalker.join(files.root, manifest))
        if let path = lockfile.path, let version = lockfile.version(of: package, wanted: manifestBytes.flatMap { Self.packageJSONRange(package, $0) }) {
            return PackageVersion(version: version, source: path)
        }
        let readers: [(String, (String, [UInt8]) -> SemanticVersion?)] = [
            ("config/importmap.rb", Self.importmapVersion),
            ("vendor/javascript/" + package.replacingOccurrences(of: "/", with: "--") + ".js", Self.pinnedVersion),
        ]
        for (name, read) in readers {
            let path = app + name
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), let version = read(package, bytes) else { continue }
            return PackageVersion(version: version, source: path)
        }
        if let bytes = manifestBytes, let version = Self.packageJSONLowerBound(package, bytes) {
            return PackageVersion(version: version, source: manifest, isLowerBound: true)
        }
        return nil
    }

    /// The first `<package>@<version>` written out in the text (`/@hotwired/x@1.2.2:` in
    /// pnpm-lock.yaml, `"@hotwired/x@1.2.2"` in bun.lock, a URL, a vendored file's banner).
    static func pinnedVersion(_ package: String, _ bytes: [UInt8]) -> SemanticVersion? {
        let text = String(decoding: bytes, as: UTF8.self)
        var searchStart = text.startIndex
        while let range = text.range(of: package + "@", range: searchStart..<text.endIndex) {
            let version = text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0.isLetter }
            if let parsed = SemanticVersion(version.hasSuffix(".") ? version.dropLast() : version) { return parsed }
            searchStart = range.upperBound
        }
        return nil
    }

    /// The range `package.json` asks for the package (`^1.1.1`), as written.
    static func packageJSONRange(_ package: String, _ bytes: [UInt8]) -> String? {
        guard bytes.contains(subsequence: Array(package.utf8)),
              let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        return ["dependencies", "devDependencies"].lazy.compactMap { (manifest[$0] as? [String: Any])?[package] as? String }.first
    }

    /// The pin of the package in `config/importmap.rb`: a version in its URL, else the
    /// `# @1.2.2` comment after it.
    static func importmapVersion(_ package: String, _ bytes: [UInt8]) -> SemanticVersion? {
        for line in String(decoding: bytes, as: UTF8.self).lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pin \"\(package)\"") || trimmed.hasPrefix("pin '\(package)'") else { continue }
            if let version = pinnedVersion(package, Array(trimmed.utf8)) { return version }
            if let comment = trimmed.range(of: "# @") { return SemanticVersion(trimmed[comment.upperBound...].prefix { !$0.isWhitespace }) }
        }
        return nil
    }

    /// The lower bound of the package's range in `package.json` (`^1.2.2`, `~1.2.2`,
    /// `>=1.2.2`, `1.2.2`); nil for other ranges (`*`, `latest`, a URL).
    static func packageJSONLowerBound(_ package: String, _ bytes: [UInt8]) -> SemanticVersion? {
        guard let range = packageJSONRange(package, bytes) else { return nil }
        let bound = range.drop { $0 == "^" || $0 == "~" || $0 == ">" || $0 == "=" || $0 == " " }
        return bound.contains(" ") || bound.contains("|") ? nil : SemanticVersion(bound)
    }
}

/// `@hotwired/hotwire-native-bridge`, the web side of Hotwire Native's bridge (PROTOCOL §1).
public enum BridgeLibraryPackage {
    public static let name = "@hotwired/hotwire-native-bridge"
    /// The first version whose `BridgeComponent.connect()` installs the `native:restore`
    /// listener (bridge PR #9, merged 2025-08-21; verified in the 1.2.2 release bundle). In
    /// v1.0.0 `connect()` is empty, and v1.2.0 was released before that change.
    public static let restoreListenerVersion = SemanticVersion(major: 1, minor: 2, patch: 2)
}

/// Stimulus itself: `@hotwired/stimulus` from 3.0, `stimulus` before.
public enum StimulusPackage {
    public static let names = ["@hotwired/stimulus", "stimulus"]

    /// Whether the app at `app` names Stimulus anywhere it would: its Gemfile or lockfile
    /// (`stimulus-rails`), a gemspec, `package.json`, the importmap, or a layout loading it from a
    /// CDN; not on a commented-out line. An app that names it nowhere does not use Stimulus, and
    /// finding no controllers there needs no word.
    static func isNamed(files: RepositoryFiles, app: String) -> Bool {
        let manifests = files.files(directlyIn: app).filter { path in
            let name = path.split(separator: "/").last ?? ""
            return ["Gemfile", "Gemfile.lock", "package.json"].contains(name) || name.hasSuffix(".gemspec")
        } + [app + "config/importmap.rb"]
        let layouts = files.files(under: app + "app/views/layouts")
        let word = Array("stimulus".utf8)
        func text(_ path: String) -> [UInt8]? { FileReader.bytes(atPath: FileWalker.join(files.root, path)) }
        return manifests.contains { text($0)?.containsOutsideCommentLines(word) ?? false }
            || layouts.contains { text($0)?.contains(subsequence: word) ?? false }
    }
    /// The controllers the layouts of `app` register in inline scripts.
    static func layoutRegistrations(files: RepositoryFiles, app: String) -> [ControllerRegistration] {
        files.files(under: app + "app/views/layouts").flatMap { path in
            FileReader.bytes(atPath: FileWalker.join(files.root, path)).map { InlineScripts.registrations(in: $0, path: path) } ?? []
        }
    }

    /// The first version with `data-<identifier>-target`: before 2.0, `data-target="identifier.name"`
    /// is the only target syntax (Stimulus 2.0 changelog; PROTOCOL §3).
    public static let targetAttributesVersion = SemanticVersion(major: 2, minor: 0, patch: 0)
}

/// esbuild-plugin-stimulus (zombiezen/esbuild-plugin-stimulus): `import { definitions } from
/// "stimulus:./controllers"` walks that folder and names each controller file by its path. How,
/// by version (its `src/index.ts` at each tag, and `CHANGELOG.md`):
/// - 0.1.0: only `_controller.js`/`_controller.ts` files; a file in a subfolder gets the name of
///   the folder directly holding it as a prefix, as written (`a/b_c/d_controller.ts` ->
///   `b_c--d`); the file's stem has `_` -> `-`.
/// - 0.1.2 (its changelog's fixes for issues #3 and #6): every folder between the imported one
///   and the file, each with `_` -> `-`, joined by `--` (`a/b_c/d_controller.ts` ->
///   `a--b-c--d`); `-controller` files too. The changelog calls 0.1.1, 0.1.3 and 0.1.4 skipped
///   releases.
/// - 0.1.5: `.jsx` and `.tsx` files too. 0.2.0 names them as 0.1.5 does.
public enum StimulusPluginPackage {
    public static let name = "esbuild-plugin-stimulus"
    static let everyFolderVersion = SemanticVersion(major: 0, minor: 1, patch: 2)
    static let jsxVersion = SemanticVersion(major: 0, minor: 1, patch: 5)

    /// The version installed for the script at `path`: from the nearest folder above it whose
    /// lockfile, importmap or `package.json` names the plugin (where Node finds it); nil when none does.
    static func installedVersion(besides path: String, files: RepositoryFiles) -> PackageVersion? {
        var folders = path.split(separator: "/").dropLast().map(String.init)
        while true {
            let prefix = folders.isEmpty ? "" : folders.joined(separator: "/") + "/"
            if let found = PackageVersions(files: files, app: prefix).version(of: name) { return found }
            guard folders.popLast() != nil else { return nil }
        }
    }

    /// Whether the installed version may be `version` or later: unknown, only a lower bound
    /// (a `package.json` range), or at least `version`.
    static func mayBe(_ installed: PackageVersion?, atLeast version: SemanticVersion) -> Bool {
        guard let installed else { return true }
        return installed.isLowerBound || installed.version >= version
    }

    /// Whether the installed version is certainly `version` or later.
    static func isCertainly(_ installed: PackageVersion?, atLeast version: SemanticVersion) -> Bool {
        installed.map { $0.version >= version } ?? false
    }
}
