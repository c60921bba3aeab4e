class Post < ApplicationRecord
  belongs_to :user
  has_many :comments, dependent: :destroy
  has_one_attached :cover
  has_rich_text :body
  attribute :draft, :boolean, default: false
  attr_accessor :preview, :notify
  accepts_nested_attributes_for :comments
  store_accessor :settings, :theme, :layout
  enum :status, { draft: 0, published: 1 }
  delegate :name, to: :user, prefix: true

  def summary = body.to_s.truncate(40)
  def tags_list
    <<~TEXT
      def not_a_method; end
    TEXT
  end
end
