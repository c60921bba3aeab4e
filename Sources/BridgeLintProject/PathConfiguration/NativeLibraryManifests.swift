import BridgeLintCore

/// The navigation library and version each native app resolves, from its dependency manifests:
/// Swift Package Manager's `Package.resolved` (hotwire-native-ios or turbo-ios), CocoaPods'
/// `Podfile.lock` (the `Turbo` or `HotwireNative` pod) and Gradle's
/// `build.gradle(.kts)` and `libs.versions.toml` (`dev.hotwire:core` or `dev.hotwire:turbo`).
struct NativeLibraryManifests {
    var libraries: [Platform: (library: NativeNavigationLibrary, version: PackageVersion?)] = [:]

    init(files: RepositoryFiles) {
        for path in files.paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name == "Package.resolved" || name == "Podfile.lock" || name.hasSuffix(".gradle") || name.hasSuffix(".gradle.kts") || name == "libs.versions.toml",
                  !PathConfigurationLocator.isSkipped(path), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            if name == "Package.resolved" || name == "Podfile.lock" {
                let found = name == "Podfile.lock" ? Self.pod(in: String(decoding: bytes, as: UTF8.self), path: path) : Self.swiftPackage(in: bytes, path: path)
                if libraries[.ios] == nil, let found { libraries[.ios] = found }
            } else if let found = Self.gradleDependency(in: String(decoding: bytes, as: UTF8.self), path: path),
                      libraries[.android]?.version == nil {
                libraries[.android] = found
            }
        }
    }

    /// The pin of hotwire-native-ios or turbo-ios in a `Package.resolved` (format 1, 2 or 3).
    static func swiftPackage(in bytes: [UInt8], path: String) -> (NativeNavigationLibrary, PackageVersion?)? {
        guard case .success(let document) = JSONSourceReader.read(bytes) else { return nil }
        let pins = document.entry("pins")?.value.elements ?? document.entry("object")?.value.entry("pins")?.value.elements ?? []
        for pin in pins {
            let names = ["identity", "package", "location", "repositoryURL"].compactMap { pin.entry($0)?.value.string?.lowercased() }
            let library: NativeNavigationLibrary
            if names.contains(where: { $0.hasSuffix("hotwire-native-ios") || $0.hasSuffix("hotwire-native-ios.git") }) {
                library = .hotwireNative
            } else if names.contains(where: { $0.hasSuffix("turbo-ios") || $0.hasSuffix("turbo-ios.git") }) {
                library = .turbo
            } else {
                continue
            }
            let version = pin.entry("state")?.value.entry("version")?.value.string.flatMap(SemanticVersion.init)
            return (library, version.map { PackageVersion(version: $0, source: path) })
        }
        return nil
    }

    /// `  - Turbo (7.0.0)` or `  - HotwireNative (1.2.2)` among a `Podfile.lock`'s `PODS:`.
    static func pod(in text: String, path: String) -> (NativeNavigationLibrary, PackageVersion?)? {
        for line in text.lines {
            let trimmed = line.drop { $0 == " " }
            for (pod, library) in [("- HotwireNative (", NativeNavigationLibrary.hotwireNative), ("- Turbo (", .turbo)] where trimmed.hasPrefix(pod) {
                let version = trimmed.dropFirst(pod.count).prefix { $0 != ")" }
                return (library, SemanticVersion(version).map { PackageVersion(version: $0, source: path) })
            }
        }
        return nil
    }

    /// `dev.hotwire:core:1.2.6` (or `:turbo:7.1.0`) in a Gradle script, or a version catalog entry
    /// `group = "dev.hotwire", name = "core", version.ref = "hotwire"` with `hotwire = "1.2.6"`.
    static func gradleDependency(in text: String, path: String) -> (NativeNavigationLibrary, PackageVersion?)? {
        for (module, library) in [("core", NativeNavigationLibrary.hotwireNative), ("navigation-fragments", .hotwireNative), ("turbo", .turbo)] {
            if let range = text.range(of: "dev.hotwire:\(module):") {
                let version = text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0.isLetter }
                return (library, SemanticVersion(version).map { PackageVersion(version: $0, source: path) })
            }
            for line in text.lines where line.contains("\"dev.hotwire\"") && line.contains("name = \"\(module)\"") {
                let reference = Self.quoted(after: "version.ref = ", in: line)
                let version = reference.flatMap { Self.catalogVersion(named: $0, in: text) } ?? Self.quoted(after: "version = ", in: line)
                return (library, version.flatMap(SemanticVersion.init).map { PackageVersion(version: $0, source: path) })
            }
        }
        return nil
    }

    /// The quoted text after `prefix` on a line.
    static func quoted(after prefix: String, in line: Substring) -> String? {
        guard let start = line.range(of: prefix + "\"")?.upperBound else { return nil }
        return String(line[start...].prefix { $0 != "\"" })
    }

    /// `name = "1.2.6"` in a catalog's `[versions]`.
    static func catalogVersion(named name: String, in text: String) -> String? {
        text.lines.lazy.compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(name + " =") || trimmed.hasPrefix(name + "=") else { return nil }
            return Self.quoted(after: "=", in: trimmed.replacingOccurrences(of: "= ", with: "=")[...])
        }.first
    }
}
