import BridgeLintCore
import BridgeLintProject

/// Reports a native control created with only an image (a toolbar or menu button of a bridge
/// component, a native screen's bar button) in a file that sets no accessibility label.
public struct NativeImageOnlyControlRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-image-only-control",
        summary: "A native button or menu item that shows only an image and has no accessibility label.",
        defaultSeverity: .warning)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.imageOnlyControls.map { control in
            let (what, help): (String, String) = switch control.kind {
            case .barButtonItem:
                ("this `UIBarButtonItem` shows only an image", "set `accessibilityLabel` on the item (or give it a `title:`)")
            case .action:
                ("this `UIAction` has an image and no title", "give it a `title:` (menus show it, VoiceOver reads it)")
            case .menuItem:
                ("this `MenuItem` is added without a title and given an icon", "add it with a title (`menu.add(group, id, order, title)`) or set `contentDescription`")
            case .imageButton:
                ("this `ImageButton` has no `contentDescription`", "set `contentDescription`")
            }
            let consequence = control.platform == .ios
                ? "VoiceOver reads at most the image's generic description (an SF Symbol's), not what the button does"
                : "TalkBack announces it without a name"
            return context.finding(in: control.site.path, at: .range(control.site.range),
                                   "\(what), and this file sets no accessibility label: \(consequence)", about: nil, help: help)
        }
    }
}
