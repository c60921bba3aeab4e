import { Controller } from "@hotwired/stimulus"

// Grows a textarea with its text. Mounted only from the notes engine's views.
export default class extends Controller {
  resize() {
    this.element.style.height = "auto"
    this.element.style.height = `${this.element.scrollHeight}px`
  }
}
