import BridgeLintCore
import Testing

/// The Turbo markup rules beyond their documented examples: the Rails spellings, what belongs to
/// other libraries, and the facts that make a name deliberate.
@Suite struct TurboRuleTests {
    private func findings(_ rule: String, _ template: String, files: [String: String] = [:]) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(template, files: files).filter { $0.ruleID == rule }
    }

    @Test(arguments: [
        // Another library's, the app's own, and Stimulus' attributes.
        ##"<div data-turbolinks-permanent data-turbolinks-track="reload"></div>"##,
        ##"<html data-turbo-native="true" data-turbo-app-version="3"></html>"##,
        ##"<div data-controller="menu" data-menu-target="item" data-turbo-modal-target="body"></div>"##,
        // Every attribute Turbo reads, in every spelling.
        ##"<a data-turbo-frame="_top" data-turbo-action="replace" data-turbo-preload data-turbo-prefetch="false" data-turbo-submits-with="…">x</a>"##,
        ##"<%= link_to "x", "/x", data: { "turbo-method": :delete, turbo_confirm: "Sure?", :turbo_stream => true, "turbo_frame" => "_top" } %>"##,
        ##"<div data-turbo-cache="false" data-turbo-temporary data-turbo-permanent id="a"></div>"##,
        // A frame's own `target`, and options that configure a helper.
        ##"<%= turbo_frame_tag "x", target: "_top" %><turbo-frame id="y" target="x"></turbo-frame>"##,
    ])
    func namesThatAreNotTypos(template: String) throws {
        let found = try findings("turbo-unknown-attribute", template)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Turbo reads `data-turbo` and `data-turbo-prefetch` only through links, forms and submit
    /// buttons (the element or the closest one around it that has the attribute): on an element
    /// that can be none and hold none, an off word is dead markup, a warning that says so.
    @Test(arguments: [
        ##"<script data-turbo="none">var x = 1</script>"##,
        ##"<style data-turbo="off"></style>"##,
        ##"<template data-turbo="no"><a href="/x">x</a></template>"##,
        ##"<img src="/a.png" data-turbo-prefetch="0">"##,
        ##"<input type="text" name="q" data-turbo="no">"##,
        ##"<input name="q" data-turbo="disabled">"##,
        ##"<textarea data-turbo="none"></textarea>"##,
        ##"<%= image_tag "a.png", data: { turbo: "none" } %>"##,
    ])
    func anOffWordWhereTurboNeverLooksIsAWarning(template: String) throws {
        let found = try findings("turbo-invalid-value", template)
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("does nothing on") && $0.fix == nil }, "\(found.map(\.message))")
    }

    /// Where a link, form or submit button may be the element or inside it, the off word still
    /// leaves Turbo on: an error.
    @Test(arguments: [
        ##"<a href="/x" data-turbo="none">x</a>"##,
        ##"<div data-turbo="no"><a href="/x">x</a></div>"##,
        ##"<form action="/x" data-turbo="off"></form>"##,
        ##"<input type="submit" data-turbo="no">"##,
        ##"<input type="<%= kind %>" data-turbo="no">"##,
        ##"<button data-turbo="none">Save</button>"##,
        ##"<svg data-turbo="no"><a href="/x"><text>x</text></a></svg>"##,
        ##"<%= f.submit "Save", data: { turbo: "no" } %>"##,
    ])
    func anOffWordWhereTurboMayLookIsAnError(template: String) throws {
        let found = try findings("turbo-invalid-value", template)
        #expect(found.map(\.severity) == [.error], "\(found.map(\.message))")
    }

    /// `form_with ..., turbo: true` renders nothing, and asks for Turbo's default: a warning only
    /// while nothing in the app's files may turn Turbo Drive off.
    @Test(arguments: [
        (##"<%= form_with url: "/a", turbo: true do %><% end %><div data-action="turbo:submit-end->f#reset"></div>"##, [String: String](), Severity.warning),
        (##"<%= form_with url: "/a", turbo: true do %><% end %><%= link_to "x", "/x", data: { turbo: true } %>"##, [:], .warning),
        (##"<%= form_with url: "/a", turbo: "true" do %><% end %>"##, [:], .warning),
        (##"<%= form_with url: "/a", turbo: false do %><% end %>"##, [:], .error),
        (##"<%= form_with url: "/a", turbo: on do %><% end %>"##, [:], .error),
        (##"<%= form_with url: "/a", turbo: true do %><% end %><div data-turbo="<%= t %>"></div>"##, [:], .error),
        (##"<%= form_with url: "/a", turbo: true do %><% end %>"##, ["app/views/shared/_nav.html.erb": ##"<%= link_to "x", "/x", data: { "turbo" => false } %>"##], .error),
        (##"<%= form_with url: "/a", turbo: true do %><% end %>"##, ["app/helpers/nav_helper.rb": "module NavHelper\n  def nav = link_to(\"x\", \"/x\", data: { turbo: false })\nend\n"], .error),
        (##"<%= form_with url: "/a", turbo: true do %><% end %>"##, ["app/javascript/application.js": "Turbo.config.drive.enabled = false\n"], .error),
        (##"<%= form_with url: "/a", turbo: true do %><% end %>"##, ["app/javascript/application.js": "Turbo.setFormMode(\"optin\")\n"], .error),
        (##"<%= form_with url: "/a", turbo: true do %><% end %>"##, ["app/javascript/controllers/x_controller.js": "document.body.setAttribute('data-turbo', 'false')\n"], .error),
    ])
    func turboTrueOnFormWith(template: String, files: [String: String], severity: Severity) throws {
        let found = try findings("turbo-unknown-attribute", template, files: files)
        #expect(found.map(\.severity) == [severity], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasPrefix("`form_with` renders nothing for `turbo:`") }, "\(found.map(\.message))")
    }

    /// A `turbo*:` key outside `data:` says what it renders: the attribute as written, with its
    /// value, where Rails makes one of it (inside a form helper's `html:`, and among the options of
    /// a tag helper that renders every key it does not know), or nothing, among the other options
    /// of `form_with` and `form_for`. Turbo is not turned off either way: an error.
    @Test(arguments: [
        (##"<%= form_with(url: "/x", html: { class: "x", turbo: false }) do |f| %><% end %>"##,
         "`turbo:` in `html:` renders the attribute `turbo=\"false\"`, which Turbo ignores: Turbo reads only `data-turbo`",
         "move it into a `data:` hash, in `html:` or beside it: `data: { turbo: ... }`"),
        (##"<%= form_for(@post, html: { turbo: false }) do |f| %><% end %>"##,
         "`turbo:` in `html:` renders the attribute `turbo=\"false\"`, which Turbo ignores: Turbo reads only `data-turbo`",
         "move it into a `data:` hash, in `html:` or beside it: `data: { turbo: ... }`"),
        (##"<%= simple_form_for @post, html: { turbo_frame: "_top" } do |f| %><% end %>"##,
         "`turbo_frame:` in `html:` renders the attribute `turbo_frame=\"_top\"`, which Turbo ignores: Turbo reads only `data-turbo-frame`",
         "move it into a `data:` hash, in `html:` or beside it: `data: { turbo_frame: ... }`"),
        (##"<%= form_with(url: "/x", turbo: false) do |f| %><% end %>"##,
         "`form_with` renders nothing for `turbo:` (it makes attributes only of `id:`, `class:`, `multipart:`, `method:`, `data:`, `authenticity_token:` and what `html:` holds): Turbo reads only `data-turbo`",
         "move it into the `data:` hash: `data: { turbo: ... }`"),
        (##"<%= form_for(@post, turbo: false) do |f| %><% end %>"##,
         "`form_for` renders nothing for `turbo:` (the `<form>` tag's own attributes go in `html:`): Turbo reads only `data-turbo`",
         "move it into the `data:` hash: `data: { turbo: ... }`"),
        (##"<%= form_tag "/x", turbo: false do %><% end %>"##,
         "`turbo:` renders the attribute `turbo=\"false\"`, which Turbo ignores: Turbo reads only `data-turbo`",
         "move it into the `data:` hash: `data: { turbo: ... }`"),
        (##"<%= link_to "x", "/x", turbo_method: :delete %>"##,
         "`turbo_method:` renders the attribute `turbo_method=\"delete\"`, which Turbo ignores: Turbo reads only `data-turbo-method`",
         "move it into the `data:` hash: `data: { turbo_method: ... }`"),
        (##"<%= button_to "x", "/x", turbo: false %>"##,
         "`turbo:` renders the attribute `turbo=\"false\"`, which Turbo ignores: Turbo reads only `data-turbo`",
         "move it into the `data:` hash: `data: { turbo: ... }`"),
        (##"<%= button_to "x", "/x", form: { turbo_confirm: "Sure?" } %>"##,
         "`turbo_confirm:` renders the attribute `turbo_confirm=\"Sure?\"`, which Turbo ignores: Turbo reads only `data-turbo-confirm`",
         "move it into the `data:` hash: `data: { turbo_confirm: ... }`"),
        (##"<%= link_to "x", "/x", turbo_frame: frame %>"##,
         "`turbo_frame:` renders the attribute `turbo_frame`, which Turbo ignores: Turbo reads only `data-turbo-frame`",
         "move it into the `data:` hash: `data: { turbo_frame: ... }`"),
    ])
    func aKeyOutsideDataSaysWhatItRenders(template: String, message: String, help: String) throws {
        let found = try findings("turbo-unknown-attribute", template)
        #expect(found.map(\.message) == [message])
        #expect(found.map(\.help) == [help])
        #expect(found.map(\.severity) == [.error])
    }

    /// `turbo: true` outside `data:` asks for Turbo's default wherever it renders, or not: a
    /// warning while nothing in the app turns Turbo Drive off.
    @Test(arguments: [
        ##"<%= form_with url: "/x", html: { turbo: true } do %><% end %>"##,
        ##"<%= link_to "x", "/x", turbo: true %>"##,
    ])
    func turboTrueOutsideDataAnywhere(template: String) throws {
        let found = try findings("turbo-unknown-attribute", template)
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("renders the attribute `turbo=\"true\"`") && $0.message.hasSuffix("so nothing changes") })
    }

    /// An attribute without `data-` beside the one it means, with the same literal value, changes
    /// nothing; another value, a computed one, or ERB in the start tag keeps the error.
    @Test(arguments: [
        (##"<%= link_to "x", "/x", turbo_method: :delete, data: { turbo_method: "delete" } %>"##, Severity.warning),
        (##"<%= button_to "x", "/x", turbo_confirm: "Sure?", data: { "turbo-confirm": "Sure?" } %>"##, .warning),
        (##"<a href="/x" turbo-frame="_top" data-turbo-frame="_top">x</a>"##, .warning),
        (##"<%= link_to "x", "/x", turbo_method: :delete, data: { turbo_method: :patch } %>"##, .error),
        (##"<%= link_to "x", "/x", turbo_method: :delete, data: { turbo_method: method } %>"##, .error),
        (##"<a href="/x" turbo-frame="_top" <% if x %>data-turbo-frame="_top"<% end %>>x</a>"##, .error),
    ])
    func aTwinWithTheSameValue(template: String, severity: Severity) throws {
        let found = try findings("turbo-unknown-attribute", template)
        #expect(found.map(\.severity) == [severity], "\(found.map(\.message))")
    }

    /// Turbo asks for a stream on every submission that is not a GET: `data-turbo-stream="false"`
    /// there changes nothing. A GET, an unknown method or a possible `formmethod` keeps the error.
    @Test(arguments: [
        (##"<%= link_to "x", "/x", data: { turbo_method: "PATCH", turbo_stream: false } %>"##, Severity.warning),
        (##"<a href="/x" data-turbo-method="put" data-turbo-stream="false">x</a>"##, .warning),
        (##"<form action="/x" method="post" data-turbo-stream="off"><button>Go</button></form>"##, .warning),
        (##"<%= form_with model: @post, data: { turbo_stream: false } do %><% end %>"##, .warning),
        (##"<%= form_with url: "/x", html: { method: :post }, data: { turbo_stream: false } do %><% end %>"##, .warning),
        (##"<%= form_with url: "/x", method: verb, data: { turbo_stream: false } do %><% end %>"##, .error),
        (##"<%= link_to "x", "/x", data: { turbo_method: :destroy, turbo_stream: false } %>"##, .error),
        (##"<%= link_to "x", "/x", data: { turbo_method: m, turbo_stream: false } %>"##, .error),
        (##"<a href="/x" data-turbo-stream="false">x</a>"##, .error),
        (##"<form action="/x" data-turbo-stream="false"><button>Go</button></form>"##, .error),
        (##"<%= form_with url: "/x", method: :get, data: { turbo_stream: false } do %><% end %>"##, .error),
        (##"<form action="/x" method="post" data-turbo-stream="false"><button formmethod="get">Go</button></form>"##, .error),
    ])
    func aStreamSwitchOnASubmissionThatIsNotAGet(template: String, severity: Severity) throws {
        let found = try findings("turbo-invalid-value", template).filter { $0.message.hasPrefix("`data-turbo-stream`") }
        #expect(found.map(\.severity) == [severity], "\(found.map(\.message))")
    }

    /// The fix keeps the key's spelling: underscores, dashes, or the HTML name.
    @Test func fixesKeepTheSpellingOfTheKey() throws {
        let template = ##"<%= link_to "x", "/x", data: { turbo_framme: "a", "turbo-acton": "replace" } %><a data-turbo-metod="delete">y</a>"##
        let found = try findings("turbo-unknown-attribute", template)
        #expect(found.compactMap { $0.fix?.edits.first?.replacement } == ["turbo_frame", "turbo-action", "data-turbo-method"])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    /// A near miss the app's own code reads is its attribute, not a typo.
    @Test func aNearMissTheAppReadsIsDeliberate() throws {
        let reader = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { connect() { this.frames = this.element.dataset.turboFrames } }
        """
        let template = ##"<div data-controller="menu" data-turbo-frames="2"></div>"##
        #expect(try findings("turbo-unknown-attribute", template).count == 1)
        #expect(try findings("turbo-unknown-attribute", template, files: ["app/javascript/controllers/reader_controller.js": reader]).isEmpty)
    }

    @Test(arguments: [
        // HTML's own `loading` on an image, and a dynamic value.
        ##"<img src="/a.png" loading="lazzy"><a data-turbo-action="<%= action %>">x</a>"##,
        // Methods in any case, Turbo's own `restore`, and off switches that say so exactly.
        ##"<a data-turbo-method="DELETE" data-turbo-action="restore" data-turbo="false" data-turbo-prefetch="true">x</a>"##,
        // Presence attributes given a value that says on, or left out with `nil`.
        ##"<%= link_to "x", "/x", data: { turbo_stream: true, turbo_permanent: nil } %><div id="p" data-turbo-permanent="true"></div>"##,
        // A frame's `loading` in any case, and a meta that is not Turbo's.
        ##"<turbo-frame id="f" loading="LAZY" refresh="replace"></turbo-frame><meta name="turbo-native-version" content="2">"##,
        ##"<%= tag.meta name: "turbo-refresh-method", content: "morph" %><meta name="turbo-prefetch-cache-time" content="10">"##,
    ])
    func valuesTurboUnderstands(template: String) throws {
        let found = try findings("turbo-invalid-value", template)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A meta value that belongs to another setting says which.
    @Test func aValueOfAnotherSettingSaysWhich() throws {
        let found = try findings("turbo-invalid-value", ##"<meta name="turbo-cache-control" content="reload">"##)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.help == "`reload` is a value of `<meta name=\"turbo-visit-control\">`; here use one of `no-cache`, `no-preview`")
    }

    /// `data: { turbo_stream: false }` renders `data-turbo-stream="false"`; `disabled: false`
    /// on a frame helper renders nothing (Rails drops false boolean attributes).
    @Test func falseTurnsAPresenceAttributeOnOnlyWhereRailsRendersIt() throws {
        let template = ##"<%= link_to "x", "/x", data: { turbo_stream: false } %><%= turbo_frame_tag "f", disabled: false %>"##
        #expect(try findings("turbo-invalid-value", template).map(\.message)
            == ["`data-turbo-stream` is on whatever its value: Turbo only asks whether the attribute is present, so `false` does not turn it off"])
    }

    @Test(arguments: [
        ##"<div data-turbo-permanent id="player"></div>"##,
        ##"<div <%= tag.attributes(id: "player") %> data-turbo-permanent></div>"##,
        ##"<%= form.text_field :query, data: { turbo_permanent: true } %>"##,
        ##"<%= turbo_frame_tag "player", data: { turbo_permanent: true } %>"##,
        ##"<%= tag.div(**options, data: { turbo_permanent: true }) %>"##,
    ])
    func permanentElementsWithAnID(template: String) throws {
        let found = try findings("turbo-permanent-without-id", template)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A `turbo:` name the app dispatches itself is not unknown; any other is, with Turbo's
    /// closest event when there is one.
    @Test func turboEventsTheAppSendsAreKnown() throws {
        let sender = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { send() { document.dispatchEvent(new CustomEvent("turbo:refreshed")) } }
        """
        let template = ##"<div data-controller="menu" data-action="turbo:refreshed@document->menu#open turbo:frame-loda->menu#open turbo:load->menu#open"></div>"##
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: ["app/javascript/controllers/sender_controller.js": sender])
            .filter { $0.ruleID == "stimulus-unknown-event" }
        #expect(found.map(\.suggestions) == [["turbo:frame-load"]])
        let unsent = try findings("stimulus-unknown-event", template)
        #expect(unsent.map(\.severity) == [.warning, .error])
    }

    /// A frame another template defines, or one built where the templates do not show it
    /// (a helper, a script, a Haml view), is not unknown.
    @Test(arguments: [
        ["app/views/posts/_frame.html.erb": ##"<%= turbo_frame_tag :sidebar %>"##],
        ["app/helpers/frames_helper.rb": ##"module FramesHelper; def sidebar_frame = turbo_frame_tag("sidebar"); end"##],
        ["app/javascript/controllers/sidebar_controller.js": ##"export default class { connect() { this.element.id = "sidebar" } }"##],
        ["app/views/posts/_frame.html.haml": ##"= turbo_frame_tag params[:frame]"##],
        ["app/views/posts/_frame.html.erb": ##"<turbo-frame id="side<%= suffix %>"></turbo-frame>"##],
    ])
    func framesDefinedElsewhere(files: [String: String]) throws {
        let template = ##"<%= link_to "x", "/x", data: { turbo_frame: "sidebar" } %>"##
        #expect(try findings("turbo-unknown-frame", template, files: files).isEmpty)
        #expect(try findings("turbo-unknown-frame", template).count == 1)
    }

    /// A frame's `target` and a form's `data-turbo-frame` name frames too.
    @Test func targetsAndFormsNameFrames() throws {
        let template = ##"<turbo-frame id="list" target="detials"></turbo-frame><turbo-frame id="details"></turbo-frame><%= form_with url: "/s", data: { turbo_frame: "lsit" } do %><% end %>"##
        let found = try findings("turbo-unknown-frame", template)
        #expect(found.map(\.suggestions) == [["details"], ["list"]])
        #expect(found.first?.message.hasSuffix("the frame's links navigate the frame itself") == true)
    }

    /// A name no frame comes near, on a page whose template defines one frame: the help names
    /// that frame (no did-you-mean, no fix: it is no near miss).
    @Test func theHelpNamesTheTemplatesOnlyFrame() throws {
        let template = "<%= form_with url: \"/users\", method: :get, data: { turbo_frame: \"users_table\" } do %><% end %>\n<%= turbo_frame_tag \"users_with_roles_table\" do %><% end %>"
        let found = try findings("turbo-unknown-frame", template)
        #expect(found.map(\.help) == ["this template's only frame is `users_with_roles_table` (line 2): name it, another frame the page has, or `_top` for the whole page"])
        #expect(found.first?.fix == nil)
    }

    /// Frames that may not render together, or whose ids differ, are not duplicates.
    @Test(arguments: [
        ##"<% if a %><%= turbo_frame_tag "x" %><% else %><%= turbo_frame_tag "x" %><% end %>"##,
        ##"<%= turbo_frame_tag "x" %><%= turbo_frame_tag "x" if compact %>"##,
        ##"<% cache post do %><%= turbo_frame_tag "x" %><% end %><%= turbo_frame_tag "x" %>"##,
        ##"<% @posts.each do |post| %><%= turbo_frame_tag post %><turbo-frame id="<%= dom_id(post, :body) %>"></turbo-frame><% end %>"##,
        ##"<%= tag.div do %><%= turbo_frame_tag "x" %><% end %><%= turbo_frame_tag "y" %>"##,
        // Lazy frames that each load their own `src`, which nothing targets by id.
        ##"<% @events.each do |event| %><%= turbo_frame_tag :balance, src: balance_path(event), loading: :lazy %><% end %>"##,
        ##"<%= turbo_frame_tag "x" %><turbo-frame id="x"></turbo-frame>"##,
    ])
    func framesThatAreNotDuplicates(template: String) throws {
        let found = try findings("turbo-duplicate-frame", template)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A component rendered `with_collection` repeats its template's frame for every item.
    @Test func componentCollectionsRepeatTheirFrames() throws {
        let files = [
            "app/components/comment_component.rb": "class CommentComponent < ViewComponent::Base\n  def initialize(comment:) = @comment = comment\nend\n",
            "app/components/comment_component.html.erb": ##"<%= turbo_frame_tag "comment" %>"##,
        ]
        let caller = ##"<%= render CommentComponent.with_collection(@comments) %><a href="/c" data-turbo-frame="comment">c</a>"##
        let found = try StimulusRuleEdgeCaseTests.lint(files["app/components/comment_component.html.erb"] ?? "", path: "app/components/comment_component.html.erb",
                                                       files: ["app/components/comment_component.rb": files["app/components/comment_component.rb"] ?? "",
                                                               "app/views/comments/index.html.erb": caller])
            .filter { $0.ruleID == "turbo-duplicate-frame" }
        #expect(found.map(\.message) == ["the frame `comment` is in a template rendered once per item of a collection (app/views/comments/index.html.erb:1): every item renders a frame with the same id, and a link or form that targets `comment` reaches only the first"])
    }

    /// Actions registered where the linter cannot list them, and tag builder methods the app
    /// defines, are not judged; importing `StreamActions` alone opens nothing.
    @Test func streamActionsOnlyTheAppCanKnow() throws {
        let template = ##"<%= turbo_stream.action :tost, "flash" %><%= turbo_stream.replce "x" %>"##
        let power = ##"import { StreamActions, Turbo } from "@hotwired/turbo"\##nimport TurboPower from "turbo_power"\##nTurboPower.initialize(StreamActions)\##n"##
        let imported = ##"import { Turbo, StreamActions } from "@hotwired/turbo"\##nStreamActions.toast = function () {}\##n"##
        let extensionHelper = "module StreamExtensions\n  def replce(target) = replace(target)\nend\n"
        #expect(try findings("turbo-unknown-stream-action", template, files: ["app/javascript/application.js": imported]).map(\.suggestions)
            == [["toast"], ["replace"]])
        #expect(try findings("turbo-unknown-stream-action", template, files: ["app/javascript/application.js": power]).map(\.suggestions)
            == [["replace"]])
        #expect(try findings("turbo-unknown-stream-action", template, files: ["app/javascript/application.js": imported, "app/helpers/stream_extensions.rb": extensionHelper])
            .map(\.suggestions) == [["toast"]])
    }

    /// A method an initializer or a file under `lib/` adds to turbo-rails' tag builder (reopening
    /// the class, or a module prepended to it) is the app's own; a `def` of that name in a Ruby
    /// file of `config/` that has nothing to do with the builder is not.
    @Test(arguments: [
        ("config/initializers/turbo_stream_actions.rb", "class Turbo::Streams::TagBuilder\n  def update_url(url)\n    tag.turbo_stream(action: :update_url, url: url)\n  end\nend\n", true),
        ("lib/turbo_streams/url_actions.rb", "module UrlActions\n  def update_url(url) = turbo_stream_action_tag(:update_url, url: url)\nend\nTurbo::Streams::TagBuilder.prepend(UrlActions)\n", true),
        ("config/initializers/urls.rb", "module Urls\n  def update_url(url) = url\nend\n", false),
    ])
    func tagBuilderMethodsDefinedOutsideApp(path: String, ruby: String, defined: Bool) throws {
        let template = ##"<%= turbo_stream.update_url(profile_path) %>"##
        let found = try findings("turbo-unknown-stream-action", template, files: [path: ruby])
        #expect(found.isEmpty == defined, "\(found.map(\.message))")
    }

    /// A repeated id is reported once something targets it; a frame nested in its twin always.
    @Test func repeatedFramesThatSomethingTargets() throws {
        let loop = ##"<% @events.each do |event| %><%= turbo_frame_tag :balance, src: balance_path(event) %><% end %>"##
        #expect(try findings("turbo-duplicate-frame", loop + ##"<a href="/b" data-turbo-frame="balance">b</a>"##).count == 1)
        #expect(try findings("turbo-duplicate-frame", loop, files: ["app/views/events/_reload.html.erb": ##"<turbo-frame id="r" target="balance"></turbo-frame>"##]).count == 1)
        let nested = try findings("turbo-duplicate-frame", ##"<%= turbo_frame_tag "team" do %><table><%= turbo_frame_tag "team" do %><tr></tr><% end %></table><% end %>"##)
        #expect(nested.map(\.message) == ["the frame `team` is inside a frame with the same id (line 1): a response for the inner one is searched for `turbo-frame#team` and the outer one is found first"])
    }

    /// Two templates of one page (through the render graph) that each render a frame of one id
    /// once: reported at the rendered template's frame, naming the other; silent where either
    /// may not render, renders in a loop, or the render path is unknown.
    @Test func framesOfOnePageAcrossTemplates() throws {
        let controllers = [
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\nend\n",
        ]
        let target = ##"<a href="/m" data-turbo-frame="modal">m</a>"##
        let frame = ##"<%= turbo_frame_tag "modal" %>"##
        func found(_ page: String, partial: String? = nil, layout: String? = nil, files extra: [String: String] = controllers) throws -> [String] {
            var files = extra
            if let layout { files["app/views/layouts/application.html.erb"] = layout }
            guard let partial else { return try findings("turbo-duplicate-frame", page, files: files).map(\.message) }
            files["app/views/pages/show.html.erb"] = page
            return try StimulusRuleEdgeCaseTests.lint(partial, path: "app/views/pages/_modal.html.erb", files: files)
                .filter { $0.ruleID == "turbo-duplicate-frame" }.map(\.message)
        }
        let layout = "<body>\n" + frame + "\n<%= yield %></body>"
        // A layout and its page.
        #expect(try found(frame + target, layout: layout) == [
            "the frame `modal` is also defined in app/views/layouts/application.html.erb:2, the layout this page is rendered in: the page has two `<turbo-frame id=\"modal\">`, and a link or form that targets `modal` reaches only the first"])
        // A page and a partial it renders; a partial rendered twice.
        #expect(try found(frame + ##"<%= render "pages/modal" %>"## + target, partial: frame).map { $0.prefix(70) } == [
            "the frame `modal` is also defined in app/views/pages/show.html.erb:1, "])
        #expect(try found(##"<%= render "modal" %>"## + "\n" + ##"<%= render partial: "modal" %>"## + target, partial: frame) == [
            "the frame `modal` is also defined in app/views/pages/show.html.erb:2, which renders this template twice (lines 1 and 2): the page has two `<turbo-frame id=\"modal\">`, and a link or form that targets `modal` reaches only the first"])
        // A partial rendered inside its caller's frame of the same id, whatever targets it.
        #expect(try found(##"<%= turbo_frame_tag "modal" do %><%= render "modal" %><% end %>"##, partial: frame) == [
            "the frame `modal` is inside a frame with the same id (app/views/pages/show.html.erb:1, which renders this template inside it): a response for the inner one is searched for `turbo-frame#modal` and the outer one is found first"])
        // The same with the frame's block written as Ruby in its own tag.
        #expect(try found("<%= turbo_frame_tag \"modal\" do\n  render \"modal\"\nend %>", partial: frame).map { $0.hasPrefix("the frame `modal` is inside a frame with the same id") } == [true])
        // Nothing targets the id, or only a third template (a page that wraps itself in the
        // frame its layout keeps for it, visited directly); the layout unknown (no controller); either side in a loop, a
        // branch or behind a modifier; branches that exclude each other; an unknown render path.
        #expect(try found(frame, layout: layout).isEmpty)
        #expect(try found(frame, layout: layout, files: controllers.merging(["app/views/pages/index.html.erb": target]) { $1 }).isEmpty)
        #expect(try found(frame + target, layout: layout, files: [:]).isEmpty)
        #expect(try found(frame + target, layout: "<body><% if a %>" + frame + "<% end %><%= yield %></body>").isEmpty)
        #expect(try found(frame + target, layout: "<body><% if a %><%= yield %><% end %>" + frame + "</body>").isEmpty)
        #expect(try found(frame + ##"<% @posts.each do |post| %><%= render "pages/modal" %><% end %>"## + target, partial: frame).isEmpty)
        #expect(try found(##"<% if a %>"## + frame + ##"<% else %><%= render "pages/modal" %><% end %>"## + target, partial: frame).isEmpty)
        #expect(try found(##"<%= render "modal" if a %>"## + frame + target, partial: frame).isEmpty)
        #expect(try found(##"<% if a %><%= render "modal" %><% else %><%= render "modal" %><% end %>"## + target, partial: frame).isEmpty)
        #expect(try found(frame + ##"<%= render "pages/modal" %>"## + target, partial: "<% if a %>" + frame + "<% end %>").isEmpty)
        #expect(try found(frame + ##"<%= render @modal %><%= render "pages/#{kind}" %>"## + target, partial: frame).isEmpty)
        // A template proven never to render (nothing names the wrapper) puts no page together.
        let wrapper = ["app/views/pages/_wrapper.html.erb": frame + ##"<%= render "pages/modal" %>"## + target]
        #expect(try found(##"<%= render "pages/modal" %>"##, partial: frame, files: controllers.merging(wrapper) { $1 }).isEmpty)
        #expect(try found(##"<%= render "pages/modal" %><%= render "pages/wrapper" if false %>"##, partial: frame, files: controllers.merging(wrapper) { $1 }).count == 1)
        #expect(try found(frame + ##"<%= render partial: "pages/modal", collection: @modals %>"## + target, partial: frame) == [
            "the frame `modal` is in a template rendered once per item of a collection (app/views/pages/show.html.erb:1): every item renders a frame with the same id, and a link or form that targets `modal` reaches only the first"])
    }

    /// `turbo_frame:` on `turbo_frame_tag` renders `turbo_frame="_top"`: a frame sends its
    /// links elsewhere with `target`, and the help says so.
    @Test func aFrameOptionPointsToTarget() throws {
        let found = try findings("turbo-unknown-attribute", ##"<%= turbo_frame_tag "modal", src: "/m", turbo_frame: "_top" %>"##)
        #expect(found.map(\.help) == ["write `target` (`target: \"_top\"` on `turbo_frame_tag`)"])
    }

    /// Only a whole literal names a target; an id another file has, builds or mentions is one
    /// the stream may find.
    @Test func streamTargetsTheAppMayHave() throws {
        let page = ["app/views/posts/index.html.erb": ##"<div id="flash"></div><p id="count_<%= n %>"></p><%= form_with model: @order do |form| %><%= form.select :sales_point_id, [] %><% end %>"##]
        let template = ##"<%= turbo_stream.update "flash", "x" %><%= turbo_stream.replace "count_3" %><%= turbo_stream.append "flash".upcase %><%= turbo_stream.remove_all ".gone" %><%= turbo_stream.action :toast, "flsh" %><%= turbo_stream.update "order_sales_point_id" %><%= turbo_stream.update "nowhere" %>"##
        #expect(try findings("turbo-unknown-stream-target", template, files: page).map(\.suggestions) == [["flash"]])
        let helper = ["app/helpers/toasts_helper.rb": ##"module ToastsHelper; def toast_area = tag.div(id: "flsh"); end"##]
        #expect(try findings("turbo-unknown-stream-target", template, files: page.merging(helper) { $1 }).isEmpty)
        #expect(try findings("turbo-unknown-stream-target", template, files: page.merging(["app/views/posts/_x.html.haml": "%p"]) { $1 }).isEmpty)
    }
}

/// `turbo-frame-src-missing-frame` where the page cannot be known.
@Suite struct TurboFrameSourceRuleTests {
    static let routes = """
    Rails.application.routes.draw do
      mount Blog::Engine => "/blog"
      resources :posts, only: [:index, :show, :edit]
      get "feed" => "feeds#show"
      get "panel", to: "panels#show"
      get "count" => "counts#show"
      get "home" => "pages#show"
    end
    """

    static let files: [String: String] = [
        "config/routes.rb": routes,
        "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\n  def show\n    respond_to do |format|\n      format.html\n    end\n  end\nend\n",
        "app/controllers/feeds_controller.rb": "class FeedsController < ApplicationController\nend\n",
        "app/controllers/panels_controller.rb": "class PanelsController < ApplicationController\nend\n",
        "app/views/posts/index.html.erb": "<%= render @partial_name %>\n",
        "app/views/posts/show.html.erb": "<p>post</p>\n",
        "app/views/posts/edit.html.erb": "<%= turbo_frame_tag @post do %><p>edit</p><% end %>\n",
        "app/views/feeds/show.html.erb": "<% @feed.each do |item| %><p>item</p><% end %>\n",
        "app/views/panels/show.html.erb": "<p>panel</p>\n",
        "app/views/layouts/application.html.erb": "<%= turbo_frame_tag \"sidebar\" %><%= yield %>\n",
        "app/controllers/counts_controller.rb": "class CountsController < ApplicationController\n  def show\n    render partial: \"counts/number\", locals: { n: 1 }\n  end\nend\n",
        "app/views/counts/_number.html.erb": "<span><%= n %></span>\n",
        "app/helpers/frames_helper.rb": "module FramesHelper\n  def helped_frame(&) = turbo_frame_tag(\"helped\", &)\nend\n",
    ]

    func findings(_ template: String) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID == "turbo-frame-src-missing-frame" }
    }

    @Test func aPageWithoutTheFrameIsReported() throws {
        let found = try findings(##"<turbo-frame id="feed" src="/feed"></turbo-frame><%= turbo_frame_tag "x", src: panel_path %><turbo-frame id="count" src="/count"></turbo-frame>"##)
        #expect(found.count == 3, "\(found.map(\.message))")
        #expect(found.last?.message.contains("counts#show, counts/_number.html.erb") == true)
        #expect(found.first?.message.contains("feeds#show, feeds/show.html.erb") == true)
    }

    @Test(arguments: [
        // Dynamic sources and ids, an engine's path, a path no route has.
        ##"<turbo-frame id="feed" src="<%= @url %>"></turbo-frame><%= turbo_frame_tag "f", src: url_for(@feed) %>"##,
        ##"<turbo-frame id="<%= dom_id(@feed) %>" src="/feed"></turbo-frame>"##,
        ##"<turbo-frame id="feed" src="/blog/feed"></turbo-frame><turbo-frame id="feed" src="/nowhere"></turbo-frame>"##,
        ##"<turbo-frame id="feed" src="https://example.com/feed"></turbo-frame><%= turbo_frame_tag "f", src: feed_path(format: :json) %>"##,
        // An action that responds its own way, a page rendering what cannot be followed, a page
        // with a frame whose id is not literal, an id some layout names.
        ##"<turbo-frame id="post" src="/posts/1"></turbo-frame><%= turbo_frame_tag "list", src: posts_path %>"##,
        ##"<%= turbo_frame_tag "editor", src: edit_post_path(@post) %><turbo-frame id="sidebar" src="/feed"></turbo-frame>"##,
        // A frame a helper builds.
        ##"<turbo-frame id="helped" src="/panel"></turbo-frame>"##,
    ])
    func unknownPagesAreNotJudged(template: String) throws {
        let found = try findings(template)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}

extension TurboRuleTests {
    /// An app that appends a view path (`append_view_path "app/frontend/"`) keeps templates the
    /// linter does not read: an id there may be the target (mampf's search results).
    @Test func templatesOutsideTheLintedFoldersMayHaveTheTarget() throws {
        let stream = ##"<%= turbo_stream.append "search-results", partial: "search/row" %>"##
        let page = ["app/views/admin/search.html.erb": ##"<div id="search-results-old"></div>"##]
        let path = "app/views/search/index.turbo_stream.erb"
        #expect(try StimulusRuleEdgeCaseTests.lint(stream, path: path, files: page).filter { $0.ruleID == "turbo-unknown-stream-target" }.count == 1)
        let frontend = page.merging(["app/frontend/search/_list.html.erb": ##"<div id="search-results"></div>"##]) { $1 }
        #expect(try StimulusRuleEdgeCaseTests.lint(stream, path: path, files: frontend).filter { $0.ruleID == "turbo-unknown-stream-target" }.isEmpty)
    }
}
