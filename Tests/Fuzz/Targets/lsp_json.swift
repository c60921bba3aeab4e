// The language server's strict JSON parser.
import BridgeLintLanguageServer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? JSONParser.parse(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
