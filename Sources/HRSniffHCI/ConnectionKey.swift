import HRSniffBytes

/// Names one connection the pipeline follows: an HCI connection handle on an adapter (Core Vol 4 Part E §5.4.2:
/// the 12-bit Connection_Handle is unique per controller, and a capture may hold several controllers), or, in an
/// air capture, the access address of a link-layer connection (Core Vol 6 Part B §2.1.2), which has no adapter or
/// handle. The two kinds never compare equal. One integer inside: hashing and comparing it cost what the integer
/// does.
package struct ConnectionKey: Hashable, Sendable {
    /// Handle keys: adapter << 16 | handle. Access-address keys: 1 << 32 | access address.
    @usableFromInline package let rawValue: UInt64

    /// The connection with `handle` (the packet boundary and broadcast flags cleared) on `adapter`.
    @inlinable package init(adapter: UInt16, handle: UInt16) {
        rawValue = UInt64(adapter) << 16 | UInt64(handle)
    }

    /// The air connection with `accessAddress`.
    @inlinable package init(accessAddress: UInt32) {
        rawValue = 1 << 32 | UInt64(accessAddress)
    }

    /// The adapter of a handle key; nil for an access address.
    @inlinable package var adapter: UInt16? {
        rawValue >> 32 == 0 ? UInt16(truncatingIfNeeded: rawValue >> 16) : nil
    }

    /// The handle of a handle key; nil for an access address.
    @inlinable package var handle: UInt16? {
        rawValue >> 32 == 0 ? UInt16(truncatingIfNeeded: rawValue) : nil
    }

    /// The access address of an air connection's key; nil for a handle key.
    @inlinable package var accessAddress: UInt32? {
        rawValue >> 32 == 1 ? UInt32(truncatingIfNeeded: rawValue) : nil
    }

    /// Inlined where keys are compared (the pipeline's recent connections, once per packet), as the synthesized
    /// comparison is not.
    @inlinable package static func == (a: ConnectionKey, b: ConnectionKey) -> Bool { a.rawValue == b.rawValue }
}

/// A device address as one adapter sees it: BR/EDR connection attempts are followed by the peer they are to,
/// per adapter (Create Connection and its cancel name the address, Core Vol 4 Part E §7.1.5, §7.1.7).
package struct AdapterAddress: Hashable, Sendable {
    package var adapter: UInt16
    package var address: BluetoothAddress

    @inlinable package init(_ adapter: UInt16, _ address: BluetoothAddress) {
        self.adapter = adapter
        self.address = address
    }
}
