import { Application } from "@hotwired/stimulus"

const application = Application.start()

application.debug = import.meta.env.DEV
window.Stimulus = application

export { application }
