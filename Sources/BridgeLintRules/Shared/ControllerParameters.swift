import BridgeLintCore

/// The request parameters the app's controllers name themselves: a form field sent under such a
/// name is read by that code (`params[:todo][:owner_uid]`, `params.require(:todo).fetch(:owner_uid)`,
/// `.permit(:owner_uid)` beside `.delete(:owner_uid)`), whether or not the model has it.
enum ControllerParameters {
    /// Whether a Ruby file in a `controllers` folder (`app/controllers/**`, an engine's too)
    /// names `name` as a symbol, a string, a hash key or a word of `%i[]`/`%w[]`, in code (not a
    /// comment). Asked only of a field about to be reported.
    static func areNamed(_ name: String, in files: [(path: String, bytes: [UInt8])]) -> Bool {
        let needle = Array(name.utf8)
        return files.contains { file in
            guard file.path.split(separator: "/").contains("controllers"), ByteSearch.contains(needle, in: file.bytes) else { return false }
            return RubyLexer.tokens(of: file.bytes).contains { token in
                switch token.kind {
                case .symbol, .label, .quotedLabel: token.text == name
                case .string: !token.isInterpolated && token.text == name
                case .wordArray: token.text.split(whereSeparator: \.isWhitespace).contains { $0 == name }
                default: false
                }
            }
        }
    }
}
