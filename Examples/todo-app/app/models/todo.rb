class Todo < ApplicationRecord
  belongs_to :user
  has_rich_text :description

  validates :title, presence: true, length: { maximum: 140 }

  scope :completed, -> { where(completed: true) }
  scope :pending, -> { where(completed: false) }
  scope :recent_first, -> { order(created_at: :desc) }
end
