import Testing
@testable import BridgeLintProject

/// Which targets and values some controller may read: a markup mistake about one no code reads
/// changes nothing at run time.
@Suite struct PropertyReferenceScannerTests {
    private func catalog(_ body: String) -> ControllerCatalog {
        let source = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"iframeWrapper\", \"item\"]\n  static values = { muted: Boolean }\n\(body)\n}\n"
        return ControllerCatalog(controllers: [ControllerScanner.scan(source, identifier: "preview", path: "preview_controller.js")])
    }

    /// Every way Stimulus exposes a target: its properties, its existence check, its callbacks,
    /// a string key, and a lookup through the `TargetSet`.
    @Test(arguments: [
        "connect() { this.iframeWrapperTarget.hidden = true }",
        "connect() { this.iframeWrapperTargets.forEach((x) => x.remove()) }",
        "connect() { if (this.hasIframeWrapperTarget) {} }",
        "iframeWrapperTargetConnected(element) {}",
        "iframeWrapperTargetDisconnected(element) {}",
        "connect() { const { iframeWrapperTarget } = this }",
        "connect() { this[\"iframeWrapperTarget\"].focus() }",
        "connect() { this.targets.find(\"iframeWrapper\") }",
    ])
    func aTargetIsReadThrough(body: String) {
        #expect(catalog(body).mayReadTarget("iframeWrapper"))
    }

    @Test(arguments: [
        "connect() { this.mutedValue }", "connect() { if (this.hasMutedValue) {} }", "mutedValueChanged() {}",
    ])
    func aValueIsReadThrough(body: String) {
        #expect(catalog(body).mayReadValue("muted"))
    }

    /// A name the code builds may be any target or value.
    @Test(arguments: [
        "connect() { this[`${this.kind}Target`] }", "connect() { this[this.kind + \"Value\"] }",
    ])
    func aComputedNameMayReadAny(body: String) {
        let catalog = catalog(body)
        #expect(catalog.mayReadTarget("iframeWrapper") && catalog.mayReadValue("muted"))
    }

    /// Other names, a near one among them, read nothing of these.
    @Test func otherNamesReadNothing() {
        let catalog = catalog("connect() { this.itemTarget.focus(); this.iframeTarget; this.iframeWrapper = 1; this.mutedValues }")
        #expect(catalog.mayReadTarget("item"))
        #expect(!catalog.mayReadTarget("iframeWrapper"))
        #expect(!catalog.mayReadValue("muted"))
    }

    /// Another controller reads it through an outlet: read.
    @Test func anotherControllerMayReadIt() {
        let other = ControllerScanner.scan(
            "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static outlets = [\"preview\"]\n  go() { this.previewOutlet.iframeWrapperTarget.focus() }\n}\n",
            identifier: "editor", path: "editor_controller.js")
        let preview = ControllerScanner.scan("import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"iframeWrapper\"]\n}\n",
                                             identifier: "preview", path: "preview_controller.js")
        #expect(ControllerCatalog(controllers: [preview, other]).mayReadTarget("iframeWrapper"))
        #expect(!ControllerCatalog(controllers: [preview]).mayReadTarget("iframeWrapper"))
    }
}
