import BridgeLintCore

/// `bridgelint components --format json`, schema version 1 (documented in README.md,
/// "bridgelint components").
public enum ComponentMatrixJSONRenderer {
    public static let schemaVersion = 1

    /// `root` is the project root as the user named it; paths in the matrix are relative to it.
    public static func render(_ matrix: ComponentMatrix, root: String, toolVersion: String) -> String {
        let document = JSONValue.object([
            ("version", .number(schemaVersion)),
            ("tool", .object([("name", .string("bridgelint")), ("version", .string(toolVersion))])),
            ("root", .string(root)),
            ("components", .array(matrix.components.map(encode))),
            ("notes", .array(matrix.notes.map { .string($0) })),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    static func encode(_ component: ComponentMatrix.Component) -> JSONValue {
        .object([
            ("identifier", .optional(component.identifier)),
            ("component", .optional(component.name)),
            ("web", component.web.map { web in
                .object([
                    ("location", encode(web.location)),
                    ("events", .array(web.events.map { event in
                        .object([("name", .optional(event.name)), ("keys", .array(event.keys.map { .string($0) })),
                                 ("keysAreDynamic", .bool(event.keysAreDynamic))])
                    })),
                ])
            } ?? .null),
            ("ios", .array(component.ios.map(encode))),
            ("android", .array(component.android.map(encode))),
            ("usage", component.usage.map { usage in
                .object([("templates", .number(usage.templates)), ("uses", .number(usage.uses)),
                         ("pages", usage.pages.map { .array($0.map(JSONValue.string)) } ?? .null)])
            } ?? .null),
            ("rules", .array(component.rules.map { .string($0) })),
        ])
    }

    static func encode(_ side: ComponentMatrix.NativeSide) -> JSONValue {
        .object([
            ("class", .optional(side.className)),
            ("location", side.location.map(encode) ?? .null),
            ("registration", .string(side.registration.rawValue)),
            ("messages", .array(side.messages.map { message in
                .object([
                    ("name", .string(message.name)),
                    ("location", encode(message.location)),
                    ("customDecoding", .bool(message.hasCustomDecoding)),
                    ("fields", .array(message.fields.map { field in
                        .object([("property", .string(field.property)), ("key", .string(field.key)),
                                 ("type", .string(field.type)), ("required", .bool(field.isRequired))])
                    })),
                ])
            })),
        ])
    }

    static func encode(_ location: ComponentMatrix.Location) -> JSONValue {
        .object([("path", .string(location.path)), ("line", location.line.map { .number($0) } ?? .null)])
    }
}
