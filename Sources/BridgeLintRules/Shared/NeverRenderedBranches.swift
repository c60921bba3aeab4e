import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The parts of a template the app's own code proves never render, whatever rule looks at them:
/// markup there breaks nothing. Three forms: a branch that conditions of literals alone switch
/// off (`<% if false && x %>`, `<% unless true %>`, the `else` of `<% if true %>`: markup kept
/// but switched off; see `Template.neverRendered`), and Devise's shared views, which ask
/// `<% if devise_mapping.omniauthable? %>` (or `registerable?`, `confirmable?`, ...), true only
/// when a model's `devise` call enables that module; an app whose models call `devise` and
/// never name the module never renders that branch (the sign-in-with-provider links of
/// `devise/shared/_links`, written with `method: :post`, in an app without OmniAuth). And
/// Administrate's pages, which ask `accessible_action?(page.resource, :destroy)` (or
/// `existing_action?`), false where no route reaches that action of the page's controller.
package enum NeverRenderedBranches {
    /// Devise's modules, as `devise_mapping.<module>?` asks for them.
    static let deviseModules: Set<String> = [
        "omniauthable", "registerable", "recoverable", "confirmable", "lockable", "rememberable",
        "timeoutable", "trackable", "validatable", "database_authenticatable",
    ]

    /// The byte ranges of `template` that never render.
    package static func ranges(in template: Template, corpus: TemplateCorpus, project: ProjectModel) -> [SourceRange] {
        let switchedOff = template.neverRendered + unroutedAdministrateActions(in: template, corpus: corpus, project: project)
        let candidates = template.conditionalBodies.compactMap { body in
            deviseModule(askedBy: body.condition).map { (module: $0, range: body.range) }
        }
        guard !candidates.isEmpty, let enabled = enabledDeviseModules(in: corpus.rubyFiles) else { return switchedOff }
        return switchedOff + candidates.filter { !enabled.contains($0.module) }.map(\.range)
    }

    /// The Devise modules the app's models enable: the symbols given to their `devise` calls
    /// (`devise :database_authenticatable, :registerable`), read as Ruby tokens, so the comment
    /// Devise's generator writes above that call ("Others available are: ... :omniauthable")
    /// names nothing. Nil when no `devise` call was read (the modules may be enabled in an
    /// engine's model or a gem), or when one is given something other than literal modules and
    /// options (`devise(*MODULES)`): then any module may be enabled.
    static func enabledDeviseModules(in files: [(path: String, bytes: [UInt8])]) -> Set<String>? {
        var modules: Set<String> = []
        var sawCall = false
        for file in files where ByteSearch.contains(Array("devise".utf8), in: file.bytes) {
            let tokens = RubyLexer.tokens(of: file.bytes)
            for index in tokens.indices where tokens[index].isIdentifier("devise") && tokens[index].startsLine {
                guard let arguments = literalModules(afterCallAt: index, in: tokens) else { return nil }
                sawCall = sawCall || !arguments.isEmpty
                modules.formUnion(arguments)
            }
        }
        return sawCall ? modules : nil
    }

    /// The symbols of `devise :a, :b, option: value` (with or without parentheses) whose name
    /// is at `index`, its options skipped; empty when `devise` there is no call with arguments
    /// (`devise.x`, a local); nil for an argument that is neither a symbol nor an option.
    private static func literalModules(afterCallAt index: Int, in tokens: [RubyToken]) -> Set<String>? {
        guard index + 1 < tokens.count, !tokens[index + 1].startsLine else { return [] }
        var cursor = index + 1
        let parenthesized = tokens[cursor].isPunctuation("(") && !tokens[cursor].spaceBefore
        if parenthesized {
            cursor += 1
        } else if tokens[cursor].kind == .punctuation, !tokens[cursor].isPunctuation("*") {
            return []
        }
        var modules: Set<String> = []
        while cursor < tokens.count {
            let token = tokens[cursor]
            // Without parentheses the call ends with its line, unless a `,` continues it.
            if !parenthesized, token.startsLine, !tokens[cursor - 1].isPunctuation(",") { break }
            if parenthesized, token.isPunctuation(")") { break }
            if token.kind == .symbol, cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation("=>") {
                // `:authentication_keys => [:email]`: an option.
                cursor = endOfValue(from: cursor + 2, in: tokens, parenthesized: parenthesized)
            } else if token.kind == .symbol {
                modules.insert(token.text)
                cursor += 1
            } else if token.kind == .label || token.kind == .quotedLabel {
                // `authentication_keys: [:email]`: an option; its value names no module.
                cursor = endOfValue(from: cursor + 1, in: tokens, parenthesized: parenthesized)
            } else if token.isPunctuation(",") {
                cursor += 1
            } else {
                return nil
            }
        }
        return modules
    }

    /// The index of the `,` (or the end of the call) after a value that starts at `start`.
    private static func endOfValue(from start: Int, in tokens: [RubyToken], parenthesized: Bool) -> Int {
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if depth == 0, !parenthesized, token.startsLine, cursor > start, !tokens[cursor - 1].isPunctuation(",") { return cursor }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { return cursor }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(",") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// The Devise module a condition requires (`if devise_mapping.omniauthable?`, alone or as one
    /// part of `&&`/`and`), as `Template.conditionalBodies` writes conditions; nil for another.
    static func deviseModule(askedBy condition: String) -> String? {
        let words = condition.split(separator: " ")
        guard words.first == "if", !words.contains("||"), !words.contains("or") else { return nil }
        for conjunct in words.dropFirst().split(whereSeparator: { $0 == "&&" || $0 == "and" }) {
            let parts = Array(conjunct)
            guard parts.count == 3, parts[0] == "devise_mapping", parts[1] == ".", parts[2].hasSuffix("?") else { continue }
            let module = String(parts[2].dropLast())
            if deviseModules.contains(module) { return module }
        }
        return nil
    }

    // MARK: Administrate

    /// The parts of an Administrate page (`app/views/admin/volumes/show.html.erb`, not a partial,
    /// not `application/`) that render only if `accessible_action?(page.resource, :action)` or
    /// `existing_action?(...)` holds (the `if` branch it starts, an output tag it ends as a
    /// modifier, alone or in an `&&`/`and`), where Administrate answers from the app's routes
    /// and none reaches that action of the page's controller (`resources :volumes, except:
    /// [:destroy]`). Only in an app whose controllers inherit from Administrate's and that
    /// defines neither method itself; any route bridgelint cannot read keeps them.
    static func unroutedAdministrateActions(in template: Template, corpus: TemplateCorpus, project: ProjectModel) -> [SourceRange] {
        let bytes = template.file.bytes
        let guards = [Array("accessible_action?".utf8), Array("existing_action?".utf8)]
        guard guards.contains(where: { ByteSearch.contains($0, in: bytes) }) else { return [] }
        guard let views = template.file.path.range(of: "app/views/", options: .backwards) else { return [] }
        let folders = template.file.path[views.upperBound...].split(separator: "/")
        guard folders.count >= 3, let file = folders.last, !file.hasPrefix("_"), folders[folders.count - 2] != "application",
              corpus.rubyContains(anyOf: [Array("Administrate::ApplicationController".utf8)]),
              !corpus.rubyContains(anyOf: [Array("def accessible_action?".utf8), Array("def existing_action?".utf8)]) else { return [] }
        let controller = folders.dropLast().joined(separator: "/")
        func unrouted(_ tokens: ArraySlice<RubyToken>) -> Bool {
            guard let action = administrateAction(askedBy: tokens) else { return false }
            return !project.routes.mayRoute(to: controller, action: action)
        }
        var ranges: [SourceRange] = []
        for branch in template.branches where branch.opener.kind == .code {
            let tokens = RubyLexer.tokens(in: bytes, range: branch.opener.contentRange)
            if tokens.first?.isIdentifier("if") == true, unrouted(tokens.dropFirst()) { ranges.append(branch.range) }
        }
        for tag in template.erbTags where tag.kind == .output {
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            var depth = 0
            for (index, token) in tokens.enumerated() {
                if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
                if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
                if depth == 0, index > 0, token.isIdentifier("if") {
                    if unrouted(tokens[(index + 1)...]) { ranges.append(tag.range) }
                    break
                }
            }
        }
        return ranges
    }

    /// The action a condition asks Administrate about (`accessible_action?(page.resource,
    /// :destroy)`, alone or as one part of `&&`/`and`); nil for another condition, or one
    /// with `||`, `or` or `!`.
    static func administrateAction(askedBy tokens: ArraySlice<RubyToken>) -> String? {
        let tokens = Array(tokens)
        guard !tokens.contains(where: { $0.isPunctuation("||") || $0.isIdentifier("or") || $0.isPunctuation("!") || $0.isIdentifier("not") }) else { return nil }
        let pattern = ["(", "page", ".", "resource", ","]
        for (index, token) in tokens.enumerated() where token.isIdentifier("accessible_action?") || token.isIdentifier("existing_action?") {
            guard index + pattern.count + 2 <= tokens.count,
                  zip(pattern, tokens[(index + 1)...]).allSatisfy({ $1.text == $0 }),
                  case let symbol = tokens[index + pattern.count + 1], symbol.kind == .symbol,
                  tokens[index + pattern.count + 2].isPunctuation(")") else { continue }
            return symbol.text
        }
        return nil
    }
}
