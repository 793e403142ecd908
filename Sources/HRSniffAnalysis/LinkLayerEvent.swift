import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// One link-layer packet of an air capture, as the pipeline understood it.
public struct LinkLayerEvent {
    public enum PDU {
        case advertising(AdvertisingPDU)
        case data(DataPDUHeader, control: LLControlPDU?)
    }

    /// What became of the packet.
    public typealias Status = LinkLayerPacketStatus

    public var meta: LinkLayerMeta
    public var accessAddress: UInt32
    public var pdu: PDU
    /// Data PDUs: who sent it (`.sent` central, `.received` peripheral); `.unknown` for advertising PDUs.
    public var direction: Direction
    public var status: Status
    /// The data PDU's payload (after the header; without the MIC when the sniffer removed it).
    public var payload: Bytes
    /// The connection the packet belongs to (for a CONNECT_IND: the connection it opens).
    public var connection: ConnectionInfo?
}
