import HotwireNative
import UIKit

/// A native button on the right of the navigation bar that clicks the web element.
final class ButtonComponent: BridgeComponent {
    override class var name: String { "button" }

    override func onReceive(message: Message) {
        guard message.event == "connect" else { return }
        guard let data: MessageData = message.data() else { return }

        let action = UIAction { [weak self] _ in
            self?.reply(to: "connect")
        }
        let item = UIBarButtonItem(title: data.title, image: UIImage(systemName: data.imageName), primaryAction: action)
        viewController?.navigationItem.rightBarButtonItem = item
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension ButtonComponent {
    struct MessageData: Decodable {
        let title: String
        let imageName: String
    }
}
