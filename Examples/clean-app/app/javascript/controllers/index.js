import { application } from "./application"
import { registerControllers } from "stimulus-vite-helpers"
import { definitions as overflowMenuDefinitions } from "@example/hotwire-overflow-menu"
import ChartController from "./charts/line_chart"

// Every controllers/**/*_controller.{js,ts}: identifiers come from the paths
// (bridge/nav_controller.js -> bridge--nav, character_counter_controller.ts -> character-counter).
const controllers = import.meta.glob("./**/*_controller.{js,ts}", { eager: true })
registerControllers(application, controllers)

// The chart lives in a file that does not follow the *_controller naming.
application.register("chart", ChartController)

// bridge--overflow-menu, from the npm package (declared in .bridgelint.yml).
application.load(overflowMenuDefinitions)
