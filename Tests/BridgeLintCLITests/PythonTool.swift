import BridgeLintTestSupport
import Foundation
import Testing

/// A Python tool a test drives, run by the interpreter in `$BRIDGELINT_PYTHON` (default
/// `python3`; `make test` points it at `.build/venv`, where it installed the tools listed in
/// `Tests/python-requirements.txt`).
///
/// When the module is missing, `require()` fails the test if `BRIDGELINT_REQUIRE_TOOLS=1`
/// (as `make test` and CI set it), and otherwise cancels it with a note on what to install,
/// so a plain `swift test` passes on a machine without the tool.
struct PythonTool {
    /// The name Python imports.
    var module: String
    /// The PyPI package that provides it; `nil` for Python's standard library.
    var package: String?

    static let preCommit = PythonTool(module: "pre_commit", package: "pre-commit")
    static let jsonschema = PythonTool(module: "jsonschema", package: "jsonschema")
    /// The interpreter alone, for the standard library.
    static let standardLibrary = PythonTool(module: "sys", package: nil)

    static var interpreter: String {
        ProcessInfo.processInfo.environment["BRIDGELINT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"
    }

    static var toolsAreRequired: Bool {
        ProcessInfo.processInfo.environment["BRIDGELINT_REQUIRE_TOOLS"] == "1"
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Returns when the interpreter can import the module; otherwise fails or cancels the test.
    func require() throws {
        let probe = try? Self.run(["-c", "import \(module)"])
        guard probe?.status != 0 else { return }
        // `env` exits 127 when it cannot find or run the interpreter.
        let problem = (probe?.status ?? 127) == 127 ? "cannot run the Python interpreter `\(Self.interpreter)`"
            : "`\(Self.interpreter)` cannot import `\(module)`"
        let remedy = package.map { "install the PyPI package `\($0)` (`make test` installs it into .build/venv), " }
            ?? "install Python 3 (`make test` installs it), "
        let alternative = "or point BRIDGELINT_PYTHON at a Python that has it"
        if Self.toolsAreRequired {
            throw Missing(description: "\(problem): \(remedy)\(alternative)")
        }
        try Test.cancel("skipped: \(problem); to run this test, \(remedy)\(alternative)")
    }

    /// Runs the interpreter with `arguments`; both output streams are returned together.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    input: String? = nil) throws -> (status: Int32, output: String) {
        try Subprocess.run("/usr/bin/env", [interpreter] + arguments, in: directory, environment: environment, input: input)
    }
}

/// Runs a program to its end and collects what it printed (stdout and stderr together).
enum Subprocess {
    /// A program that had to succeed and did not.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the program and returns its output; throws when it exits with another status than 0.
    @discardableResult
    static func succeed(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                        environment: [String: String] = [:]) throws -> String {
        let result = try run(executable, arguments, in: directory, environment: environment)
        guard result.status == 0 else {
            throw Failure(description: "`\(([executable] + arguments).joined(separator: " "))` exited with \(result.status):\n\(result.output)")
        }
        return result.output
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:], input: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Its temporary folder is the scratch folder, removed when the tests end: programs leave
        // things in theirs (`swift --version` an empty folder, SwiftPM its lock files).
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": ScratchFolder.url.path]) { $1 }.merging(environment) { $1 }
        let pipe = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
