import { Controller } from "@hotwired/stimulus"

// Narrows the reports table to the rows matching the query.
export default class extends Controller {
  static targets = ["query", "row"]

  filter() {
    const query = this.queryTarget.value.toLowerCase()
    for (const row of this.rowTargets) {
      row.hidden = !row.textContent.toLowerCase().includes(query)
    }
  }
}
