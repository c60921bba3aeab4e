class Notebook < ApplicationRecord
  belongs_to :user
  has_many :entries, dependent: :destroy

  validates :name, presence: true

  scope :active, -> { where(archived: false).order(:position) }
end
