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
                if Self.isSuffix(name) {
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

    /// Whether `name` is one of the suffixes.
    private static func isSuffix(_ name: String) -> Bool {
        suffixes.indices.contains { suffixBytes[$0].count == name.utf8.count && name == suffixes[$0] }
    }

    /// Whether `name` is a property name ending in a suffix (`itemTarget`). Every identifier
    /// and string of every controller is asked: the bytes are compared first (an ASCII suffix
    /// ends a string only if it ends its bytes), then only a match as `String`s, by characters:
    /// comparing them all that way was a twentieth of scanning the controllers.
    private static func endsInSuffix(_ name: String) -> Bool {
        let endsInBytes = name.utf8.withContiguousStorageIfAvailable { bytes in
            suffixBytes.indices.filter { index in
                let suffix = suffixBytes[index]
                return bytes.count > suffix.count && bytes.last == suffix.last && bytes.suffix(suffix.count).elementsEqual(suffix)
            }
        } ?? Array(suffixes.indices)
        return endsInBytes.contains { name.hasSuffix(suffixes[$0]) && name.count > suffixes[$0].count }
    }

    private static let suffixBytes = suffixes.map { Array($0.utf8) }

    /// The string at `index` is the name in `.targets.find("item")`, `findAll` or `has`.
    private func isTargetSetLookup(at index: Int) -> Bool {
        guard source.token(at: index - 1)?.isPunctuator("(") == true, let method = source.token(at: index - 2),
              ["find", "findAll", "has"].contains(where: method.isIdentifier) else { return false }
        return source.token(at: index - 3)?.isPunctuator(".") == true && source.token(at: index - 4)?.isIdentifier("targets") == true
    }
}
