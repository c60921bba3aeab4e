// The JavaScript/TypeScript Stimulus controller scanner.
import BridgeLintProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ControllerScanner.scan(bytes: bytes, identifier: "fuzz", path: "app/javascript/controllers/fuzz_controller.js")
    return 0
}
