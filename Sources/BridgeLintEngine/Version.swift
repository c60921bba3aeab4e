/// The version `bridgelint --version` prints and JSON output records.
public enum BridgeLintVersion {
    public static let current = "0.1.0"
    /// Where people learn about the tool; SARIF viewers link to it.
    public static let informationURI = "https://github.com/bridgelint/bridgelint"
}
