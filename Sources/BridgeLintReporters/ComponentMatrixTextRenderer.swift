/// `bridgelint components` for people: one block per component, lines kept within 100 columns
/// where the paths allow.
public enum ComponentMatrixTextRenderer {
    static let width = 100
    /// The column values start at: two spaces, the longest label (`messages:`), two spaces.
    static let labelWidth = 13

    /// `root` is the project root as the user named it; paths in the matrix are relative to it.
    public static func render(_ matrix: ComponentMatrix, root: String) -> String {
        let count = matrix.components.count
        var lines = ["\(count) bridge component\(count == 1 ? "" : "s") in \(root) (paths relative to it).",
                     "Native message keys marked `?` may be missing; the others are required."]
        for component in matrix.components {
            lines.append("")
            lines += block(component)
        }
        if !matrix.notes.isEmpty {
            lines.append("")
            lines += matrix.notes.map { "note: \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func block(_ component: ComponentMatrix.Component) -> [String] {
        var lines = [heading(component)]
        lines += labelled("web:", [web(component)])
        lines += labelled("iOS:", native(component.ios))
        lines += labelled("Android:", native(component.android))
        lines += labelled("messages:", messages(component))
        lines += labelled("used:", [usage(component.usage)])
        if let pages = component.usage?.pages, !pages.isEmpty { lines += labelled("pages:", pageList(pages)) }
        lines += labelled("rules:", [component.rules.isEmpty ? "none" : component.rules.joined(separator: ", ")])
        return lines
    }

    static func heading(_ component: ComponentMatrix.Component) -> String {
        switch (component.identifier, component.name) {
        case let (identifier?, name?): "\(identifier)  (component \"\(name)\")"
        case let (identifier?, nil): "\(identifier)  (no static component)"
        case let (nil, name?): "component \"\(name)\"  (native only)"
        case (nil, nil): "\((component.ios + component.android).first?.className ?? "?")  (native, name not a literal)"
        }
    }

    static func web(_ component: ComponentMatrix.Component) -> String {
        guard let web = component.web else {
            return component.name.map { "none: no controller has static component = \"\($0)\"" } ?? "none"
        }
        return location(web.location)
    }

    static func native(_ sides: [ComponentMatrix.NativeSide]) -> [String] {
        guard !sides.isEmpty else { return ["none"] }
        return sides.flatMap { side in
            ["\(side.className ?? "(class unknown)"), \(side.registration.rawValue)"] + (side.location.map { [location($0)] } ?? [])
        }
    }

    /// Per side, one line per sent event or decoded struct: `web      connect: title, image`.
    static func messages(_ component: ComponentMatrix.Component) -> [String] {
        var rows: [(side: String, text: String)] = []
        if let web = component.web {
            rows += web.events.isEmpty ? [("web", "sends nothing")] : web.events.map { ("web", event($0)) }
        }
        for (side, natives) in [("iOS", component.ios), ("Android", component.android)] {
            rows += natives.flatMap(\.messages).map { (side, message($0)) }
        }
        guard !rows.isEmpty else { return ["none"] }
        // The side is named on its first row only.
        return rows.enumerated().flatMap { index, row in
            let side = index > 0 && rows[index - 1].side == row.side ? "" : row.side
            return wrap(row.text, firstPrefix: padded(side, to: 9), indent: labelWidth + 9)
        }
    }

    static func event(_ event: ComponentMatrix.SentEvent) -> String {
        let keys = event.keys + (event.keysAreDynamic ? ["…"] : [])
        return "\(event.name.map { "\"\($0)\"" } ?? "(computed event)"): " + (keys.isEmpty ? "no data" : keys.joined(separator: ", "))
    }

    static func message(_ message: ComponentMatrix.Message) -> String {
        let keys = message.fields.map { field in
            (field.isRequired ? field.key : field.key + "?") + (field.property == field.key ? "" : " (\(field.property))")
        }
        let name = message.hasCustomDecoding ? "\(message.name) (custom init(from:))" : message.name
        return "\(name): " + (keys.isEmpty ? "no keys" : keys.joined(separator: ", "))
    }

    static func usage(_ usage: ComponentMatrix.Usage?) -> String {
        guard let usage else { return "no identifier to look for" }
        guard usage.uses > 0 else { return "no template names it in a literal data-controller" }
        return "\(usage.templates) template\(usage.templates == 1 ? "" : "s"), \(usage.uses) use\(usage.uses == 1 ? "" : "s")"
    }

    /// The pages showing a component, a few per line, at most `maximumPagesListed`.
    static func pageList(_ pages: [String]) -> [String] {
        let listed = pages.prefix(maximumPagesListed).map { $0 }
        var lines = [listed.count == pages.count ? "\(pages.count) page\(pages.count == 1 ? "" : "s")" : "\(pages.count) pages, the first \(listed.count):"]
        lines += listed
        return lines
    }

    static let maximumPagesListed = 10

    static func location(_ location: ComponentMatrix.Location) -> String {
        location.line.map { "\(location.path):\($0)" } ?? location.path
    }

    /// `label` before the first line, the others aligned under it.
    static func labelled(_ label: String, _ values: [String]) -> [String] {
        values.enumerated().map { index, value in
            let prefix = index == 0 ? "  " + label : ""
            return padded(prefix, to: labelWidth) + value
        }
    }

    static func padded(_ text: String, to length: Int) -> String {
        text + String(repeating: " ", count: max(0, length - text.count))
    }

    /// Breaks `text` at spaces so lines fit `width` once indented; the first line starts
    /// with `firstPrefix`, the others with spaces up to `indent` (counted from the line start).
    static func wrap(_ text: String, firstPrefix: String, indent: Int) -> [String] {
        let room = width - indent
        var lines: [String] = []
        var current = ""
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + piece.count > room {
                lines.append(current)
                current = String(piece)
            } else {
                current += current.isEmpty ? String(piece) : " " + piece
            }
        }
        lines.append(current)
        let continuation = String(repeating: " ", count: indent - labelWidth)
        return lines.enumerated().map { index, line in (index == 0 ? firstPrefix : continuation) + line }
    }
}
