/// Rails-style (ActiveSupport) inflections: enough to go from a model class to its table and from
/// a form variable to its model. ActiveSupport's irregular words match at the end of a word, as
/// its rules do (`salesman` -> `salesmen`, `sales_person` -> `sales_people`, and, as Rails has it
/// since its inflections were frozen, `human` -> `humen`); a few of its rules match the whole word
/// only (`mouse` -> `mice`, but `dormouse` -> `dormouses`).
public enum Inflection {
    /// ActiveSupport's irregular words (`inflect.irregular`), matched at the end of the word.
    static let irregulars: [(singular: String, plural: String)] = [
        ("person", "people"), ("man", "men"), ("child", "children"), ("sex", "sexes"),
        ("move", "moves"), ("zombie", "zombies"),
    ]

    /// Irregular words ActiveSupport's rules anchor at both ends (`/^(m|l)ouse$/i`, `/^(ox)$/i`):
    /// the whole word, with nothing before it.
    static let wholeWordIrregulars: [(singular: String, plural: String)] = [
        ("mouse", "mice"), ("louse", "lice"), ("ox", "oxen"),
    ]

    /// Words that are the same in singular and plural.
    static let uncountables: Set = [
        "equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "jeans",
        "police", "news",
    ]

    /// Suffix rules, first match wins: (suffix, characters to drop, what to add).
    static let pluralRules: [(suffix: String, drop: Int, add: String)] = [
        ("matrix", 2, "ices"), ("vertex", 2, "ices"), ("index", 2, "ices"),
        ("alias", 0, "es"), ("status", 0, "es"), ("octopus", 2, "i"), ("virus", 2, "i"),
        ("axis", 2, "es"), ("testis", 2, "es"), ("crisis", 2, "es"), ("sis", 2, "es"),
        ("quiz", 0, "zes"), ("bus", 0, "es"), ("buffalo", 0, "es"), ("tomato", 0, "es"), ("potato", 0, "es"),
        ("hive", 0, "s"), ("ium", 2, "a"), ("tum", 2, "a"),
        ("x", 0, "es"), ("ch", 0, "es"), ("ss", 0, "es"), ("sh", 0, "es"),
        ("ffe", 0, "s"), ("lf", 1, "ves"), ("rf", 1, "ves"), ("fe", 2, "ves"),
        ("s", 0, ""),
    ]

    static let singularRules: [(suffix: String, drop: Int, add: String)] = [
        ("matrices", 4, "ix"), ("vertices", 4, "ex"), ("indices", 4, "ex"),
        ("quizzes", 3, ""), ("aliases", 2, ""), ("statuses", 2, ""), ("octopi", 1, "us"), ("viri", 1, "us"),
        // Only these words ending in `us` stay as they are (`menus` -> `menu`, as Rails has it).
        ("alias", 0, ""), ("status", 0, ""), ("octopus", 0, ""), ("virus", 0, ""), ("bus", 0, ""),
        // Modern ActiveSupport: `^(a)x[ie]s$` is anchored, so only the whole word `axes` becomes `axis`
        // (`taxes` -> `tax` by the `xes` rule); `(cris|test)(is|es)$` keeps or makes `-is`.
        ("^axes", 2, "is"), ("^axis", 0, ""), ("testes", 2, "is"), ("testis", 0, ""), ("crises", 2, "is"),
        ("crisis", 0, ""), ("databases", 1, ""),
        ("analyses", 2, "is"), ("bases", 2, "is"), ("diagnoses", 2, "is"), ("parentheses", 2, "is"),
        ("prognoses", 2, "is"), ("synopses", 2, "is"), ("theses", 2, "is"),
        ("analysis", 0, ""), ("basis", 0, ""), ("diagnosis", 0, ""), ("parenthesis", 0, ""),
        ("prognosis", 0, ""), ("synopsis", 0, ""), ("thesis", 0, ""),
        ("buses", 2, ""), ("shoes", 1, ""), ("oes", 2, ""), ("hives", 1, ""), ("tives", 1, ""),
        ("movies", 1, ""), ("ies", 3, "y"),
        ("xes", 2, ""), ("ches", 2, ""), ("sses", 2, ""), ("shes", 2, ""),
        ("lves", 3, "f"), ("rves", 3, "f"), ("ves", 3, "fe"),
        ("ia", 1, "um"), ("ta", 1, "um"), ("ss", 0, ""), ("s", 1, ""),
    ]

    /// `todo` -> `todos`, `person` -> `people`, `category` -> `categories`, `line_item` -> `line_items`.
    public static func pluralize(_ word: String) -> String {
        inflectLastWord(word) { last in
            if uncountables.contains(last) { return last }
            if let irregular = irregular(of: last, isWholeWord: !word.contains("_")) { return last.dropLast(irregular.ending.count) + irregular.plural }
            // `-y` after a consonant: `category` -> `categories`, but `day` -> `days`.
            if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
                return last.dropLast() + "ies"
            }
            return apply(pluralRules, to: last) ?? last + "s"
        }
    }

    /// `todos` -> `todo`, `people` -> `person`, `statuses` -> `status`.
    public static func singularize(_ word: String) -> String {
        inflectLastWord(word) { last in
            if uncountables.contains(last) { return last }
            if let irregular = irregular(of: last, isWholeWord: !word.contains("_")) { return last.dropLast(irregular.ending.count) + irregular.singular }
            return apply(singularRules, to: last, isWholeWord: !word.contains("_")) ?? last
        }
    }

    /// The irregular word `word` ends with, in either form, and the ending it matched: at the end
    /// of any word, or (the anchored ones) only as the whole word.
    private static func irregular(of word: String, isWholeWord: Bool) -> (singular: String, plural: String, ending: String)? {
        for irregular in irregulars {
            if word.hasSuffix(irregular.plural) { return (irregular.singular, irregular.plural, irregular.plural) }
            if word.hasSuffix(irregular.singular) { return (irregular.singular, irregular.plural, irregular.singular) }
        }
        guard isWholeWord, let irregular = wholeWordIrregulars.first(where: { $0.singular == word || $0.plural == word }) else { return nil }
        return (irregular.singular, irregular.plural, word)
    }

    /// `LineItem` -> `line_item`, `Admin::Todo` -> `admin/todo`, `HTMLPage` -> `html_page`.
    public static func underscore(_ name: String) -> String {
        var result: [Character] = []
        let characters = Array(name.split(separator: "::", omittingEmptySubsequences: false).joined(separator: "/"))
        for (offset, character) in characters.enumerated() {
            if character.isUppercase, offset > 0 {
                let previous = characters[offset - 1]
                let next = offset + 1 < characters.count ? characters[offset + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append("_")
                }
            }
            result.append(character == "-" ? "_" : Character(character.lowercased()))
        }
        return String(result)
    }

    /// `line_item` -> `LineItem`, `admin/todo` -> `Admin::Todo`.
    public static func camelize(_ name: String) -> String {
        name.split(separator: "/").map { segment in
            segment.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }.joined(separator: "::")
    }

    /// The table for a model class without namespace handling: `LineItem` -> `line_items`.
    public static func tableize(_ className: String) -> String {
        pluralize(underscore(demodulize(className)))
    }

    /// `Admin::Todo` -> `Todo`.
    public static func demodulize(_ className: String) -> String {
        className.split(separator: "::").last.map(String.init) ?? className
    }

    /// Applies `transform` to the last `_`-separated word, keeping the case of the rest.
    private static func inflectLastWord(_ word: String, _ transform: (String) -> String) -> String {
        guard !word.isEmpty else { return word }
        let parts = word.split(separator: "_", omittingEmptySubsequences: false)
        guard let last = parts.last else { return word }
        let lowered = last.lowercased()
        var inflected = transform(lowered)
        if last.first?.isUppercase == true { inflected = inflected.prefix(1).uppercased() + inflected.dropFirst() }
        return (parts.dropLast().map(String.init) + [inflected]).joined(separator: "_")
    }

    /// A suffix starting with `^` matches only the whole word (Rails' anchored rules), and only when
    /// `word` is the whole word rather than the last `_`-separated part of it.
    private static func apply(
        _ rules: [(suffix: String, drop: Int, add: String)], to word: String, isWholeWord: Bool = true
    ) -> String? {
        guard let rule = rules.first(where: { rule in
            let anchored = rule.suffix.hasPrefix("^")
            let matches = anchored ? isWholeWord && word == rule.suffix.dropFirst() : word.hasSuffix(rule.suffix)
            return matches && word.count > rule.drop
        }) else { return nil }
        return word.dropLast(rule.drop) + rule.add
    }
}
