/// The gems a `Gemfile.lock` bundles: every spec of its `GEM`, `PATH` and `GIT` sections
/// (direct dependencies and theirs), the runtime dependencies each spec lists, and for `PATH`
/// gems the folder they are read from. Pure functions of the text.
struct BundledGems: Equatable {
    /// Every bundled gem's name.
    var names: Set<String> = []
    /// Each bundled gem's runtime dependencies, by name.
    var dependencies: [String: Set<String>] = [:]
    /// Gems of `PATH` sections, with their `remote:` folder relative to the lockfile's folder.
    var pathGems: [String: String] = [:]
    /// Each bundled gem's major version (`1` for `administrate (1.0.0.beta3)`), where it reads as one.
    var majorVersions: [String: Int] = [:]
    /// The gems of the `DEPENDENCIES` section: those the Gemfile names.
    var direct: Set<String> = []

    static func read(lockfile bytes: [UInt8]) -> BundledGems {
        var result = BundledGems()
        var section = ""
        var remote: String?
        var spec: String?
        for line in String(decoding: bytes, as: UTF8.self).lines {
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent).trimmingTrailingWhitespace
            if indent == 0, !text.isEmpty {
                section = String(text)
                remote = nil
            } else if indent == 2, text.hasPrefix("remote: ") {
                remote = String(text.dropFirst("remote: ".count))
            } else if indent == 4, ["GEM", "PATH", "GIT"].contains(section), let name = text.split(separator: " ").first, !name.isEmpty {
                result.names.insert(String(name))
                spec = String(name)
                // `name (1.2.3)` or `name (1.2.3-x86_64-linux)`.
                let version = text.split(separator: " ").dropFirst().first?.drop { $0 == "(" }
                if let major = version?.prefix(while: \.isNumber), let number = Int(major) { result.majorVersions[String(name)] = number }
                if section == "PATH", let remote { result.pathGems[String(name)] = remote }
            } else if indent == 2, section == "DEPENDENCIES", let name = text.split(separator: " ").first {
                // `admin!` for a gem from a `PATH` or `GIT` source.
                result.direct.insert(String(name.hasSuffix("!") ? name.dropLast() : name))
            } else if indent == 6, ["GEM", "PATH", "GIT"].contains(section), let spec, let name = text.split(separator: " ").first {
                result.dependencies[spec, default: []].insert(String(name))
            }
        }
        return result
    }

    static func names(inLockfile bytes: [UInt8]) -> Set<String> {
        read(lockfile: bytes).names
    }
}

private extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\r" || last == "\t" { result = result.dropLast() }
        return result
    }
}
