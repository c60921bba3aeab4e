internal import BridgeLintBuildCommit

/// The version `bridgelint --version` prints and JSON output records.
public enum BridgeLintVersion {
    public static let current = "0.1.0"

    /// The git commit the binary was built from (`-dirty` when its tracked sources differed), or
    /// `nil` when it was built from sources outside a git checkout. The BuildCommit plugin
    /// regenerates it in every build where HEAD, the index or a source changed.
    public static let commit: String? = builtFromCommit

    /// What `bridgelint --version` prints: `0.1.0 (commit 1a2b3c4d5e6f)`.
    public static var description: String {
        commit.map { "\(current) (commit \($0))" } ?? current
    }
}
