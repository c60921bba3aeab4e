import HotwireNative
import UIKit

/// Shows a formatting toolbar above the keyboard while the web editor has focus.
final class KeyboardComponent: BridgeComponent {
    override class var name: String { "keyboard" }

    override func onReceive(message: Message) {
        switch message.event {
        case "show":
            guard let data: MessageData = message.data() else { return }
            showToolbar(buttons: data.buttons)
        case "hide":
            hideToolbar()
        default:
            break
        }
    }

    // MARK: Private

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }

    private lazy var toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))

    private func showToolbar(buttons: [String]) {
        let items = buttons.map { button in
            UIBarButtonItem(image: UIImage(systemName: symbol(for: button)), primaryAction: UIAction { [weak self] _ in
                self?.reply(to: "show", with: SelectionMessageData(button: button))
            })
        }
        toolbar.items = items
        toolbar.sizeToFit()
        viewController?.view.addSubview(toolbar)
    }

    private func hideToolbar() {
        toolbar.removeFromSuperview()
    }

    private func symbol(for button: String) -> String {
        switch button {
        case "bold": return "bold"
        case "italic": return "italic"
        case "href": return "link"
        case "bullet": return "list.bullet"
        default: return "questionmark"
        }
    }
}

private extension KeyboardComponent {
    struct MessageData: Decodable {
        let buttons: [String]
    }

    struct SelectionMessageData: Encodable {
        let button: String
    }
}
