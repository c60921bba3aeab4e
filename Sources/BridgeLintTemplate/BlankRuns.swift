import BridgeLintCore

/// Keeps masked ERB from reading as text to libxml2.
///
/// libxml2's HTML parser collects character data in chunks of 1,000 bytes; a full chunk of
/// blanks followed by more blanks is taken for text, and text in `<head>` implies `<body>`, so
/// the real `</head>` becomes stray. Masking turns ERB into blanks, and a `<head>` full of
/// `<%= stylesheet_link_tag ... %>` lines makes such runs. An empty comment `<!---->` written
/// over masked ERB every few hundred blanks ends each run: libxml2 skips comments, and every
/// offset stays where it was.
enum BlankRuns {
    /// Blanks allowed before a comment is written: well under libxml2's 1,000-byte chunk.
    static let limit = 600
    private static let comment = Array("<!---->".utf8)

    /// `regions`: the sorted ranges masking blanked (ERB, raw-text helper bodies), the only
    /// places written to. `markup`: sorted ranges where a comment would change what is read
    /// (inside a start tag, a comment, a script or style), which are left alone.
    static func breakLongRuns(_ masked: inout [UInt8], masked regions: [SourceRange], markup: [SourceRange]) {
        var run = 0
        var regionIndex = 0
        var markupIndex = 0
        var offset = 0
        while offset < masked.count {
            guard HTMLTokenizer.isSpace(masked[offset]) else {
                run = 0
                offset += 1
                continue
            }
            run += 1
            if run >= limit {
                while regionIndex < regions.count, regions[regionIndex].end <= offset { regionIndex += 1 }
                while markupIndex < markup.count, markup[markupIndex].end <= offset { markupIndex += 1 }
                let end = offset + comment.count
                if regionIndex < regions.count, regions[regionIndex].start <= offset, end <= regions[regionIndex].end,
                   markupIndex == markup.count || markup[markupIndex].start >= end,
                   !masked[offset..<end].contains(UInt8(ascii: "\n")) {
                    masked.replaceSubrange(offset..<end, with: comment)
                    run = 0
                    offset = end
                    continue
                }
            }
            offset += 1
        }
    }
}
