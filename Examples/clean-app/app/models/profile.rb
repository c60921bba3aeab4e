class Profile < ApplicationRecord
  belongs_to :user

  validates :website, format: { with: %r{\Ahttps?://}, allow_blank: true }
end
