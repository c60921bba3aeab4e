extension Element {
    /// Static identifiers in `data-controller`, with their ranges.
    public var controllerTokens: [AttributeValue.Token] {
        attributes.filter { $0.name == "data-controller" }.flatMap { $0.value?.staticTokens ?? [] }
    }

    /// Whether the element may mount controllers the template does not show.
    public var mayHaveUnknownControllers: Bool {
        hasDynamicAttributes || attributes.contains { $0.name == "data-controller" && ($0.value?.isDynamic ?? false || $0.value?.kind == .array) }
    }
}
