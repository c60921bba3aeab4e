import BridgeLintCore
import BridgeLintProject
import Foundation
import Testing
@testable import BridgeLintRules

@Suite struct PathConfigurationRuleTests {
    /// The property table the docs print is the one the rules use.
    @Test func theDocumentedPropertyTableIsTheOneTheRulesUse() throws {
        let document = try #require(try RuleDocument.loadAll().first { $0.id == "native-path-unknown-property" })
        let rows = document.text.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        func cell(_ values: [String]?, kind: PathPropertyTable.Kind) -> String {
            guard let values else { return "—" }
            return kind == .choice ? values.map { "`\($0)`" }.joined(separator: ", ") : "read"
        }
        let expected = PathPropertyTable.all.map { property -> String in
            let kind = switch property.kind {
            case .choice: "choice"
            case .boolean: "Boolean"
            case .string: "string"
            }
            let ios = property.platforms.contains(.ios) ? cell(property.values[.ios] ?? [], kind: property.kind) : "—"
            let android = property.platforms.contains(.android) ? cell(property.values[.android] ?? [], kind: property.kind) : "—"
            return "| `\(property.name)` | \(kind) | \(ios) | \(android) |"
        }
        #expect(rows == expected)
        // Every choice lists its values for each platform that reads it.
        for property in PathPropertyTable.all where property.kind == .choice {
            #expect(Set(property.values.keys) == property.platforms, "\(property.name)")
        }
    }

    @Test func aRailsRouteBecomesTheRegularExpressionItMeans() {
        #expect(NativePathRoutePatternRule.regularExpression(meantBy: "/customers/:id")?.pattern == "/customers/[^/]+$")
        #expect(NativePathRoutePatternRule.regularExpression(meantBy: "/customers/:id")?.parameter == "id")
        #expect(NativePathRoutePatternRule.regularExpression(meantBy: "/posts/:post_id/comments/:id/edit")?.pattern == "/posts/[^/]+/comments/[^/]+/edit")
        #expect(NativePathRoutePatternRule.regularExpression(meantBy: "^/:locale/about$")?.pattern == "^/[^/]+/about$")
        for regex in ["(?:/edit)$", "/a:b", #"/x\:y"#, "/:", "/:Id", "/new$"] {
            #expect(NativePathRoutePatternRule.regularExpression(meantBy: regex) == nil, "\(regex)")
        }
    }

    @Test func valueSuggestionsStayWithinTheClosedSet() {
        let contexts = ["default", "modal"]
        #expect(NativePathUnknownValueRule.suggestion(for: "modle", among: contexts) == "modal")
        #expect(NativePathUnknownValueRule.suggestion(for: "MODAL", among: contexts) == "modal")
        #expect(NativePathUnknownValueRule.suggestion(for: "sheet", among: contexts) == nil)
        #expect(NativePathUnknownValueRule.suggestion(for: "replace-root", among: ["replace", "replace_root"]) == "replace_root")
    }

    /// Rules run over a project written to disk, the way `bridgelint check` reads it: each
    /// finding's file, line, severity, rule and the exact text its range covers.
    func findings(_ files: [String: String]) throws -> [String] {
        let documents = files.map { RuleDocument.File(path: $0.key, text: $0.value, markers: []) }
            + [RuleDocument.File(path: "app/views/pages/show.html.erb", text: "<p>x</p>\n", markers: [])]
        return try ExampleProject.lint(documents).sorted { $0.key < $1.key }.flatMap { path, found in
            found.filter { $0.diagnostic.ruleID.hasPrefix("native-path-") }.map { found in
                let position = found.file.position(of: found.diagnostic.range.start)
                return "\(path):\(position.line) \(found.diagnostic.severity.rawValue) \(found.diagnostic.ruleID) \(found.file.text(in: found.diagnostic.range))"
            }
        }
    }

    static let hotwireIOS = "import HotwireNative\nlet done = proposal.properties[\"external\"] as? Bool\n"

    @Test func aCustomPropertyTheAppReadsIsKnownAndOneNothingReadsIsAWarning() throws {
        let configuration = """
        { "rules": [
          { "patterns": ["/a$"], "properties": { "external": true, "analytics_tag": "x", "externl": true, "uri": "hotwire://fragment/web" } },
          { "patterns": ["/b$"], "properties": { "analytics_tag": "y", "externl": false } }
        ] }
        """
        // Each near miss carries its fix; a name nothing reads is one cause; Android's `uri` is harmless here.
        #expect(try findings(["ios/App/Router.swift": Self.hotwireIOS, "public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:2 warning native-path-unknown-property analytics_tag",
            "public/configurations/ios_v1.json:2 error native-path-unknown-property externl",
            "public/configurations/ios_v1.json:3 error native-path-unknown-property externl",
        ])
    }

    @Test func aComputedReadOrAMissingAppSilencesNamesCloseToNothing() throws {
        let configuration = #"{ "rules": [{ "patterns": ["/a$"], "properties": { "analytics_tag": "x", "contxt": "modal" } }] }"#
        let computed = Self.hotwireIOS + "let value = proposal.properties[key]\n"
        let expected = ["public/configurations/ios_v1.json:1 error native-path-unknown-property contxt"]
        #expect(try findings(["ios/App/Router.swift": computed, "public/configurations/ios_v1.json": configuration]) == expected)
        #expect(try findings(["public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:1 warning native-path-unknown-property contxt",
        ])
    }

    /// With no native app in the repository, another spelling of a library property may be the
    /// app's own (Turbo Native's demos routed on `view-controller`); a misspelling is still one.
    @Test func aMissingAppMakesOtherSpellingsOfLibraryPropertiesUnknown() throws {
        let configuration = #"{ "rules": [{ "patterns": ["/a$"], "properties": { "view-controller": "x", "pullToRefreshEnabled": false, "pull_to_refesh_enabled": false } }] }"#
        #expect(try findings(["public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:1 warning native-path-unknown-property pull_to_refesh_enabled",
        ])
        #expect(try findings(["ios/App/Router.swift": Self.hotwireIOS, "public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:1 error native-path-unknown-property view-controller",
            "public/configurations/ios_v1.json:1 error native-path-unknown-property pullToRefreshEnabled",
            "public/configurations/ios_v1.json:1 error native-path-unknown-property pull_to_refesh_enabled",
        ])
    }

    @Test func aTurboNativeAppIsJudgedByWhatItsOwnCodeReads() throws {
        let app = "import Turbo\nif proposal.properties[\"presentation\"] as? String == \"modal\" {}\nlet vc = proposal.properties[\"view-controller\"]\n"
        let configuration = #"{ "rules": [{ "patterns": ["/new$"], "properties": { "presentation": "modal", "view-controller": "x", "view_controler": "y" } }] }"#
        // `modal` is the app's own presentation value, and `view-controller` a key it reads.
        #expect(try findings(["ios/App/Nav.swift": app, "public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:1 error native-path-unknown-property view_controler",
        ])
    }

    @Test func aConfigurationBothPlatformsReadAcceptsEitherPlatformsValues() throws {
        let configuration = #"{ "rules": [{ "patterns": ["/next$"], "properties": { "presentation": "push", "modal_style": "medium" } }] }"#
        #expect(try findings(["ios/App/Router.swift": Self.hotwireIOS, "android/app/src/main/java/App.kt": "import dev.hotwire.core.config.Hotwire\n",
                              "public/configurations/v1.json": configuration]).isEmpty)
    }

    @Test func aQuotedBooleanIsAnErrorWhereAndroidReadsItAndAWarningOnIOSAlone() throws {
        let configuration = #"{ "rules": [{ "patterns": ["/a$"], "properties": { "pull_to_refresh_enabled": "false", "animated": 1 } }] }"#
        let android = "import dev.hotwire.core.config.Hotwire\n"
        #expect(try findings(["ios/App/Router.swift": Self.hotwireIOS, "android/app/src/main/java/App.kt": android,
                              "public/configurations/v1.json": configuration]) == [
            "public/configurations/v1.json:1 error native-path-value-type \"false\"",
            "public/configurations/v1.json:1 error native-path-value-type 1",
        ])
        #expect(try findings(["ios/App/Router.swift": Self.hotwireIOS, "public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:1 warning native-path-value-type \"false\"",
            "public/configurations/ios_v1.json:1 warning native-path-value-type 1",
        ])
    }

    @Test func rulesOfTheWrongShape() throws {
        let configuration = #"{ "rules": ["/a", { "patterns": ["/b", 2] }, { "patterns": ["/c"], "properties": [] }] }"#
        #expect(try findings(["public/configurations/ios_v1.json": configuration]) == [
            "public/configurations/ios_v1.json:1 error native-path-value-type \"/a\"",
            "public/configurations/ios_v1.json:1 error native-path-value-type { \"patterns\": [\"/b\", 2] }",
            "public/configurations/ios_v1.json:1 error native-path-value-type 2",
            "public/configurations/ios_v1.json:1 error native-path-value-type []",
        ])
    }

    /// Drift needs one platform to say something and the other to stay silent on the same pattern.
    @Test func platformDriftIsAPatternOneConfigurationSetsAndTheOtherLeavesToADifferentDefault() throws {
        func drift(ios: String, android: String) throws -> [String] {
            try findings(["public/configurations/ios_v1.json": #"{ "rules": [\#(ios)] }"#,
                          "public/configurations/android_v1.json": #"{ "rules": [\#(android)] }"#])
                .filter { $0.contains("native-path-platform-drift") }
        }
        let feed = #"{ "patterns": ["/feed$"], "properties": { "context": "default" } }"#
        func feedSetting(_ value: String) -> String { #"{ "patterns": ["/feed$"], "properties": { "pull_to_refresh_enabled": \#(value) } }"# }
        // Android turns it off, iOS says nothing: iOS refreshes.
        #expect(try drift(ios: feed, android: feedSetting("false")) == ["public/configurations/ios_v1.json:1 warning native-path-platform-drift /feed$"])
        // Setting what the silent platform's default is anyway is no drift.
        #expect(try drift(ios: feed, android: feedSetting("true")).isEmpty)
        // Both silent (the libraries' defaults) or both explicit (a difference written down): not reported.
        #expect(try drift(ios: feed, android: feed).isEmpty)
        #expect(try drift(ios: feedSetting("true"), android: feedSetting("false")).isEmpty)
        // A catch-all on the silent side sets it for every URL.
        let catchAll = #"{ "patterns": ["^/.*$"], "properties": { "pull_to_refresh_enabled": true } }"#
        #expect(try drift(ios: feed, android: catchAll + ", " + feed).isEmpty)
        // Another pattern that sets it may match the pattern's URLs: unknown, silent.
        let other = #"{ "patterns": ["/f.*"], "properties": { "pull_to_refresh_enabled": true } }"#
        #expect(try drift(ios: feedSetting("true"), android: feed + ", " + other).isEmpty)
        // The patterns of one rule that drift against one rule are one finding.
        let pair = #"{ "patterns": ["/a$", "/b$"], "properties": {} }"#
        #expect(try drift(ios: pair, android: #"{ "patterns": ["/a$", "/b$"], "properties": { "pull_to_refresh_enabled": false } }"#)
                == ["public/configurations/ios_v1.json:1 warning native-path-platform-drift /a$"])
        // A catch-all that sets it on one side applies to its own pattern only once.
        #expect(try drift(ios: #"{ "patterns": [".*"], "properties": { "pull_to_refresh_enabled": true } }, "# + feed,
                          android: #"{ "patterns": [".*"], "properties": {} }, "# + feed)
                == ["public/configurations/android_v1.json:1 warning native-path-platform-drift .*"])
    }

    /// Patterns are compared with sample paths of every route; only a pattern no sample matches
    /// is reported, and nothing is judged where the routes are not all read.
    @Test func aPatternThatMatchesNoRouteIsReportedOnlyWhereEveryRouteIsRead() throws {
        func unmatched(_ patterns: [String], routes: String, file: String = "public/configurations/ios_v1.json") throws -> [String] {
            let list = patterns.map { "\"\($0)\"" }.joined(separator: ", ")
            return try findings(["config/routes.rb": "Rails.application.routes.draw do\n\(routes)\nend\n",
                                 file: #"{ "rules": [{ "patterns": [\#(list)], "properties": { "context": "modal" } }] }"#])
                .filter { $0.contains("native-path-unmatched-pattern") }
                .map { $0.components(separatedBy: " ").last ?? "" }
        }
        let routes = "  resources :users do\n    resources :posts, only: %i[index show]\n  end\n  devise_for :admins\n  root \"users#index\""
        // A word of the pattern fills a dynamic segment (`/users/me`), two segments take different
        // values, turbo-rails' historical routes and `devise_for`'s paths are served.
        // A path written from the pattern reaches below `devise_for`'s path; the root answers the empty path.
        #expect(try unmatched(["/users/me$", "/users/me/posts/[0-9]+$", "^/$", "^$", "/recede_historical_location", "/admins/sign_in$",
                               "/admins/password/(new|edit)$", "/users/[0-9]+/edit$", "/posts$", "/user/new$", "/users/\\?tab=x"], routes: routes)
                == ["/user/new$"])
        // A scheme or host never matches a path, whatever the routes.
        #expect(try unmatched(["https://accounts.google.com/.*"], routes: routes + "\n  extra_routes_for :reports") == ["https://accounts.google.com/.*"])
        // Case: iOS matches it as written, Android ignores case.
        #expect(try unmatched(["/Users/new$"], routes: routes) == ["/Users/new$"])
        #expect(try unmatched(["/Users/new$"], routes: routes, file: "public/configurations/android_v1.json").isEmpty)
        // A call bridgelint cannot read may add any route.
        #expect(try unmatched(["/user/new$"], routes: routes + "\n  extra_routes_for :reports").isEmpty)
    }

    @Test func aTabPathNoRouteAnswersIsReportedWithTheClosestServedPath() throws {
        let configuration = #"{ "settings": { "tabs": [{ "title": "A", "path": "/setings" }, { "title": "B", "path": "/users/1" }, { "title": "C", "path": "https://x.test/a" }] }, "rules": [{ "patterns": ["/new$"], "properties": {} }] }"#
        let found = try findings(["config/routes.rb": "Rails.application.routes.draw do\n  resource :settings, only: :show\n  resources :users\nend\n",
                                  "public/configurations/ios_v1.json": configuration])
        #expect(found == ["public/configurations/ios_v1.json:1 warning native-path-unknown-tab-path /setings"])
    }

    static func packageResolved(_ version: String) -> String {
        """
        { "pins": [{ "identity": "hotwire-native-ios", "kind": "remoteSourceControl", "location": "https://github.com/hotwired/hotwire-native-ios",
                     "state": { "revision": "9c7d6c2", "version": "\(version)" } }], "version": 2 }
        """
    }

    /// `pageSheet` is right before hotwire-native-ios 1.1.0 renamed it: wrong only where the app
    /// provably resolves a later release.
    @Test func aRenamedValueIsWrongOnlyWhereTheResolvedVersionHasTheNewName() throws {
        let configuration = #"{ "rules": [{ "patterns": ["/new$"], "properties": { "context": "modal", "modal_style": "pageSheet" } }] }"#
        let app = ["ios/App/Router.swift": Self.hotwireIOS, "public/configurations/ios_v1.json": configuration]
        let resolved = "ios/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
        #expect(try findings(app.merging([resolved: Self.packageResolved("1.2.2")]) { $1 }) == [
            "public/configurations/ios_v1.json:1 error native-path-unknown-value pageSheet",
        ])
        #expect(try findings(app.merging([resolved: Self.packageResolved("1.0.0")]) { $1 }).isEmpty)
        #expect(try findings(app).isEmpty)
        #expect(try findings(["public/configurations/ios_v1.json": configuration]).isEmpty)
    }

    @Test func screensAreDeclaredByIdentifiersDeepLinksStringsOrTheLibrary() throws {
        let ios = """
        import HotwireNative
        final class Numbers: UIViewController, PathConfigurationIdentifiable {
            static var pathConfigurationIdentifier: String { "numbers" }
        }
        func handle(proposal: VisitProposal) -> ProposalResult {
            switch proposal.viewController {
            case Numbers.pathConfigurationIdentifier: return .acceptCustom(Numbers())
            case "map": return .acceptCustom(MapController())
            default: return .accept
            }
        }
        """
        let android = """
        import dev.hotwire.navigation.destinations.HotwireDestinationDeepLink
        @HotwireDestinationDeepLink(uri = "hotwire://fragment/map")
        class MapFragment : HotwireFragment()
        """
        let configuration = """
        { "rules": [
          { "patterns": ["/a$"], "properties": { "view_controller": "numbers", "uri": "hotwire://fragment/map" } },
          { "patterns": ["/b$"], "properties": { "view_controller": "map", "uri": "hotwire://fragment/web/modal/sheet" } },
          { "patterns": ["/c$"], "properties": { "view_controller": "web", "uri": "hotwire://fragment/web", "fallback_uri": "hotwire://fragment/mapp" } },
          { "patterns": ["/d$"], "properties": { "view_controller": "profile", "uri": "hotwire://fragment/profile" } }
        ] }
        """
        let app = ["ios/App/Numbers.swift": ios, "android/app/src/main/java/Map.kt": android, "public/configurations/v1.json": configuration]
        #expect(try findings(app) == [
            "public/configurations/v1.json:4 error native-path-unknown-screen hotwire://fragment/mapp",
            "public/configurations/v1.json:5 warning native-path-unknown-screen profile",
            "public/configurations/v1.json:5 warning native-path-unknown-screen hotwire://fragment/profile",
        ])
        // A computed identifier or URI: the screens are not all known.
        let computed = ios + "\nfinal class Any: UIViewController, PathConfigurationIdentifiable { static var pathConfigurationIdentifier: String { String(describing: self) } }\n"
        let computedAndroid = android + "\n@HotwireDestinationDeepLink(uri = Routes.PROFILE)\nclass ProfileFragment : HotwireFragment()\n"
        #expect(try findings(app.merging(["ios/App/Numbers.swift": computed, "android/app/src/main/java/Map.kt": computedAndroid]) { $1 }).isEmpty)
        // No native app: any screen may exist.
        #expect(try findings(["public/configurations/v1.json": configuration]).isEmpty)
    }
}
