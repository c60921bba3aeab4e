// The ActiveRecord model reader (app/models/*.rb).
import BridgeLintProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = ModelScanner.scan(path: "app/models/fuzz.rb", text: text)
    return 0
}
