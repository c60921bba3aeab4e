import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// One open template, parsed, with the project model it belongs to: what completion,
/// definition, hover and the code-writing fixes read. Building one parses the text once.
struct TemplateContext {
    /// The buffer's text; its path is root-relative, as the rules see it.
    let file: SourceFile
    let template: Template
    let project: ProjectModel
    /// The app's other templates, as saved: the render graph built from them on first use.
    let corpus: TemplateCorpus

    init(file: SourceFile, project: ProjectModel, corpus: TemplateCorpus = .empty) {
        self.file = file
        self.project = project
        self.corpus = corpus
        // As the app's Rails renders it (`RailsTwoBlockReading`; as parsed without a corpus).
        template = corpus.blockReading.parse(file)
    }

    /// The innermost element whose start tag (or helper call) holds `offset`, else the
    /// innermost element whose range holds it.
    func element(at offset: Int) -> Element? {
        let inTag = template.elements.filter { $0.startTagRange.start <= offset && offset <= $0.startTagRange.end }
        if let innermost = inTag.max(by: { $0.startTagRange.start < $1.startTagRange.start }) { return innermost }
        return template.elements.filter { $0.range.start <= offset && offset <= $0.range.end }
            .max { $0.range.start < $1.range.start }
    }

    /// The controllers mounted on `element` and its ancestors, nearest first; every
    /// controller of the app when the cursor is in no element or the scope may be wider than
    /// the file shows (a partial).
    func controllersInScope(of element: Element?) -> [StimulusController] {
        guard let element else { return project.controllers.controllers }
        var seen: Set<String> = []
        var mounted: [StimulusController] = []
        for candidate in template.selfAndAncestors(of: element) {
            for token in candidate.controllerTokens where seen.insert(token.text).inserted {
                mounted += project.controllers.controllers(named: token.text)
            }
        }
        return mounted.isEmpty && template.isPartial ? project.controllers.controllers : mounted
    }

    /// The one controller for `identifier` (the first definition when several conflict).
    func controller(_ identifier: String) -> StimulusController? {
        project.controllers.controllers(named: identifier).first
    }
}
