import { Controller } from "@hotwired/stimulus"

// Copies the element's text. Mounted by Notes::CopyButton (web/lib/notes/copy_button.rb).
export default class extends Controller {
  static values = { text: String }

  copy() {
    navigator.clipboard.writeText(this.textValue)
  }
}
