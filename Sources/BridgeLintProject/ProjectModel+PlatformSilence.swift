/// The notes that say why the native rules are silent for a whole platform: each cause once per
/// platform, with its first place.
extension ProjectModel {
    var platformSilences: [String] {
        var notes: [String] = []
        // A platform the configuration names but whose bridge code is nowhere to be read (the
        // defaults name both platforms: a web-only app is not told).
        if configuration.sets("platforms") {
            let unseen = configuration.platforms.subtracting(native.platformsFound).subtracting(platformsWithUnreadSources)
            for platform in unseen.sorted() {
                let name = platform.displayName
                notes.append("`platforms:` in .bridgelint.yml lists \(name), but no \(name) bridge code was found; checks of \(name) components are silent. Set `native: \(platform.rawValue):` to the folders of its sources, or drop \(name) from `platforms:`.")
            }
        }
        for platform in checkedPlatforms where native.registrations(on: platform).isEmpty {
            let components = native.components(on: platform)
            guard let first = components.first, let site = first.classSite ?? first.nameSite else { continue }
            let subject = first.className.map { " `\($0)`" } ?? ""
            let more = components.count > 1 ? " (and \(components.count - 1) more)" : ""
            notes.append("\(site.path):\(site.line): the \(platform.displayName) bridge component\(subject)\(more) is declared, but no \(platform.displayName) source bridgelint read calls `registerBridgeComponents`, so what is registered is unknown; native-not-registered is silent for \(platform.displayName). If the call is in the repository, add its folder to `native: \(platform.rawValue):`.")
        }
        notes += native.unknownNameNotes(on: checkedPlatforms)
        return notes
    }
}
