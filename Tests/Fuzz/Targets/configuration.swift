// The .bridgelint.yml loader: libyaml, then the configuration's keys and values.
import BridgeLintProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ConfigurationLoader.parse(bytes: bytes, path: ".bridgelint.yml")
    return 0
}
