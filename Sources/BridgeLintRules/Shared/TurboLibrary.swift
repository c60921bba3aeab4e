/// What Turbo itself reads from markup, in one place: read from hotwired/turbo's `src/`
/// (v7.0.0 to v8.0.23, 2026-02-12) and turbo-rails' helpers (v2.0.21). Names are the union over
/// those versions, so an app pinned to an older Turbo is not told that its names are wrong.
package enum TurboLibrary {
    /// The `data-turbo-*` attributes Turbo reads, without `data-turbo-` (`""` is `data-turbo`
    /// itself). `cache` is Turbo 7's `data-turbo-cache="false"`, read up to 8.0.x and replaced by
    /// `data-turbo-temporary`; `preview` and `visit-direction` are written by Turbo on `<html>`.
    static let attributeSuffixes: Set<String> = [
        "", "action", "cache", "confirm", "eval", "frame", "method", "permanent", "prefetch", "preload", "preview",
        "stream", "submits-with", "suppress-warning", "temporary", "track", "visit-direction",
    ]

    /// The prefix every Turbo attribute name starts with, but `data-turbo` itself.
    static let attributePrefix = "data-turbo-"

    /// Whether `name` (lower-cased) is an attribute Turbo reads.
    static func isAttribute(_ name: String) -> Bool {
        if name == "data-turbo" { return true }
        guard name.hasPrefix(attributePrefix) else { return false }
        return attributeSuffixes.contains(String(name.dropFirst(attributePrefix.count)))
    }

    /// Every attribute name Turbo reads, for did-you-mean.
    package static let attributeNames: [String] = attributeSuffixes.sorted().map { $0.isEmpty ? "data-turbo" : attributePrefix + $0 }

    /// Attributes Turbo asks only whether they are present (`hasAttribute`, `[data-turbo-permanent]`):
    /// any value, `"false"` too, means on.
    static let presenceAttributes: Set<String> = [
        "data-turbo-permanent", "data-turbo-temporary", "data-turbo-stream", "data-turbo-preload", "data-turbo-suppress-warning",
    ]

    /// The methods Turbo submits a form with that are not GET (`fetchMethodFromString`, read
    /// lower-cased; any other word is a GET): for these `FormSubmission` asks for a Turbo Stream
    /// response whether or not `data-turbo-stream` is present (hotwired/turbo v7.2.0, where
    /// `data-turbo-stream` came, to v8.0.23: `requestAcceptsTurboStreamResponse`).
    static let unsafeFetchMethods: Set<String> = ["post", "put", "patch", "delete"]

    /// The URL endings Turbo never visits (`config.drive.unvisitableExtensions`, hotwired/turbo
    /// v8.0.11 to v8.0.23): a link or form to such a URL is left to the browser, whatever its
    /// `data-turbo-*` attributes say. Turbo 7.0 to 8.0.10 visited only URLs ending in nothing,
    /// `.htm`, `.html`, `.xhtml` (or `.php`), so these were never visited there either.
    static let unvisitableExtensions: Set<String> = [
        ".7z", ".aac", ".apk", ".avi", ".bmp", ".bz2", ".css", ".csv", ".deb", ".dmg", ".doc", ".docx", ".exe", ".gif", ".gz",
        ".heic", ".heif", ".ico", ".iso", ".jpeg", ".jpg", ".js", ".json", ".m4a", ".mkv", ".mov", ".mp3", ".mp4", ".mpeg", ".mpg",
        ".msi", ".ogg", ".ogv", ".pdf", ".pkg", ".png", ".ppt", ".pptx", ".rar", ".rtf", ".svg", ".tar", ".tif", ".tiff", ".txt",
        ".wav", ".webm", ".webp", ".wma", ".wmv", ".xls", ".xlsx", ".xml", ".zip",
    ]

    /// `<turbo-frame>` attributes Turbo asks only whether they are present.
    static let framePresenceAttributes: Set<String> = ["disabled", "autoscroll"]

    /// Attributes whose only meaningful value is `"false"` (compared exactly): any other value
    /// leaves the feature on. `data-turbo` also understands `"true"` (opting in where Drive is off).
    package static let offSwitches: [String: [String]] = [
        "data-turbo": ["true", "false"],
        "data-turbo-prefetch": ["true", "false"],
        "data-turbo-eval": ["false"],
    ]

    /// Off switches Turbo reads only through a link, a form or its submit button, on the element
    /// itself or the closest ancestor that has one (`findClosestRecursively(element, "[data-turbo]")`
    /// in `Session#elementIsNavigatable`, `[data-turbo-prefetch]` in the link prefetch observer).
    static let readFromNavigation: Set<String> = ["data-turbo", "data-turbo-prefetch"]

    /// Elements that can neither be nor hold a link, a form or a submit button in the tree the
    /// browser builds: void elements, raw text (`script`, `style`, `textarea`, `title`, `iframe`,
    /// `noscript` where scripts run), and `template`, whose content is a separate fragment.
    /// Turbo never asks them for `readFromNavigation` attributes. `input` is judged by its type.
    static let elementsWithoutNavigation: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "link", "meta", "param", "source", "track", "wbr",
        "iframe", "noembed", "noframes", "noscript", "script", "style", "template", "textarea", "title", "xmp",
    ]

    /// The `input` types that submit a form (Turbo asks the submitter too).
    static let submittingInputTypes: Set<String> = ["submit", "image"]

    /// Values that say "off" in other words; Turbo compares with `"false"` exactly, so they all
    /// mean on.
    static let offWords: Set<String> = ["false", "no", "off", "0", "none", "disabled", "disable", "nil", "null"]

    /// Attributes with a closed set of values, and what Turbo does with any other value.
    package struct ValueSet {
        package var values: [String]
        /// Whether Turbo lower-cases the value before comparing.
        var ignoresCase: Bool = false
        /// What any other value does, as a clause: "is ignored: the visit advances".
        var otherwise: String
        /// Whether any other value breaks what the markup asks for (a `delete` link sent as a
        /// GET), rather than being ignored.
        var breaksOtherwise: Bool = false
    }

    /// `data-*` attributes with a closed set of values, on any element.
    package static let attributeValues: [String: ValueSet] = [
        // `isAction` also accepts "restore", Turbo's own action for history navigation.
        "data-turbo-action": ValueSet(values: ["advance", "replace", "restore"], otherwise: "is ignored: the visit advances (pushes a history entry)"),
        "data-turbo-track": ValueSet(values: ["reload", "dynamic"], otherwise: "tracks nothing: Turbo neither reloads when it changes nor removes it when it goes"),
        "data-turbo-method": ValueSet(values: ["get", "post", "put", "patch", "delete"], ignoresCase: true,
                                      otherwise: "is not a method Turbo knows: the request is sent as a GET", breaksOtherwise: true),
    ]

    /// `<turbo-frame>` attributes with a closed set of values.
    package static let frameAttributeValues: [String: ValueSet] = [
        "loading": ValueSet(values: ["eager", "lazy"], ignoresCase: true, otherwise: "loads the frame eagerly"),
        // `refresh="morph"` is the only value Turbo acts on; "replace" is its documented default.
        "refresh": ValueSet(values: ["morph", "replace"], otherwise: "refreshes the frame by replacing it"),
    ]

    /// `<meta name="turbo-...">` settings Turbo reads, with their values (nil: free text or a number).
    static let metaSettings: [String: ValueSet?] = [
        "turbo-cache-control": ValueSet(values: ["no-cache", "no-preview"], otherwise: "leaves the page cached and previewed"),
        "turbo-visit-control": ValueSet(values: ["reload"], otherwise: "does nothing: Turbo reloads only for `reload`"),
        "turbo-refresh-method": ValueSet(values: ["morph", "replace"], otherwise: "refreshes by replacing the body"),
        "turbo-refresh-scroll": ValueSet(values: ["preserve", "reset"], otherwise: "resets the scroll position on refresh"),
        "turbo-view-transition": ValueSet(values: ["true"], otherwise: "leaves view transitions off: Turbo turns them on only for `true`"),
        "turbo-prefetch": ValueSet(values: ["true", "false"], otherwise: "leaves prefetching on: only `false` turns it off"),
        "turbo-prefetch-cache-time": nil,
        "turbo-root": nil,
    ]

    /// The frame names a link or form may target besides a frame's id: `_top` is the whole
    /// page; `_self` names no element, so Turbo falls back to the frame around it.
    package static let specialFrameTargets: Set<String> = ["_top", "_self"]

    /// The events Turbo dispatches (`dispatch("turbo:...")` in `src/`), union of v7.0.0 to v8.0.23.
    static let events: Set<String> = [
        "turbo:before-cache", "turbo:before-fetch-request", "turbo:before-fetch-response", "turbo:before-frame-morph",
        "turbo:before-frame-render", "turbo:before-morph-attribute", "turbo:before-morph-element", "turbo:before-prefetch",
        "turbo:before-render", "turbo:before-stream-render", "turbo:before-visit", "turbo:click", "turbo:fetch-request-error",
        "turbo:frame-load", "turbo:frame-missing", "turbo:frame-render", "turbo:load", "turbo:morph", "turbo:morph-element",
        "turbo:reload", "turbo:render", "turbo:submit-end", "turbo:submit-start", "turbo:visit",
    ]

    /// The prefix of Turbo's event names.
    static let eventPrefix = "turbo:"

    /// The stream actions Turbo defines (`StreamActions` in `src/core/streams/stream_actions.js`).
    static let streamActions: Set<String> = ["after", "append", "before", "prepend", "remove", "replace", "update", "refresh"]

    /// The methods of turbo-rails' `Turbo::Streams::TagBuilder` (`turbo_stream.<method>`).
    static let streamBuilderMethods: Set<String> = [
        "remove", "remove_all", "replace", "replace_all", "before", "before_all", "after", "after_all", "update", "update_all",
        "append", "append_all", "prepend", "prepend_all", "refresh", "action", "action_all",
    ]
}
