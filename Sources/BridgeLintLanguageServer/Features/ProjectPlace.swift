import BridgeLintCore
import BridgeLintProject

/// A place in a project file that an answer points at: by byte range, or by the 1-based line
/// and scalar column the project model records.
struct ProjectPlace: Equatable {
    enum Spot: Equatable {
        case bytes(SourceRange)
        case lineColumn(line: Int, column: Int)
    }

    /// Root-relative, or absolute.
    var path: String
    var spot: Spot

    init(path: String, range: SourceRange) {
        self.path = path
        spot = .bytes(range)
    }

    init(path: String, line: Int, column: Int) {
        self.path = path
        spot = .lineColumn(line: line, column: column)
    }

    init(_ site: DeclarationSite) {
        self.init(path: site.path, range: site.range)
    }

    /// The start of a file.
    init(file path: String) {
        self.init(path: path, range: SourceRange(start: 0, end: 0))
    }
}
