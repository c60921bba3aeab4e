import HotwireNative
import UIKit

/// "button": one bar button that clicks the web element (bridge/button_controller.js).
final class ButtonComponent: BridgeComponent {
    override class var name: String { "button" }

    override func onReceive(message: Message) {
        guard message.event == "connect",
              let data: MessageData = message.data() else { return }

        let action = UIAction { [weak self] _ in
            self?.reply(to: "connect")
        }
        let item: UIBarButtonItem
        if let image = data.image {
            item = UIBarButtonItem(image: UIImage(systemName: image), primaryAction: action)
            item.accessibilityLabel = data.title
        } else {
            item = UIBarButtonItem(title: data.title, primaryAction: action)
        }
        viewController?.navigationItem.rightBarButtonItem = item
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension ButtonComponent {
    struct MessageData: Decodable {
        let title: String
        let image: String?
    }
}
