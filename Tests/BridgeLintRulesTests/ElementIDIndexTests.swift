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
            let alone = ElementIDIndex(templates: texts, facts: TemplateFacts.Store(texts: texts), ruby: Self.ruby, scripts: Self.scripts, reading: reading, work: .alone)
            let shared = SharedLazy { work in
                ElementIDIndex(templates: texts, facts: TemplateFacts.Store(texts: texts), ruby: Self.ruby, scripts: Self.scripts, reading: reading, work: work)
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
        let frames = ElementIDIndex(templates: texts, facts: TemplateFacts.Store(texts: texts), ruby: Self.ruby, scripts: Self.scripts, reading: TurboFrames.reading, work: .alone)
        #expect(frames.definitions["comments"]?.map(\.path) == (0..<120).filter { $0 % 6 == 0 }.map { "app/views/pages/p\($0).html.erb" })
        #expect(frames.definitions["post_7"]?.map(\.location) == [FileLocation(line: 1, column: 1)])
        #expect(frames.referenceCounts["comments"] == 40)
        #expect(frames.mentionCounts["comments"] == 80 + 1 + 1, "the templates' ids, references and text, Ruby, the script")
        #expect(frames.partialIDs.count == 20 && frames.partialIDs.first.map { "\($0.prefix)|\($0.suffix)" } == "item_|_row")
        let targets = ElementIDIndex(templates: texts, facts: TemplateFacts.Store(texts: texts), ruby: Self.ruby, scripts: Self.scripts, reading: TurboStreamTargets.reading, work: .alone)
        #expect(targets.referenceCounts["flash"] == 21)
        #expect(targets.fieldNames == ["sales_point_id"])
        #expect(targets.mayDefine("panel_9") && targets.mayDefine("order_sales_point_id") && !targets.mayDefine("nowhere"))
    }

    /// The indexes and the graph read each template's facts from one parse (`TemplateFacts`),
    /// whichever asks first and on whichever thread: each equals the one made from
    /// templates parsed for it alone.
    @Test func indexesSharingOneParseEqualThoseParsingAlone() {
        var templates = Self.templates
        for number in 0..<30 {
            // Each row renders the next; no row's name is a part of another's.
            let markup = number % 2 == 0 ? "<ul data-controller=\"list\"><%= render \"row_\(number + 1)_x\" %>" : "<li>\(number)</li></ul><%= render \"row_\(number + 1)_x\" %>"
            templates.append((path: "app/views/pages/_row_\(number)_x.html.erb", bytes: Array(markup.utf8)))
        }
        let ruby = Self.ruby.enumerated().map { (path: "app/models/m\($0.offset).rb", bytes: $0.element) }
        let texts = FileTexts(texts: templates)
        let frames = Self.describe(ElementIDIndex(templates: texts, facts: TemplateFacts.Store(texts: texts), ruby: Self.ruby, scripts: Self.scripts,
                                                  reading: TurboFrames.reading, work: .alone))
        let targets = Self.describe(ElementIDIndex(templates: texts, facts: TemplateFacts.Store(texts: texts), ruby: Self.ruby, scripts: Self.scripts,
                                                   reading: TurboStreamTargets.reading, work: .alone))
        let graphAlone = RenderGraph(templates: texts, ruby: ruby)
        let graph = RenderGraphOutput.json(graphAlone)
        let open = Self.describeOpenElements(graphAlone, paths: texts.paths)
        #expect(open.contains("true"), "some render site has an element open")
        // A graph of what renders one template reads the markup of templates whose render
        // calls it does not read: the whole graph made after it reads theirs.
        let oneFile = TemplateCorpus(texts: templates, ruby: ruby, scripts: Self.scripts)
        let reaching = oneFile.graph(for: "app/views/pages/_row_5_x.html.erb")
        #expect(reaching.nodes["app/views/pages/_row_20_x.html.erb"]?.calls.isEmpty == true)
        _ = RenderGraphOutput.json(reaching)
        #expect(RenderGraphOutput.json(oneFile.graph) == graph)
        for run in 0..<3 {
            let corpus = TemplateCorpus(texts: templates, ruby: ruby, scripts: Self.scripts)
            let answers = Locked([String]())
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                // Each thread asks in another order; the first question differs from run to run.
                for question in 0..<3 {
                    let answer = switch (thread + run + question) % 3 {
                    case 0: "frames " + Self.describe(corpus.turboFrames)
                    case 1: "targets " + Self.describe(corpus.streamTargets)
                    default: "graph " + RenderGraphOutput.json(corpus.graph) + Self.describeOpenElements(corpus.graph, paths: texts.paths)
                    }
                    answers.withLock { $0.append(answer) }
                }
            }
            #expect(answers.withLock { $0.sorted() } == (Array(repeating: "frames " + frames, count: 3) + Array(repeating: "graph " + graph + open, count: 3)
                + Array(repeating: "targets " + targets, count: 3)))
        }
    }

    /// What the graph says of the elements templates leave open or close at their ends.
    private static func describeOpenElements(_ graph: RenderGraph, paths: [String]) -> String {
        paths.map { path in
            "\(graph.mayHaveOpen("ul", whereRendering: path)) \(graph.rendersClosing("ul", from: path, within: SourceRange(start: 0, end: 1 << 20)))"
        }.joined(separator: ",")
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
        #expect(shared.value.callers["app/views/posts/_row5.html.erb"]?.map(\.path) == ["app/views/posts/_row4.html.erb"])
    }
}
