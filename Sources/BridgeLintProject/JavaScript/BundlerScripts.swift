import Foundation

/// The entry points of the build scripts an app's `package.json` runs with a bundler beside
/// Vite, read from their command lines: jsbundling-rails' `build` (`esbuild app/javascript/*.*
/// --bundle --outdir=app/assets/builds`, `esbuild $(find app/frontend/javascript -name '*.js')
/// --bundle`, `bun build ./app/javascript/application.js --outdir ./app/assets/builds`). A
/// script that runs another bundler (rollup, webpack, parcel, a `node esbuild.config.mjs`
/// configuration) or names its entry points in a way not read here (a shell variable, a `find`
/// with other tests) makes them unknown.
enum BundlerScripts {
    /// The words that mark a script as running a bundler.
    static let bundlerWords = ["esbuild", "webpack", "rollup", "bun build", "parcel", "browserify", "importmap"]

    /// The root-relative script files the bundler scripts among `scripts` (the values of
    /// `package.json`'s `scripts`, run in the app at `app`) take as entry points, sorted; empty
    /// when no script runs a bundler; nil when one does and its entry points cannot be read.
    static func entryPoints(of scripts: [String], files: RepositoryFiles, app: String) -> [String]? {
        var result: Set<String> = []
        for script in scripts where bundlerWords.contains(where: script.contains) {
            for command in commands(in: script) where bundlerWords.contains(where: { command.joined(separator: " ").contains($0) }) {
                guard let entries = entryPoints(ofCommand: command, files: files, app: app) else { return nil }
                result.formUnion(entries)
            }
        }
        return result.sorted()
    }

    /// The entry points of one command (its words): `esbuild <entries> <options>` or
    /// `bun build <entries> <options>`, after variable assignments and a runner (`npx`, `yarn`).
    private static func entryPoints(ofCommand command: [String], files: RepositoryFiles, app: String) -> [String]? {
        var words = command[...].drop { $0.contains("=") && !$0.hasPrefix("-") }
        while let first = words.first, runners.contains(first) { words = words.dropFirst() }
        guard let program = words.first.map({ $0.split(separator: "/").last.map(String.init) ?? $0 }) else { return nil }
        var arguments = words.dropFirst()
        let isBun = program == "bun"
        if isBun {
            guard arguments.first == "build" else { return nil }
            arguments = arguments.dropFirst()
        } else if program != "esbuild" {
            return nil
        }
        var result: [String] = []
        var previous: String?
        for word in arguments {
            defer { previous = word }
            if word.hasPrefix("-") { continue }
            if let entries = entries(named: word, files: files, app: app) {
                result += entries
            } else if isBun, let option = previous, option.hasPrefix("-"), !option.contains("=") {
                continue  // `--outdir ./app/assets/builds`: the option's value
            } else {
                return nil
            }
        }
        return result.isEmpty ? nil : result
    }

    private static let runners: Set<String> = ["npx", "bunx", "yarn", "pnpm", "exec", "run"]

    /// The values of `scripts` in the `package.json` of the app at `app`; empty without one that
    /// can be read.
    static func packageScripts(app: String, files: RepositoryFiles) -> [String] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "package.json")),
              let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return [] }
        return scripts(in: manifest)
    }

    /// The values of a parsed `package.json`'s `scripts`.
    static func scripts(in manifest: [String: Any]) -> [String] {
        (manifest["scripts"] as? [String: Any])?.values.compactMap { $0 as? String } ?? []
    }

    /// The files of the app that its bundler scripts run as programs, root-relative: a build
    /// script of its own (`"build:js": "bin/esbuild"`, `node esbuild.config.mjs`), which names
    /// the entry points as a bundler configuration does.
    static func programs(of scripts: [String], files: RepositoryFiles, app: String) -> [String] {
        var result: [String] = []
        for script in scripts where bundlerWords.contains(where: script.contains) {
            for command in commands(in: script) {
                var words = command[...].drop { $0.contains("=") && !$0.hasPrefix("-") }
                while let first = words.first, runners.contains(first) || first == "node" { words = words.dropFirst() }
                guard let program = words.first.map(ModuleResolver.normalize), !program.isEmpty, !program.hasPrefix(".."),
                      files.contains(app + program), !result.contains(app + program) else { continue }
                result.append(app + program)
            }
        }
        return result
    }

    /// The script files one command-line word names: a file of the app, a shell glob
    /// (`app/javascript/*.*`), or `$(find <folders> [-type f] -name '<pattern>')`; nil otherwise.
    private static func entries(named word: String, files: RepositoryFiles, app: String) -> [String]? {
        if word.hasPrefix("$(find "), word.hasSuffix(")") {
            return found(by: commands(in: String(word.dropFirst(2).dropLast())).first ?? [], files: files, app: app)
        }
        guard !word.contains("$"), !word.contains("`"), !word.hasPrefix("/") else { return nil }
        let path = ModuleResolver.normalize(word)
        guard !path.isEmpty, !path.hasPrefix("..") else { return nil }
        guard path.contains(where: { "*?[{".contains($0) }) else {
            return files.contains(app + path) && ControllerIdentifier.isScript(path) ? [app + path] : nil
        }
        // The folder before the first segment with a wildcard holds every match.
        let segments = path.split(separator: "/")
        let fixed = segments.prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
        let glob = Glob(app + path)
        return files.files(under: app + fixed) { glob.matches($0) && ControllerIdentifier.isScript($0) }
    }

    /// The script files `find <folders> [-type f] -name '<pattern>'` lists; nil for any other test.
    private static func found(by words: [String], files: RepositoryFiles, app: String) -> [String]? {
        guard words.first == "find" else { return nil }
        var folders: [String] = []
        var pattern: String?
        var index = 1
        while index < words.count {
            let word = words[index]
            switch word {
            case "-type":
                guard index + 1 < words.count, words[index + 1] == "f" else { return nil }
                index += 2
            case "-name":
                guard index + 1 < words.count, pattern == nil else { return nil }
                pattern = words[index + 1]
                index += 2
            default:
                guard !word.hasPrefix("-"), !word.hasPrefix("/"), pattern == nil, !word.contains("$") else { return nil }
                folders.append(ModuleResolver.normalize(word))
                index += 1
            }
        }
        guard let pattern, !folders.isEmpty, !folders.contains(where: { $0.hasPrefix("..") }) else { return nil }
        let name = Array(pattern.utf8)
        return folders.flatMap { folder in
            files.files(under: app + folder) { path in
                ControllerIdentifier.isScript(path) && Glob.matchSegment(name, Array((path.split(separator: "/").last ?? "").utf8))
            }
        }
    }

    /// The commands of a shell line, each as its words: split at `&&`, `||`, `;` and `|`, with
    /// quotes removed and a `$(...)` kept as one word.
    static func commands(in line: String) -> [[String]] {
        var commands: [[String]] = [[]]
        var word = ""
        var inWord = false
        var quote: Character?
        var depth = 0
        func endWord() {
            if inWord { commands[commands.count - 1].append(word) }
            word = ""
            inWord = false
        }
        var characters = line[...]
        while let character = characters.popFirst() {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            if depth > 0 {
                word.append(character)
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                inWord = true
            case "$" where characters.first == "(":
                word.append("$(")
                characters = characters.dropFirst()
                depth = 1
                inWord = true
            case " ", "\t", "\n":
                endWord()
            case ";", "&", "|":
                endWord()
                if commands[commands.count - 1].isEmpty == false { commands.append([]) }
            default:
                word.append(character)
                inWord = true
            }
        }
        endWord()
        return commands.filter { !$0.isEmpty }
    }
}
