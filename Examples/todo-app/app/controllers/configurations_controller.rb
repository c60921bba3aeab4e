# The Android path configuration the app serves, rendered from a Ruby hash.
class ConfigurationsController < ApplicationController
  def android_v1
    render json: {
      settings: {},
      rules: [
        { patterns: [".*"], properties: { context: "default", uri: "hotwire://fragment/web" } },
        { patterns: ["/todos/new$", "/todos/[0-9]+/edit$"], properties: { context: "modle", uri: "hotwire://fragment/web/modal/sheet" } }
      ]
    }
  end
end
