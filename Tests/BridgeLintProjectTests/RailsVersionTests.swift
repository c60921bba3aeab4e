import Testing
@testable import BridgeLintProject

/// The app's Rails version, from `Gemfile.lock` or a Rails 2 app's `config/environment.rb`.
@Suite struct RailsVersionTests {
    @Test(arguments: [
        ("GEM\n  remote: https://rubygems.org/\n  specs:\n    actionpack (3.0.20)\n    rails (3.0.20)\n      actionpack (= 3.0.20)\n", 3, 0),
        ("GEM\n  specs:\n    actionpack (4.2.11.1)\n    railties (4.2.11.1)\n", 4, 2),
        ("GEM\n  specs:\n    rails (7.1.3.4)\n    rails-html-sanitizer (1.6.0)\n", 7, 1),
    ])
    func aLockfileNamesRailsOrActionPack(lockfile: String, major: Int, minor: Int) throws {
        let version = try #require(RailsVersion.version(inLockfile: lockfile))
        #expect(version.major == major && version.minor == minor)
    }

    /// A dependency line (six spaces) or another gem's name is not the spec.
    @Test func onlyTheSpecLineCounts() {
        #expect(RailsVersion.version(inLockfile: "GEM\n  specs:\n    jquery-rails (4.6.0)\n      rails (>= 4.2)\n") == nil)
    }

    @Test(arguments: [
        ("# Specifies gem version of Rails to use when vendor/rails is not present\nRAILS_GEM_VERSION = '2.3.8' unless defined? RAILS_GEM_VERSION\n", (2, 3)),
        ("  RAILS_GEM_VERSION = \"2.1.0\"\n", (2, 1)),
        ("# RAILS_GEM_VERSION = '2.3.8'\n", nil),
        ("RAILS_GEM_VERSION = ENV['RAILS_VERSION']\n", nil),
    ] as [(String, (Int, Int)?)])
    func aRailsTwoEnvironmentNamesItsGemVersion(text: String, version: (Int, Int)?) {
        let read = RailsVersion.version(inEnvironment: text)
        #expect(read?.major == version?.0 && read?.minor == version?.1)
    }
}
