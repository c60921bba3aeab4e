import BridgeLintCore
import BridgeLintProject

/// Reports an identifier that several files define (two controller files, a file and an
/// explicit `register`, a file and a declared npm package): Stimulus keeps one class per
/// identifier, so the other is dead or silently replaced.
public struct StimulusDuplicateControllerRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "stimulus-duplicate-controller",
        summary: "A controller identifier defined more than once.",
        defaultSeverity: .warning)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let catalog = context.project.controllers
        var findings: [ProjectFinding] = []
        for identifier in Set(catalog.controllers.map(\.identifier)).sorted() {
            let definitions = catalog.conflictingDefinitions(named: identifier).sorted { Self.order($0) < Self.order($1) }
            for (index, later) in definitions.enumerated() {
                // The first definition one page may load with this one (see `mayMeet`).
                guard let first = definitions[..<index].first(where: { catalog.mayMeet($0, later) }) else { continue }
                let firstPlace = Self.place(of: first)
                let place = Self.place(of: later)
                findings.append(context.finding(
                    in: place.path, at: .token(at: place.location),
                    "`\(identifier)` is already defined by \(Self.describe(first)); Stimulus keeps one class per identifier, so one of them never runs",
                    about: identifier,
                    help: "remove one definition, or give this controller another identifier",
                    related: [context.related(path: firstPlace.path, location: firstPlace.location, "`\(identifier)` is first defined here")]))
            }
        }
        return findings
    }

    /// Packages first, then controller files, then explicit registrations; by path within each,
    /// and registrations in one file in the order they are written.
    private static func order(_ controller: StimulusController) -> (Int, String, Int, Int) {
        switch controller.origin {
        case .package: (0, controller.path, 0, 0)
        case .conventionalPath: (1, controller.path, 0, 0)
        case .registration(let path, let location): (2, path, location.line, location.column)
        }
    }

    /// Where a definition is written: the `register` call, else the class.
    private static func place(of controller: StimulusController) -> (path: String, location: FileLocation?) {
        if case .registration(let path, let location) = controller.origin { return (path, location) }
        return (controller.path, controller.classLocation)
    }

    private static func describe(_ controller: StimulusController) -> String {
        switch controller.origin {
        case .package(let name): "the npm package `\(name)` (\(controller.path))"
        case .conventionalPath: controller.path
        case .registration(let path, _): "a `register` call in \(path)"
        }
    }
}
