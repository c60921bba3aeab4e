import Foundation
import Testing
@testable import BridgeLintReporters

/// The `--diff` renderer: the exact shape `diff -u` prints, and patches the real `patch` applies.
@Suite struct UnifiedDiffTests {
    private func render(_ old: String, _ new: String) -> String {
        UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: "app/x.erb")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(render(old, new) == """
            --- a/app/x.erb
            +++ b/app/x.erb
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func equalTextsGiveNothing() {
        #expect(render("a\nb\n", "a\nb\n").isEmpty)
        #expect(render("", "").isEmpty)
    }

    @Test func distantChangesAreSeparateHunksAndCloseOnesJoin() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\nnineteen\n")
        #expect(render(old, far).components(separatedBy: "\n@@ ").count == 3)
        let near = old.replacingOccurrences(of: "\n5\n", with: "\nfive\n").replacingOccurrences(of: "\n10\n", with: "\nten\n")
        #expect(render(old, near).components(separatedBy: "\n@@ ").count == 2)
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(render("a\nb", "a\nc") == "--- a/app/x.erb\n+++ b/app/x.erb\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        #expect(render("a", "a\n") == "--- a/app/x.erb\n+++ b/app/x.erb\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
        #expect(render("", "a\n") == "--- a/app/x.erb\n+++ b/app/x.erb\n@@ -0,0 +1 @@\n+a\n")
    }

    /// Random edits of random texts: `patch` turns the old text into the new one every time.
    @Test func patchAppliesRandomDiffs() throws {
        // A linear congruential sequence: deterministic, so a failure repeats.
        var seed: UInt64 = 11
        func random(_ range: ClosedRange<Int>) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for _ in 0..<40 {
            let words = ["<div>", "</div>", "x", "", "  <a>", "y"]
            var lines = (0..<random(0...25)).map { _ in words[random(0...(words.count - 1))] }
            let old = lines.joined(separator: "\n") + (random(0...1) == 1 ? "\n" : "")
            for _ in 0..<random(1...4) {
                let index = random(0...lines.count)
                switch random(0...2) {
                case 0: lines.insert("new", at: index)
                case 1 where index < lines.count: lines.remove(at: index)
                default: if index < lines.count { lines[index] += "!" }
                }
            }
            let new = lines.joined(separator: "\n") + (random(0...1) == 1 ? "\n" : "")
            let file = folder.appendingPathComponent("app/x.erb")
            try Data(old.utf8).write(to: file)
            let diff = render(old, new)
            guard !diff.isEmpty else {
                #expect(old == new)
                continue
            }
            let patch = Process()
            patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            patch.arguments = ["patch", "-p1", "--quiet", "--force"]
            patch.currentDirectoryURL = folder
            let input = Pipe()
            patch.standardInput = input
            patch.standardOutput = Pipe()
            try patch.run()
            input.fileHandleForWriting.write(Data(diff.utf8))
            try input.fileHandleForWriting.close()
            patch.waitUntilExit()
            #expect(patch.terminationStatus == 0, "\(diff)")
            #expect(try String(contentsOf: file, encoding: .utf8) == new, "old: \(old.debugDescription)\nnew: \(new.debugDescription)\n\(diff)")
        }
    }
}
