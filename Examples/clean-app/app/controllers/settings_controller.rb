class SettingsController < ApplicationController
  def show
  end

  def update
    if Current.user.update(settings_params)
      redirect_to settings_path, notice: "Settings saved."
    else
      render :show, status: :unprocessable_entity
    end
  end

  private
    def settings_params
      params.expect(user: [ :theme, :time_zone, :avatar ])
    end
end
