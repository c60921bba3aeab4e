import Testing
@testable import BridgeLintProject

/// Prints how long the project model takes on a generated app; measures, does not assert.
/// Run in release: `swift test -c release --filter NativeScanTimingTests`.
@Suite struct NativeScanTimingTests {
    static func swiftFile(_ number: Int) -> String {
        """
        import HotwireNative
        /// Component \(number).
        final class Component\(number): BridgeComponent {
            override class var name: String { "component-\(number)" }

            override func onReceive(message: Message) {
                guard let data: MessageData = message.data() else { return }
                reply(to: "connect", with: "done \\(data.title)")
            }

            private struct MessageData: Decodable {
                let title: String
                let image: String?
                var count: Int = 0
                enum CodingKeys: String, CodingKey { case title, image = "iosImage", count }
            }
        }

        """ + (0..<100).map { "func helper\($0)(_ value: Int) -> String { /* note */ \"item \\(value + \($0))\" } // done\n" }.joined()
    }

    static func kotlinFile(_ number: Int) -> String {
        """
        package com.example.components
        class Component\(number)(name: String, private val delegate: BridgeDelegate<HotwireDestination>) :
            BridgeComponent<HotwireDestination>(name, delegate) {
            override fun onReceive(message: Message) {
                val data = message.data<MessageData>() ?: return
                Log.d("c", "title ${data.title}")
            }

            @Serializable
            data class MessageData(@SerialName("submitTitle") val title: String, val image: String? = null)
        }
        val factories\(number) = listOf(BridgeComponentFactory("component-\(number)", ::Component\(number)))

        """ + (0..<100).map { "fun helper\($0)(value: Int): String = \"item ${value + \($0)}\" // done\n" }.joined()
    }

    static func schema(tables: Int) -> String {
        var text = "ActiveRecord::Schema[8.0].define(version: 2025_01_01_000000) do\n"
        for table in 0..<tables {
            text += "  create_table \"table\(table)s\", force: :cascade do |t|\n"
            for column in 0..<12 { text += "    t.string \"column_\(column)\", null: false, default: \"x\"\n" }
            text += "    t.references :user, null: false, foreign_key: true\n    t.timestamps\n  end\n\n"
        }
        return text + "end\n"
    }

    @Test func scanGeneratedProject() {
        let swiftFiles = (0..<50).map { (path: "ios/Component\($0).swift", text: Self.swiftFile($0)) }
        let kotlinFiles = (0..<50).map { (path: "android/Component\($0).kt", text: Self.kotlinFile($0)) }
        let schema = Self.schema(tables: 200)
        let models = (0..<200).map { (path: "app/models/table_\($0).rb", text: "class Table\($0) < ApplicationRecord\n  has_rich_text :body\n  belongs_to :user\nend\n") }
        let clock = ContinuousClock()
        var native: NativeCatalog?
        var database: SchemaCatalog?
        let nativeTime = clock.measure {
            native = NativeCatalog(swiftFiles: swiftFiles, kotlinFiles: kotlinFiles)
        }
        let schemaTime = clock.measure {
            database = SchemaCatalog(schemaFiles: [(path: "db/schema.rb", text: schema)], modelFiles: models)
        }
        #expect(native?.components.count == 100)
        #expect(database?.tables.count == 200)
        #expect(database?.attributeNames(forModel: "Table7")?.count == 18)
        let bytes = (swiftFiles + kotlinFiles).reduce(0) { $0 + $1.text.utf8.count }
        print("bridgelint timing: 100 native files (\(bytes / 1024) KiB) in \(nativeTime); 200-table schema (\(schema.utf8.count / 1024) KiB) + 200 models in \(schemaTime)")
    }
}
