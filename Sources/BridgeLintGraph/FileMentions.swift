import BridgeLintCore

/// The words of one file as their numbers in the vocabulary of every file read, sorted: four
/// bytes a word, where a set of strings took over ten (its table, half empty, and strings
/// past 15 bytes) in every file, so that the words of 20,000 templates held about 100 MB.
/// A word shared by many files is kept once, in the vocabulary.
struct Words: Sendable {
    /// Ascending: an array of the file's own, or the file's part of a `WordLists`.
    let numbers: ArraySlice<UInt32>

    static let none = Words(numbers: [])

    fileprivate init(numbers: ArraySlice<UInt32>) {
        self.numbers = numbers
    }

    /// `words` numbered in `vocabulary`, which gets the words it does not know yet.
    init(numbering words: some Collection<String>, in vocabulary: Locked<[String: UInt32]>) {
        var numbers = vocabulary.withLock { known in
            words.map { word in
                if let number = known[word] { return number }
                let number = UInt32(known.count)
                known[word] = number
                return number
            }
        }
        numbers.sort()
        // Words of different bytes may be one string (`é` composed or not, invalid UTF-8).
        var kept = 0
        for number in numbers where kept == 0 || numbers[kept - 1] != number {
            numbers[kept] = number
            kept += 1
        }
        numbers.removeLast(numbers.count - kept)
        self.numbers = numbers[...]
    }

    /// The words of `bytes` (runs of letters, digits, `_` and bytes past ASCII: `theme_toggle`,
    /// `SidebarComponent`; `theme-toggle` is two), numbered in `vocabulary`.
    ///
    /// With `skippingCommentLines`, a line whose first text is a Ruby comment (`#`, not `#{`)
    /// gives no word: a call or a name commented out, or the prose of a generated config file
    /// ("the :test delivery method"), proves no use.
    init(of bytes: [UInt8], skippingCommentLines: Bool = false, in vocabulary: Locked<[String: UInt32]>) {
        self.init(numbering: Self.distinct(in: bytes, skippingCommentLines: skippingCommentLines), in: vocabulary)
    }

    /// The distinct words of `bytes` (see `init(of:skippingCommentLines:in:)`), each a string
    /// once: a run is hashed as it is scanned and told from the runs seen before by its bytes
    /// (issue 21: a string and a set insertion for every word of every template were a
    /// twentieth of a cold run).
    static func distinct(in bytes: [UInt8], skippingCommentLines: Bool = false) -> [String] {
        bytes.withUnsafeBufferPointer { bytes in
            // Open addressing: each slot holds 1 + the index of a run in `runs`, or 0.
            var slots = [Int32](repeating: 0, count: 64)
            var runs: [(start: Int, end: Int, hash: UInt64)] = []
            func isWord(_ byte: UInt8) -> Bool {
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
            }
            func place(_ run: Int, in slots: inout [Int32]) {
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: runs[run].hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(run + 1)
            }
            var index = 0
            // Whether only blanks stand between the last line break and `index`.
            var atLineStart = true
            while index < bytes.count {
                guard isWord(bytes[index]) else {
                    let byte = bytes[index]
                    if skippingCommentLines, atLineStart, byte == UInt8(ascii: "#"),
                       index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "{") {
                        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                        continue
                    }
                    // Only Ruby files ask: templates, most of what is read, skip the bookkeeping.
                    if skippingCommentLines {
                        if byte == UInt8(ascii: "\n") { atLineStart = true } else if byte != 0x20, byte != 0x09, byte != 0x0D { atLineStart = false }
                    }
                    index += 1
                    continue
                }
                atLineStart = false
                let start = index
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                while index < bytes.count, isWord(bytes[index]) {
                    hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3
                    index += 1
                }
                let length = index - start
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                var seen = false
                while slots[slot] != 0 {
                    let run = runs[Int(slots[slot]) - 1]
                    if run.hash == hash, run.end - run.start == length, bytes[run.start..<run.end].elementsEqual(bytes[start..<index]) {
                        seen = true
                        break
                    }
                    slot = (slot + 1) & mask
                }
                guard !seen else { continue }
                runs.append((start, index, hash))
                slots[slot] = Int32(runs.count)
                if runs.count * 2 > slots.count {
                    slots = [Int32](repeating: 0, count: slots.count * 2)
                    for run in runs.indices { place(run, in: &slots) }
                }
            }
            return runs.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.start..<$0.end]), as: UTF8.self) }
        }
    }

    /// Whether the number of a word the file holds satisfies `matches`.
    func contains(where matches: (UInt32) -> Bool) -> Bool {
        numbers.contains(where: matches)
    }

    /// Whether the file holds the word numbered `number` (nil: a word no file holds).
    func contains(_ number: UInt32?) -> Bool {
        guard let number else { return false }
        var (low, high) = (numbers.startIndex, numbers.endIndex)
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < numbers.endIndex && numbers[low] == number
    }
}

/// The words of many files (see `Words`) in one array, each file's after those of the file
/// before: kept as a `Words` of its own, each file's took an array (issue 21: the literal
/// strings of 20,000 templates, 1.8 MB of the peak).
struct WordLists: Sendable {
    /// Where each file's numbers start in `numbers`, and where the last file's end.
    private var starts: [UInt32] = [0]
    private var numbers: [UInt32] = []

    init() {}

    /// Adds the words of the next file.
    mutating func append(_ words: Words) {
        numbers += words.numbers
        starts.append(UInt32(numbers.count))
    }

    /// The words of the file numbered `file` (none past the files added).
    subscript(file: Int) -> Words {
        file >= 0 && file + 1 < starts.count ? Words(numbers: numbers[Int(starts[file])..<Int(starts[file + 1])]) : .none
    }

    /// The same lists in arrays no larger than what they hold (appending leaves up to half of
    /// an array free).
    var trimmed: WordLists {
        var copy = WordLists()
        // `map` makes an array of the count it maps; a copy of an array shares its buffer.
        copy.starts = starts.map { $0 }
        copy.numbers = numbers.map { $0 }
        return copy
    }
}

/// Which files mention each key (the number of a word, of a name), turned around from what
/// each file mentions: the files of a key few files mention as an ascending list of their
/// numbers, all such lists in one array (four bytes a mention); a key more than one file in 32
/// mentions (`div`, `class`, `render`) as a bitmap of the files (one bit a file), so that the
/// words of 20,000 templates take a few MB, not one number per word of each file (about 13 MB
/// for the benchmark's templates). Asking which files mention a name costs what its mentions
/// cost.
struct FileMentions: Sendable {
    /// Where each key's list starts in `files` (one more than the keys: where the last ends);
    /// a key with a bitmap has an empty list.
    private let starts: [UInt32]
    private let files: [UInt32]
    /// The first word of each bitmap in `bits`, by key.
    private let bitmaps: [UInt32: Int]
    private let bits: [UInt64]
    /// The words of one bitmap: one bit for each file.
    private let bitmapWords: Int

    /// The files mentioning each of `keyCount` keys, from the keys each file mentions (each
    /// once), which are let go file by file as they are read.
    init(keyCount: Int, taking fileKeys: inout [[UInt32]]) {
        var counts = [UInt32](repeating: 0, count: keyCount)
        for keys in fileKeys {
            for key in keys { counts[Int(key)] += 1 }
        }
        let bitmapWords = (fileKeys.count + 63) / 64
        // A bitmap where it is smaller than the list.
        var slots = [Int](repeating: -1, count: keyCount)
        var bitmapCount = 0
        var starts = [UInt32](repeating: 0, count: keyCount + 1)
        for key in 0..<keyCount {
            let bitmap = Int(counts[key]) * 4 > bitmapWords * 8
            if bitmap {
                slots[key] = bitmapCount * bitmapWords
                bitmapCount += 1
            }
            starts[key + 1] = starts[key] + (bitmap ? 0 : counts[key])
        }
        var files = [UInt32](repeating: 0, count: Int(starts[keyCount]))
        var bits = [UInt64](repeating: 0, count: bitmapCount * bitmapWords)
        // Where the next file of each key goes.
        for key in 0..<keyCount { counts[key] = starts[key] }
        for file in fileKeys.indices {
            for key in fileKeys[file] {
                let slot = slots[Int(key)]
                if slot >= 0 {
                    bits[slot + file / 64] |= 1 << UInt64(file % 64)
                } else {
                    files[Int(counts[Int(key)])] = UInt32(file)
                    counts[Int(key)] += 1
                }
            }
            fileKeys[file] = []
        }
        var bitmaps: [UInt32: Int] = [:]
        for (key, slot) in slots.enumerated() where slot >= 0 { bitmaps[UInt32(key)] = slot }
        self.starts = starts
        self.files = files
        self.bitmaps = bitmaps
        self.bits = bits
        self.bitmapWords = bitmapWords
    }

    /// The files mentioning each key, added file by file (in the order of their numbers):
    /// a key's list becomes a bitmap as soon as the bitmap is smaller, so that what is built
    /// is never much more than the index.
    struct Builder {
        private let bitmapWords: Int
        private var lists: [[UInt32]] = []
        /// By key: empty while it has a list.
        private var bitmaps: [[UInt64]] = []
        private var last = -1

        /// A builder for files numbered below `fileCount`.
        init(fileCount: Int) {
            bitmapWords = (fileCount + 63) / 64
        }

        /// The keys the file numbered `file` mentions (each once); files come in ascending order.
        mutating func add(file: Int, keys: some Collection<UInt32>) {
            precondition(file > last && file < bitmapWords * 64, "files come in ascending order, below the count given")
            last = file
            for key in keys.map(Int.init) {
                if key >= lists.count {
                    lists += Array(repeating: [], count: key + 1 - lists.count)
                    bitmaps += Array(repeating: [], count: key + 1 - bitmaps.count)
                }
                if !bitmaps[key].isEmpty {
                    bitmaps[key][file / 64] |= 1 << UInt64(file % 64)
                    continue
                }
                lists[key].append(UInt32(file))
                if lists[key].count * 4 > bitmapWords * 8 {
                    var bitmap = [UInt64](repeating: 0, count: bitmapWords)
                    for file in lists[key] { bitmap[Int(file) / 64] |= 1 << UInt64(file % 64) }
                    bitmaps[key] = bitmap
                    lists[key] = []
                }
            }
        }

        /// The index of the files added, for keys numbered below `keyCount`.
        consuming func build(keyCount: Int) -> FileMentions {
            var starts = [UInt32](repeating: 0, count: keyCount + 1)
            var bitmapSlots: [UInt32: Int] = [:]
            for key in 0..<keyCount {
                let count = key < lists.count ? lists[key].count : 0
                starts[key + 1] = starts[key] + UInt32(count)
                if key < bitmaps.count, !bitmaps[key].isEmpty { bitmapSlots[UInt32(key)] = bitmapSlots.count * bitmapWords }
            }
            var files: [UInt32] = []
            files.reserveCapacity(Int(starts[keyCount]))
            for key in lists.indices {
                files += lists[key]
                lists[key] = []
            }
            var bits = [UInt64](repeating: 0, count: bitmapSlots.count * bitmapWords)
            for (key, slot) in bitmapSlots {
                bits.replaceSubrange(slot..<slot + bitmapWords, with: bitmaps[Int(key)])
                bitmaps[Int(key)] = []
            }
            return FileMentions(starts: starts, files: files, bitmaps: bitmapSlots, bits: bits, bitmapWords: bitmapWords)
        }
    }

    private init(starts: [UInt32], files: [UInt32], bitmaps: [UInt32: Int], bits: [UInt64], bitmapWords: Int) {
        self.starts = starts
        self.files = files
        self.bitmaps = bitmaps
        self.bits = bits
        self.bitmapWords = bitmapWords
    }

    /// The files mentioning `key`, ascending (none for nil: a key no file mentions).
    func files(mentioning key: UInt32?) -> Files {
        guard let key, Int(key) + 1 < starts.count else { return Files(list: [], bits: []) }
        if let slot = bitmaps[key] { return Files(list: [], bits: bits[slot..<slot + bitmapWords]) }
        return Files(list: files[Int(starts[Int(key)])..<Int(starts[Int(key) + 1])], bits: [])
    }

    /// Whether the file numbered `file` mentions `key`.
    func file(_ file: Int, mentions key: UInt32?) -> Bool {
        guard let key, Int(key) + 1 < starts.count, file >= 0 else { return false }
        if let slot = bitmaps[key] { return file / 64 < bitmapWords && bits[slot + file / 64] & (1 << UInt64(file % 64)) != 0 }
        let list = files[Int(starts[Int(key)])..<Int(starts[Int(key) + 1])]
        var (low, high) = (list.startIndex, list.endIndex)
        while low < high {
            let middle = (low + high) / 2
            if Int(list[middle]) < file { low = middle + 1 } else { high = middle }
        }
        return low < list.endIndex && Int(list[low]) == file
    }

    /// The files of one key, ascending: its list, or the set bits of its bitmap.
    struct Files: Sequence {
        fileprivate let list: ArraySlice<UInt32>
        fileprivate let bits: ArraySlice<UInt64>

        var isEmpty: Bool { list.isEmpty && bits.allSatisfy { $0 == 0 } }

        func makeIterator() -> Iterator { Iterator(files: self) }

        struct Iterator: IteratorProtocol {
            private let files: Files
            private var position: Int
            /// The bits of the bitmap word at `position - 1` not returned yet.
            private var word: UInt64 = 0

            fileprivate init(files: Files) {
                self.files = files
                position = files.bits.isEmpty ? files.list.startIndex : files.bits.startIndex
            }

            mutating func next() -> UInt32? {
                if files.bits.isEmpty {
                    guard position < files.list.endIndex else { return nil }
                    defer { position += 1 }
                    return files.list[position]
                }
                while word == 0 {
                    guard position < files.bits.endIndex else { return nil }
                    word = files.bits[position]
                    position += 1
                }
                let bit = word.trailingZeroBitCount
                word &= word - 1
                return UInt32((position - 1 - files.bits.startIndex) * 64 + bit)
            }
        }
    }
}
