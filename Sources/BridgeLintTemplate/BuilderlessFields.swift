extension Template {
    /// Whether an ERB output calls a form field helper with no builder (`collection_select(:user,
    /// :role_id, roles, :id, :name, {}, id: "role")`, `text_field :user, :name`): Rails renders a
    /// field whose id the template's elements do not show.
    public var rendersFieldsWithoutABuilder: Bool {
        let bytes = file.bytes
        return erbTags.contains { tag in
            guard tag.kind == .output else { return false }
            var index = tag.contentRange.start
            while index < tag.contentRange.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            var end = index
            while end < tag.contentRange.end, bytes[end] == UInt8(ascii: "_") || (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z")) { end += 1 }
            guard end > index, end < tag.contentRange.end, bytes[end] == UInt8(ascii: "(") || bytes[end] == UInt8(ascii: " ") else { return false }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            return HelperCatalog.builderMethods[name] != nil && !Self.notFieldsWithoutABuilder.contains(name)
        }
    }

    /// Builder methods that, called bare, are another helper or render no field of an object.
    private static let notFieldsWithoutABuilder = Set(["label", "submit", "button", "fields_for", "fields"]).union(HelperCatalog.simpleFormMethods)
}
