import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

// Replaces the form's submit button with a native one.
export default class extends BridgeComponent {
  static component = "form"
  static targets = ["submit"]

  connect() {
    super.connect()

    const submitButton = new BridgeElement(this.submitTarget)
    const submitTitle = submitButton.title

    this.send("connect", { submitTitle }, () => {
      this.submitTarget.click()
    })
  }

  submitStart() {
    this.send("submitDisabled")
  }

  submitEnd() {
    this.send("submitEnabled")
  }
}
