#if canImport(Glibc)
import Glibc
#endif

/// Memory the process has freed, given back to the system.
public enum FreedMemory {
    /// Gives back the pages that freed blocks leave whole (glibc's `malloc_trim`, in every
    /// arena): glibc keeps them, so a large structure freed by one thread (the render graph,
    /// built by the lint pass's workers) still counted in the peak while another thread (the
    /// project rules) allocated anew. Nothing where the C library is not glibc.
    public static func giveBack() {
        #if canImport(Glibc)
        // (`malloc_trim` is in <malloc.h>, which the Glibc module does not import.)
        if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        #endif
    }
}
