/// Whether two arrays are one buffer, asked without taking a reference to either: `==` of two arrays answers at
/// once for one buffer, but as a call, around which the caller counts the operand it reads from its own storage up
/// and down again (two atomic operations). A type whose values are most often copies of one it keeps (an
/// attribute, a connection) asks this first.
extension ContiguousArray {
    /// True when `self` and `other` are copies of one array that neither changed since (the same buffer), not when
    /// their elements are equal.
    @inlinable public func sharesBuffer(with other: ContiguousArray<Element>) -> Bool {
        withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
