import BridgeLintCore

/// Following chains: a template only templates proven never to render name never renders
/// either (a partial only an unused page renders). The proof runs again, reading the templates
/// it proved as not there (`dead`), until a round proves no more; it starts from none, so
/// templates that only name each other (a cycle) stay live.
extension UnrenderedTemplates {
    /// This proof run again without the templates it proves, until it proves no more.
    ///
    /// A template left live by a round is judged again only once a template it read as live
    /// (its `liveReads`, with those of the relative lookups it takes from another judgment) is
    /// proven: until then every answer of `isDead` its proof gets is the same, and so is its
    /// verdict (issue 21: each round judged every live template again).
    public func followingChains(work: SharedWork = .alone) -> UnrenderedTemplates {
        var dead: Set<Int> = []
        var provenDirectly: Set<Int>?
        // The templates whose live verdict read each template as live.
        var readers: [Int: [Int]] = [:]
        var candidates = sources.indices.filter { sources[$0].isTemplate }
        while !candidates.isEmpty {
            let proof = UnrenderedTemplates(self, dead: dead)
            let judged = candidates
            judgments.withLock { $0 += judged.count }
            let verdicts = work.map(judged.count) { index -> (proven: Bool, reads: [Int]) in
                let judgment = UnrenderedTemplates(proof, dead: nil, judging: true)
                let proven = judgment.reason(at: judged[index]) != nil
                return (proven, proven ? [] : judgment.liveReads?.withLock { $0 } ?? [])
            }
            var proven: Set<Int> = []
            for (candidate, verdict) in zip(judged, verdicts) {
                if verdict.proven { proven.insert(candidate) }
                for read in Set(verdict.reads) { readers[read, default: []].append(candidate) }
            }
            if provenDirectly == nil { provenDirectly = proven }
            dead.formUnion(proven)
            candidates = Set(proven.flatMap { readers[$0] ?? [] }).subtracting(dead).sorted()
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
        index(of: path).map(mayBeProvenByChains(at:)) ?? false
    }

    /// `mayBeProvenByChains` of the template `sources[own]`.
    func mayBeProvenByChains(at own: Int) -> Bool {
        UnrenderedTemplates(self, dead: [], everyTemplateBut: own).reason(at: own) != nil
    }
}
