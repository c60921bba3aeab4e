import HotwireNative
import UIKit

/// A native summary of the todos: the path configuration routes `/todos/stats` here.
final class StatsViewController: UIViewController, PathConfigurationIdentifiable {
    static var pathConfigurationIdentifier: String { "stats" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stats"
    }
}
