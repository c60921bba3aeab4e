import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["source", "button"]
  static values = { successMessage: { type: String, default: "Copied!" } }

  copy = async () => {
    await navigator.clipboard.writeText(this.sourceTarget.value || this.sourceTarget.textContent.trim())
    if (this.hasButtonTarget) this.buttonTarget.textContent = this.successMessageValue
  }
}
