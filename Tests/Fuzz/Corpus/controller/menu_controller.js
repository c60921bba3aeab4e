import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A `send` in a comment: this.send("nope")
export default class extends BridgeComponent {
  static component = "menu"
  static targets = ["item", "title"]
  static values = { open: Boolean, items: { type: Array, default: [] } }
  static outlets = ["modal"]
  static classes = ["active"]

  connect() {
    super.connect()
    const title = new BridgeElement(this.element).bridgeAttribute("title")
    this.send("display", { title, items: this.itemTargets.map((t, i) => ({ title: `${t.textContent}`, index: i })) }, ({ data }) => {
      this.itemTargets[data.selectedIndex].click()
    })
  }
  open(event) { if (/[/]/.test(event.type)) return }
}
