import Dispatch
import Synchronization

/// What the server's main loop waits for: frames read from the client on the reader thread,
/// and project models built on background threads. One semaphore wakes the loop for either.
final class ServerInbox: Sendable {
    /// A project model built in the background, with what the build logged.
    struct Build: Sendable {
        var root: String
        var project: ProjectCache.Project
        var log: [String]
    }

    /// Everything that arrived since the last `take`.
    struct Arrivals {
        var frames: [Frame] = []
        var builds: [Build] = []
        /// The client's input ended.
        var ended = false
    }

    private let state = Mutex(Arrivals())
    private let arrived = DispatchSemaphore(value: 0)

    func put(_ frame: Frame) {
        state.withLock { $0.frames.append(frame) }
        arrived.signal()
    }

    func put(_ build: Build) {
        state.withLock { $0.builds.append(build) }
        arrived.signal()
    }

    func end() {
        state.withLock { $0.ended = true }
        arrived.signal()
    }

    /// Waits until something arrives or `deadline` passes (forever when nil); returns and
    /// clears everything that arrived.
    func take(until deadline: DispatchTime?) -> Arrivals {
        let hasArrivals = { self.state.withLock { !$0.frames.isEmpty || !$0.builds.isEmpty || $0.ended } }
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
            return taken
        }
    }
}
