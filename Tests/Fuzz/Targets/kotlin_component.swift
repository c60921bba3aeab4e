// The Android bridge component scanner (Kotlin sources).
import BridgeLintProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = KotlinComponentScanner.scan(path: "android/app/FuzzComponent.kt", text: text)
    return 0
}
