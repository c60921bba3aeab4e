import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Route helpers a template calls that nothing defines: no route of the app's (read whole), no
/// method, local or partial local of its Ruby, no helper of Rails' or of a bundled gem's.
/// Rendering the call raises `NameError`, which `rails-unknown-route-helper` reports where the
/// name is a near miss of a defined route's.
enum UndefinedRouteHelpers {
    /// A call of a `*_path` or `*_url` helper without receiver in the template's Ruby (not in a
    /// comment or a string, not after `.`, `&.` or `::`).
    struct Call {
        var name: String
        var range: SourceRange
    }

    /// The calls in the code and output tags of `template`, with the tokens of every tag that
    /// may spell such a name (for the bindings and guards the template makes itself: each holds
    /// the name). Only those tags are lexed (issue 21).
    static func calls(in template: Template) -> (calls: [Call], tokens: [RubyToken]) {
        var calls: [Call] = []
        var all: [RubyToken] = []
        let bytes = template.file.bytes
        for tag in template.erbTags where (tag.kind == .code || tag.kind == .output) && maySpellHelper(in: bytes, range: tag.contentRange) {
            let tokens = RubyLexer.tokens(in: template.file.bytes, range: tag.contentRange).filter { $0.kind != .newline }
            for (index, token) in tokens.enumerated() where token.kind == .identifier && Self.stem(of: token.text) != nil {
                let previous = index > 0 ? tokens[index - 1] : nil
                if let previous, previous.kind == .punctuation, [".", "&.", "::"].contains(previous.text) { continue }
                if let previous, previous.isIdentifier("def") || previous.isIdentifier("alias") { continue }
                calls.append(Call(name: token.text, range: token.range))
            }
            all += tokens
        }
        return (calls, all)
    }

    /// Whether the Ruby in `range` of `bytes` may hold a token ending in `_path` or `_url`: it
    /// holds one of them as written, or a backslash (a string may spell `_` with an escape).
    private static func maySpellHelper(in bytes: [UInt8], range: SourceRange) -> Bool {
        endings.contains { ByteSearch.firstIndex(of: $0, in: bytes, from: range.start, before: range.end) != nil }
            || bytes[range.start..<range.end].contains(UInt8(ascii: "\\"))
    }

    private static let endings = [Array("_path".utf8), Array("_url".utf8)]

    /// `name` without `_path` or `_url`, when it has that ending after a name a route can have.
    static func stem(of name: String) -> Substring? {
        let stem = name.hasSuffix("_path") ? name.dropLast(5) : name.hasSuffix("_url") ? name.dropLast(4) : nil
        guard let stem, let first = stem.first, first.isLetter, first.isLowercase || !first.isASCII else { return nil }
        return stem
    }

    /// Whether some route helper the template of `context` calls may be proven undefined: the
    /// routes name every helper and are the template's (not an engine's beside the app, not an
    /// engine's that shares its host's), and no bundled gem adds helpers. Asked before the
    /// template's Ruby is read: else nothing it calls is judged.
    static func mayBeUndefined(in context: RuleContext) -> Bool {
        let routes = context.project.routes
        return routes.namesAllHelpers && routes.helperGems.isEmpty && routes.unreadSubmodules.isEmpty && !routes.mayShareHostHelpers
            && rendersWithTheAppRoutes(context)
    }

    /// Whether the helper `name`, called in the template of `context` (where `mayBeUndefined`)
    /// whose own tags are `tokens`, is defined by no route, not by Rails and not by the
    /// template itself. Only the files of the app tell the rest (`TemplateCorpus.mayBind`).
    static func isUndefinedHere(_ name: String, tokens: [RubyToken], _ context: RuleContext) -> Bool {
        !Self.isFrameworkHelper(name) && context.project.routes.definesHelper(name) == false
            && !RubyNameBindings.bind(name, in: tokens) && !isGuarded(name, in: tokens)
    }

    /// Whether the template is one of the app's own (under its `app/`), not of an engine or
    /// dummy app folded into it, and no engine folded into the app has routes of its own
    /// (which may draw into the app's).
    private static func rendersWithTheAppRoutes(_ context: RuleContext) -> Bool {
        let project = context.project
        guard let path = project.relativePath(ofShown: context.template.file.path), path.hasPrefix(project.app + "app/") else { return false }
        // `app/views/mission_control/jobs/...` (or its layouts): a mounted engine's page the
        // app overrides, which calls the engine's helpers.
        var folders = path.dropFirst(project.app.count).split(separator: "/").dropFirst(2)
        if folders.first == "layouts" { folders = folders.dropFirst() }
        if let folder = folders.first, folders.count > 1, project.routes.mountNames.contains(where: { $0.mayBeEngine(inFolder: folder) }) { return false }
        return !project.parts.contains { part in path.hasPrefix(part) || project.files.contains(part + "config/routes.rb") }
    }

    /// `defined?(name)` in the template: the call is guarded. (`respond_to?(:name)` needs no
    /// check here: its symbol is a binding of the name to `RubyNameBindings`.)
    private static func isGuarded(_ name: String, in tokens: [RubyToken]) -> Bool {
        tokens.indices.contains { index in
            tokens[index].isIdentifier("defined?") && tokens[(index + 1)...].prefix(2).contains { $0.isIdentifier(name) }
        }
    }

    /// Helpers of Rails and of common gems whose names end as route helpers' do, and the
    /// routes Rails and its frameworks add themselves (Active Storage's `rails_blob_path`,
    /// Action Mailbox's `rails_conductor_inbound_emails_path`, Turbo's
    /// `turbo_recede_historical_location_url`).
    static func isFrameworkHelper(_ name: String) -> Bool {
        guard let stem = stem(of: name) else { return true }
        let words = stem.split(separator: "_")
        if words.contains("rails") || words.contains("polymorphic") { return true }
        if frameworkPrefixes.contains(where: { stem.hasPrefix($0) }) { return true }
        return frameworkStems.contains(String(stem))
    }

    /// ActionView's asset helpers (`image_path`, `asset_url`, ...) and `controller_path` (the
    /// controller's, which views are given), Sprockets' and Propshaft's,
    /// Webpacker's and Shakapacker's packs, Kaminari's page links, Ransack's sort link.
    private static let frameworkStems: Set<String> = [
        "asset", "audio", "font", "image", "javascript", "stylesheet", "video", "compute_asset", "public_compute_asset", "controller",
        "asset_digest", "asset_pack", "image_pack", "javascript_pack", "stylesheet_pack", "favicon_pack", "preload_pack_asset",
        "next_page", "prev_page", "sort", "gravatar", "cloudinary",
    ]

    /// Vite Ruby's (`vite_asset_path`), Turbo's routes, Cloudinary's (`cl_image_path`),
    /// ViewComponent's preview routes.
    private static let frameworkPrefixes = ["vite_", "turbo_", "cl_", "preview_view_component"]
}
