import HRSniffBytes
import HRSniffATT

/// The ATT_MTU of a connection's unenhanced bearer as far as its capture proves it.
public struct UnenhancedMTU: Equatable, Sendable {
    /// The ATT_MTU: exchanged, or the LE default of 23 for a connection captured from its start without an
    /// exchange and without a longer PDU. Nil when the capture does not say.
    public var mtu: UInt16?
    /// At least this: 23, or the longest ATT PDU the bearer carried (Core Vol 3 Part F §3.2.8).
    public var atLeast: UInt16
    /// A connection captured from its start shows, without an exchange, a PDU longer than 23: the capture lacks
    /// the Exchange MTU.
    public var exchangeMissing: Diagnostic?
}

extension GATTTracker {
    /// What the capture proves of the unenhanced bearer's ATT_MTU when the connection ends (frame `frame`).
    /// `capturedFromStart`: the capture holds the connection's beginning, so an exchange would be in it.
    public func unenhancedMTU(capturedFromStart: Bool, frame: Int) -> UnenhancedMTU {
        let longest = UInt16(clamping: max(23, longestPDU))
        if mtuExchanged { return UnenhancedMTU(mtu: effectiveMTU, atLeast: longest) }
        // Captured from its start: without an exchange, ATT_MTU stays the LE default (Core Vol 3 Part G §5.2.1).
        if capturedFromStart && longest <= 23 { return UnenhancedMTU(mtu: 23, atLeast: longest) }
        guard capturedFromStart else { return UnenhancedMTU(mtu: nil, atLeast: longest) }
        return UnenhancedMTU(mtu: nil, atLeast: longest, exchangeMissing: Diagnostic(
            frame: frame, .note, .gatt, "att_mtu_exchange_missing",
            "connection \(connection): no Exchange MTU was captured, which leaves ATT_MTU at the default of 23, "
                + "but an ATT PDU of \(longest) bytes shows it larger: the capture lacks the exchange"))
    }
}
