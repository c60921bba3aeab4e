import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// A native search bar. Each query is dispatched as "bridge--search:queried".
export default class extends BridgeComponent {
  static component = "search"

  connect() {
    super.connect()

    const placeholder = new BridgeElement(this.element).bridgeAttribute("placeholder") || "Search"

    this.send("connect", { placeholder }, message => {
      this.dispatch("queried", { detail: { query: message.data.query } })
    })
  }
}
