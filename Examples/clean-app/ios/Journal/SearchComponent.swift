import HotwireNative
import UIKit

/// "search": a UISearchController whose queries go back to the page (bridge/search_controller.js).
final class SearchComponent: BridgeComponent, UISearchResultsUpdating {
    override class var name: String { "search" }

    override func onReceive(message: Message) {
        guard message.event == "connect",
              let data: MessageData = message.data() else { return }

        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchBar.placeholder = data.placeholder
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        viewController?.navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {
        reply(to: "connect", with: QueryData(query: searchController.searchBar.text ?? ""))
    }

    private var viewController: UIViewController? {
        delegate?.destination as? UIViewController
    }
}

private extension SearchComponent {
    struct MessageData: Decodable {
        let placeholder: String
    }

    struct QueryData: Encodable {
        let query: String
    }
}
