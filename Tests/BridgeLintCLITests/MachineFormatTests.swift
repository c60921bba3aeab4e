import BridgeLintTestSupport
import Foundation
import Testing

/// The CI formats as their consumers read them: SARIF checked against the real 2.1.0 schema
/// (with Python's `jsonschema`, see `PythonTool`), the XML formats parsed as XML.
@Suite struct MachineFormatTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/sarif-schema-2.1.0.json")

    /// Validates the document in argv[2] against the schema in argv[1]; prints each error.
    static let validator = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    document = json.load(open(sys.argv[2], encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = list(validator.iter_errors(document))
    for error in errors:
        print("/".join(map(str, error.absolute_path)) + ": " + error.message[:300])
    sys.exit(1 if errors else 0)
    """

    /// Runs the schema validation on `document`: its exit status and what it printed.
    private func validate(_ document: String) throws -> (status: Int32, output: String) {
        let file = ScratchFolder.path("report", suffix: ".sarif")
        try document.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try PythonTool.jsonschema.require()
        return try PythonTool.run(["-c", Self.validator, Self.schema.path, file.path])
    }

    @Test(arguments: ["todo-app", "clean-app"])
    func sarifOutputIsValidAgainstTheSchema(_ app: String) throws {
        let result = try BinaryRunner.run(["check", "Examples/\(app)", "--format", "sarif"])
        #expect(result.standardError.isEmpty, "stderr: \(result.standardError)")
        let validation = try validate(result.standardOutput)
        #expect(validation.status == 0, "SARIF output of \(app) is not valid:\n\(validation.output)")
    }

    /// The check above passes only if the validator can fail: a missing `jsonschema`, or a
    /// validator that accepts anything, must not look like valid output.
    @Test func theSchemaValidationRejectsABrokenDocument() throws {
        let result = try BinaryRunner.run(["check", "Examples/todo-app", "--format", "sarif"])
        let broken = result.standardOutput.replacingOccurrences(of: #""level": "error""#, with: #""level": "fatal""#)
        #expect(broken != result.standardOutput)
        let validation = try validate(broken)
        #expect(validation.status == 1, "\(validation.output)")
        #expect(validation.output.contains("'fatal' is not one of"), "\(validation.output)")
    }

    @Test(arguments: ["junit", "checkstyle"])
    func xmlOutputIsWellFormed(_ format: String) throws {
        for app in ["todo-app", "clean-app"] {
            let result = try BinaryRunner.run(["check", "Examples/\(app)", "--format", format])
            try PythonTool.standardLibrary.require()
            let parse = try PythonTool.run(["-c", "import sys, xml.etree.ElementTree as ET; ET.fromstring(sys.stdin.buffer.read())"], input: result.standardOutput)
            #expect(parse.status == 0, "\(format) output of \(app) is not well-formed XML:\n\(parse.output)")
        }
    }

    @Test func helpAndUsageErrorsNameEveryFormat() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.standardOutput.contains("text|json|sarif|github|junit|checkstyle|gitlab"), "\(help.standardOutput)")
        let typo = try BinaryRunner.run(["check", "Examples/clean-app", "--format", "sraif"])
        #expect(typo.exitCode == 2)
        #expect(typo.standardError.contains("text, json, sarif, github, junit, checkstyle, gitlab"), "\(typo.standardError)")
    }
}
