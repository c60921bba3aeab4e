// swift-tools-version:6.0
import PackageDescription

/// bridgelint: a linter for Hotwire Native bridge and Stimulus markup in Rails templates.
///
/// Modules, in the direction data flows: Core (source text, positions, diagnostics) ->
/// Template (ERB + HTML + Rails helpers -> element tree) and Project (the app's controllers,
/// native components, schema, configuration) -> Rules -> Reporters; Engine discovers files and
/// runs everything in parallel; LanguageServer serves editors over LSP; `bridgelint` is the
/// thin command-line front end.
let package = Package(
    name: "bridgelint",
    products: [
        .executable(name: "bridgelint", targets: ["bridgelint"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "BridgeLintCore"),
        .target(name: "BridgeLintTemplate", dependencies: ["BridgeLintCore", "CLibXML2"]),
        .target(name: "BridgeLintProject", dependencies: ["BridgeLintCore", "CYAML"]),
        // A template's tree as a libxml2 document, and the CSS and XPath selectors run on it.
        .target(name: "BridgeLintSelectors", dependencies: ["BridgeLintCore", "BridgeLintTemplate", "CLibXML2"]),
        // Where each template is rendered: partials, layouts, components (scope across files).
        .target(name: "BridgeLintGraph", dependencies: ["BridgeLintCore", "BridgeLintTemplate", "BridgeLintProject"]),
        .target(name: "BridgeLintRules", dependencies: ["BridgeLintCore", "BridgeLintTemplate", "BridgeLintProject", "BridgeLintGraph", "BridgeLintSelectors"]),
        .target(name: "BridgeLintReporters", dependencies: ["BridgeLintCore", "BridgeLintTemplate"]),
        .target(
            name: "BridgeLintEngine",
            dependencies: ["BridgeLintCore", "BridgeLintTemplate", "BridgeLintProject", "BridgeLintRules", "BridgeLintReporters", "BridgeLintGraph", "BridgeLintBuildCommit"]
        ),
        // The git commit bridgelint is built from, for `bridgelint --version`.
        .target(name: "BridgeLintBuildCommit", plugins: ["BuildCommit"]),
        // Writes that commit: a build command, rerun in every build after a commit, a checkout
        // or an edit of the sources.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .target(name: "BridgeLintLanguageServer", dependencies: ["BridgeLintCore", "BridgeLintTemplate", "BridgeLintProject", "BridgeLintRules", "BridgeLintReporters", "BridgeLintEngine", "BridgeLintGraph"]),
        .executableTarget(name: "bridgelint", dependencies: ["BridgeLintEngine", "BridgeLintLanguageServer"]),
        // What the test targets share: the scratch folder their temporary files go in.
        .target(name: "BridgeLintTestSupport", path: "Tests/BridgeLintTestSupport"),
        .testTarget(name: "BridgeLintCoreTests", dependencies: ["BridgeLintCore"]),
        .testTarget(name: "BridgeLintTemplateTests", dependencies: ["BridgeLintTemplate"]),
        .testTarget(name: "BridgeLintProjectTests", dependencies: ["BridgeLintProject"]),
        .testTarget(name: "BridgeLintSelectorsTests", dependencies: ["BridgeLintSelectors", "BridgeLintTemplate", "BridgeLintCore"]),
        .testTarget(name: "BridgeLintGraphTests", dependencies: ["BridgeLintGraph", "BridgeLintProject", "BridgeLintTemplate", "BridgeLintCore"]),
        .testTarget(name: "BridgeLintRulesTests", dependencies: ["BridgeLintRules", "BridgeLintEngine", "BridgeLintReporters"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeLintReportersTests", dependencies: ["BridgeLintReporters", "BridgeLintCore"]),
        .testTarget(name: "BridgeLintLanguageServerTests", dependencies: ["BridgeLintLanguageServer", "BridgeLintCore", "bridgelint", "BridgeLintTestSupport"]),
        .testTarget(name: "BridgeLintCLITests", dependencies: ["bridgelint", "BridgeLintEngine", "BridgeLintProject", "BridgeLintReporters", "BridgeLintRules", "BridgeLintSelectors", "BridgeLintTemplate", "BridgeLintCore", "BridgeLintTestSupport"], exclude: ["Fixtures"]),
    ]
)
