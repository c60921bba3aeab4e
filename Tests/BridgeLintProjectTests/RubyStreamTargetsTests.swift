import Testing
@testable import BridgeLintProject

@Suite struct RubyStreamTargetsTests {
    func names(_ source: String) -> [String] {
        RubyStreamTargets.targets(in: Array(source.utf8)).map(\.name)
    }

    @Test func literalTargetsOfStreamsAndBroadcasts() {
        let source = """
        render turbo_stream: turbo_stream.replace("flash", partial: "shared/flash")
        render turbo_stream: [turbo_stream.remove(:row), turbo_stream.action(:toast, "notices", "Saved")]
        turbo_stream.update "count" do
        end
        broadcast_append_to room, target: "messages", partial: "messages/message"
        broadcast_replace_later_to(:feed, target: :feed_items)
        Turbo::StreamsChannel.broadcast_prepend_to("x", target: "alerts")
        broadcasts_to ->(m) { m.room }, target: "room_messages"
        turbo_stream.remove_all("#drafts")
        turbo_stream.update_all "#list li", "x"
        """
        #expect(names(source) == ["flash", "row", "notices", "count", "messages", "feed_items", "alerts", "room_messages", "drafts"])
    }

    @Test func recordsVariablesInterpolationsAndSelectorsAreNotTargets() {
        let source = """
        turbo_stream.replace(@post)
        turbo_stream.replace dom_id(@post), partial: "x"
        turbo_stream.update "post_#{@post.id}"
        turbo_stream.replace "a" + suffix
        turbo_stream.remove_all ".draft"
        broadcast_replace_to room, target: target_id
        broadcast_remove_to room
        record.turbo_stream.replace("not_the_helper")
        # turbo_stream.replace("in_a_comment")
        """
        #expect(names(source).isEmpty)
    }

    @Test func rangesCoverTheNameOnly() {
        let source = #"turbo_stream.replace("flash") + broadcast_append_to(r, target: :list) + turbo_stream.update("a\"b")"#
        let found = RubyStreamTargets.targets(in: Array(source.utf8))
        let bytes = Array(source.utf8)
        #expect(found.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) } == ["flash", "list", #"a\"b"#])
        #expect(found.map(\.isVerbatim) == [true, true, false])
    }
}
