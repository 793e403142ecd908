import HRSniffBytes

// Lists carried by ATT responses. Each keeps the raw bytes of the list and decodes an element when it is read:
// iterating allocates nothing, and a PDU that is never looked at costs nothing beyond its validation.

/// An element of a fixed-stride ATT list, decoded from exactly one stride of bytes.
///
/// `ATTList` only ever hands a conforming type a slice of the stride it validated, so `init(attListElement:)`
/// can rely on the size (it still reads through the checked `Bytes` accessors).
public protocol ATTListElement {
    init(attListElement bytes: Bytes)
}

/// A list of equal-sized elements (Find Information, Find By Type Value, Read By Type, Read By Group Type
/// responses, the handle sets of the Read Multiple requests). Random access, no copying.
public struct ATTList<Element: ATTListElement>: RandomAccessCollection, Sendable, Equatable {
    /// The raw list: `count * stride` bytes.
    public let bytes: Bytes
    /// The size of one element in bytes (≥ 1).
    public let stride: Int

    /// `bytes.count` must be a whole multiple of `stride` (the parser guarantees it).
    @inlinable package init(bytes: Bytes, stride: Int) {
        self.bytes = bytes
        self.stride = Swift.max(stride, 1)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { bytes.count / stride }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < endIndex, "ATTList index out of range")
        return Element(attListElement: bytes.slice(from: position * stride, count: stride) ?? .empty)
    }
}

/// A handle in a handle set (Read Multiple and Read Multiple Variable requests).
extension UInt16: ATTListElement {
    @inlinable public init(attListElement bytes: Bytes) { self = bytes.u16le(at: 0) ?? 0 }
}

/// Find Information Response element: a handle and its attribute type.
public struct ATTHandleUUID: ATTListElement, Sendable, Hashable {
    public var handle: UInt16
    public var uuid: BluetoothUUID

    @inlinable public init(handle: UInt16, uuid: BluetoothUUID) {
        self.handle = handle
        self.uuid = uuid
    }

    @inlinable public init(attListElement bytes: Bytes) {
        handle = bytes.u16le(at: 0) ?? 0
        uuid = BluetoothUUID(littleEndian: bytes.suffix(from: 2)) ?? BluetoothUUID(uuid16: 0)
    }
}

/// Find By Type Value Response element (Handles Information).
public struct ATTHandlesInformation: ATTListElement, Sendable, Hashable {
    public var foundHandle: UInt16
    public var groupEndHandle: UInt16

    @inlinable public init(foundHandle: UInt16, groupEndHandle: UInt16) {
        self.foundHandle = foundHandle
        self.groupEndHandle = groupEndHandle
    }

    @inlinable public init(attListElement bytes: Bytes) {
        foundHandle = bytes.u16le(at: 0) ?? 0
        groupEndHandle = bytes.u16le(at: 2) ?? 0
    }
}

/// Read By Type Response element: a handle and (the first `length - 2` bytes of) its value.
public struct ATTHandleValue: ATTListElement, Sendable, Equatable {
    public var handle: UInt16
    public var value: Bytes

    @inlinable public init(attListElement bytes: Bytes) {
        handle = bytes.u16le(at: 0) ?? 0
        value = bytes.suffix(from: 2)
    }
}

/// Read By Group Type Response element: the group's first and last handle and (the first `length - 4` bytes of)
/// the group attribute's value.
public struct ATTGroupValue: ATTListElement, Sendable, Equatable {
    public var handle: UInt16
    public var endGroupHandle: UInt16
    public var value: Bytes

    @inlinable public init(attListElement bytes: Bytes) {
        handle = bytes.u16le(at: 0) ?? 0
        endGroupHandle = bytes.u16le(at: 2) ?? 0
        value = bytes.suffix(from: 4)
    }
}

// MARK: - Variable-length lists

/// One tuple of a Read Multiple Variable Response.
public struct ATTLengthValue: Sendable, Equatable {
    /// The Value Length field: the attribute value's full length.
    public var length: UInt16
    /// The value bytes present: `length` bytes, or fewer for a truncated final tuple.
    public var value: Bytes
    /// The response ended (ATT_MTU reached) before `length` bytes of value.
    public var isTruncated: Bool

    @inlinable public init(length: UInt16, value: Bytes, isTruncated: Bool) {
        self.length = length
        self.value = value
        self.isTruncated = isTruncated
    }
}

/// The Length Value Tuple List of a Read Multiple Variable Response.
///
/// Core 5.4 Vol 3 Part F §3.4.4.12: when the list does not fit in ATT_MTU - 1 bytes it is cut there, so the last
/// tuple may be short. A cut inside the final 2-byte length field yields no tuple; `isTruncated` is then true and
/// the parse notes carry `.truncatedLengthField`.
public struct ATTLengthValueList: Sequence, Sendable, Equatable {
    public let bytes: Bytes
    /// Tuples, including a truncated final one (but not a lone byte of a cut length field).
    public let count: Int
    /// The list was cut by the MTU: its final tuple is incomplete.
    public let isTruncated: Bool

    @inlinable package init(bytes: Bytes, count: Int, isTruncated: Bool) {
        self.bytes = bytes
        self.count = count
        self.isTruncated = isTruncated
    }

    @inlinable public var underestimatedCount: Int { count }
    @inlinable public func makeIterator() -> Iterator { Iterator(rest: bytes) }

    public struct Iterator: IteratorProtocol {
        @usableFromInline package var rest: Bytes
        @inlinable package init(rest: Bytes) { self.rest = rest }

        @inlinable public mutating func next() -> ATTLengthValue? {
            guard let length = rest.u16le(at: 0) else { return nil }
            let available = rest.count - 2
            if Int(length) <= available, let value = rest.slice(from: 2, count: Int(length)) {
                rest = rest.suffix(from: 2 + Int(length))
                return ATTLengthValue(length: length, value: value, isTruncated: false)
            }
            let value = rest.suffix(from: 2)
            rest = .empty
            return ATTLengthValue(length: length, value: value, isTruncated: true)
        }
    }
}

/// One tuple of a Multiple Handle Value Notification.
public struct ATTHandleLengthValue: Sendable, Equatable {
    public var handle: UInt16
    /// `Value Length` bytes.
    public var value: Bytes

    @inlinable public init(handle: UInt16, value: Bytes) {
        self.handle = handle
        self.value = value
    }
}

/// The Handle Length Value Tuple List of a Multiple Handle Value Notification; every tuple is complete.
public struct ATTHandleLengthValueList: Sequence, Sendable, Equatable {
    public let bytes: Bytes
    public let count: Int

    @inlinable package init(bytes: Bytes, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    @inlinable public var underestimatedCount: Int { count }
    @inlinable public func makeIterator() -> Iterator { Iterator(rest: bytes) }

    public struct Iterator: IteratorProtocol {
        @usableFromInline package var rest: Bytes
        @inlinable package init(rest: Bytes) { self.rest = rest }

        @inlinable public mutating func next() -> ATTHandleLengthValue? {
            guard let handle = rest.u16le(at: 0), let length = rest.u16le(at: 2),
                  let value = rest.slice(from: 4, count: Int(length)) else { return nil }
            rest = rest.suffix(from: 4 + Int(length))
            return ATTHandleLengthValue(handle: handle, value: value)
        }
    }
}
