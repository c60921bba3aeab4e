/// The commented `.bridgelint.yml` that `bridgelint init` writes for a project.
public enum StarterConfiguration {
    /// The controller folders (of `Configuration.defaultControllerPaths`) of the Rails app at
    /// `app` (a prefix ending in `/`, `""` for the root) that exist under `root`, root-relative.
    public static func detectedControllerFolders(root: String, app: String = "") -> [String] {
        Configuration.defaultControllerPaths.map { app + $0 }.filter { FileReader.isFolder(FileWalker.join(root, $0)) }
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

    /// A starter file listing the Rails apps and folders found (see `detectedControllerFolders`
    /// and `detectedNativeFolders`); an empty native list lets bridgelint search the whole
    /// repository. `projects` are app prefixes (`""` for the root): one app's paths are written
    /// out; with several, `include` and controller folders keep their per-app defaults.
    public static func render(projects: [String] = [""], controllerFolders: [String], iosFolders: [String], androidFolders: [String]) -> String {
        var lines = [
            "# bridgelint configuration. Every key is optional; a missing key keeps its default.",
            "# Paths and globs are relative to this file's folder.",
            "",
        ]
        if projects != [""] {
            lines += ["# The Rails apps of this repository, each linted as its own project.", "projects:" + list(projects.map { String($0.dropLast()) }), ""]
        }
        let perApp = projects.count > 1
        let comment = perApp ? "# " : ""
        lines += [
            "# Templates to lint, and templates to leave alone (a folder excludes everything in it)." + (perApp ? " Unset, each" : ""),
        ]
        if perApp { lines.append("# app lints its app/views, app/components and its engines' views.") }
        lines.append(comment + "include:")
        lines += Configuration.defaultInclude.map { "\(comment)  - \(quoted((projects.first ?? "") + $0))" }
        lines += [
            "exclude: []",
            "",
            "controllers:",
            "  # Folders whose *_controller.js/.ts files are Stimulus controllers" + (perApp ? " (unset: each app's own)." : "."),
            comment + "  paths:" + list(controllerFolders.isEmpty ? Configuration.defaultControllerPaths.map { (projects.first ?? "") + $0 } : controllerFolders)
                .replacingOccurrences(of: "\n    -", with: "\n\(comment)    -"),
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
