import HotwireNative
import UIKit

let baseURL = URL(string: "https://journal.example.com")!

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private lazy var navigator = Navigator(configuration: .init(
        name: "main",
        startLocation: baseURL
    ))

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The bundled copy answers at once; the server's copy replaces it when it arrives.
        Hotwire.loadPathConfiguration(from: [
            .file(Bundle.main.url(forResource: "path-configuration", withExtension: "json")!),
            .server(baseURL.appending(path: "configurations/ios_v1.json"))
        ])
        window?.rootViewController = navigator.rootViewController
        navigator.start()
    }
}
