// The iOS bridge component scanner (Swift sources).
import BridgeLintProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = SwiftComponentScanner.scan(path: "ios/App/FuzzComponent.swift", text: text)
    return 0
}
