import BridgeLintTestSupport
import Foundation
import Testing

/// `.ci/install-system-packages --dry-run` (what `make` runs first): it must install exactly
/// what is missing, with the right package manager. Nothing is installed here: the dry run
/// prints the commands. What is "missing" is arranged with `PKG_CONFIG_LIBDIR` (pkg-config
/// then finds no library) and a `PATH` of chosen tools; stand-ins for `id` and `uname` play a
/// user who is not root and a Mac, and stand-ins for `sudo`, `apt-get` and `brew` only exist
/// (a dry run checks for them and never runs them).
@Suite struct SystemPackagesTests {
    static let script = BinaryRunner.packageRoot.appendingPathComponent(".ci/install-system-packages").path
    /// What the script itself runs, linked from this machine into the test's `PATH`.
    static let basicTools = ["bash", "env", "uname", "awk", "id", "cat"]

    /// Stand-in scripts, committed (never written by a test: a script written while another
    /// test's process was being started could be held open for writing by it, and running it
    /// then failed with "Text file busy" under load).
    enum StandIn: String {
        /// A package manager or `sudo` that exists (the dry run never runs it).
        case present
        case idRoot = "id-root"
        case idUser = "id-user"
        case idMacUser = "id-mac-user"
        case unameDarwin = "uname-darwin"

        var path: String {
            BinaryRunner.packageRoot.appendingPathComponent("Tests/BridgeLintCLITests/Fixtures/stand-ins/\(rawValue)").path
        }
    }

    /// A folder for `PATH` holding links to the real `tools` and to stand-ins, a stand-in in place
    /// of the real tool of its name.
    private func toolFolder(_ tools: [String], standIns: [String: StandIn] = [:]) throws -> URL {
        let folder = ScratchFolder.path("path")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for tool in tools where standIns[tool] == nil {
            let real = try #require(searchPath.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) },
                                    "\(tool) is not installed here")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(tool).path, withDestinationPath: real)
        }
        for (tool, standIn) in standIns {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(tool).path, withDestinationPath: standIn.path)
        }
        return folder
    }

    private func dryRun(_ arguments: [String] = [], path: URL? = nil, librariesMissing: Bool = false) throws -> (status: Int32, output: String) {
        var environment: [String: String] = [:]
        if let path { environment["PATH"] = path.path }
        if librariesMissing { environment["PKG_CONFIG_LIBDIR"] = "/nonexistent-bridgelint-test" }
        return try Subprocess.run(Self.script, arguments + ["--dry-run"], environment: environment)
    }

    @Test func nothingIsInstalledWhenNothingIsMissing() throws {
        let result = try dryRun(["--tests"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test func missingLibrariesAreInstalledWithAptGetAsRoot() throws {
        let path = try toolFolder(Self.basicTools + ["pkg-config"], standIns: ["apt-get": .present, "id": .idRoot])
        let result = try dryRun(path: path, librariesMissing: true)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("+ apt-get update -qq\n+ apt-get install -y -qq libxml2-dev libyaml-dev\n"), "\(result.output)")
    }

    @Test func withoutPkgConfigEverythingItFindsIsMissing() throws {
        let path = try toolFolder(Self.basicTools, standIns: ["apt-get": .present, "id": .idRoot])
        let result = try dryRun(path: path)
        #expect(result.output.contains("+ apt-get install -y -qq pkg-config libxml2-dev libyaml-dev\n"), "\(result.output)")
    }

    @Test func aUserWhoIsNotRootUsesSudoOrIsToldWhatToRun() throws {
        let withSudo = try toolFolder(Self.basicTools + ["pkg-config"], standIns: ["apt-get": .present, "sudo": .present, "id": .idUser])
        let sudo = try dryRun(path: withSudo, librariesMissing: true)
        #expect(sudo.status == 0, "\(sudo.output)")
        #expect(sudo.output.contains("+ sudo apt-get install -y -qq libxml2-dev libyaml-dev\n"), "\(sudo.output)")

        let withoutSudo = try toolFolder(Self.basicTools + ["pkg-config"], standIns: ["apt-get": .present, "id": .idUser])
        let told = try dryRun(path: withoutSudo, librariesMissing: true)
        #expect(told.status == 1)
        #expect(told.output.contains("not root and no sudo; as root run: apt-get install -y libxml2-dev libyaml-dev"), "\(told.output)")
    }

    @Test func testsAlsoNeedGitPythonWithVenvPatchTheShellsGraphvizAndStrace() throws {
        let path = try toolFolder(Self.basicTools + ["pkg-config"], standIns: ["apt-get": .present, "id": .idRoot])
        let result = try dryRun(["--tests"], path: path)
        #expect(result.output.contains("+ apt-get install -y -qq git python3 python3-venv patch zsh fish graphviz strace\n"), "\(result.output)")
    }

    @Test func onAMacHomebrewInstallsTheFormulas() throws {
        let mac: [String: StandIn] = ["uname": .unameDarwin, "id": .idMacUser]
        let brew = try toolFolder(Self.basicTools.filter { $0 != "uname" } + ["pkg-config"], standIns: mac.merging(["brew": .present]) { $1 })
        let result = try dryRun(path: brew, librariesMissing: true)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("+ brew install libxml2 libyaml\n"), "\(result.output)")

        let noBrew = try toolFolder(Self.basicTools.filter { $0 != "uname" } + ["pkg-config"], standIns: mac)
        let told = try dryRun(path: noBrew, librariesMissing: true)
        #expect(told.status == 1)
        #expect(told.output.contains("install Homebrew (https://brew.sh), then run: brew install libxml2 libyaml"), "\(told.output)")
    }

    @Test func withoutAPackageManagerItNamesThePackages() throws {
        let path = try toolFolder(Self.basicTools + ["pkg-config"], standIns: ["id": .idRoot])
        let result = try dryRun(path: path, librariesMissing: true)
        #expect(result.status == 1)
        #expect(result.output.contains("install these with your package manager: libxml2-dev libyaml-dev"), "\(result.output)")
    }
}
