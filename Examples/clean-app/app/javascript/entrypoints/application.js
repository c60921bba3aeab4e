import "@hotwired/turbo-rails"
import "trix"
import "@rails/actiontext"
import "../controllers"
