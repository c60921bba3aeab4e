import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// What a `data-*` attribute means to Stimulus or the bridge, decided in one place so rules
/// agree on it (a `data-bridge-nav-target` is either a mis-dashed target or a bridge
/// attribute, never both).
public struct StimulusAttribute: Sendable {
    public enum Kind: Sendable, Hashable {
        /// `data-controller`
        case controller
        /// `data-action`
        case action
        /// `data-target="identifier.name"` (Stimulus 1 syntax)
        case legacyTarget
        /// `data-<identifier>-target`
        case target
        /// `data-<identifier>-<name>-value`
        case value
        /// `data-<identifier>-<name>-class`
        case cssClass
        /// `data-<identifier>-<name>-outlet`
        case outlet
        /// `data-<identifier>-<name>-param`
        case param
        /// `data-bridge-<name>`: read by bridge components with `bridgeAttribute("<name>")`.
        case bridge
    }

    public var kind: Kind
    public var attribute: Attribute

    /// The word a target, value, class, outlet or param attribute name ends with (`value`);
    /// nil for the other kinds.
    var memberWord: String? {
        switch kind {
        case .target: "target"
        case .value: "value"
        case .cssClass: "class"
        case .outlet: "outlet"
        case .param: "param"
        case .controller, .action, .legacyTarget, .bridge: nil
        }
    }
    /// The controller identifier in the attribute name, for target/value/class/outlet/param.
    public var identifier: String?
    /// Where the identifier is in the source (inside the HTML name or the Ruby key).
    public var identifierRange: SourceRange?
    /// The value/class/outlet/param name as written in the attribute (dasherized), or the
    /// bridge attribute name.
    public var name: String?
    public var nameRange: SourceRange?

    /// Classifies `attribute`; nil when it is not a Stimulus or bridge attribute.
    /// `known` (the app's identifiers) and `mounted` (the identifiers in the element's own
    /// `data-controller`, which may not exist) decide where the identifier ends in
    /// `data-a-b-c-value`: the longest of them wins; without one, the first word. A param's
    /// identifier may also be one the element's own `data-action` names (`acting`): Stimulus
    /// reads the params of the action's controller there.
    public static func classify(_ attribute: Attribute, known: Set<String>, mounted: [String] = [], acting: [String] = []) -> StimulusAttribute? {
        let name = attribute.name
        guard name.hasPrefix("data-") else { return nil }
        switch name {
        case "data-controller": return StimulusAttribute(kind: .controller, attribute: attribute)
        case "data-action": return StimulusAttribute(kind: .action, attribute: attribute)
        case "data-target": return StimulusAttribute(kind: .legacyTarget, attribute: attribute)
        default: break
        }
        let body = String(name.dropFirst(5))
        if body.hasPrefix("bridge-"), !body.hasPrefix("bridge--") {
            // `data-bridge-nav-target` is a (mis-dashed) Stimulus attribute when `bridge-nav` or
            // `bridge--nav` is a controller; otherwise it is a bridge attribute.
            if let member = member(of: body, known: known, mounted: mounted, acting: acting),
               known.contains(member.identifier) || known.contains("bridge--" + member.identifier.dropFirst(7)) {
                return holdsStimulusNames(member, attribute) ? make(member, attribute: attribute) : nil
            }
            let bridgeName = String(body.dropFirst(7))
            guard !bridgeName.isEmpty else { return nil }
            var result = StimulusAttribute(kind: .bridge, attribute: attribute)
            result.name = bridgeName
            result.nameRange = range(ofNameOffsets: 12..<name.utf8.count, in: attribute)
            return result
        }
        guard let member = member(of: body, known: known, mounted: mounted, acting: acting), holdsStimulusNames(member, attribute) else { return nil }
        return make(member, attribute: attribute)
    }

    /// Whether the value can be what Stimulus reads there. Only a target's value must be names
    /// (`data-clipboard-target="#copy-me"` is ClipboardJS's selector, not a target of a
    /// `clipboard` controller); a value, param or class may hold any text, and an outlet's value
    /// is a selector by design.
    private static func holdsStimulusNames(_ member: Member, _ attribute: Attribute) -> Bool {
        guard member.kind == .target, let value = attribute.value else { return true }
        return value.possibleTokens.allSatisfy { StimulusName.canBeDeclared($0.text) }
    }

    private struct Member {
        var kind: Kind
        var identifier: String
        var name: String?
    }

    private static let suffixes: [(String, Kind)] = [("-target", .target), ("-value", .value), ("-class", .cssClass), ("-outlet", .outlet), ("-param", .param)]

    private static func member(of body: String, known: Set<String>, mounted: [String], acting: [String]) -> Member? {
        for (suffix, kind) in suffixes where body.hasSuffix(suffix) {
            let stem = String(body.dropLast(suffix.count))
            guard !stem.isEmpty else { return nil }
            if kind == .target { return Member(kind: kind, identifier: stem, name: nil) }
            // `data-reveal-class` on `reveal`: no member name, so no Stimulus 2 member; Stimulus 1's
            // data map reads it as the key `class` (`this.data.get("class")`).
            if mounted.contains(stem) { return nil }
            // The identifier is a prefix of the stem followed by `-`: prefer the longest known one.
            let bytes = Array(stem.utf8)
            for end in stride(from: bytes.count - 1, to: 0, by: -1) where bytes[end] == UInt8(ascii: "-") {
                let identifier = String(decoding: bytes[..<end], as: UTF8.self)
                if known.contains(identifier) || mounted.contains(identifier) || (kind == .param && acting.contains(identifier)) {
                    return Member(kind: kind, identifier: identifier, name: String(decoding: bytes[(end + 1)...], as: UTF8.self))
                }
            }
            if known.contains(stem) { return nil }
            guard let dash = firstSingleDash(in: stem) else { return nil }
            return Member(kind: kind, identifier: String(stem[..<dash]), name: String(stem[stem.index(after: dash)...]))
        }
        return nil
    }

    /// The first `-` that is not part of a `--` namespace separator.
    private static func firstSingleDash(in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "-" {
                let next = text.index(after: index)
                if next < text.endIndex, text[next] == "-" {
                    index = text.index(after: next)
                    continue
                }
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func make(_ member: Member, attribute: Attribute) -> StimulusAttribute {
        var result = StimulusAttribute(kind: member.kind, attribute: attribute)
        result.identifier = member.identifier
        let identifierStart = 5
        result.identifierRange = range(ofNameOffsets: identifierStart..<(identifierStart + member.identifier.utf8.count), in: attribute)
        if let name = member.name {
            result.name = name
            let nameStart = identifierStart + member.identifier.utf8.count + 1
            result.nameRange = range(ofNameOffsets: nameStart..<(nameStart + name.utf8.count), in: attribute)
        }
        return result
    }

    /// Maps byte offsets in the rendered attribute name to the source. A Ruby key in `data:`
    /// lacks the `data-` prefix; dasherizing keeps lengths, so offsets shift by the prefix.
    static func range(ofNameOffsets offsets: Range<Int>, in attribute: Attribute) -> SourceRange {
        var shift = 0
        if case .rubyKey(let key) = attribute.origin, let hash = key.hash {
            shift = hash.utf8.count + 1
        }
        let start = attribute.nameRange.start + max(0, offsets.lowerBound - shift)
        let end = attribute.nameRange.start + max(0, offsets.upperBound - shift)
        return SourceRange(start: min(start, attribute.nameRange.end), end: min(end, attribute.nameRange.end))
    }
}

extension StimulusAttribute {
    /// Whether this member attribute is a custom element's own markup, not Stimulus': its
    /// identifier names no controller the app knows and no element around mounts it, and it
    /// sits on or inside an autonomous custom element named after it (`data-webauthn-target`
    /// inside `<webauthn-get>`, which finds the field with `querySelector`).
    func belongsToCustomElement(around element: Element, in template: Template, known: Set<String>) -> Bool {
        guard kind != .bridge, let identifier, !known.contains(identifier) else { return false }
        let chain = template.selfAndAncestors(of: element)
        guard !chain.contains(where: { $0.mountedIdentifiers.contains(identifier) }) else { return false }
        return chain.contains { $0.name.contains("-") && ($0.name == identifier || $0.name.hasPrefix(identifier + "-")) }
    }
}

extension Element {
    /// The Stimulus and bridge attributes of the element.
    public func stimulusAttributes(known: Set<String>) -> [StimulusAttribute] {
        // Most elements have no `data-` attribute: nothing to classify.
        guard hasDataAttribute else { return [] }
        let mounted = mountedIdentifiers
        let acting = actingIdentifiers
        return attributes.compactMap { StimulusAttribute.classify($0, known: known, mounted: mounted, acting: acting) }
    }

    /// The identifiers the element's own `data-action` names (most elements have none).
    private var actingIdentifiers: [String] {
        guard let action = attributes.first(where: { $0.name == "data-action" })?.value else { return [] }
        return action.possibleTokens.compactMap { ActionDescriptor(token: $0.text, range: $0.range).identifier?.text }
    }

    /// Whether the element has a `data-` attribute, the only ones Stimulus and bridge
    /// components read.
    var hasDataAttribute: Bool {
        attributes.contains { $0.name.utf8.starts(with: "data-".utf8) }
    }

    /// The identifiers in the element's own static `data-controller` (most elements have none).
    public var mountedIdentifiers: [String] {
        attributes.contains { $0.name == "data-controller" } ? controllerTokens.map(\.text) : []
    }
}

/// Every element's classified attributes, by element index: what rules ask about each element,
/// computed once per template instead of once per rule.
public struct StimulusAttributeTable: Sendable {
    private let table: [[StimulusAttribute]]

    /// In a Markdown template, markup inside a fenced code block is text: it has no attributes.
    public init(template: Template, known: Set<String>) {
        self.init(template: template, knownWhenNeeded: { known })
    }

    /// The same, asking for the known identifiers only when an element has a `data-` attribute
    /// (a template without one need not read the controllers).
    public init(template: Template, knownWhenNeeded: () -> Set<String>) {
        let code = MarkdownCode.isMarkdown(template.file.path) ? MarkdownCode.fencedBlocks(in: template.file.bytes) : []
        var known: Set<String>?
        table = template.elements.map { element in
            guard !code.contains(where: { $0.contains(element.range.start) }), element.hasDataAttribute else { return [] }
            let identifiers = known ?? knownWhenNeeded()
            known = identifiers
            return element.stimulusAttributes(known: identifiers).filter { !$0.belongsToCustomElement(around: element, in: template, known: identifiers) }
        }
    }

    func attributes(of element: Element) -> [StimulusAttribute] {
        element.index < table.count ? table[element.index] : []
    }
}
