#if canImport(Glibc)
import Glibc
#endif

/// The GNU build id of the running program (`.note.gnu.build-id`, which the linker computes
/// from the linked bytes, so the same code linked the same way has the same one), read from its
/// program headers in memory: naming the build by it costs no read of the binary, where hashing
/// its tens of megabytes was a twentieth of a run over one file with a new cache. Nil where
/// there is none (another platform, a linker told not to write it).
enum BuildIdentity {
    static let ofRunningProgram: String? = {
        #if os(Linux)
        // `getauxval` is not in Swift's Glibc module: the loader finds it.
        typealias AuxiliaryValue = @convention(c) (UInt) -> UInt
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "getauxval") else { return nil }
        let auxiliaryValue = unsafeBitCast(symbol, to: AuxiliaryValue.self)
        // AT_PHDR, AT_PHNUM: where the loader mapped the program's headers, and how many.
        guard let headers = UnsafeRawPointer(bitPattern: auxiliaryValue(3)) else { return nil }
        let digits = Array("0123456789abcdef".utf8)
        return buildID(headers: headers, count: Int(auxiliaryValue(5))).map { bytes in
            String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
        }
        #else
        return nil
        #endif
    }()

    /// The description of the `NT_GNU_BUILD_ID` note among the `count` 64-bit ELF program
    /// headers at `headers`, as mapped in memory.
    private static func buildID(headers: UnsafeRawPointer, count: Int) -> [UInt8]? {
        // Elf64_Phdr: p_type at 0, p_vaddr at 16, p_memsz at 40; 56 bytes.
        let size = 56
        func header(_ index: Int) -> (type: UInt32, address: UInt, length: Int) {
            let start = headers + index * size
            return (start.loadUnaligned(as: UInt32.self), UInt(start.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
                    Int(start.loadUnaligned(fromByteOffset: 40, as: UInt64.self)))
        }
        // PT_PHDR gives the headers' own address before relocation, so where the program was loaded.
        guard count > 0, count < 1 << 16, let own = (0..<count).map(header).first(where: { $0.type == 6 }) else { return nil }
        let bias = UInt(bitPattern: headers) &- own.address
        for note in (0..<count).map(header) where note.type == 4 {
            guard let start = UnsafeRawPointer(bitPattern: bias &+ note.address) else { continue }
            var offset = 0
            // Each note: name size, description size, type (4 bytes each), then the name and the
            // description, each padded to 4 bytes.
            while offset + 12 <= note.length {
                let nameSize = Int(start.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let descriptionSize = Int(start.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                let type = start.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
                let name = offset + 12
                let description = name + ((nameSize + 3) & ~3)
                guard description + descriptionSize <= note.length else { break }
                let isGNU = nameSize == 4 && (0..<4).map { start.load(fromByteOffset: name + $0, as: UInt8.self) } == Array("GNU\0".utf8)
                // NT_GNU_BUILD_ID
                if type == 3, isGNU, descriptionSize > 0 {
                    return (0..<descriptionSize).map { start.load(fromByteOffset: description + $0, as: UInt8.self) }
                }
                offset = description + ((descriptionSize + 3) & ~3)
            }
        }
        return nil
    }
}
