import HotwireNative
import UIKit

/// "menu": an action sheet (bridge/menu_controller.js).
final class MenuComponent: BridgeComponent {
    override class var name: String { "menu" }

    override func onReceive(message: Message) {
        guard message.event == "display",
              let data: MessageData = message.data() else { return }

        let sheet = UIAlertController(title: data.title, message: nil, preferredStyle: .actionSheet)
        for item in data.items {
            sheet.addAction(UIAlertAction(title: item.title, style: .default) { [weak self] _ in
                self?.reply(to: "display", with: SelectionData(selectedIndex: item.index))
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        viewController?.present(sheet, animated: true)
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension MenuComponent {
    struct MessageData: Decodable {
        let title: String
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
