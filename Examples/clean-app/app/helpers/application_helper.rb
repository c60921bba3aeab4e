module ApplicationHelper
  # turbo-rails provides hotwire_native_app?; a shorter name for the views.
  def native_app?
    hotwire_native_app?
  end

  def mood_emoji(entry)
    Entry::MOODS.fetch(entry.mood, "📝")
  end

  def entry_title(entry)
    entry.title.truncate(40)
  end

  def current_theme
    Current.user&.theme || "system"
  end
end
