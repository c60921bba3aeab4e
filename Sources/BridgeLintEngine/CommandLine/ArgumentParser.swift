import BridgeLintCore
import Foundation

/// A usage mistake on the command line: exit code 2, with the message and a hint.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The parsed words of a command line: positional arguments, `--flag`s and `--option value`s.
/// Small on purpose; options are declared by the command that reads them.
public struct ParsedArguments: Sendable, Equatable {
    public var positional: [String] = []
    public var flags: Set<String> = []
    /// The last value of each option given.
    public var options: [String: String] = [:]
    /// Every value of each option, in order: list options (`--select a --select b`) read them all.
    public var optionValues: [String: [String]] = [:]

    /// Parses `arguments` for a command that accepts `flags` and `valueOptions` (names without
    /// the leading `--`). `--name=value` and `--name value` both work; `--` ends options.
    public static func parse(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let body = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : String(argument.dropFirst())
            let parts = body.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? ""
            if knownFlags.contains(name), parts.count == 1 {
                result.flags.insert(name)
            } else if knownOptions.contains(name) {
                let value: String
                if parts.count == 2 {
                    value = parts[1]
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option `--\(name)` needs a value")
                }
                result.options[name] = value
                result.optionValues[name, default: []].append(value)
            } else {
                let known = knownFlags.union(knownOptions)
                let hint = StringDistance.suggestions(for: name, among: known, limit: 1).first.map { " (did you mean `--\($0)`?)" } ?? ""
                throw UsageError("unknown option `\(argument)`\(hint)")
            }
        }
        return result
    }

    /// The comma-separated items of every value of list option `name`, in order (empty when
    /// not given), or nil when the option was not given at all.
    public func list(_ name: String) -> [String]? {
        optionValues[name].map { values in
            values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// The value of option `name`, which must be one of `allowed`.
    public func choice(_ name: String, allowed: [String], default defaultValue: String) throws(UsageError) -> String {
        guard let value = options[name] else { return defaultValue }
        guard allowed.contains(value) else {
            throw UsageError("`--\(name)` must be one of \(allowed.joined(separator: ", ")); got `\(value)`")
        }
        return value
    }
}
