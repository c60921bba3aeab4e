import BridgeLintCore

/// How the Ruby code of one ERB tag changes the block structure across tags:
/// `<% if x %>` opens, `<% else %>` starts another branch, `<% end %>` closes.
enum RubyBlockEvent: Sendable, Equatable {
    /// Opens a block; `tokenIndex` is the token that opened it (`do`, `if`, `{`).
    case open(tokenIndex: Int)
    case branch
    case close
}

enum RubyBlockScanner {
    /// What a word is to the block structure. Every identifier of every tag of every
    /// template is asked: the word's bytes are compared as one number, not as a string.
    private enum Keyword {
        /// `if`, `unless`, `case`, `def`, `class`, `module`; a loop: `while`, `until`, `for`.
        case statementOpener(isLoop: Bool)
        /// `begin`: opens a statement, and a statement starts after it.
        case beginKeyword
        case `do`
        case end
        /// `else`: a branch, and a statement starts after it.
        case elseKeyword
        /// `elsif`, `when`, `in`, `rescue`, `ensure`.
        case branch
        case then

        init?(_ word: String) {
            // Keywords are 2 to 6 ASCII letters, read big-endian into one number.
            let utf8 = word.utf8
            guard (2...6).contains(utf8.count) else { return nil }
            var packed: UInt64 = 0
            for byte in utf8 { packed = packed << 8 | UInt64(byte) }
            switch packed {
            // `if`, `unless`, `case`, `def`, `class`, `module`
            case 0x6966, 0x756E6C657373, 0x63617365, 0x646566, 0x636C617373, 0x6D6F64756C65: self = .statementOpener(isLoop: false)
            // `begin`
            case 0x626567696E: self = .beginKeyword
            // `while`, `until`, `for`
            case 0x7768696C65, 0x756E74696C, 0x666F72: self = .statementOpener(isLoop: true)
            // `do`
            case 0x646F: self = .do
            // `end`
            case 0x656E64: self = .end
            // `else`
            case 0x656C7365: self = .elseKeyword
            // `elsif`, `when`, `in`, `rescue`, `ensure`
            case 0x656C736966, 0x7768656E, 0x696E, 0x726573637565, 0x656E73757265: self = .branch
            // `then`
            case 0x7468656E: self = .then
            default: return nil
            }
        }

        /// Whether a statement starts after it (`then`, `do`, `else`, `begin`).
        var startsStatement: Bool {
            switch self {
            case .then, .do, .elseKeyword, .beginKeyword: true
            case .statementOpener, .end, .branch: false
            }
        }
    }

    /// The block edges of one tag's Ruby that reach past the tag. A block opened and closed
    /// in the tag (`items.map do |i| … end`, `if a then b else c end`, `{ |i| … }`) opens no
    /// template block, and its branches change nothing outside it. `isOutput`: the tag is
    /// `<%= %>`, whose Ruby is one expression, so an `end`, `}` or `else` in it closes or
    /// continues no block of an earlier tag.
    static func events(in tokens: [RubyToken], isOutput: Bool = false) -> [RubyBlockEvent] {
        var outer: [RubyBlockEvent] = []
        // Where each block opened in this tag and not yet closed starts in `outer`.
        var openedHere: [Int] = []
        for event in edges(in: tokens) {
            switch event {
            case .open:
                openedHere.append(outer.count)
                outer.append(event)
            case .branch:
                if !openedHere.isEmpty || !isOutput { outer.append(event) }
            case .close:
                if let start = openedHere.popLast() {
                    outer.removeSubrange(start...)
                } else if !isOutput {
                    outer.append(event)
                }
            }
        }
        return outer
    }

    /// Every block edge of the tag's Ruby, in order (`{` blocks left open come last).
    private static func edges(in tokens: [RubyToken]) -> [RubyBlockEvent] {
        var events: [RubyBlockEvent] = []
        var openBraces: [Int] = []
        var statementStart = true
        var loopOnStatement = false
        // The token before is `.`, `&.` or `::`: a name after it is a method, not a keyword.
        var afterDot = false
        for index in tokens.indices {
            let kind = tokens[index].kind
            var startsStatement = false
            switch kind {
            case .identifier:
                guard let keyword = Keyword(tokens[index].text) else { break }
                startsStatement = statementStart && keyword.startsStatement
                guard !afterDot else { break }
                switch keyword {
                case .statementOpener, .beginKeyword:
                    // Only where a statement or a value starts (`x = if`, `text: if`): `x if y` is a modifier.
                    // An endless method (`def admin? = true`) takes no `end`.
                    guard statementStart || expectsValue(before: index, in: tokens),
                          !(tokens[index].text == "def" && tokens.isEndlessDefinition(at: index)) else { break }
                    events.append(.open(tokenIndex: index))
                    if case .statementOpener(isLoop: true) = keyword { loopOnStatement = true }
                case .do:
                    if loopOnStatement {
                        loopOnStatement = false
                    } else {
                        events.append(.open(tokenIndex: index))
                    }
                case .end:
                    events.append(.close)
                case .branch where statementStart, .elseKeyword where statementStart:
                    events.append(.branch)
                default:
                    break
                }
            case .punctuation:
                let text = tokens[index].text
                if text == "{" {
                    openBraces.append(index)
                } else if text == "}" {
                    // A `}` with no `{` in this tag closes a `{ |x|` block from an earlier tag.
                    if openBraces.popLast() == nil { events.append(.close) }
                } else if text == ";" {
                    startsStatement = true
                    loopOnStatement = false
                }
                afterDot = text == "." || text == "&." || text == "::"
                statementStart = startsStatement
                continue
            case .newline:
                startsStatement = true
                loopOnStatement = false
            default:
                break
            }
            afterDot = false
            statementStart = startsStatement
        }
        // A `{` left open in this tag is a block that continues in later tags.
        events.append(contentsOf: openBraces.map { .open(tokenIndex: $0) })
        return events
    }

    /// Whether the token before `index` leaves a value to come: a label (`text:`), an
    /// operator or opening bracket (`=`, `(`, `,`, `||`, `=>`), or a keyword an expression
    /// follows (`if begin x rescue false end then`, `return if`); not the end of a value (`)`,
    /// `]`, `}`, a name, a literal).
    private static func expectsValue(before index: Int, in tokens: [RubyToken]) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .label, .quotedLabel: return true
        case .punctuation: return ![")", "]", "}"].contains(previous.text)
        case .identifier: return keywordsBeforeValue.contains(previous.text)
        default: return false
        }
    }

    /// Keywords an expression follows.
    private static let keywordsBeforeValue: Set<String> = ["if", "unless", "while", "until", "elsif", "when", "case", "return", "and", "or", "not"]
}
