import BridgeLintCore

/// A native control created with an image and no text in the app's Swift or Kotlin: VoiceOver
/// and TalkBack have nothing useful to read unless an accessibility label is set.
public struct ImageOnlyControl: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// `UIBarButtonItem(image: ...)` without `title:`.
        case barButtonItem = "UIBarButtonItem"
        /// `UIAction(image: ...)` without a title, or with `title: ""`.
        case action = "UIAction"
        /// An Android `MenuItem` added without a title (`menu.add()`, `menu.add(g, i, o, "")`) and given an icon.
        case menuItem = "MenuItem"
        /// An Android `ImageButton(context)`.
        case imageButton = "ImageButton"
        /// A `UIButton` in a file that gives buttons an image and never a title.
        case button = "UIButton"
        /// A `UIMenu(image: ...)` without a title among another menu's `children`: a submenu
        /// shown as an image.
        case submenu = "UIMenu"
        /// An Android `ImageView(context)` in a file that makes views clickable.
        case clickableImageView = "ImageView"
        /// An `<ImageButton>`, or an `<ImageView>` made clickable, in an Android layout without
        /// `android:contentDescription`.
        case layoutImage = "layout image"
    }

    public var kind: Kind
    public var platform: Platform
    /// The call that creates the control.
    public var site: DeclarationSite
}

/// Finds image-only controls in one Swift or Kotlin file. A file that sets an accessibility label
/// anywhere (`accessibilityLabel`, `contentDescription`, a later `setTitle`) may label the control
/// there: it is skipped whole.
enum ImageOnlyControlScanner {
    static func controls(path: String, text: String, platform: Platform) -> [ImageOnlyControl] {
        let tokens = NativeTokens(path: path, text: text, dialect: platform == .ios ? .swift : .kotlin)
        let labelWords: Set = platform == .ios
            ? ["accessibilityLabel", "accessibilityAttributedLabel", "setAccessibilityLabel"]
            : ["contentDescription", "setContentDescription", "setTitle", "tooltipText", "setTooltipText"]
        guard !tokens.tokens.contains(where: { $0.kind == .identifier && labelWords.contains($0.text) }) else { return [] }
        // A file that gives buttons an image and never a title, and one that makes views clickable.
        let identifiers = Set(tokens.tokens.filter { $0.kind == .identifier }.map(\.text))
        let buttonsShowOnlyImages = platform == .ios && (identifiers.contains("setImage") || identifiers.contains("image"))
            && identifiers.isDisjoint(with: ["setTitle", "setAttributedTitle", "title", "attributedTitle", "titleLabel"])
        let viewsAreClickable = platform == .android && !identifiers.isDisjoint(with: ["setOnClickListener", "isClickable", "setClickable"])
        var found: [ImageOnlyControl] = []
        for index in 0..<tokens.count {
            guard let token = tokens[index], token.kind == .identifier, tokens[index + 1]?.isPunctuation("(") == true else { continue }
            let kind: ImageOnlyControl.Kind?
            switch (platform, token.text) {
            case (.ios, "UIBarButtonItem"): kind = isImageOnlyBarButton(index + 1, tokens) ? .barButtonItem : nil
            case (.ios, "UIAction"): kind = isImageOnlyAction(index + 1, tokens) ? .action : nil
            case (.android, "ImageButton"): kind = tokens[index - 1]?.isPunctuation(":") == true ? nil : .imageButton
            case (.android, "add"): kind = isUntitledMenuItemWithIcon(index, tokens) ? .menuItem : nil
            case (.ios, "UIButton"): kind = buttonsShowOnlyImages && isButtonCreation(index + 1, tokens) ? .button : nil
            case (.ios, "UIMenu"): kind = isImageOnlySubmenu(index, tokens) ? .submenu : nil
            case (.android, "ImageView"): kind = viewsAreClickable && tokens[index - 1]?.isPunctuation(":") != true ? .clickableImageView : nil
            default: kind = nil
            }
            if let kind { found.append(ImageOnlyControl(kind: kind, platform: platform, site: tokens.site(index))) }
        }
        return found
    }

    /// The labels of a call's arguments (`image`, `title`) and the tokens after each, at the call's
    /// own depth; `open` is the index of its `(`.
    static func arguments(_ open: Int, _ tokens: NativeTokens) -> (labels: [String: Int], end: Int) {
        var labels: [String: Int] = [:]
        var depth = 0
        var index = open
        while index < tokens.count {
            guard let token = tokens[index] else { break }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return (labels, index) }
            }
            if depth == 1, token.kind == .identifier, tokens[index + 1]?.isPunctuation(":") == true,
               tokens[index - 1]?.isPunctuation("(") == true || tokens[index - 1]?.isPunctuation(",") == true {
                labels[token.text] = index + 2
            }
            index += 1
        }
        return (labels, index)
    }

    /// `UIBarButtonItem(image:...)` with no `title:`; a `primaryAction:` given as a titled
    /// `UIAction(title: ...)` lends the item its title.
    static func isImageOnlyBarButton(_ open: Int, _ tokens: NativeTokens) -> Bool {
        let labels = arguments(open, tokens).labels
        guard labels["image"] != nil, labels["title"] == nil else { return false }
        if let action = labels["primaryAction"], tokens[action]?.isIdentifier("UIAction") == true, tokens[action + 1]?.isPunctuation("(") == true {
            return !hasTitle(arguments(action + 1, tokens).labels, tokens)
        }
        return true
    }

    /// `UIAction(image: ...)` with no title or `title: ""`.
    static func isImageOnlyAction(_ open: Int, _ tokens: NativeTokens) -> Bool {
        let labels = arguments(open, tokens).labels
        return labels["image"] != nil && !hasTitle(labels, tokens)
    }

    /// `UIButton(type: ...)`, `UIButton()`, `UIButton(configuration: ...)`, `UIButton(frame: ...)`;
    /// not one whose `primaryAction:` is a `UIAction` (reported, or titled, as the action).
    static func isButtonCreation(_ open: Int, _ tokens: NativeTokens) -> Bool {
        let labels = arguments(open, tokens).labels
        return labels["primaryAction"] == nil && labels["title"] == nil
    }

    /// `UIMenu(image: ...)` with no title (or `title: ""`) written among the `children:` of
    /// another menu; a root menu shows no image of its own.
    static func isImageOnlySubmenu(_ index: Int, _ tokens: NativeTokens) -> Bool {
        let labels = arguments(index + 1, tokens).labels
        guard labels["image"] != nil, !hasTitle(labels, tokens) else { return false }
        // The enclosing `[`: is it the value of `children:`?
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, let token = tokens[cursor] {
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth += 1 }
            if token.isPunctuation("(") || token.isPunctuation("{") {
                if depth == 0 { return false }
                depth -= 1
            }
            if token.isPunctuation("[") {
                if depth == 0 { return tokens[cursor - 1]?.isPunctuation(":") == true && tokens[cursor - 2]?.isIdentifier("children") == true }
                depth -= 1
            }
            cursor -= 1
        }
        return false
    }

    static func hasTitle(_ labels: [String: Int], _ tokens: NativeTokens) -> Bool {
        guard let title = labels["title"] else { return false }
        return tokens[title]?.literalValue != ""
    }

    /// `menu.add()` / `menu.add("")` / `menu.add(group, id, order, "")` whose statement goes on
    /// to give the item an icon (`.setIcon(...)`, `.apply { icon = ... }`, `setIcon(...)`).
    static func isUntitledMenuItemWithIcon(_ index: Int, _ tokens: NativeTokens) -> Bool {
        guard tokens[index - 1]?.isPunctuation(".") == true, let receiver = tokens[index - 2],
              receiver.kind == .identifier, receiver.text.lowercased().hasSuffix("menu") else { return false }
        var depth = 0
        var arguments: [[SourceToken]] = [[]]
        var cursor = index + 1
        while cursor < tokens.count, let token = tokens[cursor] {
            if token.isPunctuation("(") { depth += 1; if depth == 1 { cursor += 1; continue } }
            if token.isPunctuation(")") { depth -= 1; if depth == 0 { break } }
            if depth == 1, token.isPunctuation(",") { arguments.append([]) } else { arguments[arguments.count - 1].append(token) }
            cursor += 1
        }
        let title = arguments.count == 4 ? arguments[3] : arguments.count == 1 ? arguments[0] : nil
        guard let title, title.isEmpty || (title.count == 1 && title[0].literalValue == "") else { return false }
        // The rest of the statement: up to the next line that starts a new statement at depth 0.
        var braces = 0
        for next in cursor + 1..<min(cursor + 60, tokens.count) {
            guard let token = tokens[next] else { break }
            if token.isPunctuation("{") { braces += 1 }
            if token.isPunctuation("}") { braces -= 1; if braces < 0 { break } }
            if braces == 0, token.startsLine, !token.isPunctuation("."), !token.isPunctuation("?") { break }
            if token.isIdentifier("setIcon") || token.isIdentifier("icon") || token.isIdentifier("setIconTintList") { return true }
        }
        return false
    }
}
