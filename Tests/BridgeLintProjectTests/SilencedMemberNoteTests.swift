import Testing
@testable import BridgeLintProject

/// Each cause that silences member rules about a controller is said once, at its first place,
/// with how many controllers share it.
@Suite struct SilencedMemberNoteTests {
    @Test func eachCauseIsNotedOnceWithItsFirstPlace() {
        let folder = TemporaryFolder()
        let stimulus = "import { Controller } from \"@hotwired/stimulus\"\n"
        folder.write("app/javascript/controllers/dropdown_controller.js", "import { Dropdown } from \"tailwindcss-stimulus-components\"\nexport default class extends Dropdown {}\n")
        folder.write("app/javascript/controllers/mixed_controller.js", stimulus + "import { mix } from \"../mix\"\nexport default class extends mix(Controller) {}\n")
        folder.write("app/javascript/controllers/hover_controller.js", stimulus + "export default class extends Controller {\n  connect() {\n    useHover(this)\n  }\n}\n")
        folder.write("app/javascript/controllers/board_controller.js", stimulus + "export default class extends Controller {\n  read(name) {\n    return this.element.dataset[name]\n  }\n}\n")
        folder.write("app/javascript/controllers/local_controller.js", "import { Controller } from \"./base\"\nexport default class extends Controller {}\n")
        folder.write("app/javascript/controllers/base.js", stimulus + "export class Base extends Controller { open() {} }\nexport { Base as Controller }\n")
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(notes.contains("app/javascript/controllers/dropdown_controller.js:2: `dropdown` extends the class `Dropdown` from `tailwindcss-stimulus-components`, which bridgelint cannot read (and 1 more controller with a superclass that cannot be read); rules about its targets, values, classes, outlets and action methods are silent."))
        #expect(notes.contains("app/javascript/controllers/hover_controller.js:4: `hover` may gain methods whose names are made at run time (a mixin, `Object.assign(this, ...)`, `this[name] = ...`); stimulus-unknown-action-method is silent about its actions."))
        #expect(notes.contains("app/javascript/controllers/board_controller.js:4: `board` reads `data-*` attributes by a computed name (`dataset[name]`, ``getAttribute(`data-${...}`)``); stimulus-unknown-value, -class, -outlet and stimulus-value-placement are silent about its attributes."))
        // A `Controller` imported from the app's own file is that file's class: read, not Stimulus's.
        let local = ProjectModel.load(root: folder.path, configuration: Configuration()).controllers.controllers(named: "local").first
        #expect(local?.inheritanceIsKnown == true)
        #expect(local?.actionMethods.contains("open") == true)
    }

    /// A helper module the controller imports reads its attributes for it: by a computed name
    /// (the controller's reads are dynamic) or by a literal one (that attribute is read).
    @Test func helpersTheControllerImportsReadForIt() {
        let folder = TemporaryFolder()
        let stimulus = "import { Controller } from \"@hotwired/stimulus\"\n"
        folder.write("app/javascript/controllers/board_controller.js", stimulus + "import { setting } from \"../helpers/settings\"\nexport default class extends Controller {\n  connect() { setting(this.element, \"color\") }\n}\n")
        folder.write("app/javascript/helpers/settings.js", "export function setting(element, name) { return element.dataset[`board${name}Value`] }\n")
        folder.write("app/javascript/controllers/card_controller.js", stimulus + "import { size } from \"helpers_not_local\"\nimport { width } from \"./card_helpers\"\nexport default class extends Controller {}\n")
        folder.write("app/javascript/controllers/card_helpers.js", "export const width = (el) => el.dataset.cardWidthValue\n")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.readsAttributesDynamically("board"))
        #expect(!catalog.readsAttributesDynamically("card"))
        #expect(catalog.controllers(named: "card").first?.dataAttributeReads.contains("data-card-width-value") == true)
    }
}
