class CommentsController < ApplicationController
  before_action :set_entry

  def create
    @comment = @entry.comments.build(comment_params.merge(user: Current.user))

    if @comment.save
      redirect_to @entry, notice: "Comment added."
    else
      redirect_to @entry, alert: @comment.errors.full_messages.to_sentence
    end
  end

  def destroy
    @entry.comments.where(user: Current.user).find(params[:id]).destroy!
    redirect_to @entry, status: :see_other
  end

  private
    def set_entry
      @entry = Current.user.entries.find(params[:entry_id])
    end

    def comment_params
      params.expect(comment: [ :content ])
    end
end
