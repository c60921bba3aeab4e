import Testing
@testable import BridgeLintProject

@Suite struct ImageOnlyControlScannerTests {
    func found(_ text: String, _ platform: Platform) -> [String] {
        ImageOnlyControlScanner.controls(path: "x", text: text, platform: platform).map { "\($0.site.line) \($0.kind.rawValue)" }
    }

    @Test func swiftControlsWithOnlyAnImage() {
        let source = """
        let a = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(add))
        let b = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), primaryAction: action)
        let c = UIBarButtonItem(image: icon, primaryAction: UIAction(title: "Share") { _ in })
        let d = UIBarButtonItem(image: icon, primaryAction: UIAction { _ in })
        let e = UIBarButtonItem(systemItem: .add)
        let f = UIAction(image: UIImage(systemName: "trash")) { _ in }
        let g = UIAction(title: "", image: icon) { _ in }
        let h = UIAction(title: item.title, image: icon) { _ in }
        let i = UIMenu(children: [UIAction(image: icon, handler: { _ in })])
        """
        #expect(found(source, .ios) == ["1 UIBarButtonItem", "4 UIBarButtonItem", "6 UIAction", "7 UIAction", "9 UIAction"])
        // A label set anywhere in the file may be this control's.
        #expect(found(source + "\na.accessibilityLabel = \"Add\"\n", .ios).isEmpty)
    }

    @Test func kotlinControlsWithOnlyAnImage() {
        let source = """
        val a = toolbar.menu.add().setIcon(R.drawable.ic_add)
        val b = toolbar.menu.add(Menu.NONE, 1, Menu.NONE, "").apply {
            icon = drawable
        }
        val c = toolbar.menu.add(Menu.NONE, 1, Menu.NONE, data.title).apply {
            icon = drawable
        }
        val d = menu.add("")
        val e = ImageButton(context)
        class Round(context: Context) : ImageButton(context)
        """
        #expect(found(source, .android) == ["1 MenuItem", "2 MenuItem", "9 ImageButton"])
        #expect(found(source + "\ne.contentDescription = label\n", .android).isEmpty)
    }
}
