/// The version of Rails an app runs on, as its files say: the `rails` gem in `Gemfile.lock`
/// (else `actionpack`, which every Rails bundles), or, for a Rails 2 app without Bundler,
/// `RAILS_GEM_VERSION = '2.3.5'` in `config/environment.rb`. Nil when neither says. Pure
/// functions of the texts, and one that reads them from the repository.
enum RailsVersion {
    static func of(files: RepositoryFiles, app: String) -> (major: Int, minor: Int)? {
        func text(_ path: String) -> String? {
            guard files.contains(app + path) else { return nil }
            return FileReader.bytes(atPath: FileWalker.join(files.root, app + path)).map { String(decoding: $0, as: UTF8.self) }
        }
        return text("Gemfile.lock").flatMap(version(inLockfile:)) ?? text("config/environment.rb").flatMap(version(inEnvironment:))
    }

    /// `(3, 2)` for a lockfile whose specs list `rails (3.2.22)`; `actionpack (…)` when `rails` is
    /// not bundled itself (an app that requires the frameworks one by one).
    static func version(inLockfile text: String) -> (major: Int, minor: Int)? {
        var actionPack: (major: Int, minor: Int)?
        for line in text.split(separator: "\n") {
            if let version = version(ofSpec: "rails", in: line) { return version }
            if actionPack == nil { actionPack = version(ofSpec: "actionpack", in: line) }
        }
        return actionPack
    }

    /// `(2, 3)` for `RAILS_GEM_VERSION = '2.3.5' unless defined? RAILS_GEM_VERSION` on a line
    /// that is not a comment.
    static func version(inEnvironment text: String) -> (major: Int, minor: Int)? {
        for line in text.split(separator: "\n") {
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard code.hasPrefix("RAILS_GEM_VERSION") else { continue }
            return parse(code.dropFirst("RAILS_GEM_VERSION".count).drop { $0 == " " || $0 == "=" || $0 == "'" || $0 == "\"" })
        }
        return nil
    }

    /// The version of the spec `name` on a lockfile line (`    rails (4.2.11.1)`), or nil.
    private static func version(ofSpec name: String, in line: Substring) -> (major: Int, minor: Int)? {
        let prefix = "    \(name) ("
        guard line.hasPrefix(prefix) else { return nil }
        return parse(line.dropFirst(prefix.count))
    }

    /// `(2, 3)` for text starting `2.3.5`.
    private static func parse(_ text: Substring) -> (major: Int, minor: Int)? {
        let parts = text.prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard parts.count >= 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return (major, minor)
    }
}
