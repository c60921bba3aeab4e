import { Controller } from "@hotwired/stimulus"

// A small dropdown menu for the browser; the native apps use bridge--menu instead.
export default class extends Controller {
  static targets = ["panel", "item"]
  static classes = ["open"]
  static values = { open: Boolean }

  open() {
    this.openValue = true
  }

  close() {
    this.openValue = false
  }

  toggle() {
    this.openValue = !this.openValue
  }

  closeOnClickOutside({ target }) {
    if (!this.element.contains(target)) this.close()
  }

  select({ params: { id } }) {
    this.itemTargets.forEach(item => {
      item.setAttribute("aria-current", item.dataset.menuIdParam === String(id))
    })
    this.close()
  }

  openValueChanged() {
    this.panelTarget.classList.toggle(this.openClass, this.openValue)
    this.panelTarget.hidden = !this.openValue
  }
}
