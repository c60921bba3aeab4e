/// Finds the Stimulus properties a script names: `this.itemTarget`, `this.hasMutedValue`,
/// `this["itemTargets"]`, an `itemTargetConnected()` callback, `this.targets.find("item")`.
/// A target or value no script names is never read, so markup that misses it changes nothing.
struct PropertyReferenceScanner {
    let source: JavaScriptSource

    /// The endings of the properties and callbacks Stimulus makes for a target or value.
    static let suffixes = ["Target", "Targets", "TargetConnected", "TargetDisconnected", "Value", "ValueChanged"]

    func record(into controller: inout StimulusController) {
        for (index, token) in source.tokens.enumerated() {
            switch token.kind {
            case .identifier, .string:
                let name = token.kind == .string ? token.value ?? "" : token.text
                if Self.suffixes.contains(name) {
                    // `name + "Target"`: a property whose name the code computes.
                    controller.referencesPropertiesByComputedName = true
                } else if Self.endsInSuffix(name) {
                    controller.propertyReferences.insert(name)
                } else if token.kind == .string, isTargetSetLookup(at: index) {
                    controller.propertyReferences.insert(name + "Target")
                }
            case .template:
                // `` `${name}Target` ``: the chunk after a substitution starts with a suffix.
                if token.text.hasPrefix("}"), Self.suffixes.contains(where: { token.text.dropFirst().hasPrefix($0) }) {
                    controller.referencesPropertiesByComputedName = true
                } else if let value = token.literalValue, Self.endsInSuffix(value) {
                    controller.propertyReferences.insert(value)
                }
            default:
                break
            }
        }
    }

    private static func endsInSuffix(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The string at `index` is the name in `.targets.find("item")`, `findAll` or `has`.
    private func isTargetSetLookup(at index: Int) -> Bool {
        guard source.token(at: index - 1)?.isPunctuator("(") == true, let method = source.token(at: index - 2),
              ["find", "findAll", "has"].contains(where: method.isIdentifier) else { return false }
        return source.token(at: index - 3)?.isPunctuator(".") == true && source.token(at: index - 4)?.isIdentifier("targets") == true
    }
}
