import BridgeLintCore

/// Event names the browser itself fires on elements, documents and windows, for telling a typo
/// of one from a custom event.
///
/// From the specifications' event definitions as of 2026-12-01 (read through the extracts of
/// w3c/webref and MDN): WHATWG HTML (its events index, media elements, drag and drop), UI Events,
/// Pointer Events 3, Touch Events, CSS Animations 1, CSS Transitions 1, CSSOM View (`scroll`,
/// `scrollend`, `resize`), CSS Scroll Snap 2, CSS Containment 2, Clipboard API, Fullscreen,
/// Selection API, DOM (`slotchange`), Page Lifecycle, Prerendering, Picture-in-Picture, Encrypted
/// Media, DeviceOrientation, Gamepad, Web App Manifest, CSP 3. Events of other objects (the
/// Navigation API's `navigate`, a Web Animation's `finish`) are left out: an action cannot
/// listen to them.
public enum DOMEvents {
    public static let names: Set<String> = [
        // HTML: window and document
        "load", "unload", "beforeunload", "abort", "error", "DOMContentLoaded", "readystatechange", "visibilitychange",
        "pageshow", "pagehide", "pagereveal", "pageswap", "hashchange", "popstate", "online", "offline", "storage",
        "message", "messageerror", "languagechange", "beforeprint", "afterprint", "rejectionhandled", "unhandledrejection",
        // HTML: elements (forms, details, dialog, popover, invokers, hidden=until-found, canvas)
        "input", "change", "submit", "reset", "invalid", "formdata", "select", "toggle", "beforetoggle", "close", "cancel",
        "command", "beforematch", "contextlost", "contextrestored", "cuechange",
        // CSSOM View, CSS Scroll Snap 2, CSS Containment 2
        "resize", "scroll", "scrollend", "scrollsnapchange", "scrollsnapchanging", "contentvisibilityautostatechange",
        // UI Events: mouse, wheel, focus, keyboard, input, composition
        "click", "dblclick", "auxclick", "contextmenu", "mousedown", "mouseup", "mousemove", "mouseover",
        "mouseout", "mouseenter", "mouseleave", "wheel", "focus", "blur", "focusin", "focusout",
        "keydown", "keyup", "keypress", "beforeinput", "compositionstart", "compositionupdate", "compositionend",
        // Pointer Events and Touch Events
        "pointerdown", "pointerup", "pointermove", "pointerover", "pointerout", "pointerenter", "pointerleave",
        "pointercancel", "gotpointercapture", "lostpointercapture", "pointerrawupdate",
        "touchstart", "touchend", "touchmove", "touchcancel",
        // Clipboard API, HTML drag and drop, Selection API, Fullscreen
        "copy", "cut", "paste",
        "drag", "dragstart", "dragend", "dragenter", "dragleave", "dragover", "drop",
        "selectstart", "selectionchange", "fullscreenchange", "fullscreenerror",
        // HTML media elements, Encrypted Media, Picture-in-Picture
        "play", "playing", "pause", "ended", "waiting", "seeking", "seeked", "timeupdate", "durationchange",
        "loadstart", "loadeddata", "loadedmetadata", "progress", "canplay", "canplaythrough", "stalled",
        "suspend", "emptied", "ratechange", "volumechange", "encrypted", "waitingforkey",
        "enterpictureinpicture", "leavepictureinpicture",
        // CSS Animations 1, CSS Transitions 1
        "animationstart", "animationend", "animationiteration", "animationcancel",
        "transitionstart", "transitionend", "transitionrun", "transitioncancel",
        // DOM, CSP 3, Page Lifecycle, Prerendering
        "slotchange", "securitypolicyviolation", "freeze", "resume", "prerenderingchange",
        // DeviceOrientation, Gamepad, Web App Manifest (window)
        "devicemotion", "deviceorientation", "deviceorientationabsolute", "gamepadconnected", "gamepaddisconnected",
        "beforeinstallprompt", "appinstalled",
        // Still fired though gone from the specifications: `orientationchange` (window, kept for
        // compatibility), `show` (the removed context menu), `search` (`<input type=search>` in
        // Blink and WebKit)
        "orientationchange", "show", "search",
    ]

    /// Custom elements whose events are known: everything they dispatch has a separator
    /// (Trix's `trix-change`, Turbo's `turbo:frame-load`), so any other name is a DOM event.
    static let customElementsWithKnownEvents: Set<String> = [
        "trix-editor", "turbo-frame", "turbo-stream", "turbo-stream-source", "turbo-cable-stream-source",
    ]

    /// Whether an element named `name` may dispatch events of any name: a custom element
    /// (`<docuseal-form>`, a name with a dash) whose events are not known, or an element whose
    /// name the template does not show (`content_tag name`, a component's `data:` hash).
    public static func mayDispatchAnyEvent(elementNamed name: String) -> Bool {
        if name.hasPrefix("#") { return name != "#fields" }
        // The byte test first: `contains` of a string is Foundation's search, once per element.
        return name.utf8.contains(UInt8(ascii: "-")) && name.contains("-") && !customElementsWithKnownEvents.contains(name)
    }

    /// Custom events carry a separator: Stimulus' `dispatch` names them `identifier:name`,
    /// Turbo `turbo:load`, Trix `trix-change`, Bootstrap `shown.bs.modal`.
    public static func looksCustom(_ name: String) -> Bool {
        name.contains(":") || name.contains("-") || name.contains(".")
    }

    /// Whether `name` may be a misspelled DOM event. DOM event names are letters only, so a name
    /// with a character no slip of a key explains (`$change`, which jquery-events-to-dom-events
    /// sends for jQuery's `change`) names a custom event, however close it is to a DOM one.
    public static func mayBeTypo(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Whether `name` is an event the browser fires.
    public static func isKnown(_ name: String) -> Bool {
        names.contains(name)
    }

    /// DOM events close to `name`: a typo of one of them.
    public static func suggestions(for name: String) -> [String] {
        StringDistance.suggestions(for: name, among: names)
    }
}
