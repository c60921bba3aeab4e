class PagesController < ApplicationController
  allow_unauthenticated_access

  def about
  end
end
