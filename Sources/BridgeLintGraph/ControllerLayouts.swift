import BridgeLintCore
import Foundation

/// Which layout each controller renders its pages in, read from `app/controllers/**/*.rb`
/// the way Rails chooses it (PROTOCOL §7.9): the nearest `layout "name"` up the class chain,
/// else the first `layouts/<controller_path>` that exists up the chain.
struct ControllerLayouts: Sendable {
    /// What one controller file declares.
    struct Declaration: Sendable {
        /// `Admin::BaseController` as written after `<`.
        var superclass: String?
        var layout: Layout
        /// Actions whose body sets a content type other than HTML's for the response
        /// (`response.headers["Content-Type"] = "text/xml"`, `render content_type: "application/rss+xml"`):
        /// their templates render XML or another format, not HTML.
        var nonHTMLActions: Set<String> = []
    }

    enum Layout: Sendable, Equatable {
        /// No `layout` call, or `layout nil`: the implied `layouts/<controller_path>` lookup.
        case implied
        /// `layout "admin"`: the virtual path `layouts/admin`.
        case named(String)
        /// `layout false`, a method, a proc, `only:`/`except:`, or a `render ... layout:` in an
        /// action: the layout depends on the request.
        case dynamic
    }

    /// By app root (the folder holding `app/`, `""` or `augment/`), then controller path
    /// (`admin/posts`): a repository holding another app deeper has controllers of the same
    /// path in each.
    private let declarations: [String: [String: Declaration]]

    /// `sources`: the app's Ruby files (root-relative path and text), of which the controllers
    /// under an `app/controllers/` are read, by `work`.
    init(sources: [(path: String, bytes: [UInt8])], work: SharedWork) {
        let controllers = sources.compactMap { source -> (root: String, path: String, bytes: [UInt8])? in
            guard source.path.hasSuffix("_controller.rb"), let (root, path) = Self.split(source.path) else { return nil }
            return (root, String(path.dropLast("_controller.rb".count)), source.bytes)
        }
        let read = work.map(controllers.count) { ControllerLayouts.read(String(decoding: controllers[$0].bytes, as: UTF8.self)) }
        var declarations: [String: [String: Declaration]] = [:]
        for (source, declaration) in zip(controllers, read) {
            declarations[source.root, default: [:]][source.path] = declaration
        }
        self.declarations = declarations
    }

    /// The app root and the path below `app/controllers/` of a root-relative Ruby path; nil
    /// when it is not below one.
    static func split(_ path: String) -> (root: String, path: String)? {
        let root = root(of: path)
        let rest = path.dropFirst(root.count)
        guard rest.hasPrefix("app/controllers/") else { return nil }
        return (root, String(rest.dropFirst("app/controllers/".count)))
    }

    /// The app root of a root-relative template or Ruby path: the folders before its first
    /// `app/` folder (`augment/` for `augment/app/views/x.html.erb`), `""` when none.
    static func root(of path: String) -> String {
        if path.hasPrefix("app/") { return "" }
        guard let range = path.range(of: "/app/") else { return "" }
        return String(path[..<range.lowerBound]) + "/"
    }

    private static func read(_ text: String) -> Declaration {
        var declaration = Declaration(superclass: nil, layout: .implied)
        var method: String?
        for rawLine in text.lines {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("def ") {
                let name = line.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" }
                method = name.isEmpty || line.dropFirst(4).hasPrefix("self.") ? nil : String(name)
            }
            if let method, let type = contentTypeSet(in: line), !type.hasPrefix("text/html") {
                declaration.nonHTMLActions.insert(method)
            }
            if declaration.superclass == nil, line.hasPrefix("class "), let less = line.range(of: "<") {
                declaration.superclass = line[less.upperBound...].split(separator: " ").first.map(String.init)
            } else if line.hasPrefix("layout ") || line.hasPrefix("layout(") {
                let argument = line.dropFirst("layout".count).trimmingCharacters(in: CharacterSet(charactersIn: " ("))
                if argument.hasPrefix("nil") {
                    declaration.layout = .implied
                } else if let quote = argument.first, quote == "\"" || quote == "'",
                          let close = argument.dropFirst().firstIndex(of: quote), !argument.contains("only:"), !argument.contains("except:") {
                    let name = String(argument[argument.index(after: argument.startIndex)..<close])
                    declaration.layout = name.contains("#{") ? .dynamic : .named(name.contains("layouts") ? name : "layouts/" + name)
                } else {
                    declaration.layout = .dynamic
                }
            } else if line.contains("layout:") {
                declaration.layout = .dynamic
            }
        }
        return declaration
    }

    /// The MIME type a line sets for the response, when it is a literal:
    /// `response.headers["Content-Type"] = "text/xml"`, `response.content_type = 'application/rss+xml'`,
    /// `headers['Content-Type'] = …`, `render …, content_type: "text/xml"` (or `:content_type =>`).
    private static func contentTypeSet(in line: String) -> String? {
        let lowered = line.lowercased()
        guard let key = lowered.range(of: "content_type") ?? lowered.range(of: "content-type") else { return nil }
        let rest = lowered[key.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == "]" }.drop { $0 == " " || $0 == ":" || $0 == "=" || $0 == ">" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.contains("/") ? String(value) : nil
    }

    /// Whether the action `action` of the controller at `controllerPath` (in the app at `root`) sets a content type
    /// other than HTML's for its response, in its own body.
    func setsNonHTMLContentType(_ controllerPath: String, action: String, root: String) -> Bool {
        declarations[root]?[controllerPath]?.nonHTMLActions.contains(action) ?? false
    }

    /// The layout virtual path pages of `controllerPath` render in; nil when it cannot be known
    /// (no such controller, a dynamic layout, an unknown superclass).
    func layout(for controllerPath: String, root: String, layoutExists: (String) -> Bool) -> String? {
        guard let chain = chain(of: controllerPath, root: root) else { return nil }
        if let declared = chain.first(where: { $0.declaration.layout != .implied })?.declaration.layout {
            if case .named(let name) = declared { return name }
            return nil
        }
        return chain.map { "layouts/" + $0.path }.first(where: layoutExists)
    }

    /// The view folders Rails looks up a partial name without a folder in, for the controller at
    /// `controllerPath` (its `_prefixes`: `admin/posts`, then its superclasses' paths up to
    /// `ActionController::Base`); nil when the chain cannot be followed.
    func prefixes(for controllerPath: String, root: String) -> [String]? {
        chain(of: controllerPath, root: root)?.map(\.path)
    }

    /// Whether the controller at `controllerPath` inherits from the one at `ancestor`, up its
    /// superclasses as far as they are app controllers; a superclass written with the
    /// ancestor's class name (`< ::Shop::ProductsController`) counts, resolved or not.
    func inherits(_ controllerPath: String, from ancestor: String, root: String) -> Bool {
        let ancestorName = ViewPath.camelize(String(ancestor.split(separator: "/").last ?? "")) + "Controller"
        var current = (root: root, path: controllerPath)
        var seen: Set<String> = []
        while seen.insert(current.root + current.path).inserted, let superclass = declarations[current.root]?[current.path]?.superclass {
            if superclass.split(separator: ":").last.map(String.init) == ancestorName { return true }
            guard let parent = resolve(superclass, from: current.path, root: current.root) else { return false }
            if parent.path == ancestor, parent.root == root { return true }
            current = parent
        }
        return false
    }

    /// The controllers whose superclass chain reaches the class `base` (a class of a gem, not
    /// an app controller), by controller path, each with the one of its chain that inherits `base`
    /// itself (`admin/application` for `admin/posts`). A
    /// superclass written inside its namespace (`BaseController` in `madmin/`) names `base` when
    /// no app controller of that name is nearer.
    func descendants(of base: String) -> [(path: String, heir: String)] {
        func isBase(_ superclass: String, from path: String) -> Bool {
            let name = superclass.hasPrefix("::") ? String(superclass.dropFirst(2)) : superclass
            if name == base { return true }
            let namespace = path.split(separator: "/").dropLast().map { ViewPath.camelize(String($0)) }
            return (0..<namespace.count).contains { (namespace[...$0] + [name]).joined(separator: "::") == base }
        }
        return declarations.keys.sorted().flatMap { root in
            (declarations[root] ?? [:]).keys.sorted().compactMap { start -> (path: String, heir: String)? in
                var current = (root: root, path: start)
                var seen: Set<String> = []
                while seen.insert(current.root + current.path).inserted, let superclass = declarations[current.root]?[current.path]?.superclass {
                    if let parent = resolve(superclass, from: current.path, root: current.root) {
                        current = parent
                    } else {
                        return isBase(superclass, from: current.path) ? (start, current.path) : nil
                    }
                }
                return nil
            }
        }
    }

    /// The controller and its superclasses, up to one from `ActionController::`; nil when one
    /// is not an app controller bridgelint read.
    private func chain(of controllerPath: String, root: String) -> [(path: String, declaration: Declaration)]? {
        var chain: [(path: String, declaration: Declaration)] = []
        var seen: Set<String> = []
        var current: (root: String, path: String)? = (root, controllerPath)
        while let (root, path) = current, chain.count < 64, seen.insert(root + path).inserted {
            guard let declaration = declarations[root]?[path] else { return nil }
            chain.append((path, declaration))
            guard let superclass = declaration.superclass else { return nil }
            if superclass.hasPrefix("ActionController::") { break }
            current = resolve(superclass, from: path, root: root)
            if current == nil { return nil }
        }
        return chain
    }

    /// The controller path a superclass constant names, looked up from the namespace of `path`
    /// outwards (`BaseController` inside `admin/` is `admin/base` when that exists). Never the
    /// class itself: Ruby reads the superclass before the class it defines exists, so
    /// `Admin::ApplicationController < ApplicationController` inherits the top-level one.
    ///
    /// In the app at `root`, else in the top app (`""`): an engine's controllers may inherit the
    /// app's.
    private func resolve(_ superclass: String, from path: String, root: String) -> (root: String, path: String)? {
        let name = ViewPath.underscore(superclass.hasPrefix("::") ? String(superclass.dropFirst(2)) : superclass)
        guard name.hasSuffix("_controller") else { return nil }
        let base = String(name.dropLast("_controller".count))
        let apps: [String] = root.isEmpty ? [root] : [root, ""]
        for (index, app) in apps.enumerated() {
            var namespace = path.split(separator: "/").dropLast().map(String.init)
            while true {
                let candidate = (namespace + [base]).joined(separator: "/")
                if candidate != path || index > 0, declarations[app]?[candidate] != nil { return (app, candidate) }
                guard !namespace.isEmpty else { break }
                namespace.removeLast()
            }
        }
        return nil
    }
}
