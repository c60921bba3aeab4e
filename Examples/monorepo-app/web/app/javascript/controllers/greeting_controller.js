import { Controller } from "@hotwired/stimulus"

// Greets the person whose name is typed.
export default class extends Controller {
  static targets = ["name", "output"]

  greet() {
    this.outputTarget.textContent = `Hello, ${this.nameTarget.value}!`
  }
}
