/// Case conversions for attribute names written in camelCase.
package enum CamelCase {
    /// `systemName` -> `system-name`: the lower-case dashed spelling HTML attributes use.
    package static func dasherized(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                if !result.isEmpty, result.last != "-" { result.append("-") }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
