module Notes
  class Engine < ::Rails::Engine
    isolate_namespace Notes
  end
end
