import HotwireNative
import UIKit

/// The stats page as a native screen: the path configuration routes `/stats` here.
final class StatsViewController: UIViewController, PathConfigurationIdentifiable {
    static var pathConfigurationIdentifier: String { "stats" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stats"
    }
}
