import { Controller } from "@hotwired/stimulus"

// Registered explicitly as "chart" in controllers/index.js.
export default class extends Controller {
  static values = { points: Array, label: String }

  connect() {
    this.draw()
  }

  pointsValueChanged() {
    this.draw()
  }

  draw() {
    const width = 300
    const height = 100
    const max = Math.max(1, ...this.pointsValue)
    const step = width / Math.max(1, this.pointsValue.length - 1)
    const path = this.pointsValue
      .map((point, index) => `${index === 0 ? "M" : "L"}${index * step},${height - (point / max) * height}`)
      .join(" ")

    this.element.innerHTML = `
      <svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${this.labelValue}">
        <path d="${path}" fill="none" stroke="currentColor" stroke-width="2" />
      </svg>`
  }
}
