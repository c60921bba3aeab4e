import BridgeLintCore

/// Flowbite (themesberg/flowbite), a Tailwind component library whose script wires its
/// components from data attributes on page load: `initModals()` runs
/// `querySelectorAll('[data-modal-target]')` and opens the element whose id the value names.
/// Some of those attribute names have Stimulus' shape (`data-modal-target`,
/// `data-drawer-target`): on an app that loads Flowbite they are Flowbite's, whatever
/// controller of the app shares the name.
public enum FlowbiteLibrary {
    /// Flowbite's attributes that end as a Stimulus target, value, class, outlet or param
    /// attribute does. From the components' sources (`src/components/*/index.ts`) at the tags
    /// v1.4.0 through v4.0.1: the modal, drawer and popover targets from 1.6.0, the dropdown's
    /// `ignore-click-outside` class from 2.0.0, the clipboard target from 3.x.
    public static let stimulusShapedAttributes: Set<String> = [
        "data-accordion-target", "data-copy-to-clipboard-target", "data-dismiss-target", "data-drawer-target",
        "data-dropdown-ignore-click-outside-class", "data-modal-target", "data-popover-target", "data-tabs-target",
        "data-tooltip-target",
    ]

    /// Whether the attribute `name` is Flowbite's on an app that loads it.
    public static func owns(_ name: String) -> Bool {
        stimulusShapedAttributes.contains(name.lowercased())
    }

    /// Whether the app at `app` loads Flowbite's script: `package.json` or `config/importmap.rb`
    /// names the package, a layout loads it (a CDN `<script src=".../flowbite.min.js">`), or a
    /// copy of it sits among the app's scripts (`vendor/javascript/flowbite.js`,
    /// `app/assets/javascripts/flowbite.min.js`).
    static func isLoaded(files: RepositoryFiles, app: String) -> Bool {
        let word = Array("flowbite".utf8)
        let named = [app + "package.json", app + "config/importmap.rb"] + files.files(under: app + "app/views/layouts")
        if named.contains(where: { FileReader.bytes(atPath: FileWalker.join(files.root, $0))?.contains(subsequence: word) ?? false }) { return true }
        // `vendor/` is not in the file list (the walk skips it): its copies are looked for by name.
        let vendored = ["vendor/javascript", "vendor/assets/javascripts"].flatMap { folder in ["flowbite.js", "flowbite.min.js"].map { app + folder + "/" + $0 } }
        if vendored.contains(where: { FileReader.bytes(atPath: FileWalker.join(files.root, $0)) != nil }) { return true }
        return !files.files(under: app + "app") { path in
            let name = path.split(separator: "/").last ?? ""
            return name.hasPrefix("flowbite") && name.hasSuffix(".js")
        }.isEmpty
    }
}
