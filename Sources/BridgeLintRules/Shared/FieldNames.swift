import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Facts about form field names used by the form rules.
enum FieldNames {
    /// Whether two different names are one typo apart: one edit (two for long names), but not
    /// names that differ only in their numbers (a numbered series), a plural `s`, or an
    /// `_id`/`_ids` suffix, nor names whose differing parts are words on both sides
    /// (`min_length`/`max_length`).
    static func areTypos(_ a: String, _ b: String) -> Bool {
        guard a != b else { return false }
        let length = max(a.count, b.count)
        let limit = length >= 10 ? 2 : (length >= 4 ? 1 : 0)
        // The distance first, as most pairs of a form's names are far apart: it is at least the
        // difference in length, which rules most of them out without computing it.
        guard abs(a.unicodeScalars.count - b.unicodeScalars.count) <= limit, StringDistance.editDistance(a, b) <= limit,
              !differInWords(a, b) else { return false }
        if differInNumbersOnly(a, b) || differByAWholeWord(a, b) || differInLocaleCodes(a, b) { return false }
        for (short, long) in [(a, b), (b, a)] where long.hasPrefix(short) {
            let tail = long.dropFirst(short.count)
            if ["s", "es"].contains(String(tail)) { return false }
        }
        return true
    }

    /// Whether two names are members of a numbered series: they differ only in their numbers
    /// (`street1`/`street2`, `address_line_1`/`address_line_2`), a number with the `_` before it
    /// included (`whitelist_url`/`whitelist_url_1`). Names with the same numbers written
    /// differently (`line_1`/`line1`) are not a series.
    static func differInNumbersOnly(_ a: String, _ b: String) -> Bool {
        let aSeries = numberedSeries(a)
        let bSeries = numberedSeries(b)
        return aSeries.stem == bSeries.stem && aSeries.numbers != bSeries.numbers
    }

    /// A name without its numbers (each with the `_` right before it), and the numbers:
    /// `url_2` is (`url`, [`2`]).
    private static func numberedSeries(_ name: String) -> (stem: String, numbers: [String]) {
        var stem = ""
        var numbers: [String] = []
        var number = ""
        for character in name {
            if character.isASCII, character.isNumber {
                if number.isEmpty, stem.last == "_" { stem.removeLast() }
                number.append(character)
                continue
            }
            if !number.isEmpty { numbers.append(number) }
            number = ""
            stem.append(character)
        }
        if !number.isEmpty { numbers.append(number) }
        return (stem, numbers)
    }

    /// Whether the `_`-separated parts in which two names differ are all common words on both
    /// sides: `first_name`/`last_name`, `start_at`/`end_at` name different things.
    static func differInWords(_ a: String, _ b: String) -> Bool {
        let aParts = a.lowercased().split(separator: "_", omittingEmptySubsequences: false)
        let bParts = b.lowercased().split(separator: "_", omittingEmptySubsequences: false)
        var start = 0
        while start < min(aParts.count, bParts.count), aParts[start] == bParts[start] { start += 1 }
        var aEnd = aParts.count
        var bEnd = bParts.count
        while aEnd > start, bEnd > start, aParts[aEnd - 1] == bParts[bEnd - 1] {
            aEnd -= 1
            bEnd -= 1
        }
        let aDiffering = aParts[start..<aEnd]
        let bDiffering = bParts[start..<bEnd]
        return !aDiffering.isEmpty && !bDiffering.isEmpty
            && aDiffering.allSatisfy(EnglishWords.contains) && bDiffering.allSatisfy(EnglishWords.contains)
    }

    /// Whether the names differ only in a locale: a language code (ISO 639-1) as a
    /// `_`-separated part, with an optional two-letter region after it. Translation plugins make
    /// one attribute per locale (`description_en`, `description_fa`, `title_pt_br`), each a field
    /// of its own; `user_ud` is no locale, so it stays a typo of `user_id`.
    static func differInLocaleCodes(_ a: String, _ b: String) -> Bool {
        let aParts = a.lowercased().split(separator: "_", omittingEmptySubsequences: false)
        let bParts = b.lowercased().split(separator: "_", omittingEmptySubsequences: false)
        let stem = zip(aParts, bParts).prefix { $0 == $1 }.count
        func isLocale(_ parts: ArraySlice<Substring>) -> Bool {
            guard let language = parts.first, (1...2).contains(parts.count),
                  languageCodes.contains(String(language)) else { return false }
            return parts.dropFirst().allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
        }
        return stem > 0 && isLocale(aParts[stem...]) && isLocale(bParts[stem...])
    }

    /// The two-letter language codes of ISO 639-1.
    private static let languageCodes: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy \
        da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu \
        hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb \
        lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om \
        or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw \
        ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(separator: " ").map(String.init))

    /// Whether one name is the other with whole `_`-separated words added: `resolution_x` and
    /// `resolution`, `x_offset` and `offset` name different things (a coordinate, an accessor a
    /// store prefixes with its column's name), while `title_` is a slip.
    static func differByAWholeWord(_ a: String, _ b: String) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard !short.isEmpty else { return false }
        if long.hasPrefix(short + "_") { return long.count > short.count + 1 }
        if long.hasSuffix("_" + short) { return long.count > short.count + 1 }
        return false
    }

    /// The name Rails writes into a field's `id`, `name` and a label's `for`: the method name
    /// without one trailing `?` (actionview `Tags::Base#sanitized_method_name`), so
    /// `label :active?` labels `check_box :active`.
    static func sanitized(_ name: String) -> String {
        name.hasSuffix("?") ? String(name.dropLast()) : name
    }

    /// The names a form's labels use for its radio buttons. Rails gives `radio_button :status, "P"`
    /// the id `<object>_status_p`, the attribute and the sanitized value, and `label :status_p`
    /// writes `for="<object>_status_p"`: that label is the radio's, not a field of its own.
    struct RadioLabels {
        /// `status_p` for `radio_button :status, "P"`.
        var names: Set<String> = []
        /// The attributes of radio buttons whose value the template does not show: any
        /// `<attribute>_…` name may be one of their labels.
        var attributesWithUnknownValues: Set<String> = []

        init(_ fields: [FieldInfo]) {
            for field in fields where field.method == "radio_button" {
                let attribute = sanitized(field.name)
                switch field.tagValue {
                case .literal(let value)?:
                    names.insert(attribute + "_" + sanitizedValue(value))
                    names.insert(attribute + "_" + sanitizedValue(value, dotsAsUnderscores: false))
                case .dynamic?: attributesWithUnknownValues.insert(attribute)
                case nil: continue
                }
            }
        }

        /// The radio labels of the form of `builder` whose helper is at `formIndex` (nil: the
        /// builder a partial receives).
        init(ofFormAt formIndex: Int?, builder: String, in template: Template) {
            self.init(template.elements.compactMap { element in
                guard let field = element.field, field.builder == builder,
                      FieldNames.formIndex(of: element, builder: builder, in: template) == formIndex else { return nil }
                return field
            })
        }

        /// Whether `name` is one of the radio buttons' ids as a label names it.
        func contains(_ name: String) -> Bool {
            names.contains(name) || attributesWithUnknownValues.contains { name.hasPrefix($0 + "_") }
        }
    }

    /// The value a radio button's id ends with (actionview `Tags::Base#sanitized_value`): white
    /// space becomes `_`, every character that is neither a word character nor `-` is dropped,
    /// and the rest is lower-cased. Rails 7 turns a `.` into `_` first; older releases drop it
    /// (`dotsAsUnderscores: false`).
    static func sanitizedValue(_ value: String, dotsAsUnderscores: Bool = true) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar.properties.isWhitespace || (dotsAsUnderscores && scalar == ".") {
                result.unicodeScalars.append("_")
            } else if scalar == "-" || isWordCharacter(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.lowercased()
    }

    /// Ruby's `[[:word:]]`: letters, marks, decimal digits, connector punctuation (`_`).
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: true
        default: false
        }
    }

    /// The form builder a field belongs to: the nearest enclosing form helper whose block
    /// variable is the field's receiver (nil in a partial that receives the builder). Ruby gives
    /// the field to the block it is written in even where the browser's tree does not nest it
    /// there (a form inside another form, whose `<form>` browsers ignore and whose `</form>` ends
    /// the outer one; a block an end tag broke out of): then the innermost such helper whose
    /// block holds the field.
    static func formIndex(of element: Element, builder: String, in template: Template) -> Int? {
        var ancestor = element.parent
        while let index = ancestor {
            if template.elements[index].form?.builderVariable == builder { return index }
            ancestor = template.elements[index].parent
        }
        return template.elements.last { form in
            form.form?.builderVariable == builder && form.form?.block.map { $0.start <= element.range.start && element.range.start < $0.end } == true
        }?.index
    }

    /// Whether the fields of the form helper at `formIndex` (nil: the builder a partial
    /// receives, from a form it does not show) get ids, so that a label's `for` can point at
    /// them: those of `form_for` and of the `fields_for` helper always do; `form_with`'s and
    /// `fields`' only where the app's Rails version and configuration prove it
    /// (`SchemaCatalog.formWithGeneratesIDs`), and any form's then do. A builder's nested scope
    /// (`f.fields_for`) passes its builder's setting on.
    static func fieldsHaveIDs(formAt formIndex: Int?, in template: Template, schema: SchemaCatalog) -> Bool {
        if schema.formWithGeneratesIDs { return true }
        var current = formIndex
        while let index = current, let form = template.elements[index].form {
            guard let builder = form.parentBuilder else { return form.helper == "form_for" || form.helper == "fields_for" }
            current = self.formIndex(of: template.elements[index], builder: builder, in: template)
        }
        return false
    }

    /// The other fields of `element`'s form whose names are one typo from its own.
    static func closeNames(to element: Element, field: FieldInfo, in template: Template) -> [(element: Element, field: FieldInfo)] {
        let form = formIndex(of: element, builder: field.builder, in: template)
        return template.elements.compactMap { other in
            guard let otherField = other.field, otherField.builder == field.builder, areTypos(otherField.name, field.name),
                  formIndex(of: other, builder: otherField.builder, in: template) == form else { return nil }
            return (other, otherField)
        }
    }

    /// `text_field_tag :q` and friends derive an id the template does not show as an attribute.
    static func rendersUnknownID(_ helper: String) -> Bool {
        helper.hasSuffix("_field_tag") || ["select_tag", "text_area_tag", "textarea_tag", "check_box_tag", "checkbox_tag", "radio_button_tag"].contains(helper)
    }

    /// The id prefix Rails gives the fields of a form: `todo` for `form_with model: @todo`,
    /// the scope for `scope: :todo`; nil when unknown (nested `fields_for`, dynamic models, a
    /// scope the template does not show such as Devise's `as: resource_name`), and
    /// for an empty name (`form_for ''`), whose ids Rails versions write differently.
    static func idPrefix(of form: Element) -> String? {
        guard let info = form.form, info.helper == "form_with" || info.helper == "form_for", !info.hasDynamicScope else { return nil }
        if let scope = info.scope { return scope.isEmpty ? nil : scope }
        guard let model = info.model else { return nil }
        let last = model.split(separator: ".").last.map(String.init) ?? model
        let name = last.hasPrefix("@") ? String(last.dropFirst()) : last
        return name.isEmpty ? nil : name
    }
}
