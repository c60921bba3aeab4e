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

    static func events(in tokens: [RubyToken]) -> [RubyBlockEvent] {
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
                    // Only where a statement or a value starts (`x = if`): `x if y` is a modifier.
                    guard statementStart || index > 0 && tokens[index - 1].kind == .punctuation
                            && ["=", "(", "||=", "&&=", "<<", "+="].contains(tokens[index - 1].text) else { break }
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
}
