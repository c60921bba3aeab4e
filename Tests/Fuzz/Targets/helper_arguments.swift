// The Ruby code of an ERB output tag: the lexer, the helper-call reader and the argument parser.
import BridgeLintCore
@testable import BridgeLintTemplate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tokens = RubyLexer.tokens(in: bytes, range: SourceRange(start: 0, end: bytes.count))
    _ = HelperCallParser.parse(tokens, source: bytes)
    for parenthesized in [false, true] {
        var parser = RubyArgumentParser(tokens: tokens, index: 0)
        _ = parser.parseArguments(parenthesized: parenthesized)
    }
    return 0
}
