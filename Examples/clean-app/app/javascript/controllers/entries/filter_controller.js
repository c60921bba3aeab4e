import { Controller } from "@hotwired/stimulus"

// entries--filter: filters the entry list as you type and tells the results outlet.
export default class extends Controller {
  static targets = ["query", "item"]
  static outlets = ["results"]

  filter() {
    const query = this.queryTarget.value
    if (this.hasResultsOutlet) this.resultsOutlet.filter(query)
  }

  clear() {
    this.queryTarget.value = ""
    this.filter()
  }

  pin({ params: { id } }) {
    const item = this.itemTargets.find(element => element.id === `entry_${id}`)
    if (item) item.parentElement.prepend(item)
  }
}
