import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native action sheet built from the item targets; title from data-bridge-title.
export default class extends BridgeComponent {
  static component = "menu"
  static targets = ["item"]

  show(event) {
    if (this.enabled) {
      event.preventDefault()
      this.notifyBridgeOfDisplay()
    }
  }

  notifyBridgeOfDisplay() {
    const title = new BridgeElement(this.element).title
    const items = this.itemTargets.map((target, index) => ({ title: new BridgeElement(target).title, index }))

    this.send("display", { title, items }, message => {
      const target = this.itemTargets[message.data.selectedIndex]
      if (target) new BridgeElement(target).click()
    })
  }
}
