import Testing
@testable import BridgeLintProject

@Suite struct NativeCatalogTests {
    static let catalog = NativeCatalog(
        swiftFiles: [
            (path: "ios/Components.swift", text: SwiftComponentScannerTests.components),
            (path: "ios/AppDelegate.swift", text: """
            let bridgeComponents = [NavComponent.self, MenuComponent.self, extra]
            Hotwire.registerBridgeComponents(bridgeComponents)
            Hotwire.registerBridgeComponents(Remote.components)
            """),
        ],
        kotlinFiles: [
            (path: "android/App.kt", text: KotlinComponentScannerTests.application),
            (path: "android/FormComponent.kt", text: KotlinComponentScannerTests.component),
        ]
    )

    @Test func componentsOnBothPlatforms() {
        let catalog = Self.catalog
        #expect(catalog.platformsFound == [.ios, .android])
        #expect(catalog.componentNames(on: .ios) == ["nav", "form", "menu"])
        #expect(catalog.components(on: .ios).map(\.className) == ["NavComponent", "FormComponent", "BaseMenu", "MenuComponent", "Dynamic"])
        #expect(catalog.componentNames(on: .android) == ["nav", "form", "unused", "menu", "loose"])
        #expect(catalog.components(named: "nav", platform: .android).count == 2)
        let form = catalog.components(named: "form", platform: .android).first
        #expect(form?.classSite?.path == "android/FormComponent.kt")
        #expect(form?.messages.map(\.name) == ["MessageData"])
    }

    /// A repository with two apps per platform (UIKit and SwiftUI, Compose and fragments), each
    /// declaring its own `NavigationComponent`: every component is its own app's class, with its
    /// own message struct, once.
    @Test func classesOfTheSameNameResolveWithinTheirOwnApp() {
        func swift(_ field: String) -> String {
            "final class NavigationComponent: BridgeComponent {\n    override class var name: String { \"navigation\" }\n    struct MessageData: Decodable { let \(field): String }\n}\n"
        }
        func kotlin(_ field: String) -> String {
            "class NavigationComponent(name: String, delegate: BridgeDelegate<HotwireDestination>) : BridgeComponent<HotwireDestination>(name, delegate) {\n    @Serializable data class MessageData(val \(field): String)\n}\n"
        }
        let registration = "class App : Application() {\n    override fun onCreate() {\n        Hotwire.registerBridgeComponents(BridgeComponentFactory(\"navigation\", ::NavigationComponent))\n    }\n}\n"
        let catalog = NativeCatalog(
            swiftFiles: [(path: "ios-swiftui/App/NavigationComponent.swift", text: swift("tabs")),
                         (path: "ios-uikit/App/NavigationComponent.swift", text: swift("items"))],
            kotlinFiles: [(path: "android-compose/app/App.kt", text: registration),
                          (path: "android-compose/app/NavigationComponent.kt", text: kotlin("tabs")),
                          (path: "android-fragments/app/App.kt", text: registration),
                          (path: "android-fragments/app/NavigationComponent.kt", text: kotlin("items"))])
        let ios = catalog.components(named: "navigation", platform: .ios)
        #expect(ios.map { $0.messages.flatMap(\.fields).map(\.jsonKey) } == [["tabs"], ["items"]])
        let android = catalog.components(named: "navigation", platform: .android)
        #expect(android.map(\.classSite?.path) == ["android-compose/app/NavigationComponent.kt", "android-fragments/app/NavigationComponent.kt"])
        #expect(android.map { $0.messages.flatMap(\.fields).map(\.jsonKey) } == [["tabs"], ["items"]])
    }

    @Test func messagesAttachByNestingAndByUse() {
        let catalog = Self.catalog
        #expect(catalog.components(named: "nav", platform: .ios).first?.messages.map(\.name) == ["MessageData"])
        #expect(catalog.components(named: "menu", platform: .ios).first?.messages.map(\.name) == ["MenuItems"])
        #expect(catalog.components(named: "form", platform: .ios).first?.messages.isEmpty == true)
    }

    /// A real iOS app registers `[\n    SignInWithOauthComponent.self,\n] + Bridgework.coreComponents`:
    /// the notes quote the expression on one line.
    @Test func anUnreadableMultiLineRegistrationIsQuotedOnOneLine() {
        let catalog = NativeCatalog(swiftFiles: [(path: "ios/AppDelegate.swift", text: """
            Hotwire.registerBridgeComponents([
                SignInComponent.self,
            ] + Bridgework.coreComponents)
            """)], kotlinFiles: [])
        let unresolved = catalog.registrations(on: .ios).first?.unresolved.first
        #expect(unresolved?.expression.contains("\n") == true)
        #expect(unresolved?.displayExpression == "[ SignInComponent.self, ] + Bridgework.coreComponents")
        let project = ProjectModel(root: "/", configuration: Configuration(), controllers: ControllerCatalog(controllers: []), native: catalog)
        #expect(project.limitations.contains { $0.contains("registered through `[ SignInComponent.self, ] + Bridgework.coreComponents` cannot be read") })
    }

    @Test func registrationsResolveListsOrSayWhyNot() {
        let ios = Self.catalog.registrations(on: .ios)
        #expect(ios.count == 2)
        #expect(ios[0].entries.map(\.className) == ["NavComponent", "MenuComponent"])
        #expect(ios[0].unresolved.map(\.expression) == ["extra"])
        #expect(ios[1].entries.isEmpty)
        #expect(ios[1].unresolved.first?.reason.contains("no literal list named 'components'") == true)
        #expect(ios[1].site.line == 3)

        let android = Self.catalog.registrations(on: .android)
        #expect(android.count == 1)
        #expect(android[0].entries.map(\.factoryName?.value) == ["nav", "form", "menu", "nav"])
        #expect(android[0].unresolved.map(\.expression) == ["remoteFactories"])
        #expect(Self.catalog.unregisteredLists.map(\.name) == ["unusedFactories"])
        #expect(Self.catalog.duplicateEntries(in: android[0]).map(\.site.line) == [23])
        #expect(Self.catalog.duplicateEntries(in: ios[0]).isEmpty)
        #expect(Self.catalog.strayFactories.map(\.factoryName?.value) == ["loose"])
    }

    @Test func emptyProjectFindsNoPlatform() {
        let catalog = NativeCatalog(swiftFiles: [(path: "a.swift", text: "struct A {}\nlet types = [String.self, Int.self]")], kotlinFiles: [])
        #expect(catalog.unregisteredLists.isEmpty, "a list of arbitrary types is not a component list")
        #expect(catalog.platformsFound.isEmpty)
        #expect(catalog.components.isEmpty)
    }
}
