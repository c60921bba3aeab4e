import { Controller } from "@hotwired/stimulus"

// Shows search results; also an outlet of entries--filter.
export default class extends Controller {
  static targets = ["list", "empty"]

  show({ detail: { query } }) {
    this.filter(query)
  }

  filter(query) {
    const needle = query.trim().toLowerCase()
    let visible = 0

    for (const item of this.listTarget.children) {
      const match = item.textContent.toLowerCase().includes(needle)
      item.hidden = !match
      if (match) visible++
    }

    this.emptyTarget.hidden = visible > 0
  }

  clear() {
    this.filter("")
  }
}
