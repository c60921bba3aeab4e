import BridgeLintCore
import BridgeLintEngine
import BridgeLintReporters
import BridgeLintTemplate
import Foundation
import Testing

/// The cross-file rules beyond what their documented examples show: the one-file path of a
/// project rule, and the cases where they must stay silent.
@Suite struct CrossFileRuleTests {
    /// A temporary project with `files`, removed when `body` returns.
    func withProject<T>(_ files: [String: String], _ body: (Workspace) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-cross-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try body(Workspace(containing: root.path))
    }

    /// A Rails app's `config/application.rb` with the defaults of a release whose `form_with`
    /// fields get ids (`load_defaults` 5.2 or later).
    static let railsConfig = "module App\n  class Application < Rails::Application\n    config.load_defaults 7.1\n  end\nend\n"

    /// A Hash given for `data-action` is Stimulus's mistake only where the app has Stimulus:
    /// without a controller or a Stimulus package, it is another library's JSON, on purpose.
    @Test(arguments: [
        ([:], 0),
        (["app/javascript/controllers/toggle_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { open() {} }\n"], 1),
        (["package.json": "{ \"dependencies\": { \"@hotwired/stimulus\": \"^3.2.2\" } }\n"], 1),
    ] as [([String: String], Int)])
    func aHashForDataActionIsJSONOnPurposeWithoutStimulus(stimulus: [String: String], findings: Int) throws {
        let files = stimulus.merging(["app/views/profiles/edit.html.erb": "<%= tag.input type: :radio, data: { action: { show: \"fee\", hide: \"split\" } } %>\n"]) { $1 }
        #expect(try wholeProjectMessages(files, rule: "rails-data-array").count == findings)
    }

    /// `rule`'s messages in a whole-project run.
    func wholeProjectMessages(_ files: [String: String], rule: String) throws -> [String] {
        try wholeProjectDiagnostics(files, rule: rule).map(\.message)
    }

    /// `rule`'s diagnostics in a whole-project run.
    func wholeProjectDiagnostics(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        try withProject(files) { workspace in
            let run = LintRun(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus())) { workspace.relativePath(of: $0) }
            let report = run.run(paths: workspace.templates(for: [workspace.root]).files, wholeProject: true).report
            return report.files.flatMap { $0.diagnostics.filter { $0.ruleID == rule } }
        }
    }

    /// `rule`'s findings of a whole-project run, as "path line:column".
    func wholeProject(_ files: [String: String], rule: String) throws -> [String] {
        try withProject(files) { workspace in
            let run = LintRun(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus())) { workspace.relativePath(of: $0) }
            let report = run.run(paths: workspace.templates(for: [workspace.root]).files, wholeProject: true).report
            return report.files.flatMap { file in
                file.diagnostics.filter { $0.ruleID == rule }.map { diagnostic in
                    let position = file.file.position(of: diagnostic.range.start)
                    return "\(file.displayPath) \(position.line):\(position.column)"
                }
            }
        }
    }

    static let keyboard = """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "keyboard"
        }
        """
    static let iosKeyboard = """
        final class KeyboardComponent: BridgeComponent {
            override class var name: String { "keyboard" }
        }
        func setUp() { Hotwire.registerBridgeComponents([KeyboardComponent.self]) }
        """
    static func android(registering arguments: String) -> String {
        "class App : Application() { override fun onCreate() { Hotwire.registerBridgeComponents(\(arguments)) } }\n"
    }
    static let template = "<p>\n  <trix-editor data-controller=\"bridge--keyboard\"></trix-editor>\n</p>\n"

    var missingOnAndroid: [String: String] {
        [
            "app/javascript/controllers/bridge/keyboard_controller.js": Self.keyboard,
            "ios/App/KeyboardComponent.swift": Self.iosKeyboard,
            "android/app/App.kt": Self.android(registering: "BridgeComponentFactory(\"menu\", ::MenuComponent)"),
            "app/views/todos/edit.html.erb": Self.template,
        ]
    }

    @Test func aOneFileRunReportsAMissingNativeComponentAtItsTemplateUse() throws {
        let diagnostics = try withProject(missingOnAndroid) { workspace in
            let linter = Linter(project: workspace.project, corpus: workspace.corpus())
            return linter.lint(SourceFile(path: workspace.root + "/app/views/todos/edit.html.erb", text: Self.template))
                .filter { $0.ruleID == "bridge-missing-native" }
        }
        let file = SourceFile(path: "edit.html.erb", text: Self.template)
        #expect(diagnostics.map { file.text(in: $0.range) } == ["bridge--keyboard"])
        #expect(diagnostics.first?.message.contains("Android") == true)
    }

    @Test func aWholeProjectRunReportsItOnceAtTheComponent() throws {
        #expect(try wholeProject(missingOnAndroid, rule: "bridge-missing-native")
            == ["app/javascript/controllers/bridge/keyboard_controller.js 3:22"])
    }

    @Test func anUnresolvedRegistrationSilencesThePlatform() throws {
        var files = missingOnAndroid
        files["android/app/App.kt"] = Self.android(registering: "*Bridgework.coreComponents, BridgeComponentFactory(\"menu\", ::MenuComponent)")
        #expect(try wholeProject(files, rule: "bridge-missing-native") == [])
        #expect(try wholeProject(files, rule: "native-not-registered") == [])
    }

    /// A Kotlin list or factory never registered is missing only for the names no registration
    /// covers; one whose names are all registered elsewhere is merely unused. iOS lists get no
    /// finding of their own: each unregistered class does.
    @Test func anUnregisteredListNamesOnlyWhatIsRegisteredNowhere() throws {
        var files = missingOnAndroid
        files["android/app/App.kt"] = """
            val all = listOf(BridgeComponentFactory("keyboard", ::KeyboardComponent), BridgeComponentFactory("menu", ::MenuComponent))
            val some = listOf(BridgeComponentFactory("keyboard", ::KeyboardComponent))
            val single = BridgeComponentFactory("keyboard", ::KeyboardComponent)
            """ + Self.android(registering: "BridgeComponentFactory(\"keyboard\", ::KeyboardComponent)")
        files["ios/App/KeyboardComponent.swift"] = Self.iosKeyboard + "\nlet unusedComponents: [BridgeComponent.Type] = [KeyboardComponent.self]\n"
        #expect(try wholeProjectMessages(files, rule: "native-not-registered") == [
            "the component list `all` is never passed to registration, so Android never loads `menu` (its other components are registered elsewhere)",
            "the component list `some` is never passed to registration; every component in it is registered elsewhere, so the list is unused",
            "this `BridgeComponentFactory` for `keyboard` is never passed to registration; `keyboard` is registered by another factory, so this one is unused",
        ])
    }

    /// Findings in Swift and Kotlin files are silenced by comments there; a comment that
    /// silences nothing, or names no rule, is reported where it is.
    @Test func nativeFindingsAreSilencedByCommentsInTheirFile() throws {
        var files = missingOnAndroid
        files["android/app/Extra.kt"] = """
            // bridgelint:disable-next-line native-not-registered -- registered by a plugin
            val extra = BridgeComponentFactory("extra", ::ExtraComponent)
            """
        files["ios/App/KeyboardComponent.swift"] = Self.iosKeyboard + """

            /* bridgelint:disable-file native-not-registerd */
            final class SpareComponent: BridgeComponent {
                override class var name: String { "spare" }
            }
            """
        #expect(try wholeProject(files, rule: "native-not-registered") == ["ios/App/KeyboardComponent.swift 6:13"])
        #expect(try wholeProjectMessages(files, rule: "suppression-unused") == [
            "`native-not-registerd` is not a bridgelint rule, so this comment silences nothing for it",
        ])
        files["android/app/App.kt"] = "// bridgelint:disable-next-line native-not-registered\n"
            + Self.android(registering: "BridgeComponentFactory(\"menu\", ::MenuComponent)")
        #expect(try wholeProject(files, rule: "suppression-unused").contains("android/app/App.kt 1:1"))
    }

    /// A `form_for` field that is no attribute of a model whose names are all known names the
    /// label one typo away; in a `form_with` the same pair is `form-field-typo`'s, reported once.
    @Test func aMissingFieldNamesTheLabelOneTypoAway() throws {
        let form = "<%= form_for @todo do |form| %>\n  <%= form.label :notes %>\n  <%= form.text_area :ntoes %>\n<% end %>\n"
        var files = [
            "config/application.rb": CrossFileRuleTests.railsConfig,
            "db/schema.rb": "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"todos\" do |t|\n    t.string \"title\"\n  end\nend\n",
            "app/models/todo.rb": "class Todo < ActiveRecord::Base\n  validates :title, presence: true\nend\n",
            "app/views/todos/new.html.erb": form,
        ]
        #expect(try wholeProjectMessages(files, rule: "form-unknown-field") == [
            "`ntoes` is not an attribute of `Todo`: no column, declaration or method of the model has that name; this form's `form.label :notes` is one typo away",
        ])
        #expect(try wholeProjectMessages(files, rule: "form-field-typo") == [])
        files["app/views/todos/new.html.erb"] = form.replacingOccurrences(of: "form_for @todo", with: "form_for :todo")
        #expect(try wholeProjectMessages(files, rule: "form-unknown-field") == [], "a scope alone may have no object to read")
        files["app/views/todos/new.html.erb"] = form.replacingOccurrences(of: "form_for @todo", with: "form_with model: @todo")
        #expect(try wholeProjectMessages(files, rule: "form-unknown-field") == [])
        #expect(try wholeProjectMessages(files, rule: "form-field-typo").count == 1)
    }

    /// simple_form's `f.input :name` (and `f.input_field`, `f.association`) names a field of the
    /// form's model, checked as `f.text_field` is: a near miss of an attribute is reported by
    /// `form-unknown-field`; with the model unknown, `form-field-typo` compares it with the
    /// form's other fields. A name no attribute is close to is not judged (simple_form may not
    /// read it: `as:`, `input_html: { value: }`).
    @Test func simpleFormsInputsAreCheckedAgainstTheModel() throws {
        let schema = "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"todos\" do |t|\n    t.string \"title\"\n    t.text \"notes\"\n    t.bigint \"owner_id\"\n  end\nend\n"
        func files(_ fields: String) -> [String: String] {
            [
                "db/schema.rb": schema,
                "app/models/todo.rb": "class Todo < ActiveRecord::Base\n  belongs_to :owner\nend\n",
                "app/views/todos/new.html.erb": "<%= simple_form_for @todo do |f| %>\n\(fields)\n<% end %>\n",
            ]
        }
        #expect(try wholeProjectMessages(files("  <%= f.input :titel %>"), rule: "form-unknown-field") == [
            "`titel` is not an attribute of `Todo`; it has `title` (a `string` column)",
        ])
        #expect(try wholeProjectMessages(files("  <%= f.input_field :ntoes, class: \"x\" %>"), rule: "form-unknown-field").count == 1)
        #expect(try wholeProjectMessages(files("  <%= f.input :ownr_id %>"), rule: "form-unknown-field") == [
            "`ownr_id` is not an attribute of `Todo`; it has `owner_id` (a `bigint` column)",
        ])
        let integerSchema = schema.replacingOccurrences(of: "    t.text \"notes\"\n", with: "    t.text \"notes\"\n    t.integer \"position\"\n")
        #expect(try wholeProjectMessages(files("  <%= f.input :positon %>").merging(["db/schema.rb": integerSchema]) { $1 }, rule: "form-unknown-field") == [
            "`positon` is not an attribute of `Todo`; it has `position` (an `integer` column)",
        ])
        #expect(try wholeProjectMessages(files("  <%= f.association :ownr %>"), rule: "form-unknown-field").count == 1)
        #expect(try wholeProjectMessages(files("  <%= f.input :title %>\n  <%= f.association :owner %>\n  <%= f.input :remember, as: :boolean %>"), rule: "form-unknown-field") == [])
        // The model unknown: the form's own fields are compared.
        var unknownModel = files("  <%= f.label :title %>\n  <%= f.input :titel %>")
        unknownModel["db/schema.rb"] = nil
        unknownModel["app/models/todo.rb"] = nil
        #expect(try wholeProjectMessages(unknownModel, rule: "form-field-typo").count == 1)
    }

    /// A form given only a scope (`simple_form_for :new_api_user`) names parameters: its model is
    /// proven only by a model of exactly that name. Dropping the scope's first words (`User`)
    /// is a guess that an object (`@new_user`) or a `_form` partial's folder may make, since
    /// their assignments are checked.
    @Test func aScopeNamesItsModelOnlyByItsWholeName() throws {
        let schema = "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"users\" do |t|\n    t.string \"username\"\n  end\nend\n"
        func files(_ form: String) -> [String: String] {
            [
                "db/schema.rb": schema,
                "app/models/user.rb": "class User < ActiveRecord::Base\nend\n",
                "app/views/app_users/new.html.erb": "<%= \(form) do |f| %>\n  <%= f.input :user_name %>\n<% end %>\n",
            ]
        }
        let nearMiss = ["`user_name` is not an attribute of `User`; it has `username` (a `string` column)"]
        #expect(try wholeProjectMessages(files("simple_form_for :new_api_user, url: \"/x\""), rule: "form-unknown-field") == [])
        #expect(try wholeProjectMessages(files("form_with scope: :api_user, url: \"/x\""), rule: "form-unknown-field") == [])
        #expect(try wholeProjectMessages(files("simple_form_for :user, url: \"/x\""), rule: "form-unknown-field") == nearMiss)
        #expect(try wholeProjectMessages(files("simple_form_for @new_user"), rule: "form-unknown-field") == nearMiss)
    }

    /// A field given its value (`value:`, or `checked:` for a check box) reads nothing of the
    /// model (actionview's `Tags` fetch the option before calling the method): its name is a
    /// parameter, and a controller that names it reads it itself. A near miss stays reported
    /// when the field reads the model, or when no controller names the parameter.
    @Test func aValueGivenToAFieldTheControllerReadsIsNoNearMiss() throws {
        let schema = "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"todos\" do |t|\n    t.bigint \"owner_id\"\n    t.boolean \"done\"\n  end\nend\n"
        func files(_ field: String, controller: String?) -> [String: String] {
            var files = [
                "db/schema.rb": schema,
                "app/models/todo.rb": "class Todo < ActiveRecord::Base\nend\n",
                "app/views/todos/_form.html.erb": "<%= form_with model: @todo do |f| %>\n  \(field)\n<% end %>\n",
                "app/views/todos/new.html.erb": "<%= render \"form\" %>\n",
            ]
            files["app/controllers/todos_controller.rb"] = controller.map {
                "class TodosController < ApplicationController\n  # owner_uid and donne are documented in the wiki\n  def create\n    \($0)\n  end\nend\n"
            }
            return files
        }
        let readers = [
            "owner = User.find_by(uid: params[:todo][:owner_uid])",
            "uid = params.require(:todo).fetch(:owner_uid)",
            "attributes = params.require(:todo).permit(:owner_uid); attributes.delete(:owner_uid)",
            "attributes = params.expect(todo: [:owner_uid])",
            "attributes = params.require(:todo).permit(%i[owner_uid])",
            "uid = params.dig(\"todo\", \"owner_uid\")",
        ]
        let given = [
            "<%= f.hidden_field :owner_uid, value: current_user.uid %>",
            "<%= f.text_field :owner_uid, value: current_user.uid, class: \"field\" %>",
            "<%= f.text_area :owner_uid, value: current_user.uid %>",
        ]
        for field in given {
            for reader in readers {
                #expect(try wholeProjectMessages(files(field, controller: reader), rule: "form-unknown-field") == [], "\(field) \(reader)")
            }
            #expect(try wholeProjectMessages(files(field, controller: nil), rule: "form-unknown-field").count == 1, "no controller: \(field)")
            #expect(try wholeProjectMessages(files(field, controller: "# params[:todo][:owner_uid]"), rule: "form-unknown-field").count == 1,
                    "named only in a comment: \(field)")
        }
        // Without its value the field reads the model (and `form_with` renders it empty).
        #expect(try wholeProjectMessages(files("<%= f.hidden_field :owner_uid %>", controller: readers[0]), rule: "form-unknown-field").count == 1)
        // A check box reads the attribute unless given `checked:`; its `value:` is not the model's.
        let checkReader = "done = params[:todo][:donne]"
        #expect(try wholeProjectMessages(files("<%= f.check_box :donne, checked: true %>", controller: checkReader), rule: "form-unknown-field") == [])
        #expect(try wholeProjectMessages(files("<%= f.check_box :donne, value: true %>", controller: checkReader), rule: "form-unknown-field").count == 1)
    }

    /// A field given its value (actionview's `Tags` fetch `value:`, `checked:` or `selected:`
    /// before calling the model's method, so a given key counts even with `nil`; the date, time
    /// and color fields test the value, so `nil` reads), simple_form's text-like `input` given
    /// `input_html: { value: }`, and a `password_field` or `file_field`, which read no value,
    /// render: a near miss there is a warning about the posted name. Without the value, or
    /// with an option that is not the one the method takes, the near miss stays an error.
    @Test func aNearMissGivenItsValueIsAWarningAboutThePostedName() throws {
        let schema = "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"todos\" do |t|\n"
            + "    t.string \"title\"\n    t.boolean \"done\"\n    t.string \"kind\"\n  end\nend\n"
        func diagnostics(_ field: String) throws -> [Diagnostic] {
            try wholeProjectDiagnostics([
                "db/schema.rb": schema,
                "app/models/todo.rb": "class Todo < ActiveRecord::Base\nend\n",
                "app/views/todos/edit.html.erb": "<%= simple_form_for @todo do |f| %>\n  \(field)\n<% end %>\n",
            ], rule: "form-unknown-field")
        }
        let given: [(field: String, name: String, reason: String)] = [
            ("f.text_field :titel, value: @title", "titel", "the field is given its value (`value:`)"),
            ("f.text_field :titel, value: nil", "titel", "the field is given its value (`value:`)"),
            ("f.hidden_field :titel, :value => \"x\"", "titel", "the field is given its value (`value:`)"),
            ("f.text_area :titel, value: \"\"", "titel", "the field is given its value (`value:`)"),
            ("f.date_field :titel, value: Date.current", "titel", "the field is given its value (`value:`)"),
            ("f.check_box :donne, checked: nil", "donne", "the field is given its value (`checked:`)"),
            ("f.radio_button :kindd, \"a\", checked: false", "kindd", "the field is given its value (`checked:`)"),
            ("f.select :kindd, [], selected: nil", "kindd", "the field is given its value (`selected:`)"),
            ("f.select :kindd, [], { selected: \"a\" }, { class: \"x\" }", "kindd", "the field is given its value (`selected:`)"),
            ("f.collection_select :kindd, [], :id, :name, selected: 1", "kindd", "the field is given its value (`selected:`)"),
            ("f.input :titel, readonly: true, input_html: { value: @title }", "titel", "the field is given its value (`input_html: { value: }`)"),
            ("f.input :titel, as: :text, input_html: { value: nil }", "titel", "the field is given its value (`input_html: { value: }`)"),
            ("f.input_field :titel, value: @title", "titel", "the field is given its value (`value:`)"),
            ("f.password_field :titel", "titel", "`password_field` renders no value of the model"),
            ("f.file_field :titel", "titel", "`file_field` renders no value of the model"),
        ]
        for (field, name, reason) in given {
            let found = try diagnostics("<%= \(field) %>")
            #expect(found.map(\.severity) == [.warning], "\(field)")
            #expect(found.first?.message.hasSuffix(
                ": the page renders, since \(reason), but the form posts `todo[\(name)]`, which `Todo` has no attribute for: a controller that filters"
                    + " parameters (strong parameters, `attr_accessible`) drops its value, and assigning it to a record raises `UnknownAttributeError`") == true, "\(field): \(found.first?.message ?? "")")
            #expect(found.first?.help == "use the model's attribute name, so the posted value reaches the model", "\(field)")
        }
        let reading = [
            "f.text_field :titel", "f.date_field :titel, value: nil", "f.color_field :titel, value: false", "f.check_box :donne, value: \"1\"",
            "f.select :kindd, [], {}, { selected: \"a\" }", "f.time_zone_select :kindd, nil, selected: \"UTC\"",
            "f.input :titel", "f.input :titel, value: @title", "f.input :titel, as: :boolean, input_html: { value: \"1\" }",
            "f.input :titel, collection: [], input_html: { value: \"1\" }", "f.input :titel, as: @type, input_html: { value: \"1\" }",
        ]
        for field in reading {
            let found = try diagnostics("<%= \(field) %>")
            #expect(found.map(\.severity) == [.error], "\(field)")
            #expect(found.first?.help?.hasSuffix("which raises `NoMethodError`") == true, "\(field): \(found.first?.help ?? "")")
        }
    }

    /// Two fields one typo apart (`deposit_id`, `depositor_id`) may both be attributes of a
    /// model bridgelint cannot read: without the form's model (here its table is missing, and
    /// the form helper is a gem's), only a label that labels no field of the form proves a
    /// mistake. Whatever tells the names apart (another template names one of them) proves none.
    @Test func withoutTheModelOnlyALabelProvesATypo() throws {
        for helper in ["bootstrap_form_for deposit", "form_with model: deposit", "form_for @deposit", "form_with url: \"/deposits\", scope: :deposit"] {
            let fields = "<%= \(helper) do |f| %>\n  <%= f.text_field :deposit_id %>\n  <%= f.select :depositor_id, [] %>\n<% end %>\n"
            var files = [
                "config/application.rb": CrossFileRuleTests.railsConfig,
                "app/models/deposit.rb": "class Deposit < ActiveRecord::Base\n  validates :deposit_id, :depositor_id, presence: true\nend\n",
                "app/views/deposits/_form.html.erb": fields,
                "app/views/deposits/show.html.erb": "<%= @deposit.deposit_id %> <%= @deposit.deposit_id %>\n",
            ]
            #expect(try wholeProjectMessages(files, rule: "form-field-typo") == [], "\(helper)")
            files["app/views/deposits/_form.html.erb"] = fields.replacingOccurrences(of: "<%= f.select", with: "<%= f.label :deposit_id %>\n  <%= f.select")
            #expect(try wholeProjectMessages(files, rule: "form-field-typo") == [], "\(helper): a label of a field it labels")
            files["app/views/deposits/_form.html.erb"] = fields.replacingOccurrences(
                of: "<%= f.select", with: "<%= f.label :deposit_location %>\n  <%= f.text_field :deposit_locaton %>\n  <%= f.select")
            #expect(try wholeProjectMessages(files, rule: "form-field-typo") == [
                "the label `deposit_location` points at no field: this form's field `deposit_locaton` (`f.text_field :deposit_locaton`) is one typo from it, and nothing bridgelint read tells which of the two names is meant",
            ], "\(helper): a label that labels no field")
        }
    }

    /// Rails drops one trailing `?` from a method name in ids, names and a label's `for`
    /// (`sanitized_method_name`), and Active Record answers `done?` for a column `done`:
    /// `label :done?` labels `check_box :done`. A typo stays one with or without the `?`.
    @Test func aTrailingQuestionMarkNamesTheSameField() throws {
        func files(_ form: String) -> [String: String] {
            [
                "config/application.rb": CrossFileRuleTests.railsConfig,
                "db/schema.rb": "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"todos\" do |t|\n    t.boolean \"done\"\n  end\nend\n",
                "app/models/todo.rb": "class Todo < ActiveRecord::Base\nend\n",
                "app/views/todos/new.html.erb": form,
            ]
        }
        for helper in ["form_for @todo", "form_with model: @todo", "form_with url: \"/todos\", scope: :todo"] {
            for (label, field) in [(":done?", ":done"), (":done", ":done?"), (":done?", ":done?")] {
                let form = "<%= \(helper) do |form| %>\n  <%= form.label \(label) %>\n  <%= form.check_box \(field) %>\n<% end %>\n<label for=\"todo_done\">Done</label>\n"
                #expect(try wholeProject(files(form), rule: "form-field-typo") == [], "\(helper) \(label) \(field)")
                #expect(try wholeProject(files(form), rule: "form-unknown-field") == [], "\(helper) \(label) \(field)")
            }
        }
        let typo = "<%= form_for @todo do |form| %>\n  <%= form.label :done? %>\n  <%= form.check_box :donne? %>\n<% end %>\n"
        #expect(try wholeProjectMessages(files(typo), rule: "form-unknown-field") == ["`donne?` is not an attribute of `Todo`; it has `done` (a `boolean` column)"])
        var unknownModel = files("<%= form_with url: \"/x\", scope: :task do |form| %>\n  <%= form.label :finished? %>\n  <%= form.check_box :finishd %>\n<% end %>\n")
        unknownModel["db/schema.rb"] = nil
        #expect(try wholeProjectMessages(unknownModel, rule: "form-field-typo") == ["the label `finished` points at no field: this form's field `finishd` (`form.check_box :finishd`) is one typo from it, and nothing bridgelint read tells which of the two names is meant"])
    }

    /// `label :visibility_a` labels `radio_button :visibility, "A"` (id `post_visibility_a`): no
    /// typo of the attribute, of another radio's label, nor (for `form-unknown-field`) a near
    /// miss of the model's `visibility`. A label close to a radio's label stays a typo when the
    /// form has no radio of its value, and is quoted as written.
    @Test func aRadioButtonsLabelNamesItsID() throws {
        func files(_ form: String) -> [String: String] {
            [
                "config/application.rb": CrossFileRuleTests.railsConfig,
                "db/schema.rb": "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"posts\" do |t|\n    t.string \"visibility\"\n  end\nend\n",
                "app/models/post.rb": "class Post < ActiveRecord::Base\nend\n",
                "app/views/posts/new.html.erb": form,
            ]
        }
        let radios = """
            <%= form_with model: @post do |f| %>
              <%= f.label :visibility %>
              <%= f.radio_button :visibility, "A" %><%= f.label :visibility_a %>
              <%= f.radio_button :visibility, "b" %><%= f.label :visibility, value: "b" %>
              <%= f.radio_button :visibility, "Only me" %><%= f.label :visibility_only_me %>
              <%= f.radio_button :visibility, "v1.2" %><%= f.label :visibility_v1_2 %>
            <% end %>

            """
        #expect(try wholeProject(files(radios), rule: "form-field-typo") == [])
        #expect(try wholeProject(files(radios), rule: "form-unknown-field") == [])
        let dynamic = radios.replacingOccurrences(of: "\"A\"", with: "option.code")
        #expect(try wholeProject(files(dynamic), rule: "form-field-typo") == [], "any `visibility_…` may label a radio of unknown value")
        let stray = radios.replacingOccurrences(of: "<%= f.label :visibility_only_me %>", with: "<%= f.label :visibility_only_me %><%= f.label :visibility_bb %>")
        #expect(try wholeProjectMessages(files(stray), rule: "form-field-typo") == [
            "`visibility_bb` looks like a typo of `visibility_b`, which this form also uses (`f.label :visibility, value: \"b\"`)",
        ])
    }

    @Test func aCloseNativeNameIsReportedOnlyAsAMismatch() throws {
        var files = missingOnAndroid
        files["android/app/App.kt"] = Self.android(registering: "BridgeComponentFactory(\"keybaord\", ::KeyboardComponent)")
        #expect(try wholeProject(files, rule: "bridge-missing-native") == [])
        let mismatches = try wholeProject(files, rule: "bridge-name-mismatch")
        #expect(mismatches == ["android/app/App.kt 1:111"])
    }

    @Test func nestedItemStructsRepliesAndCustomDecodingAreNotMessageFields() throws {
        let nav = """
            import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
            export default class extends BridgeComponent {
              static component = "nav"
              connect() { super.connect(); this.send("connect", { items: [], side: "left" }) }
            }
            """
        let swift = """
            final class NavComponent: BridgeComponent {
                override class var name: String { "nav" }
                private struct MessageData: Decodable { let items: [Item]; let side: String }
                private struct Item: Decodable { let title: String; let index: Int }
                private struct Reply: Codable { let selectedIndex: Int }
            }
            func setUp() { Hotwire.registerBridgeComponents([NavComponent.self]) }
            """
        let files = [
            "app/javascript/controllers/bridge/nav_controller.js": nav,
            "ios/App/NavComponent.swift": swift,
            "app/views/a/show.html.erb": "<nav data-controller=\"bridge--nav\"></nav>\n",
        ]
        #expect(try wholeProject(files, rule: "bridge-message-fields") == [])
        var custom = files
        custom["ios/App/NavComponent.swift"] = swift.replacingOccurrences(
            of: "let side: String }", with: "let side: String; let mode: String\n init(from decoder: Decoder) throws { fatalError() } }")
        #expect(try wholeProject(custom, rule: "bridge-message-fields") == [])
        var missing = files
        missing["ios/App/NavComponent.swift"] = swift.replacingOccurrences(of: "let side: String }", with: "let sied: String }")
        let findings = try wholeProject(missing, rule: "bridge-message-fields")
        #expect(findings == ["ios/App/NavComponent.swift 3:68"])
    }

    @Test func aControllerMentionedOutsideItsFilesAndRegistrationsIsUsed() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let files = [
            "app/javascript/controllers/clipboard_controller.js": controller,
            "app/javascript/controllers/dialog_controller.js": controller,
            "app/javascript/controllers/base_controller.js": controller,
            "app/javascript/controllers/menu_controller.js": "import Base from \"./base_controller\"\nexport default class extends Base {}\n",
            "app/javascript/controllers/index.js": """
                import { application } from "./application"
                import ClipboardController from "./clipboard_controller"
                application.register("clipboard", ClipboardController)
                """,
            "app/javascript/application.js": "const dialog = application.getControllerForElementAndIdentifier(element, \"dialog\")\n",
            "app/views/a/show.html.erb": "<nav data-controller=\"menu\"></nav>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unused-controller") == ["app/javascript/controllers/clipboard_controller.js 2:16"])
        // A real app's generated manifest registers every controller: the message must not
        // claim that nothing mentions it.
        #expect(try wholeProjectMessages(files, rule: "stimulus-unused-controller") == [
            "controller `clipboard` is not used: no template mounts it and no source in app/ mentions it besides its `register` call in app/javascript/controllers/index.js",
        ])
    }

    /// A controller class loaded under two names (esbuild-plugin-stimulus of unknown version: the
    /// nested file is `admin--users--list` or `users--list`) that neither is used is one dead
    /// controller: one finding, under the name its whole path gives. Two unused files stay two.
    @Test func aControllerLoadedUnderTwoNamesIsReportedOnce() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let files = [
            "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nimport { definitions } from \"stimulus:./\"\nApplication.start().load(definitions)\n",
            "app/javascript/controllers/admin/users/list_controller.js": controller,
            "app/javascript/controllers/admin/users/card_controller.js": controller,
            "app/javascript/controllers/hello_controller.js": controller,
            "app/views/a/show.html.erb": "<div data-controller=\"hello\"></div>\n",
        ]
        #expect(try wholeProjectMessages(files, rule: "stimulus-unused-controller").sorted() == [
            "controller `admin--users--card` is not used: no template mounts it and no source in app/ mentions it",
            "controller `admin--users--list` is not used: no template mounts it and no source in app/ mentions it",
        ])
    }

    /// A controller that only a test harness's view (`spec/support/**/views`) or a component
    /// preview (`test/components/previews`) mounts is used; a Ruby spec naming one is not a mount.
    @Test func aControllerMountedOnlyByATestOrPreviewTemplateIsUsed() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let files = [
            "app/javascript/controllers/form_harness_controller.js": controller,
            "app/javascript/controllers/badge_preview_controller.js": controller,
            "app/javascript/controllers/banner_preview_controller.js": controller,
            "app/javascript/controllers/orphan_controller.js": controller,
            "spec/support/harness/views/form_harness/show.html.erb": "<%= form_with url: \"/\", data: { controller: \"form-harness\" } do %><% end %>\n",
            "test/components/previews/badge_component_preview/default.html.erb": "<div data-controller=\"badge-preview\"></div>\n",
            "spec/components/previews/banner_component_preview/wide.html.erb": "<div data-controller=\"banner-preview\"></div>\n",
            "spec/system/orphan_spec.rb": "it { expect(page).to have_css(\"[data-controller=orphan]\") }\n",
            "app/views/a/show.html.erb": "<p>no mounts</p>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unused-controller") == ["app/javascript/controllers/orphan_controller.js 2:16"])
        // Those templates are the tests', not the app's pages: not linted.
        #expect(try wholeProject(files.merging(["test/components/previews/badge_component_preview/default.html.erb": "<div data-controller=\"badge-preview bagde\"></div>\n"]) { $1 },
                                 rule: "stimulus-unknown-controller").isEmpty)
    }

    /// A Webpacker 6 layout (`app/packs`) whose entry point loads a folder-per-controller
    /// context through the app's own `definitionsFromContext`, and a `window.Stimulus?.register`
    /// call: the controllers are found, and only a near miss of them is reported.
    @Test func aFolderPerControllerPackAndAnOptionalRegisterCallDefineControllers() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let files = [
            "app/packs/entrypoints/module.js": "import \"src/module/admin_global.js\"\nimport { definitionsFromContext } from \"src/module/support/stimulus\"\nif (window.Stimulus) {\n  const context = require.context(\"../src/module/controllers\", true, /controller\\.js$/)\n  window.Stimulus.load(definitionsFromContext(context))\n}\n",
            "app/packs/src/module/controllers/rich_editor/controller.js": controller,
            "app/packs/src/module/admin/votes_chart.js": controller,
            "app/packs/src/module/admin_global.js": "import VotesChart from \"src/module/admin/votes_chart\"\nwindow.Stimulus?.register(\"module-votes-chart\", VotesChart)\n",
            "app/views/a/show.html.erb": "<div data-controller=\"rich-editor module-votes-chart rich-edtior\"></div>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unknown-controller") == ["app/views/a/show.html.erb 1:54"])
        #expect(try withProject(files) { $0.project.limitations }.allSatisfy { !$0.hasPrefix("no Stimulus controllers found") })
    }

    /// Ruby view classes (Phlex, ViewComponent) name controllers in the underscore form their
    /// helper dasherizes: `:input_filter` is `input-filter`, `:onboarding__main` is `onboarding--main`.
    @Test func aControllerNamedByARubySymbolInItsUnderscoreFormIsUsed() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let files = [
            "app/javascript/controllers/input_filter_controller.js": controller,
            "app/javascript/controllers/onboarding/main_controller.js": controller,
            "app/javascript/controllers/embed_player_controller.js": controller,
            "app/views/settings/index_view.rb": """
                class Settings::IndexView < ApplicationView
                  CONTROLLER = :onboarding__main
                  def view_template = div(data: stimulus(controller: :input_filter)) { div(data: stimulus(controller: CONTROLLER)) }
                  def embed_player = nil
                end
                """,
            "app/views/a/show.html.erb": "<%= render Settings::IndexView.new %>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unused-controller") == ["app/javascript/controllers/embed_player_controller.js 2:16"])
    }

    /// Code that builds the identifier (`"#{type}-chart"` in a Ruby model, a JavaScript template
    /// literal, ERB inside an attribute) may mount every controller of that shape: none of them
    /// is unused, though no source names one whole.
    @Test func aControllerWhoseNameSomeSourceBuildsIsUsed() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let files = [
            "app/javascript/controllers/allocation_chart_controller.js": controller,
            "app/javascript/controllers/buybacks_chart_controller.js": controller,
            "app/javascript/controllers/clock_widget_controller.js": controller,
            "app/javascript/controllers/stats_panel_controller.js": controller,
            "app/javascript/controllers/chart_legend_controller.js": controller,
            "app/models/charts/chart_tag.rb": """
                class Charts::ChartTag
                  def self.for(type) = new(type)
                  def to_html = tag(:canvas, data: { controller: "#{@type}-chart" })
                end
                """,
            "app/models/charts/buybacks.rb": "def chart = Charts::ChartTag.for('buybacks')\n",
            "app/javascript/widgets.js": "export const mount = (el, kind) => { el.dataset.controller = `${kind}-widget` }\n",
            "app/views/reports/show.html.erb": "<div data-controller=\"<%= @kind %>-panel\"></div>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unused-controller") == ["app/javascript/controllers/chart_legend_controller.js 2:16"])
    }

    /// A component whose Ruby sets the controller on the element around its template's block
    /// (or a helper that builds a layout's wrapper) may mount it: only a controller no template
    /// and no Ruby file under app/ names is provably missing.
    @Test func aControllerTheAppsRubyNamesMayWrapAFullTemplate() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { static targets = [\"input\"] }\n"
        let files = [
            "app/javascript/controllers/polaris_select_controller.js": controller,
            "app/javascript/controllers/orphan_controller.js": controller,
            "app/components/polaris/select_component.rb": "class Polaris::SelectComponent < ViewComponent::Base\n  def initialize(**system_arguments)\n    @system_arguments = system_arguments\n    @system_arguments[:data] = { controller: \"polaris-select\" }\n  end\nend\n",
            "app/components/polaris/select_component.html.erb": "<%= render BaseComponent.new(**@system_arguments) do %>\n  <input data-polaris-select-target=\"input\">\n  <input data-orphan-target=\"input\">\n<% end %>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == ["app/components/polaris/select_component.html.erb 3:15"])
    }

    /// A view that hands the identifier to a Ruby call making no element bridgelint reads
    /// (`modal_options!(controller: "x")`, turned into a layout wrapper's attributes by a helper)
    /// may mount it; the same word inside an action does not count.
    @Test func aControllerTheTemplateHandsToRubyMayWrapIt() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { submit() {} }\n"
        let files = [
            "app/javascript/controllers/demo_modal_controller.js": controller,
            "app/javascript/controllers/orphan_controller.js": controller,
            "app/views/demo/modal.html.erb": "<% modal_options!(class: \"modal-sm\", controller: \"demo-modal\") %>\n<button data-action=\"demo-modal#submit\">Go</button>\n<%= tag.button \"Go\", data: { action: \"orphan#submit\" } %>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == ["app/views/demo/modal.html.erb 3:39"])
    }

    /// In a Markdown template, markup inside a fenced code block is text shown to the reader;
    /// raw HTML outside the fences is the page's.
    @Test func markupInAMarkdownCodeFenceIsText() throws {
        let files = [
            "app/javascript/controllers/hello_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/views/pages/guide.md.erb": "# Guide\n\n```erb\n<div data-controller=\"parent\"></div>\n```\n\n<div data-controller=\"hello helol\"></div>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unknown-controller") == ["app/views/pages/guide.md.erb 7:29"])
    }

    /// A page that starts its own Stimulus application in an inline script and registers a
    /// controller there defines that identifier; another one is still unknown.
    @Test func aControllerRegisteredByAScriptInATemplateIsKnown() throws {
        let files = [
            "app/javascript/controllers/lightbox_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/views/payments/show.html.erb": """
                <div data-controller="payment-intent lightbox payment-intnet"></div>
                <script type="module">
                  import { Application, Controller } from "https://cdn.example/@hotwired/stimulus"
                  const application = Application.start()
                  application.register("payment-intent", class extends Controller {})
                </script>
                """,
        ]
        #expect(try wholeProject(files, rule: "stimulus-unknown-controller") == ["app/views/payments/show.html.erb 1:47"])
    }
    /// A `*_controller.js` with no class bridgelint can read (a component's module that only
    /// imports its stylesheet) may be no controller at all: it is not called unused.
    @Test func aControllerFileWithoutAReadableClassIsNotJudged() throws {
        let files = [
            "app/javascript/controllers/gallery_controller.js": "import \"./gallery.css\"\n",
            "app/javascript/controllers/lightbox_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/views/a/show.html.erb": "<p>nothing mounts either</p>\n",
        ]
        #expect(try wholeProject(files, rule: "stimulus-unused-controller") == ["app/javascript/controllers/lightbox_controller.js 2:16"])
    }

    /// `data-controller="sourceable"` that no controller defines but the app's own code finds
    /// (by `data-controller` with that value, or by an attribute named after it) is that code's
    /// markup, in any script of the app; a read of another value or of the bare attribute
    /// proves nothing, and a near miss of a real controller stays reported.
    @Test func anIdentifierTheAppsOwnCodeReadsIsNoUnknownController() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let template = "<ul data-controller=\"sourceable\"><li data-action=\"click->sourceable#selected\" data-sourceable-target=\"source\"></li></ul>\n"
        func findings(_ script: String, at path: String = "app/javascript/sources.js", template: String = template) throws -> [String] {
            try wholeProject([
                "app/javascript/controllers/hello_controller.js": controller,
                path: script,
                "app/views/a/show.html.erb": template,
            ], rule: "stimulus-unknown-controller")
        }
        for script in [
            "$(\"[data-controller='sourceable']\").on(\"click\", select)\n",
            "document.querySelectorAll(\"[data-controller~=sourceable]\")\n",
            "if (element.dataset.controller === \"sourceable\") select(element)\n",
            "if (element.getAttribute(\"data-controller\") == 'sourceable') select(element)\n",
            "document.querySelectorAll(\"[data-sourceable-target]\")\n",
            "JSON.parse(element.dataset.sourceablePayloadParam)\n",
        ] {
            #expect(try findings(script) == [], "\(script)")
            #expect(try findings(controller + script, at: "app/javascript/controllers/search_controller.js") == [], "\(script)")
        }
        for script in [
            "document.querySelectorAll(\"[data-controller]\")\n",
            "if (element.dataset.controller === \"source\") select(element)\n",
            "document.querySelectorAll(\"[data-controller^=sourceable]\")\n",
        ] {
            #expect(try findings(script) == ["app/views/a/show.html.erb 1:22"], "\(script)")
        }
        let typo = "<div data-controller=\"helo\"></div>\n"
        #expect(try findings("document.querySelectorAll(\"[data-controller=hello]\")\n", template: typo) == ["app/views/a/show.html.erb 1:23"])
    }

    /// The render graph decides which bridge component reads a partial's markup: a target no
    /// render path puts inside its component is no native item (only out of scope); one whose
    /// paths cannot all be followed still is.
    @Test func aPartialsTargetIsANativeItemOnlyWhereARenderPathMountsItsComponent() throws {
        let nav = """
            import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"
            export default class extends BridgeComponent {
              static component = "nav"
              static targets = ["item"]
              connect() { this.send("connect", { items: this.itemTargets.map((t) => new BridgeElement(t).title) }) }
            }
            """
        var files = [
            "app/javascript/controllers/bridge/nav_controller.js": nav,
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
            "app/views/layouts/application.html.erb": "<body><%= yield %></body>\n",
            "app/views/posts/show.html.erb": "<section>\n<%= render \"tab\" %>\n</section>\n",
            "app/views/posts/_tab.html.erb": "<a href=\"/\" data-bridge--nav-target=\"item\"></a>\n",
        ]
        #expect(try wholeProject(files, rule: "bridge-missing-title") == [])
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == ["app/views/posts/_tab.html.erb 1:18"])
        files["app/views/posts/index.html.erb"] = "<nav data-controller=\"bridge--nav\">\n<%= render \"tab\" %>\n</nav>\n"
        #expect(try wholeProject(files, rule: "bridge-missing-title") == ["app/views/posts/_tab.html.erb 1:2"])
        files["app/views/posts/index.html.erb"] = nil
        files["app/views/posts/create.turbo_stream.erb"] = "<%= turbo_stream.append \"tabs\", partial: \"posts/tab\" %>\n"
        #expect(try wholeProject(files, rule: "bridge-missing-title") == ["app/views/posts/_tab.html.erb 1:2"])
    }

    /// A partial's `data-bridge-*` attribute is compared with what the components mounted
    /// around its render sites read; with one render path unknown, with every component's.
    @Test func aPartialsBridgeAttributeIsJudgedByTheComponentsAroundItsRenderSites() throws {
        func component(_ name: String, reading attribute: String) -> String {
            """
            import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"
            export default class extends BridgeComponent {
              static component = "\(name)"
              connect() { this.send("connect", { x: new BridgeElement(this.element).bridgeAttribute("\(attribute)") }) }
            }
            """
        }
        var files = [
            "app/javascript/controllers/bridge/nav_controller.js": component("nav", reading: "side"),
            "app/javascript/controllers/bridge/form_controller.js": component("form", reading: "submit-title"),
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
            "app/views/layouts/application.html.erb": "<body><%= yield %></body>\n",
            "app/views/posts/show.html.erb": "<nav data-controller=\"bridge--nav\">\n<%= render \"item\" %>\n</nav>\n",
            "app/views/posts/_item.html.erb": "<a href=\"/\" data-bridge-submit-title=\"Go\">Go</a>\n",
        ]
        #expect(try wholeProjectMessages(files, rule: "bridge-unknown-attribute") == [
            "`data-bridge-submit-title` is not read by the bridge components mounted here (`bridge--nav`); they read `side`",
        ])
        files["app/views/posts/edit.html.erb"] = "<form data-controller=\"bridge--form\">\n<%= render \"item\" %>\n</form>\n"
        #expect(try wholeProject(files, rule: "bridge-unknown-attribute") == [])
        files["app/views/posts/edit.html.erb"] = "<%= turbo_stream.replace \"x\", partial: \"posts/item\" %>\n"
        #expect(try wholeProject(files, rule: "bridge-unknown-attribute") == [])
    }

    /// Definitions that no page loads together do not conflict: of an admin entry point's
    /// `modal` and two in the shop's (one entry point per layout), the shop's second is reported
    /// against the shop's first, not against the admin's, which it never meets.
    @Test func aDuplicateIsReportedAgainstADefinitionOfItsOwnPages() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        var files = Self.homeController.merging([
            "config/vite.json": "{ \"all\": { \"sourceCodeDir\": \"app/frontend\" } }\n",
            "app/frontend/entrypoints/admin.js": "import { Application } from \"@hotwired/stimulus\"\nimport Modal from \"../admin/modal_controller\"\nconst app = Application.start()\nwindow.Stimulus = app\napp.register(\"modal\", Modal)\n",
            "app/frontend/entrypoints/shop.js": "import { Application } from \"@hotwired/stimulus\"\nimport Modal from \"../shop/modal_controller\"\nimport Dialog from \"../shop/dialog_controller\"\nconst app = Application.start()\nwindow.Stimulus = app\napp.register(\"modal\", Modal)\napp.register(\"modal\", Dialog)\n",
            "app/frontend/admin/modal_controller.js": controller,
            "app/frontend/shop/modal_controller.js": controller,
            "app/frontend/shop/dialog_controller.js": controller,
            "app/views/layouts/admin.html.erb": "<%= vite_javascript_tag \"admin\" %>\n<%= yield %>\n",
            "app/views/layouts/application.html.erb": "<%= vite_javascript_tag \"shop\" %>\n<%= yield %>\n",
            "app/views/home/index.html.erb": "<div data-controller=\"modal\"></div>\n",
        ]) { own, _ in own }
        let findings = try wholeProjectDiagnostics(files, rule: "stimulus-duplicate-controller")
        #expect(findings.map(\.message) == [
            "`modal` is already defined by a `register` call in app/frontend/entrypoints/shop.js; Stimulus keeps one class per identifier, so one of them never runs",
        ])
        // The later call in the file is the duplicate; the first is the related place.
        #expect(findings.map(\.related.first?.line) == [6])
        files["app/views/layouts/application.html.erb"] = "<%= vite_javascript_tag \"shop\", \"admin\" %>\n<%= yield %>\n"
        #expect(try wholeProjectMessages(files, rule: "stimulus-duplicate-controller").count == 2)
    }

    /// A controller file in a folder no entry point reaches defines nothing Stimulus sees: it
    /// duplicates no identifier the loaded code registers, and it is reported once, as a dead
    /// copy of the loaded definition (a warning), not as markup Stimulus never connects.
    @Test func aControllerFileNoLoaderReachesIsNoDuplicate() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  connect() {}\n}\n"
        var files = Self.homeController.merging([
            "config/vite.json": "{ \"all\": { \"sourceCodeDir\": \"app/frontend\" } }\n",
            "package.json": "{ \"dependencies\": { \"@hotwired/stimulus\": \"3.2.2\" }, \"scripts\": { \"build\": \"esbuild $(find app/frontend/js -name '*.js') --bundle --outdir=app/assets/builds\" } }\n",
            "Gemfile.lock": "GEM\n  specs:\n    jsbundling-rails (1.3.0)\n    vite_rails (3.0.19)\n",
            "app/frontend/entrypoints/application.js": "import \"~/js/controllers\"\n",
            "app/frontend/js/controllers/index.js": "import { Application } from \"@hotwired/stimulus\"\nimport ChoicesController from \"./choices_controller.js\"\nconst app = Application.start()\napp.register(\"choices\", ChoicesController)\n",
            "app/frontend/js/controllers/choices_controller.js": controller,
            "app/javascript/controllers/choices_controller.js": controller,
            "app/views/layouts/application.html.erb": "<%= vite_javascript_tag \"application\" %>\n<%= yield %>\n",
            "app/views/home/index.html.erb": "<select data-controller=\"choices\"></select>\n",
        ]) { own, _ in own }
        #expect(try wholeProjectMessages(files, rule: "stimulus-duplicate-controller") == [])
        let unloaded = try wholeProjectDiagnostics(files, rule: "stimulus-unloaded-controller")
        #expect(unloaded.map(\.message) == [
            "controller `choices` is never loaded: no entry point of the app reaches app/javascript/controllers (bridgelint read all 3, app/frontend/entrypoints/application.js, ..., and all they import); markup that mounts `choices` gets the one a `register` call in app/frontend/js/controllers/index.js defines, and this file runs nowhere",
        ])
        #expect(unloaded.map(\.severity) == [.warning])
        // One entry point is named as the only one.
        var single = files
        single["package.json"] = "{ \"dependencies\": { \"@hotwired/stimulus\": \"3.2.2\" } }\n"
        single["Gemfile.lock"] = "GEM\n  specs:\n    vite_rails (3.0.19)\n"
        #expect(try wholeProjectMessages(single, rule: "stimulus-unloaded-controller").map { $0.contains("(bridgelint read its only one, app/frontend/entrypoints/application.js, and all it imports)") } == [true])
        // A build script whose entry points are not read: both definitions may load.
        files["package.json"] = "{ \"dependencies\": { \"@hotwired/stimulus\": \"3.2.2\" }, \"scripts\": { \"build\": \"node esbuild.config.mjs\" } }\n"
        #expect(try wholeProjectMessages(files, rule: "stimulus-duplicate-controller").count == 1)
        #expect(try wholeProjectMessages(files, rule: "stimulus-unloaded-controller") == [])
    }

    /// A controller file the app does not register beside the others it registers one by one:
    /// the help names the file that registers them, and the manifest task only where that file
    /// is the manifest it rewrites.
    @Test func anUnregisteredControllerIsToBeRegisteredWhereTheOthersAre() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  open() {}\n}\n"
        for registrar in ["app/javascript/controllers/backend_index.js", "app/javascript/controllers/index.js"] {
            let files = Self.homeController.merging([
                "app/javascript/application.js": "import \"./controllers/\(registrar.split(separator: "/").last!)\"\n",
                registrar: "import { Application } from \"@hotwired/stimulus\"\nimport MenuController from \"./menu_controller\"\nconst app = Application.start()\napp.register(\"menu\", MenuController)\n",
                "app/javascript/controllers/menu_controller.js": controller,
                "app/javascript/controllers/tabs_controller.js": controller,
                "app/views/home/index.html.erb": "<div data-controller=\"menu\"></div>\n",
            ]) { own, _ in own }
            let found = try wholeProjectDiagnostics(files, rule: "stimulus-unloaded-controller")
            #expect(found.map(\.help) == [registrar.hasSuffix("/index.js")
                ? "register it beside the others (`bin/rails stimulus:manifest:update` rewrites that manifest), or delete the file"
                : "register it in `app/javascript/controllers/backend_index.js` beside the others, or delete the file"])
        }
    }

    /// `eagerLoadControllersFrom("./", application)` matches no importmap name: one error on
    /// its argument, naming the prefix the pins have; the controllers it leaves unregistered are
    /// not unknown, so markup using them gets no other finding.
    @Test func aLoaderWhosePrefixMatchesNoPinIsReportedOnce() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  open() {}\n}\n"
        var files = Self.homeController.merging([
            "config/importmap.rb": "pin \"application\"\npin \"@hotwired/stimulus-loading\", to: \"stimulus-loading.js\"\npin_all_from \"app/javascript/controllers\", under: \"controllers\"\n",
            "app/javascript/application.js": "import \"controllers\"\n",
            "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n",
            "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"./\", application)\n",
            "app/javascript/controllers/menu_controller.js": controller,
            "app/javascript/controllers/tabs_controller.js": controller,
            "app/views/layouts/application.html.erb": "<%= javascript_importmap_tags %>\n<%= yield %>\n",
            "app/views/home/index.html.erb": "<div data-controller=\"menu\"><button data-action=\"menu#open\">Open</button></div>\n",
        ]) { own, _ in own }
        let found = try wholeProjectDiagnostics(files, rule: "stimulus-unloaded-controller")
        #expect(found.map(\.message) == [
            "`eagerLoadControllersFrom(\"./\")` registers no controller: stimulus-loading reads its argument as the start of importmap names, not as a path, and config/importmap.rb pins the controllers under `controllers/` (`controllers/menu_controller`, ...); markup mounts `menu`, which Stimulus never connects",
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.map(\.help) == ["write `eagerLoadControllersFrom(\"controllers\", application)`: the prefix is an importmap name, not a path"])
        #expect(try wholeProject(files, rule: "stimulus-unloaded-controller") == ["app/javascript/controllers/index.js 3:26"])
        #expect(try wholeProjectMessages(files, rule: "stimulus-unknown-controller") == [])
        // The prefix the pins have: nothing to report.
        files["app/javascript/controllers/index.js"] = "import { application } from \"./application\"\nimport { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"controllers\", application)\n"
        #expect(try wholeProjectMessages(files, rule: "stimulus-unloaded-controller") == [])
    }

    /// A controller file with named exports only, in a folder `definitionsFromContext` loads:
    /// the loader skips it. The finding says so; markup mounting its identifier gets another
    /// definition if one is registered (a warning), else nothing (an error).
    @Test func aControllerFileWithoutADefaultExportIsNeverLoaded() throws {
        var files = Self.homeController.merging([
            "app/javascript/packs/application.js": "import \"controllers\"\n",
            "app/javascript/controllers/index.js": "import { Application } from \"stimulus\"\nimport { definitionsFromContext } from \"stimulus/webpack-helpers\"\nconst application = Application.start()\nconst context = require.context(\".\", true, /\\.js$/)\napplication.load(definitionsFromContext(context))\n",
            "app/javascript/controllers/menu_controller.js": "import { Controller } from \"stimulus\"\nexport default class extends Controller {}\n",
            "app/javascript/controllers/filter_controller.js": "import { Controller } from \"stimulus\"\nexport class FilterController extends Controller {\n  refine() {}\n}\n",
            "app/views/layouts/application.html.erb": "<%= javascript_pack_tag \"application\" %>\n<%= yield %>\n",
            "app/views/home/index.html.erb": "<div data-controller=\"menu filter\"><input data-action=\"filter#refine\"></div>\n",
        ]) { own, _ in own }
        let found = try wholeProjectDiagnostics(files, rule: "stimulus-unloaded-controller")
        #expect(found.map(\.message) == [
            "controller `filter` is never loaded: the file has no default export (it exports `FilterController`), and the app's loader registers each file's default export, so it skips this one; no `register` call names its class; markup mounts `filter`, but Stimulus never connects it",
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(try wholeProjectMessages(files, rule: "stimulus-unknown-controller") == [])
        // A pack registers another class as `filter`: markup gets that one.
        files["app/javascript/controllers/occurrences_filter_controller.js"] = "import { Controller } from \"stimulus\"\nexport class OccurrencesFilterController extends Controller {\n  refine() {}\n}\n"
        files["app/javascript/packs/occurrences.js"] = "import { Application } from \"stimulus\"\nimport { OccurrencesFilterController } from \"../controllers/occurrences_filter_controller\"\nconst application = Application.start()\napplication.register(\"filter\", OccurrencesFilterController)\n"
        let shadowed = try wholeProjectDiagnostics(files, rule: "stimulus-unloaded-controller")
        #expect(shadowed.map(\.message) == [
            "controller `filter` is never loaded: the file has no default export (it exports `FilterController`), and the app's loader registers each file's default export, so it skips this one; no `register` call names its class; markup that mounts `filter` gets the one a `register` call in app/javascript/packs/occurrences.js defines, and this file runs nowhere",
        ])
        #expect(shadowed.map(\.severity) == [.warning])
    }

    /// An element a template rendered earlier leaves open (a header partial's
    /// `<main data-controller="tabs">`, closed by a footer partial) may hold what a later render
    /// site shows: scope there is not proven either way, for that controller. A render inside a
    /// container closed before the place, or a leak of another controller, proves nothing.
    @Test func anElementAnEarlierRenderLeavesOpenMayHoldALaterRenderSite() throws {
        let tabs = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"panel\"]\n  show() {}\n}\n"
        var files = Self.homeController.merging([
            "app/javascript/controllers/tabs_controller.js": tabs,
            "app/javascript/controllers/menu_controller.js": tabs,
            "app/views/shared/_header.html.erb": "<header>Top</header>\n<main data-controller=\"tabs\">\n",
            "app/views/shared/_footer.html.erb": "</main>\n<footer>f</footer>\n",
            "app/views/layouts/application.html.erb": "<body>\n  <%= render \"shared/header\" %>\n  <%= yield %>\n  <%= render \"shared/footer\" %>\n</body>\n",
            "app/views/home/index.html.erb": "<button data-action=\"tabs#show\">Show</button>\n",
        ]) { own, _ in own }
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == [])
        // Through a partial the page renders after the header.
        files["app/views/layouts/application.html.erb"] = "<body>\n  <%= yield %>\n</body>\n"
        files["app/views/home/index.html.erb"] = "<%= render \"shared/header\" %>\n<%= render \"shared/panel\" %>\n<%= render \"shared/footer\" %>\n"
        files["app/views/shared/_panel.html.erb"] = "<button data-action=\"tabs#show\">Show</button>\n"
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == [])
        // Another controller's markup is judged as before.
        files["app/views/shared/_panel.html.erb"] = "<button data-action=\"menu#show\">Show</button>\n"
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope").count == 1)
        // The header rendered inside a container the page closes before the panel: closed with it.
        files["app/views/shared/_panel.html.erb"] = "<button data-action=\"tabs#show\">Show</button>\n"
        files["app/views/home/index.html.erb"] = "<div><%= render \"shared/header\" %></div>\n<%= render \"shared/panel\" %>\n"
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope").count == 1)
    }

    /// The two controllers a page of `home` needs to render in the application layout.
    static let homeController = [
        "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
        "app/controllers/home_controller.rb": "class HomeController < ApplicationController\nend\n",
    ]

    /// An engine's dummy app (a folder with its own `config/application.rb`, in the engine's
    /// `test/`) is an application of its own: the host's pages never render in its layout,
    /// though that layout has the host's layout's name. A finding the host's layout proves
    /// names the host's layout only, and the dummy's layout proves nothing about a host page.
    @Test func aDummyAppsLayoutIsNoLayoutOfTheHostsPages() throws {
        var files = Self.engineWithDummy
        files["app/views/layouts/application.html.erb"] = "<body>\n  <%= yield %>\n</body>\n"
        let messages = try wholeProjectMessages(files, rule: "stimulus-out-of-scope")
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { $0.contains("(rendered at `app/views/layouts/application.html.erb:2`)") })
        files["app/views/layouts/application.html.erb"] = "<body data-controller=\"home--index\">\n  <%= yield %>\n</body>\n"
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == [])
    }

    /// A host app with an engine (`lib/shop/`) and the engine's dummy app, whose layout mounts nothing.
    static let engineWithDummy = homeController.merging([
        "config/application.rb": railsConfig,
        "app/javascript/controllers/home/index_controller.js": listController,
        "app/views/home/index.html.erb": "<ul data-home--index-target=\"list\"></ul>\n",
        "lib/shop/shop.gemspec": "Gem::Specification.new { |spec| spec.name = \"shop\" }\n",
        "lib/shop/app/views/shop/_badge.html.erb": "<b>shop</b>\n",
        "lib/shop/test/dummy/config/application.rb": railsConfig,
        "lib/shop/test/dummy/app/views/layouts/application.html.erb": "<body>\n  <%= yield %>\n</body>\n",
    ]) { own, _ in own }

    static let listController = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"list\"]\n}\n"

    /// A layout's `data-controller` computed from the page's controller and action may render a
    /// controller no file names (`home--index` on the home page): not proven out of scope. Its
    /// literal `--` proves it never renders `toggle`.
    @Test func aComputedLayoutControllerMayRenderAControllerNoFileNames() throws {
        var files = Self.engineWithDummy
        files["app/views/layouts/application.html.erb"] = "<body data-controller=\"<%= controller_name %>--<%= action_name %>\">\n  <%= yield %>\n</body>\n"
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == [])
        files["app/javascript/controllers/toggle_controller.js"] = Self.listController
        files["app/views/home/index.html.erb"] = "<ul data-toggle-target=\"list\"></ul>\n"
        #expect(try wholeProject(files, rule: "stimulus-out-of-scope") == ["app/views/home/index.html.erb 1:10"])
    }

    /// Turbo 8 morphing keeps every `[data-turbo-permanent]` element, id or not: a permanent
    /// element without an id in a page whose layout (or a partial it renders) asks for morphing
    /// refreshes, in any of the three ways, is not reported; one in a page of another layout is,
    /// and one inside a `<turbo-frame refresh="morph">` is not.
    @Test(arguments: [
        #"<meta name="turbo-refresh-method" content="morph">"#,
        "<%= turbo_refreshes_with method: :morph, scroll: :preserve %>",
        "<%= render \"head\" %>",
    ])
    func permanentElementWithoutIDInAMorphingPage(head: String) throws {
        var files = Self.homeController.merging([
            "app/controllers/admin_controller.rb": "class AdminController < ApplicationController\n  layout \"admin\"\nend\n",
            "app/views/layouts/application.html.erb": "<html><head>\(head)</head><body><%= yield %></body></html>\n",
            "app/views/layouts/admin.html.erb": "<html><head></head><body><%= yield %></body></html>\n",
            "app/views/home/index.html.erb": "<%= render \"home/player\" %>\n",
            "app/views/home/_player.html.erb": "<div class=\"player\" data-turbo-permanent></div>\n",
            "app/views/admin/index.html.erb": "<div class=\"player\" data-turbo-permanent></div>\n<turbo-frame id=\"f\" src=\"/f\" refresh=\"morph\"><p data-turbo-permanent>x</p></turbo-frame>\n",
        ]) { own, _ in own }
        if head.contains("render") { files["app/views/application/_head.html.erb"] = "<%= turbo_refresh_method_tag :morph %>\n" }
        #expect(try wholeProject(files, rule: "turbo-permanent-without-id") == ["app/views/admin/index.html.erb 1:21"])
    }

    /// `html-mismatched-end-tag`'s findings of a whole-project run, as "severity: message".
    func mismatchedEndTags(_ files: [String: String]) throws -> [String] {
        try wholeProjectDiagnostics(files, rule: "html-mismatched-end-tag").map { "\($0.severity.rawValue): \($0.message)" }
    }

    /// An end tag for the start tag a helper of the app writes (`raw '<span class="no-op">'`,
    /// in `app/helpers` or an engine's) closes it: no finding; without the helper, it is stray.
    @Test func anEndTagClosesTheStartTagAHelperWrites() throws {
        var files = Self.homeController.merging([
            "app/views/home/index.html.erb": "<div>\n  <%= pundit_span(Plan, :edit?) %>\n    <%= link_to \"Edit\", \"/plans\" %>\n  </span>\n</div>\n",
            "app/helpers/permission_helper.rb": "module PermissionHelper\n  def pundit_span(record, action)\n    result = allowed?(record, action) ? '<span class=\"no-op\">' : '<span class=\"blocking\">'\n    raw result\n  end\nend\n",
        ]) { own, _ in own }
        #expect(try mismatchedEndTags(files) == [])
        files["app/helpers/permission_helper.rb"] = nil
        #expect(try mismatchedEndTags(files).count == 1)
    }

    /// A stray `</div>` in a page with its own `<section>` open closes the `<div>` that every
    /// layout of the page has open around `yield`, and the section with it: an error that names
    /// the layout's element. Where some render path has none open, the end tag is judged as before.
    @Test func aStrayEndTagInAPageClosesTheLayoutsElement() throws {
        var files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": "<body>\n  <div class=\"main\">\n    <%= yield %>\n  </div>\n  <footer>f</footer>\n</body>\n",
            "app/views/home/index.html.erb": "<section>\n  <h1>Welcome</h1>\n  </div>\n  <p>More</p>\n</section>\n",
        ]) { own, _ in own }
        #expect(try mismatchedEndTags(files) == ["error: end tag `</div>` has no open `<div>` in this template: where it renders, browsers close the `<div class=\"main\">` that `app/views/layouts/application.html.erb` opens on line 2 and the `<section>` opened on line 1 with it, so what follows moves out of them"])
        files["app/views/home/show.html.erb"] = "<p><%= render template: \"home/index\" %></p>\n"
        #expect(try mismatchedEndTags(files).map { $0.prefix(while: { $0 != ":" }) } == ["warning"])
    }

    /// A stray end tag in a page's `content_for :hero do` block renders where the layouts read
    /// the region (`yield :hero`), not at the main `yield`: a layout that reads it before the
    /// container it yields the page in has no `<div>` open there, so the end tag is judged as
    /// in the template (ignored, a warning); one that reads it inside a `<div>` closes that.
    @Test func aStrayEndTagInAContentBlockIsJudgedWhereTheRegionIsRead() throws {
        let page = "<% content_for :hero do %>\n<span class=\"a\">\n  <b>Hi</b>\n  </div>\n</span>\n<% end %>\n<p>Body</p>\n"
        var files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": "<body>\n  <%= yield :hero %>\n  <div class=\"container\">\n    <%= yield %>\n  </div>\n</body>\n",
            "app/views/home/index.html.erb": page,
        ]) { own, _ in own }
        let outside = try mismatchedEndTags(files)
        #expect(outside.count == 1 && outside[0].hasPrefix("warning: end tag `</div>` has no open `<div>` to close"), "\(outside)")
        files["app/views/layouts/application.html.erb"] = "<body>\n  <div class=\"hero\">\n    <%= yield :hero %>\n  </div>\n  <div class=\"container\">\n    <%= yield %>\n  </div>\n</body>\n"
        let inside = try mismatchedEndTags(files)
        #expect(inside.count == 1 && inside[0].contains("browsers close the `<div class=\"hero\">` that `app/views/layouts/application.html.erb` opens on line 2"), "\(inside)")
    }

    /// A stray `</div>` in a page closes the layout's `<div>` around `yield`; that element's own
    /// `</div>` then closes the next `<div>` around it early, and the outermost one's `</div>`
    /// finds nothing and is ignored. When only end tags come until then, what the layout
    /// renders after (a footer partial) is where the source puts it: nothing moves, a warning.
    /// Content before that last end tag moves out of the elements closed early: an error.
    @Test func aStrayEndTagWhoseExtraEndTagIsAbsorbedByTheLayoutMovesNothing() throws {
        var files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": "<body>\n  <div id=\"wrap\">\n    <div class=\"container\">\n      <%= yield %>\n    </div>\n  </div>\n  <%= render \"layouts/footer\" %>\n</body>\n",
            "app/views/layouts/_footer.html.erb": "<footer>f</footer>\n",
            "app/views/home/index.html.erb": "<section>\n  <div class=\"list\">\n    <p>Items</p>\n  </div>\n  </div>\n\n</section>\n<% content_for :javascript do %>\n  <p>shown elsewhere</p>\n<% end %>\n",
        ]) { own, _ in own }
        #expect(try mismatchedEndTags(files) == ["warning: end tag `</div>` has no open `<div>` in this template: where it renders, browsers close the `<div class=\"container\">` that `app/views/layouts/application.html.erb` opens on line 3 early, and the `<section>` opened on line 1 with it; only end tags follow it on the page (here and after where it renders) until the end tag of the outermost `<div>` there finds nothing left to close and is ignored, so nothing moves"])
        files["app/views/layouts/application.html.erb"] = "<body>\n  <div id=\"wrap\">\n    <div class=\"container\">\n      <%= yield %>\n    </div>\n    <%= render \"layouts/footer\" %>\n  </div>\n</body>\n"
        #expect(try mismatchedEndTags(files).map { $0.prefix(while: { $0 != ":" }) } == ["error"])
    }

    /// A page whose last end tag is another element's name, lined up with its first start tag
    /// (`<div class="sign-in">` … `</article>`, govau/performance-dashboard): that end tag was
    /// written for the page's element, which has none of its own, so the help says to write it.
    @Test func aStrayEndTagLinedUpWithThePagesUnclosedElementIsMeantForIt() throws {
        let files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": "<body>\n  <article>\n    <%= yield %>\n  </article>\n</body>\n",
            "app/views/home/index.html.erb": "<div class=\"sign-in\">\n  <section>\n    <p>Code</p>\n  </section>\n</article>\n",
        ]) { own, _ in own }
        let findings = try wholeProjectDiagnostics(files, rule: "html-mismatched-end-tag")
        #expect(findings.map(\.help) == ["write `</div>` for this `</article>`: it lines up with the `<div>` opened on line 1, which has no end tag of its own"])
    }

    /// An extra `</div>` the indentation places in a page is the finding; the page wrapper's own
    /// `</div>`, which it leaves with nothing of the page's to close, closes the layout's `<div>`
    /// around `yield` instead: what follows there inside it moves out of it (an error, though
    /// nothing of the page renders between the two), unless only end tags follow on the page, or
    /// only end tags until the layout's own `</div>` finds nothing left to close (a warning). Where
    /// some render site has no `<div>` open, the message says only what may happen there.
    @Test func anExtraEndTagPlacedByIndentationSaysWhatItsEchoClosesWhereThePageRenders() throws {
        let page = "<div class=\"page\">\n  <div class=\"head\">\n    <h1>Welcome</h1>\n  </div>\n  </div>\n</div>\n"
        var files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": "<body>\n  <div class=\"main\">\n    <%= yield %>\n    <aside>a</aside>\n  </div>\n</body>\n",
            "app/views/home/index.html.erb": page,
        ]) { own, _ in own }
        let head = "end tag `</div>` closes the `<div>` opened on line 1 early: it is indented deeper than that start tag, and every start tag at its indentation is closed as written, so it is one `</div>` too many; the `<div>`'s own end tag is the `</div>` on line 6, at its start tag's indentation, which finds none of this template's `<div>`s open"
        #expect(try mismatchedEndTags(files) == ["error: \(head): where it renders, it closes the `<div class=\"main\">` that `app/views/layouts/application.html.erb` opens on line 2, so what follows it there moves out of that element too"])
        files["app/views/layouts/application.html.erb"] = "<body>\n  <div class=\"main\">\n    <%= yield %>\n  </div>\n</body>\n"
        #expect(try mismatchedEndTags(files) == ["warning: \(head): where it renders, it closes the `<div class=\"main\">` that `app/views/layouts/application.html.erb` opens on line 2 early, with only end tags after it on the page; nothing renders between them, so nothing moves"])
        // A footer after the layout's `</div>`, which then finds nothing to close, is where the
        // source puts it: only end tags come before, so nothing moves.
        files["app/views/layouts/application.html.erb"] = "<body>\n  <div class=\"main\">\n    <%= yield %>\n  </div>\n  <footer>f</footer>\n</body>\n"
        #expect(try mismatchedEndTags(files) == ["warning: \(head): where it renders, it closes the `<div class=\"main\">` that `app/views/layouts/application.html.erb` opens on line 2 early, with only end tags after it until the end tag of the outermost `<div>` there finds nothing left to close and is ignored; nothing renders between them, so nothing moves"])
        files["app/views/home/show.html.erb"] = "<p><%= render template: \"home/index\" %></p>\n"
        #expect(try mismatchedEndTags(files) == ["warning: \(head) (where this template renders inside a `<div>`, the `</div>` on line 6 closes that one, and what follows moves out of it); nothing renders between them"])
    }

    /// Where a partial with such an extra end tag renders from several templates, each with a
    /// `<div>` open around it, the message says the others are the same, as a stray end tag's
    /// does: the element closed at a render site is described in one place for both.
    @Test func anExtraEndTagsEchoNamesTheOtherRenderSites() throws {
        let card = "<div class=\"card\">\n  <div class=\"head\">\n    <h1>Welcome</h1>\n  </div>\n  </div>\n</div>\n"
        let files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": "<body>\n<%= yield %>\n</body>\n",
            "app/views/home/index.html.erb": "<div class=\"main\">\n  <%= render \"home/card\" %>\n  <p>after</p>\n</div>\n",
            "app/views/home/show.html.erb": "<div class=\"main\">\n  <%= render \"home/card\" %>\n  <p>after</p>\n</div>\n",
            "app/views/home/_card.html.erb": card,
        ]) { own, _ in own }
        let found = try mismatchedEndTags(files)
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("which finds none of this template's `<div>`s open: where it renders, it closes the `<div class=\"main\">` that `app/views/home/index.html.erb` opens on line 1 (and where its 1 other render site renders it, the same), so what follows it there moves out of that element too") == true)
    }

    /// A layout whose `</div>` after `yield` closes the `<div id="layout">` its pages leave open,
    /// and whose last `</div>` then closes the `<div>` around `yield`, is balanced with its pages:
    /// the end tag the indentation shows as one too many in the layout alone closes the page's
    /// element. Only where every page rendered in the layout is known and none leaves a `<div>`
    /// open is it one too many; a page whose layout is chosen by a method may be rendered there.
    /// With or without `<html>` open (which stops the end tag's search past the layout).
    @Test(arguments: ["", "<html>\n"])
    func aLayoutsEndTagAfterYieldMayCloseWhatItsPagesLeaveOpen(document: String) throws {
        let layout = document + "<body>\n  <div id=\"outer\">\n    <%= yield %>\n    </div>\n    <footer>f</footer>\n  </div>\n</body>\n"
        var files = Self.homeController.merging([
            "app/views/layouts/application.html.erb": layout,
            "app/views/home/index.html.erb": "<div id=\"layout\">\n  <p>x</p>\n",
        ]) { own, _ in own }
        #expect(try mismatchedEndTags(files) == [])
        files["app/views/home/index.html.erb"] = "<div id=\"layout\">\n  <p>x</p>\n</div>\n"
        let found = try mismatchedEndTags(files)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("error: end tag `</div>` closes the `<div>` opened on line \(document.isEmpty ? 2 : 3) early") == true)
        files["app/controllers/pages_controller.rb"] = "class PagesController < ApplicationController\n  layout :choose\nend\n"
        files["app/views/pages/show.html.erb"] = "<p>x</p>\n"
        #expect(try mismatchedEndTags(files) == [])
    }

    /// A layout's named `yield :head` (or `content_for(:head)`) before the `yield` shows
    /// `content_for` blocks, not the page: it leaves nothing of the page open, so the search of
    /// a stray end tag in the page goes on to the layout's element around `yield`. When only end
    /// tags follow it, in the page and in the layout after `yield`, the elements close early with
    /// nothing left to move: a warning that says so.
    @Test func aNamedYieldBeforeTheYieldDoesNotStopTheSearchOfAStrayEndTag() throws {
        for head in ["<%= yield(:head) %>", "<%= yield :head %>", "<%= content_for(:head) %>"] {
            var files = Self.homeController.merging([
                "app/views/layouts/application.html.erb": "<head>\n  <% if content_for?(:head) %><main>\(head)</main><% end %>\n</head>\n<body>\n  <main>\n    <%= yield %>\n  </main>\n</body>\n",
                "app/views/home/index.html.erb": "<div class=\"page\">\n  <div class=\"list\">\n    <p>Items</p>\n  </main>\n</div>\n</div>\n",
            ]) { own, _ in own }
            #expect(try mismatchedEndTags(files) == ["warning: end tag `</main>` has no open `<main>` in this template: where it renders, browsers close the `<main>` that `app/views/layouts/application.html.erb` opens on line 5 early, and the `<div>` opened on line 2 with it; only end tags follow it on the page (here and after where it renders), so nothing moves"])
            // Content after it in the page, or in the layout after `yield`, moves out.
            let moves = "error: end tag `</main>` has no open `<main>` in this template: where it renders, browsers close the `<main>` that `app/views/layouts/application.html.erb` opens on line 5 and the `<div>` opened on line 2 with it, so what follows moves out of them"
            files["app/views/home/index.html.erb"] = "<div class=\"page\">\n  <div class=\"list\">\n    <p>Items</p>\n  </main>\n  <p>More</p>\n</div>\n</div>\n"
            #expect(try mismatchedEndTags(files) == [moves])
            // A footer after the layout's `</main>`, which then finds nothing to close, is where
            // the source puts it: the tree is the same.
            files["app/views/home/index.html.erb"] = "<div class=\"page\">\n  <div class=\"list\">\n    <p>Items</p>\n  </main>\n</div>\n</div>\n"
            files["app/views/layouts/application.html.erb"] = "<head>\n  \(head)\n</head>\n<body>\n  <main>\n    <%= yield %>\n  </main>\n  <footer>f</footer>\n</body>\n"
            #expect(try mismatchedEndTags(files) == ["warning: end tag `</main>` has no open `<main>` in this template: where it renders, browsers close the `<main>` that `app/views/layouts/application.html.erb` opens on line 5 early, and the `<div>` opened on line 2 with it; only end tags follow it on the page (here and after where it renders) until the end tag of the outermost `<main>` there finds nothing left to close and is ignored, so nothing moves"])
            // Content in the layout before that end tag moves out.
            files["app/views/layouts/application.html.erb"] = "<head>\n  \(head)\n</head>\n<body>\n  <main>\n    <%= yield %>\n    <aside>a</aside>\n  </main>\n  <footer>f</footer>\n</body>\n"
            #expect(try mismatchedEndTags(files) == [moves])
            // A page's `yield` before it may leave the `<main>` open: no proof.
            files["app/views/layouts/application.html.erb"] = "<body>\n  <%= yield %>\n  <main>\n    <%= yield %>\n  </main>\n</body>\n"
            #expect(try mismatchedEndTags(files).map { $0.prefix(while: { $0 != ":" }) } == ["warning"])
            #expect(try mismatchedEndTags(files).first?.contains("browsers ignore it") == true)
        }
    }

    /// An element a partial leaves open at its end does not close "at the same place": the
    /// browser keeps it open past the render call, so what follows there moves into it (an
    /// error naming the site). Where what follows is not known, the message claims nothing;
    /// at the top of the page (a layout), the document's end closes it.
    @Test func anElementLeftOpenAtAPartialsEndHoldsWhatFollowsItsRenderSite() throws {
        var files = Self.homeController.merging([
            "app/views/home/index.html.erb": "<h1>Home</h1>\n",
            "app/views/shared/_bar.html.erb": "<div class=\"bar\">\n  <a href=\"/\">Home</a>\n</nav>\n",
            "app/views/layouts/application.html.erb": "<body>\n  <%= render \"shared/bar\" %>\n  <main><%= yield %></main>\n</body>\n",
        ]) { own, _ in own }
        let stray = "end tag `</nav>` has no open `<nav>` to close: browsers ignore it (it does not close the `<div>` opened on line 1)"
        #expect(try mismatchedEndTags(files) == ["error: \(stray); the `<div>` is never closed in this template, so it stays open past its end: where `app/views/layouts/application.html.erb:2` renders it, the `<main>` that follows there moves into it"])
        files["app/views/layouts/application.html.erb"] = "<body>\n  <%= render \"shared/bar\" %>\n  <%= yield %>\n</body>\n"
        #expect(try mismatchedEndTags(files) == ["warning: \(stray)"])
        files["app/views/layouts/application.html.erb"] = "<body>\n  <div class=\"top\"><%= render \"shared/bar\" %></div>\n  <main><%= yield %></main>\n</body>\n"
        #expect(try mismatchedEndTags(files) == ["warning: \(stray)"])
        files["app/views/layouts/application.html.erb"] = "<body>\n  <div class=\"bar\">\n    <%= yield %>\n  </nav>\n</body>\n"
        files["app/views/shared/_bar.html.erb"] = nil
        #expect(try mismatchedEndTags(files) == ["warning: end tag `</nav>` has no open `<nav>` to close: browsers ignore it (it does not close the `<div>` opened on line 2); the `<div>` closes at the same place anyway, so nothing moves"])
    }

    /// A table part a partial leaves open (`<tr>` with a stray `</td>`) is built only where a
    /// table is open around the render call: rendered outside a table, browsers ignore its tags,
    /// so nothing moves into it there; followed by a table's tag, that tag closes it or goes in
    /// it as a table's part would.
    @Test func aTablePartLeftOpenAtAPartialsEndHoldsWhatFollowsOnlyInATable() throws {
        var files = Self.homeController.merging([
            "app/views/home/index.html.erb": "<dl>\n  <%= render \"shared/row\" %>\n  <dt>Name</dt>\n</dl>\n",
            "app/views/home/show.html.erb": "<table>\n  <%= render \"shared/row\" %>\n  <tr><td>2</td></tr>\n</table>\n",
            "app/views/shared/_row.html.erb": "<tr>\n  <th>A</th><td>1</td></td>\n",
        ]) { own, _ in own }
        let stray = "end tag `</td>` has no open `<td>` to close: browsers ignore it (it does not close the `<tr>` opened on line 1)"
        #expect(try mismatchedEndTags(files) == ["warning: \(stray)"])
        files["app/views/home/show.html.erb"] = "<table>\n  <%= render \"shared/row\" %>\n  <caption>Rows</caption>\n</table>\n"
        #expect(try mismatchedEndTags(files) == ["warning: \(stray)"])
        files["app/views/home/show.html.erb"] = "<table>\n  <%= render \"shared/row\" %>\n  <span>total</span>\n</table>\n"
        #expect(try mismatchedEndTags(files) == ["error: \(stray); the `<tr>` is never closed in this template, so it stays open past its end: where `app/views/home/show.html.erb:2` renders it, the `<span>` that follows there moves into it"])
    }

    /// `</body>` and `</html>` pop nothing: an element a page leaves open before them stays open
    /// to the end of the page. A page that writes a whole document and renders inside a layout
    /// leaves it open past its end, so what follows its `yield` lands inside it; at the top of
    /// the page, it closes where it would anyway.
    @Test func anElementLeftOpenBeforeBodyEndHoldsWhatALayoutRendersAfterThePage() throws {
        var files = Self.homeController.merging([
            "app/views/home/index.html.erb": "<!DOCTYPE html>\n<html>\n<body>\n  <div class=\"page\">\n    <p>Gone</p>\n</body>\n</html>\n",
            "app/views/layouts/application.html.erb": "<body>\n  <%= yield %>\n  <footer>f</footer>\n</body>\n",
        ]) { own, _ in own }
        let unclosed = "`<div>` is never closed: the `</body>` on line 6 closes no element (browsers keep what is open, and put what follows it inside), so it stays open to the end of the page"
        #expect(try mismatchedEndTags(files) == ["error: \(unclosed); the `<div>` is never closed in this template, so it stays open past its end: where `app/views/layouts/application.html.erb:2` renders it, the `<footer>` that follows there moves into it"])
        files["app/views/layouts/application.html.erb"] = "<html>\n<body>\n  <div class=\"top\">\n  <%= yield %>\n</body>\n</html>\n"
        files["app/views/home/index.html.erb"] = "<h1>Home</h1>\n"
        #expect(try mismatchedEndTags(files) == ["warning: `<div>` is never closed: the `</body>` on line 5 closes no element (browsers keep what is open, and put what follows it inside), so it stays open to the end of the page; the `<div>` closes at the same place anyway, so nothing moves"])
    }

    /// A whole run judges the findings that ask the frame index after its lint pass, from the
    /// frames each template's one parse showed (see `Judgment`): they are the findings of each
    /// template linted alone (which asks the index at once), in the same order, with the
    /// configured severity, and with the suppression comments applied to the findings that
    /// waited (one silenced, one comment silencing nothing reported).
    @Test func frameFindingsJudgedAfterThePassAreThoseOfEachTemplateLintedAlone() throws {
        let files = [
            ".bridgelint.yml": "rules:\n  turbo-unknown-frame: warning\n",
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
            "app/views/layouts/application.html.erb": "<body>\n<turbo-frame id=\"modal\"></turbo-frame>\n<%= yield %>\n</body>\n",
            "app/views/posts/index.html.erb": """
                <% @posts.each do |post| %>
                  <turbo-frame id="row"><%= post.title %></turbo-frame>
                <% end %>
                <a href="/" data-turbo-frame="comments">x</a>
                <%# bridgelint:disable-next-line turbo-unknown-frame %>
                <a href="/" data-turbo-frame="nowhere">y</a>
                <a href="/" data-turbo-frame="moda">z</a>
                <%# bridgelint:disable-next-line turbo-unknown-frame %>
                <a href="/" data-turbo-frame="modal">z</a>

                """,
            "app/views/posts/show.html.erb": "<turbo-frame id=\"modal\">\n</turbo-frame>\n<%= render partial: \"comment\", collection: @comments %>\n",
            "app/views/posts/_comment.html.erb": "<turbo-frame id=\"comments\"></turbo-frame>\n",
            "app/views/posts/edit.html.erb": "<a href=\"/\" data-turbo-frame=\"row\">r</a>\n",
        ]
        func shown(_ path: String, _ diagnostic: Diagnostic) -> String {
            "\(path) \(diagnostic.range.start)-\(diagnostic.range.end) \(diagnostic.severity) \(diagnostic.ruleID): \(diagnostic.message)"
                + diagnostic.related.map { " [\($0.path.split(separator: "/").suffix(3).joined(separator: "/")) \($0.line):\($0.column)]" }.joined()
        }
        let (inRun, alone) = try withProject(files) { workspace in
            let paths = workspace.templates(for: [workspace.root]).files
            let run = LintRun(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus())) { workspace.relativePath(of: $0) }
            let inRun = run.run(paths: paths, wholeProject: true).report.files
                .flatMap { file in file.diagnostics.map { shown(file.displayPath, $0) } }
            let linter = Linter(project: workspace.project, corpus: workspace.corpus())
            let alone = try paths.sorted().flatMap { path in
                let relative = workspace.relativePath(of: path)
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                return linter.lint(TemplateParser.parse(SourceFile(path: relative, bytes: bytes)), wholeProject: true).map { shown(relative, $0) }
            }
            return (inRun, alone)
        }
        #expect(inRun.sorted() == alone.sorted())
        #expect(Set(inRun.compactMap { $0.split(separator: " ").dropFirst(3).first }) == ["turbo-duplicate-frame:", "turbo-unknown-frame:", "suppression-unused:"])
    }
}
