import BridgeLintRules

/// `bridgelint completions bash|zsh|fish`: a completion script for the shell, written from
/// the same tables the parser reads (`CheckOptions.all`, `HelpText.commands`, the rule ids),
/// so it cannot fall behind the options.
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

    /// Rule ids and area prefixes, what `--select`, `--extend-select` and `--ignore` take.
    private static var selectors: [String] {
        let areas = Set(RuleRegistry.ids.compactMap { $0.split(separator: "-").first.map { String($0) + "-" } })
        return ["ALL"] + areas.sorted() + RuleRegistry.ids
    }

    private static var commands: [String] { HelpText.commands.filter { $0 != "help" && $0 != "version" } }

    private static func values(of option: CheckOptions.Option) -> [String] {
        CheckOptions.ruleOptions.contains(option.name) ? selectors : option.values
    }

    // MARK: - bash

    static var bash: String {
        let valueCases = CheckOptions.all.filter(\.takesValue).map { option -> String in
            let action = CheckOptions.fileOptions.contains(option.name)
                ? "COMPREPLY=($(compgen -f -- \"$cur\"))"
                : "COMPREPLY=($(compgen -W \"\(values(of: option).joined(separator: " "))\" -- \"$cur\"))"
            return "        --\(option.name)) \(action); return ;;"
        }.joined(separator: "\n")
        let optionWords = CheckOptions.all.map { "--" + $0.name }.joined(separator: " ")
        return """
        # bash completion for bridgelint. Load it in ~/.bashrc:
        #   source <(bridgelint completions bash)
        _bridgelint() {
            local cur="${COMP_WORDS[COMP_CWORD]}"
            local prev=""
            if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
            case "$prev" in
        \(valueCases)
                explain) COMPREPLY=($(compgen -W "\(RuleRegistry.ids.joined(separator: " "))" -- "$cur")); return ;;
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
                : values(of: option).isEmpty ? " " : "(\(values(of: option).joined(separator: " ")))"
            return "    '--\(option.name)=[\(summary)]:\(option.name):\(action)'"
        }.joined(separator: "\n")
        return """
        #compdef bridgelint
        # zsh completion for bridgelint. Put it on $fpath as _bridgelint:
        #   bridgelint completions zsh > "${fpath[1]}/_bridgelint"
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
            explain) _values 'rule' \(RuleRegistry.ids.joined(separator: " ")) ;;
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
            "complete -c bridgelint -n __fish_use_subcommand -a '\(commands.joined(separator: " "))'",
            "complete -c bridgelint -n '__fish_seen_subcommand_from explain' -x -a '\(RuleRegistry.ids.joined(separator: " "))'",
            "complete -c bridgelint -n '__fish_seen_subcommand_from completions' -x -a '\(shells.joined(separator: " "))'",
        ]
        for option in CheckOptions.all {
            var line = "complete -c bridgelint -l \(option.name)"
            if CheckOptions.fileOptions.contains(option.name) {
                line += " -r -F"
            } else if option.takesValue {
                line += " -x"
                if !values(of: option).isEmpty { line += " -a '\(values(of: option).joined(separator: " "))'" }
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
