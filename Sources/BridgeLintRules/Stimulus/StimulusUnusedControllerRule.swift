import BridgeLintCore
import BridgeLintProject

/// Reports a controller that no template mounts or names (a target, action or value in a
/// partial counts) and no source mentions: dead code that still ships. Whole-project runs only, and careful: any whole-word mention of the identifier in
/// the app's `app/`, `lib/` and engine folders (a Ruby helper building `data-controller`, a
/// constant `CONTROLLER = "autogrow"`, JavaScript calling
/// `getControllerForElementAndIdentifier`, an outlet) counts as a use, except the controller's
/// own files and its `register` calls. So does a name a source builds that may be it
/// (`"#{type}-chart"` for `allocation-chart`; see `ComputedName`).
public struct StimulusUnusedControllerRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "stimulus-unused-controller",
        summary: "A controller that no template and no source in `app/` uses.",
        defaultSeverity: .info)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let project = context.project
        let catalog = project.controllers
        // An engine's controllers are for host apps, and those outside the repository are unseen;
        // a Haml or Slim template (or a gem helper called from one) may mount any controller.
        guard !catalog.rendersInUnseenHosts, !project.hasTemplatesTheLinterCannotRead else { return [] }
        let ancestors = Set(catalog.controllers.flatMap(\.ancestorPaths))
        let nativeNames = Set(project.checkedPlatforms.flatMap { project.native.componentNames(on: $0) })
        func isUsedInTemplates(_ identifier: String) -> Bool {
            context.usage.isMounted(identifier) || context.usage.referencedInTemplates.contains(identifier)
        }
        // A file loaded under several names (a custom loader naming it by path and by file name)
        // is used when markup uses any of them.
        let identifiersByPath = Dictionary(grouping: catalog.controllers, by: \.path).mapValues { $0.map(\.identifier) }
        // Controllers borrowed from another app of the browser are that app's to judge.
        let candidates = Dictionary(grouping: catalog.controllers.filter(catalog.isOwn), by: \.identifier).filter { identifier, definitions in
            !isUsedInTemplates(identifier) && !catalog.knownExternalIdentifiers.contains(identifier)
                && definitions.allSatisfy { definition in
                    if case .package = definition.origin { return false }
                    // A file whose class bridgelint cannot read may be no controller at all (a
                    // module that only imports its stylesheet), which a loader skips.
                    guard definition.parseProblems.isEmpty else { return false }
                    // A package's class registered by the app (`register("x", PackageClass)`) is a
                    // package's controller too: its own markup (a gem's views) may mount it.
                    if catalog.registersPackageClass(definition) { return false }
                    // A file never loaded is `stimulus-unloaded-controller`'s: one cause, one finding.
                    if catalog.unloadedControllerPaths.contains(definition.path) { return false }
                    if (identifiersByPath[definition.path] ?? []).contains(where: { $0 != identifier && isUsedInTemplates($0) }) { return false }
                    // A base class is used by its subclasses; a bridge component the native
                    // side implements is used by the app.
                    return !ancestors.contains(definition.path) && !(definition.componentName.map(nativeNames.contains) ?? false)
                }
        }
        let (mentioned, mentionsInUnrendered) = mentions(of: candidates, in: context)
        // A class loaded under several names, none used, is one dead controller: one finding,
        // under its longest name (the one its whole path gives), none for the others.
        var reportedClasses: Set<String> = []
        return candidates.keys.sorted { ($0.count, $1) > ($1.count, $0) }.compactMap { identifier in
            guard let definitions = candidates[identifier], let first = definitions.first, !mentioned.contains(identifier),
                  // A controller file loaded under several names is used when a source mentions any of
                  // them (not a manifest whose `register` calls name classes bridgelint cannot read).
                  !definitions.contains(where: { definition in
                      guard case .conventionalPath = definition.origin else { return false }
                      return identifiersByPath[definition.path]?.contains(where: mentioned.contains) ?? false
                  })
            else { return nil }
            if definitions.count == 1, let location = first.classLocation,
               !reportedClasses.insert("\(first.path):\(location.line):\(location.column)").inserted { return nil }
            // A manifest names every controller it registers: say so, or "no source mentions
            // it" reads as false to someone looking at that manifest.
            let registeredIn = Set(catalog.registrations.filter { $0.identifier == identifier }.map(\.path)).sorted()
            let aside = registeredIn.isEmpty ? "" : " besides its `register` call in " + registeredIn.joined(separator: ", ")
            // Templates that mount or name it but never render: saying that no template mounts it
            // would read as false to someone looking at one of them.
            let unrenderedMentions = (mentionsInUnrendered[identifier] ?? []).map { path in
                (path: path, reason: context.corpus.neverRenderedReason(for: path)?.explanation)
            }
            var message = "controller `\(identifier)` is not used: "
            if unrenderedMentions.isEmpty {
                message += "no template mounts it and no source in app/ mentions it"
            } else {
                // The first few, each with why it never renders; in a large app the whole list
                // ran to megabytes in one message.
                let shown = unrenderedMentions.prefix(Self.listedTemplates).map { mention in
                    "`\(mention.path)`" + (mention.reason.map { ": " + $0 } ?? "")
                }
                let more = unrenderedMentions.count - shown.count
                message += "only templates that never render mount or name it (" + shown.joined(separator: "; ")
                    + (more > 0 ? "; and \(more) more" : "") + "), and no other source in app/ mentions it"
            }
            message += aside
            return context.finding(
                in: first.path, at: .token(at: first.classLocation), message,
                about: identifier,
                help: unrenderedMentions.isEmpty ? "delete the controller, or mount it with `data-controller=\"\(identifier)\"`"
                    : "delete the controller with those templates, or render one of them (from an action, a route, a render call or `layout`)")
        }
    }

    /// How many of the never-rendered templates naming a controller its finding lists.
    static let listedTemplates = 5

    /// Which of `candidates` (definitions by identifier) some source mentions (see `isMentioned`),
    /// and for each of the others, the templates that never render that mention it (sorted).
    /// Only these are kept of the search, whose counts in every file took megabytes.
    private func mentions(of candidates: [String: [StimulusController]], in context: ProjectContext) -> (Set<String>, [String: [String]]) {
        let project = context.project
        let found = NameMentions.search(Set(candidates.keys), in: project.files, folders: project.sourceFolders)
        let unrendered = context.usage.unrenderedTemplates
        let mentioned = Set(candidates.keys.filter { identifier in
            let ownFiles = Set((candidates[identifier] ?? []).map(\.path))
            // A name some source builds (`"#{type}-chart"`, `` `${kind}-chart` ``) may be this one.
            // A template proven never to render names nothing.
            return found.computed[identifier, default: []].contains { !ownFiles.contains($0) && !unrendered.contains($0) }
                || isMentioned(identifier, definitions: candidates[identifier] ?? [], mentions: (found.counts[identifier] ?? [:]).filter { !unrendered.contains($0.key) },
                               catalog: project.controllers)
        })
        let inUnrendered = candidates.keys.filter { !mentioned.contains($0) }.map { identifier in
            (identifier, (found.counts[identifier] ?? [:]).keys.filter(unrendered.contains).sorted())
        }
        return (mentioned, Dictionary(uniqueKeysWithValues: inUnrendered))
    }

    /// Whether the identifier appears anywhere but its own files and its `register` calls.
    private func isMentioned(_ identifier: String, definitions: [StimulusController], mentions: [String: Int], catalog: ControllerCatalog) -> Bool {
        let ownFiles = Set(definitions.map(\.path))
        let registrations = Dictionary(grouping: catalog.registrations.filter { $0.identifier == identifier }, by: \.path)
        return mentions.contains { path, count in
            !ownFiles.contains(path) && count > (registrations[path]?.count ?? 0)
        }
    }
}
