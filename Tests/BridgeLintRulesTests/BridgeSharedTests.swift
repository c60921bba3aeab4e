import BridgeLintCore
import BridgeLintProject
@testable import BridgeLintRules
import BridgeLintTemplate
import Testing

/// The shared pieces the bridge, Rails and form rules build on.
@Suite struct BridgeSharedTests {
    /// `EnglishWords` searches its list by halves: it must stay sorted byte by byte, once each.
    @Test func theEnglishWordListIsSortedAndLookedUp() {
        let words = EnglishWords.listedWords
        #expect(words.count > 10_000)
        #expect(zip(words, words.dropFirst()).allSatisfy { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        for word in ["a", "aardvark", "length", "zoom", "min", "lat", "vat"] { #expect(EnglishWords.contains(Substring(word)), "\(word)") }
        for word in ["", "lenght", "zooms", "aa", "zzz", "titel"] { #expect(!EnglishWords.contains(Substring(word)), "\(word)") }
    }

    @Test func railsDataKeysFindTheDoubleDashedIdentifier() {
        #expect(RailsDataKeys.singleDashed("bridge--nav") == "bridge-nav")
        #expect(RailsDataKeys.singleDashed("admin--users--list-item") == "admin-users-list-item")
        #expect(RailsDataKeys.key("bridge_nav_target", replacingIdentifier: "bridge-nav", with: "bridge--nav") == "bridge__nav_target")
        #expect(RailsDataKeys.key("bridge-nav-target", replacingIdentifier: "bridge-nav", with: "bridge--nav") == "bridge--nav-target")
        #expect(RailsDataKeys.key("other_target", replacingIdentifier: "bridge-nav", with: "bridge--nav") == nil)
        #expect(RailsDataKeys.rubyKey(forDataName: "system-name") == "system_name")
    }

    @Test func camelCaseNamesDasherize() {
        #expect(CamelCase.dasherized("systemName") == "system-name")
        #expect(CamelCase.dasherized("iosImageName") == "ios-image-name")
        #expect(CamelCase.dasherized("side") == "side")
    }

    @Test func fieldNameTyposExcludeNumberedPluralAndIdPairs() {
        #expect(FieldNames.areTypos("descritpion", "description"))
        #expect(FieldNames.areTypos("titel", "title"))
        #expect(!FieldNames.areTypos("street1", "street2"))
        #expect(!FieldNames.areTypos("whitelist_url", "whitelist_url_1"))
        #expect(!FieldNames.areTypos("whitelist_url_1", "whitelist_url_9"))
        // A whole word added names another thing: a coordinate, a store accessor's prefix.
        #expect(!FieldNames.areTypos("resolution_x", "resolution"))
        #expect(!FieldNames.areTypos("x_offset", "offset"))
        #expect(!FieldNames.areTypos("user_id", "user"))
        #expect(FieldNames.areTypos("title_", "title"))
        #expect(!FieldNames.areTypos("address_line_1", "address_line_2"))
        #expect(!FieldNames.areTypos("line1", "line_2"))
        #expect(FieldNames.areTypos("line_1", "line1"), "the same number written two ways")
        #expect(FieldNames.areTypos("url_l", "url_1"), "a letter is no number")
        #expect(!FieldNames.areTypos("tag", "tags"))
        #expect(!FieldNames.areTypos("user", "user_id"))
        #expect(!FieldNames.areTypos("state", "status"))
        #expect(!FieldNames.areTypos("title", "title"))
        // One attribute per locale (a translation plugin's accessors): each is a field.
        #expect(!FieldNames.areTypos("description_en", "description_fa"))
        #expect(!FieldNames.areTypos("title_pt_br", "title_pt_pt"))
        #expect(!FieldNames.areTypos("name_de", "name_fr"))
        #expect(FieldNames.areTypos("description_en", "descripton_en"), "the stem differs")
        #expect(FieldNames.areTypos("user_id", "user_ud"), "`ud` is no language code")
        #expect(FieldNames.areTypos("title_en", "title_em"), "`em` is no language code")
    }

    /// Names whose differing parts are words on both sides name different things.
    @Test func fieldNamesDifferingInWholeWordsAreNoTypos() {
        for (a, b) in [("min_length", "max_length"), ("first_name", "last_name"), ("start_at", "end_at"),
                       ("height", "weight"), ("rate", "date"), ("shipping_min_days", "shipping_max_days")] {
            #expect(!FieldNames.areTypos(a, b), "\(a) / \(b)")
        }
        #expect(FieldNames.areTypos("min_lenght", "min_length"), "`lenght` is no word")
        #expect(FieldNames.areTypos("adress_line", "address_line"))
        #expect(FieldNames.differInWords("Start_At", "end_at"))
        #expect(!FieldNames.differInWords("title", "title"))
    }

    @Test func staticValuesPointInsideTheQuotes() {
        let file = SourceFile(path: "app/views/a/show.html.erb", text: "<a data-bridge-disabled=\"yes\" data-x=\"<%= y %>\" data-bridge-title>t</a>\n")
        let template = TemplateParser.parse(file)
        let element = template.elements[0]
        let disabled = StaticValue(of: element.attribute(named: "data-bridge-disabled")!, in: file)
        #expect(disabled?.text == "yes")
        #expect(disabled.map { file.text(in: $0.range) } == "yes")
        #expect(disabled?.isVerbatim == true)
        #expect(StaticValue(of: element.attribute(named: "data-x")!, in: file) == nil)
        #expect(StaticValue(of: element.attribute(named: "data-bridge-title")!, in: file)?.text == "")
    }

    @Test func bridgeScopeUsesMountedComponentsOrFallsBackToAll() {
        let nav = ControllerScanner.scan("""
            import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"
            export default class extends BridgeComponent {
              static component = "nav"
              connect() { super.connect(); new BridgeElement(this.element).bridgeAttribute("side") }
            }
            """, identifier: "bridge--nav", path: "app/javascript/controllers/bridge/nav_controller.js")
        let menu = ControllerScanner.scan("""
            import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
            export default class extends BridgeComponent {
              static component = "menu"
            }
            """, identifier: "bridge--menu", path: "app/javascript/controllers/bridge/menu_controller.js")
        #expect(nav.isBridgeComponent && nav.bridgeAttributes.map(\.name) == ["side"])
        let catalog = ControllerCatalog(controllers: [nav, menu])
        func scope(_ text: String, path: String = "app/views/a/show.html.erb") -> [String]? {
            let template = TemplateParser.parse(SourceFile(path: path, text: text))
            guard let element = template.elements.last,
                  case .components(let components, _) = BridgeScope.resolve(for: element, in: template, catalog: catalog) else { return nil }
            return components.map(\.identifier).sorted()
        }
        #expect(scope("<div data-controller=\"bridge--nav\"><a data-bridge-side=\"x\">a</a></div>\n") == ["bridge--nav"])
        #expect(scope("<div><a data-bridge-side=\"x\">a</a></div>\n") == ["bridge--menu", "bridge--nav"])
        #expect(scope("<div data-controller=\"bridge--nav\"><a data-bridge-side=\"x\">a</a></div>\n", path: "app/views/a/_part.html.erb") == ["bridge--menu", "bridge--nav"])
        var dynamic = catalog.controllers
        dynamic[1].dynamicBridgeAttributeRead = FileLocation(line: 1, column: 1)
        let open = ControllerCatalog(controllers: dynamic)
        let template = TemplateParser.parse(SourceFile(path: "app/views/a/_p.html.erb", text: "<a data-bridge-side=\"x\">a</a>\n"))
        if case .unknown = BridgeScope.resolve(for: template.elements[0], in: template, catalog: open) {} else {
            Issue.record("a component reading dynamic names makes the scope unknown")
        }
    }

    @Test func attributeValueOptionsAreValidated() {
        let at = FileLocation(line: 3, column: 5)
        func setting(_ values: ConfigValue.Kind, extra: [ConfigEntry] = []) -> RuleSetting {
            RuleSetting(ruleID: "bridge-attribute-value", location: at,
                        options: [ConfigEntry(key: "values", keyLocation: at, value: ConfigValue(values, location: at))] + extra)
        }
        let rule = BridgeAttributeValueRule()
        let good = setting(.map([ConfigEntry(key: "side", keyLocation: at, value: ConfigValue(.array([ConfigValue(.string("left"), location: at)]), location: at))]))
        #expect(rule.optionProblems(in: good).isEmpty)
        #expect(BridgeAttributeValueRule.enumerations(in: good)["side"]?.values == ["left"])
        #expect(rule.optionProblems(in: setting(.string("side"))).map(\.keyPath) == ["values"])
        let prefixed = setting(.map([ConfigEntry(key: "data-bridge-side", keyLocation: at, value: ConfigValue(.array([]), location: at))]))
        #expect(rule.optionProblems(in: prefixed).first?.suggestions == ["side"])
        let typo = setting(.map([]), extra: [ConfigEntry(key: "value", keyLocation: at, value: ConfigValue(.null, location: at))])
        #expect(rule.optionProblems(in: typo).first?.suggestions == ["values"])
        let notList = setting(.map([ConfigEntry(key: "side", keyLocation: at, value: ConfigValue(.string("left"), location: at))]))
        #expect(rule.optionProblems(in: notList).map(\.keyPath) == ["values.side"])
    }
}
