import BridgeLintProject

extension RuleContext {
    /// Whether code the app's pages run besides its controllers and scripts (which the
    /// `ControllerCatalog` answers for) finds elements by the attribute `name` holding `value`:
    /// a template's inline `<script>` (`dropdown.querySelector('[data-dropdown-target="menu"]')`,
    /// see `TemplateCorpus.inlineScriptReads`), or Flowbite on an app that loads it
    /// (`data-modal-target="<id>"`, see `FlowbiteLibrary`). With `orReadsValue`, an inline script
    /// reading the attribute's value as data (`getAttribute`) counts too. Reads the templates
    /// only when asked.
    func pageCodeSelects(_ name: String, value: String, orReadsValue: Bool = false) -> Bool {
        if project.loadsFlowbite, FlowbiteLibrary.owns(name) { return true }
        let reads = corpus.inlineScriptReads
        return orReadsValue ? reads.reads(name, value: value) : reads.selects(name, value: value)
    }
}
