// The template parser: ERB scanner, helper calls, libxml2's HTML parser and the element tree.
import BridgeLintCore
import BridgeLintTemplate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = TemplateParser.parse(SourceFile(path: "app/views/fuzz/show.html.erb", bytes: bytes))
    return 0
}
