Gem::Specification.new do |spec|
  spec.name = "notes"
  spec.version = "0.1.0"
  spec.summary = "Field notes, mounted at /notes"
  spec.authors = ["Field"]
  spec.files = Dir["{app,lib}/**/*"]
end
