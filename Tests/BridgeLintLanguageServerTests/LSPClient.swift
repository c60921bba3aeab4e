import BridgeLintCore
@testable import BridgeLintLanguageServer
import Dispatch
import Foundation
import Synchronization

/// Runs the built `bridgelint lsp` as a subprocess and talks JSON-RPC to it over pipes, as an
/// editor does. Every wait is bounded, so a broken server fails the test instead of hanging it.
final class LSPClient {
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// The binary next to the test bundle (SwiftPM builds it because the tests depend on it).
    static let binary: URL = {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            testBundle.appendingPathComponent("bridgelint"),
            testBundle.deletingLastPathComponent().appendingPathComponent("bridgelint"),
            packageRoot.appendingPathComponent(".build/debug/bridgelint"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }()

    private let process = Process()
    private let input = Pipe()
    private let inbox = Inbox()
    /// Seconds any one wait may take.
    private let timeout: Double
    private var nextID = 1

    init(timeout: Double = 20) throws {
        self.timeout = timeout
        let output = Pipe()
        process.executableURL = LSPClient.binary
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // A server that died must fail the test through a write error, not kill it by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        let inbox = inbox
        Thread.detachNewThread {
            var reader = MessageReader(descriptor: descriptor)
            while let frame = reader.next() {
                guard case .message(let body) = frame else { continue }
                inbox.put((try? JSONParser.parse(body)) ?? .string("unparsable: " + String(decoding: body, as: UTF8.self)))
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends `body` framed, as it is (it need not be valid JSON).
    func sendRaw(_ body: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
    }

    /// Sends `bytes` as they are, unframed: broken headers, wrong lengths.
    func sendUnframed(_ bytes: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(bytes.utf8))
    }

    /// The server's resident memory in kilobytes (`VmRSS` in /proc), nil where unknown.
    var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// Sends a request and waits for its response (the whole response object).
    func request(_ method: String, _ params: String = "null") throws -> JSONValue {
        let id = nextID
        nextID += 1
        try sendRaw(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return try receive("the response to \(method)") { $0["id"] == .number(id) && $0["method"] == nil }
    }

    func notify(_ method: String, _ params: String = "{}") throws {
        try sendRaw(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// Sends one notification per params in a single write, so that they reach the server as a
    /// burst however loaded the machine is.
    func notifyInOneWrite(_ method: String, _ paramsList: [String]) throws {
        let frames = paramsList.map { params in
            let body = #"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#
            return "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        }
        try sendUnframed(frames.joined())
    }

    /// The params of the next notification `method` from the server.
    func notification(_ method: String) throws -> JSONValue {
        try receive(method) { $0["method"] == .string(method) && $0["id"] == nil }["params"] ?? .null
    }

    /// The next message from the server that matches, in arrival order.
    func receive(_ what: String, where matches: @escaping (JSONValue) -> Bool) throws -> JSONValue {
        let deadline = DispatchTime.now() + timeout
        while true {
            if let message = inbox.take(where: matches) { return message }
            guard inbox.wait(until: deadline) else { throw Timeout(description: "no \(what) from the server in \(timeout) s") }
        }
    }

    /// Closes the server's input and waits for it to end; its exit code.
    func waitForExit() throws -> Int32 {
        try input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            guard Date() < deadline else { throw Timeout(description: "the server did not exit in \(timeout) s") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }
}

/// Messages read from the server, handed from the reading thread to the test.
private final class Inbox: Sendable {
    private let messages = Mutex<[JSONValue]>([])
    private let arrived = DispatchSemaphore(value: 0)

    func put(_ message: JSONValue) {
        messages.withLock { $0.append(message) }
        arrived.signal()
    }

    func take(where matches: (JSONValue) -> Bool) -> JSONValue? {
        messages.withLock { messages in
            messages.firstIndex(where: matches).map { messages.remove(at: $0) }
        }
    }

    /// Waits for another message; false at the deadline.
    func wait(until deadline: DispatchTime) -> Bool {
        arrived.wait(timeout: deadline) == .success
    }
}
