import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["title", "counter"]
  static values = { id: Number, count: Number, tags: Array }

  countValueChanged() {
    if (!this.hasCounterTarget) return
    this.counterTarget.textContent = `${this.countValue} ${this.countValue === 1 ? "word" : "words"}`
  }

  updateCounter(event) {
    const text = event.target.editor ? event.target.editor.getDocument().toString() : event.target.value
    this.countValue = text.split(/\s+/).filter(Boolean).length
  }

  highlightTag({ params: { tag } }) {
    this.element.classList.toggle("entry--highlighted", this.tagsValue.includes(tag))
  }
}
