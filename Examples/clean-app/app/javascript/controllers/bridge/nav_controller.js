import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native menu in the navigation bar.
//   data-bridge-side="left|right" on the controller element
//   data-bridge-image="<SF Symbol>" on each item target
export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()

    const side = new BridgeElement(this.element).bridgeAttribute("side") || "right"
    const items = this.itemTargets
      .map((target, index) => {
        const item = new BridgeElement(target)
        if (item.disabled) return null

        return { title: item.title, image: item.bridgeAttribute("image"), index }
      })
      .filter(Boolean)

    this.send("connect", { items, side }, message => {
      const target = this.itemTargets[message.data.selectedIndex]
      if (target) new BridgeElement(target).click()
    })
  }
}
