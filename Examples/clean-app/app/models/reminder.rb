class Reminder < ApplicationRecord
  WEEKDAYS = %w[ mon tue wed thu fri sat sun ].freeze

  belongs_to :user

  validates :title, :remind_at, presence: true
end
