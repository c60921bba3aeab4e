@testable import BridgeLintGraph
import Testing

/// `RenderGraph.isShown(_:inside:)`, what `bl:rendered-in` asks: the template itself or one
/// rendering it on a path the files prove, named by its logical name or its file path.
@Suite struct RenderedInsideTests {
    static let files: [String: String] = [
        "app/controllers/native/base_controller.rb": "module Native\n  class BaseController < ApplicationController\n    layout \"native\"\n  end\nend\n",
        "app/controllers/native/posts_controller.rb": "module Native\n  class PostsController < BaseController\n  end\nend\n",
        "app/controllers/frames_controller.rb": "class FramesController < ApplicationController\n  layout -> { turbo_frame_request? ? false : \"application\" }\nend\n",
        "app/views/layouts/native.html.erb": "<div class=\"native\"><%= yield %></div>\n<%= render template: \"layouts/application\" %>\n",
        "app/views/layouts/application.html+phone.erb": "<body><%= yield %></body>\n",
        "app/views/native/posts/index.html.erb": "<%= render \"shared/card\" %>\n<%= render CardComponent.new %>\n",
        "app/views/posts/index.html.erb": "<%= render \"shared/card\" %>\n",
        "app/views/frames/index.html.erb": "<%= render \"shared/frame_only\" %>\n",
        "app/views/shared/_card.html.erb": "<div class=\"card\"><%= render \"shared/badge\" %></div>\n",
        "app/views/shared/_badge.html.erb": "<span>new</span>\n",
        "app/views/shared/_frame_only.html.erb": "<p>frame</p>\n",
        "app/views/shared/_orphan.html.erb": "<p>orphan</p>\n",
        "app/components/card_component.html.erb": "<article>card</article>\n",
    ]

    static func isShown(_ path: String, inside name: String) -> Bool {
        RenderGraphTests.graph(files).isShown(path, inside: name)
    }

    @Test func aTemplateIsInsideItselfAndEveryTemplateAboveItOnAKnownPath() {
        // A page, in the layout its controller's superclass names, which renders the outer one.
        #expect(Self.isShown("app/views/native/posts/index.html.erb", inside: "native/posts/index"))
        #expect(Self.isShown("app/views/native/posts/index.html.erb", inside: "layouts/native"))
        #expect(Self.isShown("app/views/native/posts/index.html.erb", inside: "layouts/application"))
        // Two partials down, and a component: inside the page and both layouts.
        #expect(Self.isShown("app/views/shared/_badge.html.erb", inside: "shared/_card"))
        #expect(Self.isShown("app/views/shared/_badge.html.erb", inside: "layouts/native"))
        #expect(Self.isShown("app/components/card_component.html.erb", inside: "native/posts/index"))
        // On some path is enough: the card is also in a page of the application layout.
        #expect(Self.isShown("app/views/shared/_card.html.erb", inside: "posts/index"))
        #expect(Self.isShown("app/views/shared/_card.html.erb", inside: "layouts/native"))
    }

    @Test func aFilePathNamesThatFileAndALogicalNameEveryVariant() {
        #expect(Self.isShown("app/views/posts/index.html.erb", inside: "layouts/application"))
        #expect(Self.isShown("app/views/posts/index.html.erb", inside: "app/views/layouts/application.html+phone.erb"))
        #expect(Self.isShown("app/components/card_component.html.erb", inside: "app/components/card_component.html.erb"))
        // Neither a partial name without its underscore, a bare layout name, nor part of a name.
        #expect(!Self.isShown("app/views/shared/_badge.html.erb", inside: "shared/card"))
        #expect(!Self.isShown("app/views/posts/index.html.erb", inside: "native"))
        #expect(!Self.isShown("app/views/posts/index.html.erb", inside: "layouts/app"))
        #expect(!Self.isShown("app/views/posts/index.html.erb", inside: "views/layouts/application.html+phone.erb"))
    }

    @Test func whatNoKnownPathReachesIsNotInside() {
        // The page of a controller whose layout depends on the request, and its partial.
        #expect(!Self.isShown("app/views/frames/index.html.erb", inside: "layouts/application"))
        #expect(!Self.isShown("app/views/shared/_frame_only.html.erb", inside: "layouts/application"))
        #expect(Self.isShown("app/views/shared/_frame_only.html.erb", inside: "frames/index"))
        // A partial nothing renders; a page of another layout; a template not in the app.
        #expect(!Self.isShown("app/views/shared/_orphan.html.erb", inside: "layouts/application"))
        #expect(!Self.isShown("app/views/posts/index.html.erb", inside: "layouts/native"))
        #expect(!Self.isShown("app/views/missing.html.erb", inside: "missing"))
    }
}
