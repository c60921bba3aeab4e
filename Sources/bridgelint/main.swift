import BridgeLintEngine
import BridgeLintLanguageServer
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// glibc raises its threshold for serving an allocation with its own mapping each time such a
// block is freed (up to 32 MB), so the large buffers of a run over many templates (arrays
// that grow by doubling, the render graph's tables) come from the heap after the first, and
// the heap keeps their pages after they are freed. A fixed threshold gives them back: 1.5 MB
// less peak memory at 20,000 templates (README, "Speed"), the same time.
// (`mallopt` is in <malloc.h>, which the Glibc module does not import; -3 is M_MMAP_THRESHOLD.)
if let mallopt = dlsym(dlopen(nil, RTLD_NOW), "mallopt") {
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-3, 128 * 1024)
}
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
