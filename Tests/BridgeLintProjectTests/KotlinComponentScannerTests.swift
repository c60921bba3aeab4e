import Testing
@testable import BridgeLintProject

@Suite struct KotlinComponentScannerTests {
    static let application = #"""
    package com.example.app

    import dev.hotwire.core.bridge.BridgeComponentFactory
    import dev.hotwire.navigation.destinations.HotwireDestination

    /* A commented-out factory: BridgeComponentFactory("old", ::OldComponent) /* nested */ still comment */
    // BridgeComponentFactory("line", ::LineComponent)
    val help = "BridgeComponentFactory(\"string\", ::StringComponent) ${names["x"]}"

    val bridgeComponentFactories = listOf(
        BridgeComponentFactory("nav", ::NavComponent),
        BridgeComponentFactory<HotwireDestination, FormComponent>(name = "form", creator = ::FormComponent),
    )

    val unusedFactories = arrayOf(BridgeComponentFactory("unused", ::UnusedComponent))

    class App : Application() {
        override fun onCreate() {
            super.onCreate()
            Hotwire.registerBridgeComponents(
                *bridgeComponentFactories.toTypedArray(),
                BridgeComponentFactory("menu") { name, delegate -> MenuComponent(name, delegate) },
                BridgeComponentFactory("nav", ::NavComponent),
                *remoteFactories,
            )
        }
    }

    val loose = BridgeComponentFactory("loose", ::LooseComponent)
    """#

    static let component = #"""
    class FormComponent(
        name: String,
        private val delegate: BridgeDelegate<HotwireDestination>
    ) : BridgeComponent<HotwireDestination>(name, delegate) {
        override fun onReceive(message: Message) {
            val data = message.data<MessageData>() ?: return
            Log.d("form", "submit ${data.title}")
        }

        @Serializable
        data class MessageData(
            @SerialName("submitTitle") val title: String,
            val image: String? = null,
            val count: Int,
            val note: String?,
            @Transient val local: String = "",
        )
    }
    """#

    @Test func findsFactoriesAndWhereTheyAre() {
        let scan = KotlinComponentScanner.scan(path: "android/App.kt", text: Self.application)
        #expect(scan.registrations.count == 1)
        let items = scan.registrations[0].items
        #expect(items.count == 4)
        if case let .list(name, expression, _) = items[0] {
            #expect(name == "bridgeComponentFactories")
            #expect(expression == "bridgeComponentFactories")
        } else {
            Issue.record("expected a list")
        }
        if case let .entry(entry) = items[1] {
            #expect(entry.factoryName?.value == "menu")
            #expect(entry.className == "MenuComponent")
        } else {
            Issue.record("expected a factory")
        }
        if case let .list(name, _, _) = items[3] { #expect(name == "remoteFactories") } else { Issue.record("expected a list") }
        #expect(scan.lists.map(\.name) == ["bridgeComponentFactories", "unusedFactories"])
        let listed = scan.lists[0].entries
        #expect(listed.map(\.factoryName?.value) == ["nav", "form"])
        #expect(listed.map(\.className) == ["NavComponent", "FormComponent"])
        #expect(listed[0].factoryName?.site.line == 11)
        #expect(listed[0].factoryName?.site.column == 28)
        #expect(scan.strayFactories.map(\.factoryName?.value) == ["loose"])
    }

    @Test func listsWithTypesAndGetters() {
        let scan = KotlinComponentScanner.scan(path: "a.kt", text: """
        object Components {
            val all: List<BridgeComponentFactory<HotwireDestination, *>>
                get() = listOf(BridgeComponentFactory("a", ::AComponent))
            val typed: Array<BridgeComponentFactory<*, *>> = arrayOf<BridgeComponentFactory<*, *>>(
                BridgeComponentFactory("b", ::BComponent), other
            )
            private val fragment: HotwireFragment
                get() = delegate.destination.fragment as HotwireFragment
        }
        fun register() = Hotwire.registerBridgeComponents(*Components.all.toTypedArray(), *Components.typed)
        """)
        #expect(scan.lists.map(\.name) == ["all", "typed"])
        #expect(scan.lists.last?.unknownElements == ["other"])
        #expect(scan.registrations.first?.items.count == 2)
        #expect(scan.strayFactories.isEmpty)
    }

    @Test func readsComponentClassesAndSerializableMessages() throws {
        let scan = KotlinComponentScanner.scan(path: "android/FormComponent.kt", text: Self.component)
        #expect(scan.classes.map(\.name) == ["FormComponent", "MessageData"])
        #expect(scan.classes[0].superclassName == "BridgeComponent")
        #expect(scan.classes[0].referencedTypeNames.contains("MessageData"))
        let message = try #require(scan.messages.first)
        #expect(message.enclosingTypeNames == ["FormComponent"])
        #expect(message.fields.map(\.jsonKey) == ["submitTitle", "image", "count", "note", "local"])
        #expect(message.fields.map(\.isRequired) == [true, false, true, true, false])
        #expect(message.fields[1].isOptional)
        #expect(message.fields[4].isDecoded == false)
        #expect(message.fields[0].site.line == 12)
        #expect(scan.declaresBridgeCode)
    }
}
