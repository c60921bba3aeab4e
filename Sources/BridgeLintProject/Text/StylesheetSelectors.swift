import BridgeLintCore

/// The `data-*` attributes the app's own stylesheets select (`[data-sidebar-expanded-value="true"]`,
/// `[data-menu-target]`): markup written for the CSS, whatever library its name looks like it
/// belongs to. Read from the CSS, SCSS, Sass and Less files under the `app/` folders of the app
/// and the engines folded into it (not `node_modules`, not the built `app/assets/builds`: output
/// of the files read; `vendor/` is not in the repository's file list); a file is parsed only
/// when it holds `[data-`.
public struct StylesheetSelectors: Sendable, Equatable {
    /// Every attribute name selected, lower-cased.
    public private(set) var names: Set<String> = []
    /// `name=value` for a selector that matches one value (`=`, or a token of `~=`), as written.
    private var exactValues: Set<String> = []
    /// Names selected whatever their value, or with values bridgelint does not compare
    /// (`[data-x]`, `^=`, `*=`, `$=`, `|=`, a case flag): any value of them may be styled.
    private var anyValue: Set<String> = []

    public init() {}

    /// Whether a stylesheet selects the attribute `name`, with any value.
    public func selects(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// Whether a stylesheet selects the attribute `name` holding the token `value`: by that
    /// value, by its presence, or by a pattern bridgelint does not compare.
    public func selects(_ name: String, value: String) -> Bool {
        let name = name.lowercased()
        return anyValue.contains(name) || exactValues.contains(name + "=" + value)
    }

    static let extensions = [".css", ".scss", ".sass", ".less"]
    private static let marker = Array("[data-".utf8)

    /// The stylesheets of the apps at `prefixes` (each `""` or ending in `/`), read from `files`.
    init(files: RepositoryFiles, prefixes: [String]) {
        let paths = Set(prefixes.flatMap { prefix in
            files.files(under: prefix + "app") { path in
                Self.extensions.contains { path.hasSuffix($0) } && !path.contains("/node_modules/") && !path.hasPrefix(prefix + "app/assets/builds/")
            }
        })
        for path in paths.sorted() {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), ByteSearch.contains(Self.marker, in: bytes) else { continue }
            scan(bytes)
        }
    }

    /// The selectors of one stylesheet's bytes.
    init(scanning bytes: [UInt8]) {
        scan(bytes)
    }

    private mutating func scan(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = (ByteSearch.firstIndex(of: Array("*/".utf8), in: bytes, from: index + 2) ?? bytes.count) + 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), Self.startsLine(bytes, at: index) {
                // A Sass or Less line comment (`url(//host/...)` is no comment: not at a line's start).
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "["), index == 0 || bytes[index - 1] != UInt8(ascii: "\\") {
                index = attributeSelector(bytes, from: index + 1)
            } else {
                index += 1
            }
        }
    }

    /// Whether only blanks come before `index` on its line.
    private static func startsLine(_ bytes: [UInt8], at index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
        return cursor < 0 || bytes[cursor] == UInt8(ascii: "\n")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Reads the attribute selector whose `[` is just before `start`; returns where scanning goes on.
    private mutating func attributeSelector(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        func skipBlanks() { while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 } }
        skipBlanks()
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        // `[data-#{$kind}-value]`: a name Sass computes is not this name.
        guard name.hasPrefix("data-"), name.count > 5, index < bytes.count,
              ![UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: "\\"), UInt8(ascii: "{")].contains(bytes[index]) else { return index }
        names.insert(name)
        skipBlanks()
        guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else {
            anyValue.insert(name)
            return index
        }
        var matcher = ""
        if bytes[index] != UInt8(ascii: "=") {
            matcher = String(UnicodeScalar(bytes[index]))
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            anyValue.insert(name)
            return index
        }
        index += 1
        skipBlanks()
        var value: String?
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if index < bytes.count, bytes[index] == quote {
                value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
                index += 1
            }
        } else {
            let valueStart = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            if index > valueStart { value = String(decoding: bytes[valueStart..<index], as: UTF8.self) }
        }
        skipBlanks()
        // Only `=` and `~=` match one token, and only without a case flag (`i`, `s`) and when
        // nothing computes the value (`#{...}`, `@{...}`).
        guard let value, matcher.isEmpty || matcher == "~", index < bytes.count, bytes[index] == UInt8(ascii: "]"),
              !value.contains("#{"), !value.contains("@{") else {
            anyValue.insert(name)
            return index
        }
        exactValues.insert(name + "=" + value)
        return index + 1
    }
}
