import BridgeLintProject

extension RuleContext {
    /// Whether code the app's pages run besides its controllers and scripts (which the
    /// `ControllerCatalog` answers for) finds elements by the attribute `name` holding `value`:
    /// a template's inline `<script>` (`dropdown.querySelector('[data-dropdown-target="menu"]')`,
    /// see `TemplateCorpus.inlineScriptReads`), or Flowbite on an app that loads it
    /// (`data-modal-target="<id>"`, see `FlowbiteLibrary`), or on a template holding Flowbite's
    /// markup (pasted from its docs: the value names an element of the template by its `id`, as
    /// Flowbite's do; no Stimulus target is named so). With `orReadsValue`, an inline script
    /// reading the attribute's value as data (`getAttribute`) counts too. Reads the templates
    /// only when asked.
    func pageCodeSelects(_ name: String, value: String, orReadsValue: Bool = false) -> Bool {
        if isFlowbiteMarkup(name, value: value) { return true }
        let reads = corpus.inlineScriptReads
        return orReadsValue ? reads.reads(name, value: value) : reads.selects(name, value: value)
    }

    /// Whether the attribute `name` holding `value` is Flowbite's: on an app that loads it, or
    /// where the value names an element of the template by its literal `id`, as Flowbite's
    /// markup pasted from its docs does (see `pageCodeSelects`).
    func isFlowbiteMarkup(_ name: String, value: String?) -> Bool {
        guard FlowbiteLibrary.owns(name) else { return false }
        if project.loadsFlowbite { return true }
        guard let value, !value.isEmpty else { return false }
        return template.elements.contains { $0.attribute(named: "id")?.value?.staticText == value }
    }
}
