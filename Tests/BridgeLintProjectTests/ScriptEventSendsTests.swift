import Testing
@testable import BridgeLintProject

/// The events an app sends are read from all of its own JavaScript, not only its controllers.
@Suite struct ScriptEventSendsTests {
    private let stimulus = "import { Controller } from \"@hotwired/stimulus\"\n"

    @Test func readsTheScriptsAndTheModulesTheControllersImport() {
        let folder = TemporaryFolder()
        // A module under the script root that two controllers import (gesteves/denali's shape).
        folder.write("app/frontend/controllers/admin/cropper_controller.js", stimulus + "import { notify } from \"../../lib/utils\"\nexport default class extends Controller { save() { notify(\"saved\") } }\n")
        folder.write("app/frontend/lib/utils.js", "export function notify(message) {\n  document.body.dispatchEvent(new CustomEvent('notify', { detail: { message } }))\n}\n")
        // An entry point, and a script no one imports, under the script roots.
        folder.write("app/frontend/packs/application.js", "window.addEventListener('load', () => document.dispatchEvent(new Event('appready')))\n")
        folder.write("app/javascript/legacy/alerts.js", "function alert() { document.dispatchEvent(new Event('alerted')) }\n")
        // A module outside the script roots, imported by a controller, and the module it imports.
        folder.write("app/frontend/controllers/chart_controller.js", stimulus + "import { draw } from \"../../../lib/charts/draw\"\nexport default class extends Controller { connect() { draw(this.element) } }\n")
        folder.write("lib/charts/draw.js", "import { announce } from './announce'\nexport function draw(el) { announce(el) }\n")
        folder.write("lib/charts/announce.js", "export function announce(el) { el.dispatchEvent(new CustomEvent('drawn')) }\n")
        // Outside the roots and imported by nothing: not the app's running code.
        folder.write("lib/charts/unused.js", "document.dispatchEvent(new Event('neverloaded'))\n")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.eventSends.names == ["notify", "appready", "alerted", "drawn"])
        #expect(catalog.mayDispatch("notify") && !catalog.mayDispatch("neverloaded"))
    }

    /// A name computed anywhere is said once, at its first place, with how many there are.
    @Test func aComputedNameIsNotedOnce() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/menu_controller.js", stimulus + "export default class extends Controller {\n  relay() { this.dispatch(this.nameValue, { prefix: false }) }\n}\n")
        folder.write("app/javascript/lib/bus.js", "export const emit = (name) => document.dispatchEvent(new Event(name))\n")
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(notes.contains("app/javascript/controllers/menu_controller.js:3: an event is sent under a name the code computes (and 1 more place); stimulus-unknown-event does not report an event name such code may send unless it is a typo of a DOM event."))
        let quiet = TemporaryFolder()
        quiet.write("app/javascript/controllers/menu_controller.js", stimulus + "export default class extends Controller { open() { this.dispatch(\"opened\") } }\n")
        // Names with a separator are custom-looking, never judged: computing them silences nothing.
        quiet.write("app/javascript/lib/bus.js", "export const emit = (name) => document.dispatchEvent(new CustomEvent(`bus:${name}`))\n")
        #expect(!ProjectModel.load(root: quiet.path, configuration: Configuration()).limitations.contains { $0.contains("computes") })
    }
}
