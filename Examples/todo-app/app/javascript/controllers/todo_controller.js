import { Controller } from "@hotwired/stimulus"

// Toggles a todo in place and keeps its title styled to match.
export default class extends Controller {
  static targets = ["title", "checkbox"]
  static values = { url: String, completed: Boolean }

  connect() {
    this.render()
  }

  completedValueChanged() {
    this.render()
  }

  async toggle() {
    this.completedValue = this.checkboxTarget.checked

    const response = await fetch(this.urlValue, {
      method: "PATCH",
      headers: {
        "Content-Type": "application/json",
        "Accept": "text/vnd.turbo-stream.html",
        "X-CSRF-Token": this.#csrfToken
      },
      body: JSON.stringify({ todo: { completed: this.completedValue } })
    })

    if (!response.ok) {
      this.completedValue = !this.completedValue
      this.checkboxTarget.checked = this.completedValue
    }
  }

  render() {
    if (!this.hasTitleTarget) return
    this.titleTarget.classList.toggle("line-through", this.completedValue)
  }

  get #csrfToken() {
    return document.querySelector('meta[name="csrf-token"]')?.content
  }
}
