import BridgeLintEngine
import BridgeLintLanguageServer
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// The language server owns stdin and stdout, so it runs before anything else can write.
// `--stdio` is accepted because some clients (vscode-languageclient) always pass it.
if arguments.first == "lsp" {
    guard arguments.dropFirst().allSatisfy({ $0 == "--stdio" }) else {
        FileHandle.standardError.write(Data("error: `bridgelint lsp` takes no arguments; it speaks LSP on stdin and stdout\n".utf8))
        exit(CommandLineInterface.ExitCode.failure.rawValue)
    }
    exit(LanguageServer.run(input: STDIN_FILENO, output: STDOUT_FILENO) { FileHandle.standardError.write(Data("bridgelint lsp: \($0)\n".utf8)) })
}

let environment = CommandLineInterface.Environment(
    variables: ProcessInfo.processInfo.environment,
    standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
    currentDirectory: FileManager.default.currentDirectoryPath,
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) })
let exitCode = CommandLineInterface(environment: environment).run(arguments)
exit(exitCode.rawValue)
