import BridgeLintCore

/// The field helpers an app's own form builders override in a way that may give the field a
/// controller: a builder named by `default_form_builder FeederFormBuilder` in a controller or
/// by `builder: FeederFormBuilder` on a form, whose class redefines `select` (or `text_field`,
/// ...) and writes `data` or `controller` somewhere (`options[:data][:controller] = ...`).
/// Such a field's `data-controller` is not the one the template shows.
public struct FormBuilderOverrides: Sendable, Hashable {
    /// The helpers some builder overrides so.
    public var helpers: Set<String> = []
    /// A builder the app names whose class (or one of its ancestors) bridgelint cannot read:
    /// any field helper may be overridden.
    public var anyHelper = false

    public init() {}

    public func mayAddControllers(to helper: String) -> Bool {
        anyHelper || helpers.contains(helper)
    }

    /// Rails' own builder, whose fields are the ones the template shows.
    private static let railsBuilders: Set<String> = ["ActionView::Helpers::FormBuilder", "ActionView::Base.default_form_builder", "FormBuilder"]

    /// The overrides of the builders named in `ruby` (the app's Ruby files) and `templates`,
    /// whose classes are looked up in `ruby`.
    public init(ruby: [[UInt8]], templates: [[UInt8]]) {
        var named: Set<String> = []
        let declaration = Array("default_form_builder".utf8), option = Array("builder:".utf8)
        for bytes in ruby where ByteSearch.contains(declaration, in: bytes) {
            named.formUnion(Self.constants(after: { $0.isIdentifier("default_form_builder") }, in: RubyLexer.tokens(of: bytes)))
        }
        for bytes in templates where ByteSearch.contains(option, in: bytes) {
            named.formUnion(Self.constants(after: { $0.kind == .label && $0.text == "builder" }, in: RubyLexer.tokens(of: bytes)))
        }
        guard !named.isEmpty else { return }
        let classes = Self.classes(in: ruby)
        var seen: Set<String> = []
        var pending = Array(named)
        while let name = pending.popLast() {
            let short = String(name.split(separator: ":").last ?? Substring(name))
            guard !Self.railsBuilders.contains(name), seen.insert(short).inserted else { continue }
            guard let found = classes[short] else {
                anyHelper = true
                return
            }
            if found.touchesData { helpers.formUnion(found.methods) }
            if let parent = found.superclass { pending.append(parent) }
        }
    }

    /// The constant (`Feeder::FormBuilder`) after each token `isKey` accepts; a value that is
    /// not a constant names nothing.
    private static func constants(after isKey: (RubyToken) -> Bool, in tokens: [RubyToken]) -> Set<String> {
        var found: Set<String> = []
        for (index, token) in tokens.enumerated() where isKey(token) {
            var next = index + 1
            if next < tokens.count, tokens[next].isPunctuation("(") { next += 1 }
            if let constant = constant(startingAt: next, in: tokens) { found.insert(constant) }
        }
        return found
    }

    private static func constant(startingAt start: Int, in tokens: [RubyToken]) -> String? {
        var parts: [String] = []
        var index = start
        if index < tokens.count, tokens[index].isPunctuation("::") { index += 1 }
        while index < tokens.count, tokens[index].kind == .identifier, tokens[index].text.first?.isUppercase == true {
            parts.append(tokens[index].text)
            guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("::") else { break }
            index += 2
        }
        return parts.isEmpty ? nil : parts.joined(separator: "::")
    }

    private struct BuilderClass {
        var methods: Set<String> = []
        var superclass: String?
        var touchesData = false
    }

    /// The classes the files define, by their last name: the methods they define, their
    /// superclass, and whether they write a `data` hash or a `controller` anywhere.
    private static func classes(in ruby: [[UInt8]]) -> [String: BuilderClass] {
        var classes: [String: BuilderClass] = [:]
        for bytes in ruby where ByteSearch.contains(Array("class ".utf8), in: bytes) {
            let tokens = RubyLexer.tokens(of: bytes)
            var current: String?
            for (index, token) in tokens.enumerated() {
                if token.isIdentifier("class"), let name = constant(startingAt: index + 1, in: tokens) {
                    let short = String(name.split(separator: ":").last ?? Substring(name))
                    current = short
                    var found = classes[short] ?? BuilderClass()
                    var after = index + 1
                    while after < tokens.count, tokens[after].kind == .identifier || tokens[after].isPunctuation("::") { after += 1 }
                    if after < tokens.count, tokens[after].isPunctuation("<") { found.superclass = constant(startingAt: after + 1, in: tokens) }
                    classes[short] = found
                    continue
                }
                guard let name = current else { continue }
                if token.isIdentifier("def"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    classes[name]?.methods.insert(tokens[index + 1].text)
                } else if mentionsDataOrController(token) {
                    classes[name]?.touchesData = true
                }
            }
        }
        return classes
    }

    private static func mentionsDataOrController(_ token: RubyToken) -> Bool {
        switch token.kind {
        case .label, .quotedLabel, .symbol: return token.text == "data" || token.text == "controller"
        case .string: return token.text == "data" || token.text == "controller" || token.text.hasPrefix("data-controller")
        default: return false
        }
    }
}
