/// The templates a run lints, as absolute paths, kept as the repository's listing names them:
/// a path under the root is held root-relative, sharing the listing's string, and made
/// absolute when read. (A list of absolute paths took a string of its own for every template
/// while the run lasted: 2.5 MB at 20,000 templates, issue 21.)
public struct TemplatePaths: RandomAccessCollection, Sendable {
    /// What the held relative paths are read after (the root and `/`); empty when every path
    /// is held as given.
    private let prefix: String
    /// Each path without `prefix`, or as given when it did not start with it (a file outside
    /// the root). A path held without the prefix never starts with `/`.
    private let held: [String]

    /// `paths` as given.
    public init(_ paths: [String]) {
        prefix = ""
        held = paths
    }

    /// The paths `root + "/" + path` of the root-relative `relativePaths`, and the absolute
    /// `outside` paths, each once, sorted as their absolute paths are.
    init(root: String, relativePaths: Set<String>, outside: Set<String>) {
        prefix = root + "/"
        held = (Array(relativePaths) + outside).sorted { first, second in
            // Relative paths share the prefix: their order is that of what follows it.
            first.hasPrefix("/") || second.hasPrefix("/") ? Self.path(first, prefix: root + "/") < Self.path(second, prefix: root + "/") : first < second
        }
    }

    private init(prefix: String, held: [String]) {
        self.prefix = prefix
        self.held = held
    }

    public var startIndex: Int { held.startIndex }
    public var endIndex: Int { held.endIndex }

    public subscript(position: Int) -> String {
        Self.path(held[position], prefix: prefix)
    }

    private static func path(_ held: String, prefix: String) -> String {
        held.hasPrefix("/") ? held : prefix + held
    }

    /// The paths (absolute) for which `isIncluded` is true, in order.
    func subset(where isIncluded: (String) -> Bool) -> TemplatePaths {
        TemplatePaths(prefix: prefix, held: indices.filter { isIncluded(self[$0]) }.map { held[$0] })
    }

    /// These paths, then `others`.
    func followed(by others: TemplatePaths) -> TemplatePaths {
        guard !others.isEmpty else { return self }
        guard prefix == others.prefix else { return TemplatePaths(Array(self) + Array(others)) }
        return TemplatePaths(prefix: prefix, held: held + others.held)
    }
}
