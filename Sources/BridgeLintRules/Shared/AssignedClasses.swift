import BridgeLintCore
import BridgeLintProject

/// The classes the app's Ruby assigns to a variable by name: `@user_form = Report.new(...)`,
/// `report = Report.find(params[:id])`, `@todo ||= Todo.create`. A form object's model is
/// found from its name (`user_form` -> `UserForm`); an assignment of another class to that name
/// shows the name proves nothing.
enum AssignedClasses {
    /// What an assignment gives its variable, as far as its right-hand side tells.
    enum Value: Hashable {
        /// A record of this class (last part of the constant): `Report.new`, `todos.find(id)`.
        case record(String)
        /// Anything else: a literal (`''`, `nil`, `[]`, `{}`), `params[:x]`, a method call or a
        /// variable whose class the code does not show.
        case unknown
    }

    /// What `files` assign to `variable` (`@user_form`, `user_form`: taken as one name unless
    /// `instanceVariableOnly`), assignment by assignment (`=`, `||=`). A variable assigned as
    /// one of several (`@a, @user_form = ...`) gets a value the code does not pair up: unknown.
    static func values(assignedTo variable: String, in files: [(path: String, bytes: [UInt8])],
                       instanceVariableOnly: Bool = false) -> Set<Value> {
        Set(assignments(to: variable, in: files).filter { !instanceVariableOnly || $0.isInstanceVariable }.map(\.value))
    }

    /// One assignment of a variable: where, whether to the instance variable (`@x`) or the
    /// local (`x`), and what it gives.
    struct Assignment: Hashable {
        var path: String
        var isInstanceVariable: Bool
        var value: Value
    }

    /// Every assignment of `variable` (`@user_form` and `user_form` alike) in `files`, each file
    /// that names it lexed once.
    static func assignments(to variable: String, in files: [(path: String, bytes: [UInt8])]) -> Set<Assignment> {
        let name = String(variable.drop { $0 == "@" || $0 == ":" })
        guard !name.isEmpty else { return [] }
        let needle = Array(name.utf8)
        var result: Set<Assignment> = []
        for file in files where ByteSearch.contains(needle, in: file.bytes) {
            let tokens = RubyLexer.tokens(of: file.bytes)
            for (index, token) in tokens.enumerated() where index + 2 < tokens.count {
                guard token.text == "@" + name || token.text == name,
                      token.kind == .identifier || token.kind == .variable,
                      tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation("||=") else { continue }
                var start = index + 2
                while start + 1 < tokens.count, tokens[start].kind == .newline { start += 1 }
                let value: Value
                if index > 0, tokens[index - 1].isPunctuation(",") {
                    value = .unknown
                } else if let constant = constant(startingAt: start, in: tokens) ?? associationClass(startingAt: start, in: tokens) {
                    value = .record(constant)
                } else {
                    value = .unknown
                }
                result.insert(Assignment(path: file.path, isInstanceVariable: token.text.hasPrefix("@"), value: value))
            }
        }
        return result
    }

    /// Methods that give a record of their receiver's class: `todos.new`, `todos.find(id)`.
    private static let recordMethods: Set<String> = [
        "new", "build", "create", "create!", "find", "find_by", "find_by!", "first", "last", "take",
        "find_or_initialize_by", "find_or_create_by", "first_or_initialize",
    ]

    /// The class an association call gives by Rails' naming (`current_user.todos.find(id)` ->
    /// `Todo`, `@image.container_images.new` -> `ContainerImage`): the association just before
    /// the first record method of a chain of names. Nil for another expression.
    private static func associationClass(startingAt start: Int, in tokens: [RubyToken]) -> String? {
        var index = start
        var previous: String?
        while index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .variable {
            let name = tokens[index].text
            if let association = previous, recordMethods.contains(name) {
                guard association.first?.isLowercase == true else { return nil }
                return Inflection.camelize(Inflection.singularize(association))
            }
            previous = tokens[index].kind == .identifier ? name : nil
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(".") || tokens[index + 1].isPunctuation("&.") else { return nil }
            index += 2
        }
        return nil
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
