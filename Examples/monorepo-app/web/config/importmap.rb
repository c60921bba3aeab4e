pin "application"
pin "@hotwired/turbo-rails", to: "turbo.min.js"
pin "@hotwired/stimulus", to: "stimulus.min.js"
pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
pin "@hotwired/hotwire-native-bridge", to: "@hotwired--hotwire-native-bridge.js"
pin_all_from "app/javascript/controllers", under: "controllers"
# The admin screens' controllers, loaded only when a page mounts them.
pin_all_from "app/javascript/admin/controllers", under: "admin/controllers"
