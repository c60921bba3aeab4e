import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

// Shows a native formatting toolbar above the keyboard while a Trix editor has focus.
export default class extends BridgeComponent {
  static component = "keyboard"
  static values = { buttons: { type: Array, default: ["bold", "italic", "href", "bullet"] } }

  showToolbar() {
    this.send("show", { buttons: this.buttonsValue }, message => {
      this.applyFormat(message.data.button)
    })
  }

  hideToolbar() {
    this.send("hide")
  }

  applyFormat(button) {
    const editor = this.element.editor
    if (!editor) return

    if (editor.attributeIsActive(button)) {
      editor.deactivateAttribute(button)
    } else {
      editor.activateAttribute(button)
    }
  }
}
