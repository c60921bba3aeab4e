import HotwireNative
import UIKit

/// Builds a UIMenu in the navigation bar from the items the web page sends.
final class NavComponent: BridgeComponent {
    override class var name: String { "nav" }

    override func onReceive(message: Message) {
        guard let event = Event(rawValue: message.event) else { return }

        switch event {
        case .connect:
            handleConnectEvent(message: message)
        }
    }

    // MARK: Private

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }

    private func handleConnectEvent(message: Message) {
        guard let data: MessageData = message.data() else { return }

        let actions = data.items.map { item in
            UIAction(title: item.title, image: item.image.flatMap { UIImage(systemName: $0) }) { [weak self] _ in
                self?.selectItem(at: item.index)
            }
        }

        let image = UIImage(systemName: data.image ?? "ellipsis.circle")
        let button = UIBarButtonItem(image: image, menu: UIMenu(children: actions))
        button.accessibilityLabel = "Menu"

        if data.side == "left" {
            viewController?.navigationItem.leftBarButtonItem = button
        } else {
            viewController?.navigationItem.rightBarButtonItem = button
        }
    }

    private func selectItem(at index: Int) {
        reply(to: Event.connect.rawValue, with: SelectionMessageData(selectedIndex: index))
    }
}

private extension NavComponent {
    enum Event: String {
        case connect
    }

    struct MessageData: Decodable {
        let items: [Item]
        let side: String
        let image: String?
    }

    struct Item: Decodable {
        let title: String
        let image: String?
        let index: Int
    }

    struct SelectionMessageData: Encodable {
        let selectedIndex: Int
    }
}
