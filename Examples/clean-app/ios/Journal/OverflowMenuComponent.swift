import HotwireNative
import UIKit

/// "overflow-menu": the native half of the @example/hotwire-overflow-menu npm package
/// (its Stimulus controller, bridge--overflow-menu, has no file in this app).
final class OverflowMenuComponent: BridgeComponent {
    override class var name: String { "overflow-menu" }

    override func onReceive(message: Message) {
        guard message.event == "connect",
              let data: MessageData = message.data() else { return }

        let actions = data.items.map { item in
            UIAction(title: item.title) { [weak self] _ in
                self?.reply(to: "connect", with: SelectionData(selectedIndex: item.index))
            }
        }
        let button = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: UIMenu(title: data.title ?? "", children: actions))
        button.accessibilityLabel = data.title ?? "More"
        viewController?.navigationItem.rightBarButtonItem = button
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension OverflowMenuComponent {
    struct MessageData: Decodable {
        let title: String?
        let items: [Item]
    }

    struct Item: Decodable {
        let title: String
        let index: Int
    }

    struct SelectionData: Encodable {
        let selectedIndex: Int
    }
}
