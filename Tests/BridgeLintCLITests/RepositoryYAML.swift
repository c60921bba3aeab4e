import Foundation
@testable import BridgeLintProject

/// A YAML file of this repository (the action, the hook manifest), read with libyaml as
/// bridgelint reads its configuration.
enum RepositoryYAML {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws -> ConfigValue {
        let bytes = try [UInt8](Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(path)))
        switch YAMLReader.read(bytes) {
        case .success(let value?): return value
        case .success(nil): throw Unreadable(description: "\(path) is empty")
        case .failure(let failure): throw Unreadable(description: "\(path): \(failure)")
        }
    }
}
