class EntriesController < ApplicationController
  before_action :set_entry, only: %i[ show edit update destroy archive pin ]

  def index
    @entries = Current.user.entries.active.newest_first.with_rich_text_body
    @entries = @entries.where(notebook_id: params[:notebook_id]) if params[:notebook_id].present?
    @entries = @entries.where("title ILIKE ?", "%#{Entry.sanitize_sql_like(params[:q])}%") if params[:q].present?
    @notebooks = Current.user.notebooks.active
  end

  def archived
    @entries = Current.user.entries.archived.newest_first
  end

  def show
    @comment = @entry.comments.build
  end

  def new
    @notebook = Current.user.notebooks.find(params[:notebook_id])
    @entry = @notebook.entries.build(user: Current.user, written_on: Date.current)
  end

  def create
    @notebook = Current.user.notebooks.find(params[:notebook_id])
    @entry = @notebook.entries.build(entry_params.merge(user: Current.user))

    if @entry.save
      redirect_to @entry, notice: "Entry saved."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit
  end

  def update
    if @entry.update(entry_params)
      redirect_to @entry, notice: "Entry updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def archive
    @entry.update!(archived: true)
    redirect_to entries_path, notice: "Entry archived."
  end

  def pin
    @entry.update!(pinned: !@entry.pinned?)
    redirect_back_or_to @entry
  end

  def destroy
    @entry.destroy!
    redirect_to entries_path, notice: "Entry deleted.", status: :see_other
  end

  private
    def set_entry
      @entry = Current.user.entries.find(params[:id])
    end

    def entry_params
      params.expect(entry: [ :title, :notebook_id, :written_on, :mood, :body, :cover_image, :pinned, :publish_now ])
    end
end
