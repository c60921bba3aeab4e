/// Every bridge component of an app with its web and native sides next to each other: what
/// `bridgelint components` shows. Plain data, built by the engine from the project model and a
/// lint run, so renderers need to know nothing about either.
public struct ComponentMatrix: Sendable, Equatable {
    /// Web components by identifier, then native components no web component names.
    public var components: [Component]
    /// Why some facts are unknown (a registration through a variable), one sentence each.
    public var notes: [String]

    public init(components: [Component], notes: [String]) {
        self.components = components
        self.notes = notes
    }

    /// One bridge component: a web controller, its native classes, or both.
    public struct Component: Sendable, Equatable {
        /// The Stimulus identifier; nil for a native component with no web controller.
        public var identifier: String?
        /// `static component` on the web, else the native name; nil when no literal gives it.
        public var name: String?
        public var web: WebSide?
        /// Every iOS class registered under `name` (usually one; none when it is missing).
        public var ios: [NativeSide]
        /// Every Android factory for `name`.
        public var android: [NativeSide]
        /// Nil when there is no identifier to look for in templates.
        public var usage: Usage?
        /// Ids of the rules that reported on this component, sorted.
        public var rules: [String]

        public init(identifier: String?, name: String?, web: WebSide?, ios: [NativeSide], android: [NativeSide], usage: Usage?, rules: [String]) {
            self.identifier = identifier
            self.name = name
            self.web = web
            self.ios = ios
            self.android = android
            self.usage = usage
            self.rules = rules
        }
    }

    /// A place in a project file, root-relative.
    public struct Location: Sendable, Equatable {
        public var path: String
        /// Nil when only the file is known.
        public var line: Int?

        public init(path: String, line: Int?) {
            self.path = path
            self.line = line
        }
    }

    /// The JavaScript controller and the messages it sends.
    public struct WebSide: Sendable, Equatable {
        public var location: Location
        public var events: [SentEvent]

        public init(location: Location, events: [SentEvent]) {
            self.location = location
            self.events = events
        }
    }

    /// One `this.send("event", { keys })`.
    public struct SentEvent: Sendable, Equatable {
        /// Nil when the event is not a literal.
        public var name: String?
        public var keys: [String]
        /// The data object holds keys the source does not state (a spread, a variable).
        public var keysAreDynamic: Bool

        public init(name: String?, keys: [String], keysAreDynamic: Bool) {
            self.name = name
            self.keys = keys
            self.keysAreDynamic = keysAreDynamic
        }
    }

    public enum Registration: String, Sendable, Equatable {
        case registered
        case notRegistered = "not registered"
        /// A registration passes something bridgelint cannot read; the notes say what.
        case unknown
    }

    /// A Swift class or Kotlin factory implementing the component.
    public struct NativeSide: Sendable, Equatable {
        /// Nil when an Android factory's creator could not be read.
        public var className: String?
        /// The class declaration, else (Android) the factory.
        public var location: Location?
        public var registration: Registration
        public var messages: [Message]

        public init(className: String?, location: Location?, registration: Registration, messages: [Message]) {
            self.className = className
            self.location = location
            self.registration = registration
            self.messages = messages
        }
    }

    /// A message struct the native side decodes.
    public struct Message: Sendable, Equatable {
        public var name: String
        public var location: Location
        public var fields: [Field]
        /// A hand-written `init(from:)` decides which keys are read: the fields say little.
        public var hasCustomDecoding: Bool

        public init(name: String, location: Location, fields: [Field], hasCustomDecoding: Bool) {
            self.name = name
            self.location = location
            self.fields = fields
            self.hasCustomDecoding = hasCustomDecoding
        }
    }

    /// A key the native side reads.
    public struct Field: Sendable, Equatable {
        public var property: String
        /// The JSON key (`CodingKeys` raw value, `@SerialName`), else the property name.
        public var key: String
        public var type: String
        /// Decoding fails when the key is missing.
        public var isRequired: Bool

        public init(property: String, key: String, type: String, isRequired: Bool) {
            self.property = property
            self.key = key
            self.type = type
            self.isRequired = isRequired
        }
    }

    /// Where templates mount the controller (`data-controller`).
    public struct Usage: Sendable, Equatable {
        public var templates: Int
        public var uses: Int
        /// The pages that show it, through their layout and the partials they render (see
        /// `RenderGraph.pages(mounting:)`); nil when not worked out.
        public var pages: [String]?

        public init(templates: Int, uses: Int, pages: [String]? = nil) {
            self.templates = templates
            self.uses = uses
            self.pages = pages
        }
    }
}
