extension Array {
    /// The same elements in storage of their own count: an array grown by appending keeps up to
    /// as much room again unused, which a table kept through a run (the frame index's sites of
    /// each id) would hold for nothing (issue 21).
    public var exactlySized: [Element] {
        capacity > count ? withUnsafeBufferPointer(Array.init) : self
    }
}
