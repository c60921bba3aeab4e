class User < ApplicationRecord
  has_secure_password
  has_many :sessions, dependent: :destroy
  has_many :notebooks, dependent: :destroy
  has_many :entries, dependent: :destroy
  has_many :reminders, dependent: :destroy
  has_one :profile, dependent: :destroy
  has_one_attached :avatar

  accepts_nested_attributes_for :profile

  # Checked on sign-up only; not stored.
  attr_accessor :terms_of_service
  validates :terms_of_service, acceptance: true, on: :create

  THEMES = %w[ system light dark ].freeze
  validates :theme, inclusion: { in: THEMES }
  validates :name, presence: true

  normalizes :email_address, with: ->(e) { e.strip.downcase }
end
