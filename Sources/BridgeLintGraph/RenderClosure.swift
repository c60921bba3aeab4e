import BridgeLintCore
import BridgeLintProject

/// The templates whose render calls can matter to a scope question about one template: the
/// template, every template that may render it, and so on up, plus every layout. A render call
/// always contains a word of what it renders (see `needles(for:)`), so a byte search finds
/// every possible caller without reading any template's ERB: a one-file run then reads the
/// render calls of these templates only.
enum RenderClosure {
    /// Past this share of the app's templates, reading them all costs about the same.
    static let maximumShare = 4
    /// Words searched at most: each search reads every template once.
    static let maximumSearches = 32

    /// The words a render call of the template at `path` contains: a partial's name without
    /// `_` (`render "form"`, `partial: "posts/form"`, `render @forms`) and, when its folder is
    /// an irregular plural (`people/_person`, rendered by `render @people`), the folder, and the
    /// folder followed by an interpolation (`render "people/#{kind}"`); a
    /// component's class name; a page's or a layout's virtual path (`render template:
    /// "layouts/admin"`).
    static func needles(for path: String) -> [String] {
        let view = ViewPath(path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = String(name.prefix { $0 != "." })
        switch view.role {
        case .partial:
            let base = String(stem.drop { $0 == "_" })
            let folder = view.folder.split(separator: "/").last.map(String.init) ?? ""
            // A name computed in its last part keeps its folder: `render "icons/#{name}"`.
            let computed = folder.isEmpty ? [] : [folder + "/#{"]
            return (folder == Inflection.pluralize(base) && !folder.contains(base) ? [base, folder] : [base]) + computed
        case .component(let className):
            return [className.components(separatedBy: "::").last ?? className]
        default:
            return [view.virtualPath.isEmpty ? stem : view.virtualPath]
        }
    }

    /// The templates that may render `start` (root-relative), up to the layouts; nil when they
    /// are more than a `maximumShare`-th of `templates` or take more than `maximumSearches`
    /// words to find.
    static func templates(reaching start: String, in templates: FileTexts) -> Set<String>? {
        var closure: Set<String> = [start]
        for path in templates.paths where ViewPath(path).role == .layout { closure.insert(path) }
        var pending = Array(closure)
        var searched: Set<String> = []
        let limit = max(templates.count / maximumShare, 16)
        while let path = pending.popLast() {
            for needle in needles(for: path) where searched.insert(needle).inserted {
                if searched.count > maximumSearches { return nil }
                let bytes = Array(needle.utf8)
                for template in templates where !closure.contains(template.path) && ByteSearch.contains(bytes, in: template.bytes) {
                    closure.insert(template.path)
                    pending.append(template.path)
                }
                if closure.count > limit { return nil }
            }
        }
        return closure
    }
}
