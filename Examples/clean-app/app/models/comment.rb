class Comment < ApplicationRecord
  belongs_to :entry
  belongs_to :user

  validates :content, presence: true, length: { maximum: 2_000 }
end
