import BridgeLintCore
import Foundation

/// A `Rules/<id>.md` file read for tests: its examples, with the ranges their markers expect.
///
/// Conventions of the fenced blocks:
/// - ` ```erb bad ` / ` ```erb good ` (optionally `path=...`) is an example template.
/// - ` ```<lang> file=<path> ` is a project file (a controller, a Swift or Kotlin component, a
///   model, `db/schema.rb`). File blocks before the first example are shared by every example of
///   the document; file blocks after an example, up to the next `erb` example, belong to that
///   example only (and replace a shared file with the same path).
/// - A marker line holds only spaces, tabs and carets (`^^^^`), optionally followed by a note; it
///   marks the range on the line above it, and is removed before the file is written. Markers may
///   sit in the example template and in any file block. A note that starts with a severity
///   (`^^^^ warning: closes at the same place anyway`) is the finding's expected severity.
struct RuleDocument {
    /// A project file of an example, with marker lines removed.
    struct File {
        var path: String
        var text: String
        /// Expected diagnostic ranges as (line, start column, end column), 1-based, scalars.
        var markers: [Marker]
    }

    /// `severity` is the `error`, `warning` or `info` a note starts with, if it does.
    typealias Marker = (line: Int, start: Int, end: Int, severity: String?)

    struct Example {
        var isBad: Bool
        /// The template with marker lines removed.
        var source: String
        /// Where the template goes in the example project.
        var path: String
        var markers: [Marker]
        /// Files that only this example has (written after the document's shared files).
        var ownFiles: [File] = []
        /// The example's line in the document, for failure messages.
        var documentLine: Int
    }

    var id: String
    var path: String
    var text: String
    var examples: [Example] = []
    /// Project files written before the first example, shared by every example of the document.
    var projectFiles: [File] = []

    static var rulesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Rules")
    }

    static func loadAll() throws -> [RuleDocument] {
        let names = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            let url = rulesFolder.appendingPathComponent(name)
            return RuleDocument(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    init(path: String, text: String) {
        self.path = path
        self.text = text
        let lines = text.components(separatedBy: "\n")
        id = lines.first.map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : "" } ?? ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```"), line.count > 3 else { index += 1; continue }
            let info = line.dropFirst(3).split(separator: " ").map(String.init)
            var body: [String] = []
            let start = index
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            index += 1
            let attributes = Dictionary(info.dropFirst().compactMap { word -> (String, String)? in
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }, uniquingKeysWith: { $1 })
            if info.first == "erb", info.contains("bad") || info.contains("good") {
                let (source, markers) = Self.removingMarkers(body)
                examples.append(Example(isBad: info.contains("bad"), source: source, path: attributes["path"] ?? "app/views/examples/show.html.erb",
                                        markers: markers, documentLine: start + 1))
            } else if let file = attributes["file"] {
                let (source, markers) = Self.removingMarkers(body)
                let projectFile = File(path: file, text: source, markers: markers)
                if examples.isEmpty {
                    projectFiles.append(projectFile)
                } else {
                    examples[examples.count - 1].ownFiles.append(projectFile)
                }
            }
        }
    }

    /// The document's `## ` sections in order, each with the lines up to the next one; headings
    /// inside fenced blocks are text, not sections.
    var sections: [(title: String, lines: [String])] {
        var result: [(title: String, lines: [String])] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                result.append((String(line.dropFirst(3)), []))
            } else if !result.isEmpty {
                result[result.count - 1].lines.append(line)
            }
        }
        return result
    }

    /// Every file of an example's project: the shared files (unless the example replaces one),
    /// the example's own files, then the template itself.
    func files(of example: Example) -> [File] {
        let own = Set(example.ownFiles.map(\.path) + [example.path])
        return projectFiles.filter { !own.contains($0.path) } + example.ownFiles
            + [File(path: example.path, text: example.source, markers: example.markers)]
    }

    /// The text without its marker lines, and the ranges the markers mark.
    private static func removingMarkers(_ body: [String]) -> (String, [Marker]) {
        var source: [String] = []
        var markers: [Marker] = []
        for line in body {
            let scalars = Array(line.unicodeScalars)
            if let first = scalars.firstIndex(of: "^"), scalars[..<first].allSatisfy({ $0 == " " || $0 == "\t" }), !source.isEmpty {
                var end = first
                while end < scalars.count, scalars[end] == "^" { end += 1 }
                let note = String(String.UnicodeScalarView(scalars[end...])).trimmingCharacters(in: .whitespaces)
                let severity = ["error", "warning", "info"].first { note == $0 || note.hasPrefix($0 + ":") }
                markers.append((source.count, first + 1, end + 1, severity))
            } else {
                source.append(line)
            }
        }
        return (source.joined(separator: "\n") + "\n", markers)
    }
}
