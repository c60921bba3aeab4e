class NotebooksController < ApplicationController
  before_action :set_notebook, only: %i[ show edit update destroy ]

  def index
    @notebooks = Current.user.notebooks.order(:archived, :position)
  end

  def show
  end

  def new
    @notebook = Current.user.notebooks.build
  end

  def create
    @notebook = Current.user.notebooks.build(notebook_params)

    if @notebook.save
      redirect_to @notebook, notice: "Notebook created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit
  end

  def update
    if @notebook.update(notebook_params)
      redirect_to @notebook, notice: "Notebook updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @notebook.destroy!
    redirect_to notebooks_path, notice: "Notebook deleted.", status: :see_other
  end

  private
    def set_notebook
      @notebook = Current.user.notebooks.find(params[:id])
    end

    def notebook_params
      params.expect(notebook: [ :name, :color, :description, :archived ])
    end
end
