import BridgeLintRules

/// `bridgelint completions bash|zsh|fish`: a completion script for the shell, written from
/// the same tables the parser reads (`CheckOptions.all`, `HelpText.commands`, the rule
/// areas), so it cannot fall behind the options. Rule ids are asked of the command being
/// completed when they are needed (`bridgelint rules --format ids`), so the custom rules of the
/// project in the current folder are offered with the built-in ones.
enum CompletionScript {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// `ALL` and the area prefixes, what `--select`, `--extend-select` and `--ignore` take
    /// besides rule ids.
    private static var areas: [String] {
        ["ALL"] + Set(RuleRegistry.ids.compactMap { $0.split(separator: "-").first.map { String($0) + "-" } }).sorted()
    }

    private static var commands: [String] { HelpText.commands.filter { $0 != "help" && $0 != "version" } }

    /// The arguments of the command that prints every rule id, one a line.
    private static let ruleIDs = "rules --format ids 2>/dev/null"

    // MARK: - bash

    static var bash: String {
        let valueCases = CheckOptions.all.filter(\.takesValue).map { option -> String in
            let words = CheckOptions.ruleOptions.contains(option.name) ? (areas + ["$(_bridgelint_rules)"]) : option.values
            let action = CheckOptions.fileOptions.contains(option.name)
                ? "COMPREPLY=($(compgen -f -- \"$cur\"))"
                : "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
            return "        --\(option.name)) \(action); return ;;"
        }.joined(separator: "\n")
        let optionWords = CheckOptions.all.map { "--" + $0.name }.joined(separator: " ")
        return """
        # bash completion for bridgelint. Load it in ~/.bashrc:
        #   source <(bridgelint completions bash)
        _bridgelint_rules() { "${COMP_WORDS[0]}" \(ruleIDs); }
        _bridgelint() {
            local cur="${COMP_WORDS[COMP_CWORD]}"
            local prev=""
            if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
            case "$prev" in
        \(valueCases)
                explain) COMPREPLY=($(compgen -W "$(_bridgelint_rules)" -- "$cur")); return ;;
                completions) COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur")); return ;;
            esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "\(optionWords)" -- "$cur"))
            elif [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$cur") $(compgen -f -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi
        }
        complete -o filenames -F _bridgelint bridgelint

        """
    }

    // MARK: - zsh

    static var zsh: String {
        let specs = CheckOptions.all.map { option -> String in
            let summary = option.summary.replacingOccurrences(of: "'", with: "")
            guard option.takesValue else { return "    '--\(option.name)[\(summary)]'" }
            let action = CheckOptions.fileOptions.contains(option.name) ? "_files"
                : CheckOptions.ruleOptions.contains(option.name) ? "_bridgelint_selectors"
                : option.values.isEmpty ? " " : "(\(option.values.joined(separator: " ")))"
            return "    '--\(option.name)=[\(summary)]:\(option.name):\(action)'"
        }.joined(separator: "\n")
        return """
        #compdef bridgelint
        # zsh completion for bridgelint. Put it on $fpath as _bridgelint:
        #   bridgelint completions zsh > "${fpath[1]}/_bridgelint"
        _bridgelint_rules() {
          local -a ids
          ids=(${(f)"$($words[1] \(ruleIDs))"})
          compadd "$@" -a ids
        }
        _bridgelint_selectors() {
          compadd "$@" -- \(areas.joined(separator: " "))
          _bridgelint_rules "$@"
        }
        _bridgelint() {
          local -a options
          options=(
        \(specs)
          )
          if (( CURRENT == 2 )) && [[ $words[CURRENT] != -* ]]; then
            _alternative 'commands:command:(\(commands.joined(separator: " ")))' 'files:path:_files'
            return
          fi
          case $words[2] in
            explain) _bridgelint_rules ;;
            completions) _values 'shell' \(shells.joined(separator: " ")) ;;
            *) _arguments -s $options '*:path:_files' ;;
          esac
        }
        _bridgelint "$@"

        """
    }

    // MARK: - fish

    static var fish: String {
        var lines = [
            "# fish completion for bridgelint. Save it where fish looks:",
            "#   bridgelint completions fish > ~/.config/fish/completions/bridgelint.fish",
            "function __bridgelint_rules",
            "    set -l command (commandline -opc)[1]",
            "    $command \(ruleIDs)",
            "end",
            "complete -c bridgelint -n __fish_use_subcommand -a '\(commands.joined(separator: " "))'",
            "complete -c bridgelint -n '__fish_seen_subcommand_from explain' -x -a '(__bridgelint_rules)'",
            "complete -c bridgelint -n '__fish_seen_subcommand_from completions' -x -a '\(shells.joined(separator: " "))'",
        ]
        for option in CheckOptions.all {
            var line = "complete -c bridgelint -l \(option.name)"
            if CheckOptions.fileOptions.contains(option.name) {
                line += " -r -F"
            } else if option.takesValue {
                line += " -x"
                let words = CheckOptions.ruleOptions.contains(option.name) ? areas + ["(__bridgelint_rules)"] : option.values
                if !words.isEmpty { line += " -a '\(words.joined(separator: " "))'" }
            }
            lines.append(line + " -d '\(option.summary.replacingOccurrences(of: "'", with: ""))'")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CommandLineInterface {
    func completions(_ arguments: [String]) throws(UsageError) -> ExitCode {
        guard arguments.count == 1, let shell = arguments.first, let script = CompletionScript.script(for: shell) else {
            throw UsageError("`bridgelint completions` takes one shell: \(CompletionScript.shells.joined(separator: ", "))")
        }
        environment.write(script)
        return .clean
    }
}
