import BridgeLintEngine
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let environment = CommandLineInterface.Environment(
    variables: ProcessInfo.processInfo.environment,
    standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
    currentDirectory: FileManager.default.currentDirectoryPath,
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) })
let exitCode = CommandLineInterface(environment: environment).run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
