#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Replaces a file's contents so that every reader sees either the old bytes or the new ones,
/// never a mix, and only when the file still holds the bytes the change was computed from.
///
/// The new text goes to a temporary file in the same folder (so the rename cannot cross file
/// systems), which gets the original's permissions (and owner, where allowed), is flushed to
/// disk, and is then renamed over the original. A symbolic link is followed: its target is
/// replaced, the link stays a link.
public enum AtomicFileReplacement {
    public enum Failure: Error, Equatable, Sendable {
        /// The file no longer holds the bytes it was read with (edited, or fixed by another run).
        case changedSinceRead
        /// The file could not be read, the temporary file not written, or the rename failed.
        case cannotWrite(String)
    }

    /// Writes `new` to `path` if the file still holds exactly `expected`.
    public static func replace(_ path: String, expected: [UInt8], with new: [UInt8]) -> Result<Void, Failure> {
        guard let resolved = realpath(path, nil) else { return .failure(.cannotWrite(systemError())) }
        let target = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(target, &status) == 0 else { return .failure(.cannotWrite(systemError())) }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(folder)/.\(name).bridgelint-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return .failure(.cannotWrite(systemError())) }
        let temporary = String(cString: template)
        var closed = false
        defer {
            if !closed { close(descriptor) }
            unlink(temporary)  // Gone already after a successful rename; otherwise clean up.
        }
        guard writeAll(new, to: descriptor) else { return .failure(.cannotWrite(systemError())) }
        _ = fchown(descriptor, status.st_uid, status.st_gid)  // Only root may give files away; fine to fail.
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0, fsync(descriptor) == 0 else {
            return .failure(.cannotWrite(systemError()))
        }
        closed = true
        guard close(descriptor) == 0 else { return .failure(.cannotWrite(systemError())) }
        // The last moment to notice a change: from here on the rename is a single step.
        guard let current = FileManager.default.contents(atPath: target) else { return .failure(.cannotWrite("cannot read it again")) }
        guard current.elementsEqual(expected) else { return .failure(.changedSinceRead) }
        guard rename(temporary, target) == 0 else { return .failure(.cannotWrite(systemError())) }
        return .success(())
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
