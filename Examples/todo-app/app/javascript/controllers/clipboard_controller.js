import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["source", "button"]
  static values = { successDuration: { type: Number, default: 2000 } }

  copy(event) {
    event.preventDefault()
    navigator.clipboard.writeText(this.sourceTarget.value).then(() => this.#flash())
  }

  reset() {
    if (this.hasButtonTarget) this.buttonTarget.textContent = "Copy link"
  }

  #flash() {
    if (!this.hasButtonTarget) return

    const original = this.buttonTarget.textContent
    this.buttonTarget.textContent = "Copied!"
    setTimeout(() => { this.buttonTarget.textContent = original }, this.successDurationValue)
  }
}
