/// A value that cannot be copied, kept on the heap behind a reference and reached one access at a time.
///
/// A class's stored property would serve, but Swift checks every access to one at run time against the accesses
/// in progress on the thread (`swift_beginAccess`, about 85 instructions with its end): a pipeline reaches a
/// connection's layers once or twice per ACL packet. The box checks overlap itself with a counter next to the
/// value, and traps on it as the runtime would: a modification while any other access is in progress, or an
/// access while a modification is. Reads may overlap reads.
///
/// Not `Sendable`: the counter is not atomic, as a class's own stored properties are not.
public final class ExclusiveBox<Value: ~Copyable> {
    /// The value and its count of accesses in progress: 0 none, n > 0 that many reads, -1 a modification.
    @usableFromInline struct Cell: ~Copyable {
        @usableFromInline var accesses: Int
        @usableFromInline var value: Value
    }

    @usableFromInline let cell: UnsafeMutablePointer<Cell>

    public init(_ value: consuming Value) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: Cell(accesses: 0, value: value))
    }

    deinit {
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    /// The value: read while no modification is in progress, modified while no other access is.
    @inlinable public var value: Value {
        _read {
            precondition(cell.pointee.accesses >= 0, "overlapping accesses to an ExclusiveBox: read during a modification")
            cell.pointee.accesses &+= 1
            defer { cell.pointee.accesses &-= 1 }
            yield cell.pointee.value
        }
        _modify {
            precondition(cell.pointee.accesses == 0, "overlapping accesses to an ExclusiveBox: modification during an access")
            cell.pointee.accesses = -1
            defer { cell.pointee.accesses = 0 }
            yield &cell.pointee.value
        }
    }
}
