import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["submit", "status"]
  static values = { autosaveDelay: { type: Number, default: 1000 } }

  submit() {
    if (this.hasSubmitTarget) this.submitTarget.disabled = true
  }

  reset(event) {
    if (event.detail.success) this.element.reset()
    if (this.hasSubmitTarget) this.submitTarget.disabled = false
  }

  autosave() {
    clearTimeout(this.timeout)
    this.timeout = setTimeout(() => {
      this.element.requestSubmit()
      if (this.hasStatusTarget) this.statusTarget.textContent = "Saved"
    }, this.autosaveDelayValue)
  }

  disconnect() {
    clearTimeout(this.timeout)
  }
}
