import HRSniffBytes

/// One Attribute Protocol PDU (Core 5.4 Vol 3 Part F §3.4), decoded without copying: every `Bytes` is a slice of
/// the PDU given to `parse`, valid only as long as those bytes are.
public enum ATTPDU: Sendable, Equatable {
    /// 0x01.
    case errorResponse(ATTErrorResponse)
    /// 0x02.
    case exchangeMTURequest(clientRxMTU: UInt16)
    /// 0x03.
    case exchangeMTUResponse(serverRxMTU: UInt16)
    /// 0x04.
    case findInformationRequest(ATTHandleRange)
    /// 0x05.
    case findInformationResponse(ATTFindInformationResponse)
    /// 0x06.
    case findByTypeValueRequest(ATTFindByTypeValueRequest)
    /// 0x07: the Handles Information List (one or more).
    case findByTypeValueResponse(ATTList<ATTHandlesInformation>)
    /// 0x08.
    case readByTypeRequest(ATTTypeQuery)
    /// 0x09.
    case readByTypeResponse(ATTReadByTypeResponse)
    /// 0x0A.
    case readRequest(handle: UInt16)
    /// 0x0B.
    case readResponse(value: Bytes)
    /// 0x0C.
    case readBlobRequest(handle: UInt16, offset: UInt16)
    /// 0x0D: may be empty (reading exactly at the end of the value).
    case readBlobResponse(value: Bytes)
    /// 0x0E: two or more handles.
    case readMultipleRequest(handles: ATTList<UInt16>)
    /// 0x0F: the values concatenated; their boundaries are known only from the attribute database.
    case readMultipleResponse(values: Bytes)
    /// 0x10.
    case readByGroupTypeRequest(ATTTypeQuery)
    /// 0x11.
    case readByGroupTypeResponse(ATTReadByGroupTypeResponse)
    /// 0x12.
    case writeRequest(handle: UInt16, value: Bytes)
    /// 0x13.
    case writeResponse
    /// 0x16.
    case prepareWriteRequest(handle: UInt16, offset: UInt16, value: Bytes)
    /// 0x17: echoes the request.
    case prepareWriteResponse(handle: UInt16, offset: UInt16, value: Bytes)
    /// 0x18.
    case executeWriteRequest(flags: ATTExecuteWriteFlags)
    /// 0x19.
    case executeWriteResponse
    /// 0x1B.
    case handleValueNotification(handle: UInt16, value: Bytes)
    /// 0x1D.
    case handleValueIndication(handle: UInt16, value: Bytes)
    /// 0x1E.
    case handleValueConfirmation
    /// 0x20: two or more handles.
    case readMultipleVariableRequest(handles: ATTList<UInt16>)
    /// 0x21.
    case readMultipleVariableResponse(ATTLengthValueList)
    /// 0x23.
    case multipleHandleValueNotification(ATTHandleLengthValueList)
    /// 0x52.
    case writeCommand(handle: UInt16, value: Bytes)
    /// 0xD2: `signature` is the 12-byte Authentication Signature (Core 5.4 Vol 3 Part H §2.4.5: a 4-byte
    /// SignCounter followed by an 8-byte MAC), `value` everything between the handle and it.
    case signedWriteCommand(handle: UInt16, value: Bytes, signature: Bytes)
    /// Any opcode Core 5.4 does not define; `parameters` is everything after the opcode.
    case unknown(opcode: ATTOpcode, parameters: Bytes)

    @inlinable public var opcode: ATTOpcode {
        switch self {
        case .errorResponse: .errorResponse
        case .exchangeMTURequest: .exchangeMTURequest
        case .exchangeMTUResponse: .exchangeMTUResponse
        case .findInformationRequest: .findInformationRequest
        case .findInformationResponse: .findInformationResponse
        case .findByTypeValueRequest: .findByTypeValueRequest
        case .findByTypeValueResponse: .findByTypeValueResponse
        case .readByTypeRequest: .readByTypeRequest
        case .readByTypeResponse: .readByTypeResponse
        case .readRequest: .readRequest
        case .readResponse: .readResponse
        case .readBlobRequest: .readBlobRequest
        case .readBlobResponse: .readBlobResponse
        case .readMultipleRequest: .readMultipleRequest
        case .readMultipleResponse: .readMultipleResponse
        case .readByGroupTypeRequest: .readByGroupTypeRequest
        case .readByGroupTypeResponse: .readByGroupTypeResponse
        case .writeRequest: .writeRequest
        case .writeResponse: .writeResponse
        case .prepareWriteRequest: .prepareWriteRequest
        case .prepareWriteResponse: .prepareWriteResponse
        case .executeWriteRequest: .executeWriteRequest
        case .executeWriteResponse: .executeWriteResponse
        case .handleValueNotification: .handleValueNotification
        case .handleValueIndication: .handleValueIndication
        case .handleValueConfirmation: .handleValueConfirmation
        case .readMultipleVariableRequest: .readMultipleVariableRequest
        case .readMultipleVariableResponse: .readMultipleVariableResponse
        case .multipleHandleValueNotification: .multipleHandleValueNotification
        case .writeCommand: .writeCommand
        case .signedWriteCommand: .signedWriteCommand
        case let .unknown(opcode, _): opcode
        }
    }

    /// The one attribute handle the PDU is about: Read, Read Blob, Write (request, command, signed), Prepare Write,
    /// Notification, Indication, and the Error Response's Attribute Handle In Error. Nil for PDUs with no handle
    /// or several.
    @inlinable public var handle: UInt16? {
        switch self {
        case let .errorResponse(e): e.handle
        case let .readRequest(h),
             let .readBlobRequest(h, _),
             let .writeRequest(h, _),
             let .writeCommand(h, _),
             let .signedWriteCommand(h, _, _),
             let .prepareWriteRequest(h, _, _),
             let .prepareWriteResponse(h, _, _),
             let .handleValueNotification(h, _),
             let .handleValueIndication(h, _):
            h
        default: nil
        }
    }

    /// The attribute value (or part of one) the PDU carries: Read and Read Blob responses, Write request and
    /// commands, Prepare Write request/response, Notification and Indication. Nil otherwise (lists have their own).
    @inlinable public var value: Bytes? {
        switch self {
        case let .readResponse(v),
             let .readBlobResponse(v),
             let .writeRequest(_, v),
             let .writeCommand(_, v),
             let .signedWriteCommand(_, v, _),
             let .prepareWriteRequest(_, _, v),
             let .prepareWriteResponse(_, _, v),
             let .handleValueNotification(_, v),
             let .handleValueIndication(_, v):
            v
        default: nil
        }
    }
}

// MARK: - Payloads

/// Error Response parameters.
public struct ATTErrorResponse: Sendable, Hashable {
    /// The opcode of the request that failed.
    public var requestOpcode: ATTOpcode
    /// The handle that caused the error, 0x0000 when none applies.
    public var handle: UInt16
    public var errorCode: ATTErrorCode

    @inlinable public init(requestOpcode: ATTOpcode, handle: UInt16, errorCode: ATTErrorCode) {
        self.requestOpcode = requestOpcode
        self.handle = handle
        self.errorCode = errorCode
    }
}

/// Starting and Ending Handle of a range request. Not checked (start 0 or start > end is a valid PDU the server
/// answers with Invalid Handle).
public struct ATTHandleRange: Sendable, Hashable {
    public var start: UInt16
    public var end: UInt16

    @inlinable public init(start: UInt16, end: UInt16) {
        self.start = start
        self.end = end
    }
}

/// Read By Type Request and Read By Group Type Request parameters: a range and a 16- or 128-bit type.
public struct ATTTypeQuery: Sendable, Hashable {
    public var range: ATTHandleRange
    public var type: BluetoothUUID

    @inlinable public init(range: ATTHandleRange, type: BluetoothUUID) {
        self.range = range
        self.type = type
    }
}

/// Find Information Response parameters.
public struct ATTFindInformationResponse: Sendable, Equatable {
    /// 0x01: 16-bit UUIDs; 0x02: 128-bit UUIDs.
    public var format: UInt8
    /// One or more (handle, type) pairs.
    public var information: ATTList<ATTHandleUUID>
}

/// Find By Type Value Request parameters.
public struct ATTFindByTypeValueRequest: Sendable, Equatable {
    public var range: ATTHandleRange
    /// The Attribute Type: always a 16-bit UUID on the wire (kept as the number to keep `ATTPDU` small).
    public var attributeType: UInt16
    public var value: Bytes

    @inlinable public init(range: ATTHandleRange, attributeType: UInt16, value: Bytes) {
        self.range = range
        self.attributeType = attributeType
        self.value = value
    }

    /// The Attribute Type as a UUID.
    @inlinable public var type: BluetoothUUID { BluetoothUUID(uuid16: attributeType) }
}

/// Read By Type Response parameters.
public struct ATTReadByTypeResponse: Sendable, Equatable {
    /// The Length field: the size of each (handle, value) element, ≥ 2.
    public var length: UInt8
    /// One or more elements of `length` bytes.
    public var attributeData: ATTList<ATTHandleValue>
}

/// Read By Group Type Response parameters.
public struct ATTReadByGroupTypeResponse: Sendable, Equatable {
    /// The Length field: the size of each (handle, end group handle, value) element, ≥ 4.
    public var length: UInt8
    /// One or more elements of `length` bytes.
    public var attributeData: ATTList<ATTGroupValue>
}

/// Execute Write Request flags. Open: values other than 0x00 and 0x01 are reserved but kept as they are.
public struct ATTExecuteWriteFlags: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// 0x00: cancel all prepared writes.
    @inlinable public static var cancelAll: ATTExecuteWriteFlags { ATTExecuteWriteFlags(rawValue: 0x00) }
    /// 0x01: immediately write all pending prepared values.
    @inlinable public static var writeAll: ATTExecuteWriteFlags { ATTExecuteWriteFlags(rawValue: 0x01) }

    public var name: String {
        switch rawValue {
        case 0x00: "Cancel All Prepared Writes"
        case 0x01: "Immediately Write All Pending Prepared Values"
        default: "Reserved (\(attHexByte(rawValue)))"
        }
    }

    public var description: String { name }
}
