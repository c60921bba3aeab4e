class TodosController < ApplicationController
  before_action :set_todo, only: %i[ show edit update destroy toggle ]

  def index
    @todos = current_user.todos.recent_first
    @todos = @todos.completed if params[:filter] == "completed"
  end

  def show
  end

  def new
    @todo = current_user.todos.new
  end

  def create
    @todo = current_user.todos.new(todo_params)

    if @todo.save
      redirect_to @todo, notice: "Todo was created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit
  end

  def update
    if @todo.update(todo_params)
      respond_to do |format|
        format.html { redirect_to @todo, notice: "Todo was updated." }
        format.turbo_stream
      end
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def toggle
    @todo.update!(completed: !@todo.completed)
    redirect_to todos_path
  end

  def destroy
    @todo.destroy!
    redirect_to todos_path, notice: "Todo was deleted.", status: :see_other
  end

  private
    def set_todo
      @todo = current_user.todos.find(params[:id])
    end

    def todo_params
      params.expect(todo: [ :title, :completed, :description ])
    end
end
