class ProfilesController < ApplicationController
  before_action :set_profile

  def edit
  end

  def update
    if @profile.update(profile_params)
      redirect_to edit_profile_path, notice: "Profile saved."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  private
    def set_profile
      @profile = Current.user.profile || Current.user.build_profile
    end

    def profile_params
      params.expect(profile: [ :bio, :location, :website ])
    end
end
