import BridgeLintCore

/// The navigation library a native app is built on: it decides which path configuration
/// properties mean anything.
public enum NativeNavigationLibrary: String, Sendable, Hashable {
    /// hotwire-native-ios / hotwire-native-android (`import HotwireNative`, `dev.hotwire.core`).
    case hotwireNative = "Hotwire Native"
    /// The older turbo-ios / turbo-android (`import Turbo`, `dev.hotwire.turbo`): the app's own
    /// code reads most properties.
    case turbo = "Turbo Native"
}

/// A native call that loads path configurations, with the literal names it gives.
public struct PathConfigurationLoad: Sendable, Hashable {
    public var platform: Platform
    public var site: DeclarationSite
    /// Resource names (`path-configuration`), asset paths (`json/configuration.json`) and URL
    /// strings or path tails (`configurations/ios_v1.json`) in the call or in its file.
    public var names: [String]
}

/// What one Swift or Kotlin file says about navigation: the library it imports, where it loads
/// path configurations, which property keys it reads, and the screens it names.
struct NativeNavigationScan: Sendable {
    var platform: Platform
    var library: NativeNavigationLibrary?
    var loads: [PathConfigurationLoad] = []
    /// Keys read with a literal (`properties["external"]`, `properties.get("tab")`).
    var propertyReads: [String: DeclarationSite] = [:]
    /// A read with a computed key (`properties[key]`): any property may be read.
    var readsComputedKeys = false
    /// iOS `pathConfigurationIdentifier` values and Android `@HotwireDestinationDeepLink` URIs.
    var screens: [NativeScreen] = []
    /// A screen whose identifier or URI is not a literal (`String(describing: self)`, a constant).
    var declaresComputedScreen = false
    /// Every string literal of the file: an app may compare `proposal.viewController` with one.
    var stringLiterals: Set<String> = []

    init(path: String, text: String, platform: Platform) {
        self.platform = platform
        let tokens = NativeTokens(path: path, text: text, dialect: platform == .ios ? .swift : .kotlin)
        var names: [String] = []
        var loadSites: [DeclarationSite] = []
        // The token that closes the load call being read: calls inside it are the same load.
        var loadEnd = -1
        for index in 0..<tokens.count {
            guard let token = tokens[index] else { continue }
            if token.isIdentifier("import"), library == nil {
                library = Self.library(importedAt: index + 1, in: tokens, platform: platform)
            } else if token.kind == .identifier, Self.loadCalls.contains(token.text), tokens[index + 1]?.isPunctuation("(") == true {
                if index > loadEnd {
                    loadSites.append(tokens.site(index))
                    loadEnd = Self.closingParenthesis(after: index + 1, in: tokens)
                }
            } else if token.kind == .string {
                if let literal = token.literalValue { stringLiterals.insert(literal) }
                // Names in the call, `.json` files and bundle resources anywhere in the file;
                // an interpolated URL keeps its literal tail (`/configurations/ios_v1.json`).
                if index < loadEnd || token.text.hasSuffix(".json") || tokens[index - 2]?.isIdentifier("forResource") == true {
                    names.append(token.text)
                }
            } else if token.kind == .identifier, token.text.lowercased().hasSuffix("properties") {
                readProperty(after: index, in: tokens)
            } else if let valueIndex = Self.screenDeclaration(at: index, in: tokens) {
                if let text = tokens[valueIndex]?.literalValue {
                    screens.append(NativeScreen(platform: platform, identifier: text, site: tokens.site(valueIndex)))
                } else {
                    declaresComputedScreen = true
                }
            }
        }
        loads = loadSites.map { PathConfigurationLoad(platform: platform, site: $0, names: names) }
    }

    /// The index of the `)` matching the `(` at `open` (the end of the file when unclosed).
    static func closingParenthesis(after open: Int, in tokens: NativeTokens) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index]?.isPunctuation("(") == true { depth += 1 }
            if tokens[index]?.isPunctuation(")") == true {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count
    }

    /// Where the value of a screen declaration starts: `static var pathConfigurationIdentifier:
    /// String { "x" }` (or `= "x"`, `{ return "x" }`), `@HotwireDestinationDeepLink(uri = "x")`,
    /// turbo-android's `@TurboNavGraphDestination(uri = "x")`. Nil where the token declares nothing
    /// (a use such as `case Numbers.pathConfigurationIdentifier:`).
    static func screenDeclaration(at index: Int, in tokens: NativeTokens) -> Int? {
        guard let token = tokens[index], token.kind == .identifier else { return nil }
        var cursor = index + 1
        switch token.text {
        case "pathConfigurationIdentifier":
            guard tokens[index - 1]?.isIdentifier("var") == true || tokens[index - 1]?.isIdentifier("let") == true else { return nil }
            if tokens[cursor]?.isPunctuation(":") == true { cursor += 2 }
            if tokens[cursor]?.isPunctuation("{") == true || tokens[cursor]?.isPunctuation("=") == true { cursor += 1 }
            if tokens[cursor]?.isIdentifier("return") == true { cursor += 1 }
        case "HotwireDestinationDeepLink", "TurboNavGraphDestination":
            guard tokens[index - 1]?.isPunctuation("@") == true, tokens[cursor]?.isPunctuation("(") == true else { return nil }
            cursor += 1
            if tokens[cursor]?.isIdentifier("uri") == true, tokens[cursor + 1]?.isPunctuation("=") == true { cursor += 2 }
        default:
            return nil
        }
        return cursor < tokens.count ? cursor : nil
    }

    /// `Hotwire.loadPathConfiguration(from:)`, turbo-ios `PathConfiguration(sources:)`, Android
    /// `PathConfiguration.Location(...)` and turbo-android `TurboPathConfiguration.Location(...)`.
    static let loadCalls: Set = ["loadPathConfiguration", "PathConfiguration", "Location"]

    static func library(importedAt index: Int, in tokens: NativeTokens, platform: Platform) -> NativeNavigationLibrary? {
        guard let first = tokens[index], first.kind == .identifier else { return nil }
        switch platform {
        case .ios:
            if first.text == "HotwireNative" { return .hotwireNative }
            if first.text == "Turbo" || first.text == "Strada" { return .turbo }
            return nil
        case .android:
            // `dev.hotwire.core...`, `dev.hotwire.navigation...` or `dev.hotwire.turbo...`.
            guard first.text == "dev", tokens[index + 2]?.text == "hotwire", let module = tokens[index + 4]?.text else { return nil }
            if module == "core" || module == "navigation" { return .hotwireNative }
            if module == "turbo" || module == "strada" { return .turbo }
            return nil
        }
    }

    /// `properties["x"]`, `properties?["x"]`, `properties.get("x")`, `properties[key]`.
    mutating func readProperty(after index: Int, in tokens: NativeTokens) {
        var cursor = index + 1
        if tokens[cursor]?.isPunctuation("?") == true || tokens[cursor]?.isPunctuation("!") == true { cursor += 1 }
        if tokens[cursor]?.isPunctuation(".") == true, tokens[cursor + 1]?.isIdentifier("get") == true, tokens[cursor + 2]?.isPunctuation("(") == true {
            cursor += 3
        } else if tokens[cursor]?.isPunctuation("[") == true {
            cursor += 1
        } else {
            return
        }
        guard let key = tokens[cursor] else { return }
        if let literal = key.literalValue, tokens[cursor + 1]?.isPunctuation("]") == true || tokens[cursor + 1]?.isPunctuation(")") == true {
            if propertyReads[literal] == nil { propertyReads[literal] = tokens.site(cursor) }
        } else {
            readsComputedKeys = true
        }
    }
}

extension NativeNavigationLibrary {
    /// The screens Hotwire Native itself declares: iOS `VisitableViewController` (`web`),
    /// Android `HotwireWebFragment` and `HotwireWebBottomSheetFragment` (hotwire-native-ios
    /// 1.3.0-beta, hotwire-native-android 1.3.1).
    public static func builtInScreens(on platform: Platform) -> [String: String] {
        switch platform {
        case .ios: ["web": "VisitableViewController"]
        case .android: ["hotwire://fragment/web": "HotwireWebFragment", "hotwire://fragment/web/modal/sheet": "HotwireWebBottomSheetFragment"]
        }
    }
}

/// A native screen a path configuration can name: an iOS view controller's
/// `pathConfigurationIdentifier`, or an Android destination's deep-link URI.
public struct NativeScreen: Sendable, Hashable {
    public var platform: Platform
    public var identifier: String
    public var site: DeclarationSite
}
