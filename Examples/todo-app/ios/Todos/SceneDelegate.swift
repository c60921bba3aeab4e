import HotwireNative
import UIKit

let rootURL = URL(string: "https://todos.example.com")!

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private let navigator = Navigator(configuration: .init(
        name: "main",
        startLocation: rootURL.appending(path: "todos")
    ))

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Hotwire.loadPathConfiguration(from: [
            .file(Bundle.main.url(forResource: "path-configuration", withExtension: "json")!),
            .server(rootURL.appending(path: "configurations/ios_v1.json"))
        ])
        window?.rootViewController = navigator.rootViewController
        navigator.start()
    }
}
