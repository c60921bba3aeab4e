/// The commented `.bridgelint.yml` that `bridgelint init` writes for a project.
public enum StarterConfiguration {
    /// The controller folders (of `Configuration.defaultControllerPaths`) that exist under `root`.
    public static func detectedControllerFolders(root: String) -> [String] {
        Configuration.defaultControllerPaths.filter { FileReader.isFolder(FileWalker.join(root, $0)) }
    }

    /// The folders holding `platform`'s bridge code in `catalog`: the folder of every file that
    /// declares a component, registers components or defines a component's message struct, with
    /// folders inside another one left out. Root-relative and sorted; "." for the root itself.
    public static func detectedNativeFolders(in catalog: NativeCatalog, platform: Platform) -> [String] {
        let components = catalog.components(on: platform)
        let sites = components.flatMap { [$0.classSite, $0.nameSite].compactMap { $0 } + $0.messages.map(\.site) }
            + catalog.registrations(on: platform).map(\.site)
        let folders = Set(sites.map { site in
            let parts = site.path.split(separator: "/")
            return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
        })
        return folders.filter { folder in
            !folders.contains { other in other != folder && (other == "." || folder.hasPrefix(other + "/")) }
        }.sorted()
    }

    /// A starter file listing the folders found (see `detectedControllerFolders` and
    /// `detectedNativeFolders`); an empty native list lets bridgelint search the whole project.
    public static func render(controllerFolders: [String], iosFolders: [String], androidFolders: [String]) -> String {
        var lines = [
            "# bridgelint configuration. Every key is optional; a missing key keeps its default.",
            "# Paths and globs are relative to this file's folder.",
            "",
            "# Templates to lint, and templates to leave alone (a folder excludes everything in it).",
            "include:",
        ]
        lines += Configuration.defaultInclude.map { "  - \(quoted($0))" }
        lines += [
            "exclude: []",
            "",
            "controllers:",
            "  # Folders whose *_controller.js/.ts files are Stimulus controllers.",
            "  paths:" + list(controllerFolders.isEmpty ? Configuration.defaultControllerPaths : controllerFolders),
            "  # Identifiers of controllers defined where bridgelint cannot read them (an npm package",
            "  # loaded with application.load, a CDN script).",
            "  known: []",
            "  # npm packages whose controller files to read from node_modules.",
            "  packages: []",
            "",
            "# Folders holding the native apps' bridge components.",
            "native:",
            "  ios:" + list(iosFolders),
            "  android:" + list(androidFolders),
            "",
            "# Native apps that load these pages.",
            "platforms: [ios, android]",
            "",
            "# Findings at or above this severity fail the run (exit code 1): error, warning or info.",
            "fail_level: error",
            "",
            "# Per-rule settings: off, error, warning or info, or a map with `severity` and options.",
            "rules: {}",
            "#  stimulus-unknown-target: warning",
            "",
            "# SF Symbol names your app adds to its asset catalog.",
            "sf_symbols:",
            "  extra: []",
            "",
            "# Attributes, besides the built-in ones, whose values name an image.",
            "image_attributes: []",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? " []" : items.map { "\n    - \(quoted($0))" }.joined()
    }

    /// A YAML double-quoted scalar.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
