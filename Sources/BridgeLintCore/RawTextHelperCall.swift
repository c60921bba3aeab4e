/// Calls of the Rails helpers that render a raw-text element around their block:
/// `javascript_tag`, `content_tag(:script)`, `content_tag "style"`, `tag.script`, `tag.style`,
/// and an app's own helpers known to wrap theirs in one (see `HelperMarkup.rawTextBlockMethods`).
public enum RawTextHelperCall {
    private static let rawTextElements: Set<String> = ["script", "style"]
    private static let helperPrefixes = ["javascript_tag", "tag.script", "tag.style"].map { Array($0.utf8) }
    private static let contentTag = Array("content_tag".utf8)
    private static let elementArguments = [":script", ":style", "\"script\"", "\"style\"", "'script'", "'style'"].map { Array($0.utf8) }

    /// Whether the Ruby in `range` of `bytes` may start such a call (a cheap test on bytes, so
    /// the many `content_tag(:div) do` blocks cost nothing). `appHelpers`: the app's own.
    public static func mayStart(in bytes: [UInt8], _ range: Range<Int>, appHelpers: Set<String> = []) -> Bool {
        var start = range.lowerBound
        while start < range.upperBound, isSpace(bytes[start]) { start += 1 }
        func startsWith(_ prefix: [UInt8], at offset: Int) -> Bool {
            offset + prefix.count <= range.upperBound && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        if helperPrefixes.contains(where: { startsWith($0, at: start) }) { return true }
        if appHelpers.contains(where: { startsWith(Array($0.utf8), at: start) }) { return true }
        guard startsWith(contentTag, at: start) else { return false }
        var argument = start + contentTag.count
        while argument < range.upperBound, bytes[argument] == UInt8(ascii: "(") || isSpace(bytes[argument]) { argument += 1 }
        return elementArguments.contains { startsWith($0, at: argument) }
    }

    /// Whether `tokens` start such a call: `javascript_tag ...`, `content_tag(:script ...`,
    /// `content_tag "style" ...`, `tag.script ...`, or one of `appHelpers`.
    public static func starts(_ tokens: ArraySlice<RubyToken>, appHelpers: Set<String> = []) -> Bool {
        guard let first = tokens.first, first.kind == .identifier else { return false }
        let rest = tokens.dropFirst()
        switch first.text {
        case "javascript_tag":
            return true
        case "content_tag":
            let argument = rest.first { !$0.isPunctuation("(") }
            guard let argument, argument.kind == .symbol || argument.kind == .string else { return false }
            return rawTextElements.contains(String(argument.text.filter { $0 != "\"" && $0 != "'" }))
        case "tag":
            return rest.count > 1 && rest.first!.isPunctuation(".") && rawTextElements.contains(rest.dropFirst().first!.text)
        default:
            // The app's helper, called as a method (not `jquery.x`, not `jquery = ...`).
            return appHelpers.contains(first.text) && !(rest.first.map { $0.isPunctuation(".") || $0.isPunctuation("=") } ?? false)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }
}
