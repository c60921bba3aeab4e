/// The app's scripts that are not controllers but read what markup provides: a
/// `BridgeElement.prototype.iconUrl = function () { return this.bridgeAttribute("icon-url") }`
/// extension, a helper module a component imports, the app's own code finding elements by
/// their data attributes (`$("[data-controller=sourceable]")`). Every bridge component's
/// elements may be read by them.
enum SupportScripts {
    /// Scripts under the JavaScript folders holding the controller folders (`app/javascript`
    /// for `app/javascript/controllers`) that call `bridgeAttribute` or read data attributes,
    /// other than `controllerPaths`, each read for its `bridgeAttribute` and `data-*` reads
    /// (identifier empty).
    static func scan(root: String, controllerFolders: [String], controllerPaths: Set<String>) -> [StimulusController] {
        var folders: Set<String> = []
        for folder in controllerFolders where folder.hasSuffix("/controllers") {
            folders.insert(String(folder.dropLast("/controllers".count)))
        }
        let walker = FileWalker(root: root)
        var result: [StimulusController] = []
        for folder in folders.sorted() {
            for path in walker.files(under: folder, where: ControllerIdentifier.isScript) where !controllerPaths.contains(path) {
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)),
                      markupReads.contains(where: { bytes.contains(subsequence: $0) }) else { continue }
                var script = StimulusController(identifier: "", path: path)
                UsageScanner(source: JavaScriptSource(path: path, bytes: bytes)).record(into: &script)
                result.append(script)
            }
        }
        return result
    }

    /// What a script that reads markup contains: `bridgeAttribute(`, `data-`, `dataset`.
    private static let markupReads = ["bridgeAttribute", "data-", "dataset"].map { Array($0.utf8) }
}
