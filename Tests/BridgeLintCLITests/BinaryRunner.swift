import BridgeLintTestSupport
import Foundation

/// Runs the built `bridgelint` binary, as users do.
struct BinaryRunner {
    struct Result {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle (SwiftPM builds it because the tests depend on it).
    static let binary: URL = {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            testBundle.appendingPathComponent("bridgelint"),
            testBundle.deletingLastPathComponent().appendingPathComponent("bridgelint"),
            packageRoot.appendingPathComponent(".build/debug/bridgelint"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }()

    /// The result cache of the binaries the tests run: one folder per test process, in its
    /// scratch folder.
    static let cacheFolder = ScratchFolder.url.appendingPathComponent("cache")

    /// Runs `count` processes of the binary at once with the same arguments, output discarded,
    /// and waits for them all.
    static func runTogether(_ count: Int, _ arguments: [String], in directory: URL, environment: [String: String]) throws {
        let runs = (0..<count).map { _ in Process() }
        for process in runs {
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        for process in runs { try process.run() }
        for process in runs { process.waitUntilExit() }
    }

    /// Runs the binary, or with `tool`, another program found on `PATH` (`patch`, `git`, a shell).
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:], input: String? = nil,
                    tool: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = tool == nil ? binary : URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = tool.map { [$0] + arguments } ?? arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        // Runs in the package (the examples) keep their cache outside it.
        variables["BRIDGELINT_CACHE_DIR"] = cacheFolder.path
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(exitCode: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }
}
