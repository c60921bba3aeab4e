import BridgeLintCore
import Testing
@testable import BridgeLintProject

@Suite struct PathConfigurationReadingTests {
    /// The text of a range of `source`.
    func text(_ source: String, _ range: SourceRange) -> String {
        String(decoding: Array(source.utf8)[range.start..<range.end], as: UTF8.self)
    }

    @Test func jsonKeepsTheRangeOfEveryKeyAndValue() throws {
        let source = """
        {"settings": {}, "rules": [
          {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal", "pull_to_refresh_enabled": false, "n": -1.5e2, "x": null}}
        ]}
        """
        let document = try JSONSourceReader.read(Array(source.utf8)).get()
        let configuration = try #require(PathConfiguration(path: "public/configurations/ios_v1.json", form: .servedFile, document: document))
        #expect(configuration.platforms == [.ios])
        let rule = try #require(configuration.rules.first)
        #expect(rule.patterns.map(\.text) == ["/new$", "/edit$"])
        #expect(text(source, rule.patterns[1].node.range) == "\"/edit$\"")
        #expect(text(source, rule.patterns[1].node.contentRange) == "/edit$")
        let context = try #require(rule.property("context"))
        #expect(text(source, context.keyRange) == "\"context\"")
        #expect(text(source, context.keyContentRange) == "context")
        #expect(context.value.string == "modal")
        if case .bool(false) = try #require(rule.property("pull_to_refresh_enabled")).value.value {} else { Issue.record("not a Boolean") }
        if case .number("-1.5e2") = try #require(rule.property("n")).value.value {} else { Issue.record("not the number") }
        #expect(text(source, rule.node.range).hasPrefix("{\"patterns\""))
    }

    @Test func jsonEscapesAndUnicode() throws {
        let source = #"{"rules": [{"patterns": ["\\d+\/é", "\u00e9\ud83d\ude00"], "properties": {}}]}"#
        let document = try JSONSourceReader.read(Array(source.utf8)).get()
        let configuration = try #require(PathConfiguration(path: "x.json", form: .nativeBundle, document: document))
        #expect(configuration.rules[0].patterns.map(\.text) == [#"\d+/é"#, "é😀"])
    }

    @Test func malformedJSONSaysWhereWithoutCrashing() {
        for (source, message) in [
            (#"{"rules": [}"#, "expected a value"),
            (#"{"rules": [1 2]}"#, "expected `,` or `]`"),
            (#"{"rules" []}"#, "expected `:` after the key"),
            (#"{"rules": "x}"#, "unterminated string"),
            (#"{} {}"#, "unexpected text after the document"),
            ("", "unexpected end of the document"),
        ] {
            guard case .failure(let failure) = JSONSourceReader.read(Array(source.utf8)) else {
                Issue.record("\(source) parsed")
                continue
            }
            #expect(failure.message == message, "\(source)")
        }
    }

    @Test func deepNestingIsRefusedNotRecursed() {
        let depth = 100_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        guard case .failure(let failure) = JSONSourceReader.read(Array(json.utf8)) else {
            Issue.record("parsed")
            return
        }
        #expect(failure.message == "nested deeper than 64 levels")
        let shallow = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        guard case .success = JSONSourceReader.read(Array(shallow.utf8)) else {
            Issue.record("64 levels did not parse")
            return
        }
        let ruby = "RULES = " + String(repeating: "[", count: depth) + "{ patterns: [] }" + String(repeating: "]", count: depth)
        #expect(RubyLiteralReader.literals(in: Array(ruby.utf8)).count == 1)
    }

    @Test func rubyHashesInControllersAndConstants() throws {
        let source = """
        class Configurations::IosController < ApplicationController
          RULES = [
            { patterns: %w[/new$ /edit$], properties: { context: :modal, "pull_to_refresh_enabled" => false } },
            { "patterns": ["/customers/\\\\d+"], properties: { presentation: "replace", title: t("x"), uri: "hotwire://#{x}" } },
          ].freeze

          def ios_v1
            render json: { settings: { tabs: [] }, rules: [{ patterns: ["/sign_in$"], properties: { view_controller: "sign_in" } }] }
          end

          def other
            items.each { |item| item.patterns }
          end
        end
        """
        let literals = RubyLiteralReader.literals(in: Array(source.utf8))
        #expect(literals.map(\.enclosingName) == ["RULES", "ios_v1"])
        let constant = try #require(PathConfiguration(path: "app/controllers/configurations/ios_controller.rb", form: .rubyLiteral,
                                                      enclosingName: literals[0].enclosingName, document: literals[0].node))
        #expect(constant.rules.count == 2)
        #expect(constant.rules[0].patterns.map(\.text) == ["/new$", "/edit$"])
        #expect(text(source, constant.rules[0].patterns[1].node.range) == "/edit$")
        let context = try #require(constant.rules[0].property("context"))
        #expect(context.value.string == "modal")
        #expect(text(source, context.keyContentRange) == "context")
        #expect(text(source, context.value.contentRange) == "modal")
        #expect(text(source, try #require(constant.rules[0].property("pull_to_refresh_enabled")).keyContentRange) == "pull_to_refresh_enabled")
        #expect(constant.rules[1].patterns.map(\.text) == [#"/customers/\d+"#])
        #expect(try #require(constant.rules[1].property("title")).value.isUnknown)
        #expect(try #require(constant.rules[1].property("uri")).value.isUnknown)
        #expect(constant.rules[1].isFullyKnown == false)
        #expect(constant.rules[0].isFullyKnown)
        let action = try #require(PathConfiguration(path: "app/controllers/x.rb", form: .rubyLiteral, enclosingName: literals[1].enclosingName, document: literals[1].node))
        #expect(action.platforms == [.ios])
        #expect(action.settings?.entry("tabs") != nil)
        #expect(action.rules[0].property("view_controller")?.value.string == "sign_in")
    }

    @Test func jbuilderKeysTakeLiterals() throws {
        let source = "json.settings({})\njson.rules [{ patterns: [\"/new$\"], properties: { context: \"modal\" } }]\n"
        let literals = RubyLiteralReader.literals(in: Array(source.utf8))
        let literal = try #require(literals.first)
        let configuration = try #require(PathConfiguration(path: "app/views/configurations/ios_v1.json.jbuilder", form: .rubyLiteral, document: literal.node))
        #expect(configuration.rules.first?.property("context")?.value.string == "modal")
        // A block after a method name is not a literal.
        #expect(RubyLiteralReader.literals(in: Array("items.map { patterns: 1 }\n".utf8)).isEmpty)
    }

    @Test func unterminatedRubyStopsAtTheEnd() {
        let source = "RULES = [{ patterns: [\"/a\"], properties: { context: "
        #expect(RubyLiteralReader.literals(in: Array(source.utf8)).count == 1)
    }

    @Test func platformsFromNames() {
        #expect(PathConfiguration.platforms(named: ["public/configurations/ios_v1.json"]) == [.ios])
        #expect(PathConfiguration.platforms(named: ["x.rb", "ANDROID_RULES"]) == [.android])
        #expect(PathConfiguration.platforms(named: ["public/configurations/v1.json", "biosphere"]) == [])
    }

    @Test func theRepositoryIsSearchedInEveryForm() throws {
        let folder = TemporaryFolder()
        let rule = #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
        folder.write("Gemfile", "")
        folder.write("config/application.rb", "")
        folder.write("public/configurations/ios_v1.json", rule)
        folder.write("app/views/configurations/android_v1.json.erb", rule)
        folder.write("app/views/configurations/dynamic.json.erb", "<%= raw @rules.to_json %> patterns")
        folder.write("app/controllers/configurations_controller.rb", "class X\n  def show\n    render json: { rules: [{ patterns: [\"/a\"], properties: {} }] }\n  end\nend\n")
        folder.write("ios/App/path-configuration.json", rule)
        folder.write("ios/App/AppDelegate.swift", """
        import HotwireNative
        let local = Bundle.main.url(forResource: "path-configuration", withExtension: "json")!
        Hotwire.loadPathConfiguration(from: [.file(local), .server(rootURL.appending(path: "configurations/ios_v1.json"))])
        if proposal.properties["external"] as? Bool == true {}
        let key = "x"; _ = proposal.properties[key]
        class SignIn: UIViewController, PathConfigurationIdentifiable { static var pathConfigurationIdentifier: String { "sign_in" } }
        """)
        folder.write("android/app/src/main/assets/json/configuration.json", rule)
        folder.write("android/app/src/main/java/App.kt", """
        import dev.hotwire.core.config.Hotwire
        Hotwire.loadPathConfiguration(context = this, location = PathConfiguration.Location(assetFilePath = "json/configuration.json", remoteFileUrl = "$BASE/configurations/android_v1.json"))
        @HotwireDestinationDeepLink(uri = "hotwire://fragment/web")
        class WebFragment : HotwireWebFragment()
        """)
        folder.write("node_modules/x/config.json", rule)
        folder.write("spec/fixtures/path.json", rule)
        folder.write("public/configurations/broken.json", #"{"rules": [{"patterns": ["/a"] "#)
        let model = ProjectModel.load(root: folder.path, configuration: Configuration())
        let catalog = model.pathConfigurations
        let found = catalog.configurations.map { "\($0.path) \($0.form.rawValue) \($0.platforms.sorted().map(\.rawValue))" }.sorted()
        #expect(found == [
            "android/app/src/main/assets/json/configuration.json native bundle file [\"android\"]",
            "app/controllers/configurations_controller.rb Ruby literal []",
            "app/views/configurations/android_v1.json.erb JSON template [\"android\"]",
            "ios/App/path-configuration.json native bundle file [\"ios\"]",
            "public/configurations/ios_v1.json served JSON file [\"ios\"]",
        ])
        #expect(catalog.unparsable.map(\.path) == ["public/configurations/broken.json"])
        #expect(catalog.libraries == [.ios: .hotwireNative, .android: .hotwireNative])
        #expect(catalog.reads("external", on: .ios))
        #expect(catalog.platformsReadingComputedKeys == [.ios])
        #expect(catalog.screens.map(\.identifier).sorted() == ["hotwire://fragment/web", "sign_in"])
        let iosFile = try #require(catalog.configurations.first { $0.path == "ios/App/path-configuration.json" })
        #expect(iosFile.loadedBy.map(\.platform) == [.ios])
        let served = try #require(catalog.configurations.first { $0.path == "public/configurations/ios_v1.json" })
        #expect(served.loadedBy.map(\.platform) == [.ios])
    }

    @Test func manifestsNameTheLibraryAndItsVersion() throws {
        let resolved = #"{ "object": { "pins": [{ "package": "turbo-ios", "repositoryURL": "https://github.com/hotwired/turbo-ios", "state": { "version": "7.0.0" } }] }, "version": 1 }"#
        let turbo = try #require(NativeLibraryManifests.swiftPackage(in: Array(resolved.utf8), path: "ios/Package.resolved"))
        #expect(turbo.0 == .turbo)
        #expect(turbo.1?.version.description == "7.0.0")
        let gradle = try #require(NativeLibraryManifests.gradleDependency(in: #"implementation("dev.hotwire:core:1.2.6")"#, path: "app/build.gradle.kts"))
        #expect(gradle.0 == .hotwireNative)
        #expect(gradle.1?.version.description == "1.2.6")
        let catalog = """
        [versions]
        hotwireNative = "1.3.1"
        [libraries]
        hotwire-core = { group = "dev.hotwire", name = "core", version.ref = "hotwireNative" }
        """
        #expect(NativeLibraryManifests.gradleDependency(in: catalog, path: "gradle/libs.versions.toml")?.1?.version.description == "1.3.1")
        #expect(NativeLibraryManifests.gradleDependency(in: #"implementation "dev.hotwire:turbo:7.1.3""#, path: "build.gradle")?.0 == .turbo)
        #expect(NativeLibraryManifests.gradleDependency(in: "implementation 'androidx.core:core-ktx:1.12.0'", path: "build.gradle") == nil)
        let pods = "PODS:\n  - Strada (1.0.0)\n  - Turbo (7.0.2)\n\nDEPENDENCIES:\n  - Turbo\n"
        #expect(NativeLibraryManifests.pod(in: pods, path: "ios/Podfile.lock")?.0 == .turbo)
        #expect(NativeLibraryManifests.pod(in: pods, path: "ios/Podfile.lock")?.1?.version.description == "7.0.2")
        #expect(NativeLibraryManifests.pod(in: "PODS:\n  - Alamofire (5.0.0)\n", path: "Podfile.lock") == nil)
    }

    @Test func loadsNameFilesByResourceAssetPathOrURLPath() throws {
        let rule = try JSONSourceReader.read(Array(#"{"rules": [{"patterns": ["/a"], "properties": {}}]}"#.utf8)).get()
        func configuration(_ path: String, _ form: PathConfiguration.Form, _ name: String? = nil) throws -> PathConfiguration {
            try #require(PathConfiguration(path: path, form: form, enclosingName: name, document: rule))
        }
        let bundled = try configuration("app/ios/path-configuration.json", .nativeBundle)
        #expect(PathConfigurationCatalog.name("path-configuration", names: bundled))
        #expect(!PathConfigurationCatalog.name("json/path-configuration.json", names: bundled))
        let asset = try configuration("app/android/app/src/main/assets/json/path-configuration.json", .nativeBundle)
        #expect(PathConfigurationCatalog.name("json/path-configuration.json", names: asset))
        let served = try configuration("public/configurations/ios_v1.json", .servedFile)
        #expect(PathConfigurationCatalog.name("https://example.com/configurations/ios_v1.json", names: served))
        #expect(PathConfigurationCatalog.name("/configurations/ios_v1.json", names: served))
        #expect(!PathConfigurationCatalog.name("https://example.com/other/ios_v1.json", names: served))
        let action = try configuration("app/controllers/configurations_controller.rb", .rubyLiteral, "android_v1")
        #expect(PathConfigurationCatalog.name("https://example.com/configurations/android_v1", names: action))
        // The nearest folder holding one platform's sources decides.
        let swift = ["app/ios/App.swift"]
        let kotlin = ["app/android/App.kt"]
        #expect(PathConfigurationCatalog.platforms(ofBundleFile: "app/ios/path-configuration.json", swiftFiles: swift, kotlinFiles: kotlin) == [.ios])
        #expect(PathConfigurationCatalog.platforms(ofBundleFile: "app/shared/path-configuration.json", swiftFiles: swift, kotlinFiles: kotlin) == [])
        #expect(PathConfigurationCatalog.platforms(ofBundleFile: "app/android/app/src/main/assets/x.json", swiftFiles: swift, kotlinFiles: kotlin) == [.android])
    }
}
