extension Element {
    /// The identifiers `data-controller` may mount, with their ranges: its static words and
    /// every word of a finite set of literal renderings (`<%= "menu" if open %>`).
    public var controllerTokens: [AttributeValue.Token] {
        var tokens: [AttributeValue.Token] = []
        for attribute in attributes where attribute.name == "data-controller" {
            tokens += attribute.value?.possibleTokens ?? []
        }
        return tokens
    }

    /// Whether `data-controller` mounts `identifier` whatever its dynamic parts render.
    public func alwaysMounts(_ identifier: String) -> Bool {
        attributes.contains { $0.name == "data-controller" && $0.value?.staticTokens.contains { $0.text == identifier } == true }
    }

    /// Whether the element may mount controllers the template does not show.
    public var mayHaveUnknownControllers: Bool {
        hasDynamicAttributes || attributes.contains { $0.name == "data-controller" && $0.value?.hasUnknownParts == true }
    }
}

/// The identifiers a `data-controller` may mount through the parts the template does not show,
/// each output (`<%= %>`, `#{}`, a client placeholder) read as a run of identifier characters,
/// perhaps empty: `<%= controller_name %>--<%= action_name %>` may mount `tasks--index`, never
/// `toggle`. A code tag (`<% if x %>`) may drop the text beside it: any identifier.
public struct UnseenControllers: Sendable, Hashable {
    /// Any identifier: attributes spread from a value, a Ruby expression, an Array or a Hash, a
    /// code tag, or computed parts beside a finite set of literals.
    public var any = false
    /// The words that touch a computed part, as the literal pieces around those parts
    /// (`["", "--", ""]` for `<%= a %>--<%= b %>`).
    public var words: [[String]] = []

    public init() {}

    public var isEmpty: Bool { !any && words.isEmpty }

    /// Adds what `other` may mount.
    public mutating func formUnion(_ other: UnseenControllers) {
        any = any || other.any
        words += other.words
    }

    /// Whether one of them may be `identifier`.
    public func mayMount(_ identifier: String) -> Bool {
        any || words.contains { Self.matches(Array(identifier.utf8)[...], pieces: $0.map { Array($0.utf8)[...] }[...]) }
    }

    /// Whether `text` is `pieces` joined by runs of identifier characters: the first piece starts
    /// it, the last ends it, the others come in order between.
    private static func matches(_ text: ArraySlice<UInt8>, pieces: ArraySlice<ArraySlice<UInt8>>) -> Bool {
        guard let first = pieces.first, let last = pieces.last, pieces.count > 1 else { return pieces.first.map { $0 == text } ?? text.isEmpty }
        guard text.starts(with: first), text.count >= first.count + last.count, text.suffix(last.count) == last else { return false }
        var rest = text.dropFirst(first.count).dropLast(last.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}

extension Element {
    /// What `data-controller` may mount beyond the words the template shows (see
    /// `UnseenControllers`); empty exactly when `mayHaveUnknownControllers` is false. `source`:
    /// the template's bytes, where each computed part says whether it is an output.
    public func unseenControllers(source: [UInt8]) -> UnseenControllers {
        var unseen = UnseenControllers()
        unseen.any = hasDynamicAttributes
        for attribute in attributes where attribute.name == "data-controller" {
            guard let value = attribute.value, value.hasUnknownParts else { continue }
            guard value.kind == .interpolated, value.choices.isEmpty else {
                unseen.any = true
                continue
            }
            var pieces: [String] = [""]
            var computed = false
            func endWord() {
                if computed { unseen.words.append(pieces) }
                pieces = [""]
                computed = false
            }
            for segment in value.segments {
                switch segment {
                case .dynamic(let range):
                    // `<%` not followed by `=`: a code tag.
                    if range.start + 2 < source.count, source[range.start] == UInt8(ascii: "<"), source[range.start + 1] == UInt8(ascii: "%"),
                       source[range.start + 2] != UInt8(ascii: "=") {
                        unseen.any = true
                    }
                    computed = true
                    pieces.append("")
                case .text(let text, _, _):
                    for character in text {
                        if character.isWhitespace { endWord() } else { pieces[pieces.count - 1].append(character) }
                    }
                }
            }
            endWord()
        }
        return unseen
    }
}
