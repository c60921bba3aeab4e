import BridgeLintCore
import BridgeLintProject

/// Compares the keys a bridge component's JavaScript sends with `this.send(event, {...})` with
/// the message structs its native side decodes: a required native field the JavaScript never
/// sends makes decoding fail, so the component silently does nothing (error); a key nothing
/// decodes is dead weight (info).
///
/// A native struct counts as decoding the component's messages only when it is nested in or
/// used by the component class, is not the type of a field of another of its message structs,
/// and reads at least one key the JavaScript sends or misses one by a typo (so a struct for
/// replies or for nested items is left alone). Silent when a struct decodes by hand (`init(from:)`) or the JavaScript builds its
/// data dynamically.
public struct BridgeMessageFieldsRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "bridge-message-fields",
        summary: "A required native message field the JavaScript never sends (or a sent key nothing reads).",
        defaultSeverity: .error)

    public init() {}

    /// The library sets `data.metadata = { url }` on every message (PROTOCOL §1).
    static let keysTheLibrarySends: Set<String> = ["metadata"]

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let project = context.project
        var findings: [ProjectFinding] = []
        for component in WebComponents.declared(in: project.controllers) {
            guard let name = component.componentName, component.ancestorPaths.isEmpty, !component.sentEvents.isEmpty else { continue }
            var readers: [(Platform, [MessageStruct])] = []
            for platform in project.checkedPlatforms {
                let natives = project.native.components(named: name, platform: platform)
                guard natives.count == 1, let native = natives.first else { continue }
                readers.append((platform, Self.topLevelMessages(of: native)))
            }
            guard !readers.isEmpty, readers.allSatisfy({ !$0.1.contains(where: \.hasCustomDecoding) }) else { continue }
            let missing = missingFields(of: component, named: name, readers: readers.flatMap(\.1), context)
            findings += missing
            if readers.allSatisfy({ !$0.1.isEmpty }) {
                // A key suggested for a missing field is already explained there.
                let explained = Set(missing.flatMap(\.diagnostic.suggestions))
                findings += unreadKeys(of: component, named: name, readers: readers, explained: explained, context)
            }
        }
        return findings
    }

    /// The component's structs that are not the type of a field of another of its structs.
    static func topLevelMessages(of native: NativeComponent) -> [MessageStruct] {
        let fieldTypeWords = Set(native.messages.flatMap(\.fields).flatMap { field in
            field.typeName.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        })
        return native.messages.filter { !fieldTypeWords.contains($0.name) }
    }

    private func missingFields(of component: StimulusController, named name: String, readers: [MessageStruct], _ context: ProjectContext) -> [ProjectFinding] {
        // A send whose keys are dynamic may send any key: nothing is provably missing.
        guard !component.sentEvents.contains(where: \.keysAreDynamic) else { return [] }
        let sent = Set(component.sentEvents.flatMap(\.keys)).union(Self.keysTheLibrarySends)
        let sends = component.sentEvents.prefix(3).map { event in
            context.related(path: component.path, location: event.location,
                            "the JavaScript sends " + (event.keys.isEmpty ? "no keys" : event.keys.map { "`\($0)`" }.joined(separator: ", "))
                                + (event.name.map { " with `\($0)`" } ?? ""))
        }
        var findings: [ProjectFinding] = []
        for message in readers {
            let unread = sent.subtracting(message.decodedKeys).subtracting(Self.keysTheLibrarySends)
            // A struct that reads no sent key may decode something else (a reply); a missing
            // field close to a sent key is evidence enough that it decodes this message.
            let readsSentKeys = !Set(message.decodedKeys).isDisjoint(with: sent)
            for field in message.fields where field.isRequired && !sent.contains(field.jsonKey) {
                let suggestions = Self.suggestions(for: field.jsonKey, among: unread)
                guard readsSentKeys || !suggestions.isEmpty else { continue }
                let sentList = sent.subtracting(Self.keysTheLibrarySends).sorted().map { "`\($0)`" }.joined(separator: ", ")
                findings.append(context.finding(
                    in: field.site.path, at: .range(field.site.range),
                    "`\(message.name)` requires `\(field.jsonKey)`, but the JavaScript of `\(name)` never sends it (it sends \(sentList)); decoding fails and the component silently does nothing",
                    about: name,
                    help: suggestions.isEmpty
                        ? "send `\(field.jsonKey)` from \(component.path), or make the field optional"
                        : "use the key the JavaScript sends, or send `\(field.jsonKey)` from \(component.path)",
                    suggestions: suggestions,
                    related: sends))
            }
        }
        return findings
    }

    private func unreadKeys(of component: StimulusController, named name: String, readers: [(Platform, [MessageStruct])],
                            explained: Set<String>, _ context: ProjectContext) -> [ProjectFinding] {
        let decoded = Set(readers.flatMap(\.1).flatMap(\.decodedKeys)).union(Self.keysTheLibrarySends)
        return component.sentEvents.compactMap { event in
            guard let eventName = event.name, !event.keysAreDynamic,
                  // Only when the native side demonstrably decodes this message with a struct.
                  event.keys.contains(where: decoded.contains) else { return nil }
            let unread = event.keys.filter { !decoded.contains($0) && !explained.contains($0) }
            guard !unread.isEmpty else { return nil }
            let platforms = readers.map(\.0.displayName).joined(separator: " and ")
            return context.finding(
                in: component.path, at: .token(at: event.location),
                "\(unread.map { "`\($0)`" }.joined(separator: ", ")) sent with `\(eventName)` \(unread.count == 1 ? "is" : "are") never read by the \(platforms) message structs of `\(name)`",
                about: name,
                help: "remove the key, or decode it on the native side",
                related: readers.flatMap(\.1).prefix(3).map { context.related($0.site, "`\($0.name)` decodes the message here") },
                severity: .info)
        }
    }

    /// Close sent keys: a typo (`titel`), or one key extending the other (`image`, `imageName`).
    static func suggestions(for key: String, among sent: Set<String>) -> [String] {
        let close = StringDistance.suggestions(for: key, among: sent)
        let extended = sent.filter { other in
            min(other.count, key.count) >= 3 && (key.hasPrefix(other) || other.hasPrefix(key)) && !close.contains(other)
        }
        return close + extended.sorted()
    }
}
