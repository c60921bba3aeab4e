import Foundation
import BridgeLintCore

extension RouteTable {
    /// The routes of the Rails app at `app`: `config/routes.rb`, with the files under
    /// `config/routes/` that its `draw :name` calls load. No routes file: a table that knows
    /// nothing (`wasFound` false), so every lookup is unknown.
    static func load(files: RepositoryFiles, app: String) -> RouteTable {
        let routesPath = app + "config/routes.rb"
        guard files.contains(routesPath), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, routesPath)) else {
            return RouteTable()
        }
        let folder = app + "config/routes/"
        var drawFiles: [String: SourceFile] = [:]
        for path in files.files(under: folder, where: { $0.hasSuffix(".rb") }) {
            guard let drawn = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            drawFiles[String(path.dropFirst(folder.count).dropLast(3))] = SourceFile(path: path, bytes: drawn)
        }
        let devisePath = app + "config/initializers/devise.rb"
        let signOutVerbs = files.contains(devisePath)
            ? FileReader.bytes(atPath: FileWalker.join(files.root, devisePath)).flatMap { deviseSignOutVerbs(in: String(decoding: $0, as: UTF8.self)) }
            : nil
        var table = RoutesReader.read(routes: SourceFile(path: routesPath, bytes: bytes), drawFiles: drawFiles, signOutVerbs: signOutVerbs)
        for path in routesFilesSharingRouteSet(with: bytes, routesPath: routesPath, files: files) {
            guard let shared = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            table.appendRoutes(of: RoutesReader.read(routes: SourceFile(path: path, bytes: shared), drawFiles: [:], signOutVerbs: signOutVerbs))
        }
        table.helperGems = RouteHelperGems.bundled(files: files, app: app) + RouteHelperGems.vendored(files: files, app: app)
        table.unreadSubmodules = RouteHelperGems.unreadSubmodules(files: files, app: app)
        table.mayShareHostHelpers = files.isEngine(app) && !isolatesNamespace(files: files, app: app)
        table.namesChangedIn = namesChanged(files: files, app: app)
        return table
    }

    /// The other engines' routes files that draw into the route set this one draws into
    /// (`Shop::Core::Engine.routes.draw` in `warehouse/config/routes.rb` and in
    /// `core/config/routes.rb`): one route set, whose helpers the views of each of them call.
    private static func routesFilesSharingRouteSet(with bytes: [UInt8], routesPath: String, files: RepositoryFiles) -> [String] {
        guard let receiver = engineRouteSetDrawn(in: bytes) else { return [] }
        let needle = Array((receiver + ".routes.draw").utf8)
        return files.files(where: { $0.hasSuffix("config/routes.rb") && $0 != routesPath }).sorted().filter { path in
            FileReader.bytes(atPath: FileWalker.join(files.root, path)).map { ByteSearch.contains(needle, in: $0) } ?? false
        }
    }

    /// The engine whose route set a routes file draws into (`Shop::Core::Engine` for
    /// `Shop::Core::Engine.routes.draw do`), when its first draw names one.
    private static func engineRouteSetDrawn(in bytes: [UInt8]) -> String? {
        guard let draw = ByteSearch.firstIndex(of: Array(".routes.draw".utf8), in: bytes, from: 0) else { return nil }
        var start = draw
        let constantByte = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") }
        while start > 0, constantByte(bytes[start - 1]) { start -= 1 }
        let receiver = String(decoding: bytes[start..<draw], as: UTF8.self)
        return receiver.hasSuffix("::Engine") ? receiver : nil
    }

    /// Calls in `config/` outside the routes files that draw routes (`routes.append { … }`, a
    /// routes file added to `config.paths`) or change the inflections Rails names routes with
    /// (`inflect.irregular "campus", "campuses"` makes `resources :campuses` name `campus`).
    static let nameChangingCalls = ["routes.draw", "routes.append", "routes.prepend", "\"config/routes", "inflect.irregular",
                                    "inflect.plural", "inflect.singular", "inflect.uncountable"].map { Array($0.utf8) }

    /// The first Ruby file of `config/` (not the routes files) with a name-changing call, and its line.
    private static func namesChanged(files: RepositoryFiles, app: String) -> (path: String, line: Int)? {
        let config = app + "config/"
        let routesFiles = config + "routes"
        for path in files.files(under: config, where: { $0.hasSuffix(".rb") }).sorted() where !path.hasPrefix(routesFiles) {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            for needle in nameChangingCalls {
                var from = 0
                while let found = ByteSearch.firstIndex(of: needle, in: bytes, from: from) {
                    let lineStart = bytes[..<found].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    // A commented-out call (a generated inflections.rb is all comments) changes nothing.
                    if !bytes[lineStart..<found].contains(UInt8(ascii: "#")) {
                        return (path, bytes[..<found].count { $0 == UInt8(ascii: "\n") } + 1)
                    }
                    from = found + needle.count
                }
            }
        }
        return nil
    }

    /// Whether the engine at `app` calls `isolate_namespace` in a Ruby file of its `lib/`.
    private static func isolatesNamespace(files: RepositoryFiles, app: String) -> Bool {
        let needle = Array("isolate_namespace".utf8)
        return files.files(under: app + "lib/", where: { $0.hasSuffix(".rb") }).contains { path in
            FileReader.bytes(atPath: FileWalker.join(files.root, path)).map { ByteSearch.contains(needle, in: $0) } ?? false
        }
    }

    /// The verbs of `config.sign_out_via = :get` (or `[:get, :delete]`, `%i[get delete]`, `"get"`) in Devise's
    /// initializer: nil unless exactly one uncommented assignment of literal verbs sets it.
    static func deviseSignOutVerbs(in text: String) -> [String]? {
        let assignments = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("#") && $0.contains("sign_out_via") }
        guard assignments.count == 1, let equals = assignments[0].firstIndex(of: "="),
              assignments[0][..<equals].trimmingCharacters(in: .whitespaces).hasSuffix(".sign_out_via") else { return nil }
        var value = assignments[0][assignments[0].index(after: equals)...].trimmingCharacters(in: .whitespaces)
        // `%i[get delete]` (`%w`, `%I`, `%W`, any bracket): bare words separated by spaces.
        var bareWords = false
        if value.count > 3, value.hasPrefix("%"), let kind = value.dropFirst().first, "iIwW".contains(kind),
           let close = ["[": "]", "(": ")", "{": "}", "<": ">"][String(value.dropFirst(2).prefix(1))], value.hasSuffix(close) {
            value = String(value.dropFirst(3).dropLast())
            bareWords = true
        } else if value.hasPrefix("[") && value.hasSuffix("]") {
            value = String(value.dropFirst().dropLast())
        }
        let words = bareWords ? value.split(whereSeparator: \.isWhitespace) : value.split(separator: ",")
        let verbs = words.map { word -> String? in
            let word = word.trimmingCharacters(in: .whitespaces)
            let bare = bareWords ? Substring(word) : word.hasPrefix(":") ? word.dropFirst() : (word.count > 2 && (word.hasPrefix("\"") && word.hasSuffix("\"") || word.hasPrefix("'") && word.hasSuffix("'"))) ? word.dropFirst().dropLast() : nil
            guard let bare, ["get", "post", "put", "patch", "delete"].contains(bare.lowercased()) else { return nil }
            return bare.uppercased()
        }
        guard !verbs.isEmpty, verbs.allSatisfy({ $0 != nil }) else { return nil }
        return verbs.compactMap { $0 }
    }
}
