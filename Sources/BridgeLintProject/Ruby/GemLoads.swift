import BridgeLintCore
import Foundation

/// What one Ruby manifest says its app or gem loads: the gems a `Gemfile` lists (`gem "x"`,
/// with or without `path:`), the runtime dependencies a `*.gemspec` declares
/// (`add_dependency`, `add_runtime_dependency`), and the libraries `config/application.rb`
/// requires. Development dependencies are left out: a gem's test tools do not run in the
/// browser of the apps that load it. Pure functions of the text.
struct GemLoads: Equatable {
    /// Gem names, as written.
    var gems: [String] = []
    /// Folders given by `path:` (`gem "x", path: "../x"`, `gemspec path: "core"`), relative to
    /// the manifest's folder.
    var folders: [String] = []
    /// The gem's own name, for a gemspec that sets `spec.name = "x"`.
    var name: String?
    /// Folders of a `Gemfile`'s `path "x" do ... end` blocks, relative to its folder: the gems
    /// listed in a block are looked for in that folder and up to two folders below it.
    var pathBlocks: [String] = []
    /// The gems given a `path:` (`gem "x", path: "../x"`), by name, with that folder.
    var pathGems: [PathGem] = []
    /// Folders of `gemspec` lines (`"."` for a bare `gemspec`), relative to the manifest's folder.
    var gemspecFolders: [String] = []

    struct PathGem: Equatable {
        var name: String
        var folder: String
    }

    /// Calls whose first string argument names a gem that is loaded.
    private static let loadingCalls: Set = ["gem", "add_dependency", "add_runtime_dependency", "require"]

    static func read(bytes: [UInt8], path: String) -> GemLoads {
        let statements = RubyStatements(file: SourceFile(path: path, bytes: bytes))
        var loads = GemLoads()
        for index in 0..<statements.count {
            guard let token = statements[index], token.kind == .identifier else { continue }
            let isMethodCall = statements.isPunctuation(index - 1, ".")
            switch token.text {
            case "name" where isMethodCall && statements.isPunctuation(index + 1, "="):
                loads.name = statements[index + 2]?.name
            case "gemspec" where !isMethodCall && statements.startsStatement(index):
                // `gemspec` loads the gemspec beside the Gemfile, `gemspec path: "x"` another one.
                let call = statements.call(index + 1..<statements.statementEnd(from: index))
                let folder = statements.option("path", of: call)?.name ?? "."
                loads.folders.append(folder)
                loads.gemspecFolders.append(folder)
            case let name where loadingCalls.contains(name):
                guard name == "gem" || name == "require" ? statements.startsStatement(index) && !isMethodCall : isMethodCall else { continue }
                let call = statements.call(index + 1..<statements.statementEnd(from: index))
                guard let first = call.names.first?.value else { continue }
                if name == "require" {
                    // `require "acme/engine"` loads the gem `acme`; `require "acme/admin"` may
                    // load `acme-admin` (a gem's path for a dash in its name).
                    loads.gems.append(String(first.split(separator: "/").first ?? ""))
                    if first.contains("/") { loads.gems.append(first.replacingOccurrences(of: "/", with: "-")) }
                } else {
                    loads.gems.append(first)
                }
                if let folder = statements.option("path", of: call)?.name {
                    loads.folders.append(folder)
                    if name == "gem" { loads.pathGems.append(PathGem(name: first, folder: folder)) }
                }
            case "path" where !isMethodCall && statements.startsStatement(index):
                let call = statements.call(index + 1..<statements.statementEnd(from: index))
                if let folder = call.names.first?.value { loads.pathBlocks.append(folder) }
            default:
                continue
            }
        }
        return loads
    }
}
