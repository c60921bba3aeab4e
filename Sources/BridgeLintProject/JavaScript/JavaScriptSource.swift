import BridgeLintCore

/// A tokenized JavaScript file with what scanners navigate by: matching brackets, positions and
/// the names its `import` declarations bind.
struct JavaScriptSource {
    let file: SourceFile
    let tokens: [JavaScriptToken]
    /// For each `(`, `[` and `{`, the index of its closing token; nil when it is never closed.
    let closingIndex: [Int?]

    /// For each line, the offset of its first non-ASCII byte (or its end): columns before it
    /// are byte differences, so minified one-line files do not cost a scan per location.
    private let asciiPrefixEnd: [Int]

    init(path: String, bytes: [UInt8]) {
        file = SourceFile(path: path, bytes: bytes)
        tokens = JavaScriptTokenizer.tokenize(bytes)
        closingIndex = Self.matchBrackets(tokens)
        var ends: [Int] = []
        ends.reserveCapacity(file.lineStarts.count)
        for (line, lineStart) in file.lineStarts.enumerated() {
            var index = line == 0 ? file.byteOrderMarkLength : lineStart
            while index < bytes.count, bytes[index] < 0x80, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            ends.append(index)
        }
        asciiPrefixEnd = ends
    }

    /// Pairs brackets with a stack. A `}` closes through unclosed `(` and `[` (braces are the
    /// strongest structure); other mismatched closers are ignored. Linear time on any input.
    private static func matchBrackets(_ tokens: [JavaScriptToken]) -> [Int?] {
        var result = [Int?](repeating: nil, count: tokens.count)
        var open: [(index: Int, closer: String)] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuator {
            switch token.text {
            case "(": open.append((index, ")"))
            case "[": open.append((index, "]"))
            case "{": open.append((index, "}"))
            case ")", "]", "}":
                while let top = open.last, top.closer != token.text, token.text == "}" { open.removeLast() }
                if let top = open.last, top.closer == token.text {
                    result[top.index] = index
                    open.removeLast()
                }
            default: break
            }
        }
        return result
    }

    func location(of token: JavaScriptToken) -> FileLocation {
        let line = file.lineIndex(containing: token.start)
        let lineStart = line == 0 ? min(file.byteOrderMarkLength, token.start) : file.lineStarts[line]
        if token.start <= asciiPrefixEnd[line] {
            return FileLocation(line: line + 1, column: token.start - lineStart + 1)
        }
        let position = file.position(of: token.start)
        return FileLocation(line: position.line, column: position.column)
    }

    /// The index after the group opened at `index` (just past its closer), or the end of the
    /// tokens when it is never closed. Any other token: `index + 1`.
    func skipGroup(at index: Int) -> Int {
        guard index < tokens.count else { return tokens.count }
        guard tokens[index].kind == .punctuator, ["(", "[", "{"].contains(tokens[index].text) else { return index + 1 }
        return closingIndex[index].map { $0 + 1 } ?? tokens.count
    }

    func token(at index: Int) -> JavaScriptToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// Every module specifier the file loads: `import ... from "m"`, `import "m"`,
    /// `export ... from "m"`, `import("m")` and `require("m")` with a literal.
    func importSpecifiers() -> [String] {
        var result: [String] = []
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier, ["from", "import", "require"].contains(token.text) else { continue }
            var next = index + 1
            if token.text != "from", self.token(at: next)?.isPunctuator("(") == true { next += 1 } else if token.text == "require" { continue }
            if let specifier = self.token(at: next)?.literalValue { result.append(specifier) }
        }
        return result
    }

    /// Where the name this file exports as `exported` comes from, when it passes on another
    /// module's export (a barrel file): `export { default as Menu } from "./menu"`,
    /// `export { Menu } from "./menu"`, or `export { Menu }` of a name it imported. Nil for a
    /// name the file defines itself or does not export.
    func reexport(of exported: String) -> ImportBinding? {
        var imports: [String: ImportBinding]?
        for index in tokens.indices where tokens[index].isIdentifier("export") && token(at: index + 1)?.isPunctuator("{") == true {
            var cursor = index + 2
            var found: String?
            while let current = token(at: cursor), !current.isPunctuator("}"), cursor < index + 1024 {
                if current.isIdentifier(exported), token(at: cursor + 1).map({ $0.isPunctuator(",") || $0.isPunctuator("}") }) == true {
                    found = token(at: cursor - 1)?.isIdentifier("as") == true ? token(at: cursor - 2)?.text : exported
                }
                cursor += 1
            }
            guard let local = found else { continue }
            if token(at: cursor + 1)?.isIdentifier("from") == true {
                return token(at: cursor + 2)?.literalValue.map { ImportBinding(module: $0, imported: local) }
            }
            if imports == nil { imports = importBindings() }
            return imports?[local]
        }
        return nil
    }

    /// Local names bound by `import` declarations, mapped to the module specifier they come from:
    /// `import A, { B, C as D } from "m"` gives `A`, `B` and `D`.
    func importedNames() -> [String: String] {
        importBindings().mapValues(\.module)
    }

    /// What one local name an `import` declaration binds stands for.
    struct ImportBinding: Equatable {
        var module: String
        /// The name the module exports it under: `default`, `*` for a namespace, or a name.
        var imported: String
    }

    /// Local names bound by `import` declarations: `import A, { B, C as D }, * as E from "m"`
    /// binds `A` (`default`), `B`, `D` (`C`) and `E` (`*`).
    func importBindings() -> [String: ImportBinding] {
        var names: [String: ImportBinding] = [:]
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].isIdentifier("import"), token(at: index - 1)?.isPunctuator(".") != true,
                  let next = token(at: index + 1), !next.isPunctuator("("), !next.isPunctuator(".")
            else { continue }
            var bound: [(local: String, imported: String)] = []
            var inBraces = false
            var cursor = index + 1
            while cursor < tokens.count, cursor < index + 512 {
                let current = tokens[cursor]
                if current.isIdentifier("from") || current.kind == .string { break }
                // Only names, braces, commas and `*` come before `from`: anything else is some
                // other use of the word (`{import: ...}` in a minified bundle).
                guard current.kind == .identifier || ["{", "}", ",", "*"].contains(where: current.isPunctuator) else { break }
                if current.isPunctuator("{") { inBraces = true } else if current.isPunctuator("}") { inBraces = false }
                let followsAs = token(at: cursor - 1)?.isIdentifier("as") == true
                if followsAs, let original = token(at: cursor - 2) {
                    // `B as D` and `* as D` bind D, not B.
                    if bound.last?.local == original.text { bound.removeLast() }
                    bound.append((current.text, original.isPunctuator("*") ? "*" : original.text))
                } else if current.kind == .identifier, current.text != "type", current.text != "as" {
                    bound.append((current.text, inBraces ? current.text : "default"))
                }
                cursor += 1
            }
            if cursor < tokens.count, tokens[cursor].isIdentifier("from") { cursor += 1 } else if !bound.isEmpty { continue }
            guard let module = token(at: cursor)?.literalValue else { continue }
            for name in bound { names[name.local] = ImportBinding(module: module, imported: name.imported) }
            index = cursor
        }
        return names
    }
}
