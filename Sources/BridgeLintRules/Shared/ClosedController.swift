import BridgeLintProject

/// A controller whose members are all known: the only kind a rule may call a name missing from.
enum ClosedController {
    /// The single definition of `identifier` (or, for several, nil), when it is closed.
    /// Identifiers declared only in configuration have unknown members.
    static func find(_ identifier: String, in catalog: ControllerCatalog) -> StimulusController? {
        let definitions = catalog.controllers(named: identifier)
        guard !catalog.knownExternalIdentifiers.contains(identifier), let first = definitions.first,
              definitions.allSatisfy({ $0.isClosed && $0.path == first.path }) else { return nil }
        return first
    }
}
