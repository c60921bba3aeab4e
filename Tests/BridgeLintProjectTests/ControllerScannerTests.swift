import Testing
@testable import BridgeLintProject

@Suite struct ControllerScannerTests {
    static let navComponent = """
    import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

    // static targets = ["commentedOut"]
    /* static values = { fake: String } */
    const help = "class Fake extends Controller { static targets = ['no'] }"

    export default class extends BridgeComponent {
      static component = "nav"
      static targets = ["item", 'button']
      static values = { submitTitle: String, count: { type: Number, default: 1 }, "quoted": Boolean, list: Array }
      static classes = ["active"]
      static outlets = ["menu"]

      connect() {
        super.connect()
        const label = `${this.element.dataset.x ?? `}{`} items`
        const pattern = /["'{}]\\//g
        const ratio = this.countValue / 2 / 3
      }

      save = (event) => { this.send("submit", { title, image: this.x, "quoted-key": 1 }, () => {}) }
      load = async () => {}
      render = function () {}
      timer = null
      #secret() {}
      get helper() { return 1 }
      set helper(value) {}
      static helperStatic() {}
      async refresh(event) {
        const element = new BridgeElement(this.itemTarget)
        const side = element.bridgeAttribute("side")
        this.bridgeElement.bridgeAttribute('title')
        this.send("connect", {title, image: x}, () => {})
        this.send(name, data)
        this.send("spread", { ...rest, [computed]: 1 })
      }
      constructor() { super() }
    }
    """

    @Test func readsABridgeComponent() {
        let controller = ControllerScanner.scan(Self.navComponent, identifier: "bridge--nav", path: "app/javascript/controllers/bridge/nav_controller.js")
        #expect(controller.parseProblems == [])
        #expect(controller.isBridgeComponent)
        #expect(controller.superclassName == "BridgeComponent")
        #expect(controller.superclassModule == "@hotwired/hotwire-native-bridge")
        #expect(controller.classLocation == FileLocation(line: 7, column: 16))
        #expect(controller.componentName == "nav")
        #expect(controller.componentLocation == FileLocation(line: 8, column: 22))
        #expect(controller.targets == ["item", "button"])
        #expect(controller.values.keys.sorted() == ["count", "list", "quoted", "submitTitle"])
        #expect(controller.values["count"]?.type == .number)
        #expect(controller.values["count"]?.hasDefault == true)
        #expect(controller.values["submitTitle"]?.type == .string)
        #expect(controller.values["submitTitle"]?.location == FileLocation(line: 10, column: 21))
        #expect(controller.values["quoted"]?.type == .boolean)
        #expect(controller.values["list"]?.type == .array)
        #expect(controller.classes == ["active"])
        #expect(controller.outlets == ["menu"])
        #expect(controller.openDeclarations == [])
        #expect(controller.actionMethods == ["connect", "save", "load", "render", "refresh"])
        #expect(controller.otherFields == ["timer"])
        #expect(controller.overridesConnect && controller.callsSuperConnect)
        #expect(controller.usesBridgeElement)
        #expect(controller.bridgeAttributes.map(\.name) == ["side", "title"])
        #expect(controller.bridgeAttributes.first?.location == FileLocation(line: 31, column: 42))
        #expect(controller.isClosed)
    }

    /// A real app reads `to.closest(".board-column").dataset.sortableColumnIdValue`: the
    /// attribute is read directly, so rules must not call it a misspelt value.
    /// A controller handed to a function may gain methods; one handed to a method of another
    /// object, or bound, does not.
    @Test(arguments: [
        ("connect() { popupMenu(this) }", true),
        ("connect() { useHover(this, { element: this.buttonTarget }) }", true),
        ("connect() { Object.assign(this, helpers) }", true),
        ("connect() { Object.assign(this, { open() {} }, helpers) }", true),
        ("connect() { Object.assign(this, { ...helpers }) }", true),
        ("connect() { this[name] = () => {} }", true),
        ("connect() { Object.defineProperty(this, name, { value: 1 }) }", true),
        ("connect() { Object.assign(this, { open() {}, close: () => {} }) }", false),
        ("connect() { Object.assign(this.element, helpers); this.element.x = 1 }", false),
        ("connect() { registry.push(this); this.open = this.open.bind(this) }", false),
        ("connect() { if (this) { return } }", false),
    ])
    func controllerHandedToAFunctionMayGainMethods(body: String, gains: Bool) {
        let source = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  \(body)\n}\n"
        #expect(ControllerScanner.scan(source, identifier: "menu", path: "menu_controller.js").mayGainMethods == gains)
    }

    @Test func readsDataAttributesTheCodeReadsItself() {
        let controller = ControllerScanner.scan("""
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          onEnd(event) {
            const column = event.to.closest(".column").dataset.sortableColumnIdValue
            const id = event.item.dataset["cardId"]
            const flag = this.element.getAttribute("data-Sortable-flag")
            const other = this.element.getAttribute(name)
            this.element.dataset.written = "x"
            // A real app finds its own elements by selector instead of declaring targets.
            this.button = this.element.querySelector('[data-scroll-loader-target="button"]')
            this.spinner = this.element.querySelector(`li > [ data-scroll-loader-target = spinner ]`)
            this.all = document.querySelectorAll("[data-room-id], [data-kind~='a'], [data-x=\\"${y}\\"], [data-y^=b]")
            // Compared with a literal: the value is read too.
            if (event.item.dataset.role === "menu" || this.element.getAttribute("data-state") != 'open') return
          }
        }
        """, identifier: "sortable", path: "app/javascript/controllers/sortable_controller.js")
        #expect(controller.dataAttributeReads == [
            "data-sortable-column-id-value", "data-card-id", "data-sortable-flag", "data-written",
            "data-scroll-loader-target=button", "data-scroll-loader-target=spinner", "data-room-id", "data-kind=a", "data-x", "data-y",
            "data-role", "data-role=menu", "data-state", "data-state=open",
        ])
        #expect(controller.readsDataAttribute("data-scroll-loader-target", value: "button"))
        #expect(!controller.readsDataAttribute("data-scroll-loader-target", value: "other"))
        #expect(controller.readsDataAttribute("data-Scroll-loader-target"))
        #expect(!controller.readsDataAttribute("data-unread"))
    }

    /// Attributes read by taking a dataset apart, or written, toggled and removed by the code
    /// itself, are its own: markup holding them is deliberate.
    @Test func readsDataAttributesTakenApartOrWritten() {
        let controller = ControllerScanner.scan("""
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          connect() {
            const { boardColorValue, boardSizeValue: size, "rowId": row, depth = 1 } = this.columnTarget.dataset
            const { other } = this.thing
            this.wrapperTarget.setAttribute("data-autoresize-clone-value", size)
            this.element.toggleAttribute("data-open")
            this.element.removeAttribute("data-busy")
            const offset = this.data.get("scrollOffset")
            if (this.data.has("class")) {}
          }
        }
        """, identifier: "reveal", path: "app/javascript/controllers/reveal_controller.js")
        #expect(controller.dataAttributeReads == [
            "data-board-color-value", "data-board-size-value", "data-row-id", "data-depth",
            "data-autoresize-clone-value", "data-open", "data-busy",
        ])
        #expect(controller.dataMapKeys == ["scroll-offset", "class"])
        #expect(controller.readsDataAttribute("data-reveal-scroll-offset"))
        #expect(controller.readsDataAttribute("data-reveal-class"))
        #expect(!controller.readsDataAttribute("data-other-class"))
    }

    /// Every way an attribute is read by literal name, on any element, is a read of that name;
    /// a computed name makes the controller's attribute reads dynamic, at the first such place.
    @Test(arguments: [
        ("this.element.dataset[\"boardColorValue\"]", "data-board-color-value", false),
        ("other.dataset.boardColorValue", "data-board-color-value", false),
        ("this.element?.dataset?.boardColorValue", "data-board-color-value", false),
        ("el.getAttribute(\"data-board-color-value\")", "data-board-color-value", false),
        ("el.hasAttribute(`data-board-color-value`)", "data-board-color-value", false),
        ("Object.hasOwn(document.body.dataset, \"hotwireNative\")", "data-hotwire-native", false),
        ("Object.hasOwn(document.body.dataset, key)", nil, true),
        ("this.element.dataset[name]", nil, true),
        ("this.element.dataset[`${name}Value`]", nil, true),
        ("el.getAttribute(`data-${this.identifier}-${name}-value`)", nil, true),
        ("el.getAttribute(\"data-\" + name)", nil, true),
        ("Object.keys(this.element.dataset)", nil, true),
        ("const values = { ...this.element.dataset }", nil, true),
        ("this.data.get(key)", nil, true),
        ("el.getAttribute(name); el.getAttribute(\"href\")", nil, false),
        ("const { dataset } = this.element", nil, false),
    ] as [(String, String?, Bool)])
    func readsAttributesByLiteralOrComputedName(statement: String, read: String?, dynamic: Bool) {
        let source = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  connect() {\n    \(statement)\n  }\n}\n"
        let controller = ControllerScanner.scan(source, identifier: "board", path: "board_controller.js")
        if let read { #expect(controller.dataAttributeReads.contains(read)) }
        #expect((controller.dynamicAttributeRead != nil) == dynamic)
        if dynamic { #expect(controller.dynamicAttributeRead?.line == 4) }
    }

    @Test func readsTheEventsTheCodeSends() {
        func scan(_ body: String) -> StimulusController {
            ControllerScanner.scan("import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  go() { \(body) }\n}\n",
                                   identifier: "x", path: "app/javascript/controllers/x_controller.js")
        }
        let literal = scan(#"window.dispatchEvent(new CustomEvent("spotlight", { detail: 1 })); this.dispatch("opened"); this.dispatch("shown", { prefix: false }); this.dispatch("hidden", { prefix: "" })"#)
        #expect(literal.eventSends.names == ["spotlight", "shown", "hidden"] && literal.eventSends.computed.isEmpty)
        #expect(scan("this.dispatch(this.nameValue, { prefix: false })").eventSends.computed.map(\.prefix) == [""])
        #expect(scan("document.dispatchEvent(new Event(name))").eventSends.computed.map(\.location.line) == [3])
        #expect(scan("this.dispatch(this.nameValue)").eventSends.isEmpty)
        // Only a constructed event is sent: a call without `new` (a polyfill's factory) is not.
        #expect(scan("const e = CustomEvent(this.nameValue)").eventSends.isEmpty)
    }

    /// A component reading `bridgeAttribute(name)` with a computed name says where.
    @Test func recordsWhereBridgeAttributesAreReadByComputedName() {
        let controller = ControllerScanner.scan("""
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "menu"
          read(name) { return this.bridgeElement.bridgeAttribute(`icon-${name}`) }
        }
        """, identifier: "bridge--menu", path: "app/javascript/controllers/bridge/menu_controller.js")
        #expect(controller.dynamicBridgeAttributeRead == FileLocation(line: 4, column: 42))
    }

    /// A real share component reads only `bridgeAttribute("url")` through `this.bridgeElement`:
    /// it never reads a title, so it cannot throw on an element without one.
    @Test(arguments: [
        ("const url = this.bridgeElement.bridgeAttribute(\"url\")", false),
        ("this.element.title = \"x\"", false),
        ("if (a.title == b) {}", true),
        ("const t = this.bridgeElement.title", true),
        ("const items = this.itemTargets.map(t => ({ title: new BridgeElement(t).title }))", true),
        ("const { title, value } = this.bridgeElement", true),
        ("this.send(\"connect\", { title, url })", false),
        ("const t = this.bridgeElement.bridgeAttribute(\"title\") || document.title", false),
        ("const t = window.document.title", false),
    ])
    func readsTitle(body: String, reads: Bool) {
        let controller = ControllerScanner.scan("""
        import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "share"
          connect() { super.connect(); \(body) }
        }
        """, identifier: "bridge--share", path: "app/javascript/controllers/bridge/share_controller.js")
        #expect(controller.readsTitle == reads)
    }

    @Test func readsSentEvents() {
        let events = ControllerScanner.scan(Self.navComponent, identifier: "bridge--nav", path: "x.js").sentEvents
        #expect(events.map(\.name) == ["submit", "connect", nil, "spread"])
        #expect(events[0].keys == ["title", "image", "quoted-key"])
        #expect(events[1].keys == ["title", "image"] && !events[1].keysAreDynamic)
        #expect(events[1].location == FileLocation(line: 33, column: 5))
        #expect(events[2].keysAreDynamic)
        #expect(events[3].keysAreDynamic && events[3].keys == [])
    }

    @Test func readsTypeScript() {
        let source = """
        import { Controller } from "@hotwired/stimulus"

        export default class SearchController extends Controller<HTMLFormElement> {
          static targets = ["query"]
          declare readonly resultTarget: HTMLElement
          declare readonly hasPanelTarget: boolean
          declare readonly rowTargets: HTMLElement[]
          declare readonly nameValue: string
          private timer?: number
          save(event: Event): void {}
          async search(event?: KeyboardEvent): Promise<void> {
            const x = <number>this.timer
          }
          validate<T>(input: T): { ok: boolean } | null { return null }
          check(): { ok: boolean } { this.helperCall(); return { ok: true } }
          reset = (event: Event): void => {}
          private handler = (event: Event) => { const e = event as CustomEvent }
          public readonly generic = <T,>(value: T): T => value
          @debounce(300) decorated(): void {}
          render(items: string[]) {
            return items.map((item, index) => `
              <li data-action="click->search#pick" data-index="${index}">${item}</li>
            `).join('')
          }
          private debounceTimer?: number
          overloaded(a: string): void
          overloaded(a: number): void
          overloaded(a: unknown): void {}
        }
        """
        let controller = ControllerScanner.scan(source, identifier: "search", path: "search_controller.ts")
        #expect(controller.className == "SearchController")
        #expect(controller.superclassName == "Controller")
        #expect(!controller.isBridgeComponent)
        #expect(controller.targets == ["query", "result", "panel", "row"])
        #expect(controller.actionMethods == [
            "save", "search", "validate", "check", "reset", "handler", "generic", "decorated", "render", "overloaded",
        ])
        #expect(controller.otherFields == [])
        #expect(!controller.overridesConnect)
    }

    /// Static properties assigned after the class body are what Stimulus reads, as a `static`
    /// field would be: `Room.targets = [...]`, `Room.values = {...}`, `classes`, `outlets`, for
    /// the file's class whether it is exported as it is declared or later. A value that is more
    /// than one literal leaves that kind open; another class's properties, or one set inside a
    /// method, are not the controller's declarations.
    @Test(arguments: [
        "export default class Room extends Controller {\n  connect() { Room.targets = [\"late\"] }\n}\n",
        "class Room extends Controller {\n  connect() { Room.targets = [\"late\"] }\n}\nexport default Room\n",
    ])
    func readsStaticPropertiesAssignedAfterTheClass(head: String) {
        let source = "import { Controller } from \"@hotwired/stimulus\"\n" + head + """
            Room.targets = ["local", 'remote']
            Room.values = { id: String, clientId: { type: Number, default: 1 } }
            Room.classes = ["active"]
            Room.outlets = base.outlets.concat(["chat"])
            Other.targets = ["notMine"]
            """
        let controller = ControllerScanner.scan(source, identifier: "room", path: "app/javascript/controllers/room_controller.js")
        #expect(controller.parseProblems == [])
        #expect(controller.targets == ["local", "remote"])
        #expect(controller.values.keys.sorted() == ["clientId", "id"])
        #expect(controller.values["clientId"]?.type == .number)
        #expect(controller.values["clientId"]?.hasDefault == true)
        #expect(controller.classes == ["active"])
        #expect(controller.openDeclarations == [.outlets])
    }

    @Test(arguments: ["Room.targets = names", "Room.targets = [\"a\"].concat(more)", "Room.targets = [...shared, \"a\"]"])
    func anAssignedDeclarationBridgelintCannotReadIsOpen(assignment: String) {
        let source = "import { Controller } from \"@hotwired/stimulus\"\nexport default class Room extends Controller {}\n" + assignment + "\n"
        let controller = ControllerScanner.scan(source, identifier: "room", path: "room_controller.js")
        #expect(controller.openDeclarations == [.targets])
    }

    @Test func connectWithoutSuperAndGetterComponent() {
        let source = """
        import { BridgeComponent } from "@hotwired/strada"
        export default class extends BridgeComponent {
          static get component() { return "menu" }
          static get targets() { return ["a", ...super.targets] }
          connect() { this.super = 1; super.disconnect() }
        }
        """
        let controller = ControllerScanner.scan(source, identifier: "menu", path: "menu_controller.js")
        #expect(controller.isBridgeComponent)
        #expect(controller.bridgeComponentModule == "@hotwired/strada")
        #expect(controller.componentName == "menu")
        #expect(controller.targets == ["a"])
        #expect(controller.openDeclarations == [.targets])
        #expect(controller.overridesConnect && !controller.callsSuperConnect)
        #expect(controller.connectLocation == FileLocation(line: 5, column: 3))
        #expect(!controller.isClosed)
    }

    @Test func connectLocationIsTheMethodName() {
        let controller = ControllerScanner.scan(Self.navComponent, identifier: "bridge--nav", path: "nav_controller.js")
        #expect(controller.connectLocation == FileLocation(line: 14, column: 3))
        let withoutConnect = ControllerScanner.scan("export default class extends BridgeComponent { static component = \"x\" }",
                                                    identifier: "x", path: "x_controller.js")
        #expect(withoutConnect.connectLocation == nil)
    }

    @Test func classFieldsWithoutSemicolons() {
        let source = """
        export default class extends ApplicationController {
          static values = { url: String }
          open = () => {
            this.x = a
              / 2
          }
          count = 1
          close() {}
          toggle = this.close
          [Symbol.iterator]() {}
        }
        """
        let controller = ControllerScanner.scan(source, identifier: "x", path: "x.js")
        #expect(controller.actionMethods == ["open", "close"])
        #expect(controller.otherFields == ["count", "toggle", "x"])  // `this.x = ...` in `open`
        #expect(controller.superclassName == "ApplicationController")
        #expect(!controller.isClosed)
    }

    @Test func fileWithoutAClassStillYieldsAController() {
        let controller = ControllerScanner.scan("export const x = 1\n", identifier: "x", path: "x_controller.js")
        #expect(controller.identifier == "x")
        #expect(controller.targets.isEmpty && controller.actionMethods.isEmpty)
        #expect(controller.parseProblems == ["no class declaration found"])
    }

    @Test func columnsCountScalarsAfterMultiByteText() {
        let source = "\u{FEFF}export default class extends BridgeComponent {\n  /* é ✓ */ static component = \"nav\"\n}\n"
        let controller = ControllerScanner.scan(source, identifier: "nav", path: "nav_controller.js")
        #expect(controller.classLocation == FileLocation(line: 1, column: 16))
        #expect(controller.componentLocation == FileLocation(line: 2, column: 32))
    }
}
