module Notes
  # A button that copies text, for views that cannot write the markup themselves.
  class CopyButton
    CONTROLLER = "copy"

    def initialize(text)
      @text = text
    end

    def data
      { controller: CONTROLLER, copy_text_value: @text, action: "#{CONTROLLER}#copy" }
    end
  end
end
