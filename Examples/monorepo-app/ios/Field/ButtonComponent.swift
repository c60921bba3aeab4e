import HotwireNative
import UIKit

/// "button": one bar button that clicks the web element (web/.../bridge/button_controller.js).
final class ButtonComponent: BridgeComponent {
    override class var name: String { "button" }

    override func onReceive(message: Message) {
        guard message.event == "connect", let data: MessageData = message.data() else { return }
        let action = UIAction { [weak self] _ in
            self?.reply(to: "connect")
        }
        viewController?.navigationItem.rightBarButtonItem = UIBarButtonItem(title: data.title, primaryAction: action)
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension ButtonComponent {
    struct MessageData: Decodable {
        let title: String
    }
}
