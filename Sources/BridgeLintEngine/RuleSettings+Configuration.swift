import BridgeLintProject

extension RuleSettings {
    /// The rule levels a project's `.bridgelint.yml` sets.
    public init(configuration: Configuration) {
        var levels: [String: Level] = [:]
        for (id, setting) in configuration.rules {
            if !setting.isEnabled {
                levels[id] = .off
            } else if let severity = setting.severity {
                levels[id] = .severity(severity)
            }
        }
        self.init(levels: levels)
    }
}
