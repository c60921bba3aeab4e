module ApplicationHelper
  # turbo-rails provides hotwire_native_app? (checks the user agent); a shorter name for views.
  def native_app?
    hotwire_native_app?
  end
end
