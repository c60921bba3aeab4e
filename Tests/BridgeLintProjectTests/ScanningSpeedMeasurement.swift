import Foundation
import Testing
import BridgeLintProject

/// Not pass/fail tests: print how long scanning 300 generated controllers, and walking the
/// folder named by `BRIDGELINT_MEASURE_WALK`, take. Run with `BRIDGELINT_MEASURE=1 swift test
/// -c release -Xswiftc -enable-testing --filter ScanningSpeed`.
@Suite struct ScanningSpeedMeasurement {
    static func controllerSource(_ number: Int) -> String {
        """
        import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

        // Controller \(number): static targets = ["commented"]
        export default class extends BridgeComponent {
          static component = "component\(number)"
          static targets = ["item", "button", "menu\(number)"]
          static values = { submitTitle: String, count: { type: Number, default: \(number) }, open: Boolean }
          static classes = ["active", "hidden"]

          connect() {
            super.connect()
            const label = `${this.element.dataset.title ?? "none"} (${this.countValue / 2})`
            this.pattern = /["'\\/]+/g
          }

          open = (event) => {
            const element = new BridgeElement(event.target)
            this.send("open", { title: element.title, side: element.bridgeAttribute("side") }, () => {
              this.itemTargets.forEach((item) => item.classList.toggle(this.activeClass))
            })
          }

          async save(event) {
            event.preventDefault()
            const response = await fetch(this.element.action, { method: "POST", body: new FormData(this.element) })
            if (!response.ok) { /* keep the form */ return }
            this.dispatch("saved", { detail: { count: this.countValue + 1 } })
          }

          #reset() { this.countValue = 0 }
          get isOpen() { return this.openValue }
        }
        """
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["BRIDGELINT_MEASURE"] != nil))
    func scanThreeHundredControllers() {
        let sources = (0..<300).map { Array(Self.controllerSource($0).utf8) }
        let clock = ContinuousClock()
        var methods = 0
        let elapsed = clock.measure {
            for (number, bytes) in sources.enumerated() {
                methods += ControllerScanner.scan(bytes: bytes, identifier: "c\(number)", path: "c\(number)_controller.js").actionMethods.count
            }
        }
        let bytes = sources.reduce(0) { $0 + $1.count }
        print("scanned 300 controllers (\(bytes) bytes, \(methods) methods) in \(elapsed)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["BRIDGELINT_MEASURE"] != nil))
    func loadACatalogOfThreeHundredControllers() throws {
        let root = NSTemporaryDirectory() + "bridgelint-measure-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for number in 0..<300 {
            let folder = root + "/app/javascript/controllers/area\(number % 10)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.controllerSource(number).write(toFile: folder + "/item\(number)_controller.js", atomically: false, encoding: .utf8)
        }
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure { count = ControllerCatalog.load(root: root, configuration: Configuration()).controllers.count }
        print("loaded a catalog of \(count) controllers from disk in \(elapsed)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["BRIDGELINT_MEASURE_WALK"] != nil))
    func walkAFolder() {
        let root = ProcessInfo.processInfo.environment["BRIDGELINT_MEASURE_WALK"] ?? "."
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure { count = FileWalker(root: root).files { $0.hasSuffix(".erb") || $0.hasSuffix(".h") }.count }
        print("walked \(root): \(count) matching files in \(elapsed)")
    }
}
