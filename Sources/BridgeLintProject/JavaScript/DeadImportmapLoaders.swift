/// A stimulus-loading call (`eagerLoadControllersFrom("./", application)`) that registers no
/// controller: stimulus-loading takes the importmap names matching the RegExp
/// `^${under}/.*_controller$` (built from the string, so `.` is any character), and
/// `lazyLoadControllersFrom` imports `${under}/<name>_controller`, so a prefix written as a path
/// (`./`, `./controllers`, `/controllers`) reaches none of the bare names importmap-rails pins.
public struct DeadImportmapLoader: Sendable, Hashable {
    /// Root-relative file of the call.
    public var path: String
    /// `eagerLoadControllersFrom` or `lazyLoadControllersFrom`.
    public var function: String
    /// Where the prefix argument is.
    public var location: FileLocation
    public var prefix: String
    /// The app's `config/importmap.rb` (root-relative).
    public var importmap: String
    /// The prefixes the app's importmap pins controllers under (`controllers`), sorted; empty
    /// when it pins none.
    public var controllerPrefixes: [String]
    /// One importmap name of a pinned controller (`controllers/hello_controller`), for the message.
    public var example: String?
    /// The controller files the app's importmap pins (root-relative), sorted.
    public var pinnedControllerFiles: [String]
}

enum DeadImportmapLoaders {
    /// The loader as a dead one, or nil when it may register something: it is not stimulus-rails'
    /// function, its prefix is a bare name (a gem's importmap, which is not in the repository,
    /// may pin it) or a pattern beyond a plain `.`, the app's `config/importmap.rb` is missing,
    /// computed (interpolated names, a pin whose name or folder is not a literal) or pins its
    /// own copy of stimulus-loading, or an importmap name of the app matches the prefix.
    static func judge(_ loader: ControllerLoader, app: String, files: RepositoryFiles) -> DeadImportmapLoader? {
        guard case .importmapPrefix(let under) = loader.kind, let call = loader.call, call.isStimulusLoadings,
              isPath(under), !isPattern(under),
              let pinned = readImportmap(app: app, files: files) else { return nil }
        let keys = pinned.map { (name: $0, file: nil as String?) } + namesInPinnedFolders(files: files, app: app).map { (name: $0.name, file: Optional($0.file)) }
        guard !keys.contains(where: { matches(name: $0.name, under: under) }) else { return nil }
        let controllers = keys.filter { $0.name.hasSuffix("_controller") }
        let prefixes = Set(controllers.compactMap { key -> String? in
            guard let slash = key.name.firstIndex(of: "/") else { return nil }
            return String(key.name[..<slash])
        })
        return DeadImportmapLoader(
            path: loader.path, function: call.function, location: call.location, prefix: under, importmap: app + "config/importmap.rb", controllerPrefixes: prefixes.sorted(),
            example: controllers.map(\.name).sorted().first, pinnedControllerFiles: Set(controllers.compactMap(\.file)).sorted())
    }

    /// Whether the prefix is written as a path (`./`, `../x`, `/x`) rather than the bare name an
    /// importmap pin has.
    private static func isPath(_ under: String) -> Bool {
        under == "." || under == ".." || under.hasPrefix("./") || under.hasPrefix("../") || under.hasPrefix("/")
    }

    /// Whether a loader's prefix holds a RegExp character beyond a plain `.`.
    static func isPattern(_ under: String) -> Bool {
        under.contains { "\\^$*+?()[]{}|".contains($0) }
    }

    /// The importmap name of each script in the app's `pin_all_from` folders, with its file
    /// (root-relative): `controllers/hello_controller` for `app/javascript/controllers/hello_controller.js`.
    static func namesInPinnedFolders(files: RepositoryFiles, app: String) -> [(name: String, file: String)] {
        ImportmapPins.pinnedFolders(files: files, app: app).flatMap { pin in
            files.files(under: app + pin.folder, where: ControllerIdentifier.isScript).map { path in
                let name = String(path.dropFirst(app.count + pin.folder.count + 1)).droppingExtension
                return (pin.under.isEmpty ? name : pin.under + "/" + name, path)
            }
        }
    }

    /// Whether the importmap name matches `^${under}/.*_controller$`, `.` in `under` standing
    /// for any character as in the RegExp stimulus-loading builds.
    static func matches(name: String, under: String) -> Bool {
        let name = Array(name), pattern = Array(under), suffix = Array("_controller")
        guard name.count >= pattern.count + 1 + suffix.count, name[pattern.count] == "/",
              name[(name.count - suffix.count)...].elementsEqual(suffix) else { return false }
        return zip(pattern, name).allSatisfy { $0 == "." ? $1 != "\n" : $0 == $1 }
    }

    /// The names `config/importmap.rb` pins, or nil when the file is missing or what it pins is
    /// not all literal, or when it pins stimulus-loading to a file of the app's own.
    private static func readImportmap(app: String, files: RepositoryFiles) -> [String]? {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "config/importmap.rb")) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard !text.contains("#{") else { return nil }
        var names: [String] = []
        var pinnedFolderCalls = 0
        for line in text.lines {
            let statement = line.drop { $0 == " " || $0 == "\t" }
            if statement.hasPrefix("pin_all_from") {
                pinnedFolderCalls += 1
            } else if statement.hasPrefix("pin ") || statement.hasPrefix("pin(") {
                let argument = statement.dropFirst(3).drop { $0 == " " || $0 == "(" }
                guard let quote = argument.first, quote == "\"" || quote == "'",
                      let end = argument.dropFirst().firstIndex(of: quote) else { return nil }
                names.append(String(argument[argument.index(after: argument.startIndex)..<end]))
            }
        }
        guard pinnedFolderCalls == ImportmapPins.pinnedFolders(in: bytes, path: app + "config/importmap.rb", app: app).count,
              names.contains("@hotwired/stimulus-loading"), !hasOwnStimulusLoading(files: files, app: app) else { return nil }
        return names
    }

    /// Whether the app keeps its own copy of stimulus-loading (the file its pin names, in one of
    /// the folders importmap-rails serves), which may read a loader's argument otherwise.
    static func hasOwnStimulusLoading(files: RepositoryFiles, app: String) -> Bool {
        let target = ImportmapPins.file(for: "@hotwired/stimulus-loading", root: FileWalker.join(files.root, app)) ?? "stimulus-loading.js"
        let ownCopies = ["app/javascript/", "vendor/javascript/", "app/assets/javascripts/", "vendor/assets/javascripts/"].map { app + $0 + target }
        // (The walk may skip vendor/: the disk is asked.)
        return ownCopies.contains { files.contains($0) || FileReader.exists(FileWalker.join(files.root, $0)) }
    }
}

private extension String {
    /// `a/b_controller.js` -> `a/b_controller`.
    var droppingExtension: String {
        guard let dot = lastIndex(of: "."), !self[dot...].contains("/") else { return self }
        return String(self[..<dot])
    }
}
