import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The ids some elements of a project's templates have, and the names other markup gives them,
/// for the questions one template cannot answer ("does any page have the frame this link
/// targets?", "the element this stream replaces?").
public struct ElementIDIndex: Sendable {
    /// Where an element with a fully known id is (`<turbo-frame id="comments">`,
    /// `turbo_frame_tag "comments"`), by id.
    public let definitions: [String: [Site]]
    /// The templates holding each id's `definitions` (root-relative paths): whether another
    /// template defines an id is one look-up, not a set built from its sites for each question
    /// (issue 21: an id defined in one template of twenty made 20,000 templates quadratic).
    public let definitionPaths: [String: Set<String>]
    /// The known text around the dynamic part of ids that are partly known
    /// (`turbo_frame_tag "comments_#{post.id}"`, `id="<%= dom_id(post) %>_comments"`).
    public let partialIDs: [(prefix: String, suffix: String)]
    /// The attributes of form builder fields among the elements that define ids
    /// (`form.select :sales_point_id`): Rails gives such a field the id
    /// `<object name>_<attribute>` (`order_sales_point_id`).
    public let fieldNames: Set<String>
    /// How many references name each id.
    public let referenceCounts: [String: Int]
    /// How often each referenced id occurs as a whole word in the templates, the app's Ruby
    /// files and its scripts: more occurrences than references mean some code names it.
    public let mentionCounts: [String: Int]

    /// A place in a template: its root-relative path and the position there.
    public struct Site: Sendable, Hashable {
        public let path: String
        public let location: FileLocation
    }

    /// What one parsed template contributes: the elements whose ids count, and the names its
    /// references give.
    struct Reading: Sendable {
        var definesID: @Sendable (Element) -> Bool
        var references: @Sendable (Template) -> [String]
        /// The names a Ruby file's references give (streams built in controllers and models).
        var rubyReferences: @Sendable ([UInt8]) -> [String] = { _ in [] }
        /// Byte strings one of which a template must contain to be parsed at all (nil: every template).
        var markers: [[UInt8]]?

        /// Whether a template with the text `bytes` is parsed for its part.
        func reads(_ bytes: [UInt8]) -> Bool {
            markers.map { markers in markers.contains { ByteSearch.contains($0, in: bytes) } } ?? true
        }
    }

    /// What one template gives an index: the ids its elements define, and the names its
    /// references give (its facts alone, merged with the other templates' in `init`).
    struct Contribution: Sendable {
        var references: [String] = []
        var definitions: [(id: String, site: Site)] = []
        var partialIDs: [(prefix: String, suffix: String)] = []
        var fieldNames: [String] = []

        /// The size of the text read, to tell whether a part read from another pass's tree
        /// is the part of the text the index reads.
        var byteCount = 0

        /// Parses the template `bytes` at `path` (as `blockReading` reads it) if `reading` asks
        /// for it, and reads its part.
        init(path: String, bytes: [UInt8], reading: Reading, blockReading: RailsTwoBlockReading) {
            guard reading.reads(bytes) else {
                self.init()
                return
            }
            self.init(path: path, template: blockReading.parse(SourceFile(path: path, bytes: bytes)), reading: reading)
        }

        /// Nothing: a template the reading does not parse.
        init() {}

        /// The part of `template` (parsed from the text at `path`, which `reading` reads).
        init(path: String, template: Template, reading: Reading) {
            byteCount = template.file.bytes.count
            references = reading.references(template)
            for element in template.elements where reading.definesID(element) {
                if let field = element.field { fieldNames.append(field.name) }
                guard let value = element.attribute(named: "id")?.value else { continue }
                if let id = value.staticText {
                    let position = template.file.position(of: element.range.start)
                    definitions.append((id, Site(path: path, location: FileLocation(line: position.line, column: position.column))))
                } else if let known = ElementIDIndex.knownEnds(of: value) {
                    partialIDs.append(known)
                }
            }
        }
    }

    /// How many templates one item of the mention count reads.
    private static let templatesPerMentionCount = 32

    /// Parses the templates `reading` asks for, and counts mentions of the referenced ids in
    /// every text of `templates`, `ruby` and `scripts`; the templates are read by `work`
    /// (the threads waiting for the index), each once per pass. A template whose part `known`
    /// holds (read from the lint pass's tree of the same text) is not parsed again.
    init(templates: FileTexts, ruby: [[UInt8]], scripts: [[UInt8]], reading: Reading, blockReading: RailsTwoBlockReading = .asParsed,
         known: [String: Contribution] = [:], work: SharedWork) {
        var definitions: [String: [Site]] = [:]
        var partialIDs: [(prefix: String, suffix: String)] = []
        var referenceCounts: [String: Int] = [:]
        var fieldNames: Set<String> = []
        // Merged in the order of the templates, as if read one after the other.
        for part in work.map(templates.count, { index in
            let (path, bytes) = templates[index]
            if let part = known[path], part.byteCount == bytes.count { return part }
            return Contribution(path: path, bytes: bytes, reading: reading, blockReading: blockReading)
        }) {
            for name in part.references { referenceCounts[name, default: 0] += 1 }
            for (id, site) in part.definitions { definitions[id, default: []].append(site) }
            partialIDs += part.partialIDs
            fieldNames.formUnion(part.fieldNames)
        }
        for bytes in ruby {
            for name in reading.rubyReferences(bytes) { referenceCounts[name, default: 0] += 1 }
        }
        self.definitions = definitions.mapValues(\.exactlySized)
        definitionPaths = definitions.mapValues { Set($0.map(\.path)) }
        self.partialIDs = partialIDs
        self.fieldNames = fieldNames
        self.referenceCounts = referenceCounts
        let referenced = Set(referenceCounts.keys.filter(Self.isWord))
        var mentionCounts = NameMentions.occurrences(of: referenced, in: ruby + scripts)
        if !referenced.isEmpty {
            // The templates a few at a time: their texts may be read from disk at each pass.
            let chunk = Self.templatesPerMentionCount
            for counts in work.map((templates.count + chunk - 1) / chunk, { part in
                NameMentions.occurrences(of: referenced, in: (part * chunk..<min(templates.count, (part + 1) * chunk)).map { templates[$0].bytes })
            }) {
                mentionCounts.merge(counts, uniquingKeysWith: +)
            }
        }
        self.mentionCounts = mentionCounts
    }

    /// Whether an id is written with word bytes only (letters, digits, `_`, `-`), so that its
    /// mentions can be counted as words.
    public static func isWord(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
        }
    }

    /// Whether some element may have the id `id`: one defined with it, one whose known prefix
    /// and suffix fit around it, or a form builder field whose generated id it may be.
    public func mayDefine(_ id: String) -> Bool {
        definitions[id] != nil
            || partialIDs.contains { id.count > $0.prefix.count + $0.suffix.count && id.hasPrefix($0.prefix) && id.hasSuffix($0.suffix) }
            || fieldNames.contains { id.hasSuffix("_" + $0) }
    }

    /// Whether something besides the references names `id`: an id passed as a local, built
    /// in a helper, set by a script.
    public func isMentionedElsewhere(_ id: String) -> Bool {
        (mentionCounts[id] ?? 0) > (referenceCounts[id] ?? 0)
    }

    /// The text before the first dynamic part and after the last one, when either is known.
    fileprivate static func knownEnds(of value: AttributeValue) -> (prefix: String, suffix: String)? {
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

/// Turbo frames and the names links, forms and frames give them.
public enum TurboFrames {
    /// The attributes of `element` that name a frame to navigate: `data-turbo-frame` on any
    /// element (links, forms, submit buttons), `target` on a frame.
    /// Only the names are read in place; `filter` copied every attribute of every element to
    /// test it (issue 21: a fortieth of a cold run).
    public static func references(of element: Element) -> [Attribute] {
        let attributes = element.attributes
        let isFrame = element.name == "turbo-frame"
        return attributes.indices.filter { index in
            let name = Attribute.lowercased(attributes[index].name)
            return name == "data-turbo-frame" || (isFrame && name == "target")
        }.map { attributes[$0] }
    }

    /// How the frame index reads a template: frames define ids, frame references name them,
    /// and only templates that mention frames are parsed.
    static let reading = ElementIDIndex.Reading(
        definesID: { $0.name == "turbo-frame" },
        references: { template in template.elements.flatMap { references(of: $0).compactMap(\.value?.staticText) } },
        markers: [Array("turbo-frame".utf8), Array("turbo_frame".utf8)])
}

/// Turbo Stream targets: the ids `turbo_stream.replace "flash"` and `<turbo-stream target>` name.
public enum TurboStreamTargets {
    /// The literal targets of a template's streams, with where each is written.
    public static func targets(in template: Template, file: SourceFile) -> [(name: String, range: SourceRange, isVerbatim: Bool)] {
        var targets = template.turboStreamCalls.compactMap { call in call.target.map { ($0.text, $0.range, true) } }
        for element in template.elements where element.name == "turbo-stream" {
            if let attribute = element.attribute(named: "target"), let value = StaticValue(of: attribute, in: file) {
                targets.append((value.text, value.range, value.isVerbatim))
            } else if let attribute = element.attribute(named: "targets"), let value = StaticValue(of: attribute, in: file),
                      let id = IDSelector.id(in: value.text) {
                // `targets="#list"` selects the element with that id, as `target="list"` does.
                targets.append((id, SourceRange(start: value.range.start + 1, end: value.range.end), value.isVerbatim))
            }
        }
        return targets
    }

    /// How the target index reads a template: any element's id counts, every template is parsed;
    /// streams built in the app's Ruby name targets too.
    static let reading = ElementIDIndex.Reading(
        definesID: { _ in true },
        references: { template in targets(in: template, file: template.file).map(\.name) },
        rubyReferences: { bytes in RubyStreamTargets.targets(in: bytes).map(\.name) },
        markers: nil)
}
