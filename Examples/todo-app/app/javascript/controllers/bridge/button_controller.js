import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native button on the right of the navigation bar that clicks the element.
export default class extends BridgeComponent {
  static component = "button"

  connect() {
    super.connect()

    const element = new BridgeElement(this.element)
    const title = element.title
    const image = element.bridgeAttribute("image")

    this.send("connect", { title, image }, () => {
      this.element.click()
    })
  }
}
