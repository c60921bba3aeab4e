import BridgeLintCore
import Foundation

/// Where a template sits in Rails' view lookup: `app/views/posts/_form.html+phone.erb` is the
/// partial `posts/_form` of the view root `app/views/`; `app/components/card_component.html.erb`
/// is the template of `CardComponent`.
struct ViewPath: Hashable, Sendable {
    enum Role: Hashable, Sendable {
        /// A full template rendered by a controller action (`posts/index`).
        case page
        case partial
        /// `layouts/<name>`.
        case layout
        /// A ViewComponent template; the value is the class name (`Admin::CardComponent`).
        case component(String)
        /// A `.turbo_stream.erb` template: its markup lands in whatever page holds the target.
        case stream
        /// A mailer view, or a file outside every view root: rendered where bridgelint cannot see.
        case other
    }

    /// `posts/_form`, `layouts/application` (no extensions); empty for components and others.
    var virtualPath: String { String(virtualPathSlice) }
    /// `virtualPath` as a slice of the path read, which spells it (issue 21: a string of its
    /// own for each template took 1.25 MB of the never-rendered proof's peak at 20,000 templates).
    private let virtualPathSlice: Substring
    let role: Role
    /// A mailer's view or layout (`user_mailer/welcome`, `layouts/mailer`): rendered when a mail
    /// is delivered.
    let isMail: Bool

    init(_ path: String) {
        let name = path.parts(separatedBy: "/").last.map(String.init) ?? path
        let stem = String(name.prefix { $0 != "." })
        let formats = name.parts(separatedBy: ".").dropFirst().map { $0.parts(separatedBy: "+").first.map(String.init) ?? "" }
        if let range = ByteSearch.lastRange(of: "app/views/", in: path) {
            let folder = path[range.upperBound...].parts(separatedBy: "/").dropLast().joined(separator: "/")
            let virtualPath = folder.isEmpty ? stem : folder + "/" + stem
            virtualPathSlice = Self.slice(of: path, from: range.upperBound, spelling: virtualPath)
            isMail = folder.hasSuffix("_mailer") || folder.hasPrefix("layouts/mailer") || virtualPath == "layouts/mailer"
            if formats.contains("turbo_stream") {
                role = .stream
            } else if !formats.isEmpty && !formats.contains("html") && !(formats.count == 1 && formats[0] == "erb") {
                role = .other
            } else if isMail {
                role = .other
            } else if folder == "layouts" || folder.hasPrefix("layouts/") {
                role = stem.hasPrefix("_") ? .partial : .layout
            } else {
                role = stem.hasPrefix("_") ? .partial : .page
            }
        } else if let range = ByteSearch.lastRange(of: "app/components/", in: path) {
            virtualPathSlice = ""
            isMail = false
            var parts = path[range.upperBound...].parts(separatedBy: "/").dropLast().map(String.init)
            // The sidecar folder `card_component/card_component.html.erb` names the class once.
            if parts.last == stem { parts.removeLast() }
            role = stem.hasSuffix("_component") || stem.hasSuffix("component")
                ? .component((parts + [stem]).map(ViewPath.camelize).joined(separator: "::")) : .other
        } else {
            virtualPathSlice = ""
            isMail = false
            role = .other
        }
    }

    /// `written` as the slice of `path` from `start`, where `path` spells it (no `//` left out
    /// between folders); else a copy of its own.
    private static func slice(of path: String, from start: String.Index, spelling written: String) -> Substring {
        guard let end = path.utf8.index(start, offsetBy: written.utf8.count, limitedBy: path.utf8.endIndex) else { return written[...] }
        let slice = path[start..<end]
        return slice == written ? slice : written[...]
    }

    /// Whether a controller action can render this page by its name alone: the last part of the
    /// virtual path is a Ruby method name (`junk-drawer` is none, so only a call naming it
    /// renders that template, in whatever layout that call chooses).
    var namesAnAction: Bool {
        guard let name = virtualPath.parts(separatedBy: "/").last, let first = name.first else { return false }
        return (first == "_" || first.isLetter) && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The folder of the virtual path (`posts` for `posts/_form`).
    var folder: String {
        virtualPath.parts(separatedBy: "/").dropLast().joined(separator: "/")
    }

    static func camelize(_ word: String) -> String {
        word.parts(separatedBy: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `Admin::CardComponent` -> `admin/card_component`.
    static func underscore(_ className: String) -> String {
        className.components(separatedBy: "::").map { part in
            var result = ""
            for (index, character) in part.enumerated() {
                if character.isUppercase, index > 0 { result += "_" }
                result += character.lowercased()
            }
            return result
        }.joined(separator: "/")
    }
}
