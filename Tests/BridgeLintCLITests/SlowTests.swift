import Foundation
import Testing

/// Tests that build bridgelint in release (minutes each) run only when `BRIDGELINT_SLOW_TESTS=1`,
/// which `make test` and CI set; a plain `swift test` skips them with this note.
enum SlowTests {
    static var areEnabled: Bool {
        ProcessInfo.processInfo.environment["BRIDGELINT_SLOW_TESTS"] == "1"
    }

    static let note: Comment = "slow (a release build): `make test` runs it, or set BRIDGELINT_SLOW_TESTS=1"
}
