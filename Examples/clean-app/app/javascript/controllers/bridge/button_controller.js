import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native bar button that clicks the element. data-bridge-image is an SF Symbol name.
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
