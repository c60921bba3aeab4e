/// The version of Rails an app runs on, major and minor (`3.2` for `3.2.22`), as its files say:
/// the `rails` gem in `Gemfile.lock` (else `actionpack`, which every Rails bundles), else a pin
/// in `Gemfile` that fixes major and minor (`gem 'rails', '3.2.2'`, `'~> 7.1.3'`), or, for a
/// Rails 2 app without Bundler, `RAILS_GEM_VERSION = '2.3.5'` in `config/environment.rb`.
public struct RailsVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(major: Int, minor: Int) {
        (self.major, self.minor) = (major, minor)
    }

    /// The first version whose block helpers (`form_tag`, `content_tag`, `link_to` … `do`) return
    /// their markup instead of writing it: a code tag (`<% form_tag url do %>`) drops it.
    public static let blockHelpersReturnMarkup = RailsVersion(major: 3, minor: 1)

    /// Whether a block helper called from a code tag writes its element around the block, as
    /// `<%=` does (up to Rails 3.0).
    public var blockHelpersWriteFromCodeTags: Bool { self < Self.blockHelpersReturnMarkup }

    public static func < (lhs: RailsVersion, rhs: RailsVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}

extension RailsVersion {
    /// The version the app at `app` names; nil when neither file says.
    static func of(files: RepositoryFiles, app: String) -> RailsVersion? {
        func text(_ path: String) -> String? {
            guard files.contains(app + path) else { return nil }
            return FileReader.bytes(atPath: FileWalker.join(files.root, app + path)).map { String(decoding: $0, as: UTF8.self) }
        }
        return text("Gemfile.lock").flatMap(RailsVersion.init(lockfile:)) ?? text("Gemfile").flatMap(RailsVersion.init(gemfile:))
            ?? text("config/environment.rb").flatMap(RailsVersion.init(environment:))
    }

    /// `3.2` for a lockfile whose specs list `rails (3.2.22)`; `actionpack (…)` when `rails` is
    /// not bundled itself (an app that requires the frameworks one by one).
    init?(lockfile text: String) {
        var actionPack: RailsVersion?
        for line in text.split(separator: "\n") {
            if let version = Self(spec: "rails", line: line) {
                self = version
                return
            }
            if actionPack == nil { actionPack = Self(spec: "actionpack", line: line) }
        }
        guard let actionPack else { return nil }
        self = actionPack
    }

    /// `3.2` for a Gemfile line `gem 'rails', '3.2.2'` (or `'= 3.2.2'`, `"~> 3.2.22"`): a
    /// requirement that fixes major and minor. A range that does not (`'~> 7.1'`, `'>= 6'`), a
    /// pin-less `git:`/`github:` source or a commented line says nothing; nor do two pins that
    /// disagree (a dual-boot Gemfile's `if next? … else … end`).
    init?(gemfile text: String) {
        var pins: Set<RailsVersion> = []
        for line in text.split(separator: "\n") {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("gem "), let version = Self(gemLine: code.dropFirst(4)) { pins.insert(version) }
        }
        guard pins.count == 1, let version = pins.first else { return nil }
        self = version
    }

    /// The version the arguments of a `gem` line pin for `rails`: its name, a comma, then a
    /// quoted requirement.
    private init?(gemLine arguments: Substring) {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let parts = arguments.split(separator: ",", maxSplits: 2).map { String($0.drop(while: blank).reversed().drop(while: blank).reversed()) }
        let quotes: Set<Character> = ["'", "\""]
        guard parts.count >= 2, ["'rails'", "\"rails\""].contains(parts[0]),
              let open = parts[1].first, quotes.contains(open), parts[1].last == open else { return nil }
        var requirement = parts[1].dropFirst().dropLast().drop { $0 == " " }
        var segmentsNeeded = 2
        if requirement.hasPrefix("~>") {
            // `~> 3.2.2` allows 3.2.x only; `~> 3.2` any 3.x from 3.2.
            segmentsNeeded = 3
            requirement = requirement.dropFirst(2).drop { $0 == " " }
        } else if requirement.hasPrefix("=") {
            requirement = requirement.dropFirst().drop { $0 == " " }
        }
        guard requirement.first?.isNumber == true,
              requirement.allSatisfy({ $0.isNumber || $0 == "." || $0.isLetter }),
              requirement.split(separator: ".").count >= segmentsNeeded,
              let version = Self(number: requirement) else { return nil }
        self = version
    }

    /// `2.3` for `RAILS_GEM_VERSION = '2.3.5' unless defined? RAILS_GEM_VERSION` on a line
    /// that is not a comment.
    init?(environment text: String) {
        guard let line = text.split(separator: "\n").lazy.map({ $0.drop { $0 == " " || $0 == "\t" } }).first(where: { $0.hasPrefix("RAILS_GEM_VERSION") }),
              let version = Self(number: line.dropFirst("RAILS_GEM_VERSION".count).drop { $0 == " " || $0 == "=" || $0 == "'" || $0 == "\"" })
        else { return nil }
        self = version
    }

    /// The version of the spec `name` on a lockfile line (`    rails (4.2.11.1)`), or nil.
    private init?(spec name: String, line: Substring) {
        let prefix = "    \(name) ("
        guard line.hasPrefix(prefix), let version = Self(number: line.dropFirst(prefix.count)) else { return nil }
        self = version
    }

    /// `2.3` for text starting `2.3.5`.
    private init?(number text: Substring) {
        let parts = text.prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard parts.count >= 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        self.init(major: major, minor: minor)
    }
}
