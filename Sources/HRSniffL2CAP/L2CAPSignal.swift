import HRSniffBytes
import HRSniffHCI

// L2CAP signalling commands (Core 5.4 Vol 3 Part A §4).
//
// A signalling C-frame carries commands, each `code (1) | identifier (1) | length (2, LE) | data (length)`.
// On the BR/EDR signalling channel (CID 0x0001) a frame may hold several commands; on the LE signalling channel
// (CID 0x0005) exactly one. All `Bytes` inside the parsed values are views of the frame and share its lifetime.

/// One signalling command, decoded.
public enum L2CAPSignal: Equatable, Sendable {
    /// `data`: for "Signaling MTU exceeded" the actual MTU, for "Invalid CID in request" the local and remote CIDs
    /// (see `rejectedMTU` and `rejectedChannelIDs`).
    case commandReject(reason: L2CAPCommandRejectReason, data: Bytes)
    case connectionRequest(psm: L2CAPPSM, sourceCID: L2CAPChannelID)
    case connectionResponse(destinationCID: L2CAPChannelID, sourceCID: L2CAPChannelID,
                            result: L2CAPConnectionResult, status: L2CAPConnectionStatus)
    /// `options`: the configuration options, undecoded.
    case configurationRequest(destinationCID: L2CAPChannelID, flags: UInt16, options: Bytes)
    case configurationResponse(sourceCID: L2CAPChannelID, flags: UInt16, result: L2CAPConfigurationResult,
                               options: Bytes)
    case disconnectionRequest(destinationCID: L2CAPChannelID, sourceCID: L2CAPChannelID)
    case disconnectionResponse(destinationCID: L2CAPChannelID, sourceCID: L2CAPChannelID)
    case echoRequest(data: Bytes)
    case echoResponse(data: Bytes)
    case informationRequest(type: L2CAPInformationType)
    case informationResponse(type: L2CAPInformationType, result: L2CAPInformationResult, data: Bytes)
    case connectionParameterUpdateRequest(L2CAPConnectionParameters)
    case connectionParameterUpdateResponse(result: L2CAPConnectionParameterUpdateResult)
    case leCreditBasedConnectionRequest(spsm: L2CAPPSM, sourceCID: L2CAPChannelID, mtu: UInt16, mps: UInt16,
                                        initialCredits: UInt16)
    case leCreditBasedConnectionResponse(destinationCID: L2CAPChannelID, mtu: UInt16, mps: UInt16,
                                         initialCredits: UInt16, result: L2CAPLECreditBasedConnectionResult)
    case flowControlCreditIndication(cid: L2CAPChannelID, credits: UInt16)
    case creditBasedConnectionRequest(spsm: L2CAPPSM, mtu: UInt16, mps: UInt16, initialCredits: UInt16,
                                      sourceCIDs: L2CAPChannelIDList)
    case creditBasedConnectionResponse(mtu: UInt16, mps: UInt16, initialCredits: UInt16,
                                       result: L2CAPCreditBasedConnectionResult, destinationCIDs: L2CAPChannelIDList)
    case creditBasedReconfigureRequest(mtu: UInt16, mps: UInt16, destinationCIDs: L2CAPChannelIDList)
    case creditBasedReconfigureResponse(result: L2CAPCreditBasedReconfigureResult)
    /// A command without a typed case (the AMP channel commands and unknown codes): its data, undecoded.
    case other(code: L2CAPSignalCode, data: Bytes)
}

/// A command as it appeared in a frame.
public struct L2CAPSignalCommand: Equatable, Sendable {
    public var code: L2CAPSignalCode
    /// Matches responses to requests; 0x00 is never valid.
    public var identifier: UInt8
    /// Offset of the command's header inside the frame.
    public var offset: Int
    public var signal: L2CAPSignal

    public init(code: L2CAPSignalCode, identifier: UInt8, offset: Int, signal: L2CAPSignal) {
        self.code = code
        self.identifier = identifier
        self.offset = offset
        self.signal = signal
    }
}

public typealias L2CAPSignalCommandResult = Result<L2CAPSignalCommand, L2CAPSignalError>

/// Why a signalling command could not be decoded.
public struct L2CAPSignalError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Fewer than the four header octets are left in the frame (or the frame is empty).
        case truncatedHeader(available: Int)
        /// The length field reaches past the end of the frame; the rest of the frame cannot be parsed.
        case lengthBeyondFrame(length: Int, available: Int)
        /// The command's data is shorter than its fixed fields.
        case dataTooShort(needed: Int, available: Int)
        /// A CID list with an odd number of octets, or with a number of CIDs outside what the command allows.
        case invalidChannelIDList(octets: Int)
        /// Octets after the single command an LE signalling frame may hold.
        case trailingBytes(count: Int)
    }

    public var kind: Kind
    /// Offset in the frame of the command the problem belongs to (of the unparsed rest for `truncatedHeader` and
    /// `trailingBytes`).
    public var offset: Int
    /// The command's code and identifier, when its header could be read.
    public var code: L2CAPSignalCode?
    public var identifier: UInt8?

    public init(_ kind: Kind, offset: Int, code: L2CAPSignalCode? = nil, identifier: UInt8? = nil) {
        self.kind = kind
        self.offset = offset
        self.code = code
        self.identifier = identifier
    }

    /// A stable machine-readable name for diagnostics.
    public var diagnosticCode: String {
        switch kind {
        case .truncatedHeader: "l2cap_signal_truncated_header"
        case .lengthBeyondFrame: "l2cap_signal_length_beyond_frame"
        case .dataTooShort: "l2cap_signal_data_too_short"
        case .invalidChannelIDList: "l2cap_signal_invalid_cid_list"
        case .trailingBytes: "l2cap_signal_trailing_bytes"
        }
    }

    public var description: String {
        let what: String
        switch kind {
        case .truncatedHeader(let available):
            what = "signalling command header cut short: \(available) of 4 octets"
        case .lengthBeyondFrame(let length, let available):
            what = "length \(length) exceeds the \(available) octets left in the frame"
        case .dataTooShort(let needed, let available):
            what = "data is \(available) octets, the command needs \(needed)"
        case .invalidChannelIDList(let octets):
            what = "invalid CID list of \(octets) octets"
        case .trailingBytes(let count):
            what = "\(count) octets after the single command allowed in an LE signalling frame"
        }
        var prefix = ""
        if let code { prefix = code.name + " " }
        if let identifier { prefix += "(id \(identifier)) " }
        return prefix + "at offset \(offset): " + what
    }
}

/// The CIDs at the end of the credit based (enhanced) connection and reconfigure commands: a view of the frame.
public struct L2CAPChannelIDList: RandomAccessCollection, Equatable, Sendable {
    public let bytes: Bytes

    /// `bytes` must hold an even number of octets; a trailing odd octet is ignored.
    public init(bytes: Bytes) { self.bytes = bytes }

    public var startIndex: Int { 0 }
    public var endIndex: Int { bytes.count / 2 }

    /// The CID at `index`; 0x0000 (null) when `index` is out of range.
    public subscript(index: Int) -> L2CAPChannelID {
        guard index >= 0, index < endIndex else { return .null }
        return L2CAPChannelID(rawValue: bytes.u16le(at: index &* 2) ?? 0)
    }
}

/// The parameters of a Connection Parameter Update Request (§4.20), in the units of the wire.
public struct L2CAPConnectionParameters: Hashable, Sendable {
    /// Connection interval bounds in units of 1.25 ms (valid 6...3200).
    public var intervalMin: UInt16
    public var intervalMax: UInt16
    /// Peripheral latency in connection events (valid 0...499).
    public var peripheralLatency: UInt16
    /// Supervision timeout in units of 10 ms (valid 10...3200).
    public var timeoutMultiplier: UInt16

    public init(intervalMin: UInt16, intervalMax: UInt16, peripheralLatency: UInt16, timeoutMultiplier: UInt16) {
        self.intervalMin = intervalMin
        self.intervalMax = intervalMax
        self.peripheralLatency = peripheralLatency
        self.timeoutMultiplier = timeoutMultiplier
    }

    /// `intervalMin` × 1.25 ms, exactly, in microseconds.
    @inlinable public var intervalMinMicroseconds: Int { Int(intervalMin) * 1250 }
    @inlinable public var intervalMaxMicroseconds: Int { Int(intervalMax) * 1250 }
    @inlinable public var intervalMinMilliseconds: Double { Double(intervalMin) * 1.25 }
    @inlinable public var intervalMaxMilliseconds: Double { Double(intervalMax) * 1.25 }
    /// `timeoutMultiplier` × 10 ms.
    @inlinable public var supervisionTimeoutMilliseconds: Int { Int(timeoutMultiplier) * 10 }

    /// Whether every field is inside the range Vol 3 Part A §4.20 allows and min ≤ max.
    public var isWithinSpecifiedRanges: Bool {
        (6 ... 3200).contains(intervalMin) && (6 ... 3200).contains(intervalMax) && intervalMin <= intervalMax
            && peripheralLatency <= 499 && (10 ... 3200).contains(timeoutMultiplier)
    }
}

extension L2CAPSignal {
    /// Splits a signalling C-frame (the L2CAP payload on CID 0x0001 or 0x0005) into commands. `le` selects the
    /// LE rule of one command per frame. Parsing continues after a command whose data is malformed; it stops after
    /// a header or length that leaves the rest of the frame unparseable.
    public static func parseCommands(_ frame: Bytes, le: Bool) -> [L2CAPSignalCommandResult] {
        var out = [L2CAPSignalCommandResult]()
        for result in L2CAPSignalCommands(frame, le: le) { out.append(result) }
        return out
    }

    /// Decodes the data of one command. A thrown error has offset 0 and no identifier; `L2CAPSignalCommands`
    /// fills them in.
    public static func parse(code: L2CAPSignalCode, data: Bytes) throws(L2CAPSignalError) -> L2CAPSignal {
        do {
            return try decode(code, data)
        } catch {
            throw L2CAPSignalError(error.kind, offset: 0, code: code)
        }
    }

    private static func decode(_ code: L2CAPSignalCode, _ d: Bytes) throws(FieldError) -> L2CAPSignal {
        switch code {
        case .commandReject:
            try need(2, d)
            return .commandReject(reason: L2CAPCommandRejectReason(rawValue: u16(d, 0)), data: d.suffix(from: 2))
        case .connectionRequest:
            try need(4, d)
            return .connectionRequest(psm: L2CAPPSM(rawValue: u16(d, 0)), sourceCID: cid(d, 2))
        case .connectionResponse:
            try need(8, d)
            return .connectionResponse(
                destinationCID: cid(d, 0), sourceCID: cid(d, 2),
                result: L2CAPConnectionResult(rawValue: u16(d, 4)), status: L2CAPConnectionStatus(rawValue: u16(d, 6)))
        case .configurationRequest:
            try need(4, d)
            return .configurationRequest(destinationCID: cid(d, 0), flags: u16(d, 2), options: d.suffix(from: 4))
        case .configurationResponse:
            try need(6, d)
            return .configurationResponse(
                sourceCID: cid(d, 0), flags: u16(d, 2), result: L2CAPConfigurationResult(rawValue: u16(d, 4)),
                options: d.suffix(from: 6))
        case .disconnectionRequest:
            try need(4, d)
            return .disconnectionRequest(destinationCID: cid(d, 0), sourceCID: cid(d, 2))
        case .disconnectionResponse:
            try need(4, d)
            return .disconnectionResponse(destinationCID: cid(d, 0), sourceCID: cid(d, 2))
        case .echoRequest:
            return .echoRequest(data: d)
        case .echoResponse:
            return .echoResponse(data: d)
        case .informationRequest:
            try need(2, d)
            return .informationRequest(type: L2CAPInformationType(rawValue: u16(d, 0)))
        case .informationResponse:
            try need(4, d)
            return .informationResponse(
                type: L2CAPInformationType(rawValue: u16(d, 0)), result: L2CAPInformationResult(rawValue: u16(d, 2)),
                data: d.suffix(from: 4))
        case .connectionParameterUpdateRequest:
            try need(8, d)
            return .connectionParameterUpdateRequest(L2CAPConnectionParameters(
                intervalMin: u16(d, 0), intervalMax: u16(d, 2), peripheralLatency: u16(d, 4),
                timeoutMultiplier: u16(d, 6)))
        case .connectionParameterUpdateResponse:
            try need(2, d)
            return .connectionParameterUpdateResponse(result: L2CAPConnectionParameterUpdateResult(rawValue: u16(d, 0)))
        case .leCreditBasedConnectionRequest:
            try need(10, d)
            return .leCreditBasedConnectionRequest(
                spsm: L2CAPPSM(rawValue: u16(d, 0)), sourceCID: cid(d, 2), mtu: u16(d, 4), mps: u16(d, 6),
                initialCredits: u16(d, 8))
        case .leCreditBasedConnectionResponse:
            try need(10, d)
            return .leCreditBasedConnectionResponse(
                destinationCID: cid(d, 0), mtu: u16(d, 2), mps: u16(d, 4), initialCredits: u16(d, 6),
                result: L2CAPLECreditBasedConnectionResult(rawValue: u16(d, 8)))
        case .flowControlCreditIndication:
            try need(4, d)
            return .flowControlCreditIndication(cid: cid(d, 0), credits: u16(d, 2))
        case .creditBasedConnectionRequest:
            try need(8, d)
            return .creditBasedConnectionRequest(
                spsm: L2CAPPSM(rawValue: u16(d, 0)), mtu: u16(d, 2), mps: u16(d, 4), initialCredits: u16(d, 6),
                sourceCIDs: try cids(d.suffix(from: 8), allowed: 1 ... 5))
        case .creditBasedConnectionResponse:
            try need(8, d)
            return .creditBasedConnectionResponse(
                mtu: u16(d, 0), mps: u16(d, 2), initialCredits: u16(d, 4),
                result: L2CAPCreditBasedConnectionResult(rawValue: u16(d, 6)),
                destinationCIDs: try cids(d.suffix(from: 8), allowed: 0 ... 5))
        case .creditBasedReconfigureRequest:
            try need(4, d)
            return .creditBasedReconfigureRequest(
                mtu: u16(d, 0), mps: u16(d, 2), destinationCIDs: try cids(d.suffix(from: 4), allowed: 1 ... 5))
        case .creditBasedReconfigureResponse:
            try need(2, d)
            return .creditBasedReconfigureResponse(result: L2CAPCreditBasedReconfigureResult(rawValue: u16(d, 0)))
        default:
            return .other(code: code, data: d)
        }
    }

    /// The code of the command this value decodes.
    public var code: L2CAPSignalCode {
        switch self {
        case .commandReject: .commandReject
        case .connectionRequest: .connectionRequest
        case .connectionResponse: .connectionResponse
        case .configurationRequest: .configurationRequest
        case .configurationResponse: .configurationResponse
        case .disconnectionRequest: .disconnectionRequest
        case .disconnectionResponse: .disconnectionResponse
        case .echoRequest: .echoRequest
        case .echoResponse: .echoResponse
        case .informationRequest: .informationRequest
        case .informationResponse: .informationResponse
        case .connectionParameterUpdateRequest: .connectionParameterUpdateRequest
        case .connectionParameterUpdateResponse: .connectionParameterUpdateResponse
        case .leCreditBasedConnectionRequest: .leCreditBasedConnectionRequest
        case .leCreditBasedConnectionResponse: .leCreditBasedConnectionResponse
        case .flowControlCreditIndication: .flowControlCreditIndication
        case .creditBasedConnectionRequest: .creditBasedConnectionRequest
        case .creditBasedConnectionResponse: .creditBasedConnectionResponse
        case .creditBasedReconfigureRequest: .creditBasedReconfigureRequest
        case .creditBasedReconfigureResponse: .creditBasedReconfigureResponse
        case .other(let code, _): code
        }
    }

    /// For a Command Reject "Signaling MTU exceeded": the actual signalling MTU.
    public var rejectedMTU: UInt16? {
        guard case .commandReject(let reason, let data) = self, reason == .signalingMTUExceeded else { return nil }
        return data.u16le(at: 0)
    }

    /// For a Command Reject "Invalid CID in request": the local and the remote CID.
    public var rejectedChannelIDs: (local: L2CAPChannelID, remote: L2CAPChannelID)? {
        guard case .commandReject(let reason, let data) = self, reason == .invalidCIDInRequest,
              let local = data.u16le(at: 0), let remote = data.u16le(at: 2) else { return nil }
        return (L2CAPChannelID(rawValue: local), L2CAPChannelID(rawValue: remote))
    }

    // MARK: Field helpers; every read follows a `need` that proved the octets are there.

    private struct FieldError: Error {
        var kind: L2CAPSignalError.Kind
    }

    @inline(__always) private static func need(_ n: Int, _ d: Bytes) throws(FieldError) {
        guard d.count >= n else { throw FieldError(kind: .dataTooShort(needed: n, available: d.count)) }
    }

    @inline(__always) private static func u16(_ d: Bytes, _ i: Int) -> UInt16 { d.u16le(at: i) ?? 0 }

    @inline(__always) private static func cid(_ d: Bytes, _ i: Int) -> L2CAPChannelID {
        L2CAPChannelID(rawValue: d.u16le(at: i) ?? 0)
    }

    private static func cids(_ d: Bytes, allowed: ClosedRange<Int>) throws(FieldError) -> L2CAPChannelIDList {
        guard d.count % 2 == 0, allowed.contains(d.count / 2) else {
            throw FieldError(kind: .invalidChannelIDList(octets: d.count))
        }
        return L2CAPChannelIDList(bytes: d)
    }
}

/// The commands of one signalling C-frame, in order, without allocating.
public struct L2CAPSignalCommands: Sequence, IteratorProtocol, Sendable {
    public let frame: Bytes
    public let le: Bool
    private var offset = 0
    private var finished = false

    public init(_ frame: Bytes, le: Bool) {
        self.frame = frame
        self.le = le
    }

    public mutating func next() -> L2CAPSignalCommandResult? {
        guard !finished else { return nil }
        let available = frame.count - offset
        if available <= 0 {
            finished = true
            // An empty C-frame carries no command at all, which the specification does not allow.
            return offset == 0 ? .failure(L2CAPSignalError(.truncatedHeader(available: 0), offset: 0)) : nil
        }
        if le && offset > 0 {
            finished = true
            return .failure(L2CAPSignalError(.trailingBytes(count: available), offset: offset))
        }
        let start = offset
        guard available >= 4, let codeByte = frame[checked: start], let identifier = frame[checked: start + 1],
              let length16 = frame.u16le(at: start + 2)
        else {
            finished = true
            let code = frame[checked: start].map(L2CAPSignalCode.init(rawValue:))
            return .failure(L2CAPSignalError(.truncatedHeader(available: available), offset: start, code: code,
                                             identifier: frame[checked: start + 1]))
        }
        let code = L2CAPSignalCode(rawValue: codeByte)
        let length = Int(length16)
        guard let data = frame.slice(from: start + 4, count: length) else {
            finished = true
            return .failure(L2CAPSignalError(.lengthBeyondFrame(length: length, available: available - 4),
                                             offset: start, code: code, identifier: identifier))
        }
        offset = start + 4 + length
        do {
            let signal = try L2CAPSignal.parse(code: code, data: data)
            return .success(L2CAPSignalCommand(code: code, identifier: identifier, offset: start, signal: signal))
        } catch {
            var located = error
            located.offset = start
            located.identifier = identifier
            return .failure(located)
        }
    }
}
