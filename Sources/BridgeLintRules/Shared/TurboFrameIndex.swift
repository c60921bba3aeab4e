import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The Turbo frames of a project's templates, and the names links and forms give them, for the
/// questions one template cannot answer ("does any page define the frame this link targets?").
public struct TurboFrameIndex: Sendable {
    /// Where a frame with a fully known id is defined (`<turbo-frame id="comments">`,
    /// `turbo_frame_tag "comments"`), by id.
    public let definitions: [String: [Site]]

    /// A place in a template: its root-relative path and the position there.
    public struct Site: Sendable, Hashable {
        public let path: String
        public let location: FileLocation
    }
    /// The known text around the dynamic part of ids that are partly known
    /// (`turbo_frame_tag "comments_#{post.id}"`, `id="<%= dom_id(post) %>_comments"`).
    public let partialIDs: [(prefix: String, suffix: String)]
    /// How many frames have an id the templates do not show at all (`turbo_frame_tag dom_id(post)`).
    public let dynamicIDCount: Int
    /// How many references (`data-turbo-frame`, a frame's `target`) name each id.
    public let referenceCounts: [String: Int]
    /// How often each referenced id occurs as a whole word in the templates, the app's Ruby
    /// files and its scripts: more occurrences than references mean some code names it.
    public let mentionCounts: [String: Int]

    /// The attribute of `element` that names a frame to navigate: `data-turbo-frame` on any
    /// element (links, forms, submit buttons), `target` on a frame.
    public static func frameReference(of element: Element) -> [Attribute] {
        element.attributes.filter { attribute in
            let name = attribute.name.lowercased()
            return name == "data-turbo-frame" || (element.name == "turbo-frame" && name == "target")
        }
    }

    /// Whether a frame id is written with word bytes only (letters, digits, `_`, `-`), so that
    /// its mentions can be counted as words.
    public static func isWord(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
        }
    }

    /// Reads the templates that mention frames (parsing only those), and counts mentions of the
    /// referenced ids in every text of `templates`, `ruby` and `scripts`.
    init(templates: [(path: String, bytes: [UInt8])], ruby: [[UInt8]], scripts: [[UInt8]]) {
        var definitions: [String: [Site]] = [:]
        var partialIDs: [(prefix: String, suffix: String)] = []
        var dynamicIDCount = 0
        var referenceCounts: [String: Int] = [:]
        let markers = [Array("turbo-frame".utf8), Array("turbo_frame".utf8)]
        for (path, bytes) in templates where markers.contains(where: { ByteSearch.contains($0, in: bytes) }) {
            let template = TemplateParser.parse(SourceFile(path: path, bytes: bytes))
            for element in template.elements {
                for reference in Self.frameReference(of: element) {
                    if let name = reference.value?.staticText { referenceCounts[name, default: 0] += 1 }
                }
                guard element.name == "turbo-frame" else { continue }
                guard let value = element.attribute(named: "id")?.value else {
                    // An id from `**options` or ERB among the attributes.
                    if element.hasDynamicAttributes { dynamicIDCount += 1 }
                    continue
                }
                if let id = value.staticText {
                    let position = template.file.position(of: element.range.start)
                    definitions[id, default: []].append(Site(path: path, location: FileLocation(line: position.line, column: position.column)))
                } else if let known = Self.knownEnds(of: value) {
                    partialIDs.append(known)
                } else {
                    dynamicIDCount += 1
                }
            }
        }
        self.definitions = definitions
        self.partialIDs = partialIDs
        self.dynamicIDCount = dynamicIDCount
        self.referenceCounts = referenceCounts
        let referenced = Set(referenceCounts.keys.filter(Self.isWord))
        mentionCounts = NameMentions.occurrences(of: referenced, in: templates.map(\.bytes) + ruby + scripts)
    }

    /// Whether some frame may have the id `id`: one defined with it, or one whose known prefix
    /// and suffix fit around it.
    public func mayDefine(_ id: String) -> Bool {
        definitions[id] != nil || partialIDs.contains { id.count > $0.prefix.count + $0.suffix.count && id.hasPrefix($0.prefix) && id.hasSuffix($0.suffix) }
    }

    /// Whether something besides frame references names `id`: a frame id passed as a local,
    /// built in a helper, set by a script.
    public func isMentionedElsewhere(_ id: String) -> Bool {
        (mentionCounts[id] ?? 0) > (referenceCounts[id] ?? 0)
    }

    /// The text before the first dynamic part and after the last one, when either is known.
    private static func knownEnds(of value: AttributeValue) -> (prefix: String, suffix: String)? {
        guard value.kind == .interpolated else { return nil }
        var prefix = ""
        for segment in value.segments {
            guard case .text(let text, _, _) = segment else { break }
            prefix += text
        }
        var suffix = ""
        for segment in value.segments.reversed() {
            guard case .text(let text, _, _) = segment else { break }
            suffix = text + suffix
        }
        return prefix.isEmpty && suffix.isEmpty ? nil : (prefix, suffix)
    }
}
