class Entry < ApplicationRecord
  MOODS = { "happy" => "😊", "calm" => "😌", "tired" => "😴", "sad" => "😢" }.freeze

  belongs_to :user
  belongs_to :notebook
  has_many :comments, dependent: :destroy
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings

  has_rich_text :body
  has_one_attached :cover_image

  # Virtual: publish the entry to the public page right after saving.
  attribute :publish_now, :boolean, default: false

  validates :title, presence: true
  validates :mood, inclusion: { in: MOODS.keys }, allow_blank: true

  scope :active, -> { where(archived: false) }
  scope :archived, -> { where(archived: true) }
  scope :newest_first, -> { order(written_on: :desc, created_at: :desc) }

  def editable?
    !archived?
  end
end
