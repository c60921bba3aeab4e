import Testing
@testable import BridgeLintProject

/// Any input, however broken, must scan without crashing or hanging.
@Suite struct NativeRobustnessTests {
    static let samples = [
        SwiftComponentScannerTests.components, KotlinComponentScannerTests.application,
        KotlinComponentScannerTests.component, SchemaScannerTests.schema, ModelScannerTests.todo,
        "CREATE TABLE public.t (a int NOT NULL, CONSTRAINT c CHECK (a > 0));",
    ]

    /// Runs every scanner over `text`.
    static func scanEverything(_ text: String) {
        _ = SwiftComponentScanner.scan(path: "a.swift", text: text)
        _ = KotlinComponentScanner.scan(path: "a.kt", text: text)
        _ = SchemaScanner.scan(path: "schema.rb", text: text)
        _ = SchemaSQLScanner.scan(path: "structure.sql", text: text)
        _ = ModelScanner.scan(path: "m.rb", text: text)
        _ = Inflection.pluralize(text)
        _ = Inflection.singularize(text)
        _ = Inflection.underscore(text)
    }

    @Test func everyTruncationScans() {
        for sample in Self.samples {
            let bytes = Array(sample.utf8)
            for end in stride(from: 0, through: bytes.count, by: 3) {
                Self.scanEverything(String(decoding: bytes[..<end], as: UTF8.self))
            }
        }
    }

    @Test func garbageScans() {
        // A fixed linear congruential generator: the same bytes on every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let alphabet = Array("\"'`#$/*\\{}()[]<>:;,.=-|@%?!~\n \t_aZ09é".utf8)
        for length in [1, 2, 5, 17, 64, 300, 2000] {
            for _ in 0..<20 {
                var bytes: [UInt8] = []
                for _ in 0..<length {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let pick = Int(state >> 33)
                    bytes.append(pick % 5 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : alphabet[pick % alphabet.count])
                }
                Self.scanEverything(String(decoding: bytes, as: UTF8.self))
            }
        }
        let deep = String(repeating: "class A: BridgeComponent { \"\\(\"", count: 2000)
        Self.scanEverything(deep)
        Self.scanEverything(String(repeating: "module A\n", count: 3000) + String(repeating: "\"#{", count: 3000))
    }

    /// Deep nesting and long runs of openers: linear-ish work, no recursion.
    @Test func pathologicalShapesFinish() {
        let shapes = [
            String(repeating: "struct A: Decodable { let a: Int\n", count: 3000),
            String(repeating: "class C: BridgeComponent { ", count: 3000),
            String(repeating: "BridgeComponentFactory(\"x\", ::X), ", count: 3000),
            "registerBridgeComponents(" + String(repeating: "*list, ", count: 3000),
            String(repeating: "while x do ", count: 5000),
            String(repeating: "(", count: 20000) + String(repeating: "[", count: 20000),
            "class T < ApplicationRecord\n" + String(repeating: "  has_many :x do\n", count: 3000),
        ]
        let clock = ContinuousClock()
        for (number, shape) in shapes.enumerated() {
            for scanner in 0..<5 {
                let elapsed = clock.measure {
                    switch scanner {
                    case 0: _ = SwiftComponentScanner.scan(path: "a.swift", text: shape)
                    case 1: _ = KotlinComponentScanner.scan(path: "a.kt", text: shape)
                    case 2: _ = SchemaScanner.scan(path: "schema.rb", text: shape)
                    case 3: _ = SchemaSQLScanner.scan(path: "structure.sql", text: shape)
                    default: _ = ModelScanner.scan(path: "m.rb", text: shape)
                    }
                }
                if elapsed > .milliseconds(300) { print("bridgelint slow shape \(number) scanner \(scanner): \(elapsed)") }
            }
        }
    }
}
