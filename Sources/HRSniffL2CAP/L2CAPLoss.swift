import HRSniffBytes

extension L2CAPConnection {
    /// Whether `diagnostic` says reassembly found a PDU broken: a start before the previous PDU was complete
    /// (`l2cap_incomplete_pdu`), or a continuation without its start (`l2cap_continuation_without_start`).
    public static func isBrokenPDU(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code == "l2cap_incomplete_pdu" || diagnostic.code == "l2cap_continuation_without_start"
    }

    /// Rewords the broken-PDU diagnostics among `diagnostics[start...]` as the capture's loss, not the sender's
    /// fault: notes, with `cause` appended in parentheses (an air capture whose link layer shows packets the
    /// sniffer missed since the PDU's start).
    public static func attributeBrokenPDUs(_ diagnostics: inout [Diagnostic], from start: Int, to cause: String) {
        for i in start ..< diagnostics.count where isBrokenPDU(diagnostics[i]) {
            diagnostics[i].severity = .note
            diagnostics[i].message += " (\(cause))"
        }
    }
}
