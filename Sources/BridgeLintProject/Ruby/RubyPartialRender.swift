import BridgeLintCore

/// A partial a Ruby file renders: `render partial: "x"` and `turbo_stream.replace(..., partial:
/// "x")` in a controller, `render "x"` in a helper or a component, `turbo_stream.replace(@post)`
/// (the partial named after the object), a model's Turbo broadcasts (its own partial). Read from
/// the Ruby as written; a computed name is not listed.
public struct RubyPartialRender: Sendable, Hashable {
    public enum Name: Sendable, Hashable {
        /// The partial name as written (`posts/form`, `form`).
        case partial(String)
        /// The variable or model name whose class names the partial (`post` for `@post`).
        case object(String)
    }

    public let name: Name
    /// 1-based line of the name.
    public let line: Int
    /// Rendered inside a Turbo Stream (`turbo_stream.replace(target, partial: "x")`, a model's
    /// broadcasts), whose content browsers parse inside a `<template>`.
    public let isTurboStream: Bool

    /// What the file at `path` (below the app's `app/` folder, any folder) may render.
    /// In a controller, `render "x"` names a template, not a partial; elsewhere (helpers,
    /// components, models) it renders the partial `x`. A model that broadcasts renders its
    /// own partial.
    public static func all(in bytes: [UInt8], path: String) -> [RubyPartialRender] {
        guard mentionsRendering(bytes) else { return [] }
        let tokens = RubyLexer.tokens(of: bytes)
        let rendersPartialsByName = !path.contains("app/controllers/")
        var names: [(Name, Int, isTurboStream: Bool)] = []
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.kind == .label, token.text == "partial", let next, let name = next.name, next.kind == .string {
                names.append((.partial(name), next.range.start, isTurboStreamOption(tokens, at: index)))
            } else if token.kind == .symbol, token.text == "partial", next?.isPunctuation("=>") == true,
                      index + 2 < tokens.count, tokens[index + 2].kind == .string, let name = tokens[index + 2].name {
                names.append((.partial(name), tokens[index + 2].range.start, isTurboStreamOption(tokens, at: index)))
            } else if rendersPartialsByName, token.isIdentifier("render"), let argument = firstArgument(tokens, after: index).map({ tokens[$0] }),
                      argument.kind == .string, let name = argument.name {
                names.append((.partial(name), argument.range.start, false))
            } else if index >= 2, turboStreamActions.contains(token.text), token.kind == .identifier,
                      tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier("turbo_stream"),
                      !hasPartialOption(tokens, from: index + 1),
                      // `replace(target, content)`: the content's partial, else the target's.
                      let argument = positionalArguments(tokens, after: index).reversed().first(where: { objectName($0) != nil }),
                      let object = objectName(argument) {
                names.append((.object(object), argument.range.start, true))
            } else if token.kind == .identifier, token.text.hasPrefix("broadcast"), path.contains("app/models/"),
                      !hasPartialOption(tokens, from: index + 1), let model = modelName(path) {
                names.append((.object(model), token.range.start, true))
            }
        }
        guard !names.isEmpty else { return [] }
        let file = SourceFile(path: path, bytes: bytes)
        return names.map { RubyPartialRender(name: $0.0, line: file.position(of: $0.1).line, isTurboStream: $0.isTurboStream) }
    }

    /// Whether the option at `index` (`partial:`) is passed to a `turbo_stream.<action>` call:
    /// the call whose parentheses hold it (`turbo_stream.replace(trade, partial: "row")`), or
    /// the call of its statement written without them (`turbo_stream.replace trade, partial:
    /// "row"`), searched back to the statement's start.
    private static func isTurboStreamOption(_ tokens: [RubyToken], at index: Int) -> Bool {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth += 1
            } else if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                // The bracket that holds the option: a call's parentheses, or a hash or block.
                if depth == 0 { return token.isPunctuation("(") && isTurboStreamAction(tokens, at: cursor - 1) }
                depth -= 1
            } else if depth == 0, isTurboStreamAction(tokens, at: cursor) {
                return true
            }
            let continues = cursor > 0 && [",", "(", "[", "{", "=>", "="].contains { tokens[cursor - 1].isPunctuation($0) }
            if depth == 0, token.startsLine, !continues { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the token at `index` names a Turbo Stream action called on `turbo_stream`.
    private static func isTurboStreamAction(_ tokens: [RubyToken], at index: Int) -> Bool {
        index >= 2 && tokens[index].kind == .identifier && turboStreamActions.contains(tokens[index].text)
            && tokens[index - 1].isPunctuation(".") && tokens[index - 2].isIdentifier("turbo_stream")
    }

    private static let turboStreamActions: Set = ["append", "prepend", "replace", "update", "before", "after"]
    private static let words: [[UInt8]] = ["render", "partial", "broadcast", "turbo_stream"].map { Array($0.utf8) }

    /// Most Ruby files render nothing: a byte search before tokenizing.
    private static func mentionsRendering(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            for word in words where word[0] == byte && index + word.count <= bytes.count
                && bytes[index..<(index + word.count)].elementsEqual(word) { return true }
            index += 1
        }
        return false
    }

    /// The index of the first argument's token of the call named at `index` (`render "x"`,
    /// `render("x")`).
    private static func firstArgument(_ tokens: [RubyToken], after index: Int) -> Int? {
        var next = index + 1
        if next < tokens.count, tokens[next].isPunctuation("("), !tokens[next].startsLine { next += 1 }
        guard next < tokens.count, !tokens[next].startsLine || next > index + 1 else { return nil }
        return next
    }

    /// The first two positional arguments of the call named at `index`, each when it is one
    /// token (`@post`, `:list`); a longer argument (`dom_id(@post)`) ends the list.
    private static func positionalArguments(_ tokens: [RubyToken], after index: Int) -> [RubyToken] {
        guard var next = firstArgument(tokens, after: index) else { return [] }
        var arguments: [RubyToken] = []
        while next < tokens.count, arguments.count < 2, tokens[next].kind != .label, tokens[next].kind != .punctuation {
            let isLast = next + 1 >= tokens.count || tokens[next + 1].isPunctuation(")") || tokens[next + 1].startsLine
            guard isLast || tokens[next + 1].isPunctuation(",") else { break }
            arguments.append(tokens[next])
            if isLast { break }
            next += 2
        }
        return arguments
    }

    /// Whether the call's statement passes `partial:` (then the name is read there).
    private static func hasPartialOption(_ tokens: [RubyToken], from start: Int) -> Bool {
        var index = start
        while index < tokens.count, index == start || !tokens[index].startsLine {
            if tokens[index].kind == .label, tokens[index].text == "partial" { return true }
            index += 1
        }
        return false
    }

    /// `@post` or `post` -> `post`; nil for a symbol, a string, a constant or a keyword.
    private static func objectName(_ token: RubyToken) -> String? {
        guard token.kind == .identifier || token.kind == .variable else { return nil }
        let name = token.text.hasPrefix("@") ? String(token.text.drop { $0 == "@" }) : token.text
        guard let first = name.first, first.isLowercase || first == "_", !["self", "nil", "true", "false"].contains(name) else { return nil }
        return name
    }

    /// `app/models/admin/post.rb` -> `post` (Rails names the partial after the class alone).
    private static func modelName(_ path: String) -> String? {
        guard let file = path.split(separator: "/").last, file.hasSuffix(".rb") else { return nil }
        return String(file.dropLast(3))
    }
}
