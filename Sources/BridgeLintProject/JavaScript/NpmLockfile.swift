import Foundation

/// What an app's npm lockfile says of each package it installs: the version, and the packages
/// it depends on (dependencies and peer dependencies). Read once, from the first lockfile the app
/// has: `package-lock.json` (its `packages` entries, or v1's `dependencies`), `yarn.lock` (classic
/// and berry) or `pnpm-lock.yaml` (an entry's key line `pkg@…:` and the lines indented under it),
/// or `bun.lock` (versions only, as `pkg@1.2.3` written out).
struct NpmLockfile {
    struct Entry {
        var version: SemanticVersion?
        var dependencies: Set<String> = []
        /// yarn and pnpm: each version installed, by the ranges its entry's key names (`^1.1.1`
        /// or pnpm's exact `1.1.1`). A package the app and a dependency ask for in ranges no
        /// one version meets is installed twice (`stimulus@^1.1.1` beside `stimulus@^2.0.0`).
        var installs: [(ranges: [String], version: SemanticVersion?)] = []
    }

    /// The lockfile read, root-relative; nil when the app has none.
    private(set) var path: String?
    private(set) var entries: [String: Entry] = [:]
    /// A lockfile read as text only (`bun.lock`): versions are looked up by `pkg@` in it.
    private var text: [UInt8]?

    static let fileNames = ["package-lock.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock"]

    init(files: RepositoryFiles, app: String) {
        for name in Self.fileNames {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + name)) else { continue }
            path = app + name
            switch name {
            case "package-lock.json": readPackageLock(bytes)
            case "bun.lock": text = bytes
            default: readBlocks(bytes)
            }
            return
        }
    }

    /// The version of `package` the lockfile installs for the app's own range in package.json
    /// (`wanted`): with several versions installed, the one whose entry names that range; nil
    /// when none does (which one the app imports is not written here).
    func version(of package: String, wanted: String? = nil) -> SemanticVersion? {
        if let text { return PackageVersions.pinnedVersion(package, text) }
        guard let entry = entries[package] else { return nil }
        let versions = entry.installs.compactMap(\.version)
        guard versions.contains(where: { $0 != versions[0] }) else { return entry.version }
        return entry.installs.first { install in wanted.map(install.ranges.contains) ?? false }?.version
    }

    /// Whether `package` depends on one of `names`; nil when the lockfile has no entry for it
    /// (or says nothing of dependencies, as `bun.lock` is read here).
    func depends(_ package: String, onAnyOf names: Set<String>) -> Bool? {
        entries[package].map { !$0.dependencies.isDisjoint(with: names) }
    }

    private mutating func readPackageLock(_ bytes: [UInt8]) {
        guard let lock = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return }
        func entry(_ value: Any) -> Entry? {
            guard let fields = value as? [String: Any] else { return nil }
            let dependencies = ["dependencies", "peerDependencies", "requires"].flatMap { (fields[$0] as? [String: Any])?.keys.map { $0 } ?? [] }
            return Entry(version: (fields["version"] as? String).flatMap(SemanticVersion.init), dependencies: Set(dependencies))
        }
        if let packages = lock["packages"] as? [String: Any] {
            for (key, value) in packages {
                // Nested installs (`node_modules/a/node_modules/b`) name `b`; the top-level one wins.
                guard let range = key.range(of: "node_modules/", options: .backwards), let read = entry(value) else { continue }
                let name = String(key[range.upperBound...])
                if entries[name] == nil || !key.dropFirst("node_modules/".count).contains("node_modules/") { entries[name] = read }
            }
        } else if let dependencies = lock["dependencies"] as? [String: Any] {
            for (name, value) in dependencies { entries[name] = entry(value) }
        }
    }

    /// yarn.lock and pnpm-lock.yaml: an entry is a line ending in `:` whose keys name packages
    /// (`"pkg@^1.0.0", pkg@^1.1:`, `'@scope/pkg@1.2.3':`); under it, `version "x"` or
    /// `version: x`, and the keys indented under its `dependencies:` or `peerDependencies:`.
    private mutating func readBlocks(_ bytes: [UInt8]) {
        var open: (indent: Int, names: [String], keyVersion: SemanticVersion?)?
        var section: Int?
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let text = String(decoding: line.dropFirst(indent), as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if let current = open, indent > current.indent {
                if let depth = section, indent > depth {
                    let name = Self.key(text)
                    for owner in current.names { entries[owner, default: Entry()].dependencies.insert(name) }
                    continue
                }
                section = nil
                if text == "dependencies:" || text == "peerDependencies:" {
                    section = indent
                } else if text.hasPrefix("version"), current.keyVersion == nil,
                          let version = SemanticVersion(text.dropFirst("version".count).trimmingCharacters(in: CharacterSet(charactersIn: " :\"'"))) {
                    for owner in current.names {
                        entries[owner, default: Entry()].version = version
                        if let last = entries[owner]?.installs.indices.last { entries[owner]?.installs[last].version = version }
                    }
                }
                continue
            }
            open = nil
            section = nil
            guard text.hasSuffix(":") else { continue }
            let keys = text.dropLast().split(separator: ",").compactMap(Self.nameAndRange)
            guard !keys.isEmpty else { continue }
            // pnpm writes the exact version in the key (`pkg@1.2.3(peer@x)`); yarn a range.
            let keyVersion = keys.count == 1 ? SemanticVersion(keys[0].range.prefix { $0 != "(" }) : nil
            let names = keys.map(\.name)
            open = (indent, names, keyVersion)
            for name in names where entries[name] == nil || keyVersion != nil {
                entries[name, default: Entry()].version = keyVersion ?? entries[name]?.version
            }
            for name in Set(names) {
                entries[name, default: Entry()].installs.append((keys.filter { $0.name == name }.map(\.range), keyVersion))
            }
        }
    }

    /// `"@scope/name@^1.0.0"`, `name@npm:^1`, `'/@scope/name@1.2.3'` -> the name and what follows `@`.
    private static func nameAndRange(_ key: Substring) -> (name: String, range: String)? {
        let trimmed = key.trimmingCharacters(in: CharacterSet(charactersIn: " \"'/"))
        guard let at = trimmed.dropFirst().lastIndex(of: "@") else { return nil }
        let name = trimmed[..<at]
        var range = trimmed[trimmed.index(after: at)...]
        if range.hasPrefix("npm:") { range = range.dropFirst(4) }
        return name.isEmpty ? nil : (String(name), String(range))
    }

    /// The key of a `name: range` or `"name" "range"` line, unquoted.
    private static func key(_ line: String) -> String {
        let quote = line.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
        if let quote {
            return String(line.dropFirst().prefix { $0 != quote })
        }
        return String(line.prefix { $0 != ":" && $0 != " " })
    }
}
