/// The version `bridgelint --version` prints and JSON output records.
public enum BridgeLintVersion {
    public static let current = "0.1.0"
}
