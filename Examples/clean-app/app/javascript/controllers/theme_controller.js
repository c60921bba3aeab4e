import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static values = { mode: { type: String, default: "system" } }

  preview(event) {
    this.modeValue = event.target.value
  }

  modeValueChanged() {
    document.documentElement.dataset.theme = this.modeValue
  }
}
