import CYAML

/// Reads one YAML document into a `ConfigValue` tree with libyaml's event API, keeping libyaml's
/// positions. Iterative, with a nesting limit, so hostile files cannot exhaust the stack.
enum YAMLReader {
    static let maximumDepth = 64

    enum Failure: Error, Equatable {
        case syntax(message: String, location: FileLocation)
    }

    /// The document's root value, `nil` for an empty file.
    static func read(_ bytes: [UInt8]) -> Result<ConfigValue?, Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(.syntax(message: "cannot start the YAML parser", location: FileLocation(line: 1, column: 1)))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder()
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let message = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { " " + String(cString: $0) } ?? ""
                    return .failure(.syntax(message: "malformed YAML: \(message)\(context)", location: location(parser.problem_mark)))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return .success(builder.root) }
                if let failure = builder.consume(event) { return .failure(failure) }
            }
        }
    }

    static func location(_ mark: yaml_mark_t) -> FileLocation {
        FileLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// Builds the tree from events with an explicit stack of open collections.
    private struct TreeBuilder {
        struct Frame {
            var isMap: Bool
            var location: FileLocation
            var items: [ConfigValue] = []
            var entries: [ConfigEntry] = []
            var pendingKey: (key: String, location: FileLocation)?
        }

        var stack: [Frame] = []
        var root: ConfigValue?
        var documents = 0

        mutating func consume(_ event: yaml_event_t) -> Failure? {
            let start = YAMLReader.location(event.start_mark)
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 { return .syntax(message: "the file holds more than one YAML document; keep one", location: start) }
            case YAML_ALIAS_EVENT:
                return .syntax(message: "YAML aliases (`*name`) are not supported here; write the value out", location: start)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
                return add(ConfigValue(isPlain ? Self.resolvePlain(text) : .string(text), location: start), scalarText: text)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < YAMLReader.maximumDepth else {
                    return .syntax(message: "the YAML is nested more than \(YAMLReader.maximumDepth) levels deep", location: start)
                }
                stack.append(Frame(isMap: event.type == YAML_MAPPING_START_EVENT, location: start))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return nil }
                let kind: ConfigValue.Kind = frame.isMap ? .map(frame.entries) : .array(frame.items)
                return add(ConfigValue(kind, location: frame.location), scalarText: nil)
            default: break
            }
            return nil
        }

        /// Adds a finished value to the open collection; `scalarText` is the source text of a
        /// scalar, which becomes the key when a map expects one.
        private mutating func add(_ value: ConfigValue, scalarText: String?) -> Failure? {
            guard var frame = stack.popLast() else {
                root = value
                return nil
            }
            defer { stack.append(frame) }
            guard frame.isMap else {
                frame.items.append(value)
                return nil
            }
            if let key = frame.pendingKey {
                frame.entries.append(ConfigEntry(key: key.key, keyLocation: key.location, value: value))
                frame.pendingKey = nil
                return nil
            }
            guard let key = scalarText else {
                return .syntax(message: "map keys must be plain names, not \(value.kindDescription)", location: value.location)
            }
            frame.pendingKey = (key, value.location)
            return nil
        }

        /// YAML 1.2 core schema for plain scalars: `off`, `yes` and `no` stay strings.
        static func resolvePlain(_ text: String) -> ConfigValue.Kind {
            switch text {
            case "", "~", "null", "Null", "NULL": return .null
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            default: break
            }
            if let number = Int(text) { return .integer(number) }
            if text.hasPrefix("0x"), let number = Int(text.dropFirst(2), radix: 16) { return .integer(number) }
            if text.hasPrefix("0o"), let number = Int(text.dropFirst(2), radix: 8) { return .integer(number) }
            if let first = text.unicodeScalars.first, "0123456789.-+".unicodeScalars.contains(first), let number = Double(text) {
                return .double(number)
            }
            return .string(text)
        }
    }
}
