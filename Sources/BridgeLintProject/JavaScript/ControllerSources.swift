import BridgeLintCore
import Dispatch
/// The loader's view of the project's controller sources: reads and scans each class file once,
/// resolves imports, and folds superclasses into the controllers that extend them.
struct ControllerSources {
    let root: String
    let resolver: ModuleResolver
    /// Where the facts of unchanged files come from instead of a scan; nil: scan every file.
    let facts: SourceFactsStore?
    /// Script files already seen under the controller folders (no disk check needed for them).
    var knownScripts: Set<String> = []
    /// The class files read so far whose text calls a `register` function: they may register
    /// controllers besides defining one (see `ControllerCatalog.load`).
    private(set) var registeringFiles: Set<String> = []
    private var scanned: [String: StimulusController?] = [:]
    /// Class files read and scanned ahead by `scanAhead`, for `classFile(at:)` to finish.
    private var readAhead: [String: (read: FileSizeLimit.Read, scan: StimulusController?)] = [:]
    private var helpers: [String: StimulusController?] = [:]

    /// Longest superclass chain followed; longer ones (or cycles) leave the inheritance unknown.
    static let maximumAncestors = 16
    private static let registerCallBytes = Array("register(".utf8)

    init(root: String, controllerFolders: [String], sourceRoots: [String] = [], pathAliases: ScriptPathAliases = ScriptPathAliases(),
         facts: SourceFactsStore? = nil) {
        self.root = root
        self.facts = facts
        resolver = ModuleResolver(controllerFolders: controllerFolders, sourceRoots: sourceRoots, pathAliases: pathAliases)
    }

    func resolve(_ specifier: String, from importer: String) -> String? {
        resolver.resolve(specifier, from: importer) { path in
            knownScripts.contains(path) || FileReader.exists(FileWalker.join(root, path)) && !FileReader.isFolder(FileWalker.join(root, path))
        }
    }

    /// The file that defines what `module` (imported by `importer`) exports as `name`,
    /// following barrel files that pass it on (`export { default as Menu } from "./menu"`, or
    /// an imported name exported again) up to `maximumAncestors` files; the module's own file
    /// when it passes nothing on or cannot be read.
    func classFile(exportedAs name: String?, by module: String, from importer: String) -> String? {
        guard var path = resolve(module, from: importer) else { return nil }
        var exported = name
        var seen: Set<String> = [path]
        while let current = exported, current != "default", seen.count <= Self.maximumAncestors,
              let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)), FileReader.notTextReason(bytes) == nil,
              let origin = JavaScriptSource(path: path, bytes: bytes).reexport(of: current),
              let next = resolve(origin.module, from: path), seen.insert(next).inserted {
            path = next
            exported = origin.imported
        }
        return path
    }

    /// The class the file at `path` defines, scanned once. A file that cannot be read (or is
    /// over the size limit, noted by the project) is a controller whose members are unknown,
    /// so that rules neither call it missing nor judge its targets.
    mutating func classFile(at path: String) -> StimulusController? {
        if let cached = scanned[path] { return cached }
        var controller: StimulusController
        let ahead = readAhead.removeValue(forKey: path)
        switch ahead?.read ?? FileReader.read(atPath: FileWalker.join(root, path)) {
        case .bytes(let bytes):
            if let reason = FileReader.notTextReason(bytes) {
                controller = StimulusController(identifier: "", path: path)
                controller.membersAreKnown = false
                controller.parseProblems.append(reason)
            } else {
                controller = ahead?.scan ?? scan(bytes, at: path)
                if bytes.contains(subsequence: Self.registerCallBytes) { registeringFiles.insert(path) }
            }
        case .tooLarge:
            controller = StimulusController(identifier: "", path: path)
            controller.membersAreKnown = false
        case .unreadable:
            guard FileReader.exists(FileWalker.join(root, path)) else { return nil }
            controller = StimulusController(identifier: "", path: path)
            controller.membersAreKnown = false
            controller.parseProblems.append("the file cannot be read")
        }
        controller = withoutHandoversToOwnModules(addingMixins(to: addingHelperReads(to: controller)))
        scanned[path] = controller
        return controller
    }

    /// Reads the class files at `paths` (on this thread, where the project load records what it
    /// reads) and scans them on all cores: the scans are most of a model's load, and a run over
    /// one template waits for them on one thread.
    mutating func scanAhead(_ paths: [String]) {
        let reads = paths.map { FileReader.read(atPath: FileWalker.join(root, $0)) }
        let texts: [(index: Int, bytes: [UInt8])] = reads.indices.compactMap { index in
            guard case .bytes(let bytes) = reads[index], FileReader.notTextReason(bytes) == nil else { return nil }
            return (index, bytes)
        }
        let scans = Locked([Int: StimulusController]())
        let sources = self
        DispatchQueue.concurrentPerform(iterations: texts.count) { number in
            let (index, bytes) = texts[number]
            let controller = sources.scan(bytes, at: paths[index])
            scans.withLock { $0[index] = controller }
        }
        let scanned = scans.withLock { $0 }
        for (index, path) in paths.enumerated() {
            readAhead[path] = (reads[index], scanned[index])
        }
    }

    /// The class in `bytes` (the text of the file at `path`), from the stored scans when they
    /// hold these bytes.
    private func scan(_ bytes: [UInt8], at path: String) -> StimulusController {
        let scan = { ControllerScanner.scan(bytes: bytes, identifier: "", path: path) }
        return facts?.controller(at: path, bytes: bytes, scan: scan) ?? scan()
    }

    /// `controller` without its hand-overs to package code (`handedToPackages`) when every bare
    /// specifier they come from resolves to a file of the app: an importmap pin
    /// (`pin "choices_setup"`, `pin_all_from "app/javascript/lib"`), a resolve root or alias.
    /// Those are the app's own modules, whose events bridgelint reads as the app's.
    private func withoutHandoversToOwnModules(_ controller: StimulusController) -> StimulusController {
        guard !controller.handedToModules.isEmpty,
              controller.handedToModules.allSatisfy({ resolve($0, from: controller.path) != nil }) else { return controller }
        var result = controller
        result.handedToPackages = []
        result.handedToPackagesAt = nil
        result.handedToModules = []
        return result
    }

    /// `controller` with the keys of the mixin objects it imports from the app's modules
    /// (`Object.assign(this, helpers)`); a mixin that cannot be read may add any method.
    private func addingMixins(to controller: StimulusController) -> StimulusController {
        var result = controller
        for mixin in controller.mixinImports {
            let keys = resolve(mixin.module, from: controller.path)
                .flatMap { FileReader.bytes(atPath: FileWalker.join(root, $0)) }
                .flatMap { ObjectLiteral.declared(mixin.exported, in: JavaScriptSource(path: mixin.module, bytes: $0)) }
            if let keys {
                result.otherFields.formUnion(keys.filter { !result.actionMethods.contains($0) })
            } else if result.methodsGainedAt == nil {
                result.methodsGainedAt = mixin.location
            }
        }
        return result
    }

    /// `controller` with the attribute reads of the app's modules it imports (one step): a
    /// helper that reads `el.dataset[name]` for it makes its reads dynamic, one that reads
    /// `dataset.boardColorValue` reads that attribute.
    private mutating func addingHelperReads(to controller: StimulusController) -> StimulusController {
        var result = controller
        for specifier in controller.localImports where specifier != controller.superclassModule {
            guard let path = resolve(specifier, from: controller.path), path != controller.path, let reads = helperReads(at: path) else { continue }
            result.dataAttributeReads.formUnion(reads.dataAttributeReads)
            if result.dynamicAttributeRead == nil, reads.dynamicAttributeRead != nil {
                result.dynamicAttributeRead = result.classLocation ?? FileLocation(line: 1, column: 1)
            }
        }
        return result
    }

    /// What a helper module reads of `data-*` attributes, scanned once.
    private mutating func helperReads(at path: String) -> StimulusController? {
        if let cached = helpers[path] { return cached }
        var reads: StimulusController?
        if let bytes = FileReader.bytes(atPath: FileWalker.join(root, path)), FileReader.notTextReason(bytes) == nil {
            var scan = StimulusController(identifier: "", path: path)
            UsageScanner(source: JavaScriptSource(path: path, bytes: bytes)).record(into: &scan)
            reads = scan
        }
        helpers[path] = reads
        return reads
    }

    /// `controller` with the declarations and methods of its local superclasses added, as
    /// Stimulus merges static arrays and values along the chain. Facts about the file itself
    /// (bridge attribute reads, sent events, `connect`) stay the file's own.
    mutating func inheritingMembers(_ controller: StimulusController) -> StimulusController {
        var result = controller
        var current = controller
        var visited: Set<String> = [controller.path]
        while !current.inheritanceIsKnown, result.ancestorPaths.count < Self.maximumAncestors {
            guard let module = current.superclassModule, let path = resolve(module, from: current.path),
                  visited.insert(path).inserted, let parent = classFile(at: path), parent.className != nil || parent.superclassName != nil
            else {
                result.unreadSuperclass = current.unreadSuperclass ?? Self.describeSuperclass(of: current)
                return result
            }
            result.inherit(from: parent)
            result.ancestorPaths.append(path)
            current = parent
        }
        result.inheritanceIsKnown = current.inheritanceIsKnown
        if !result.inheritanceIsKnown { result.unreadSuperclass = current.unreadSuperclass ?? Self.describeSuperclass(of: current) }
        return result
    }

    /// The superclass a chain stops at, as a note names it; nil when the class extends nothing
    /// (its own parse problem says so).
    private static func describeSuperclass(of controller: StimulusController) -> String? {
        guard let name = controller.superclassName else { return nil }
        guard let module = controller.superclassModule else { return "the class `\(name)`, defined in no file bridgelint reads" }
        return "the class `\(name)` from `\(module)`, which bridgelint cannot read"
    }
}

private extension StimulusController {
    mutating func inherit(from parent: StimulusController) {
        targets.formUnion(parent.targets)
        classes.formUnion(parent.classes)
        outlets.formUnion(parent.outlets)
        values.merge(parent.values) { own, _ in own }
        openDeclarations.formUnion(parent.openDeclarations)
        actionMethods.formUnion(parent.actionMethods)
        otherFields.formUnion(parent.otherFields.subtracting(actionMethods))
        dataAttributeReads.formUnion(parent.dataAttributeReads)
        dataMapKeys.formUnion(parent.dataMapKeys)
        propertyReferences.formUnion(parent.propertyReferences)
        if parent.referencesPropertiesByComputedName { referencesPropertiesByComputedName = true }
        // Places in the parent's file are shown at this class, which inherits them.
        if dynamicAttributeRead == nil, parent.dynamicAttributeRead != nil { dynamicAttributeRead = classLocation ?? FileLocation(line: 1, column: 1) }
        if parent.readsTitle { readsTitle = true }
        if parent.isBridgeComponent { isBridgeComponent = true }
        if methodsGainedAt == nil, parent.methodsGainedAt != nil { methodsGainedAt = classLocation ?? FileLocation(line: 1, column: 1) }
        handedToPackages.formUnion(parent.handedToPackages)
        if handedToPackagesAt == nil, parent.handedToPackagesAt != nil { handedToPackagesAt = classLocation ?? FileLocation(line: 1, column: 1) }
        if bridgeComponentModule == nil { bridgeComponentModule = parent.bridgeComponentModule }
        if componentName == nil, let name = parent.componentName {
            componentName = name
            componentLocation = nil  // it is in the parent's file
        }
    }
}
