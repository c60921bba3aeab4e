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
