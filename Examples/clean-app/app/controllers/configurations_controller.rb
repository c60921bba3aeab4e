# The Android path configuration, rendered from Ruby so its rules can share constants with the app.
class ConfigurationsController < ApplicationController
  allow_unauthenticated_access

  ANDROID_RULES = [
    { patterns: [".*"], properties: { context: :default, uri: "hotwire://fragment/web", pull_to_refresh_enabled: true } },
    { patterns: %w[/new$ /edit$], properties: { context: :modal, uri: "hotwire://fragment/web/modal/sheet", pull_to_refresh_enabled: false } },
    { patterns: ["/entries/[0-9]+/comments$"], properties: { presentation: "replace" } },
    { patterns: ["^/$"], properties: { presentation: "REPLACE_ROOT" } }
  ].freeze

  def android_v1
    render json: { settings: {}, rules: ANDROID_RULES }
  end
end
