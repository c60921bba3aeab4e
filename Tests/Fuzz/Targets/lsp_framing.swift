// The language server's message framing: the input arrives in pieces whose sizes come from its
// first byte, and every framed body goes through the JSON parser.
import BridgeLintLanguageServer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let pieceSize = Int(bytes[0]) + 1
    var framer = MessageFramer()
    var offset = 1
    while offset < bytes.count {
        let end = min(offset + pieceSize, bytes.count)
        framer.append(bytes[offset..<end])
        offset = end
        while let frame = framer.next() {
            if case .message(let body) = frame { _ = try? JSONParser.parse(body) }
        }
    }
    return 0
}
