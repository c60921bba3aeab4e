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
            case .button:
                ("this `UIButton` is given only an image (the file sets no title on any button)", "set `accessibilityLabel` on the button, or give it a title")
            case .submenu:
                ("this submenu (`UIMenu` among another menu's `children`) has an image and no title", "give it a `title:` (the menu shows it, VoiceOver reads it)")
            case .clickableImageView:
                ("this `ImageView` is used as a button (the file makes views clickable) and has no `contentDescription`", "set `contentDescription`, or use an `ImageButton` with one")
            case .layoutImage:
                ("this layout's image button (an `ImageButton`, or a clickable `ImageView`) has no `android:contentDescription`", "add `android:contentDescription=\"@string/...\"`, or `android:importantForAccessibility=\"no\"` if it is decorative")
            }
            let consequence = control.platform == .ios
                ? "VoiceOver reads at most the image's generic description (an SF Symbol's), not what the button does"
                : "TalkBack announces it without a name"
            return context.finding(in: control.site.path, at: .range(control.site.range),
                                   "\(what), and \(control.kind == .layoutImage ? "no Kotlin file that names its id sets one" : "this file sets no accessibility label"): \(consequence)", about: nil, help: help)
        }
    }
}
