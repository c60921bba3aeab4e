import BridgeLintCore

/// The classes the app's Ruby assigns to a variable by name: `@user_form = Report.new(...)`,
/// `report = Report.find(params[:id])`, `@todo ||= Todo.create`. A form object's model is
/// found from its name (`user_form` -> `UserForm`); an assignment of another class to that name
/// shows the name proves nothing.
enum AssignedClasses {
    /// The constants (last part: `Report` for `Admin::Report.new`) assigned to `variable`
    /// (`@user_form`, `user_form`; an instance variable and a local of the same name are taken
    /// as one, since a controller's `@x` reaches partials as the local `x`) in `files`.
    static func classes(assignedTo variable: String, in files: [(path: String, bytes: [UInt8])]) -> Set<String> {
        let name = String(variable.drop { $0 == "@" || $0 == ":" })
        guard !name.isEmpty else { return [] }
        let needle = Array(name.utf8)
        var classes: Set<String> = []
        for file in files where ByteSearch.contains(needle, in: file.bytes) {
            let tokens = RubyLexer.tokens(of: file.bytes)
            for (index, token) in tokens.enumerated() where index + 2 < tokens.count {
                guard token.text == name || token.text == "@" + name,
                      token.kind == .identifier || token.kind == .variable,
                      tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation("||=") else { continue }
                if let constant = constant(startingAt: index + 2, in: tokens) { classes.insert(constant) }
            }
        }
        return classes
    }

    /// The last part of the constant path at `start` (`Admin::Report` -> `Report`), when it is
    /// the receiver of a call (`.new`, `.find`, `.where(...).first`).
    private static func constant(startingAt start: Int, in tokens: [RubyToken]) -> String? {
        var index = start
        if tokens[index].isPunctuation("::") { index += 1 }
        var last: String?
        while index < tokens.count, tokens[index].kind == .identifier, tokens[index].text.first?.isUppercase == true {
            last = tokens[index].text
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("::") else { break }
            index += 2
        }
        guard let last, index + 1 < tokens.count, tokens[index + 1].isPunctuation(".") || tokens[index + 1].isPunctuation("&.") else { return nil }
        return last
    }
}
