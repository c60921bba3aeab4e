import { application } from "controllers/application"
import { lazyLoadControllersFrom } from "@hotwired/stimulus-loading"

// admin/controllers/report_filter_controller.js -> report-filter (no admin-- prefix:
// names are taken under "admin/controllers").
lazyLoadControllersFrom("admin/controllers", application)
