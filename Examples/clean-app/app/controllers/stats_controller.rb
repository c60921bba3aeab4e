class StatsController < ApplicationController
  def show
    entries = Current.user.entries.active
    weeks = 11.downto(0).map { |n| n.weeks.ago.beginning_of_week.to_date }

    @entry_count = entries.count
    @word_count = entries.sum(:word_count)
    @longest_streak = longest_streak(entries.distinct.pluck(:written_on).sort)
    @weekly_counts = weeks.map { |week| entries.where(written_on: week..week.end_of_week).count }
    @weekly_words = weeks.map { |week| entries.where(written_on: week..week.end_of_week).sum(:word_count) }
    @moods = entries.group(:mood).count
  end

  private
    def longest_streak(dates)
      dates.slice_when { |a, b| b != a.next_day }.map(&:size).max || 0
    end
end
