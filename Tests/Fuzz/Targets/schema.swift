// The schema readers: db/schema.rb and db/structure.sql.
import BridgeLintProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = SchemaScanner.scan(path: "db/schema.rb", text: text)
    _ = SchemaSQLScanner.scan(path: "db/structure.sql", text: text)
    return 0
}
