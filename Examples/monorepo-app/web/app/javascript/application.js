import "@hotwired/turbo-rails"
import "controllers"
import "admin"
