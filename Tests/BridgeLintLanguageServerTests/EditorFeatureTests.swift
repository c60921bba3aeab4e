import BridgeLintCore
import Foundation
import Testing
@testable import BridgeLintLanguageServer

/// Completion, definition, hover and the code-writing fixes as pure functions of a template,
/// a cursor and a project model read from disk.
@Suite(.serialized)
struct EditorFeatureTests {
    private func labels(_ template: String, path: String = "app/views/todos/show.html.erb") throws -> [String] {
        let (context, offset, root) = try EditorProject.context(template, path: path)
        defer { try? FileManager.default.removeItem(at: root) }
        return Completion.list(at: offset, in: context)?.items.map { $0.insertText ?? $0.label } ?? []
    }

    @Test func readsTheSlotFromIncompleteMarkup() {
        func slot(_ text: String) -> CompletionSlot? { CompletionSlot.at(text.utf8.count, in: SourceFile(path: "a.html.erb", text: text)) }
        #expect(slot("<div data-controller=\"men") == .attributeValue(attribute: "data-controller", value: "men"))
        #expect(slot("<div class=\"<%= x(\"a\") %>\" data-action='click->") == .attributeValue(attribute: "data-action", value: "click->"))
        #expect(slot("<div data-") == .attributeName(prefix: "data-", isRubyKey: false))
        #expect(slot("<%= tag.div data: { bridge__nav_target: \"it") == .attributeValue(attribute: "data-bridge--nav-target", value: "it"))
        #expect(slot("<%= link_to \"x\", y, data: { controller: \"menu\", ") == .attributeName(prefix: "", isRubyKey: true))
        #expect(slot("<%= link_to \"x\", y, \"data-action\" => \"") == .attributeValue(attribute: "data-action", value: ""))
        #expect(slot("<%= form.text_field :ti") == .formField(builder: "form", method: "text_field", prefix: "ti"))
        // Closed tags and text are no slot.
        #expect(slot("<div data-controller=\"menu\">text ") == nil)
        #expect(slot("<%= x %> text") == nil)
        #expect(slot("a < b") == nil)
    }

    @Test func completesIdentifiersActionsAndTargets() throws {
        #expect(try labels("<div data-controller=\"m¦\"></div>") == ["bridge--nav", "menu"])
        let events = try labels("<button data-action=\"¦\"></button>")
        #expect(events.contains("click->") && events.contains("menu#"))
        #expect(try labels("<div data-action=\"click->¦\"></div>") == ["bridge--nav#", "menu#"])
        #expect(try labels("<div data-action=\"click->menu#¦\"></div>") == ["close", "toggle"])
        #expect(try labels("<div data-action=\"click->menu#toggle:¦\"></div>").contains("prevent"))
        #expect(try labels("<div data-action=\"resize@¦\"></div>") == ["window->", "document->"])
        #expect(try labels("<div data-action=\"keydown.¦\"></div>").contains("enter"))
        #expect(try labels("<div data-controller=\"menu\"><a data-menu-target=\"¦\"></a></div>") == ["button", "list"])
    }

    @Test func completesAttributeNamesOfTheControllersInScopeInBothSpellings() throws {
        let html = try labels("<div data-controller=\"menu bridge--nav\"><a data-¦></a></div>")
        #expect(html.contains("data-menu-target"))
        #expect(html.contains("data-menu-submit-title-value"))
        #expect(html.contains("data-menu-active-class"))
        #expect(html.contains("data-menu-bridge--nav-outlet"))
        #expect(html.contains("data-bridge--nav-target"))
        #expect(html.contains("data-bridge-side"))
        let ruby = try labels("<div data-controller=\"bridge--nav\"><%= link_to \"Home\", root_path, data: { ¦} %></div>")
        #expect(ruby.contains("bridge__nav_target"))
        #expect(ruby.contains("bridge_side"))
        #expect(ruby.contains("controller"))
        // Outside the scope of `menu`, its members are not proposed.
        #expect(!(try labels("<div data-controller=\"bridge--nav\"><a data-¦></a></div>")).contains("data-menu-target"))
    }

    @Test func completesBridgeValuesSymbolsAndFormFields() throws {
        #expect(try labels("<a data-bridge-disabled=\"¦\"></a>") == ["true", "false", "ios", "android"])
        #expect(try labels("<div data-controller=\"menu\" data-menu-open-value=\"¦\"></div>") == ["true", "false"])
        let symbols = try labels("<a data-bridge-image=\"square.and.arr¦\"></a>")
        #expect(symbols.contains("square.and.arrow.up"))
        let fields = try labels("<%= form_with model: @todo do |form| %>\n<%= form.text_field :¦ %>\n<% end %>")
        #expect(fields.contains("done") && fields.contains("title"), "\(fields)")
    }

    @Test func completionReplacesThePrefixOnly() throws {
        let (context, offset, root) = try EditorProject.context("<div data-action=\"click->menu#tog¦\"></div>")
        defer { try? FileManager.default.removeItem(at: root) }
        let list = try #require(Completion.list(at: offset, in: context))
        #expect(list.replacing == SourceRange(start: offset - 3, end: offset))
    }

    @Test func definesControllersMembersBridgeReadsFieldsAndPartials() throws {
        func places(_ template: String) throws -> [String] {
            let (context, offset, root) = try EditorProject.context(template)
            defer { try? FileManager.default.removeItem(at: root) }
            return Definition.places(at: offset, in: context, readFile: EditorProject.read(root)).map { place in
                switch place.spot {
                case .bytes(let range):
                    let text = EditorProject.read(root)(place.path).map { String(decoding: Array($0.utf8)[range.start..<range.end], as: UTF8.self) } ?? "?"
                    return "\(place.path) \(text)"
                case .lineColumn(let line, let column):
                    return "\(place.path):\(line):\(column)"
                }
            }
        }
        #expect(try places("<div data-controller=\"me¦nu\"></div>") == ["app/javascript/controllers/menu_controller.js:3:16"])
        let component = try places("<div data-controller=\"bridge--n¦av\"></div>")
        #expect(component.count == 3, "\(component)")
        #expect(component.contains { $0.hasPrefix("ios/App/NavComponent.swift") } && component.contains { $0.hasPrefix("android/app/App.kt") })
        #expect(try places("<div data-controller=\"menu\"><a data-menu-target=\"li¦st\"></a></div>") == ["app/javascript/controllers/menu_controller.js list"])
        #expect(try places("<div data-controller=\"menu\" data-menu-submit-title¦-value=\"Go\"></div>") == ["app/javascript/controllers/menu_controller.js submitTitle"])
        #expect(try places("<div data-controller=\"menu\" data-action=\"menu#clo¦se\"></div>") == ["app/javascript/controllers/menu_controller.js close"])
        #expect(try places("<div data-controller=\"bridge--nav\" data-bridge-si¦de=\"left\"></div>") == ["app/javascript/controllers/bridge/nav_controller.js:10:42"])
        #expect(try places("<%= form_with model: @todo do |form| %>\n<%= form.text_field :tit¦le %>\n<% end %>") == ["db/schema.rb \"title\""])
        #expect(try places("<%= render \"fo¦rm\" %>") == ["app/views/todos/_form.html.erb "])
    }

    /// `render "badge"` in a page of `TodosController`: Rails finds `application/_badge` through
    /// the controller's superclass, and so do definition and hover, from the render graph.
    @Test func partialsResolveAsTheRenderGraphDoes() throws {
        let page = "<div data-controller=\"menu\"><%= render \"ba¦dge\" %></div>\n"
        let files = [
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/todos_controller.rb": "class TodosController < ApplicationController\nend\n",
            "app/views/layouts/application.html.erb": "<body><%= yield %></body>\n",
            "app/views/application/_badge.html.erb": "<span data-menu-target=\"button\">new</span>\n",
            "app/views/todos/show.html.erb": page.replacingOccurrences(of: "¦", with: ""),
        ]
        let (context, offset, root) = try EditorProject.context(page, extraFiles: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let places = Definition.places(at: offset, in: context, readFile: EditorProject.read(root))
        #expect(places.map(\.path) == ["app/views/application/_badge.html.erb"])
        let hover = try #require(Hover.content(at: offset, in: context, diagnostics: []))
        #expect(hover.markdown.contains("**`render \"badge\"`** renders `app/views/application/_badge.html.erb`"), "\(hover.markdown)")
        #expect(hover.markdown.contains("app/views/todos/show.html.erb:1 [menu] <- app/views/layouts/application.html.erb:1 [] <- top"), "\(hover.markdown)")
    }

    @Test func hoverSummarizesTheControllerAndExplainsRules() throws {
        let (context, offset, root) = try EditorProject.context("<div data-controller=\"bridge--nav\"><a data-bridge--nav-target=\"it¦em\"></a></div>")
        defer { try? FileManager.default.removeItem(at: root) }
        let hover = try #require(Hover.content(at: offset, in: context, diagnostics: []))
        #expect(hover.markdown.contains("**`bridge--nav`** — bridge component"))
        #expect(hover.markdown.contains("- Targets: `item`"))
        #expect(hover.markdown.contains("- iOS: `NavComponent` in `ios/App/NavComponent.swift:1`, registered at `ios/App/NavComponent.swift:4`"), "\(hover.markdown)")
        #expect(hover.markdown.contains("- Android: `NavComponent`"))
        let diagnostic = Diagnostic(ruleID: "stimulus-unknown-target", severity: .error, message: "m", range: SourceRange(start: offset - 2, end: offset + 2))
        let explained = try #require(Hover.content(at: offset, in: context, diagnostics: [diagnostic]))
        #expect(explained.markdown.hasPrefix("# stimulus-unknown-target"))
        #expect(!explained.markdown.contains("## Examples"))
    }

    /// A custom rule's finding is explained by what `.bridgelint.yml` says of it.
    @Test func hoverExplainsCustomRules() throws {
        let (context, offset, root) = try EditorProject.context("<i¦mg src=\"a.png\">", extraFiles: [
            ".bridgelint.yml": "custom_rules:\n  - id: img-needs-alt\n    css: img:not([alt])\n    message: images need alt text\n    help: write alt=\"\" when decorative\n    severity: error\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let diagnostic = Diagnostic(ruleID: "custom:img-needs-alt", severity: .error, message: "images need alt text", range: SourceRange(start: 0, end: 15))
        let hover = try #require(Hover.content(at: offset, in: context, diagnostics: [diagnostic]))
        #expect(hover.markdown == "# custom:img-needs-alt\n\nSeverity: error\n\nimages need alt text\n\nwrite alt=\"\" when decorative\n\nA custom rule of this project (`.bridgelint.yml`), css: `img:not([alt])`")
    }

    /// Lifecycle and change callbacks are methods, but not actions: hover lists only actions,
    /// as completion after `#` offers only them.
    @Test func hoverListsActionsWithoutCallbacks() throws {
        let (context, offset, root) = try EditorProject.context("<div data-controller=\"me¦nu\"></div>")
        defer { try? FileManager.default.removeItem(at: root) }
        let hover = try #require(Hover.content(at: offset, in: context, diagnostics: []))
        #expect(hover.markdown.split(separator: "\n").contains("- Actions: `close`, `toggle`"), "\(hover.markdown)")
    }

    @Test func writesMissingDeclarationsIntoTheController() throws {
        let menu = EditorProject.menuController
        func apply(_ name: String, _ kind: TemplateSymbol.MemberKind, to text: String = menu) throws -> String {
            let edit = try #require(CodeWritingFixes.declaration(of: name, kind: kind, in: text)).edit
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(try apply("menu", .target).contains("static targets = [\"button\", \"list\", \"menu\"]"))
        #expect(try apply("label-text", .value).contains("submitTitle: { type: String, default: \"Save\" }, labelText: String }"))
        #expect(try apply("hidden", .cssClass).contains("static classes = [\"active\", \"hidden\"]"))
        #expect(try apply("open", .action).hasSuffix("  }\n\n  open(event) {\n  }\n}\n"))
        let bare = "export default class extends Controller {\n}\n"
        #expect(try apply("item", .target, to: bare) == "export default class extends Controller {\n  static targets = [\"item\"]\n}\n")
    }

    @Test func createsAMissingControllerFollowingTheAppsConventions() throws {
        let (context, _, root) = try EditorProject.context("¦")
        defer { try? FileManager.default.removeItem(at: root) }
        let stimulus = try #require(CodeWritingFixes.newControllerFile("admin--user-list", project: context.project))
        #expect(stimulus.path == "app/javascript/controllers/admin/user_list_controller.js")
        guard case .create(let text) = stimulus.change else { Issue.record("not a file creation"); return }
        #expect(text.hasPrefix("import { Controller } from \"@hotwired/stimulus\""))
        let bridge = try #require(CodeWritingFixes.newControllerFile("bridge--menu", project: context.project))
        guard case .create(let bridgeText) = bridge.change else { Issue.record("not a file creation"); return }
        #expect(bridgeText.contains("static component = \"menu\"") && bridgeText.contains("super.connect()"))
        #expect(CodeWritingFixes.newControllerFile("<%= x %>", project: context.project) == nil)
    }

    @Test func registersANewControllerInTheAppsManifest() throws {
        let manifest = "import { application } from \"./application\"\n\nimport MenuController from \"./menu_controller\"\napplication.register(\"menu\", MenuController)\n"
        let (context, _, root) = try EditorProject.context("¦", extraFiles: ["app/javascript/controllers/index.js": manifest])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CodeWritingFixes.manifestPath(context.project) == "app/javascript/controllers/index.js")
        let change = try #require(CodeWritingFixes.registering("admin--user-list", at: "app/javascript/controllers/admin/user_list_controller.js",
                                                                inManifest: manifest, project: context.project))
        #expect(change.change == .edit([TextEdit(range: SourceRange(start: manifest.utf8.count, end: manifest.utf8.count),
                                                 replacement: "\nimport AdminUserListController from \"./admin/user_list_controller\"\napplication.register(\"admin--user-list\", AdminUserListController)\n")]))
    }

    @Test func disablesARuleWithTheCommentOfTheFileType() {
        let erb = SourceFile(path: "a.html.erb", text: "<p>\n  <div data-controller=\"x\"></div>\n")
        let edit = CodeWritingFixes.disablingComment("stimulus-unknown-controller", atLineOf: 10, in: erb)
        #expect(edit == TextEdit(range: SourceRange(start: 4, end: 4), replacement: "  <%# bridgelint:disable-next-line stimulus-unknown-controller %>\n"))
        let html = SourceFile(path: "a.html", text: "<div></div>")
        #expect(CodeWritingFixes.disablingComment("r", atLineOf: 3, in: html).replacement == "<!-- bridgelint-disable-next-line r -->\n")
    }
}

/// Every feature at every offset of templates being typed: no crash, and every range inside
/// the text.
struct EditorFeatureRobustnessTests {
    static let texts = [
        "<div data-controller=\"menu bridge--nav\" data-action=\"click->menu#toggle keydown.ctrl+a@window->bridge--nav#x:prevent\">😀 é",
        "<%= link_to \"😀\", root_path, data: { controller: \"menu\", menu_target: \"list\", \"data-action\" => \"click->",
        "<%= form_with model: @todo do |form| %><%= form.text_field :ti",
        "<a data-menu-submit-title-value=\"x\" data-bridge-image=\"star\" data-bridge-disabled='io",
        "<%= render partial: \"todos/form\" %><div data-controller=\"<%= x %>\" data-<%= y %>-target=\"",
        "<\"'<%%><% %>data-=\"->#:@.\"'",
    ]

    @Test(arguments: texts) func everyOffsetAnswersWithoutCrashing(text: String) throws {
        let (context, _, root) = try EditorProject.context(text + "¦")
        defer { try? FileManager.default.removeItem(at: root) }
        let read = EditorProject.read(root)
        let length = context.file.bytes.count
        let diagnostic = Diagnostic(ruleID: "stimulus-unknown-target", severity: .error, message: "m", range: SourceRange(start: 0, end: length))
        for offset in 0...length {
            if let list = Completion.list(at: offset, in: context) {
                #expect(list.replacing.start >= 0 && list.replacing.end <= length)
            }
            if let symbol = TemplateSymbol.at(offset, in: context) {
                #expect(symbol.range.start >= 0 && symbol.range.end <= length)
            }
            _ = Definition.places(at: offset, in: context, readFile: read)
            _ = Hover.content(at: offset, in: context, diagnostics: [diagnostic])
            _ = CodeWritingFixes.fixes(for: [diagnostic], touching: SourceRange(start: offset, end: offset), in: context, readFile: read)
        }
    }
}
