import BridgeLintTemplate

/// An action whose event the browser never sends to its element. An `<input type="hidden">`
/// (also `form.hidden_field`, `hidden_field_tag`) is not rendered: no one types in it, points
/// at it, clicks, focuses, drags or pastes into it. Scripts may still dispatch `input` and
/// `change` there (a date picker that keeps its value in a hidden input does), so those, and
/// events of other libraries, are not claimed.
enum UnfiredAction {
    /// The end of a message for `descriptor` on `element` when its event never reaches the
    /// element: the action never runs, so whatever is wrong with it changes nothing at run time.
    static func note(_ descriptor: ActionDescriptor, on element: Element) -> String? {
        guard descriptor.hasArrow, descriptor.globalTarget == nil, let event = descriptor.event?.text,
              Self.userEvents.contains(event), isHiddenInput(element) else { return nil }
        return "; this hidden input never receives `\(event)` (the browser does not render it), so the action never runs: nothing changes at run time"
    }

    static func isHiddenInput(_ element: Element) -> Bool {
        guard element.name == "input" else { return false }
        if case .helper(let name) = element.origin, name.hasSuffix("hidden_field") || name.hasSuffix("hidden_field_tag") { return true }
        return element.attributes.contains { $0.name == "type" && $0.value?.staticText?.lowercased() == "hidden" }
    }

    /// Events only a person's keyboard, pointer, focus, drag or clipboard makes.
    static let userEvents: Set<String> = [
        "keydown", "keyup", "keypress",
        "click", "dblclick", "auxclick", "contextmenu", "mousedown", "mouseup", "mouseover", "mouseout",
        "mouseenter", "mouseleave", "mousemove", "wheel",
        "pointerdown", "pointerup", "pointermove", "pointerover", "pointerout", "pointerenter", "pointerleave", "pointercancel",
        "touchstart", "touchend", "touchmove", "touchcancel",
        "focus", "blur", "focusin", "focusout",
        "drag", "dragstart", "dragend", "dragenter", "dragleave", "dragover", "drop",
        "copy", "cut", "paste", "beforeinput", "compositionstart", "compositionupdate", "compositionend",
    ]
}
