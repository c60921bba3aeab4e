import { Controller } from "@hotwired/stimulus"

export default class extends Controller<HTMLElement> {
  static targets = ["input", "output"]
  static values = { max: { type: Number, default: 140 } }

  declare readonly inputTarget: HTMLInputElement | HTMLTextAreaElement
  declare readonly outputTarget: HTMLElement
  declare readonly maxValue: number

  connect(): void {
    this.update()
  }

  update(): void {
    const remaining = this.maxValue - this.inputTarget.value.length
    this.outputTarget.textContent = `${remaining}`
    this.outputTarget.classList.toggle("counter--over", remaining < 0)
  }
}
