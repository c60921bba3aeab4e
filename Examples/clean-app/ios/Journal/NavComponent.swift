import HotwireNative
import UIKit

/// "nav": a menu button in the navigation bar (bridge/nav_controller.js).
final class NavComponent: BridgeComponent {
    override class var name: String { "nav" }

    override func onReceive(message: Message) {
        guard message.event == "connect",
              let data: MessageData = message.data() else { return }

        let actions = data.items.map { item in
            UIAction(title: item.title, image: item.image.flatMap(UIImage.init(systemName:))) { [weak self] _ in
                self?.reply(to: "connect", with: SelectionData(selectedIndex: item.index))
            }
        }
        let button = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: actions))
        button.accessibilityLabel = "Menu"

        if data.side == "left" {
            viewController?.navigationItem.leftBarButtonItem = button
        } else {
            viewController?.navigationItem.rightBarButtonItems = [button] + (viewController?.navigationItem.rightBarButtonItems ?? []).filter { $0 !== button }
        }
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension NavComponent {
    struct MessageData: Decodable {
        let items: [Item]
        let side: String
    }

    struct Item: Decodable {
        let title: String
        let image: String?
        let index: Int
    }

    struct SelectionData: Encodable {
        let selectedIndex: Int
    }
}
