import BridgeLintCore

/// How the app's Rails renders the block helpers called from a code tag (`Template.railsTwoBlocks`)
/// where templates other than the one being judged are read: the render graph, the id
/// indexes, a page's frames. Up to Rails 3.0 they write their element (the template as parsed);
/// from 3.1 on nothing of the block renders (`Template.droppingRailsTwoBlocks()`). Where the
/// version is unknown, the template is read as parsed, as before the version was read.
public struct RailsTwoBlockReading: Sendable {
    private let dropsBlocks: @Sendable () -> Bool

    /// `dropsBlocks` is asked only for a template with such a block (most have none, and need
    /// not read the app's lockfile).
    public init(dropsBlocks: @escaping @Sendable () -> Bool) {
        self.dropsBlocks = dropsBlocks
    }

    /// Every template as parsed: Rails 2's reading.
    public static let asParsed = RailsTwoBlockReading { false }

    /// `template` as the app renders it.
    public func reading(_ template: Template) -> Template {
        droppedBlocks(of: template).isEmpty ? template : template.droppingRailsTwoBlocks()
    }

    /// The blocks of `template` that render nothing in the app.
    public func droppedBlocks(of template: Template) -> [SourceRange] {
        template.railsTwoBlocks.isEmpty || !dropsBlocks() ? [] : template.railsTwoBlocks
    }

    /// The template in `file`, as the app renders it.
    public func parse(_ file: SourceFile) -> Template {
        reading(TemplateParser.parse(file))
    }
}
