import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a controller identifier that no controller defines: in `data-controller`, in a
/// `data-action` descriptor, or in a target/value/class/outlet/param attribute name.
public struct StimulusUnknownControllerRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-controller",
        summary: "A controller identifier that no controller file, register() call or known package defines.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        // A package whose definitions could not be read may define any identifier: only a near
        // miss of a known one is then provably a typo. A gem whose own layout registers its
        // controllers does so only on the pages that layout renders (asked on first need).
        var everyIdentifierIsKnown: Bool?
        func knowsEveryIdentifier() -> Bool {
            if everyIdentifierIsKnown == nil { everyIdentifierIsKnown = context.knowsEveryIdentifier }
            return everyIdentifierIsKnown == true
        }
        // One cause, one finding: an unknown identifier is reported where this template mounts
        // it, not again in the actions and attributes that name it.
        var mountedCache: Set<String>?
        func isMountedHere(_ identifier: String) -> Bool {
            if mountedCache == nil { mountedCache = context.template.elements.reduce(into: Set<String>()) { $0.formUnion($1.mountedIdentifiers) } }
            return mountedCache?.contains(identifier) == true
        }
        var diagnostics: [Diagnostic] = []
        /// `unfired`: the end of the message for an action whose event never reaches its element.
        func report(_ identifier: String, at range: SourceRange, in place: String, requireSuggestion: Bool, mounts: Bool = false, unfired: String? = nil) {
            // Markup the app's own code reads (`[data-controller=sourceable]`) is that code's; a
            // dependency bridgelint cannot read may register a controller of its own name.
            guard !catalog.isKnown(identifier), !catalog.codeReadsMarkup(of: identifier),
                  !catalog.mayBeNamedAfterUnreadDependency(identifier) else { return }
            var suggestions = context.identifiers.suggestions(for: identifier)
            if suggestions.isEmpty, requireSuggestion || !knowsEveryIdentifier() { return }
            // Where only Stimulus reads the word (not an attribute name, whose shape other
            // libraries share), the same controller under another folder is meant too.
            if !requireSuggestion { suggestions += context.identifiers.sameName(as: identifier).filter { !suggestions.contains($0) } }
            // A page's own inline script may register it, or find its markup itself
            // (`onclick="this.closest('[data-controller=preview]')…"`): asked last, it reads every template.
            guard !context.corpus.pageScriptRegistrations.contains(identifier),
                  !context.pageCodeSelects("data-controller", value: identifier) else { return }
            let fix = suggestions.count == 1 && context.template.file.text(in: range) == identifier
                ? context.replacement(range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil
            // Mounted where nothing uses it, and no near miss: Stimulus skips the word and nothing
            // changes at run time (dead markup, a warning).
            let unused = mounts && suggestions.isEmpty && !PageUse.mayUse(identifier, in: context)
            let inert = unused ? "; nothing on the page uses it (no target, action, value, class, outlet or param of it), so Stimulus skips it and nothing changes at run time" : unfired
            diagnostics.append(context.diagnostic(
                "`\(identifier)` is not a Stimulus controller this app defines (\(place))" + (inert ?? ""),
                at: range,
                help: suggestions.isEmpty
                    ? "create \(ControllerNaming.creation(of: identifier, among: catalog.controllers))\(ControllerNaming.registrationStep(catalog)), fix the name, or declare it under `controllers: known:` in .bridgelint.yml if it comes from a package"
                    : Self.nearMissHelp(suggestions, catalog: catalog),
                suggestions: suggestions, fix: fix, severity: inert == nil ? nil : .warning))
        }
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) {
                switch attribute.kind {
                case .controller:
                    for token in attribute.attribute.value?.possibleTokens ?? [] {
                        report(token.text, at: token.range, in: "in `data-controller`", requireSuggestion: false, mounts: true)
                    }
                case .action:
                    for token in attribute.attribute.value?.possibleTokens ?? [] {
                        let descriptor = ActionDescriptor(token: token.text, range: token.range)
                        // `turbo:render#update` (an event, no `->`) is `stimulus-invalid-action`'s.
                        guard let identifier = descriptor.identifier, !identifier.text.isEmpty, descriptor.method != nil,
                              !descriptor.identifierIsEventName, catalog.isKnown(identifier.text) || !isMountedHere(identifier.text) else { continue }
                        // The page's own script finds the element by the whole action
                        // (`querySelectorAll('[data-action="click->permissions#toggleAll"]')`): its hook.
                        if !catalog.isKnown(identifier.text), context.pageCodeSelects("data-action", value: token.text) { continue }
                        report(identifier.text, at: identifier.range, in: "in the action `\(token.text)`", requireSuggestion: false,
                               unfired: UnfiredAction.note(descriptor, on: element))
                    }
                case .target, .value, .cssClass, .outlet, .param:
                    guard let identifier = attribute.identifier, let range = attribute.identifierRange, catalog.isKnown(identifier) || !isMountedHere(identifier),
                          !RailsDataKeys.isMisDasherizedKey(attribute, identifiers: context.identifiers) else { continue }
                    // The page's own script selects the attribute (`querySelector('[data-total-value]')`): its hook.
                    if !catalog.isKnown(identifier),
                       ByteSearch.contains(Array(("[" + attribute.attribute.name).utf8), in: context.template.file.bytes) { continue }
                    // A known identifier with `-` and `--` mixed up: said as such, once.
                    if !catalog.isKnown(identifier), let respelled = context.identifiers.respelledIdentifier(in: attribute) {
                        if let diagnostic = Self.mixedUpDashes(attribute, respelled, in: context) { diagnostics.append(diagnostic) }
                        continue
                    }
                    // Other libraries use `data-*-target` too (`data-bs-target`): only a near
                    // miss of a real identifier is reported here.
                    report(identifier, at: range, in: "in `\(attribute.attribute.name)`", requireSuggestion: true)
                case .legacyTarget, .bridge:
                    continue
                }
            }
        }
        return diagnostics
    }
}

extension StimulusUnknownControllerRule {
    /// The help for an identifier with near misses (the reporters list them as suggestions):
    /// how the app's own files give identifiers, shown with the first one's file (its loader may
    /// drop folders from the name: `controllers/common/failover_global_controller.js` is
    /// `failover-global` where `eagerLoadControllersFrom("controllers/common", …)` loads it).
    /// An identifier a `register` call names (`application.register("english-offer", …)` of
    /// `english_offers_controller.js`) is shown with that call instead.
    static func nearMissHelp(_ suggestions: [String], catalog: ControllerCatalog) -> String {
        let closest = suggestions.first.flatMap { identifier in catalog.controllers(named: identifier).first.map { (identifier, $0) } }
        if let (identifier, controller) = closest, case .registration(let path, let location) = controller.origin {
            return "use the identifier of an existing controller: `\(identifier)` is registered by name in \(path):\(location.line)"
                + (controller.path == path ? "" : " (the class in `\(controller.path)`)")
        }
        let example = closest.map { "`\($0.1.path)` is `\($0.0)`" } ?? "`bridge/nav_controller.js` is `bridge--nav`"
        return "use the identifier of an existing controller; identifiers come from file paths (\(example))"
    }

    /// `data-projects-samples--complete-loaded-value`: the identifier of a known controller
    /// (`projects--samples--complete`) written with a `-` where it has `--` (or the reverse; in a
    /// Ruby key `_` for `__`). No controller reads the attribute. An error, unless the controller
    /// meant is known to declare no such member either: then the attribute is dead markup
    /// however it is spelled, a warning that says so.
    static func mixedUpDashes(_ attribute: StimulusAttribute, _ respelled: (written: String, intended: String, name: String?),
                              in context: RuleContext) -> Diagnostic? {
        let catalog = context.project.controllers
        let written = respelled.written
        let intended = respelled.intended
        guard !catalog.codeReadsMarkup(of: written), !context.corpus.pageScriptRegistrations.contains(written) else { return nil }
        let source = attribute.attribute
        let range = StimulusAttribute.range(ofNameOffsets: 5..<(5 + written.utf8.count), in: source)
        let file = context.template.file
        let writtenText = file.text(in: range)
        let replacement = writtenText.contains("_") ? String(intended.map { $0 == "-" ? "_" : $0 }) : intended
        let kind = attribute.memberWord ?? "param"
        let member = respelled.name.map { "this \(kind) `\($0)`" } ?? "this target"
        let undeclared = Self.undeclaredMember(attribute, kind: kind, name: respelled.name, writtenAt: range, of: intended, in: context)
        // The member's near miss, where the template shows it as written (`opne` for `open`).
        let memberEdit = undeclared?.nearMiss.flatMap { nearMiss in
            nearMiss.range.flatMap { memberRange -> TextEdit? in
                guard file.text(in: memberRange).replacingOccurrences(of: "_", with: "-") == nearMiss.written.replacingOccurrences(of: "_", with: "-") else { return nil }
                return TextEdit(range: memberRange, replacement: DeclaredName.spelling(nearMiss.meant, for: source))
            }
        }
        var edits = [TextEdit(range: range, replacement: replacement)] + (memberEdit.map { [$0] } ?? [])
        // The attribute's name with the edits inside it made.
        var corrected = ""
        var cursor = source.nameRange.start
        for edit in edits where source.nameRange.contains(edit.range.start) && edit.range.end <= source.nameRange.end {
            corrected += file.text(in: SourceRange(start: cursor, end: edit.range.start)) + edit.replacement
            cursor = edit.range.end
        }
        corrected += file.text(in: SourceRange(start: cursor, end: source.nameRange.end))
        let isRubyKey: Bool
        if case .rubyKey = source.origin { isRubyKey = true } else { isRubyKey = false }
        let spelled = isRubyKey ? "the key `\(corrected)`" : "`\(corrected)`"
        let namespaces = { (identifier: String) in identifier.split(separator: "--", omittingEmptySubsequences: false).count }
        let (single, double) = writtenText.contains("_") ? ("`_`", "`__`") : ("`-`", "`--`")
        let slip = namespaces(written) < namespaces(intended) ? "with \(single) where it needs \(double)"
            : namespaces(written) > namespaces(intended) ? "with \(double) where it needs \(single)" : "with its \(single) and \(double) mixed up"
        let subject = isRubyKey ? "`\(file.text(in: source.nameRange))` renders `\(source.name)`, which" : "`\(source.name)`"
        var message = "\(subject) names no controller: `\(writtenText)` is `\(replacement)` \(slip)"
        var help = isRubyKey && writtenText.contains("_")
            ? "write \(spelled) (Rails turns each `_` into one `-`, so `__` renders the `--` of a namespaced identifier)"
            : "write \(spelled) (in an identifier, `--` stands for a folder: `\(ControllerNaming.path(for: intended))`)"
        var suggestions = [intended]
        if let undeclared, let nearMiss = undeclared.nearMiss {
            // Two slips in one attribute: the identifier's dashes, and a typo of a member it declares.
            message += ", and `\(intended)` declares no \(kind) `\(nearMiss.written)`: did you mean `\(nearMiss.meant)`? As written, `\(intended)` never reads this \(kind)"
            if attribute.kind == .target { help += ", and name the target `\(nearMiss.meant)`" }
            suggestions.append(nearMiss.meant)
            // Only both repairs together make the attribute work.
            if memberEdit == nil { edits = [] }
        } else if let undeclared {
            message += "; spelled right, it would still be read by nothing: `\(intended)` declares no \(kind) \(undeclared.quoted), so the attribute is dead markup"
            help = "remove the attribute, or write \(spelled) and declare \(undeclared.quoted) in `\(intended)`'s `static \(kind == "class" ? "classes" : kind + "s")`"
        } else {
            message += ", so `\(intended)` never reads \(member)"
        }
        let isDead = undeclared != nil && undeclared?.nearMiss == nil
        return context.diagnostic(
            message, at: range, help: help, suggestions: suggestions,
            fix: edits.isEmpty ? nil : Fix(title: "use `\(replacement)`" + (edits.count > 1 ? " and `\(suggestions[1])`" : ""), edits: edits, applicability: .unsafe),
            severity: isDead ? .warning : nil)
    }

    /// A member the attribute names that `identifier`'s controller (all of whose members are
    /// known) does not declare: quoted, and when it is the only one and a near miss of a
    /// declared member, the name written, where (nil when the template does not show it), and
    /// the name meant. Nil when the controller declares it or that is unknown.
    private struct UndeclaredMember {
        var quoted: String
        var nearMiss: (written: String, range: SourceRange?, meant: String)?
    }

    private static func undeclaredMember(_ attribute: StimulusAttribute, kind: String, name: String?, writtenAt identifierRange: SourceRange,
                                         of identifier: String, in context: RuleContext) -> UndeclaredMember? {
        let catalog = context.project.controllers
        guard let controller = ClosedController.find(identifier, in: catalog), controller.dynamicAttributeRead == nil,
              !catalog.readsDataAttribute(attribute.attribute.name) else { return nil }
        func nearest(_ written: String, among declared: some Sequence<String>, dasherized: Bool) -> String? {
            guard case .unknown(let suggestions) = DeclaredName.match(written, among: declared, dasherized: dasherized) else { return nil }
            return suggestions.first
        }
        switch attribute.kind {
        case .target:
            guard let value = attribute.attribute.value, !value.hasUnknownParts else { return nil }
            let missing = value.possibleTokens.filter { !controller.targets.contains($0.text) }
            guard let first = missing.first else { return nil }
            var result = UndeclaredMember(quoted: missing.map { "`\($0.text)`" }.joined(separator: ", "))
            if missing.count == 1, let meant = nearest(first.text, among: controller.targets, dasherized: false) {
                result.nearMiss = (first.text, first.range, meant)
            }
            return result
        case .value, .cssClass, .outlet:
            guard let name else { return nil }
            let declared = attribute.kind == .value ? Array(controller.values.keys) : Array(attribute.kind == .cssClass ? controller.classes : controller.outlets)
            if case .found = DeclaredName.match(name, among: declared, dasherized: attribute.kind != .outlet) { return nil }
            var result = UndeclaredMember(quoted: "`\(name)`")
            if let meant = nearest(name, among: declared, dasherized: attribute.kind != .outlet) {
                // `data-<identifier>-<name>-value`: the name right after the identifier and its dash.
                let nameRange = SourceRange(start: identifierRange.end + 1, end: identifierRange.end + 1 + name.utf8.count)
                result.nearMiss = (name, nameRange.end <= attribute.attribute.nameRange.end ? nameRange : nil, meant)
            }
            return result
        default:
            return nil
        }
    }
}

/// Whether anything on a page may use an identifier beyond mounting it: a target, action,
/// value, class, outlet or param of it. Read from the template's own attributes (an action or
/// member attribute whose value is partly computed may name it), and by a byte search in every
/// other template (a partial rendered inside, the layout), the app's Ruby under `app/` (a
/// component's `data:` hash) and its scripts (`static outlets`, `getControllerForElementAndIdentifier`):
/// `sessions#`, a member attribute or key (`sessions-target`, `sessions_email_value`), or the
/// quoted identifier in a script that looks controllers up by identifier counts, so only an
/// identifier nothing names is taken as unused.
enum PageUse {
    static func mayUse(_ identifier: String, in context: RuleContext) -> Bool {
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) {
                switch attribute.kind {
                case .controller, .bridge:
                    continue
                case .action:
                    guard let value = attribute.attribute.value else { continue }
                    if value.hasUnknownParts { return true }
                    if value.possibleTokens.contains(where: { ActionDescriptor(token: $0.text, range: $0.range).identifier?.text == identifier }) { return true }
                case .target, .value, .cssClass, .outlet, .param, .legacyTarget:
                    if attribute.identifier == identifier || (attribute.kind == .outlet && attribute.name == identifier) { return true }
                    if attribute.kind == .legacyTarget, attribute.attribute.value?.staticText?.hasPrefix(identifier + ".") != false { return true }
                }
            }
        }
        let rubyForm = String(identifier.map { $0 == "-" ? "_" : $0 })
        let action = Array((identifier + "#").utf8)
        let attributePrefix = Array((identifier + "-").utf8)
        let keyPrefix = Array((rubyForm + "_").utf8)
        let quoted = ["\"", "'", "`"].map { Array(($0 + identifier + $0).utf8) }
        func namesMember(_ bytes: [UInt8]) -> Bool {
            namesAction(action, in: bytes) || memberName(startingWith: attributePrefix, in: bytes)
                || memberName(startingWith: keyPrefix, in: bytes, asKey: true)
        }
        let path = context.template.file.path
        // The template's own text too: a `data:` hash given to a helper bridgelint does not read.
        if namesMember(context.template.file.bytes) { return true }
        let words = [identifier + "#", identifier + "-", rubyForm + "_"]
        if words.contains(where: { context.corpus.anyTemplate(otherThan: path, contains: $0, where: namesMember) }) { return true }
        if context.project.controllers.controllers.contains(where: { $0.outlets.contains(identifier) }) { return true }
        return context.corpus.rubyContains(where: namesMember)
            || context.corpus.scriptsContain(where: { bytes in
                namesMember(bytes) || quoted.contains { ByteSearch.contains($0, in: bytes) } && lookups.contains { ByteSearch.contains($0, in: bytes) }
            })
    }

    /// What a script that looks a controller up by its identifier writes: a quoted identifier
    /// elsewhere (`'content'`, a React prop's key) names no controller.
    private static let lookups = ["getControllerForElementAndIdentifier", "outlets"].map { Array($0.utf8) }

    /// Words a member of a controller is named by, after its identifier and a `-` (`_` in Ruby):
    /// `target`, `<name>-value`, `<name>_class`, `<name>-outlet`, `<name>-param`.
    private static let memberKinds = ["target", "value", "class", "outlet", "param"].map { Array($0.utf8) }

    /// Whether `prefix` (`new-deal-`, `new_deal_`) starts a member attribute or key somewhere
    /// in `bytes`: the word it begins ends in a member kind (`new-deal-target`,
    /// `new_deal_total_value`), or goes on in ERB or interpolation (`new-deal-<%= x %>-value`,
    /// `"new_deal_#{name}_class"`), where any member may be named. A route helper
    /// (`new_deal_path`) or a longer identifier's action (`new-deal-form#submit`) is not one.
    /// `asKey`: the word names a member only as a hash key or symbol (`new_deal_total_value:`,
    /// `:new_deal_target`, `"new_deal_target"`), as Rails turns a `data:` key's `_` into `-`: a
    /// method named so (`def sidebar_active_class`) is not one.
    static func memberName(startingWith prefix: [UInt8], in bytes: [UInt8], asKey: Bool = false) -> Bool {
        var from = 0
        while let start = ByteSearch.firstIndex(of: prefix, in: bytes, from: from) {
            guard startsIdentifier(at: start, in: bytes) else {
                from = start + 1
                continue
            }
            var end = start + prefix.count
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, computedParts.contains(where: { $0[0] == bytes[end] && $0[1] == bytes[end + 1] }) { return true }
            let word = bytes[(start + prefix.count)..<end]
            for kind in memberKinds where word.count >= kind.count && word.suffix(kind.count).elementsEqual(kind) {
                let before = word.count - kind.count
                guard before == 0 || [UInt8(ascii: "-"), UInt8(ascii: "_")].contains(word[word.startIndex + before - 1]) else { continue }
                if !asKey || isKey(from: start, to: end, in: bytes) { return true }
            }
            from = start + 1
        }
        return false
    }

    /// Whether the word from `start` to `end` is written as a hash key or symbol: `word:` (not
    /// `word::`), `:word`, or in quotes.
    private static func isKey(from start: Int, to end: Int, in bytes: [UInt8]) -> Bool {
        let colon = UInt8(ascii: ":")
        let quotes = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        if end < bytes.count, bytes[end] == colon { return end + 1 == bytes.count || bytes[end + 1] != colon }
        if start > 0, bytes[start - 1] == colon || quotes.contains(bytes[start - 1]) { return true }
        return end < bytes.count && quotes.contains(bytes[end])
    }

    /// Whether `action` (`form#`) starts an action descriptor's identifier somewhere in `bytes`
    /// (see `startsIdentifier`): `request-form#select` names `request-form`, not `form`.
    static func namesAction(_ action: [UInt8], in bytes: [UInt8]) -> Bool {
        var from = 0
        while let start = ByteSearch.firstIndex(of: action, in: bytes, from: from) {
            if startsIdentifier(at: start, in: bytes) { return true }
            from = start + 1
        }
        return false
    }

    /// Whether an identifier may start at `offset`: what comes before it cannot be part of a
    /// longer identifier (a letter, digit, `-` or `_`), except the `data-` (`data_`) of an
    /// attribute name or key. So `form-` in `request-form-target` or `admin--form-target` is
    /// another controller's member, not one of `form`.
    static func startsIdentifier(at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0 else { return true }
        if !isWordByte(bytes[offset - 1]) { return true }
        guard offset >= 5, bytes[offset - 1] == UInt8(ascii: "-") || bytes[offset - 1] == UInt8(ascii: "_"),
              bytes[(offset - 5)..<(offset - 1)].map({ $0 | 0x20 }) == Array("data".utf8) else { return false }
        return offset == 5 || !isWordByte(bytes[offset - 6])
    }

    /// Where a name goes on computed: ERB, Ruby and JavaScript interpolation.
    private static let computedParts = ["<%", "#{", "${"].map { Array($0.utf8) }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}

/// Where Stimulus' conventions put a controller's file.
enum ControllerNaming {
    /// `bridge--nav` -> `app/javascript/controllers/bridge/nav_controller.js`.
    static func path(for identifier: String) -> String {
        "app/javascript/controllers/" + relativePath(for: identifier)
    }

    /// `bridge--nav` -> `bridge/nav_controller.js`, below a controllers folder.
    static func relativePath(for identifier: String) -> String {
        let parts = identifier.components(separatedBy: "--").map { String($0.map { $0 == "-" ? "_" : $0 }) }
        return parts.joined(separator: "/") + "_controller.js"
    }

    /// Where to create the controller `identifier`: in the folder the app's own controller
    /// files are named from (`app/javascript/admin/controllers/` for its `tabs_controller.js`,
    /// `tabs`), said as a path; with several such folders, the page's entry point loads some of
    /// them only, so they are listed (most controllers first); with none, Stimulus' default.
    static func creation(of identifier: String, among controllers: [StimulusController]) -> String {
        let relative = relativePath(for: identifier)
        let folders = rootFolders(of: controllers)
        guard folders.count > 1 else { return "`\(folders.first ?? "app/javascript/controllers/")\(relative)`" }
        let listed = folders.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (folders.count > 3 ? ", …" : "")
        return "`\(relative)` in the controllers folder this page's entry point loads (\(listed))"
    }

    /// What a new controller file needs besides its file where the app registers its controllers
    /// one by one (every controller file of its folders is registered by a `register` call, as a
    /// manifest does): registering, in the file that registers them. Empty where a loader may
    /// load it, or the files are registered in several files.
    static func registrationStep(_ catalog: ControllerCatalog) -> String {
        let folders = rootFolders(of: catalog.controllers)
        // Named from their paths or by the calls that register them (`register("secure_records", ...)`).
        let files = catalog.controllers.filter { controller in
            if case .package = controller.origin { return false }
            return folders.contains { controller.path.hasPrefix($0) }
        }
        var registering: Set<String> = []
        for file in files {
            guard let registration = catalog.registrations.first(where: { $0.classPath == file.path }) else { return "" }
            registering.insert(registration.path)
        }
        guard registering.count == 1, let path = registering.first else { return "" }
        return path.hasSuffix("app/javascript/controllers/index.js")
            ? " and register it in `\(path)` (`bin/rails stimulus:manifest:update` rewrites that manifest)"
            : " and register it in `\(path)` beside the others"
    }

    /// The folders the app's controller files are named from, most controllers first: each
    /// file's path without the part its identifier names (`tabs_controller.js`). Packages' and
    /// vendored files are not the app's.
    static func rootFolders(of controllers: [StimulusController]) -> [String] {
        var counts: [String: Int] = [:]
        for controller in controllers {
            if case .package = controller.origin { continue }
            guard !controller.path.contains("node_modules/"), !controller.path.hasPrefix("vendor/"), !controller.path.contains("/vendor/") else { continue }
            let stem = String(relativePath(for: controller.identifier).dropLast(".js".count))
            let path = controller.path
            guard let dot = path.lastIndex(of: "."), path[..<dot].hasSuffix(stem) || path[..<dot].hasSuffix(stem.replacingOccurrences(of: "_controller", with: "-controller")) else { continue }
            let folder = String(path[..<dot].dropLast(stem.count))
            guard folder.isEmpty || folder.hasSuffix("/") else { continue }
            counts[folder, default: 0] += 1
        }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }
}
