import BridgeLintTemplate
import Testing

/// The local an `object:` or `collection:` render passes is kept as its name, not in the set
/// of names (issue 21: memory at 20,000 templates); it is passed as before, and only it.
@Suite struct RenderLocalsTests {
    /// (call, local asked about, what the call passes for it: nil when it leaves it out)
    @Test(arguments: [
        ("render partial: \"posts/post\", collection: posts, as: :item", "item", LiteralValue?.some(.unknown)),
        ("render partial: \"posts/post\", collection: posts, as: :item", "item_counter", .unknown),
        ("render partial: \"posts/post\", collection: posts, as: :item", "item_iteration", .unknown),
        ("render partial: \"posts/post\", collection: posts, as: :item", "post", nil),
        ("render partial: \"posts/post\", collection: posts, as: :item", "items", nil),
        ("render partial: \"posts/post\", collection: posts, as: :item", "item_count", nil),
        ("render partial: \"posts/post\", collection: posts", "post_counter", .unknown),
        ("render partial: \"posts/post\", object: post", "post", .unknown),
        ("render partial: \"posts/post\", object: post", "post_counter", nil),
        ("render partial: \"posts/post\", object: post, locals: { post: nil }", "post", .nilValue),
        ("render partial: \"posts/post\", locals: { compact: false }", "compact", .falseValue),
        ("render partial: \"posts/post\", locals: { compact: false }", "post", nil),
    ] as [(String, String, LiteralValue?)])
    func aCallPassesItsObjectsLocal(call: String, local: String, passed: LiteralValue?) throws {
        let render = try #require(RenderCall.all(in: Array("<%= \(call) %>".utf8)).first)
        let locals = try #require(render.locals)
        #expect(locals.value(of: local, partial: "post") == passed)
    }

    /// Two calls naming the same locals are equal, however they name them.
    @Test func callsNamingTheSameLocalsAreEqual() throws {
        let calls = ["render partial: \"posts/post\", object: post, locals: { post: x }", "render partial: \"posts/post\", locals: { post: x }"].map { call in
            RenderCall.all(in: Array("<%= \(call) %>".utf8)).first?.locals
        }
        #expect(calls[0]?.named == ["post"])
        #expect(calls[0] == calls[1])
        #expect(calls[0]?.hashValue == calls[1]?.hashValue)
    }
}
