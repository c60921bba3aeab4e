import Testing
@testable import BridgeLintProject

/// The chains of string and array methods an app's loop names a file with are evaluated with
/// JavaScript's semantics, and any other code is not read.
@Suite struct PathNameChainTests {
    private func name(_ expression: String, of path: String) -> String? {
        let source = JavaScriptSource(path: "a.js", bytes: Array("const name = \(expression)\n".utf8))
        return PathNameChain.read(in: source, at: 3, parameter: "path")?.name(of: path)
    }

    @Test(arguments: [
        ("path.split('/').at(-1).replace('_controller.js', '')", "admin/list_controller.js", "list"),
        ("path.split('/').slice(-2).join('--').replace(/\\.js$/, '')", "a/b/c.js", "b--c.js".replacingOccurrences(of: ".js", with: "")),
        ("path.replace(/^\\.\\//, '').replace(/\\//g, '--').replace('.js', '')", "./a/b.js", "a--b"),
        ("path.replace('_', '-')", "a_b_c", "a-b_c"),
        ("path.replaceAll('_', '-')", "a_b_c", "a-b-c"),
        ("path.replace(/_/g, '-').toLowerCase()", "A_B", "a-b"),
        ("path.split('/').shift()", "x/y", "x"),
        ("path.slice(2, -3)", "./ab.js", "ab"),
        // An anchored pattern that does not match leaves the text alone.
        ("path.replace(/\\.ts$/, '')", "a.js", "a.js"),
    ])
    func evaluatesTheChain(expression: String, path: String, expected: String) {
        #expect(name(expression, of: path) == expected)
    }

    @Test(arguments: [
        "path.split('/').map(upcase).join('-')",
        "path.replace(/[a-z]+/, '')",
        "path.replace(/_/gi, '-')",
        "path.replace('_', '$&-')",
        "path + '-x'",
        "other.split('/')",
        "path.split(separator)",
    ])
    func codeItDoesNotReadIsNoChain(expression: String) {
        #expect(name(expression, of: "a_b.js") == nil)
    }

    /// A chain that ends in a list, or an element past its end, names nothing.
    @Test func aChainThatGivesNoTextNamesNothing() {
        #expect(name("path.split('/')", of: "a/b") == nil)
        #expect(name("path.split('/')[5]", of: "a/b") == nil)
        #expect(name("path.replace('a.js', '')", of: "a.js") == nil)
    }
}
