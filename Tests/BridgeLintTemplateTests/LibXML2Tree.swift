import CLibXML2

/// The element tree libxml2's HTML parser builds (SAX, recover, no network, no implied
/// elements), as (tag, depth) in document order: the HTML 4-era parser the differential test
/// measures as a cross-check. bridgelint itself builds its tree with the WHATWG rules.
enum LibXML2Tree {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    private final class Collector {
        var nodes: [HTML5Oracle.Node] = []
        var depth = 0
        let skipped: Set<String>

        init(skipped: Set<String>) {
            self.skipped = skipped
        }
    }

    /// `bytes`: valid UTF-8 without NUL bytes (as `TextMasker` leaves a template). Elements
    /// named in `skipped` are left out, their children kept one level up.
    static func nodes(of bytes: [UInt8], skipping skipped: Set<String>) -> [HTML5Oracle.Node] {
        _ = initialized
        guard !bytes.isEmpty else { return [] }
        let collector = Collector(skipped: skipped)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                guard let context = htmlCreateMemoryParserCtxt(pointer, Int32(clamping: buffer.count)) else { return }
                defer { htmlFreeParserCtxt(context) }
                let options = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue
                    | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NOERROR.rawValue
                _ = htmlCtxtUseOptions(context, Int32(options))
                xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
                guard let handler = context.pointee.sax else { return }
                handler.pointee = xmlSAXHandler()
                handler.pointee.initialized = UInt32(XML_SAX2_MAGIC)
                handler.pointee.startElement = { context, name, _ in
                    guard let collector = LibXML2Tree.collector(context), let name else { return }
                    let tag = String(cString: name).lowercased()
                    guard !collector.skipped.contains(tag) else { return }
                    collector.nodes.append(HTML5Oracle.Node(tag: tag, depth: collector.depth))
                    collector.depth += 1
                }
                handler.pointee.endElement = { context, name in
                    guard let collector = LibXML2Tree.collector(context), let name else { return }
                    guard !collector.skipped.contains(String(cString: name).lowercased()) else { return }
                    collector.depth -= 1
                }
                context.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
                _ = htmlParseDocument(context)
                context.pointee._private = nil
            }
        }
        return collector.nodes
    }

    /// The SAX user data is the parser context itself; the collector rides in its `_private`.
    private static func collector(_ raw: UnsafeMutableRawPointer?) -> Collector? {
        guard let raw else { return nil }
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        return context.pointee._private.map { Unmanaged<Collector>.fromOpaque($0).takeUnretainedValue() }
    }
}
