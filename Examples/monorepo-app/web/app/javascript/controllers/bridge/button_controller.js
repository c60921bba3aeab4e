import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native bar button that clicks the element.
export default class extends BridgeComponent {
  static component = "button"

  connect() {
    super.connect()

    const element = new BridgeElement(this.element)
    this.send("connect", { title: element.title }, () => {
      this.element.click()
    })
  }
}
