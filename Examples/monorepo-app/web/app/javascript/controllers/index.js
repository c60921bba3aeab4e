import { application } from "controllers/application"
import { eagerLoadControllersFrom } from "@hotwired/stimulus-loading"

// controllers/bridge/button_controller.js -> bridge--button
eagerLoadControllersFrom("controllers", application)
