import BridgeLintCore
import CLibXML2

/// What libxml2's HTML parser reported, in order, with the byte offset its input had reached.
enum StructureEvent: Sendable {
    case start(name: String, offset: Int)
    case end(name: String, offset: Int)
    case error(code: Int32, first: String, second: String, offset: Int)
}

/// Runs libxml2's HTML parser (SAX, recover, no network, no entities, no implied elements)
/// and records its structure: which elements open and close where, and its errors.
enum HTMLStructureParser {
    /// `xmlInitParser` must run once before threads parse in parallel.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    private final class Collector {
        var events: [StructureEvent] = []
    }

    /// `bytes` must be valid UTF-8 without NUL bytes (the parser masks and sanitises first).
    static func parse(_ bytes: [UInt8]) -> [StructureEvent] {
        _ = initialized
        guard !bytes.isEmpty else { return [] }
        let collector = Collector()
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                guard let context = htmlCreateMemoryParserCtxt(pointer, Int32(clamping: buffer.count)) else { return }
                defer { htmlFreeParserCtxt(context) }
                let options = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue
                    | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_NOWARNING.rawValue
                _ = htmlCtxtUseOptions(context, Int32(options))
                xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
                if let handler = context.pointee.sax {
                    handler.pointee = xmlSAXHandler()
                    handler.pointee.initialized = UInt32(XML_SAX2_MAGIC)
                    handler.pointee.startElement = { context, name, _ in
                        guard let context, let name else { return }
                        HTMLStructureParser.record(context) { .start(name: String(cString: name), offset: $0) }
                    }
                    handler.pointee.endElement = { context, name in
                        guard let context, let name else { return }
                        HTMLStructureParser.record(context) { .end(name: String(cString: name), offset: $0) }
                    }
                    handler.pointee.serror = { context, error in
                        guard let context, let error else { return }
                        let code = error.pointee.code
                        let first = error.pointee.str1.map { String(cString: $0) } ?? ""
                        let second = error.pointee.str2.map { String(cString: $0) } ?? ""
                        HTMLStructureParser.record(context) { .error(code: code, first: first, second: second, offset: $0) }
                    }
                }
                context.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
                _ = htmlParseDocument(context)
                context.pointee._private = nil
            }
        }
        return collector.events
    }

    /// Appends an event at the parser's current byte offset. The SAX user data is the parser
    /// context itself; the collector rides in its `_private` field.
    private static func record(_ raw: UnsafeMutableRawPointer, _ event: (Int) -> StructureEvent) {
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let privateData = context.pointee._private else { return }
        let collector = Unmanaged<Collector>.fromOpaque(privateData).takeUnretainedValue()
        var offset = 0
        if let input = context.pointee.input, let current = input.pointee.cur, let base = input.pointee.base {
            offset = Int(input.pointee.consumed) + (current - base)
        }
        collector.events.append(event(offset))
    }
}
