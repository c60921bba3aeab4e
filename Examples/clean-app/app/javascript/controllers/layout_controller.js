import { Controller } from "@hotwired/stimulus"

// On <body>: collapses the sidebar on narrow windows and remembers open sections.
export default class extends Controller {
  static targets = ["sidebar"]
  static classes = ["collapsed"]
  static values = { breakpoint: { type: Number, default: 768 } }

  connect() {
    this.resize()
  }

  resize() {
    if (!this.hasSidebarTarget) return
    const narrow = window.innerWidth < this.breakpointValue
    this.sidebarTarget.classList.toggle(this.collapsedClass, narrow)
  }

  toggleSidebar() {
    if (!this.hasSidebarTarget) return
    this.sidebarTarget.classList.toggle(this.collapsedClass)
  }

  rememberSection({ params: { section }, target }) {
    const open = new Set(JSON.parse(sessionStorage.getItem("open-sections") || "[]"))
    target.open ? open.add(section) : open.delete(section)
    sessionStorage.setItem("open-sections", JSON.stringify([...open]))
  }
}
