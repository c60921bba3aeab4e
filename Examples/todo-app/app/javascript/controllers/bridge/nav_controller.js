import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native menu in the navigation bar, built from the item targets.
//   data-bridge-side="left|right" (on the controller element)
//   data-bridge-image="<SF Symbol>" (on the controller element and on each item)
export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    this.notifyBridgeOfConnect()
  }

  notifyBridgeOfConnect() {
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const image = element.bridgeAttribute("image")

    const items = this.itemTargets
      .map((target, index) => {
        const item = new BridgeElement(target)
        if (item.disabled) return null

        return { title: item.title, image: item.bridgeAttribute("image"), index }
      })
      .filter(item => item !== null)

    this.send("connect", { items, side, image }, message => {
      this.clickItem(message)
    })
  }

  clickItem(message) {
    const selectedIndex = message.data.selectedIndex
    const target = this.itemTargets[selectedIndex]
    if (target) new BridgeElement(target).click()
  }
}
