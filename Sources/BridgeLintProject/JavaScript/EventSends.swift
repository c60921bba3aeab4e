import BridgeLintCore

/// The event names a script sends that any element may hear: the names it gives as literals,
/// and the known start of the names it computes.
public struct EventSends: Sendable, Hashable {
    /// A send whose name the code computes: only its literal start is known (`""` for
    /// `new CustomEvent(name)`, `"modal:"` for `` new CustomEvent(`modal:${name}`) ``, `"$"` for
    /// jquery-events-to-dom-events' `delegate(name)`).
    public struct Computed: Sendable, Hashable {
        public var prefix: String
        public var path: String
        public var location: FileLocation
    }

    /// Names sent as given: `new CustomEvent("spotlight")`, `"$change"` for `delegate("change")`.
    public var names: Set<String> = []
    /// Sends whose names are computed, in source order.
    public var computed: [Computed] = []

    public init(names: Set<String> = [], computed: [Computed] = []) {
        self.names = names
        self.computed = computed
    }

    public var isEmpty: Bool { names.isEmpty && computed.isEmpty }

    /// Whether an event named `name` may be sent: it is sent as given, or a computed name may be it.
    public func mayInclude(_ name: String) -> Bool {
        names.contains(name) || computed.contains { name.hasPrefix($0.prefix) }
    }

    /// These sends and `other`'s, each computed place once.
    public func union(_ other: EventSends) -> EventSends {
        var result = self
        result.names.formUnion(other.names)
        for send in other.computed where !result.computed.contains(send) { result.computed.append(send) }
        return result
    }
}

/// Finds the events a script sends under names an action may listen for:
///
/// - `new CustomEvent(name)`, `new Event(name)` and every other event constructor
///   (`new KeyboardEvent(name)`: an identifier ending in `Event` after `new`);
/// - `event.initEvent(name)` and `initCustomEvent(name)` of `document.createEvent`;
/// - Stimulus' `this.dispatch(name, { prefix: false })` (without it the name is
///   `<identifier>:name`, which has a `:` and is never judged);
/// - jquery-events-to-dom-events' `delegate(name)`, imported from that package, which sends
///   every jQuery event `name` again as a DOM event named `$name` (v1 `src/index.js`).
///
/// jQuery's own `trigger(name)` is not among them: it runs jQuery's handlers and the inline
/// `on<name>` one, never an `addEventListener` listener such as a Stimulus action.
struct EventSendScanner {
    let source: JavaScriptSource

    /// The package whose `delegate` sends jQuery's events as `$`-prefixed DOM events.
    static let jQueryBridgePackage = "jquery-events-to-dom-events"
    /// Whether the file's bytes may hold a send, for leaving the others untokenized (a vendored
    /// jQuery has `jQuery.Event(` and `createEvent(`, and sends nothing an action hears): `new`
    /// before a name ending in `Event(`, `.initEvent(` or `.initCustomEvent(`, `.dispatch(`, or
    /// the package of `delegate`.
    static func mayHoldSends(_ bytes: [UInt8]) -> Bool {
        if ByteSearch.contains(dispatchCall, in: bytes) || ByteSearch.contains(Array(jQueryBridgePackage.utf8), in: bytes) { return true }
        var from = 0
        while let found = ByteSearch.firstIndex(of: eventCall, in: bytes, from: from) {
            from = found + 1
            var start = found
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            let name = bytes[start..<found]
            if start > 0, bytes[start - 1] == UInt8(ascii: "."), name.elementsEqual("init".utf8) || name.elementsEqual("initCustom".utf8) { return true }
            var before = start
            while before > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[before - 1]) { before -= 1 }
            if before >= 3, bytes[(before - 3)..<before].elementsEqual("new".utf8), before == 3 || !isNameByte(bytes[before - 4]) { return true }
        }
        return false
    }

    private static let eventCall = Array("Event(".utf8)
    private static let dispatchCall = Array(".dispatch(".utf8)

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private var tokens: [JavaScriptToken] { source.tokens }

    func sends() -> EventSends {
        var result = EventSends()
        let bridge = jQueryBridgeNames()
        for index in tokens.indices where tokens[index].kind == .identifier {
            let text = tokens[index].text
            let afterDot = source.token(at: index - 1)?.isPunctuator(".") == true
            if source.token(at: index - 1)?.isIdentifier("new") == true, text.hasSuffix("Event") {
                record(argumentsAt: index + 1, prefix: "", into: &result)
            } else if afterDot, text == "initEvent" || text == "initCustomEvent" {
                record(argumentsAt: index + 1, prefix: "", into: &result)
            } else if afterDot, text == "dispatch", hasUnprefixedOption(argumentsAt: index + 1) {
                record(argumentsAt: index + 1, prefix: "", into: &result)
            } else if !bridge.isEmpty, bridge.callsDelegate(at: index, in: source) {
                record(argumentsAt: index + 1, prefix: "$", into: &result)
            }
        }
        return result
    }

    /// The event name of the call whose `(` is at `open`, after `prefix`: a literal is a name;
    /// `"x:" + y` or `` `x:${y}` `` a computed name starting with `prefix` and `x:`; anything else
    /// a computed name starting with `prefix`.
    private func record(argumentsAt open: Int, prefix: String, into sends: inout EventSends) {
        guard source.token(at: open)?.isPunctuator("(") == true, let argument = source.token(at: open + 1), !argument.isPunctuator(")") else { return }
        let closes = source.token(at: open + 2).map { $0.isPunctuator(")") || $0.isPunctuator(",") } == true
        if let name = argument.literalValue, closes {
            sends.names.insert(prefix + name)
            return
        }
        var start = prefix
        let concatenates = argument.kind == .string && source.token(at: open + 2)?.isPunctuator("+") == true
        if concatenates || argument.kind == .template && argument.text.hasPrefix("`") {
            start += argument.value ?? ""
        }
        sends.computed.append(EventSends.Computed(prefix: start, path: source.file.path, location: source.location(of: argument)))
    }

    /// Whether the call's arguments hold `prefix: false` or `prefix: ""` (Stimulus' `dispatch`
    /// then sends the name as given, not `<identifier>:name`).
    private func hasUnprefixedOption(argumentsAt open: Int) -> Bool {
        guard source.token(at: open)?.isPunctuator("(") == true else { return false }
        let close = min(source.skipGroup(at: open), tokens.count)
        var index = open + 1
        while index + 2 < close {
            if tokens[index].isIdentifier("prefix"), tokens[index + 1].isPunctuator(":"),
               tokens[index + 2].isIdentifier("false") || tokens[index + 2].literalValue == "" { return true }
            index += 1
        }
        return false
    }

    /// The names under which the file imports jquery-events-to-dom-events' `delegate`.
    private func jQueryBridgeNames() -> JQueryBridgeNames {
        var names = JQueryBridgeNames()
        for (local, binding) in source.importBindings() where binding.module == Self.jQueryBridgePackage {
            switch binding.imported {
            case "delegate": names.functions.insert(local)
            case "*": names.namespaces.insert(local)
            default: break
            }
        }
        return names
    }

    /// Local names bound to jquery-events-to-dom-events: its `delegate` function, or the module.
    private struct JQueryBridgeNames {
        var functions: Set<String> = []
        var namespaces: Set<String> = []

        /// No import binds the package: nothing calls its `delegate` (most controllers; asking at
        /// every identifier was 1.5% of loading the controllers).
        var isEmpty: Bool { functions.isEmpty && namespaces.isEmpty }

        /// Whether the identifier at `index` calls the package's `delegate`: a name the import
        /// binds to it (`delegate(`, `toDOM(` for `delegate as toDOM`), or `namespace.delegate(`.
        func callsDelegate(at index: Int, in source: JavaScriptSource) -> Bool {
            guard let name = source.token(at: index), source.token(at: index + 1)?.isPunctuator("(") == true else { return false }
            if source.token(at: index - 1)?.isPunctuator(".") == true {
                return name.text == "delegate" && source.token(at: index - 2).map { $0.kind == .identifier && namespaces.contains($0.text) } == true
            }
            return functions.contains(name.text)
        }
    }
}
