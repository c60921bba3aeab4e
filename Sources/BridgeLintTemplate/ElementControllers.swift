extension Element {
    /// The identifiers `data-controller` may mount, with their ranges: its static words and
    /// every word of a finite set of literal renderings (`<%= "menu" if open %>`).
    public var controllerTokens: [AttributeValue.Token] {
        var tokens: [AttributeValue.Token] = []
        for attribute in attributes where attribute.name == "data-controller" {
            tokens += attribute.value?.possibleTokens ?? []
        }
        return tokens
    }

    /// Whether `data-controller` mounts `identifier` whatever its dynamic parts render.
    public func alwaysMounts(_ identifier: String) -> Bool {
        attributes.contains { $0.name == "data-controller" && $0.value?.staticTokens.contains { $0.text == identifier } == true }
    }

    /// Whether the element may mount controllers the template does not show.
    public var mayHaveUnknownControllers: Bool {
        hasDynamicAttributes || attributes.contains { $0.name == "data-controller" && $0.value?.hasUnknownParts == true }
    }
}
