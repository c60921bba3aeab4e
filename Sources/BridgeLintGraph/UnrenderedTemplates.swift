import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The templates of an app that nothing can render: a copy no action, route, render call or
/// layout names (`products/index_modern`), a page whose action always responds with JSON or a
/// redirect, a partial no render call names, a layout nothing chooses, a component nothing
/// renders. Markup there breaks nothing at run time.
///
/// Conservative: each proof reads what could name the template (every template, the Ruby of
/// `app/`, `config/`, `lib/`, the Gemfile, component previews), and any doubt leaves the
/// template live: a render call whose name is computed, a layout chosen at run time, a constant
/// looked up by a computed name, a controller chain or module it did not read, a folder no
/// controller of the app serves (a gem's views).
public final class UnrenderedTemplates: Sendable {
    /// Why a template never renders. Its cases are boxed (`indirect`): the corpus keeps an
    /// answer for each template a run asks about, most of them none, each as wide as the widest
    /// case (issue 21: 72 bytes a template, 1.2 MB at 20,000 templates, against 24 boxed).
    public indirect enum Reason: Sendable, Equatable {
        /// A page no action, route, render call or layout names (its virtual path).
        case unnamedPage(String)
        /// A page whose action always responds without it: controller class, action, response.
        case actionRespondsOtherwise(controller: String, action: String, response: ControllerDefinitions.Response)
        /// A page named after an action no route reaches (`resources :posts, only: [:index]`
        /// has no `edit`) and no code renders by name: controller class, action.
        case unroutedAction(controller: String, action: String)
        /// No route reaches the action, nor the actions that render its page by name
        /// (`create` for `render :new`), which no code of the controller calls; the actions
        /// `otherFormats` render its name only for another format (`format.json { render :show }`).
        case unroutedRenderers(controller: String, action: String, renderers: [String], otherFormats: [String])
        /// A page of Devise's own views that only a module no model enables renders
        /// (`devise/unlocks/new` without `:lockable`): its virtual path, the module.
        case disabledDeviseModule(path: String, module: String)
        /// A page of a Devise controller (`devise/registrations/new`, or the app's controller
        /// in its place) that every `devise_for` leaves out (`only: :sessions`, `skip:
        /// :registrations`): its virtual path, Devise's name of the controller.
        case unroutedDeviseController(path: String, controller: String)
        /// A mail view whose mailer method nothing calls: mailer class, method.
        case unsentMail(mailer: String, method: String)
        /// A partial no render call names (its virtual path).
        case unnamedPartial(String)
        /// A partial only render calls inside HTML comments name (its virtual path): browsers
        /// read what they write as comment text.
        case renderedOnlyInComments(String)
        /// A layout nothing chooses (its virtual path).
        case unchosenLayout(String)
        /// A component nothing renders (its class name).
        case unusedComponent(String)
        /// A template under `app/components/` that is no component's (its file name, and the
        /// class its name would need): `sidebar_component_old.html.erb` beside `sidebar_component.rb`.
        case noComponentsTemplate(file: String, className: String)
        /// `reason` holds once the templates proven never to render are read as not there:
        /// only they name it (a partial only an unused page renders).
        case onlyUnrenderedTemplatesName(Reason)

        /// What is proven, as a sentence's start: the template never renders, or renders only
        /// as comment text.
        public var summary: String {
            switch self {
            case .renderedOnlyInComments: "This template renders only inside HTML comments"
            case .onlyUnrenderedTemplatesName(let reason): reason.summary
            default: "This template never renders"
            }
        }

        /// Actions as the subject of `verb`: "`create`, the action that renders" (with
        /// `article`), "`create`, `update` render" (without).
        private static func actions(_ names: [String], verb: String, article: Bool = true) -> String {
            let list = names.map { "`\($0)`" }.joined(separator: ", ")
            switch (article, names.count == 1) {
            case (true, true): return list + ", the action that \(verb)s"
            case (true, false): return list + ", the actions that \(verb)"
            case (false, true): return list + " \(verb)s"
            case (false, false): return list + " \(verb)"
            }
        }

        /// Why, as a sentence part: "`ProductsController#index` always renders JSON".
        public var explanation: String {
            switch self {
            case .unnamedPage(let path): "no action, route, render call or layout names `\(path)`"
            case .actionRespondsOtherwise(let controller, let action, let response): "`\(controller)#\(action)` always \(response.rawValue)"
            case .unroutedAction(let controller, let action): "no route reaches `\(controller)#\(action)` and no render call names its page"
            case .unroutedRenderers(let controller, let action, let renderers, let otherFormats):
                "no route reaches `\(controller)#\(action)`"
                    + (renderers.isEmpty ? "" : ", nor " + Self.actions(renderers, verb: "render") + " its page by name")
                    + (otherFormats.isEmpty ? "" : (renderers.isEmpty ? ", and " : "; ") + Self.actions(otherFormats, verb: "render", article: false)
                        + " its name only in another format's block (`format.json { render :\(action) }` renders no HTML page)")
            case .disabledDeviseModule(let path, let module):
                "only Devise's `:\(module)` module renders `\(path)`, and no `devise` call of the app's models enables it"
            case .unroutedDeviseController(let path, let controller):
                "only Devise's `\(controller)` controller renders `\(path)`, and every `devise_for` of the routes leaves it out (`only:` or `skip:`)"
            case .unsentMail(let mailer, let method): "nothing calls `\(mailer).\(method)`, so its mail is never sent"
            case .unnamedPartial(let path): "no render call names the partial `\(path)`"
            case .renderedOnlyInComments(let path):
                "the only render calls naming the partial `\(path)` are inside HTML comments (`<!-- <%= render … %> -->`), whose text browsers never read as markup"
            case .unchosenLayout(let path): "no controller, mailer, `layout` or render call chooses the layout `\(path)`"
            case .unusedComponent(let name): "no file names `\(name)` but its own"
            case .noComponentsTemplate(let file, let className):
                "`\(file)` is the template of no component (ViewComponent renders a class's own template, and no class `\(className)` exists), and no file names it"
            case .onlyUnrenderedTemplatesName(.unusedComponent(let name)): "no file names `\(name)` but its own and templates that never render"
            case .onlyUnrenderedTemplatesName(let reason): reason.explanation + " but templates that never render"
            }
        }
    }

    /// What the proofs read of a file's `RubyRenderFacts` once `ProofIndex` is built: its
    /// names and three of its flags, not the sets only the index reads (issue 21: with them, a
    /// file's record took 168 bytes, 3.4 MB of the peak at 20,000 templates).
    struct RenderFacts: Sendable {
        var literals: Set<String> = []
        var renderedNames: Set<String> = []
        var patterns: Set<String> = []
        var rendersCurrentAction = false
        var choosesLayoutAtRunTime = false
        var computesTemplateOption = false

        init() {}

        /// `names` keeps one copy of each name (see `SharedStrings`).
        init(_ facts: RubyRenderFacts, sharing names: SharedStrings) {
            literals = names.shared(facts.literals)
            renderedNames = names.shared(facts.renderedNames)
            patterns = names.shared(facts.patterns)
            rendersCurrentAction = facts.rendersCurrentAction
            choosesLayoutAtRunTime = facts.choosesLayoutAtRunTime
            computesTemplateOption = facts.computesTemplateOption
        }
    }

    /// What one file shows. (The flags follow `facts`, to pack in 80 bytes.)
    struct Source: Sendable {
        var path: String
        /// Set once the index is built (see `RenderFacts`).
        var facts = RenderFacts()
        var isTemplate: Bool
        /// A route file (`config/routes.rb`, `config/routes/*.rb`).
        var isRoutes: Bool
        /// A template bridgelint does not parse (Haml, Slim): any of its words may name one.
        var opaque = false
        /// What a Ruby file may change about where templates are looked up.
        var lookupChanges: TemplateLookupChanges = []
        /// A Ruby file with a line naming both `app/components` and views
        /// (`config.paths["app/views"] << "app/components"`): the folder may be a view path.
        var mayMakeComponentsAViewPath = false
        var bytes: [UInt8]?
        /// The classes a Ruby file defines, by the last part of their names (`UserMailer` for
        /// `class Shop::UserMailer`): a mailer serves the views of its folder as a controller does.
        var definedClasses: Set<String> = []
        /// The names a template's render calls inside HTML comments give
        /// (`<!-- <%= render "guides/timeline" %> -->`): their output is comment text.
        var commentedRenders: Set<String> = []
    }

    let sources: [Source]
    /// The view path of each template, by its index in `sources` (where the templates come
    /// first): each proof asked for its template's again (issue 21).
    private let views: [ViewPath]
    /// The files holding each word of `vocabulary` (what each file's words were, turned
    /// around): a proof asks which files mention a name, in what its mentions cost.
    private let wordFiles: FileMentions
    /// What each proof needs besides the words, built once (issue 21: each proof scanned every
    /// file, so a run over 20,000 templates was quadratic); nil when no controller is read
    /// (no template is proven then).
    private let proofIndex: ProofIndex?
    /// Every word of every file read, numbered: what `Source.words` holds (see `Words`).
    private let vocabulary: [String: UInt32]
    /// The literal strings of each template, numbered in `literalTexts`, by its index in
    /// `sources` (its `facts.literals` are let go, as its words are kept as numbers: see `Words`).
    private let templateLiterals: WordLists
    /// The literal strings of the templates, by number and numbered.
    private let literalTexts: [String]
    private let literalNumbers: [String: UInt32]
    /// The files holding each name of a page that cannot be an action (`show-backup`) as a
    /// whole run of letters, digits, `_` and `-` (see `unactionableMentions`).
    private let unactionableFiles: [String: [Int]]
    /// Controller files by path below `app/controllers/` without `_controller.rb` (several when
    /// apps or engines of the repository share one).
    private let controllers: [String: [Int]]
    private let controllerLayouts: ControllerLayouts
    /// What `controllerChain` found for each folder and root, read once: every page of a folder
    /// asked for it again, reading its controller anew each time (issue 21: a controller with an
    /// action for each page of its folder made that quadratic in the folder's pages). What the
    /// chain is does not depend on `dead`, so the proofs of `followingChains` share it.
    private let chains: Locked<[String: Chain?]>
    /// How many times a chain was read from its files, once per cache miss (tests read it; pages
    /// checked in parallel may both miss the same folder before either stores it).
    let chainReads: Locked<Int>
    /// What each Ruby file of a chain defines, by its index in `sources`, read once: the chain
    /// of every folder read its superclasses and modules again (`ApplicationController` in each).
    private let definitionsRead: Locked<[Int: ControllerDefinitions]>
    /// For each page asked about by `mayLookUpRelativeNames`, the folders its relative partial
    /// names are looked up in (nil when they may be any), and the templates read as live to find
    /// them (see `liveReads`). Per proof: whether another controller renders the page depends on
    /// the templates proven dead.
    private let relativeLookups: Locked<[Int: (prefixes: [String]?, reads: [Int])]>
    /// The templates read as live (`isDead` answered no) while judging one template for a round
    /// of `followingChains`: its verdict, live, changes only once one of them is proven. Nil when
    /// not judging.
    let liveReads: Locked<[Int]>?
    /// How many templates `followingChains` judged, over all its rounds (tests read it).
    let judgments: Locked<Int>
    /// The routes of each app (by root) that `routes(root:)` read, shared as `chains` is.
    private let routeTables: Locked<[String: RouteTable?]>
    /// The first folders of views that are a gem's (see `isGemFolder`): `gemFolders`, and
    /// HighVoltage's `pages`.
    private let gemFolderNames: Set<String>
    /// The first folders of views that may be a gem's unless the app serves them itself: each
    /// run of letters, digits, `_` and `-` of the Gemfiles and gemspecs, lowercased, `-`
    /// written `_`, with each of its parts between `_` (issue 21: each partial's question
    /// scanned every word of the Gemfile).
    private let gemNameParts: Set<String>
    /// Whether the Gemfiles name Devise and no other gem with `devise` in its name.
    private let deviseIsAlone: Bool
    /// The Devise modules the `devise` calls of the Ruby read enable; nil when none is read or
    /// one computes its modules (see `DeviseModules`).
    private let deviseModules: Set<String>?
    /// The Ruby files that may change where templates are looked up (see `TemplateLookupChanges`).
    private let lookupChangers: [Int]
    /// The files with render calls inside HTML comments (see `Source.commentedRenders`).
    private let commentedRenderFiles: [Int]
    /// Whether another controller inherits from the one of each folder, by root and folder (see
    /// `isInherited`), shared as `chains` is.
    private let inheritedFolders: Locked<[String: Bool]>

    /// How many templates are read at once (see `FileMentions.Builder`).
    static let templatesPerPart = 512

    /// Folders of views Rails itself and common gems render (`kaminari/_paginator`).
    static let gemFolders: Set<String> = [
        "action_text", "active_storage", "action_mailbox", "rails", "kaminari", "devise", "doorkeeper", "administrate",
        "madmin", "avo", "rails_admin", "active_admin", "pwa", "turbo", "turbo_rails", "mission_control",
    ]
    static let restActions: Set<String> = ["index", "show", "new", "edit", "create", "update", "destroy"]
    static let railsModulePrefixes = ["ActionController::", "AbstractController::", "ActionView::", "ActiveSupport::", "ActionDispatch::"]
    /// Modules of gems that add helpers and callbacks to a controller (authorization,
    /// authentication, pagination) but define no action and render no template of the app by
    /// name: a controller chain including them is read whole without them. Any other module
    /// bridgelint cannot read keeps the pages of its controllers live.
    static let helperOnlyGemModules: Set<String> = [
        "Pundit", "Pundit::Authorization", "Pagy::Backend", "Pagy::Frontend", "Pagy::Method", "CanCan::ControllerAdditions",
        "ActionPolicy::Controller", "Devise::Controllers::Helpers", "Clearance::Controller",
    ]

    /// Templates proven never to render: a render call or name in one of them names nothing.
    let dead: Set<Int>
    /// Set when every template but this one is taken as proven (see `mayBeProvenByChains`).
    private let everyTemplateBut: Int?
    /// Whether a render call whose name is computed (`render params[:page]`, `render partial:
    /// name`) may render any template: always, but in the proof `isNamedByNothingRead` makes,
    /// where it renders only what a literal or a pattern of the files read names.
    private let countsComputedNames: Bool
    /// The templates of `dead` proven without following chains (the first round of
    /// `followingChains`): the others never render only because templates that never render
    /// are all that name them.
    private let provenDirectly: Set<Int>
    /// The templates (the first of `sources`) by path, for `index(of:)`.
    let templatePaths: TemplatePathLookup

    /// `templates`: every template; `ruby`: the Ruby files below `app/`; `support`: the other
    /// files that may name a template (`config/**/*.rb`, `lib/**/*.rb`, `Gemfile`, previews).
    ///
    /// A template only a template proven never to render names never renders either: the proof
    /// runs again without the templates it proved, until it proves no more. It starts from none,
    /// so templates that only name each other (a cycle) stay live.
    public convenience init(templates: FileTexts, ruby: [(path: String, bytes: [UInt8])], support: [(path: String, bytes: [UInt8])], work: SharedWork = .alone) {
        self.init(UnrenderedTemplates.direct(templates: templates, ruby: ruby, support: support, work: work).followingChains(work: work), dead: nil)
    }

    /// The proof reading no template as proven never to render: what it proves holds however
    /// many are (each proof only loses blockers as more are), so a template it proves needs
    /// no chain followed (a one-file run asks about one template). `layouts`: those of `ruby`
    /// when already read; `names` keeps one copy of each name and literal string the proof
    /// keeps, shared with whoever else is handed it (the render graph).
    public static func direct(templates: FileTexts, ruby: [(path: String, bytes: [UInt8])], support: [(path: String, bytes: [UInt8])],
                              layouts: ControllerLayouts? = nil, names: SharedStrings = SharedStrings(), work: SharedWork = .alone) -> UnrenderedTemplates {
        UnrenderedTemplates(reading: templates, ruby: ruby, support: support, layouts: layouts, names: names, work: work)
    }

    /// `other` with the templates `dead` proven never to render (its own when nil); `judging`:
    /// with `other`'s, to judge one template recording its `liveReads` (sharing `other`'s lookups).
    init(_ other: UnrenderedTemplates, dead: Set<Int>?, everyTemplateBut: Int? = nil, provenDirectly: Set<Int> = [], judging: Bool = false,
         countingComputedNames: Bool? = nil) {
        countsComputedNames = countingComputedNames ?? other.countsComputedNames
        sources = other.sources
        views = other.views
        wordFiles = other.wordFiles
        proofIndex = other.proofIndex
        templatePaths = other.templatePaths
        self.everyTemplateBut = everyTemplateBut
        vocabulary = other.vocabulary
        templateLiterals = other.templateLiterals
        literalTexts = other.literalTexts
        literalNumbers = other.literalNumbers
        controllers = other.controllers
        unactionableFiles = other.unactionableFiles
        controllerLayouts = other.controllerLayouts
        chains = other.chains
        chainReads = other.chainReads
        definitionsRead = other.definitionsRead
        judgments = other.judgments
        relativeLookups = judging ? other.relativeLookups : Locked([:])
        liveReads = judging ? Locked([]) : nil
        routeTables = other.routeTables
        gemFolderNames = other.gemFolderNames
        gemNameParts = other.gemNameParts
        deviseIsAlone = other.deviseIsAlone
        deviseModules = other.deviseModules
        lookupChangers = other.lookupChangers
        commentedRenderFiles = other.commentedRenderFiles
        inheritedFolders = other.inheritedFolders
        self.dead = dead ?? other.dead
        self.provenDirectly = dead == nil ? other.provenDirectly : provenDirectly
    }

    private init(reading templates: FileTexts, ruby: [(path: String, bytes: [UInt8])], support: [(path: String, bytes: [UInt8])], layouts: ControllerLayouts?,
                 names: SharedStrings, work: SharedWork) {
        dead = []
        everyTemplateBut = nil
        countsComputedNames = true
        provenDirectly = []
        let numbering = Locked<[String: UInt32]>([:])
        let literalNumbering = Locked<[String: UInt32]>([:])
        // The names of pages that cannot be an action: each file is asked which it writes whole.
        let views = templates.paths.map(ViewPath.init)
        let unactionable = Set(views.compactMap { view -> String? in
            guard view.role == .page, !view.namesAnAction else { return nil }
            return view.virtualPath.split(separator: "/").last.map(String.init)
        })
        let mentionsOf = { @Sendable (bytes: [UInt8]) -> [String] in unactionable.isEmpty ? [] : Self.unactionableMentions(of: unactionable, in: bytes) }
        var unactionableFiles: [String: [Int]] = [:]
        let files = ruby + support
        // Each file's words, numbered, are turned around into `wordFiles` a few hundred files at
        // a time: the words of every template at once took more than the index they make.
        var mentions = FileMentions.Builder(fileCount: templates.count + files.count)
        let readTemplate = { @Sendable (index: Int) -> (Source, RubyRenderFacts, Words, [String], literals: Words) in
            let (path, bytes) = templates[index]
            var facts = RubyRenderFacts()
            // Rails renders a template without an ERB handler (`index_old.html`) as it is: what
            // looks like ERB there is text, and renders nothing.
            // What a render inside an HTML comment writes is comment text, never markup.
            var commented = RubyRenderFacts()
            if path.hasSuffix(".erb") {
                let tags = ERBScanner.scan(bytes)
                let comments = Self.htmlComments(in: bytes, tags: tags)
                for tag in tags where (tag.kind == .output || tag.kind == .code) && RubyRenderFacts.mayShowFacts(in: bytes, range: tag.contentRange) {
                    let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
                    if comments.contains(where: { $0.contains(tag.range.start) }) { commented.read(tokens) } else { facts.read(tokens) }
                }
            }
            let literals = Words(numbering: facts.literals, in: literalNumbering)
            facts.literals = []
            var source = Source(path: path, isTemplate: true, isRoutes: false, bytes: nil)
            source.commentedRenders = commented.renderedNames
            return (source, facts, Words(of: bytes, in: numbering), mentionsOf(bytes), literals)
        }
        var templateLiterals = WordLists()
        var read: [Source] = []
        read.reserveCapacity(templates.count + files.count)
        // Each file's facts, by its index in `read`, until `ProofIndex` is built.
        var facts: [RubyRenderFacts] = []
        facts.reserveCapacity(templates.count + files.count)
        for first in stride(from: 0, to: templates.count, by: Self.templatesPerPart) {
            for (source, sourceFacts, words, names, literals) in work.map(min(Self.templatesPerPart, templates.count - first), { readTemplate(first + $0) }) {
                for name in names { unactionableFiles[name, default: []].append(read.count) }
                mentions.add(file: read.count, keys: words.numbers)
                templateLiterals.append(literals)
                read.append(source)
                facts.append(sourceFacts)
            }
        }
        let rubySources = work.map(files.count) { index -> (Source, RubyRenderFacts, Words, [String]) in
            let (path, bytes) = files[index]
            // A Haml, Slim or Jbuilder template: its Ruby is not read, only its words (`opaque`).
            // An Arbre template (`.arb`) is Ruby, read as such.
            if [".haml", ".slim", ".jbuilder", ".builder"].contains(where: path.hasSuffix) {
                let facts = Self.opaqueRenders(in: bytes)
                // A JSON or XML builder reaches an HTML partial only through `render`
                // (`json.html render(partial: ...)`); its other lines name attributes.
                let builder = path.hasSuffix(".jbuilder") || path.hasSuffix(".builder")
                let words = Words(of: builder ? Self.lines(of: bytes, containing: Array("render".utf8)) : bytes, in: numbering)
                return (Source(path: path, isTemplate: false, isRoutes: false, opaque: true, bytes: nil), facts, words, mentionsOf(bytes))
            }
            let routes = path.hasSuffix("config/routes.rb") || path.contains("config/routes/")
            var source = Source(path: path, isTemplate: false, isRoutes: routes, bytes: routes || Self.mayHoldController(path) ? bytes : nil)
            source.definedClasses = Self.definedClassNames(in: bytes)
            source.lookupChanges = TemplateLookupChanges(ruby: bytes)
            source.mayMakeComponentsAViewPath = Self.namesComponentsFolderWithViews(bytes)
            return (source, RubyRenderFacts(ruby: bytes), Words(of: bytes, skippingCommentLines: path.hasSuffix(".rb"), in: numbering), mentionsOf(bytes))
        }
        for (source, sourceFacts, words, names) in rubySources {
            for name in names { unactionableFiles[name, default: []].append(read.count) }
            mentions.add(file: read.count, keys: words.numbers)
            read.append(source)
            facts.append(sourceFacts)
        }
        let vocabulary = numbering.withLock { $0 }
        self.vocabulary = vocabulary
        // Consumed, so that the builder's lists are let go as the index takes them (called on
        // the variable, `build` ran on a copy, and the lists stayed through the proof's index:
        // 2.5 MB of its peak at 20,000 templates, issue 21).
        let wordFiles = (consume mentions).build(keyCount: vocabulary.count)
        self.wordFiles = wordFiles
        let literalNumbers = Dictionary(uniqueKeysWithValues: literalNumbering.withLock { $0 }.lazy.map { (names.shared($0.key), $0.value) })
        var literalTexts = [String](repeating: "", count: literalNumbers.count)
        for (text, number) in literalNumbers { literalTexts[Int(number)] = text }
        self.literalNumbers = literalNumbers
        self.literalTexts = literalTexts
        let literals = templateLiterals.trimmed
        self.templateLiterals = literals
        // A render option a method takes from its parameter names what its callers give.
        let forwarded = Set(facts.flatMap(\.forwardedOptions))
        if !forwarded.isEmpty {
            let tokens: (Int) -> [[RubyToken]] = { index in
                if index < templates.count {
                    let bytes = templates[index].bytes
                    return ERBScanner.scan(bytes).filter { $0.kind == .output || $0.kind == .code }
                        .map { RubyRenderFacts.rocketsAsLabels(RubyLexer.tokens(in: bytes, range: $0.contentRange)) }
                }
                return [RubyRenderFacts.rocketsAsLabels(RubyLexer.tokens(of: files[index - templates.count].bytes))]
            }
            var names: [RubyRenderFacts.ForwardedOption: Set<String>] = [:]
            for option in forwarded {
                // Words hold no `!` or `?`: `stream_replace!` is found by `stream_replace`.
                let method = vocabulary[String(option.method.reversed().drop { $0 == "!" || $0 == "?" }.reversed())]
                let callers = wordFiles.files(mentioning: method).map(Int.init)
                var given: Set<String>? = []
                var definitions = 0
                for index in callers {
                    guard !read[index].opaque, given != nil else { given = nil; break }
                    for part in tokens(index) {
                        guard let found = RubyRenderFacts.givenNames(option.key, toCallsOf: option.method, in: part, definitions: &definitions) else { given = nil; break }
                        given?.formUnion(found)
                    }
                }
                // One definition: an override may give its own names (`super(partial: kind)`).
                if let given, definitions == 1 { names[option] = given }
            }
            for index in facts.indices {
                for option in facts[index].forwardedOptions {
                    if let given = names[option] { facts[index].renderedNames.formUnion(given) } else { facts[index].compute(option) }
                }
            }
        }
        self.unactionableFiles = unactionableFiles
        templatePaths = TemplatePathLookup(paths: read.prefix(templates.count).map(\.path))
        var controllers: [String: [Int]] = [:]
        for (index, source) in read.enumerated() where !source.isTemplate {
            guard let key = Self.controllerFolder(of: source.path) else { continue }
            controllers[key, default: []].append(index)
        }
        self.controllers = controllers
        proofIndex = controllers.isEmpty ? nil : ProofIndex(read, facts: facts, literals: literals, literalTexts: literalTexts,
                                                            renderWord: vocabulary["render"], wordFiles: wordFiles)
        for index in read.indices { read[index].facts = RenderFacts(facts[index], sharing: names) }
        sources = read
        self.views = views
        lookupChangers = read.indices.filter { !read[$0].lookupChanges.isEmpty }
        commentedRenderFiles = read.indices.filter { !read[$0].commentedRenders.isEmpty }
        controllerLayouts = layouts ?? ControllerLayouts(sources: ruby, work: work)
        chains = Locked([:])
        chainReads = Locked(0)
        definitionsRead = Locked([:])
        judgments = Locked(0)
        relativeLookups = Locked([:])
        liveReads = nil
        routeTables = Locked([:])
        let gemText = support.filter { $0.path.hasSuffix("Gemfile") || $0.path.hasSuffix(".gemspec") }
            .map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
        let gemWords = Set(gemText.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map { $0.replacingOccurrences(of: "-", with: "_") })
        // HighVoltage serves `app/views/pages/` from its own controller.
        gemFolderNames = Self.gemFolders.union(gemWords.contains("high_voltage") ? ["pages"] : [])
        gemNameParts = Set(gemWords.flatMap(Self.underscoredParts))
        deviseIsAlone = gemWords.filter { Self.underscoredParts(of: $0).contains("devise") } == ["devise"]
        deviseModules = deviseIsAlone ? Self.deviseModules(in: files) : nil
        inheritedFolders = Locked([:])
    }

    /// Why the template at `path` (root-relative, or relative to where bridgelint runs) never
    /// renders; nil when it may.
    public func reason(for path: String) -> Reason? {
        index(of: path).flatMap(provenReason(at:))
    }

    /// `reason(for:)` of the template `sources[own]`.
    func provenReason(at own: Int) -> Reason? {
        guard let reason = reason(at: own) else { return nil }
        return dead.contains(own) && !provenDirectly.contains(own) ? .onlyUnrenderedTemplatesName(reason) : reason
    }

    /// Whether the template at `path` is a page of a folder no controller may serve (see
    /// `isUnserved`) that no render call names: nothing bridgelint reads renders it. Not a
    /// proof that it never renders (a gem may add routes to a controller of its own, a view
    /// path may be configured at run time), so it only keeps claims about its page silent.
    public func isUnservedPage(_ path: String) -> Bool {
        index(of: path).map(isUnservedPage(at:)) ?? false
    }

    /// `isUnservedPage` of the template `sources[own]`.
    func isUnservedPage(at own: Int) -> Bool {
        guard !controllers.isEmpty, let proofIndex, proofIndex.hasRoutes else { return false }
        let view = self.view(of: own)
        guard case .page = view.role, view.namesAnAction, let name = view.virtualPath.split(separator: "/").last.map(String.init) else { return false }
        let root = ControllerLayouts.root(of: sources[own].path)
        return !view.folder.isEmpty && !mayBeComputed(own, view, name) && !isNamedByPath(own, view, name)
            && controllerChain(view.folder, root: root) == nil && isUnserved(own, folder: view.folder, action: name, root: root)
    }

    /// Whether nothing bridgelint reads names the template at `path`: it would be proven never
    /// to render if the render calls whose names are computed rendered only what the strings
    /// and patterns of the files read name (a computed name is built from them: when none
    /// names the template, reaching it takes a name from outside, a request's parameter).
    /// Not a proof that it never renders; it only keeps claims about its failure silent.
    public func isNamedByNothingRead(_ path: String) -> Bool {
        index(of: path).map(isNamedByNothingRead(at:)) ?? false
    }

    /// `isNamedByNothingRead` of the template `sources[own]`.
    func isNamedByNothingRead(at own: Int) -> Bool {
        countsComputedNames && UnrenderedTemplates(self, dead: nil, countingComputedNames: false).reason(at: own) != nil
    }

    /// The template at `path`; nil when none or several match (see `TemplatePathLookup`).
    func index(of path: String) -> Int? {
        templatePaths.index(of: path)
    }

    /// The view path of the file `sources[index]`.
    private func view(of index: Int) -> ViewPath {
        index < views.count ? views[index] : ViewPath(sources[index].path)
    }

    /// Whether a literal string of the file `sources[index]` satisfies `matches`.
    private func holdsLiteral(_ index: Int, where matches: (String) -> Bool) -> Bool {
        sources[index].facts.literals.contains(where: matches) || templateLiterals[index].contains { matches(literalTexts[Int($0)]) }
    }

    /// Whether the proof reads nothing of the file `sources[index]` (see `dead`); a template it
    /// reads is added to `liveReads` when judging.
    private func isDead(_ index: Int) -> Bool {
        if let own = everyTemplateBut { return index != own && sources[index].isTemplate }
        if dead.contains(index) { return true }
        if let liveReads, sources[index].isTemplate { liveReads.withLock { $0.append(index) } }
        return false
    }

    /// Whether one of `files` (source indices) other than `own` is read by the proof.
    private func anyRead<Files: Sequence>(_ files: Files, but own: Int) -> Bool where Files.Element: BinaryInteger {
        files.contains { $0 != own && !isDead(Int($0)) }
    }

    /// Why the template `sources[own]` never renders, reading no template of `dead`.
    func reason(at own: Int) -> Reason? {
        guard !controllers.isEmpty else { return nil }
        let view = self.view(of: own)
        switch view.role {
        case .page: return pageReason(own, view)
        case .partial: return partialReason(own, view)
        case .layout: return layoutReason(own, view)
        case .component(let name): return componentReason(own, name)
        case .stream where !view.isMail: return streamReason(own, view)
        case .stream, .other: return view.isMail ? mailReason(own, view) : noComponentsTemplateReason(own)
        }
    }

    /// A Turbo Stream action's template (`create.turbo_stream.erb`) renders as its action's
    /// page does, for a request that accepts Turbo Streams: proven never to render as a page
    /// is, by its action and routes, but not by what the action responds, which is read for
    /// HTML (`format.html { redirect_to ... }` says nothing of `format.turbo_stream`). A stream
    /// partial (`_row.turbo_stream.erb`) is not judged.
    private func streamReason(_ own: Int, _ view: ViewPath) -> Reason? {
        guard let name = view.virtualPath.split(separator: "/").last, !name.hasPrefix("_"),
              let reason = pageReason(own, view) else { return nil }
        if case .actionRespondsOtherwise = reason { return nil }
        return reason
    }

    /// Whether some line of `bytes` names both `app/components` and views.
    private static func namesComponentsFolderWithViews(_ bytes: [UInt8]) -> Bool {
        let folder = Array("app/components".utf8)
        guard ByteSearch.contains(folder, in: bytes) else { return false }
        return bytes.split(separator: UInt8(ascii: "\n")).contains { line in
            ByteSearch.contains(folder, in: Array(line)) && ByteSearch.contains(Array("view".utf8), in: Array(line))
        }
    }

    /// Why a template under `app/components/` whose name is no component's never renders:
    /// ViewComponent renders the template named after a component's class (its variants, its
    /// sidecar folder's), so `sidebar_component_old.html.erb` is the template of a class
    /// `SidebarComponentOld` the app would have to define. Only where no file names that class
    /// or the file's name, the file is in no component's sidecar folder (whose extra templates
    /// a component's methods render) nor a preview's, and no view path of the app may include
    /// the folder (no Ruby file calls a view path method or has a line naming `app/components`
    /// with views): there `render` would find it as a partial or a page.
    private func noComponentsTemplateReason(_ own: Int) -> Reason? {
        let path = sources[own].path
        guard sources[own].isTemplate, let range = ByteSearch.lastRange(of: "app/components/", in: path) else { return nil }
        let folders = path[range.upperBound...].parts(separatedBy: "/").dropLast().map(String.init)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = String(fileName.prefix { $0 != "." })
        // A sidecar folder (`card_component/`) holds its component's other templates, a
        // preview's folder (Lookbook's `card_component_preview/`) the templates its methods render.
        guard !stem.isEmpty, !stem.hasPrefix("_"),
              !folders.contains(where: { $0.hasSuffix("component") || $0.hasSuffix("preview") || $0.hasSuffix("previews") }) else { return nil }
        // A configuration naming the folder may make it a view path.
        if sources.contains(where: { $0.lookupChanges.contains(.viewPaths) || $0.mayMakeComponentsAViewPath }) { return nil }
        let className = (folders + [stem]).map(ViewPath.camelize).joined(separator: "::")
        let shortName = ViewPath.camelize(stem)
        // Its variants (`sidebar_component_old.html+phone.erb`) are its own; a Ruby file of its
        // name (a class that would render it) is not.
        func isOwn(_ file: Int) -> Bool {
            let name = sources[file].path.split(separator: "/").last.map(String.init) ?? sources[file].path
            return sources[file].isTemplate && name.prefix(while: { $0 != "." }) == stem
        }
        for word in [stem, shortName] {
            guard let known = vocabulary[word] else { continue }
            if wordFiles.files(mentioning: known).contains(where: { !isDead(Int($0)) && !isOwn(Int($0)) }) { return nil }
        }
        return .noComponentsTemplate(file: fileName, className: className)
    }

    /// Why the mail view `sources[own]` (`user_mailer/welcome`, not a partial) never renders.
    private func mailReason(_ own: Int, _ view: ViewPath) -> Reason? {
        let folder = view.folder
        guard let name = view.virtualPath.split(separator: "/").last.map(String.init), !name.hasPrefix("_"), !folder.isEmpty,
              !mayBeRenderedByComputedName(own, view, name), !isNamedByPath(own, view, name) else { return nil }
        return unsentMailReason(own, folder: folder, method: name, root: ControllerLayouts.root(of: sources[own].path))
    }

    // MARK: Pages

    private func pageReason(_ own: Int, _ view: ViewPath) -> Reason? {
        guard let name = view.virtualPath.split(separator: "/").last.map(String.init) else { return nil }
        guard view.namesAnAction else { return unactionablePageReason(own, view, name) }
        let folder = view.folder
        let root = ControllerLayouts.root(of: sources[own].path)
        guard let proofIndex, !mayBeRenderedByComputedName(own, view, name), !isNamedByPath(own, view, name), proofIndex.hasRoutes else { return nil }
        // A route with an `:action` segment may reach any action of the folder: then only an
        // action that always responds otherwise proves its page never renders.
        let routesAnyAction = routesMayReachAnyAction(own, of: view.folder)
        guard !folder.isEmpty else { return routesAnyAction || mayChangeLookup([.viewPaths, .prefixes]) ? nil : .unnamedPage(view.virtualPath) }
        // A mailer's folder not named `*_mailer` (`Mailer` in `app/mailers/mailer.rb`), where no
        // controller serves it too (its action of that name renders the page).
        if controllers[folder] == nil, let reason = unsentMailReason(own, folder: folder, method: name, root: root) { return reason }
        if !routesAnyAction, let module = DeviseModules.module(needing: view.virtualPath, scopedViews: mayChangeLookup(.deviseScopedViews)),
           let deviseModules, !deviseModules.contains(module),
           let routes = routes(root: root), !routes.mayRoute(to: folder, action: name) {
            return .disabledDeviseModule(path: view.virtualPath, module: module)
        }
        // A page of a Devise controller renders where a `devise_for` routes that controller.
        if !routesAnyAction, let routes = routes(root: root), let controller = deviseController(rendering: view, routes: routes) {
            guard !routes.mayRouteDeviseController(controller), !routes.mayRoute(to: folder, action: name) else { return nil }
            return .unroutedDeviseController(path: view.virtualPath, controller: controller)
        }
        guard let chain = controllerChain(folder, root: root) else {
            if let reason = ownActionRespondsOtherwise(own, folder: folder, action: name, root: root) { return reason }
            // The app's controller of a gem's superclass (`InheritedResources::Base`) may render
            // the page from any of its actions: none runs when no route reaches any of them. (A
            // gem's own controller, vendored, is routed by the gem's macros.)
            if !routesAnyAction, controllers[folder]?.contains(where: { sources[$0].path == root + "app/controllers/" + folder + "_controller.rb" }) == true,
               let routes = routes(root: root), !routes.mayRouteToAnyAction(of: folder),
               !isSubclassedOrNamed(own, folder: folder, root: root) {
                return .unroutedAction(controller: Self.className(of: folder), action: name)
            }
            return !routesAnyAction && isServedByNothing(own, folder: folder, action: name, root: root) ? .unnamedPage(view.virtualPath) : nil
        }
        // No method, route, render call or any other text names it.
        // (A template names a page only in a render call, read above; its text may mention it.
        // A route may name it by a path of other words: `get "cookie-details"`, or compute it:
        // `get "/#{page}", to: "pages##{page.underscore}"` in a loop.)
        if !routesAnyAction, !Self.restActions.contains(name), case let word = vocabulary[name],
           !anyRead(wordFiles.files(mentioning: word).lazy.filter { !self.sources[Int($0)].isTemplate }, but: own),
           routes(root: root).map({ !$0.namesAction(name) && !$0.mayRoute(to: folder, action: name) }) ?? true {
            return .unnamedPage(view.virtualPath)
        }
        // An action that always responds otherwise, in a controller nothing inherits from.
        // `render :index` renders it from its own controller's chain only (or a subclass's,
        // which names the class).
        // The folder's own controller renders it by name only from actions no request runs
        // (`render :new` in a `create` that `only: [:show]` leaves without a route).
        let isHTML = (sources[own].path.split(separator: "/").last ?? "").split(separator: ".").dropFirst().contains("html")
        let renderers = routesAnyAction ? nil : unroutedRenderers(of: name, in: chain, folder: folder, root: root, isHTML: isHTML)
        guard !chain.files.dropFirst(renderers == nil ? 0 : 1).contains(where: { sources[$0].facts.renderedNames.contains(name) }),
              !isSubclassedOrNamed(own, folder: folder, root: root) else { return nil }
        if !routesAnyAction, isUnrouted(folder: folder, action: name, root: root) {
            return renderers.map { .unroutedRenderers(controller: Self.className(of: folder), action: name, renderers: $0.unrouted, otherFormats: $0.otherFormats) }
                ?? .unroutedAction(controller: Self.className(of: folder), action: name)
        }
        // A bare `render` renders the template of the action a request runs (the name of a
        // routed action, as the proof above is not), so only a routed action's page is kept live.
        if chain.files.contains(where: { mayRenderCurrentAction(in: $0, forAction: name, chain: chain.files) }) { return nil }
        guard let response = ControllerDefinitions.response(of: name, in: chain.definitions) else { return nil }
        return .actionRespondsOtherwise(controller: Self.className(of: folder), action: name, response: response)
    }

    /// The page's action always responds without it, read from the folder's own controller
    /// class alone, where the chain cannot be read whole (it or a superclass includes a module
    /// no file here holds, such as a gem's): the class's own method is the one a request runs,
    /// before any module's, and a module written without this app cannot name one of its
    /// templates but by a name any app has: not for a REST action's page (a gem's generic
    /// `create` renders `:new`). Nil when the class may answer actions otherwise (`prepend`, `action_missing`),
    /// a class of the chain renders the page by name or the current action's template (a bare
    /// `render`), something subclasses or names the controller, or the response is not read
    /// from the class's own methods.
    private func ownActionRespondsOtherwise(_ own: Int, folder: String, action name: String, root: String) -> Reason? {
        guard !Self.restActions.contains(name), let classes = appControllerClasses(folder, root: root), let first = classes.first,
              let definitions = controllerDefinitions(at: first),
              !definitions.changesDispatch, definitions.defines(name),
              !classes.contains(where: { sources[$0].facts.renderedNames.contains(name) || mayRenderCurrentAction(in: $0, forAction: name, chain: classes) }),
              !isSubclassedOrNamed(own, folder: folder, root: root),
              let response = ControllerDefinitions.response(of: name, in: [definitions]) else { return nil }
        return .actionRespondsOtherwise(controller: Self.className(of: folder), action: name, response: response)
    }

    /// A mail view of a mailer method nothing calls (`user_mailer/welcome` while no file but the
    /// mailer's own names `welcome`: no call, `deliver_later`, preview or `template_name:`, and
    /// the mailer calls it nowhere). The mailer is the app's, `ActionMailer::Base`'s subclass
    /// or `ApplicationMailer`'s (a gem's mailer, such as Devise's, is called by the gem), it
    /// renders no view by name nor chooses one (`template_name:`, `template_path:`), and no file that names its class may call a method it computes
    /// (`send`, `public_send`, `try`, `method`).
    private func unsentMailReason(_ own: Int, folder: String, method name: String, root: String) -> Reason? {
        guard let proofIndex, let fileName = folder.split(separator: "/").last.map({ String($0) + ".rb" }) else { return nil }
        let mailerPath = root + "app/mailers/" + folder + ".rb"
        guard let mailer = proofIndex.rubyFiles(named: fileName).first(where: { sources[$0].path == mailerPath }), let bytes = sources[mailer].bytes,
              let definitions = controllerDefinitions(at: mailer), definitions.defines(name), definitions.isCalledNowhere(name), !definitions.changesDispatch,
              !sources[mailer].facts.renderedNames.contains(where: { $0 == name || $0.hasSuffix("/" + name) }),
              !["template_name", "template_path"].contains(where: { ByteSearch.contains(Array($0.utf8), in: bytes) }),
              let superclass = Self.superclass(in: bytes), superclass == "ActionMailer::Base" || superclass == "ApplicationMailer" && isAppMailerBase(root: root) else { return nil }
        let className = Self.moduleName(of: folder)
        let shortName = String(className.split(separator: ":").last ?? "")
        let word = vocabulary[name]
        guard !anyRead(wordFiles.files(mentioning: word).lazy.filter { Int($0) != mailer }, but: own) else { return nil }
        let computedCall = ["send", "public_send", "__send__", "try", "method"].compactMap { vocabulary[$0] }
        let namingClass = Set(wordFiles.files(mentioning: vocabulary[shortName]))
        guard !computedCall.contains(where: { anyRead(wordFiles.files(mentioning: $0).lazy.filter { namingClass.contains($0) }, but: own) }) else { return nil }
        return .unsentMail(mailer: className, method: name)
    }

    /// Whether the app's `ApplicationMailer` (at `root`) inherits from `ActionMailer::Base`.
    private func isAppMailerBase(root: String) -> Bool {
        guard let proofIndex, let file = proofIndex.rubyFiles(named: "application_mailer.rb").first(where: { sources[$0].path == root + "app/mailers/application_mailer.rb" }),
              let bytes = sources[file].bytes else { return false }
        return Self.superclass(in: bytes) == "ActionMailer::Base"
    }

    /// The superclass the Ruby file's class declares (`class UserMailer < ApplicationMailer`),
    /// read as a controller's is (`ControllerLayouts.read`).
    private static func superclass(in bytes: [UInt8]) -> String? {
        ControllerLayouts.read(String(decoding: bytes, as: UTF8.self)).superclass
    }

    /// Whether a call of the controller file `sources[file]` that renders the template of the
    /// action a request runs (`render layout: false`, a bare `render`) may run for the action
    /// `name`: not when each is in a method other than `name` that runs only as an action of
    /// its own: no file of the controller's `chain` (its class, modules and superclasses, which
    /// alone can call it or name it as a callback) calls it (see
    /// `ControllerDefinitions.isCalledNowhere`).
    private func mayRenderCurrentAction(in file: Int, forAction name: String, chain: [Int]) -> Bool {
        guard sources[file].facts.rendersCurrentAction else { return false }
        guard let definitions = controllerDefinitions(at: file), let methods = definitions.methodsRenderingCurrentAction else { return true }
        return methods.contains { method in
            method == name || chain.contains { controllerDefinitions(at: $0)?.isCalledNowhere(method) != true }
        }
    }

    /// Whether Ruby the proof reads may make a change of `changes` to where templates are
    /// looked up (see `TemplateLookupChanges`). A page at the root of the views
    /// (`app/views/kata.html.erb`) is in no controller's folder: unless the lookup changes, only
    /// a render call naming its path renders it.
    private func mayChangeLookup(_ changes: TemplateLookupChanges) -> Bool {
        lookupChangers.contains { !sources[$0].lookupChanges.isDisjoint(with: changes) && !isDead($0) }
    }

    /// Whether nothing serves the pages of `folder`: no controller may (see `isUnserved`), and
    /// no view path is configured (which may make the folder another's). A page there renders
    /// only where a render call names it (one a rake task reads as text never does), unless it
    /// is named after an error status, which an exceptions app outside the repository may
    /// render from any folder (see `ErrorStatusPages`).
    private func isServedByNothing(_ own: Int, folder: String, action: String, root: String) -> Bool {
        !ErrorStatusPages.mayBeNamed(action) && isUnserved(own, folder: folder, action: action, root: root) && !mayChangeLookup(.viewPaths)
    }

    /// Whether no controller or mailer of the app can render the pages of `folder` implicitly:
    /// the app has no controller file for it, no Ruby outside the views names the controller's
    /// class (`OrderItemsController`) or defines a class of the folder's name (a mailer,
    /// `class UserMailer` for `user_mailer/`), its name is no gem's, and no route may reach an
    /// action of it (see `RouteTable.mayRoute`: routes it could not read may, but a `mount`ed
    /// engine, which serves its own namespace, and a route whose path is computed but whose
    /// target is written; `devise_for` or a gem's macro may serve a gem's controllers, whose
    /// views the app may override).
    private func isUnserved(_ own: Int, folder: String, action: String, root: String) -> Bool {
        let last = folder.split(separator: "/").last.map(String.init) ?? ""
        // With scoped views, Devise's controllers render `<scope>/registrations/new` and the like.
        guard controllers[folder] == nil, !isGemFolder(folder), let routes = routes(root: root),
              !routes.mayRoute(to: folder, action: action),
              !(Self.deviseControllerFolders.contains(last) && mayChangeLookup(.deviseScopedViews)) else { return false }
        let name = ViewPath.camelize(last)
        func rubyNaming(_ word: String) -> [Int] {
            wordFiles.files(mentioning: vocabulary[word]).map(Int.init).filter { !sources[$0].isTemplate && $0 != own && !isDead($0) }
        }
        return rubyNaming(name + "Controller").isEmpty
            && !rubyNaming(name).contains { sources[$0].definedClasses.contains(name) }
    }

    /// The view folders of Devise's controllers and mailer (and devise_invitable's), under a
    /// scope's folder when its views are scoped.
    private static let deviseControllerFolders: Set<String> = [
        "sessions", "registrations", "passwords", "confirmations", "unlocks", "omniauth_callbacks", "mailer", "invitations",
    ]

    /// The classes `bytes` (Ruby) defines, by the last part of each name: `class UserMailer`,
    /// `class Shop::UserMailer < ApplicationMailer` both give `UserMailer`.
    static func definedClassNames(in bytes: [UInt8]) -> Set<String> {
        let isNameByte = TemplateLookupChanges.isNameByte
        let keyword = Array("class".utf8)
        var names: Set<String> = []
        var start = 0
        while let found = ByteSearch.firstIndex(of: keyword, in: bytes, from: start) {
            start = found + keyword.count
            guard found == 0 || !isNameByte(bytes[found - 1]) && bytes[found - 1] != UInt8(ascii: "."),
                  start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") else { continue }
            var head = start
            while head < bytes.count, bytes[head] == UInt8(ascii: " ") || bytes[head] == UInt8(ascii: "\t") { head += 1 }
            var end = head
            while end < bytes.count, isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ":") { end += 1 }
            guard let last = bytes[head..<end].split(separator: UInt8(ascii: ":")).last, !last.isEmpty else { continue }
            names.insert(String(decoding: last, as: UTF8.self))
        }
        return names
    }

    /// The path of a controller file below `app/controllers/` without `_controller.rb`
    /// (`admin/products`), nil for any other file.
    static func controllerFolder(of path: String) -> String? {
        guard path.hasSuffix("_controller.rb"), let range = path.range(of: "app/controllers/", options: .backwards) else { return nil }
        return String(path[range.upperBound...].dropLast("_controller.rb".count))
    }

    /// `AdminProductsController` for `admin/products`, as `Admin::ProductsController`.
    private static func className(of folder: String) -> String {
        moduleName(of: folder) + "Controller"
    }

    /// `Admin::Products` for `admin/products`.
    private static func moduleName(of folder: String) -> String {
        folder.split(separator: "/").map { ViewPath.camelize(String($0)) }.joined(separator: "::")
    }

    /// Whether a route computing its action may reach the page, or `mayBeRenderedByComputedName`.
    private func mayBeComputed(_ own: Int, _ view: ViewPath, _ name: String) -> Bool {
        routesMayReachAnyAction(own, of: view.folder) || mayBeRenderedByComputedName(own, view, name)
    }

    /// Whether a route with an `:action` or `:controller` segment, or one a routes file computes
    /// (`match action, :action => action` in a loop), may reach any action of `folder`.
    private func routesMayReachAnyAction(_ own: Int, of folder: String) -> Bool {
        guard let proofIndex else { return true }
        return proofIndex.routesAnyAction(of: folder) || anyRead(proofIndex.pageBlockers.lazy.filter { self.sources[$0].isRoutes }, but: own)
    }

    /// Whether a render call whose template name is computed may name the page (any page), or a
    /// name computed in part fits it.
    private func mayBeRenderedByComputedName(_ own: Int, _ view: ViewPath, _ name: String) -> Bool {
        guard let proofIndex else { return true }
        return countsComputedNames && anyRead(proofIndex.pageBlockers.lazy.filter { !self.sources[$0].isRoutes }, but: own) || anyRead(proofIndex.patternFiles.lazy.filter { file -> Bool in
            self.sources[file].facts.patterns.contains { RubyRenderFacts.pattern($0, fits: view.virtualPath) || RubyRenderFacts.pattern($0, fits: name) }
        }, but: own)
    }

    /// Whether a file renders the page by its path or writes its path as a literal (each file
    /// that names it by its last part is read: a name ends in it), with its formats or not. A
    /// route file's strings are paths and targets (`post "veterans/new" => "veterans#new"`):
    /// they render nothing.
    private func isNamedByPath(_ own: Int, _ view: ViewPath, _ name: String) -> Bool {
        guard let proofIndex else { return true }
        let pathLiteral = literalNumbers[view.virtualPath]
        if anyRead(proofIndex.files(namingWithFormats: view.virtualPath), but: own) { return true }
        return proofIndex.files(naming: name).contains { other in
            guard other != own, !isDead(other), !sources[other].isRoutes else { return false }
            let facts = sources[other].facts
            return facts.renderedNames.contains(view.virtualPath) || facts.renderedNames.contains("/" + view.virtualPath) || facts.literals.contains(view.virtualPath)
                || templateLiterals[other].contains(pathLiteral)
        }
    }

    /// Whether a controller inherits from the one of `folder` (its views fall back to this
    /// folder: it may define an action of the page's name and render it implicitly), or Ruby
    /// outside the controllers names the class.
    private func isSubclassedOrNamed(_ own: Int, folder: String, root: String) -> Bool {
        let shortName = String(Self.className(of: folder).split(separator: ":").last ?? "")
        return isInherited(from: folder, root: root)
            || anyRead(wordFiles.files(mentioning: vocabulary[shortName]).lazy.filter({
                !self.sources[Int($0)].isTemplate && !self.sources[Int($0)].path.contains("app/controllers/")
            }), but: own)
    }

    /// Whether another controller of the app inherits from the one of `folder`.
    private func isInherited(from folder: String, root: String) -> Bool {
        let key = root + "\u{0}" + folder
        if let known = inheritedFolders.withLock({ $0[key] }) { return known }
        let inherited = controllers.keys.contains { $0 != folder && controllerLayouts.inherits($0, from: folder, root: root) }
        inheritedFolders.withLock { $0[key] = inherited }
        return inherited
    }

    /// Devise's name of the controller (`registrations`) whose page `view` is, in an app whose
    /// routes call `devise_for`: a page Devise's action renders (`new`, `edit`) in Devise's own
    /// views folder (`devise/registrations/new`; with scoped views, a scope's too), or in the
    /// folder of the app's controller a `devise_for` routes in its place; nil otherwise.
    private func deviseController(rendering view: ViewPath, routes: RouteTable) -> String? {
        let parts = view.virtualPath.split(separator: "/").map(String.init)
        guard parts.count >= 2, routes.drawsDeviseRoutes else { return nil }
        let controller = parts.count == 3 && (parts[0] == "devise" || mayChangeLookup(.deviseScopedViews))
            ? parts[1] : routes.deviseController(replacedBy: view.folder)
        return controller.flatMap { DeviseRouting.pages[$0]?.contains(parts[parts.count - 1]) == true ? $0 : nil }
    }

    /// Whether no route may reach the action `action` of `folder` (`resources :variants,
    /// only: [:index]` has no `edit`): the app's routes are read whole and none may. A template
    /// of an action is rendered by a request to that action, or by name inside an action a
    /// request runs (`render :edit`, `render "edit"`, `render action: :edit`, `respond_with`, a
    /// bare `render`): with no route to it, its page never renders when the controller chain
    /// (`controllerChain`: its classes up to Rails' base, none changing how actions dispatch,
    /// and every module they include but Rails' own, so that a gem's keeps the page live)
    /// renders neither the name nor the current action, as the caller checks first.
    private func isUnrouted(folder: String, action: String, root: String) -> Bool {
        guard let routes = routes(root: root) else { return false }
        return !routes.mayRoute(to: folder, action: action)
    }

    /// The methods of the folder's own controller (the chain's first file) that render the
    /// template `name` by name, when none renders the page: each is an action no route reaches
    /// and the file calls nowhere (nor a `render` outside a method names anything), or, for a
    /// page of the HTML format (`show.html.erb`), renders the name only in blocks of other
    /// formats (`format.json { render :show }`); nil otherwise.
    private func unroutedRenderers(of name: String, in chain: Chain, folder: String, root: String,
                                   isHTML: Bool) -> (unrouted: [String], otherFormats: [String])? {
        guard let first = chain.files.first, sources[first].facts.renderedNames.contains(name),
              let methods = chain.definitions[0].methods(renderingByName: name) else { return nil }
        let (unrouted, otherFormats) = isHTML ? methods : (methods.outsideOtherFormats + methods.onlyInOtherFormats, [])
        guard unrouted.allSatisfy({ chain.definitions[0].isCalledNowhere($0) && isUnrouted(folder: folder, action: $0, root: root) }) else { return nil }
        return (unrouted, otherFormats)
    }

    /// The routes of the app at `root` (`config/routes.rb` and the `config/routes/` files its
    /// `draw` calls load), read once; nil when it has no routes file, or one of
    /// `config/routes/` that no `draw` loads.
    private func routes(root: String) -> RouteTable? {
        if let known = routeTables.withLock({ $0[root] }) { return known }
        let path = root + "config/routes.rb", folder = root + "config/routes/"
        var routesFile: SourceFile?
        var drawFiles: [String: SourceFile] = [:]
        for source in sources where source.isRoutes {
            guard let bytes = source.bytes else { continue }
            if source.path == path {
                routesFile = SourceFile(path: path, bytes: bytes)
            } else if source.path.hasPrefix(folder), source.path.hasSuffix(".rb") {
                drawFiles[String(source.path.dropFirst(folder.count).dropLast(3))] = SourceFile(path: source.path, bytes: bytes)
            }
        }
        // A file of `config/routes/` no `draw` loads may be loaded otherwise
        // (`config.paths["config/routes.rb"]`): its routes are not known.
        let table = routesFile.map { RouteTable.reading(routes: $0, drawFiles: drawFiles) }.flatMap { $0.drawnFiles.isSuperset(of: drawFiles.keys) ? $0 : nil }
        routeTables.withLock { $0[root] = .some(table) }
        return table
    }

    /// A page whose name cannot be a method (`show-backup`, `2024`): no action renders it
    /// implicitly, only a render call, a route or other code naming it. Proven when its folder's
    /// controller classes are read, no route computes an action of it, nothing computes a
    /// template's name, and no file read writes its name whole (`"places/show-backup"`,
    /// `"places#show-backup"`, `:'show-backup'`; `show-backup2` is another name).
    private func unactionablePageReason(_ own: Int, _ view: ViewPath, _ name: String) -> Reason? {
        let folder = view.folder
        let root = ControllerLayouts.root(of: sources[own].path)
        // Its folder's controller and superclasses are the app's (a gem's controller, such as
        // `HighVoltage::PagesController`, may render any name it computes); the modules they
        // include may not be read: none can define a method of this name.
        guard !folder.isEmpty, let proofIndex, proofIndex.hasRoutes else { return nil }
        let classes = appControllerClasses(folder, root: root)
        guard classes != nil || controllerChain(folder, root: root) == nil && isServedByNothing(own, folder: folder, action: name, root: root) else { return nil }
        if mayBeComputed(own, view, name) { return nil }
        if classes?.contains(where: { sources[$0].facts.rendersCurrentAction }) == true { return nil }
        if anyRead(unactionableFiles[name] ?? [], but: own) { return nil }
        return .unnamedPage(view.virtualPath)
    }

    /// The files of the controller classes serving `folder`, nearest first, up to Rails' base;
    /// nil when one is not read or the folder's own is not the app's (a gem's, vendored).
    private func appControllerClasses(_ folder: String, root: String) -> [Int]? {
        guard let paths = controllerLayouts.prefixes(for: folder, root: root) else { return nil }
        var classes: [Int] = []
        for path in paths {
            guard let index = nearest(controllers[path] ?? [], root: root) else { return nil }
            if classes.isEmpty, !sources[index].path.hasPrefix(root + "app/") { return nil }
            classes.append(index)
        }
        return classes
    }

    /// The files of the controller serving `folder`, its modules and superclasses, nearest
    /// first, with what each defines; nil when one is not read, a module is not found, or one
    /// may answer actions it does not define.
    private func controllerChain(_ folder: String, root: String) -> Chain? {
        let key = root + "\u{0}" + folder
        if let known = chains.withLock({ $0[key] }) { return known }
        let chain = readControllerChain(folder, root: root)
        chainReads.withLock { $0 += 1 }
        chains.withLock { $0[key] = chain }
        return chain
    }

    typealias Chain = (files: [Int], definitions: [ControllerDefinitions])

    /// `controllerChain`, read from the files.
    private func readControllerChain(_ folder: String, root: String) -> Chain? {
        guard let paths = controllerLayouts.prefixes(for: folder, root: root) else { return nil }
        var files: [Int] = []
        var definitions: [ControllerDefinitions] = []
        var pending: [Int] = []
        for path in paths {
            guard let index = nearest(controllers[path] ?? [], root: root) else { return nil }
            // The folder's own controller is the app's (a gem's, vendored, serves its own views).
            if pending.isEmpty, !sources[index].path.hasPrefix(root + "app/") { return nil }
            pending.append(index)
        }
        var seen: Set<Int> = []
        // Each class, then the modules it includes (and theirs), before its superclass.
        func add(_ index: Int, depth: Int) -> Bool {
            guard depth < 8, seen.insert(index).inserted else { return depth < 8 }
            guard let read = controllerDefinitions(at: index) else { return false }
            if read.changesDispatch { return false }
            files.append(index)
            definitions.append(read)
            for module in read.includedModules.reversed()
            where !Self.railsModulePrefixes.contains(where: module.hasPrefix) && !Self.helperOnlyGemModules.contains(module) {
                guard let found = nearest(moduleFiles(module), root: root), add(found, depth: depth + 1) else { return false }
            }
            return true
        }
        for index in pending {
            guard add(index, depth: 0) else { return nil }
        }
        return (files, definitions)
    }

    /// What the Ruby file at `index` in `sources` defines (see `definitionsRead`); nil when its
    /// text is not kept.
    private func controllerDefinitions(at index: Int) -> ControllerDefinitions? {
        if let known = definitionsRead.withLock({ $0[index] }) { return known }
        guard let bytes = sources[index].bytes else { return nil }
        let read = ControllerDefinitions(ruby: bytes)
        definitionsRead.withLock { $0[index] = read }
        return read
    }

    /// The Ruby files that may define the module `name` (`Admin::Listing`: a path ending in
    /// `/admin/listing.rb`).
    private func moduleFiles(_ name: String) -> [Int] {
        let file = "/" + ViewPath.underscore(name) + ".rb"
        return (proofIndex?.rubyFiles(named: String(file.split(separator: "/").last ?? "")) ?? []).filter { ("/" + sources[$0].path).hasSuffix(file) }
    }

    /// Whether the Ruby file at `path` may be a controller or a module one includes, whose
    /// text a proof reads again (the others are kept as words and facts only).
    static func mayHoldController(_ path: String) -> Bool {
        path.contains("controllers/") || path.contains("concerns/") || path.contains("helpers/") || path.contains("mailers/") || path.hasPrefix("lib/") || path.contains("/lib/")
    }

    /// The one of the files `candidates` in the app at `root` (the folder holding its `app/`),
    /// else the only one; nil when none or several elsewhere.
    private func nearest(_ candidates: [Int], root: String) -> Int? {
        let own = candidates.filter { sources[$0].path.hasPrefix(root + "app/") }
        if own.count == 1 { return own[0] }
        return own.isEmpty && candidates.count == 1 ? candidates[0] : nil
    }

    // MARK: Partials

    private func partialReason(_ own: Int, _ view: ViewPath) -> Reason? {
        let folder = view.folder
        let base = String((view.virtualPath.split(separator: "/").last ?? "").drop { $0 == "_" })
        guard !base.isEmpty, !isGemFolder(folder) || isOnlyTheAppsToRender(own, view) else { return nil }
        let relativeNames = [base, "_" + base]
        let qualifiedNames = folder.isEmpty ? [] : [folder + "/" + base, folder + "/_" + base]
        let names = relativeNames + qualifiedNames
        // A name with a folder names the partial when it ends in the partial's; one without, when
        // Rails may look it up in the partial's folder from where it is written. A leading `/`
        // names it from the root of the views (`"/user_util_links"`: Rails drops the `/`).
        func naming(_ name: String, from other: Int) -> Bool {
            if name.hasPrefix("/") { return (folder.isEmpty ? relativeNames : qualifiedNames).contains(String(name.dropFirst())) }
            return qualifiedNames.contains { name == $0 || name.hasSuffix("/" + $0) }
                || relativeNames.contains(name) && mayLookUpRelativeNames(in: folder, from: other)
        }
        let folderLast = folder.split(separator: "/").last.map(String.init) ?? ""
        let modelNamed = !folderLast.isEmpty && Inflection.singularize(folderLast) == base
        guard let proofIndex else { return nil }
        // A Haml or Slim template naming it (or rendering any object, for a model's partial).
        if anyRead(wordFiles.files(mentioning: vocabulary[base]).lazy.filter { self.sources[Int($0)].opaque }, but: own)
            || modelNamed && anyRead(proofIndex.opaqueRendering, but: own) { return nil }
        // A computed name, partial, local or layout (a controller's computed `layout:` renders
        // a template whose path holds `layouts`), an object naming its own partial.
        // (Where computed names are not counted, a model's partial stays live: `render item`
        // names no partial in a literal.)
        if countsComputedNames || modelNamed,
           anyRead(proofIndex.partialBlockers, but: own) || view.virtualPath.contains("layouts") && anyRead(proofIndex.controllerLayoutBlockers, but: own) { return nil }
        // A name written with its formats and handler: a path (`"/invoices/_header.html.erb"`),
        // or a partial's name as Rails before 7 still looked it up (`render "dates.html.erb"`,
        // `"invoices/header.html"`).
        for name in names {
            if proofIndex.files(namingWithFormats: name).contains(where: { other in
                other != own && !isDead(other) && !sources[other].isRoutes && naming(name, from: other)
            }) { return nil }
        }
        // A literal or a render call naming it: a name ending in `base` or `_base`.
        // A route file's strings are paths and targets (`"demo/static"`): it renders nothing.
        for other in proofIndex.files(naming: base) + proofIndex.files(naming: "_" + base) where other != own && !sources[other].isRoutes && !isDead(other) {
            if holdsLiteral(other, where: { naming($0, from: other) }) { return nil }
            if sources[other].facts.renderedNames.contains(where: { naming($0, from: other) }) { return nil }
        }
        if anyRead(proofIndex.patternFiles.lazy.filter { file -> Bool in
            self.sources[file].facts.patterns.contains { pattern in names.contains { RubyRenderFacts.pattern(pattern, fits: $0) } }
        }, but: own) { return nil }
        // An object that may be a `base`.
        if modelNamed {
            for (object, files) in proofIndex.objectFiles where anyRead(files, but: own) && !objectIsOtherModel(object, than: base) { return nil }
        }
        // Only the files with such calls are asked (every file, for each partial, was quadratic).
        if commentedRenderFiles.contains(where: { other in
            other != own && !isDead(other) && sources[other].commentedRenders.contains { naming($0, from: other) }
        }) {
            return .renderedOnlyInComments(view.virtualPath)
        }
        return .unnamedPartial(view.virtualPath)
    }

    /// The byte ranges of the HTML comments of a template (`<!--` to `-->`, or to its end),
    /// found outside its ERB tags `tags`.
    static func htmlComments(in bytes: [UInt8], tags: [ERBTag]) -> [Range<Int>] {
        let open = Array("<!--".utf8), close = Array("-->".utf8)
        var comments: [Range<Int>] = []
        var from = 0
        func insideTag(_ offset: Int) -> Bool { tags.contains { $0.range.start <= offset && offset < $0.range.end } }
        while let start = ByteSearch.firstIndex(of: open, in: bytes, from: from) {
            if insideTag(start) {
                from = start + open.count
                continue
            }
            var end = start + open.count
            while let found = ByteSearch.firstIndex(of: close, in: bytes, from: end), insideTag(found) { end = found + close.count }
            let stop = ByteSearch.firstIndex(of: close, in: bytes, from: end).map { $0 + close.count } ?? bytes.count
            comments.append(start..<stop)
            from = stop
        }
        return comments
    }

    /// Whether a partial name without a folder (`render "form"`), written in the file
    /// `sources[other]`, may be looked up in `folder`. Rails looks such a name up in the
    /// prefixes of the controller rendering the page (`PartialLookup`): from a page (or a Turbo
    /// Stream action's template) of another folder, those of its folder's controller when the
    /// page is rendered by no other (no controller inherits from it, nothing names the page's
    /// path or may compute it) and that controller's superclasses are read. Anything else (a
    /// partial, a layout, Ruby) may be rendered under any controller.
    private func mayLookUpRelativeNames(in folder: String, from other: Int) -> Bool {
        guard !folder.isEmpty else { return true }
        if let known = relativeLookups.withLock({ $0[other] }) {
            liveReads?.withLock { $0 += known.reads }
            return known.prefixes?.contains(folder) ?? true
        }
        let firstRead = liveReads?.withLock { $0.count } ?? 0
        let prefixes = relativeLookupPrefixes(of: other)
        let reads = liveReads?.withLock { Array($0[firstRead...]) } ?? []
        relativeLookups.withLock { $0[other] = (prefixes, reads) }
        return prefixes?.contains(folder) ?? true
    }

    /// The folders where the relative partial names of the page or controller `sources[other]`
    /// are looked up (see `mayLookUpRelativeNames`); nil when they may be any.
    private func relativeLookupPrefixes(of other: Int) -> [String]? {
        // A controller looks a partial's relative name up in its own prefixes, and in a
        // subclass's, whose actions its methods may run.
        let path = sources[other].path
        if !sources[other].isTemplate, let folder = Self.controllerFolder(of: path) {
            let root = ControllerLayouts.root(of: path)
            var prefixes: Set<String> = []
            for controller in [folder] + controllers.keys.filter({ $0 != folder && controllerLayouts.inherits($0, from: folder, root: root) }) {
                guard let own = controllerLayouts.prefixes(for: controller, root: root) else { return nil }
                prefixes.formUnion(own)
            }
            return prefixes.sorted()
        }
        let view = self.view(of: other)
        guard sources[other].isTemplate, let name = view.virtualPath.split(separator: "/").last.map(String.init),
              view.role == .page || view.role == .stream && !name.hasPrefix("_") else { return nil }
        let root = ControllerLayouts.root(of: sources[other].path)
        guard let prefixes = controllerLayouts.prefixes(for: view.folder, root: root),
              !isInherited(from: view.folder, root: root), !isNamedByPath(other, view, name), !mayBeComputed(other, view, name) else { return nil }
        return prefixes
    }

    /// Whether the object a render call is given as `variable` is proven not to be a `base`: its
    /// name names a model of the app (`order` for `app/models/order.rb`) other than `base`, and
    /// `base`'s model does not name it (as a subclass names its superclass).
    private func objectIsOtherModel(_ variable: String, than base: String) -> Bool {
        guard !variable.isEmpty else { return false }
        let model = Inflection.singularize(variable)
        guard model != base else { return false }
        let file = "/models/" + model + ".rb"
        guard let proofIndex, proofIndex.rubyFiles(named: model + ".rb").contains(where: { sources[$0].path.hasSuffix(file) }) else { return false }
        let className = ViewPath.camelize(model)
        let classWord = vocabulary[className]
        return !proofIndex.rubyFiles(named: base + ".rb").contains { sources[$0].path.hasSuffix("/models/" + base + ".rb") && wordFiles.file($0, mentions: classWord) }
    }

    /// The modules the `devise` calls of `files` enable together; nil when none calls it or one
    /// computes its modules: the models may then enable any.
    private static func deviseModules(in files: [(path: String, bytes: [UInt8])]) -> Set<String>? {
        var modules: Set<String> = []
        var called = false
        for file in files where file.path.hasSuffix(".rb") {
            guard let enabled = DeviseModules.enabled(inRuby: file.bytes) else { return nil }
            called = called || !enabled.isEmpty
            modules.formUnion(enabled)
        }
        return called ? modules : nil
    }

    /// Whether the partial `sources[own]` of `view`, in Devise's folder, is one Devise's own
    /// views never render, while no other gem of Devise's is bundled (`devise_invitable`, whose
    /// views may render more): only the app's code may render it, which the proof reads.
    /// Devise's views render only its two shared partials, and only where the app has no view
    /// of the same path: an app with its own copy of each gem view rendering one (as `rails
    /// generate devise:views` writes them) renders it only from its own code.
    private func isOnlyTheAppsToRender(_ own: Int, _ view: ViewPath) -> Bool {
        guard deviseIsAlone, view.folder.split(separator: "/").first == "devise" else { return false }
        guard let gemViews = Self.deviseViewsRendering[view.virtualPath] else { return true }
        let path = sources[own].path
        guard let viewsFolder = ByteSearch.lastRange(of: "app/views/", in: path) else { return false }
        let root = String(path[..<viewsFolder.upperBound])
        return gemViews.allSatisfy { gemView in
            sources.contains { $0.isTemplate && $0.path.hasPrefix(root + gemView + ".") }
        }
    }

    /// The views of Devise's gem (4.9, `app/views/devise`) that render each of its shared partials.
    static let deviseViewsRendering: [String: [String]] = [
        "devise/shared/_links": ["sessions/new", "registrations/new", "passwords/new", "passwords/edit", "confirmations/new", "unlocks/new"]
            .map { "devise/" + $0 },
        "devise/shared/_error_messages": ["registrations/new", "registrations/edit", "passwords/new", "passwords/edit", "confirmations/new", "unlocks/new"]
            .map { "devise/" + $0 },
    ]

    /// Whether views in `folder` may be a gem's: its first part is a folder Rails or a common
    /// gem renders, or is written in the Gemfile as a gem's name or a part of it between `_` or
    /// `-` (`turbo_rails` for `turbo-rails`, `devise` for `spree_auth_devise`; not `admin` for
    /// `activeadmin`, whose views are `active_admin/`) while no controller file of the app
    /// serves `folder` (`search/` with `SearchController` is the app's, whatever `pg_search`
    /// is called: a gem's controller of that name would be the same class).
    private func isGemFolder(_ folder: String) -> Bool {
        guard let first = folder.split(separator: "/").first.map(String.init) else { return false }
        return gemFolderNames.contains(first) || gemNameParts.contains(first) && controllers[folder] == nil
    }

    /// `word` and each run of its parts between `_` (`spree`, `spree_auth`, `auth`, `auth_devise`,
    /// `devise` for `spree_auth_devise`): the names it starts, ends or holds between `_`.
    static func underscoredParts(of word: String) -> [String] {
        let parts = word.split(separator: "_", omittingEmptySubsequences: false)
        return parts.indices.flatMap { first in (first..<parts.count).map { parts[first...$0].joined(separator: "_") } }
    }

    // MARK: Layouts

    private func layoutReason(_ own: Int, _ view: ViewPath) -> Reason? {
        let name = String(view.virtualPath.dropFirst("layouts/".count))
        guard !name.isEmpty, name != "application", !isGemFolder(name),
              let stem = name.split(separator: "/").last.map(String.init) else { return nil }
        let stemWord = vocabulary[stem]
        for index in sources.indices where index != own && !isDead(index) {
            let source = sources[index]
            if source.facts.choosesLayoutAtRunTime || source.facts.computesTemplateOption { return nil }
            // A controller or mailer of that name renders it implicitly.
            if source.path.contains(name) || !source.isTemplate && wordFiles.file(index, mentions: stemWord)
                || holdsLiteral(index, where: { $0 == name || $0 == view.virtualPath || $0.hasSuffix("/" + view.virtualPath) }) { return nil }
            if source.facts.patterns.contains(where: { RubyRenderFacts.pattern($0, fits: view.virtualPath) || RubyRenderFacts.pattern($0, fits: name) }) { return nil }
        }
        return .unchosenLayout(view.virtualPath)
    }

    // MARK: Components

    private func componentReason(_ own: Int, _ className: String) -> Reason? {
        let path = sources[own].path
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = String(fileName.prefix { $0 != "." })
        let shortName = className.components(separatedBy: "::").last ?? className
        let (shortWord, stemWord) = (vocabulary[shortName], vocabulary[stem])
        guard let proofIndex else { return nil }
        // Its own files (its class, its templates, a sidecar folder) do not name it.
        func isOwn(_ file: Int) -> Bool {
            let path = sources[file].path
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.prefix(while: { $0 != "." }) == stem || path.contains("/" + stem + "/")
        }
        if proofIndex.constantLookups.contains(where: { !isDead($0) }), proofIndex.componentSpellers.contains(where: { !isDead($0) }) { return nil }
        for word in [shortWord, stemWord] {
            if wordFiles.files(mentioning: word).contains(where: { !isDead(Int($0)) && !isOwn(Int($0)) }) { return nil }
        }
        return .unusedComponent(className)
    }

    /// What the render calls of a text bridgelint does not parse (Haml, Slim) show, read from
    /// its bytes: a lone variable (`render @products`, `render product`) is an object; anything
    /// but a quoted name, an option or a constant (`render @tabs[x]`) is a computed name.
    static func opaqueRenders(in bytes: [UInt8]) -> RubyRenderFacts {
        var facts = RubyRenderFacts()
        let word = Array("render".utf8)
        func isName(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39 }
        var from = 0
        while let found = ByteSearch.firstIndex(of: word, in: bytes, from: from) {
            from = found + word.count
            if found > 0, bytes[found - 1] == UInt8(ascii: ".") || isName(bytes[found - 1]) { continue }
            var cursor = from
            if cursor < bytes.count, isName(bytes[cursor]) { continue }
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "(") { cursor += 1 }
            guard cursor < bytes.count else { break }
            let next = bytes[cursor]
            if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "\n") || (next >= 0x41 && next <= 0x5A) { continue }
            let variableStart = next == UInt8(ascii: "@") ? cursor + 1 : cursor
            var variableEnd = variableStart
            while variableEnd < bytes.count, isName(bytes[variableEnd]) { variableEnd += 1 }
            if variableEnd > variableStart, variableEnd == bytes.count || [UInt8(ascii: "\n"), UInt8(ascii: ")"), UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\r")].contains(bytes[variableEnd]) {
                let name = String(decoding: bytes[variableStart..<variableEnd], as: UTF8.self)
                if !["if", "unless"].contains(name) {
                    facts.objects.insert(name)
                    let parameter = ByteSearch.contains(Array("|\(name)|".utf8), in: bytes) || ByteSearch.contains(Array("|\(name),".utf8), in: bytes)
                    if next != UInt8(ascii: "@"), !parameter { facts.renderedLocals.insert(name) }
                    continue
                }
            }
            // `partial: "x"`, `json: x`: an option; a name given to one is seen as a word.
            // `:partial => "x"` is the same option.
            let rocket = next == UInt8(ascii: ":")
            let nameStart = rocket ? cursor + 1 : cursor
            var end = nameStart
            while end < bytes.count, isName(bytes[end]) { end += 1 }
            var separator = end
            if rocket {
                while separator < bytes.count, bytes[separator] == UInt8(ascii: " ") { separator += 1 }
            }
            let separated = rocket ? end > nameStart && separator + 1 < bytes.count && bytes[separator] == UInt8(ascii: "=") && bytes[separator + 1] == UInt8(ascii: ">")
                : end < bytes.count && bytes[end] == UInt8(ascii: ":") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: " ")
            if separated {
                let option = String(decoding: bytes[nameStart..<end], as: UTF8.self)
                var value = rocket ? separator + 2 : end + 1
                while value < bytes.count, bytes[value] == UInt8(ascii: " ") { value += 1 }
                if ["partial", "template", "layout", "collection", "object"].contains(option), value < bytes.count,
                   bytes[value] != UInt8(ascii: "\""), bytes[value] != UInt8(ascii: "'") {
                    if option == "collection" || option == "object" { facts.objects.insert("") } else { facts.rendersComputedName = true }
                }
                continue
            }
            facts.rendersComputedName = true
        }
        return facts
    }

    /// Which of `names` `bytes` writes as a whole run of letters, digits, `_` and `-` (what
    /// `/`, `#`, `.`, quotes or spaces delimit): `places/show-backup` writes `show-backup`,
    /// `show-backup2` does not.
    static func unactionableMentions(of names: Set<String>, in bytes: [UInt8]) -> [String] {
        var found: Set<String> = []
        var start: Int?
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0
            let inRun = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte == 0x2D || byte >= 0x80
            if inRun {
                if start == nil { start = index }
            } else if let first = start {
                let run = String(decoding: bytes[first..<index], as: UTF8.self)
                if names.contains(run) { found.insert(run) }
                start = nil
            }
        }
        return Array(found)
    }

    /// The lines of `bytes` that contain `word`, joined.
    static func lines(of bytes: [UInt8], containing word: [UInt8]) -> [UInt8] {
        bytes.split(separator: UInt8(ascii: "\n")).filter { ByteSearch.contains(word, in: Array($0)) }.flatMap { Array($0) + [UInt8(ascii: "\n")] }
    }
}

