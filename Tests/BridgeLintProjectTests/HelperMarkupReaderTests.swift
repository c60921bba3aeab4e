import BridgeLintCore
import Testing
@testable import BridgeLintProject

/// Which view helpers write markup a template's text does not show (`HelperMarkup.read`).
@Suite struct HelperMarkupReaderTests {
    @Test func aHelperMarkingTagLiteralsSafeWritesThem() {
        let helper = """
        module PermissionHelper
          def pundit_span(record, action)
            return ' <span class="blocking">' unless record
            result = allowed?(record, action) ? '<span class="no-op">' : ' <span class="blocking">'
            raw result
          end

          def badge(text) = "<b>#{text}</b>".html_safe

          def labelled(label, value)
            result = "<p class='field'> <b>#{label}</b>: "
            result << value.to_s
            result << '</p>'
            result.html_safe
          end

          def pundit_class(record) = record ? " no-op " : " blocking "

          def escaped_tag
            '<i>'
          end

          def self.table_start
            raw '<table>'
          end
        end
        """
        let markup = HelperMarkup.read(from: [
            (path: "app/helpers/permission_helper.rb", bytes: Array(helper.utf8)),
            (path: "engines/billing/app/helpers/billing/tags_helper.rb", bytes: Array("module Billing::TagsHelper\n  def open_row\n    '<tr class=\"x\">'.html_safe\n  end\nend\n".utf8)),
            (path: "app/models/report.rb", bytes: Array("class Report\n  def cell\n    raw '<td>'\n  end\nend\n".utf8)),
        ])
        #expect(markup.fragmentsByMethod["pundit_span"] == [" <span class=\"blocking\"><span class=\"no-op\"> <span class=\"blocking\">"])
        // A method's literals are one fragment, in order: the `<p>` it opens, it closes.
        #expect(markup.fragmentsByMethod["labelled"] == ["<p class='field'> <b>#{label}</b>: </p>"])
        #expect(markup.fragmentsByMethod["open_row"] == ["<tr class=\"x\">"])
        // Not a helper that marks a tag safe: a class method, an escaped literal, no tag, a model.
        #expect(markup.fragmentsByMethod["pundit_class"] == nil)
        #expect(markup.fragmentsByMethod["escaped_tag"] == nil)
        #expect(markup.fragmentsByMethod["table_start"] == nil)
        #expect(markup.fragmentsByMethod["cell"] == nil)
    }

    /// A helper whose body is a raw-text helper's block, filled by the helper's own block,
    /// writes that block as script or style text; one that writes no block there does not.
    @Test func aHelperWrappingItsBlockInAScriptWritesItAsText() {
        let helper = """
        module ApplicationHelper
          def jquery(&block)
            javascript_tag do
              "SS.ready(function() {\\n#{capture(&block)}\\n});".html_safe
            end
          end

          def page_style
            content_tag(:style) { yield }
          end

          def inline_module(&block) = tag.script(type: "module", &block)

          def card(&block)
            content_tag(:div, class: "card", &block)
          end

          def analytics
            javascript_tag "track()"
          end

          def js_tag(&block)
            javascript_tag(nil, &block)
          end
        end
        """
        let markup = HelperMarkup.read(from: [(path: "app/helpers/application_helper.rb", bytes: Array(helper.utf8))])
        #expect(markup.rawTextBlockMethods == ["jquery", "page_style", "js_tag"])
    }
}
