import BridgeLintCore
import Testing
@testable import BridgeLintProject

@Suite struct ConfigurationTests {
    private func load(_ text: String) -> ConfigurationLoadResult {
        ConfigurationLoader.parse(text, path: ".bridgelint.yml")
    }

    @Test func readsEveryKey() {
        let result = load("""
        include: ["app/views/**/*.erb"]
        exclude:
          - app/views/legacy
        controllers:
          paths: [app/javascript/controllers/, ./app/components]
          known: [dropdown]
          packages: ["@acme/bridge-components"]
        native:
          ios: [ios/App]
          android: [android/app/src/main]
        platforms: [ios]
        fail_level: warning
        rules:
          stimulus-unknown-target: off
          bridge-missing-component: info
          html-mismatched-tag: false
          form-unknown-field:
            severity: warning
            ignore: [id, "created_at"]
            limit: 3
        sf_symbols:
          extra: [custom.symbol]
        image_attributes: [data-bridge-icon]
        """)
        #expect(result.errors == [])
        let configuration = result.configuration
        #expect(configuration.include.map(\.pattern) == ["app/views/**/*.erb"])
        #expect(configuration.includes("app/views/a.html.erb"))
        #expect(!configuration.includes("app/views/legacy/a.html.erb"))
        #expect(configuration.controllers.paths == ["app/javascript/controllers", "app/components"])
        #expect(configuration.controllers.known == ["dropdown"])
        #expect(configuration.controllers.packages == ["@acme/bridge-components"])
        #expect(configuration.native.ios == ["ios/App"])
        #expect(configuration.native.android == ["android/app/src/main"])
        #expect(configuration.platforms == [.ios])
        #expect(configuration.failLevel == .warning)
        #expect(configuration.rules["stimulus-unknown-target"]?.isEnabled == false)
        #expect(configuration.rules["bridge-missing-component"]?.severity == .info)
        #expect(configuration.rules["html-mismatched-tag"]?.isEnabled == false)
        let form = configuration.rules["form-unknown-field"]
        #expect(form?.severity == .warning && form?.isEnabled == true)
        #expect(form?.location == FileLocation(line: 17, column: 3))
        #expect(form?.option("ignore")?.array?.compactMap(\.string) == ["id", "created_at"])
        #expect(form?.option("limit")?.integer == 3)
        #expect(form?.option("limit")?.location == FileLocation(line: 20, column: 12))
        #expect(configuration.extraSFSymbols == ["custom.symbol"])
        #expect(configuration.imageAttributes == ["data-bridge-icon"])
    }

    @Test(arguments: [("2000", 2000), ("512 KB", 512_000), ("10MB", 10_000_000), ("1.5 mb", 1_500_000), ("700 B", 700)])
    func readsAFileSizeLimit(_ text: String, _ bytes: Int) {
        let result = load("max_file_size: \(text)\n")
        #expect(result.errors.isEmpty)
        #expect(result.configuration.maxFileSize == bytes)
    }

    @Test(arguments: ["0", "-5", "lots", "MB", "[1]"])
    func refusesABadFileSizeLimit(_ text: String) {
        let result = load("max_file_size: \(text)\n")
        #expect(result.errors.count == 1)
        #expect(result.configuration.maxFileSize == FileSizeLimit.defaultBytes)
    }

    @Test func emptyFileAndMissingFileGiveDefaults() {
        #expect(load("").errors == [])
        #expect(load("# only a comment\n").configuration.controllers.paths == Configuration.defaultControllerPaths)
        let folder = TemporaryFolder()
        let result = ConfigurationLoader.load(root: folder.path)
        #expect(result.errors == [] && result.configuration == Configuration())
    }

    @Test func unknownKeysSuggestTheClosestKnownKey() {
        let errors = load("""
        controlers:
          paths: []
        controllers:
          path: [a]
        """).errors
        #expect(errors.count == 2)
        #expect(errors[0].location == FileLocation(line: 1, column: 1))
        #expect(errors[0].message == "unknown key `controlers`")
        #expect(errors[0].suggestions == ["controllers"])
        #expect(errors[0].keyPath == "controlers")
        #expect(errors[1].location == FileLocation(line: 4, column: 3))
        #expect(errors[1].keyPath == "controllers.path")
        #expect(errors[1].suggestions == ["paths"])
        #expect(errors[1].description == ".bridgelint.yml:4:3: unknown key `path` under `controllers` (did you mean `paths`?)")
    }

    @Test func wrongTypesAreReportedWhereTheValueIs() {
        let errors = load("""
        include: {a: 1}
        controllers:
          known: [dropdown, 3]
        native: [ios]
        """).errors
        #expect(errors.map(\.location) == [
            FileLocation(line: 1, column: 10), FileLocation(line: 3, column: 21), FileLocation(line: 4, column: 9),
        ])
        #expect(errors[0].message == "`include` must be a list of strings, not a map")
        #expect(errors[1].message == "`controllers.known` must list strings; this item is an integer")
        #expect(errors[2].message == "`native` must be a map of settings, not a list")
    }

    @Test func badValuesSuggestValidOnes() {
        let errors = load("""
        fail_level: warn
        platforms: [ios, andriod]
        rules:
          stimulus-unknown-target: warnig
          bridge-x:
            severity: 2
        """).errors
        #expect(errors.map(\.location) == [
            FileLocation(line: 1, column: 13), FileLocation(line: 2, column: 18), FileLocation(line: 4, column: 28),
            FileLocation(line: 6, column: 15),
        ])
        #expect(errors.map(\.suggestions) == [["warning"], ["android"], ["warning"], []])
        #expect(errors[3].message == "`rules.bridge-x.severity` must be one of `off`, `error`, `warning`, `info`, not an integer")
    }

    @Test func duplicateKeysAreReported() {
        let errors = load("fail_level: info\nfail_level: error\n").errors
        #expect(errors.map(\.location) == [FileLocation(line: 2, column: 1)])
        #expect(errors.first?.message == "`fail_level` is set twice; keep one")
    }

    @Test func malformedYAMLKeepsLibyamlsPosition() {
        let errors = load("controllers:\n  paths: [a, b\nnative: {}\n").errors
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("malformed YAML:") == true)
        #expect(errors.first?.location.line == 3)
        let tabs = load("rules:\n\tx: off\n").errors
        #expect(tabs.first?.location == FileLocation(line: 2, column: 1))
    }

    @Test func topLevelMustBeAMap() {
        let errors = load("- a\n- b\n").errors
        #expect(errors.first?.message == "the file must be a map of settings, not a list")
    }

    @Test func aliasesAndDeepNestingAreRefused() {
        #expect(load("a: &x [1]\nb: *x\n").errors.first?.location == FileLocation(line: 2, column: 4))
        let deep = "rules: {r: {o: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}}"
        #expect(load(deep).errors.first?.message.contains("nested") == true)
    }

    @Test func randomInputNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab:- \n[]{},&*!|>'\"#\t1.~".utf8) + [0xC3, 0xFF]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<120, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let result = ConfigurationLoader.parse(bytes: bytes, path: "x.yml")
            #expect(result.errors.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        }
    }
}
