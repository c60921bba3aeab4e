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

    @Test func buttonsSubmenusAndClickableImageViews() {
        let buttons = """
        let close = UIButton(type: .system)
        close.setImage(UIImage(systemName: "xmark"), for: .normal)
        let share = UIButton(primaryAction: UIAction(image: icon) { _ in })
        """
        // The titleless `UIAction` is the one finding of the second button.
        #expect(found(buttons, .ios) == ["1 UIButton", "3 UIAction"])
        // A title set on any button of the file may be this one's.
        #expect(found(buttons + "\nclose.setTitle(\"Close\", for: .normal)\n", .ios) == ["3 UIAction"])
        let menus = """
        let root = UIMenu(image: icon, children: [
            UIMenu(image: UIImage(systemName: "ellipsis"), children: actions),
            UIMenu(title: "Sort", image: icon, children: sorts),
        ])
        """
        #expect(found(menus, .ios) == ["2 UIMenu"])
        let views = """
        val logo = ImageView(context)
        val close = ImageView(context).apply { setOnClickListener { dismiss() } }
        class Avatar(context: Context) : ImageView(context)
        """
        #expect(found(views, .android) == ["1 ImageView", "2 ImageView"])
        #expect(found("val logo = ImageView(context)\n", .android).isEmpty)
    }

    @Test func layoutImagesThatActAsButtons() {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <!-- <ImageButton android:src="@drawable/old" /> -->
            <ImageButton android:id="@+id/close_button" android:src="@drawable/ic_close" />
            <ImageButton android:src="@drawable/ic_add" android:contentDescription="@string/add" />
            <ImageView android:onClick="share" android:src="@drawable/ic_share" />
            <ImageView android:clickable="true" android:importantForAccessibility="no" />
            <ImageView android:src="@drawable/logo" />
            <androidx.appcompat.widget.AppCompatImageButton android:tooltipText="Back" />
            <androidx.appcompat.widget.AppCompatImageView android:clickable="true" tools:ignore="ContentDescription" />
        </LinearLayout>
        """
        func found(_ labelled: Set<String>) -> [String] {
            LayoutImageScanner.controls(path: "res/layout/bar.xml", bytes: Array(layout.utf8), labelledIDs: labelled).map { "\($0.site.line):\($0.site.column)" }
        }
        #expect(found([]) == ["3:6", "5:6"])
        // Kotlin that sets a content description and names the view (view binding's camel case) may label it.
        #expect(found(["closeButton"]) == ["5:6"])
        #expect(LayoutImageScanner.isLayout("android/app/src/main/res/layout-land/bar.xml"))
        #expect(!LayoutImageScanner.isLayout("android/app/src/main/res/values/strings.xml"))
    }
}
