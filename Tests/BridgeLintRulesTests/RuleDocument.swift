import BridgeLintCore
import Foundation

/// A `Rules/<id>.md` file read for tests: its examples, with the ranges their markers expect.
struct RuleDocument {
    struct Example {
        var isBad: Bool
        /// The template with marker lines removed.
        var source: String
        /// Where the template goes in the example project.
        var path: String
        /// Expected diagnostic ranges as (line, start column, end column), 1-based, scalars.
        var markers: [(line: Int, start: Int, end: Int)]
        /// The example's line in the document, for failure messages.
        var documentLine: Int
    }

    var id: String
    var path: String
    var text: String
    var examples: [Example] = []
    /// Extra project files (`js file=...` blocks), shared by every example of the document.
    var projectFiles: [(path: String, text: String)] = []

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
                examples.append(RuleDocument.example(body, isBad: info.contains("bad"), path: attributes["path"], documentLine: start + 1))
            } else if let file = attributes["file"] {
                projectFiles.append((file, body.joined(separator: "\n") + "\n"))
            }
        }
    }

    /// A marker line holds only spaces, tabs and carets (`^^^^`), optionally followed by a
    /// note; it marks the range on the line above it.
    private static func example(_ body: [String], isBad: Bool, path: String?, documentLine: Int) -> Example {
        var source: [String] = []
        var markers: [(Int, Int, Int)] = []
        for line in body {
            let scalars = Array(line.unicodeScalars)
            if let first = scalars.firstIndex(of: "^"), scalars[..<first].allSatisfy({ $0 == " " || $0 == "\t" }), !source.isEmpty {
                var end = first
                while end < scalars.count, scalars[end] == "^" { end += 1 }
                markers.append((source.count, first + 1, end + 1))
            } else {
                source.append(line)
            }
        }
        return Example(isBad: isBad, source: source.joined(separator: "\n") + "\n", path: path ?? "app/views/examples/show.html.erb",
                       markers: markers, documentLine: documentLine)
    }
}
