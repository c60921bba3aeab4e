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
if arguments == ["lsp"] {
    exit(LanguageServer.run(input: STDIN_FILENO, output: STDOUT_FILENO) { FileHandle.standardError.write(Data("bridgelint lsp: \($0)\n".utf8)) })
}

let environment = CommandLineInterface.Environment(
    variables: ProcessInfo.processInfo.environment,
    standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
    currentDirectory: FileManager.default.currentDirectoryPath,
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) })
let exitCode = CommandLineInterface(environment: environment).run(arguments)
exit(exitCode.rawValue)
