import Testing
@testable import BridgeLintProject

@Suite struct InflectionTests {
    @Test(arguments: [
        ("todo", "todos"), ("person", "people"), ("category", "categories"), ("box", "boxes"),
        ("status", "statuses"), ("line_item", "line_items"), ("child", "children"), ("man", "men"),
        ("mouse", "mice"), ("equipment", "equipment"), ("information", "information"), ("series", "series"),
        ("news", "news"), ("day", "days"), ("address", "addresses"), ("knife", "knives"), ("half", "halves"),
        ("matrix", "matrices"), ("analysis", "analyses"), ("datum", "data"), ("sales_person", "sales_people"),
        ("human", "humen"), ("salesman", "salesmen"), ("sales_woman", "sales_women"), ("grandchild", "grandchildren"),
        ("ox", "oxen"), ("dormouse", "dormouses"), ("field_mouse", "field_mouses"), ("pop_quiz", "pop_quizzes"), ("bus", "buses"), ("menu", "menus"), ("campu", "campus"), ("wish", "wishes"), ("church", "churches"), ("quiz", "quizzes"),
    ])
    func pluralizeAndSingularizeRoundTrip(singular: String, plural: String) {
        #expect(Inflection.pluralize(singular) == plural)
        #expect(Inflection.singularize(plural) == singular || Inflection.uncountables.contains(singular))
    }

    /// ActiveSupport's irregular rules match at the end of a word (`/(m)en$/i` -> `\\1an`), so
    /// `resources :salesmen` names `salesman`; `humans` ends in neither form. Words it has no rule
    /// for stay as they are (`teeth`), whatever English says.
    @Test(arguments: [("salesmen", "salesman"), ("humans", "human"), ("specimen", "speciman"), ("teeth", "teeth"), ("geese", "geese"), ("sales_people", "sales_person")])
    func irregularEndingsSingularizeAsActiveSupportDoes(plural: String, singular: String) {
        #expect(Inflection.singularize(plural) == singular)
    }

    @Test func singularIsStable() {
        for word in ["todo", "status", "address", "bus", "person", "news", "class"] {
            #expect(Inflection.singularize(word) == word)
        }
    }

    /// Modern ActiveSupport anchors `axes` -> `axis` to the whole word, so `taxes` is the plural of `tax`
    /// (`has_many :sales_taxes` defines `sales_tax_ids`), and keeps the `-sis`/`-is` singulars.
    @Test(arguments: [
        ("taxes", "tax"), ("sales_taxes", "sales_tax"), ("axes", "axis"), ("axis", "axis"), ("tests", "test"),
        ("testes", "testis"), ("crises", "crisis"), ("crisis", "crisis"), ("analysis", "analysis"),
        ("matrices", "matrix"), ("statuses", "status"), ("buses", "bus"), ("boxes", "box"),
        ("databases", "database"), ("bases", "basis"), ("syntaxes", "syntax"), ("sales_axes", "sales_ax"),
    ])
    func singularizeMatchesActiveSupport(plural: String, singular: String) {
        #expect(Inflection.singularize(plural) == singular)
    }

    @Test func caseConversions() {
        #expect(Inflection.underscore("LineItem") == "line_item")
        #expect(Inflection.underscore("Admin::Todo") == "admin/todo")
        #expect(Inflection.underscore("HTMLPage") == "html_page")
        #expect(Inflection.camelize("line_item") == "LineItem")
        #expect(Inflection.camelize("admin/todo") == "Admin::Todo")
        #expect(Inflection.tableize("Person") == "people")
        #expect(Inflection.tableize("Admin::LineItem") == "line_items")
    }
}
