class User < ApplicationRecord
  has_secure_password
  has_many :todos, dependent: :destroy

  normalizes :email_address, with: ->(e) { e.strip.downcase }
end
