import BridgeLintCore
import BridgeLintTemplate

/// The parts of a template the app's own code proves never render, whatever rule looks at them:
/// markup there breaks nothing. Today one form: Devise's shared views ask
/// `<% if devise_mapping.omniauthable? %>` (or `registerable?`, `confirmable?`, ...), true only
/// when a model's `devise` call enables that module; an app whose models call `devise` and
/// never name the module never renders that branch (the sign-in-with-provider links of
/// `devise/shared/_links`, written with `method: :post`, in an app without OmniAuth).
package enum NeverRenderedBranches {
    /// Devise's modules, as `devise_mapping.<module>?` asks for them.
    static let deviseModules: Set<String> = [
        "omniauthable", "registerable", "recoverable", "confirmable", "lockable", "rememberable",
        "timeoutable", "trackable", "validatable", "database_authenticatable",
    ]

    /// The byte ranges of `template` that never render.
    package static func ranges(in template: Template, corpus: TemplateCorpus) -> [SourceRange] {
        let candidates = template.conditionalBodies.compactMap { body in
            deviseModule(askedBy: body.condition).map { (module: $0, range: body.range) }
        }
        guard !candidates.isEmpty else { return [] }
        // The modules are named where models call `devise`; without a call bridgelint read,
        // they may be enabled elsewhere (an engine's model, a gem).
        guard corpus.rubyContains(anyOf: [Array("devise :".utf8), Array("devise(:".utf8)]) else { return [] }
        var enabled: [String: Bool] = [:]
        return candidates.filter { candidate in
            if enabled[candidate.module] == nil {
                enabled[candidate.module] = corpus.rubyContains(anyOf: [Array(candidate.module.utf8)])
            }
            return enabled[candidate.module] == false
        }.map(\.range)
    }

    /// The Devise module a condition requires (`if devise_mapping.omniauthable?`, alone or as one
    /// part of `&&`/`and`), as `Template.conditionalBodies` writes conditions; nil for another.
    static func deviseModule(askedBy condition: String) -> String? {
        let words = condition.split(separator: " ")
        guard words.first == "if", !words.contains("||"), !words.contains("or") else { return nil }
        for conjunct in words.dropFirst().split(whereSeparator: { $0 == "&&" || $0 == "and" }) {
            let parts = Array(conjunct)
            guard parts.count == 3, parts[0] == "devise_mapping", parts[1] == ".", parts[2].hasSuffix("?") else { continue }
            let module = String(parts[2].dropLast())
            if deviseModules.contains(module) { return module }
        }
        return nil
    }
}
