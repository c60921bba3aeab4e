import BridgeLintCore
import Testing
@testable import BridgeLintProject

/// `PatternRouteMatcher`: path configuration patterns run over sample paths of the routes, whose
/// forms and id samples it makes once for every pattern.
@Suite struct PatternRouteMatchTests {
    func matcher(_ text: String) -> PatternRouteMatcher {
        PatternRouteMatcher(routes: RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: "Rails.application.routes.draw do\n\(text)\nend\n")))
    }

    @Test func aPatternMatchesTheSamplesOfEveryForm() {
        let routes = matcher("""
        resources :posts do
          resources :comments
        end
        get "settings(/:section)", to: "settings#show"
        """)
        #expect(routes.match(pattern: "/posts/[0-9]+$") == .matches)
        #expect(routes.match(pattern: "/posts/\\d+/comments/new$") == .matches)
        #expect(routes.match(pattern: "/settings$") == .matches)
        #expect(routes.match(pattern: "/settings/billing$") == .matches)
        #expect(routes.match(pattern: "^/Posts$") == .matchesIgnoringCase)
        #expect(routes.match(pattern: "^/articles") == .none)
        #expect(routes.match(pattern: "https://example.com/.*") == .matchesNoPath)
    }

    @Test func theEmptyPathIsServedOnlyWithARootRoute() {
        #expect(matcher("root \"home#index\"").match(pattern: "^$") == .matches)
        #expect(matcher("get \"home\", to: \"home#index\"").match(pattern: "^$") == .none)
    }

    @Test func unreadRoutesUnderAPrefixServeItsPaths() {
        let mounted = matcher("mount Sidekiq::Web => \"/sidekiq\"")
        #expect(mounted.match(pattern: "/sidekiq/queues") == .matches)
        #expect(mounted.match(pattern: "^/admin") == .none)
        #expect(matcher("devise_for :users").match(pattern: "/users/sign_in") == .matches)
        #expect(matcher("api_routes :v1").match(pattern: "/admin") == .unknown)
        // A path outside every route, but served by turbo-rails or Rails itself.
        #expect(matcher("get \"home\", to: \"home#index\"").match(pattern: "/recede_historical_location") == .matches)
    }

    @Test func aRouteOfTooManyOptionalPartsLeavesEveryPatternUnknown() {
        let optional = (1...RoutePattern.maximumOptionalGroups + 1).map { "(/:p\($0))" }.joined()
        let routes = RoutesReader.read(routes: SourceFile(
            path: "config/routes.rb", text: "Rails.application.routes.draw do\nget \"many\(optional)\", to: \"many#show\"\nget \"home\", to: \"home#index\"\nend\n"))
        #expect(PatternRouteMatcher(routes: routes).match(pattern: "/home") == .unknown)
        #expect(routes.route(for: "GET", path: "/home") == .unknown)
    }
}
