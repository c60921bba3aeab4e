class RemindersController < ApplicationController
  before_action :set_reminder, only: %i[ edit update destroy ]

  def index
    @reminders = Current.user.reminders.order(:weekday, :remind_at)
  end

  def new
    @reminder = Current.user.reminders.build(remind_at: "21:00")
  end

  def create
    @reminder = Current.user.reminders.build(reminder_params)

    if @reminder.save
      redirect_to reminders_path, notice: "Reminder created."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def edit
  end

  def update
    if @reminder.update(reminder_params)
      redirect_to reminders_path, notice: "Reminder updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @reminder.destroy!
    redirect_to reminders_path, status: :see_other
  end

  private
    def set_reminder
      @reminder = Current.user.reminders.find(params[:id])
    end

    def reminder_params
      params.expect(reminder: [ :title, :weekday, :remind_at, :enabled ])
    end
end
