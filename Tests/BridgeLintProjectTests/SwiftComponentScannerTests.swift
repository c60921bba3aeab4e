import Testing
@testable import BridgeLintProject

@Suite struct SwiftComponentScannerTests {
    static let components = #"""
    import HotwireNative
    import UIKit

    // final class CommentedComponent: BridgeComponent { override class var name: String { "nope" } }
    /* class Blocked: BridgeComponent { /* nested */ override class var name: String { "nope" } } */
    let help = "class InString: BridgeComponent { override class var name: String { \"nope\" } }"
    let raw = #"class RawString: BridgeComponent {}"#
    let doc = """
        final class InDoc: BridgeComponent {}
        """

    final class NavComponent: BridgeComponent {
        override public nonisolated class var name: String { return "nav" }

        override func onReceive(message: Message) {
            guard let data: MessageData = message.data() else { return }
            print("title: \(data.title)")
        }

        private struct MessageData: Decodable {
            let title: String
            let image: String?
            var count: Int = 0
            let kind = "fixed"
            var subtitle: Optional<String>
            var computed: String { title }

            enum CodingKeys: String, CodingKey {
                case image = "iosImage"
                case title, count, kind, subtitle
            }
        }
    }

    public final class FormComponent: BridgeComponent {
        override nonisolated(unsafe) static var name: String { "form" }
    }

    open class BaseMenu: BridgeComponent {}

    class MenuComponent: BaseMenu {
        override class var name: String {
            get { "menu" }
        }
        func reply() { let _: MenuItems? = nil }
    }

    struct MenuItems: Codable {
        let items: [String]
    }

    class Dynamic: BridgeComponent {
        override class var name: String { "dyn-\(suffix)" }
    }
    """#

    @Test func findsComponentsAndNames() {
        let scan = SwiftComponentScanner.scan(path: "ios/Components.swift", text: Self.components)
        let names = scan.classes.map(\.name)
        #expect(names == ["NavComponent", "FormComponent", "BaseMenu", "MenuComponent", "Dynamic"])
        #expect(scan.classes[0].componentName?.value == "nav")
        #expect(scan.classes[0].componentName?.site.line == 13)
        #expect(scan.classes[0].componentName?.site.column == 65)
        #expect(scan.classes[1].componentName?.value == "form")
        #expect(scan.classes[2].componentName == nil)
        #expect(scan.classes[3].superclassName == "BaseMenu")
        #expect(scan.classes[3].componentName?.value == "menu")
        // Interpolated: known to exist, value unknown.
        #expect(scan.classes[4].componentName != nil)
        #expect(scan.classes[4].componentName?.value == nil)
        #expect(scan.declaresBridgeCode)
    }

    @Test func readsDecodableStructsWithCodingKeys() throws {
        let scan = SwiftComponentScanner.scan(path: "ios/Components.swift", text: Self.components)
        let message = try #require(scan.messages.first { $0.name == "MessageData" })
        #expect(message.enclosingTypeNames == ["NavComponent"])
        let fields = Dictionary(uniqueKeysWithValues: message.fields.map { ($0.name, $0) })
        #expect(fields.keys.sorted() == ["count", "image", "kind", "subtitle", "title"])
        #expect(fields["image"]?.jsonKey == "iosImage")
        #expect(fields["image"]?.isOptional == true)
        #expect(fields["image"]?.isRequired == false)
        #expect(fields["title"]?.isRequired == true)
        #expect(fields["title"]?.site.line == 21)
        // A `var` with a default is still decoded and required; a `let` with one is never decoded.
        #expect(fields["count"]?.hasDefault == true)
        #expect(fields["count"]?.isRequired == true)
        #expect(fields["kind"]?.isDecoded == false)
        #expect(fields["subtitle"]?.isOptional == true)
        #expect(message.requiredKeys == ["title", "count"])
    }

    @Test func codingKeysLeaveOutUnlistedProperties() throws {
        let scan = SwiftComponentScanner.scan(path: "a.swift", text: """
        struct Payload: Swift.Decodable, Sendable {
            var shown: String
            var hidden: String = ""
            private enum CodingKeys: String, CodingKey { case shown = "show_me" }
        }
        extension Payload {
            var computed: Int { 1 }
            static let shared = 2
        }
        struct Custom: Decodable {
            let a: Int
            init(from decoder: Decoder) throws { a = 1 }
        }
        """)
        let payload = try #require(scan.messages.first)
        #expect(payload.decodedKeys == ["show_me"])
        #expect(payload.fields.map(\.name) == ["shown", "hidden"])
        #expect(scan.messages.last?.hasCustomDecoding == true)
    }

    @Test func registrationsKeepOrderDuplicatesAndVariables() {
        let scan = SwiftComponentScanner.scan(path: "ios/AppDelegate.swift", text: """
        enum Bridgework {
            static let components: [BridgeComponent.Type] = [
                NavComponent.self,
                FormComponent.self,
            ]
        }
        func application() -> Bool {
            Hotwire.registerBridgeComponents([
                NavComponent.self,
                FormComponent.self,
                NavComponent.self,
            ])
            Hotwire.registerBridgeComponents(Bridgework.components)
            Hotwire.registerBridgeComponents(makeComponents())
            Hotwire.registerBridgeComponents([])
            return true
        }
        """)
        #expect(scan.registrations.count == 4)
        let first = scan.registrations[0]
        #expect(first.site.line == 8)
        #expect(first.items.compactMap { item -> String? in
            if case let .entry(entry) = item { return entry.className }
            return nil
        } == ["NavComponent", "FormComponent", "NavComponent"])
        if case let .list(name, expression, site) = scan.registrations[1].items.first {
            #expect(name == "components")
            #expect(expression == "Bridgework.components")
            #expect(site.line == 13)
        } else {
            Issue.record("expected a list")
        }
        if case let .unknown(expression, _) = scan.registrations[2].items.first {
            #expect(expression == "makeComponents()")
        } else {
            Issue.record("expected an unknown item")
        }
        #expect(scan.registrations[3].items.isEmpty)
        #expect(scan.lists.map(\.name) == ["components"])
        #expect(scan.lists.first?.entries.map(\.className) == ["NavComponent", "FormComponent"])
    }

    /// Strada, before Hotwire Native, registered through `BridgeDelegate(componentTypes:)` and
    /// announced through `Strada.userAgentSubstring(for:)`; a parameter of that name registers nothing.
    @Test func stradaComponentTypesAreRegistrations() {
        let scan = SwiftComponentScanner.scan(path: "ios/WebViewController.swift", text: """
        extension BridgeComponent {
            static var allTypes: [BridgeComponent.Type] {
                [ButtonComponent.self]
            }
        }
        class WebViewController: VisitableViewController, BridgeDestination {
            init(url: URL, componentTypes: [BridgeComponent.Type]) {}
            private lazy var bridgeDelegate = BridgeDelegate(
                location: visitableURL.absoluteString,
                destination: self,
                componentTypes: BridgeComponent.allTypes
            )
        }
        let agent = Strada.userAgentSubstring(for: [ButtonComponent.self])
        """)
        #expect(scan.registrations.map(\.site.line) == [11, 14])
        if case let .list(name, expression, _) = scan.registrations.first?.items.first {
            #expect(name == "allTypes" && expression == "BridgeComponent.allTypes")
        } else {
            Issue.record("expected the list `allTypes`")
        }
        if case let .entry(entry) = scan.registrations.last?.items.first {
            #expect(entry.className == "ButtonComponent")
        } else {
            Issue.record("expected an entry")
        }
    }
}
