import BridgeLintCore

/// Finds image-only controls in an Android layout (`res/layout*/*.xml`): an `<ImageButton>`,
/// or an `<ImageView>` made clickable (`android:clickable="true"`, `android:onClick`), with no
/// `android:contentDescription`. Silent for one marked decorative
/// (`android:importantForAccessibility="no"`), given a tooltip, or whose Android Lint check is
/// turned off (`tools:ignore="ContentDescription"`: a touch shield, not a button), and for one whose id the app's
/// Kotlin names in a file that sets a content description (the label may be set there).
enum LayoutImageScanner {
    /// Tags that are image buttons whatever their attributes, and those that are images.
    static let buttonTags: Set = ["ImageButton", "androidx.appcompat.widget.AppCompatImageButton", "com.google.android.material.imagebutton.ImageButton"]
    static let imageTags: Set = ["ImageView", "androidx.appcompat.widget.AppCompatImageView", "com.google.android.material.imageview.ShapeableImageView"]

    /// Whether a root-relative path is an Android layout.
    static func isLayout(_ path: String) -> Bool {
        path.hasSuffix(".xml") && path.split(separator: "/").dropLast().last.map { $0 == "layout" || $0.hasPrefix("layout-") } == true
            && path.contains("/res/")
    }

    /// `labelledIDs`: the view ids (`R.id.x`, `binding.x` in camel case) the app's Kotlin names in
    /// files that set a content description.
    static func controls(path: String, bytes: [UInt8], labelledIDs: Set<String>) -> [ImageOnlyControl] {
        let file = SourceFile(path: path, bytes: bytes)
        var found: [ImageOnlyControl] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            // Comments and declarations are skipped whole.
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index = bytes[index...].firstRange(of: Array("-->".utf8))?.upperBound ?? bytes.count
                continue
            }
            let nameStart = index + 1
            var nameEnd = nameStart
            while nameEnd < bytes.count, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            let (attributes, end) = Self.attributes(bytes, from: nameEnd)
            index = end
            let isButton = buttonTags.contains(name)
            let isClickableImage = imageTags.contains(name) && (attributes["android:clickable"] == "true" || attributes["android:onClick"] != nil)
            guard isButton || isClickableImage,
                  attributes["android:contentDescription"] == nil, attributes["android:tooltipText"] == nil,
                  attributes["android:importantForAccessibility"] != "no",
                  attributes["tools:ignore"]?.contains("ContentDescription") != true else { continue }
            if let id = attributes["android:id"].map(Self.viewID), labelledIDs.contains(id) || labelledIDs.contains(Self.camelCase(id)) { continue }
            let range = SourceRange(start: nameStart, end: nameEnd)
            found.append(ImageOnlyControl(kind: .layoutImage, platform: .android, site: DeclarationSite(file: file, range: range)))
        }
        return found
    }

    /// The attributes of a tag up to its `>`, and where reading stopped.
    private static func attributes(_ bytes: [UInt8], from start: Int) -> ([String: String], Int) {
        var attributes: [String: String] = [:]
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            guard isNameByte(bytes[index]) else { index += 1; continue }
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count else { continue }
            let quote = bytes[index + 1]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { index += 1; continue }
            let valueStart = index + 2
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
            attributes[name] = String(decoding: bytes[valueStart..<min(valueEnd, bytes.count)], as: UTF8.self)
            index = valueEnd + 1
        }
        return (attributes, index + 1)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `@+id/close_button` -> `close_button`.
    static func viewID(_ reference: String) -> String {
        reference.split(separator: "/").last.map(String.init) ?? reference
    }

    /// `close_button` -> `closeButton` (view binding's field name).
    static func camelCase(_ id: String) -> String {
        let parts = id.split(separator: "_")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The identifiers of Kotlin files that set a content description: the ids their views may have.
    static func labelledIDs(kotlinFiles: [(path: String, text: String)]) -> Set<String> {
        var ids: Set<String> = []
        for source in kotlinFiles where source.text.contains("contentDescription") || source.text.contains("setContentDescription") {
            let tokens = SourceTokenizer.tokens(of: Array(source.text.utf8), dialect: .kotlin)
            for token in tokens where token.kind == .identifier { ids.insert(token.text) }
        }
        return ids
    }
}
