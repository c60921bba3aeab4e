import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
@testable import BridgeLintRules
import Dispatch
import Testing

/// The cross-file indexes of a whole run are made by every thread that asks for them while
/// they are being made (`SharedLazy`): they must be the indexes one thread makes alone.
@Suite struct ElementIDIndexTests {
    /// 120 templates: frames with known, partly known and unknown ids (in markup and from
    /// `turbo_frame_tag`), links and forms naming frames, streams naming targets, ids of any
    /// element, a form builder field, and templates mentioning no frame.
    static let templates: [(path: String, bytes: [UInt8])] = (0..<120).map { number in
        let text: String
        switch number % 6 {
        case 0: text = #"<turbo-frame id="comments"><a href="/c" data-turbo-frame="comments">c</a></turbo-frame>"#
        case 1: text = #"<%= turbo_frame_tag "post_\#(number)" do %><%= link_to "x", "/x", data: { turbo_frame: "comments" } %><% end %>"#
        case 2: text = #"<turbo-frame id="item_<%= item.id %>_row" target="_top"></turbo-frame><div id="flash"></div>"#
        case 3: text = #"<%= turbo_stream.replace "flash" %><%= turbo_stream.update "panel_\#(number)" %><p id="panel_\#(number)"></p>"#
        case 4: text = #"<%= form_with model: @order do |form| %><%= form.select :sales_point_id, [] %><% end %><p>comments</p>"#
        default: text = #"<turbo-frame id="<%= dom_id(post) %>"></turbo-frame><form data-turbo-frame="post_\#(number - 4)"></form>"#
        }
        return (path: "app/views/pages/p\(number).html.erb", bytes: Array(text.utf8))
    }
    static let ruby: [[UInt8]] = [Array(#"class A; def f = turbo_stream.replace("flash"); def g = "comments"; end"#.utf8)]
    static let scripts: [[UInt8]] = [Array(#"document.getElementById("comments")"#.utf8)]

    /// The frame and stream target indexes made by four threads asking at once equal those
    /// made by one thread alone, and those hold what the templates say, in template order.
    @Test func indexesMadeByWaitingThreadsEqualThoseMadeAlone() {
        let texts = FileTexts(texts: Self.templates)
        for reading in [TurboFrames.reading, TurboStreamTargets.reading] {
            let alone = ElementIDIndex(templates: texts, ruby: Self.ruby, scripts: Self.scripts, reading: reading, work: .alone)
            let shared = SharedLazy { work in
                ElementIDIndex(templates: texts, ruby: Self.ruby, scripts: Self.scripts, reading: reading, work: work)
            }
            let answers = Locked([ElementIDIndex]())
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let index = shared.value
                answers.withLock { $0.append(index) }
            }
            for index in answers.withLock({ $0 }) {
                #expect(Self.describe(index) == Self.describe(alone))
            }
        }
        let frames = ElementIDIndex(templates: texts, ruby: Self.ruby, scripts: Self.scripts, reading: TurboFrames.reading, work: .alone)
        #expect(frames.definitions["comments"]?.map(\.path) == (0..<120).filter { $0 % 6 == 0 }.map { "app/views/pages/p\($0).html.erb" })
        #expect(frames.definitions["post_7"]?.map(\.location) == [FileLocation(line: 1, column: 1)])
        #expect(frames.referenceCounts["comments"] == 40)
        #expect(frames.mentionCounts["comments"] == 80 + 1 + 1, "the templates' ids, references and text, Ruby, the script")
        #expect(frames.partialIDs.count == 20 && frames.partialIDs.first.map { "\($0.prefix)|\($0.suffix)" } == "item_|_row")
        let targets = ElementIDIndex(templates: texts, ruby: Self.ruby, scripts: Self.scripts, reading: TurboStreamTargets.reading, work: .alone)
        #expect(targets.referenceCounts["flash"] == 21)
        #expect(targets.fieldNames == ["sales_point_id"])
        #expect(targets.mayDefine("panel_9") && targets.mayDefine("order_sales_point_id") && !targets.mayDefine("nowhere"))
    }

    /// Everything an index holds, in a form that compares.
    private static func describe(_ index: ElementIDIndex) -> String {
        let definitions = index.definitions.keys.sorted().map { id in
            "\(id): " + (index.definitions[id] ?? []).map { "\($0.path):\($0.location.line):\($0.location.column)" }.joined(separator: " ")
        }
        return (definitions + index.partialIDs.map { "partial \($0.prefix)|\($0.suffix)" }
            + index.fieldNames.sorted().map { "field \($0)" }
            + index.referenceCounts.sorted { $0.key < $1.key }.map { "references \($0.key) \($0.value)" }
            + index.mentionCounts.sorted { $0.key < $1.key }.map { "mentions \($0.key) \($0.value)" }).joined(separator: "\n")
    }

    /// The render graph made by the threads waiting for it equals the graph made alone.
    @Test func theRenderGraphMadeByWaitingThreadsEqualsTheOneMadeAlone() {
        var templates = Self.templates
        for number in 0..<60 {
            templates.append((path: "app/views/posts/_row\(number).html.erb", bytes: Array("<%= render \"row\(number + 1)\" %><%= render @posts %>".utf8)))
        }
        templates.append((path: "app/views/layouts/application.html.erb", bytes: Array("<%= yield %>".utf8)))
        let ruby = [(path: "app/controllers/pages_controller.rb", bytes: Array("class PagesController < ApplicationController\n  layout \"application\"\n  def show = render(partial: \"posts/row3\")\nend\n".utf8)),
                    (path: "app/models/post.rb", bytes: Array("class Post; after_commit { broadcast_replace_to :posts, partial: \"posts/row2\" }; end".utf8))]
        let texts = FileTexts(texts: templates)
        let alone = RenderGraphOutput.json(RenderGraph(templates: texts, ruby: ruby))
        let shared = SharedLazy { work in RenderGraph(templates: texts, ruby: ruby, work: work) }
        let answers = Locked([String]())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let json = RenderGraphOutput.json(shared.value)
            answers.withLock { $0.append(json) }
        }
        #expect(answers.withLock { $0 } == Array(repeating: alone, count: 4))
        #expect(shared.value.callers(of: "app/views/posts/_row5.html.erb").map(\.path) == ["app/views/posts/_row4.html.erb"])
    }
}
