import Testing
@testable import BridgeLintProject

/// The app's Rails version, from `Gemfile.lock` or a Rails 2 app's `config/environment.rb`.
@Suite struct RailsVersionTests {
    @Test(arguments: [
        ("GEM\n  remote: https://rubygems.org/\n  specs:\n    actionpack (3.0.20)\n    rails (3.0.20)\n      actionpack (= 3.0.20)\n", 3, 0),
        ("GEM\n  specs:\n    actionpack (4.2.11.1)\n    railties (4.2.11.1)\n", 4, 2),
        ("GEM\n  specs:\n    rails (7.1.3.4)\n    rails-html-sanitizer (1.6.0)\n", 7, 1),
    ])
    func aLockfileNamesRailsOrActionPack(lockfile: String, major: Int, minor: Int) {
        #expect(RailsVersion(lockfile: lockfile) == RailsVersion(major: major, minor: minor))
    }

    /// A dependency line (six spaces) or another gem's name is not the spec.
    @Test func onlyTheSpecLineCounts() {
        #expect(RailsVersion(lockfile: "GEM\n  specs:\n    jquery-rails (4.6.0)\n      rails (>= 4.2)\n") == nil)
    }

    @Test(arguments: [
        ("# Specifies gem version of Rails to use when vendor/rails is not present\nRAILS_GEM_VERSION = '2.3.8' unless defined? RAILS_GEM_VERSION\n", RailsVersion(major: 2, minor: 3)),
        ("  RAILS_GEM_VERSION = \"2.1.0\"\n", RailsVersion(major: 2, minor: 1)),
        ("# RAILS_GEM_VERSION = '2.3.8'\n", nil),
        ("RAILS_GEM_VERSION = ENV['RAILS_VERSION']\n", nil),
    ] as [(String, RailsVersion?)])
    func aRailsTwoEnvironmentNamesItsGemVersion(text: String, version: RailsVersion?) {
        #expect(RailsVersion(environment: text) == version)
    }

    /// Without a lockfile, a Gemfile pin that fixes major and minor decides; a range that does
    /// not, another gem, a git source or a comment says nothing.
    @Test(arguments: [
        ("source 'https://rubygems.org'\n\ngem 'rails', '3.2.2'\ngem 'mysql2'\n", RailsVersion(major: 3, minor: 2)),
        ("gem \"rails\", \"= 2.3.18\"\n", RailsVersion(major: 2, minor: 3)),
        ("  gem \"rails\", \"~> 7.1.3\", \">= 7.1.3.2\"\n", RailsVersion(major: 7, minor: 1)),
        ("gem 'rails', '~> 3.0'\n", nil),
        ("gem 'rails', '>= 3.0.0'\n", nil),
        ("gem 'rails'\n", nil),
        ("gem 'rails', github: 'rails/rails'\n", nil),
        ("# gem 'rails', '3.0.9'\ngem 'rails-html-sanitizer', '1.0.4'\n", nil),
        ("if next?\n  gem 'rails', '~> 3.1.0'\nelse\n  gem 'rails', '~> 3.0.20'\nend\n", nil),
        ("gem 'rails', '3.2.22.5', git: 'https://github.com/makandra/rails.git'\n", RailsVersion(major: 3, minor: 2)),
    ] as [(String, RailsVersion?)])
    func aGemfilePinFixingMajorAndMinorDecides(text: String, version: RailsVersion?) {
        #expect(RailsVersion(gemfile: text) == version)
    }

    /// Versions order by major, then minor (`3.10` after `3.9`); only those before 3.1 write a
    /// code tag's block helper.
    @Test(arguments: [
        (RailsVersion(major: 2, minor: 3), true), (RailsVersion(major: 3, minor: 0), true),
        (RailsVersion(major: 3, minor: 1), false), (RailsVersion(major: 7, minor: 0), false),
    ])
    func blockHelpersWriteFromCodeTagsBefore3Point1(version: RailsVersion, writes: Bool) {
        #expect(version.blockHelpersWriteFromCodeTags == writes)
        #expect(RailsVersion(major: 3, minor: 9) < RailsVersion(major: 3, minor: 10))
    }
}
