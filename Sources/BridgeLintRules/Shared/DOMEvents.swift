import BridgeLintCore

/// Event names the browser itself fires (DOM, HTML, CSSOM, Pointer/Touch, Clipboard, Drag and
/// Drop, media, animations), for telling a typo of one from a custom event.
public enum DOMEvents {
    public static let names: Set<String> = [
        // UI and window/document
        "load", "unload", "beforeunload", "abort", "error", "resize", "scroll", "scrollend", "select",
        "DOMContentLoaded", "readystatechange", "visibilitychange", "pageshow", "pagehide", "pagereveal", "pageswap",
        "hashchange", "popstate", "online", "offline", "storage", "message", "messageerror", "languagechange",
        "orientationchange", "devicemotion", "deviceorientation", "beforeprint", "afterprint", "rejectionhandled",
        "unhandledrejection", "fullscreenchange", "fullscreenerror", "selectionchange", "selectstart",
        // mouse
        "click", "dblclick", "auxclick", "contextmenu", "mousedown", "mouseup", "mousemove", "mouseover",
        "mouseout", "mouseenter", "mouseleave", "wheel",
        // pointer and touch
        "pointerdown", "pointerup", "pointermove", "pointerover", "pointerout", "pointerenter", "pointerleave",
        "pointercancel", "gotpointercapture", "lostpointercapture", "pointerrawupdate",
        "touchstart", "touchend", "touchmove", "touchcancel",
        // keyboard and composition
        "keydown", "keyup", "keypress", "compositionstart", "compositionupdate", "compositionend",
        // focus
        "focus", "blur", "focusin", "focusout",
        // input and forms
        "input", "beforeinput", "change", "submit", "reset", "invalid", "formdata", "search",
        // clipboard
        "copy", "cut", "paste",
        // drag and drop
        "drag", "dragstart", "dragend", "dragenter", "dragleave", "dragover", "drop",
        // media
        "play", "playing", "pause", "ended", "waiting", "seeking", "seeked", "timeupdate", "durationchange",
        "loadstart", "loadeddata", "loadedmetadata", "progress", "canplay", "canplaythrough", "stalled",
        "suspend", "emptied", "ratechange", "volumechange", "encrypted", "waitingforkey",
        "enterpictureinpicture", "leavepictureinpicture",
        // animations and transitions
        "animationstart", "animationend", "animationiteration", "animationcancel",
        "transitionstart", "transitionend", "transitionrun", "transitioncancel",
        // elements: details, dialog, popover, images, tracks
        "toggle", "beforetoggle", "close", "cancel", "show", "slotchange", "securitypolicyviolation",
        "cuechange", "contentvisibilityautostatechange",
    ]

    /// Custom events carry a separator: Stimulus' `dispatch` names them `identifier:name`,
    /// Turbo `turbo:load`, Trix `trix-change`, Bootstrap `shown.bs.modal`.
    public static func looksCustom(_ name: String) -> Bool {
        name.contains(":") || name.contains("-") || name.contains(".")
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
