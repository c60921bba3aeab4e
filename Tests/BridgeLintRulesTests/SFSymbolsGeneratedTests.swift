import BridgeLintCore
@testable import BridgeLintRules
import Foundation
import Testing

/// The SF Symbols catalog compiled into the binary is generated from the TSV copies in
/// `Fixtures/`; this test regenerates it and fails when the committed file is stale.
/// Regenerate: `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedSFSymbolsAreCurrent`
@Suite struct SFSymbolsGeneratedTests {
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static var generatedFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/BridgeLintRules/Shared/SFSymbolData.generated.swift")
    }

    @Test func theEmbeddedSFSymbolsAreCurrent() throws {
        let symbols = try String(contentsOf: Self.fixtures.appendingPathComponent("sf-symbols.tsv"), encoding: .utf8)
        let aliases = try String(contentsOf: Self.fixtures.appendingPathComponent("sf-symbols-aliases.tsv"), encoding: .utf8)
        let expected = SFSymbolsGenerator.source(symbols: symbols, aliases: aliases)
        let current = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        if current != expected, ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GENERATED"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "SFSymbolData.generated.swift is stale: run `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedSFSymbolsAreCurrent`")
    }

    @Test func theCatalogKnowsNamesAndRenames() {
        #expect(SFSymbolCatalog.isKnown("ellipsis.circle"))
        #expect(SFSymbolCatalog.isKnown("list.bullet"))
        #expect(!SFSymbolCatalog.isKnown("elipsis.circle"))
        #expect(SFSymbolCatalog.newName(for: "a") == "character")
        #expect(SFSymbolCatalog.newName(for: "ellipsis.circle") == nil)
        #expect(SFSymbolCatalog.newName(for: "bag.badge.plus.fill") == "bag.fill.badge.plus")
        #expect(SFSymbolCatalog.suggestions(for: "elipsis.circle").first == "ellipsis.circle")
    }
}

/// Turns the two TSV files into Swift source: one newline-separated string of names (sorted)
/// and one of `old new` pairs.
enum SFSymbolsGenerator {
    static func rows(_ tsv: String) -> [[String]] {
        let lines = tsv.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return lines.dropFirst().map { $0.split(separator: "\t").map(String.init) }
    }

    static func source(symbols: String, aliases: String) -> String {
        let names = Set(rows(symbols).compactMap(\.first)).sorted()
        let renames = rows(aliases).filter { $0.count >= 2 }.map { "\($0[0]) \($0[1])" }.sorted()
        return """
        // Generated from Tests/BridgeLintRulesTests/Fixtures/sf-symbols*.tsv by SFSymbolsGeneratedTests; do not edit.
        // Regenerate: BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedSFSymbolsAreCurrent

        /// SF Symbols names (up to the 2023 release) and renamed names, from SFSafeSymbols' tables.
        enum SFSymbolData {
            /// Every known name, sorted, one per line.
            static let names = #\"\"\"
        \(names.joined(separator: "\n"))
        \"\"\"#

            /// `old new` per line: a legacy name and the name that replaced it.
            static let renames = #\"\"\"
        \(renames.joined(separator: "\n"))
        \"\"\"#
        }

        """
    }
}
