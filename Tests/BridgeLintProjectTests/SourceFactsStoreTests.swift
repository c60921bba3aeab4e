import Foundation
import BridgeLintCore
import Testing
@testable import BridgeLintProject

/// The stored scans: a load after one controller, schema, model or native file changed scans that file only.
@Suite struct SourceFactsStoreTests {
    /// Where a store's `save()` writes, so the next store starts from it.
    final class Disk: Sendable {
        let bytes = Locked<[UInt8]?>(nil)
        let writes = Locked(0)

        func store(build: String = "test build") -> SourceFactsStore {
            SourceFactsStore(stored: bytes.withLock { $0 }, build: build) { [self] written in
                bytes.withLock { $0 = written }
                writes.withLock { $0 += 1 }
            }
        }
    }

    static func controller(_ targets: [String], extra: String = "") -> String {
        """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static targets = [\(targets.map { "\"\($0)\"" }.joined(separator: ", "))]
          open() {}\(extra)
        }
        """
    }

    static func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/menu_controller.js", controller(["item"]))
        folder.write("app/javascript/controllers/tabs_controller.js", controller(["tab", "panel"]))
        folder.write("app/javascript/controllers/base_controller.js", controller(["shared"]))
        folder.write("app/javascript/controllers/child_controller.js", """
            import BaseController from "./base_controller"
            export default class extends BaseController {
              static targets = ["own"]
            }
            """)
        folder.write("db/schema.rb", schema(["title"]))
        folder.write("app/models/post.rb", "class Post < ApplicationRecord\n  has_rich_text :body\nend\n")
        folder.write("app/models/application_record.rb", "class ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\nend\n")
        folder.write("ios/App/MenuComponent.swift", swiftComponent("menu"))
        folder.write("android/app/src/main/java/com/example/MainActivity.kt", """
            class MainActivity {
              init { Hotwire.registerBridgeComponents(BridgeComponentFactory("menu", ::MenuComponent)) }
            }
            """)
        return folder
    }

    static func schema(_ columns: [String]) -> String {
        "ActiveRecord::Schema[7.1].define(version: 1) do\n  create_table \"posts\" do |t|\n"
            + columns.map { "    t.string \"\($0)\"\n" }.joined() + "  end\nend\n"
    }

    static func swiftComponent(_ name: String) -> String {
        """
        final class MenuComponent: BridgeComponent {
            override class var name: String { "\(name)" }
            private struct MessageData: Decodable { let title: String; let side: String? }
        }
        func register() { Hotwire.registerBridgeComponents([MenuComponent.self]) }
        """
    }

    static let files = 9

    static func load(_ folder: TemporaryFolder, _ store: SourceFactsStore?) -> ProjectModel {
        let files = RepositoryFiles.walk(root: folder.path)
        let model = ProjectModel.load(root: folder.path, app: "", apps: [""], configuration: Configuration(), files: files, facts: store)
        // The store keeps what a whole load scanned: every part read (as a cached run does).
        _ = model.inputs
        return model
    }

    @Test func aSecondLoadScansNothingAndBuildsTheSameModel() {
        let folder = Self.project()
        let disk = Disk()
        let first = disk.store()
        let scanned = Self.load(folder, first)
        #expect(first.scannedCount == Self.files && first.reusedCount == 0)
        #expect(disk.writes.withLock { $0 } == 1)
        let second = disk.store()
        let reused = Self.load(folder, second)
        #expect(second.scannedCount == 0 && second.reusedCount == Self.files)
        #expect(disk.writes.withLock { $0 } == 1, "nothing changed: nothing written")
        let uncached = Self.load(folder, nil)
        #expect(reused.controllers.controllers == uncached.controllers.controllers)
        #expect(scanned.controllers.controllers == uncached.controllers.controllers)
        #expect(reused.inputs.fingerprint == uncached.inputs.fingerprint)
        #expect(reused.schema.tables == uncached.schema.tables && reused.schema.models == uncached.schema.models)
        #expect(reused.schema.attributeNames(forModel: "Post") == ["id", "title", "body"])
        #expect(reused.controllers.controllers(named: "child").first?.targets == ["own", "shared"])
    }

    @Test func aChangedControllerIsTheOnlyOneScanned() {
        let folder = Self.project()
        let disk = Disk()
        _ = Self.load(folder, disk.store())
        folder.write("app/javascript/controllers/menu_controller.js", Self.controller(["entry"]))
        let store = disk.store()
        let model = Self.load(folder, store)
        #expect(store.scannedCount == 1 && store.reusedCount == Self.files - 1)
        #expect(model.controllers.controllers(named: "menu").first?.targets == ["entry"])
        // A superclass changed: its subclass takes the new declarations, from the stored scan of its own file.
        folder.write("app/javascript/controllers/base_controller.js", Self.controller(["common"]))
        let next = disk.store()
        let inherited = Self.load(folder, next)
        #expect(next.scannedCount == 1 && next.reusedCount == Self.files - 1)
        #expect(inherited.controllers.controllers(named: "child").first?.targets == ["own", "common"])
        #expect(inherited.controllers.controllers == Self.load(folder, nil).controllers.controllers)
    }

    @Test func aChangedSchemaOrModelIsTheOnlyFileScanned() {
        let folder = Self.project()
        let disk = Disk()
        _ = Self.load(folder, disk.store())
        folder.write("db/schema.rb", Self.schema(["title", "summary"]))
        let store = disk.store()
        let model = Self.load(folder, store)
        #expect(store.scannedCount == 1 && store.reusedCount == Self.files - 1)
        #expect(model.schema.attributeNames(forModel: "Post") == ["id", "title", "summary", "body"])
        folder.write("app/models/post.rb", "class Post < ApplicationRecord\n  has_one_attached :cover\nend\n")
        let next = disk.store()
        let changed = Self.load(folder, next)
        #expect(next.scannedCount == 1 && next.reusedCount == Self.files - 1)
        #expect(changed.schema.attributeNames(forModel: "Post") == ["id", "title", "summary", "cover"])
        #expect(changed.schema.models == Self.load(folder, nil).schema.models)
    }

    @Test func aChangedNativeFileIsTheOnlyFileScanned() {
        let folder = Self.project()
        let disk = Disk()
        let first = Self.load(folder, disk.store())
        #expect(first.native.componentNames(on: .ios) == ["menu"] && first.native.componentNames(on: .android) == ["menu"])
        folder.write("ios/App/MenuComponent.swift", Self.swiftComponent("overflow-menu"))
        let store = disk.store()
        let model = Self.load(folder, store)
        #expect(store.scannedCount == 1 && store.reusedCount == Self.files - 1)
        #expect(model.native.componentNames(on: .ios) == ["overflow-menu"])
        let uncached = Self.load(folder, nil)
        #expect(model.native.components == uncached.native.components && model.native.registrations == uncached.native.registrations)
        #expect(model.native.messages == uncached.native.messages && !model.native.messages.isEmpty)
    }

    /// A run over named files reads only the parts its rules ask for: the scans of the kinds
    /// of file it did not read stay stored for the next load, and those of the kind it read are
    /// what it saw.
    @Test func aLoadOfSomePartsKeepsTheStoredScansOfTheOthers() {
        let folder = Self.project()
        let disk = Disk()
        _ = Self.load(folder, disk.store())
        folder.write("app/javascript/controllers/menu_controller.js", Self.controller(["entry"]))
        let partial = disk.store()
        let model = ProjectModel.load(root: folder.path, app: "", apps: [""], configuration: Configuration(),
                                      files: RepositoryFiles.walk(root: folder.path), facts: partial)
        #expect(model.controllers.controllers(named: "menu").first?.targets == ["entry"])
        #expect(model.partsMade == ["controllers"])
        model.saveStoredScans()
        #expect(partial.scannedCount == 1 && partial.reusedCount == 3)
        let whole = disk.store()
        _ = Self.load(folder, whole)
        #expect(whole.scannedCount == 0 && whole.reusedCount == Self.files, "the schema, models and native files were kept")
    }

    @Test func aFileRewrittenWithTheSameBytesIsReused() {
        let folder = Self.project()
        let disk = Disk()
        _ = Self.load(folder, disk.store())
        folder.write("app/javascript/controllers/tabs_controller.js", Self.controller(["tab", "panel"]))
        let store = disk.store()
        _ = Self.load(folder, store)
        #expect(store.scannedCount == 0 && store.reusedCount == Self.files)
    }

    @Test func aRemovedControllerLeavesTheModelAndTheStore() throws {
        let folder = Self.project()
        let disk = Disk()
        _ = Self.load(folder, disk.store())
        try FileManager.default.removeItem(atPath: folder.path + "/app/javascript/controllers/tabs_controller.js")
        let store = disk.store()
        let model = Self.load(folder, store)
        #expect(!model.controllers.isKnown("tabs"))
        #expect(store.scannedCount == 0 && store.reusedCount == Self.files - 1)
        #expect(disk.writes.withLock { $0 } == 2, "the entry is dropped")
        // Back with the same bytes: scanned again, since its entry was dropped.
        folder.write("app/javascript/controllers/tabs_controller.js", Self.controller(["tab", "panel"]))
        let next = disk.store()
        _ = Self.load(folder, next)
        #expect(next.scannedCount == 1 && next.reusedCount == Self.files - 1)
    }

    @Test(arguments: ["garbage", "truncated", "other build", "empty"])
    func storedBytesThatCannotBeTrustedAreIgnoredAndReplaced(damage: String) {
        let folder = Self.project()
        let disk = Disk()
        _ = Self.load(folder, disk.store())
        var build = "test build"
        disk.bytes.withLock { bytes in
            switch damage {
            case "garbage": bytes = Array("not facts at all \u{0}\u{1}\u{2}".utf8)
            case "truncated": bytes = bytes.map { Array($0.dropLast(7)) }
            case "empty": bytes = []
            default: build = "another build"
            }
        }
        let store = disk.store(build: build)
        let model = Self.load(folder, store)
        #expect(store.scannedCount == Self.files && store.reusedCount == 0)
        #expect(model.controllers.controllers == Self.load(folder, nil).controllers.controllers)
        #expect(disk.writes.withLock { $0 } == 2, "rewritten")
        let next = disk.store(build: build)
        _ = Self.load(folder, next)
        #expect(next.reusedCount == Self.files)
    }
}

/// How scans are stored: every property comes back.
@Suite struct ScanCompactTests {
    static func roundTrip<Value: CompactWritable>(_ value: Value) throws -> Value {
        let writer = CompactWriter()
        writer.write(value)
        let reader = try CompactReader(bytes: writer.bytes())
        let read = try Value(from: reader)
        #expect(reader.isAtEnd)
        return read
    }

    static let site = DeclarationSite(path: "db/schema.rb", line: 2, column: 3, range: SourceRange(start: 4, end: 9))

    @Test func everyStoredPropertyIsWritten() {
        let column = SchemaColumn(name: "title", type: "string", isNullable: true, site: Self.site)
        let attribute = ModelAttribute(name: "body", kind: .richText, declaredBy: "has_rich_text", site: Self.site)
        let model = ModelClass(name: "Post", isModule: false, site: Self.site, isAbstract: false, attributes: [], includedModules: [])
        let counts: [(Any, Int)] = [
            (StimulusController(identifier: "x", path: "x"), StimulusController.storedPropertyCount),
            (SchemaTable(name: "posts", site: Self.site, columns: []), SchemaTable.storedPropertyCount),
            (column, SchemaColumn.storedPropertyCount), (Self.site, DeclarationSite.storedPropertyCount),
            (ModelScan(path: "x"), ModelScan.storedPropertyCount), (model, ModelClass.storedPropertyCount),
            (attribute, ModelAttribute.storedPropertyCount),
        ] + Self.nativeCounts()
        for (value, written) in counts {
            let properties = Mirror(reflecting: value).children.count
            #expect(properties == written, "\(type(of: value)) has \(properties) stored properties: write and read the new one in its +Compact.swift")
        }
    }

    static func nativeCounts() -> [(Any, Int)] {
        let name = NativeName(value: "menu", site: Self.site)
        let entry = NativeRegistrationEntry(className: "MenuComponent", factoryName: name, site: Self.site)
        let field = MessageField(name: "title", jsonKey: "title", typeName: "String", isOptional: false, hasDefault: false,
                                 isConstant: true, isDecoded: true, isRequired: true, site: Self.site)
        return [
            (NativeSourceScan(platform: .ios, path: "x"), NativeSourceScan.storedPropertyCount),
            (NativeClassDeclaration(platform: .ios, name: "X", site: Self.site, referencedTypeNames: []), NativeClassDeclaration.storedPropertyCount),
            (name, NativeName.storedPropertyCount), (entry, NativeRegistrationEntry.storedPropertyCount),
            (field, MessageField.storedPropertyCount),
            (MessageStruct(platform: .ios, name: "M", site: Self.site, enclosingTypeNames: [], fields: [], hasCustomDecoding: false),
             MessageStruct.storedPropertyCount),
            (NativeRegistrationCall(platform: .ios, site: Self.site, items: []), NativeRegistrationCall.storedPropertyCount),
            (NativeComponentList(name: "l", site: Self.site, entries: [], unknownElements: []), NativeComponentList.storedPropertyCount),
        ]
    }

    @Test func nativeScansComeBackEqual() throws {
        let swift = SwiftComponentScanner.scan(path: "ios/App/Components.swift", text: """
            class BaseComponent: BridgeComponent {}
            final class NavComponent: BaseComponent {
                override class var name: String { "nav" }
                private struct MessageData: Decodable {
                    let title: String
                    var image: String? = nil
                    enum CodingKeys: String, CodingKey { case title, image = "iosImage" }
                }
            }
            let components: [BridgeComponent.Type] = [NavComponent.self, Other.self, make()]
            func setUp() {
                Hotwire.registerBridgeComponents(components)
                Hotwire.registerBridgeComponents([NavComponent.self] + Bridgework.coreComponents)
            }
            """)
        #expect(!swift.classes.isEmpty && !swift.messages.isEmpty && !swift.registrations.isEmpty && !swift.lists.isEmpty)
        #expect(try Self.roundTrip(swift) == swift)
        let kotlin = KotlinComponentScanner.scan(path: "android/Main.kt", text: """
            val factories = listOf(BridgeComponentFactory("nav", ::NavComponent), helper())
            val stray = BridgeComponentFactory("menu", ::MenuComponent)
            fun setUp() { Hotwire.registerBridgeComponents(*factories.toTypedArray()) }
            class NavComponent : BridgeComponent<BridgeComponentHandler>() {
                @Serializable data class MessageData(@SerialName("submitTitle") val title: String, val side: String = "right")
            }
            """)
        #expect(!kotlin.messages.isEmpty && !kotlin.lists.isEmpty && !kotlin.strayFactories.isEmpty)
        #expect(try Self.roundTrip(kotlin) == kotlin)
    }

    @Test func schemaAndModelScansComeBackEqual() throws {
        let tables = SchemaScanner.scan(path: "db/schema.rb", text: """
            ActiveRecord::Schema[7.1].define(version: 1) do
              create_table "posts", id: false do |t|
                t.string "title", null: false
                t.references :author, polymorphic: true
                t.timestamps
              end
            end
            """)
        #expect(try Self.roundTrip(tables) == tables && !tables.isEmpty)
        let scan = ModelScanner.scan(path: "app/models/admin/post.rb", text: """
            module Admin
              def self.table_name_prefix = "admin_"
              class Post < ApplicationRecord
                self.table_name = "posts"
                include Taggable
                has_rich_text :body
                devise :database_authenticatable
                attribute :draft, :boolean
              end
            end
            """)
        #expect(try Self.roundTrip(scan) == scan)
        #expect(scan.classes.first.map { !$0.attributes.isEmpty && !$0.includedModules.isEmpty && $0.explicitTableName != nil } == true)
    }

    @Test func aRichControllerComesBackEqual() throws {
        var controller = ControllerScanner.scan("""
            import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"
            export default class extends BridgeComponent {
              static component = "menu"
              static targets = ["item", "title"]
              static values = { submitTitle: String, count: { type: Number, default: 2 }, ...extra }
              static classes = ["active"]
              static outlets = ["nav"]
              timer = null
              save = () => {}
              connect() {
                super.connect()
                const element = new BridgeElement(this.element)
                this.send("display", { title: element.title, side: element.bridgeAttribute("side"), ...more }, () => {})
                element.bridgeAttribute(this.nameValue)
                this.dispatch("opened")
                this.element.dataset.columnIdValue
                this.data.get("offset")
              }
              #hidden() {}
            }
            """, identifier: "bridge--menu", path: "app/javascript/controllers/bridge/menu_controller.js")
        controller.origin = .registration(path: "app/javascript/application.js", location: FileLocation(line: 3, column: 1))
        controller.ancestorPaths = ["a.js", "b.js"]
        controller.parseProblems = ["a problem"]
        controller.membersAreKnown = false
        #expect(!controller.values.isEmpty && !controller.sentEvents.isEmpty && !controller.bridgeAttributes.isEmpty)
        #expect(try Self.roundTrip(controller) == controller)
        var package = StimulusController(identifier: "p", path: "node_modules/p/x_controller.js", origin: .package("p"))
        package.openDeclarations = Set(StimulusController.Declaration.allCases)
        #expect(try Self.roundTrip(package) == package)
    }
}
