import HotwireNative
import UIKit

/// "class Fake: BridgeComponent" in a comment
final class MenuComponent: BridgeComponent {
    override class var name: String { "menu" }

    override func onReceive(message: Message) {
        guard let data: MessageData = message.data() else { return }
        reply(to: "display", with: Reply(selectedIndex: 0))
    }
}

private extension MenuComponent {
    struct MessageData: Decodable {
        let title: String
        let items: [Item]
        enum CodingKeys: String, CodingKey { case title = "menuTitle", items }
    }
    struct Item: Decodable { let title: String; let index: Int }
}

func register() {
    Hotwire.registerBridgeComponents([MenuComponent.self, FormComponent.self])
}
