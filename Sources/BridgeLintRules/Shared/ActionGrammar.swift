import BridgeLintCore

/// What Stimulus accepts in an action descriptor, checked more strictly than its own regular
/// expression (PROTOCOL §3): everything that regular expression lets through but that can never
/// work at run time is a problem here.
public enum ActionGrammar {
    /// Events whose key filter (`keydown.enter`) Stimulus applies.
    public static let keyEvents: Set<String> = ["keydown", "keyup", "keypress"]
    /// Built-in action options (`:prevent`), each may be negated with `!`.
    public static let options: Set<String> = ["stop", "prevent", "self", "capture", "once", "passive"]
    public static let modifierKeys: Set<String> = ["meta", "ctrl", "alt", "shift"]
    /// Stimulus' default key mappings.
    public static let keyNames: Set<String> = {
        var names: Set<String> = ["enter", "tab", "esc", "space", "up", "down", "left", "right", "home", "end", "page_up", "page_down"]
        for scalar in UnicodeScalar("a").value...UnicodeScalar("z").value { names.insert(String(UnicodeScalar(scalar)!)) }
        for digit in 0...9 { names.insert(String(digit)) }
        return names
    }()
    /// `KeyboardEvent.key`-style names people write instead of Stimulus' short ones.
    static let keyAliases: [String: String] = [
        "escape": "esc", "return": "enter", "spacebar": "space",
        "arrowup": "up", "arrowdown": "down", "arrowleft": "left", "arrowright": "right",
        "control": "ctrl", "cmd": "meta", "command": "meta", "option": "alt",
    ]

    /// The event Stimulus listens for when the descriptor has no `event->`, by HTML element
    /// name (`src/core/action.ts`); nil where Stimulus fails to parse the action and drops it.
    public static func defaultEvent(forElement name: String, type: String? = nil) -> String? {
        switch name {
        case "a", "button": "click"
        case "form": "submit"
        case "details": "toggle"
        case "input": type?.lowercased() == "submit" ? "click" : "input"
        case "select": "change"
        case "textarea": "input"
        default: nil
        }
    }

    /// Whether `name` can be a JavaScript method name reached as `controller[name]` by an
    /// action: an identifier, not `#private`.
    public static func isMethodName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// One thing wrong with a descriptor, anchored on the part that is wrong.
public struct ActionProblem: Sendable, Hashable {
    public var range: SourceRange
    public var message: String
    public var help: String
    public var suggestions: [String] = []
}

extension ActionDescriptor {
    /// Everything malformed in the descriptor. `elementName` is the HTML element carrying it
    /// (nil when unknown, e.g. `content_tag` with a dynamic name); `extraOptions` are options
    /// the app registers with `application.registerActionOption`.
    public func problems(elementName: String?, elementType: String? = nil, extraOptions: Set<String> = []) -> [ActionProblem] {
        var problems: [ActionProblem] = []
        func add(_ range: SourceRange, _ message: String, _ help: String, _ suggestions: [String] = []) {
            problems.append(ActionProblem(range: range, message: message, help: help, suggestions: suggestions))
        }
        /// An empty part has an empty range: point at the separator next to it instead.
        func separator(at offset: Int, length: Int) -> SourceRange {
            let start = max(token.range.start, min(offset, token.range.end - length))
            return token.range.length == token.text.utf8.count ? SourceRange(start: start, end: start + length) : token.range
        }
        let example = "`event->controller#method`, e.g. `click->menu#open`"

        if hasArrow {
            if let event, event.text.isEmpty {
                add(separator(at: event.range.start, length: 2), "the action `\(token.text)` has `->` but no event before it",
                    "write the event name before `->` (\(example)), or drop `->` to use the element's default event")
            } else if let event, event.text.contains("+") {
                add(event.range, "Stimulus takes one modifier before the event, so it listens for an event named `\(event.text)`, which never fires",
                    "write one modifier (`ctrl+click`), or a key filter with several (`keydown.ctrl+shift+a`)")
            }
            for modifier in keyModifiers where !ActionGrammar.modifierKeys.contains(modifier.text) {
                if modifier.text.isEmpty {
                    add(separator(at: modifier.range.end, length: 1), "the action `\(token.text)` has `+` with no modifier before it", "write a modifier (meta, ctrl, alt, shift) before `+`, or drop the `+`")
                } else {
                    add(modifier.range, "`\(modifier.text)` is not a modifier key; Stimulus knows meta, ctrl, alt and shift",
                        "write `ctrl+click`-style modifiers with meta, ctrl, alt or shift", keySuggestions(modifier.text, among: ActionGrammar.modifierKeys))
                }
            }
            if let keyFilter, let event, !event.text.isEmpty {
                if !ActionGrammar.keyEvents.contains(event.text) {
                    // `shown.bs.modal` and `show.bs.tab` (Bootstrap) are custom event names;
                    // `click.enter` a key filter on a DOM event, which makes an event name that
                    // never fires. Only a suffix made of key and modifier names was meant as one.
                    if DOMEvents.isKnown(event.text), isKeyFilterShaped {
                        add(keyFilter.text.isEmpty ? separator(at: keyFilter.range.start - 1, length: 1) : keyFilter.range,
                            "`\(event.text)` is not a keyboard event, so `.\(keyFilter.text)` is no key filter: Stimulus listens for an event named `\(event.text).\(keyFilter.text)`, which never fires",
                            "key filters work only with keydown, keyup and keypress (`keydown.enter->...`); for a modifier with a mouse event write `ctrl+\(event.text)->...`")
                    }
                } else if !keyModifiers.isEmpty {
                    add(keyFilter.range, "with a modifier before the event, Stimulus ignores the key filter `.\(keyFilter.text)`",
                        "put every key in the filter: `\(event.text).\(keyModifiers.map(\.text).joined(separator: "+"))+\(keyFilter.text)`")
                } else {
                    problems += keyFilterProblems()
                }
            }
            if let globalTarget, globalTarget.text != "window", globalTarget.text != "document" {
                add(globalTarget.text.isEmpty ? separator(at: globalTarget.range.start - 1, length: 1) : globalTarget.range,
                    "`@\(globalTarget.text)` is not a global target; Stimulus listens on `@window` or `@document` only",
                    "use `@window` or `@document`, or put the action on the element itself",
                    StringDistance.suggestions(for: globalTarget.text, among: ["window", "document"]))
            }
        } else if identifierIsEventName, let identifier, let method {
            add(identifier.range, "`\(identifier.text)` is an event, not a controller: the action `\(token.text)` lacks `->` and the controller's identifier, so Stimulus looks for a controller named `\(identifier.text)`",
                "write `\(identifier.text)->controller#\(method.text)` with the identifier of the controller that defines `\(method.text)`")
            return problems
        } else if let elementName, !elementName.hasPrefix("#"), ActionGrammar.defaultEvent(forElement: elementName, type: elementType) == nil {
            add(token.range, "`<\(elementName)>` has no default event, so the action `\(token.text)` needs `event->`; Stimulus drops it without a word (its parse error is discarded), so it never fires",
                "name the event: `click->\(token.text)` (only a, button, form, details, input, select and textarea have a default event)")
        }

        guard let identifier else { return problems }
        guard let method else {
            add(identifier.text.isEmpty ? token.range : identifier.range, "the action `\(token.text)` has no `#method`",
                "write the controller and the method to call: \(example)")
            return problems
        }
        if identifier.text.isEmpty {
            add(separator(at: method.range.start - 1, length: 1), "the action `\(token.text)` has no controller identifier before `#`",
                "write the controller's identifier before `#`: \(example)")
        }
        if method.text.isEmpty {
            add(separator(at: method.range.start - 1, length: 1), "the action `\(token.text)` has no method name after `#`",
                "write the method to call after `#`: \(example)")
        } else if method.text.hasPrefix("#") {
            add(method.range, "`\(method.text)` is a private method; Stimulus cannot call it from an action",
                "make the method public (drop the `#` in the controller and here)", [String(method.text.drop { $0 == "#" })])
        } else if !ActionGrammar.isMethodName(method.text) {
            let name = String(method.text.prefix { $0 != "(" && $0 != " " })
            add(method.range, "`\(method.text)` is not a method name; Stimulus looks up `\(method.text)` as written",
                "write only the method's name (`menu#open`, no parentheses or arguments); pass arguments as `data-<identifier>-<name>-param`",
                ActionGrammar.isMethodName(name) ? [name] : [])
        }
        for option in options {
            let name = option.text.hasPrefix("!") ? String(option.text.dropFirst()) : option.text
            if option.text.isEmpty {
                add(separator(at: option.range.start - 1, length: 1), "the action `\(token.text)` has an empty option after `:`", "remove the stray `:`")
            } else if !ActionGrammar.options.contains(name), !extraOptions.contains(name) {
                let known = ActionGrammar.options.union(extraOptions)
                add(option.range, "`\(option.text)` is not an action option; Stimulus knows \(known.sorted().map { "`\($0)`" }.joined(separator: ", "))",
                    "use a known option (each may be negated with `!`), or list options the app registers with `registerActionOption` under this rule's `options:` setting",
                    StringDistance.suggestions(for: name, among: known).map { option.text.hasPrefix("!") ? "!" + $0 : $0 })
            }
        }
        return problems
    }

    /// Whether the text after the event's `.` is made of Stimulus key and modifier names (or
    /// the `KeyboardEvent.key` names people write for them), as a key filter is.
    private var isKeyFilterShaped: Bool {
        guard let keyFilter, !keyFilter.text.contains(".") else { return false }
        return keyFilterParts.allSatisfy { part in
            ActionGrammar.keyNames.contains(part.text) || ActionGrammar.modifierKeys.contains(part.text)
                || ActionGrammar.keyAliases[part.text.lowercased()] != nil || part.text.isEmpty
        }
    }

    private func keyFilterProblems() -> [ActionProblem] {
        var problems: [ActionProblem] = []
        var sawKey = false
        for part in keyFilterParts {
            if ActionGrammar.modifierKeys.contains(part.text) { continue }
            if ActionGrammar.keyNames.contains(part.text) {
                if sawKey {
                    problems.append(ActionProblem(range: part.range, message: "a key filter matches one key; Stimulus ignores `\(part.text)`",
                                                  help: "write one key with any modifiers: `keydown.ctrl+shift+a`, or add a second action"))
                }
                sawKey = true
                continue
            }
            let known = ActionGrammar.keyNames.union(ActionGrammar.modifierKeys)
            problems.append(ActionProblem(
                range: !part.text.isEmpty ? part.range
                    : keyFilter.map { $0.text.isEmpty ? SourceRange(start: max(token.range.start, $0.range.start - 1), end: $0.range.start) : $0.range } ?? token.range,
                message: part.text.isEmpty ? "the key filter `\(keyFilter?.text ?? "")` has an empty key" : "`\(part.text)` is not a key Stimulus knows: each key press whose modifier keys match the filter's (none held, when it names none) makes Stimulus throw an error (the browser console shows it uncaught), and the action never runs",
                help: "use enter, tab, esc, space, up, down, left, right, home, end, page_up, page_down, a-z or 0-9, with meta, ctrl, alt or shift",
                suggestions: part.text.isEmpty ? [] : keySuggestions(part.text, among: known)))
        }
        return problems
    }

    private func keySuggestions(_ text: String, among known: Set<String>) -> [String] {
        if let alias = ActionGrammar.keyAliases[text.lowercased()], known.contains(alias) { return [alias] }
        return StringDistance.suggestions(for: text, among: known)
    }
}
