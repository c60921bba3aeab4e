import BridgeLintCore

/// Following chains: a template only templates proven never to render name never renders
/// either (a partial only an unused page renders). The proof runs again, reading the templates
/// it proved as not there (`dead`), until a round proves no more; it starts from none, so
/// templates that only name each other (a cycle) stay live.
extension UnrenderedTemplates {
    /// This proof run again without the templates it proves, until it proves no more.
    public func followingChains(work: SharedWork = .alone) -> UnrenderedTemplates {
        var dead: Set<Int> = []
        var provenDirectly: Set<Int>?
        while true {
            let proof = UnrenderedTemplates(self, dead: dead)
            let candidates = proof.sources.indices.filter { proof.sources[$0].isTemplate && !dead.contains($0) }
            let found = work.map(candidates.count) { proof.reason(at: candidates[$0]) != nil }
            let proven = Set(candidates.indices.filter { found[$0] }.map { candidates[$0] })
            if provenDirectly == nil { provenDirectly = proven }
            if proven.isEmpty { break }
            dead.formUnion(proven)
        }
        return UnrenderedTemplates(self, dead: dead, provenDirectly: provenDirectly ?? [])
    }

    /// Whether `reason(for:)` is nil for the template at `path` by this proof's last round,
    /// asked of what `followingChains` returns: that round proved none of the templates it
    /// does not hold dead (so neither did the proof without chains, its first round), and
    /// proving it again reads every file that names it.
    public func holdsLive(_ path: String) -> Bool {
        guard let own = index(of: path) else { return true }
        return sources[own].isTemplate && !dead.contains(own)
    }

    /// Whether following chains (`followingChains`) may prove the template at `path` never
    /// renders: with every other template proven, something else still names it otherwise.
    public func mayBeProvenByChains(_ path: String) -> Bool {
        guard let own = index(of: path) else { return false }
        return UnrenderedTemplates(self, dead: [], everyTemplateBut: own).reason(at: own) != nil
    }
}
