import BridgeLintCore
import BridgeLintProject

/// What the proofs of `UnrenderedTemplates` ask of every file, read once (issue 21): the files
/// that keep every page or partial live, the files naming each last part of a name (a literal
/// or a rendered name `posts/_form` names `_form`), the Ruby files by file name, so that a
/// proof about one template reads the files that may name it, not every file.
struct ProofIndex: Sendable {
    /// Files that may reach any page: a computed `template:` (or `action:`, `file:`), a Ruby
    /// render call given a computed name or a lone local, a route computing its action.
    let pageBlockers: [Int]
    /// Route files whose `:action` segments each go to a controller they write
    /// (`get "/puzzles/:action" => "puzzles#:action"`), with those controllers: they reach any
    /// page of a folder ending in one (a `namespace` may add folders before it).
    let actionRoutes: [(file: Int, controllers: Set<String>)]
    /// Files that may reach any partial: a computed name or `partial:`, a local rendered, a
    /// computed `layout:` in a view or outside controllers, `def to_partial_path`.
    let partialBlockers: [Int]
    /// Controllers' computed `layout:`: they reach a partial whose path holds `layouts`.
    let controllerLayoutBlockers: [Int]
    /// Files looking up a constant by a computed name: any component may render, if a file
    /// spells "component" in a string or symbol (see `componentSpellers`).
    let constantLookups: [Int]
    /// Files with a string, symbol or word array that ends a name in "component" (see
    /// `RubyRenderFacts.spellsComponent`): where a computed
    /// name may get the part that makes it a component's. Without one, no name a lookup builds
    /// at run time is a component's, but one taken whole from elsewhere, whose words are read.
    let componentSpellers: [Int]
    /// Files whose render calls compute part of a name (`icons/#{}`).
    let patternFiles: [Int]
    /// Haml, Slim or builder templates with the word `render`: they may render any object.
    let opaqueRendering: [Int]
    /// The files rendering each object's partial (`render @post`), by variable.
    let objectFiles: [String: [Int]]
    /// Whether a route file is read (without one, no page is proven).
    let hasRoutes: Bool
    /// The last parts of the names the files hold (literals, rendered names), numbered.
    private let nameNumbers: [String: UInt32]
    private let nameFiles: FileMentions
    /// The files that are no template, by file name (what follows the last `/`).
    private let rubyByFileName: [String: [Int]]
    /// The files naming a template by its path with its formats and handler
    /// (`render template: "/invoices/pdf/_header.html.erb"`), by that path without them and
    /// without a leading `/` (`invoices/pdf/_header`).
    private let filesByPathWithFormats: [String: [Int]]

    /// `facts`: each file's of `sources`, whole (the sources keep only what proofs read);
    /// `literals`: each template's literal strings, numbered in `literalTexts`.
    init(_ sources: [UnrenderedTemplates.Source], facts: [RubyRenderFacts], literals: WordLists, literalTexts: [String], renderWord: UInt32?,
         wordFiles: FileMentions) {
        var pageBlockers: [Int] = [], partialBlockers: [Int] = [], controllerLayoutBlockers: [Int] = []
        var constantLookups: [Int] = [], componentSpellers: [Int] = [], patternFiles: [Int] = []
        var actionRoutes: [(file: Int, controllers: Set<String>)] = []
        var objectFiles: [String: [Int]] = [:]
        var nameNumbers: [String: UInt32] = [:]
        var fileNames: [[UInt32]] = []
        var rubyByFileName: [String: [Int]] = [:]
        var filesByPathWithFormats: [String: [Int]] = [:]
        let (action, controller) = (Array(":action".utf8), Array(":controller".utf8))
        func lastPart(_ name: String) -> Substring {
            name.lastIndex(of: "/").map { name[name.index(after: $0)...] } ?? name[...]
        }
        for (file, (source, facts)) in zip(sources, facts).enumerated() {
            let inControllers = source.path.contains("app/controllers/")
            var routesAnyAction = false
            if source.isRoutes, let bytes = source.bytes, ByteSearch.contains(action, in: bytes) || ByteSearch.contains(controller, in: bytes) {
                if let controllers = Self.actionRoutedControllers(bytes) { actionRoutes.append((file, controllers)) } else { routesAnyAction = true }
            }
            // In a view's context (a template, a helper) a render call without `template:`
            // renders a partial, whatever its name: only a controller's may render a page.
            let rendersInViews = source.isTemplate || source.path.contains("app/helpers/")
            if facts.computesTemplateOption || !rendersInViews && (facts.rendersComputedName || !facts.renderedLocals.isEmpty) || routesAnyAction {
                pageBlockers.append(file)
            }
            var locals = facts.renderedLocals.subtracting(facts.blockParameters)
            if source.isTemplate, let base = ViewPath(source.path).virtualPath.split(separator: "/").last {
                locals.remove(String(base.drop { $0 == "_" }))
            }
            if facts.rendersComputedName || facts.computesPartialOption || facts.definesPartialPath || !locals.isEmpty
                || facts.computesLayoutOption && (source.isTemplate || !inControllers) {
                partialBlockers.append(file)
            }
            if facts.computesLayoutOption, !source.isTemplate, inControllers { controllerLayoutBlockers.append(file) }
            if facts.looksUpConstants { constantLookups.append(file) }
            // A `Gemfile` or gemspec names gems (`gem "view_component"`), no class.
            let declaresGems = source.path.hasSuffix("Gemfile") || source.path.hasSuffix(".gemspec")
            if facts.spellsComponent, !declaresGems { componentSpellers.append(file) }
            if !facts.patterns.isEmpty { patternFiles.append(file) }
            for object in facts.objects { objectFiles[object, default: []].append(file) }
            var names: Set<UInt32> = []
            var pathsWithFormats: Set<String> = []
            func add(_ name: String) {
                let part = String(lastPart(name))
                if let dot = part.firstIndex(of: "."), dot != part.startIndex, !name.contains(" ") {
                    var path = String(name.dropLast(part.distance(from: dot, to: part.endIndex)))
                    if path.hasPrefix("/") { path.removeFirst() }
                    pathsWithFormats.insert(path)
                }
                if let number = nameNumbers[part] {
                    names.insert(number)
                } else {
                    let number = UInt32(nameNumbers.count)
                    nameNumbers[part] = number
                    names.insert(number)
                }
            }
            facts.renderedNames.forEach(add)
            facts.literals.forEach(add)
            for literal in literals[file].numbers { add(literalTexts[Int(literal)]) }
            fileNames.append(names.sorted())
            for path in pathsWithFormats { filesByPathWithFormats[path, default: []].append(file) }
            if !source.isTemplate { rubyByFileName[String(lastPart(source.path)), default: []].append(file) }
        }
        self.pageBlockers = pageBlockers
        self.actionRoutes = actionRoutes
        self.partialBlockers = partialBlockers
        self.controllerLayoutBlockers = controllerLayoutBlockers
        self.constantLookups = constantLookups
        self.componentSpellers = componentSpellers
        self.patternFiles = patternFiles
        self.objectFiles = objectFiles
        self.rubyByFileName = rubyByFileName
        self.filesByPathWithFormats = filesByPathWithFormats
        hasRoutes = sources.contains(where: \.isRoutes)
        opaqueRendering = wordFiles.files(mentioning: renderWord).map(Int.init).filter { sources[$0].opaque }
        self.nameNumbers = nameNumbers
        nameFiles = FileMentions(keyCount: nameNumbers.count, taking: &fileNames)
    }

    /// The controllers the `:action` segments of a route file go to, each written on the line
    /// of its segment as `"<controller>#:action"`; nil when a line has `:controller`, or
    /// `:action` without such a target (a `scope controller:`, an option): any page then.
    /// `:actions` or `:controllers` (a resource so named) is another symbol.
    static func actionRoutedControllers(_ bytes: [UInt8]) -> Set<String>? {
        var controllers: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where hasSymbol(":action", in: line) || hasSymbol(":controller", in: line) {
            if hasSymbol(":controller", in: line) { return nil }
            var found = false
            var rest = line[...]
            while let range = rest.range(of: "#:action") {
                let before = rest[..<range.lowerBound]
                let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "/" }
                let quote = before.dropLast(name.count).last
                if !name.isEmpty, quote == "\"" || quote == "'" { controllers.insert(String(name.reversed())); found = true }
                rest = rest[range.upperBound...]
            }
            if !found { return nil }
        }
        return controllers
    }

    /// Whether `line` holds `symbol` (`:action`) whole: not followed by a name's character.
    private static func hasSymbol(_ symbol: String, in line: Substring) -> Bool {
        var rest = line
        while let range = rest.range(of: symbol) {
            guard let next = rest[range.upperBound...].first, next.isLetter || next.isNumber || next == "_" else { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// Whether a route file `actionRoutes` lists reaches the pages of `folder`.
    func routesAnyAction(of folder: String) -> Bool {
        actionRoutes.contains { $0.controllers.contains { folder == $0 || folder.hasSuffix("/" + $0) } }
    }

    /// The files holding a literal or a rendered name whose last part (after the last `/`) is
    /// `part`, ascending.
    func files(naming part: String) -> [Int] {
        nameFiles.files(mentioning: nameNumbers[part]).map(Int.init)
    }

    /// The files naming the template at `virtualPath` with its formats (see
    /// `filesByPathWithFormats`), ascending.
    func files(namingWithFormats virtualPath: String) -> [Int] {
        filesByPathWithFormats[virtualPath] ?? []
    }

    /// The files that are no template whose file name is `name`, ascending.
    func rubyFiles(named name: String) -> [Int] {
        rubyByFileName[name] ?? []
    }
}
