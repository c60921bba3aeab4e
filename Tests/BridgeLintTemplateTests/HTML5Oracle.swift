import Foundation
import Testing

/// html5lib, a WHATWG-conformant HTML parser, run by `Tests/Differential/html5lib_trees.py`
/// with the interpreter in `$BRIDGELINT_PYTHON` (default `python3`).
///
/// When html5lib cannot be imported, `require()` fails the test if `BRIDGELINT_REQUIRE_TOOLS=1`
/// (as `make test` and CI set it), and otherwise cancels it with a note on what to install.
enum HTML5Oracle {
    /// What html5lib built for one snippet.
    struct Parse: Decodable {
        /// (tag, depth) in document order, without `html`, `head`, `body` and implied `tbody`.
        var tree: [Node]
        var errors: [ParseError]
    }

    struct Node: Decodable, Equatable, CustomStringConvertible {
        var tag: String
        var depth: Int

        init(tag: String, depth: Int) {
            self.tag = tag
            self.depth = depth
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            tag = try container.decode(String.self)
            depth = try container.decode(Int.self)
        }

        var description: String { "\(depth):\(tag)" }
    }

    struct ParseError: Decodable {
        var line: Int
        var column: Int
        var code: String

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            line = try container.decode(Int.self)
            column = try container.decode(Int.self)
            code = try container.decode(String.self)
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static var interpreter: String {
        ProcessInfo.processInfo.environment["BRIDGELINT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Differential/html5lib_trees.py")

    /// Returns when html5lib can be imported; otherwise fails or cancels the test.
    static func require() throws {
        let probe = try? run(["-c", "import html5lib"], input: Data())
        guard probe?.status != 0 else { return }
        let problem = probe == nil ? "cannot run the Python interpreter `\(interpreter)`" : "`\(interpreter)` cannot import `html5lib`"
        let remedy = "install the PyPI package `html5lib` (listed in Tests/python-requirements.txt; `make test` installs it), "
            + "or point BRIDGELINT_PYTHON at a Python that has it"
        if ProcessInfo.processInfo.environment["BRIDGELINT_REQUIRE_TOOLS"] == "1" {
            throw Missing(description: "\(problem): \(remedy)")
        }
        try Test.cancel("skipped: \(problem); to run this test, \(remedy)")
    }

    /// Parses every snippet in one run of the script.
    static func parse(_ snippets: [String]) throws -> [Parse] {
        let result = try run([script.path], input: try JSONEncoder().encode(snippets))
        guard result.status == 0 else { throw Missing(description: "html5lib_trees.py exited with \(result.status)") }
        return try JSONDecoder().decode([Parse].self, from: result.output)
    }

    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [interpreter] + arguments
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = inputPipe
        try process.run()
        // The script reads all of its input before it writes: no deadlock on large input.
        inputPipe.fileHandleForWriting.write(input)
        try inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
