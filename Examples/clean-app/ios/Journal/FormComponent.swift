import HotwireNative
import UIKit

/// "form": a native submit button (bridge/form_controller.js).
final class FormComponent: BridgeComponent {
    override class var name: String { "form" }

    private var submitButton: UIBarButtonItem?

    override func onReceive(message: Message) {
        switch message.event {
        case "connect":
            guard let data: MessageData = message.data() else { return }
            let button = UIBarButtonItem(title: data.submitTitle, primaryAction: UIAction { [weak self] _ in
                self?.reply(to: "connect")
            })
            button.style = .done
            submitButton = button
            viewController?.navigationItem.rightBarButtonItem = button
        case "submitDisabled":
            submitButton?.isEnabled = false
        case "submitEnabled":
            submitButton?.isEnabled = true
        default:
            break
        }
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension FormComponent {
    struct MessageData: Decodable {
        let submitTitle: String
    }
}
