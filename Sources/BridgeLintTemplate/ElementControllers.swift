extension Element {
    /// Static identifiers in `data-controller`, with their ranges.
    public var controllerTokens: [AttributeValue.Token] {
        var tokens: [AttributeValue.Token] = []
        for attribute in attributes where attribute.name == "data-controller" {
            tokens += attribute.value?.staticTokens ?? []
        }
        return tokens
    }

    /// Whether the element may mount controllers the template does not show.
    public var mayHaveUnknownControllers: Bool {
        hasDynamicAttributes || attributes.contains { $0.name == "data-controller" && ($0.value?.isDynamic ?? false || $0.value?.kind == .array) }
    }
}
