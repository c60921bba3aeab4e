class TagsController < ApplicationController
  def index
    @tags = Tag.joins(:entries).merge(Current.user.entries).distinct.order(:name)
  end

  def show
    @tag = Tag.find(params[:id])
  end
end
