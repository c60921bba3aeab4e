/// A name a source builds from written parts and computed ones: `"#{type}-chart"` in Ruby,
/// `` `${kind}-chart` `` in JavaScript, `<%= kind %>-chart` in a template, `"x-" + kind` in
/// either. Which names it makes is unknown, but each has the written parts in order, with
/// something in each computed place: `*-chart` may be `allocation-chart`, never `chart`.
public struct ComputedName: Hashable, Sendable, CustomStringConvertible {
    /// The parts in order: written bytes, or nil for a computed part (at least one character).
    let parts: [[UInt8]?]

    /// A name written with `marker` where it is computed (`icons/#{}` with the marker `#{}`);
    /// nil when nothing of it is computed.
    public init?(_ name: String, computedAt marker: String) {
        let written = name.components(separatedBy: marker)
        guard written.count > 1 else { return nil }
        var parts: [[UInt8]?] = []
        for (index, text) in written.enumerated() {
            if index > 0 { parts.append(nil) }
            if !text.isEmpty { parts.append(Array(text.utf8)) }
        }
        self.parts = parts
    }

    init(parts: [[UInt8]?]) {
        self.parts = parts
    }

    /// Nothing of it is written: any name at all.
    public var isOnlyComputed: Bool {
        parts.allSatisfy { $0 == nil }
    }

    /// Whether `name` is one of the names this builds.
    public func mayBe(_ name: String) -> Bool {
        mayBe(utf8: Array(name.utf8))
    }

    /// `mayBe` of the name whose UTF-8 bytes are `text`.
    func mayBe(utf8 text: [UInt8]) -> Bool {
        // Most names fail at an end: they neither start nor end with the written parts there.
        if let first = parts.first, let written = first, !text.starts(with: written) { return false }
        if let last = parts.last, let written = last, !text.reversed().starts(with: written.reversed()) { return false }
        // The positions of `text` the parts so far may end at.
        var ends: Set<Int> = [0]
        for part in parts {
            var next = Set<Int>()
            for end in ends {
                if let written = part {
                    if text.count - end >= written.count, text[end..<end + written.count].elementsEqual(written) { next.insert(end + written.count) }
                } else if end < text.count {
                    next.formUnion(end + 1...text.count)
                }
            }
            guard !next.isEmpty else { return false }
            ends = next
        }
        return ends.contains(text.count)
    }

    public var description: String {
        parts.map { $0.map { String(decoding: $0, as: UTF8.self) } ?? "*" }.joined()
    }
}

extension ComputedName {
    /// The computed names of a source's text, in any of the app's languages: a run of name
    /// characters (letters, digits, `_`, `-`) joined to an interpolation (`#{...}`, `${...}`,
    /// `<%= ... %>`), or a quoted run of them joined to a `+`. A byte search like
    /// `NameMentions`, no parser: a wrong guess only makes a name possible.
    ///
    /// Only a plausible identifier is kept: a written part holds a letter, and it meets each
    /// computed part at a `-` or `_` (`"#{type}-chart"`, `"x-" + kind`), as identifiers are
    /// put together from words; `"#{count}px"`, `"#{name}s"` or `"#{a}-#{b}"` are other text.
    static func all(in bytes: [UInt8]) -> Set<ComputedName> {
        bytes.withUnsafeBufferPointer { all(in: $0, bytes: bytes) }
    }

    /// `all(in:)` over `buffer`, the bytes of `bytes` (read byte by byte without bounds checks,
    /// as every source of the app is).
    private static func all(in buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8]) -> Set<ComputedName> {
        var names = Set<ComputedName>()
        // ERB code inside `<%= %>` is searched too: `<%= tag.div data: { controller: "#{kind}-chart" } %>`.
        var ranges = [0..<buffer.count]
        // The interpolations of the run being read (reused: most runs are plain words, which
        // make no array at all).
        var holes: [Range<Int>] = []
        while let range = ranges.popLast() {
            var index = range.lowerBound
            while index < range.upperBound {
                guard isNameByte(buffer[index]) || holeEnd(in: buffer, at: index, limit: range.upperBound) != nil else {
                    index += 1
                    continue
                }
                let start = index
                if !holes.isEmpty { holes.removeAll(keepingCapacity: true) }
                while index < range.upperBound {
                    if isNameByte(buffer[index]) {
                        index += 1
                    } else if let hole = holeEnd(in: buffer, at: index, limit: range.upperBound) {
                        if buffer[index] == UInt8(ascii: "<") { ranges.append(index + 3..<hole - 2) }
                        holes.append(index..<hole)
                        index = hole
                    } else {
                        break
                    }
                }
                var parts: [[UInt8]?]
                if holes.isEmpty {
                    // Most runs are plain words, not a quoted one: no `+` to look for.
                    guard start > 0, isQuote(buffer[start - 1]), let joined = concatenated(in: bytes, from: start, to: index) else { continue }
                    parts = joined
                } else {
                    // Interpolations alone (`<%= x %>`, `#{a}#{b}`) make one computed part: no name.
                    guard holes.reduce(0, { $0 + $1.count }) < index - start else { continue }
                    parts = []
                    var written = start
                    for hole in holes {
                        if written < hole.lowerBound { parts.append(Array(bytes[written..<hole.lowerBound])) }
                        if parts.last.map({ $0 != nil }) ?? true { parts.append(nil) }
                        written = hole.upperBound
                    }
                    if written < index { parts.append(Array(bytes[written..<index])) }
                }
                if parts.count > 1, let name = plausible(parts) { names.insert(name) }
            }
        }
        return names
    }

    /// A quoted written run (`"x-"`) with a `+` after or before it, as parts with a computed
    /// part there; nil for any other run.
    private static func concatenated(in bytes: [UInt8], from start: Int, to end: Int) -> [[UInt8]?]? {
        guard start > 0, end < bytes.count, isQuote(bytes[start - 1]), bytes[end] == bytes[start - 1] else { return nil }
        var after = end + 1
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        let before = { () -> Int in
            var position = start - 2
            while position >= 0, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position -= 1 }
            return position
        }()
        let plusAfter = after + 1 < bytes.count && bytes[after] == UInt8(ascii: "+")
            && bytes[after + 1] != UInt8(ascii: "+") && bytes[after + 1] != UInt8(ascii: "=")
        let plusBefore = before >= 0 && bytes[before] == UInt8(ascii: "+") && (before == 0 || bytes[before - 1] != UInt8(ascii: "+"))
        guard plusAfter || plusBefore else { return nil }
        return (plusBefore ? [nil] : []) + [Array(bytes[start..<end])] + (plusAfter ? [nil] : [])
    }

    /// The parts as a computed name when they can make an identifier (see `all(in:)`).
    private static func plausible(_ parts: [[UInt8]?]) -> ComputedName? {
        let writtenParts = parts.compactMap { $0 }
        guard !writtenParts.isEmpty, parts.count > writtenParts.count,
              writtenParts.contains(where: { $0.contains(where: isLetter) }) else { return nil }
        for (offset, part) in parts.enumerated() {
            guard let written = part else { continue }
            if offset > 0, !isSeparator(written[0]) { return nil }
            if offset < parts.count - 1, !isSeparator(written[written.count - 1]) { return nil }
        }
        return ComputedName(parts: parts)
    }

    /// The index after the interpolation starting at `index` (`#{...}`, `${...}` with nested
    /// braces, `<%= ... %>`), or nil; at most a line's worth of bytes.
    private static func holeEnd(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, limit: Int) -> Int? {
        let first = bytes[index]
        guard first == UInt8(ascii: "#") || first == UInt8(ascii: "$") || first == UInt8(ascii: "<"), index + 2 < limit else { return nil }
        let second = bytes[index + 1]
        let end = min(limit, index + 400)
        if (first == UInt8(ascii: "#") || first == UInt8(ascii: "$")) && second == UInt8(ascii: "{") {
            var depth = 0
            for position in index + 1..<end {
                switch bytes[position] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                case UInt8(ascii: "\n"): return nil
                default: break
                }
            }
            return nil
        }
        guard first == UInt8(ascii: "<"), second == UInt8(ascii: "%"), bytes[index + 2] == UInt8(ascii: "=") else { return nil }
        var position = index + 3
        while position + 1 < end {
            if bytes[position] == UInt8(ascii: "%"), bytes[position + 1] == UInt8(ascii: ">") { return position + 2 }
            position += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
    }
}
