module EntriesHelper
  # The identifier namespace of the menu component: "bridge" inside the apps.
  def menu_namespace
    "bridge"
  end

  def entry_expanded?(entry)
    entry.pinned? || entry.written_on == Date.current
  end
end
