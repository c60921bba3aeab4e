extension RandomAccessCollection {
    /// The first index whose element is in the second part, where every element of the first
    /// part comes before every element of the second (`isInSecondPart` false, then true):
    /// found by halving, in a sorted table kept instead of a dictionary (issue 21).
    public func partitioningIndex(where isInSecondPart: (Element) -> Bool) -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
