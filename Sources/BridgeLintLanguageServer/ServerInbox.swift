import BridgeLintCore
import BridgeLintReporters
import Dispatch

/// What the server's main loop waits for: frames read from the client on the reader thread,
/// and project models built on background threads. One semaphore wakes the loop for either.
final class ServerInbox: Sendable {
    /// A project model built in the background, with what the build logged.
    struct Build: Sendable {
        var root: String
        var project: ProjectCache.Project
        var log: [String]
    }

    /// What a whole-project run in the background is given.
    struct FindingsRequest: Sendable {
        var root: String
        /// Which state of the project's files the run sees (see `Findings`).
        var generation: Int
        var project: ProjectCache.Project
    }

    /// Whole-project findings in code files computed in the background, by absolute path.
    struct Findings: Sendable {
        var root: String
        var generation: Int
        var byPath: [String: FileReport]
    }

    /// Everything that arrived since the last `take`.
    struct Arrivals {
        var frames: [Frame] = []
        var builds: [Build] = []
        var findings: [Findings] = []
        /// The client's input ended.
        var ended = false
    }

    private let state = Locked(Arrivals())
    private let arrived = DispatchSemaphore(value: 0)

    func put(_ frame: Frame) {
        state.withLock { $0.frames.append(frame) }
        arrived.signal()
    }

    func put(_ build: Build) {
        state.withLock { $0.builds.append(build) }
        arrived.signal()
    }

    func put(_ findings: Findings) {
        state.withLock { $0.findings.append(findings) }
        arrived.signal()
    }

    func end() {
        state.withLock { $0.ended = true }
        arrived.signal()
    }

    /// Waits until something arrives or `deadline` passes (forever when nil); returns and
    /// clears everything that arrived.
    func take(until deadline: DispatchTime?) -> Arrivals {
        let hasArrivals = { self.state.withLock { !$0.frames.isEmpty || !$0.builds.isEmpty || !$0.findings.isEmpty || $0.ended } }
        while !hasArrivals() {
            if let deadline {
                guard arrived.wait(timeout: deadline) == .success else { break }
            } else {
                arrived.wait()
            }
        }
        return state.withLock { arrivals in
            let taken = arrivals
            arrivals.frames = []
            arrivals.builds = []
            arrivals.findings = []
            return taken
        }
    }
}
