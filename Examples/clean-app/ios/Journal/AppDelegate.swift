import HotwireNative
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Before any navigator exists, so every name is in the user agent.
        Hotwire.registerBridgeComponents([
            NavComponent.self,
            ButtonComponent.self,
            FormComponent.self,
            SearchComponent.self,
            MenuComponent.self,
            OverflowMenuComponent.self
        ])

        Hotwire.config.showDoneButtonOnModals = true
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
