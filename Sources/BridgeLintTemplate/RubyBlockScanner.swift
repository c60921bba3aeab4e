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
    private static let statementOpeners: Set<String> = ["if", "unless", "while", "until", "case", "begin", "for", "def", "class", "module"]
    private static let loopKeywords: Set<String> = ["while", "until", "for"]
    private static let branchKeywords: Set<String> = ["else", "elsif", "when", "in", "rescue", "ensure"]

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
        for (index, token) in tokens.enumerated() {
            let afterDot = index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("&.") || tokens[index - 1].isPunctuation("::"))
            defer {
                let isSeparator = token.kind == .newline || token.isPunctuation(";")
                if isSeparator { loopOnStatement = false }
                statementStart = isSeparator
                    || (statementStart && token.kind == .identifier && ["then", "do", "else", "begin"].contains(token.text))
            }
            switch token.kind {
            case .identifier where !afterDot:
                let word = token.text
                if statementOpeners.contains(word) {
                    // Only where a statement or a value starts (`x = if`, `text: if`): `x if y` is a modifier.
                    guard statementStart || expectsValue(before: index, in: tokens) else { break }
                    events.append(.open(tokenIndex: index))
                    if loopKeywords.contains(word) { loopOnStatement = true }
                } else if word == "do" {
                    if loopOnStatement {
                        loopOnStatement = false
                    } else {
                        events.append(.open(tokenIndex: index))
                    }
                } else if word == "end" {
                    events.append(.close)
                } else if branchKeywords.contains(word), statementStart {
                    events.append(.branch)
                }
            case .punctuation where token.text == "{":
                openBraces.append(index)
            case .punctuation where token.text == "}":
                // A `}` with no `{` in this tag closes a `{ |x|` block from an earlier tag.
                if openBraces.popLast() == nil { events.append(.close) }
            default:
                break
            }
        }
        // A `{` left open in this tag is a block that continues in later tags.
        events.append(contentsOf: openBraces.map { .open(tokenIndex: $0) })
        return events
    }

    /// Whether the token before `index` leaves a value to come: a label (`text:`), or an
    /// operator or opening bracket (`=`, `(`, `,`, `||`, `=>`), not the end of a value (`)`,
    /// `]`, `}`, a name, a literal).
    private static func expectsValue(before index: Int, in tokens: [RubyToken]) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .label, .quotedLabel: return true
        case .punctuation: return ![")", "]", "}"].contains(previous.text)
        default: return false
        }
    }
}
