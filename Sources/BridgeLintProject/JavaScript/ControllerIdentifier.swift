/// Stimulus identifiers from file paths, as stimulus-rails, the webpack helpers and the Rails
/// manifest derive them (PROTOCOL §3).
public enum ControllerIdentifier {
    /// File extensions a controller can have.
    public static let fileExtensions = ["js", "mjs", "cjs", "ts", "mts", "jsx", "tsx"]

    /// The identifier of the controller at `relativePath`, the path under a controllers folder:
    /// `bridge/nav_controller.js` -> `bridge--nav`, `users/list_item-controller.ts` ->
    /// `users--list-item`. Nil for files that are not controllers (`index.js`, `application.js`).
    public static func identifier(forPathUnderControllersFolder relativePath: String) -> String? {
        guard let stem = controllerStem(of: relativePath) else { return nil }
        let parts = stem.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: "--").replacingUnderscores()
    }

    /// `relativePath` without `_controller.ext` / `-controller.ext`, or nil if it has no such suffix.
    static func controllerStem(of relativePath: String) -> String? {
        // On UTF-8 bytes: called for every script of a project, on every run.
        let bytes = relativePath.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
              fileExtensions.contains(String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self))
        else { return nil }
        let withoutExtension = bytes[..<dot]
        for suffix in controllerSuffixes where withoutExtension.count > suffix.count && withoutExtension.reversed().starts(with: suffix.reversed()) {
            let stem = withoutExtension.dropLast(suffix.count)
            if stem.last == UInt8(ascii: "/") { return nil }
            return String(decoding: stem, as: UTF8.self)
        }
        return nil
    }

    private static let controllerSuffixes = [Array("_controller".utf8), Array("-controller".utf8)]

    /// Whether a path names a JavaScript or TypeScript source (declaration files excluded).
    public static func isScript(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return fileExtensions.contains(String(path[path.index(after: dot)...])) && !path.hasSuffix(".d.ts")
    }

    /// Whether a file name is a controller's (`nav_controller.js`).
    public static func isControllerFile(_ path: String) -> Bool { controllerStem(of: path) != nil }
}

private extension String {
    func replacingUnderscores() -> String {
        String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
    }
}
