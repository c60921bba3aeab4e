/// Whether Rails gives the fields of `form_with` (and of a `fields` block) ids, as far as the
/// app's files prove it. actionview's `form_with` (Rails 5.1) sets `skip_default_ids` on its
/// fields; from 5.2 it skips them unless `ActionView::Helpers::FormHelper.form_with_generates_ids`
/// is true, which defaults to false and is set by `config.load_defaults 5.2` (and every later
/// version, which loads 5.2's defaults) or by `config.action_view.form_with_generates_ids = ...`.
/// A label still renders its `for`, so without ids it points at no field. Pure functions of the
/// texts.
enum FormWithIDs {
    /// Whether the fields of `form_with` get ids: proven only by Rails 5.2 or later (the
    /// lockfile's `actionview`, or `load_defaults` of 5.2 or later, which Rails 5.1 lacks) with
    /// `load_defaults` of 5.2 or later and no assignment of the setting, or an assignment of
    /// `true` in `config/application.rb` or an initializer and none of anything else. An
    /// assignment in an environment's file (which environments differ), of a value the text does
    /// not show, a `load_defaults` of a computed version, or no Rails version at all leave it
    /// unproven: false.
    static func areGenerated(lockfile: String?, configFiles: [(path: String, text: String)]) -> Bool {
        let rails = lockfile.flatMap(actionViewVersion(inLockfile:))
        if let rails, rails < (5, 2) { return false }
        var loadDefaults: (Int, Int)?
        var assigned: Set<String> = []
        for file in configFiles {
            for rawLine in file.text.split(separator: "\n") {
                let line = rawLine.drop { $0 == " " || $0 == "\t" }
                guard !line.hasPrefix("#") else { continue }
                let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
                if let range = code.range(of: "form_with_generates_ids") {
                    let rest = code[range.upperBound...].drop { $0 == " " }
                    guard rest.hasPrefix("="), !rest.hasPrefix("==") else { continue }
                    let value = rest.dropFirst().trimmingCharacters(in: " \t\r;")
                    assigned.insert(file.path.contains("config/environments/") ? "environment" : String(value))
                } else if file.path.hasSuffix("config/application.rb"), let range = code.range(of: "load_defaults") {
                    let argument = code[range.upperBound...].trimmingCharacters(in: " \t\r()\"'")
                    let parts = argument.split(separator: ".")
                    guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), loadDefaults == nil else { return false }
                    loadDefaults = (major, minor)
                }
            }
        }
        let isRails52 = rails.map { $0 >= (5, 2) } ?? false || loadDefaults.map { $0 >= (5, 2) } ?? false
        guard isRails52 else { return false }
        if !assigned.isEmpty { return assigned == ["true"] }
        return loadDefaults.map { $0 >= (5, 2) } ?? false
    }

    /// `(5, 1)` for a lockfile whose specs list `actionview (5.1.6)`.
    static func actionViewVersion(inLockfile text: String) -> (Int, Int)? {
        for line in text.split(separator: "\n") where line.hasPrefix("    actionview (") {
            let numbers = line.dropFirst("    actionview (".count).prefix { $0 != ")" && $0 != "-" }.split(separator: ".")
            guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
            return (major, minor)
        }
        return nil
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
