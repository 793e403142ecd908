import HRSniffBytes

/// An Attribute Protocol opcode (Core 5.4 Vol 3 Part F §3.3.1, §3.4.8).
///
/// Open: any byte is an opcode; those the specification does not define print as "Unknown (0xNN)".
/// Bits: 7 = Authentication Signature Flag, 6 = Command Flag, 5…0 = Method.
public struct ATTOpcode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8

    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable public static var errorResponse: ATTOpcode { ATTOpcode(0x01) }
    @inlinable public static var exchangeMTURequest: ATTOpcode { ATTOpcode(0x02) }
    @inlinable public static var exchangeMTUResponse: ATTOpcode { ATTOpcode(0x03) }
    @inlinable public static var findInformationRequest: ATTOpcode { ATTOpcode(0x04) }
    @inlinable public static var findInformationResponse: ATTOpcode { ATTOpcode(0x05) }
    @inlinable public static var findByTypeValueRequest: ATTOpcode { ATTOpcode(0x06) }
    @inlinable public static var findByTypeValueResponse: ATTOpcode { ATTOpcode(0x07) }
    @inlinable public static var readByTypeRequest: ATTOpcode { ATTOpcode(0x08) }
    @inlinable public static var readByTypeResponse: ATTOpcode { ATTOpcode(0x09) }
    @inlinable public static var readRequest: ATTOpcode { ATTOpcode(0x0A) }
    @inlinable public static var readResponse: ATTOpcode { ATTOpcode(0x0B) }
    @inlinable public static var readBlobRequest: ATTOpcode { ATTOpcode(0x0C) }
    @inlinable public static var readBlobResponse: ATTOpcode { ATTOpcode(0x0D) }
    @inlinable public static var readMultipleRequest: ATTOpcode { ATTOpcode(0x0E) }
    @inlinable public static var readMultipleResponse: ATTOpcode { ATTOpcode(0x0F) }
    @inlinable public static var readByGroupTypeRequest: ATTOpcode { ATTOpcode(0x10) }
    @inlinable public static var readByGroupTypeResponse: ATTOpcode { ATTOpcode(0x11) }
    @inlinable public static var writeRequest: ATTOpcode { ATTOpcode(0x12) }
    @inlinable public static var writeResponse: ATTOpcode { ATTOpcode(0x13) }
    @inlinable public static var prepareWriteRequest: ATTOpcode { ATTOpcode(0x16) }
    @inlinable public static var prepareWriteResponse: ATTOpcode { ATTOpcode(0x17) }
    @inlinable public static var executeWriteRequest: ATTOpcode { ATTOpcode(0x18) }
    @inlinable public static var executeWriteResponse: ATTOpcode { ATTOpcode(0x19) }
    @inlinable public static var handleValueNotification: ATTOpcode { ATTOpcode(0x1B) }
    @inlinable public static var handleValueIndication: ATTOpcode { ATTOpcode(0x1D) }
    @inlinable public static var handleValueConfirmation: ATTOpcode { ATTOpcode(0x1E) }
    @inlinable public static var readMultipleVariableRequest: ATTOpcode { ATTOpcode(0x20) }
    @inlinable public static var readMultipleVariableResponse: ATTOpcode { ATTOpcode(0x21) }
    @inlinable public static var multipleHandleValueNotification: ATTOpcode { ATTOpcode(0x23) }
    @inlinable public static var writeCommand: ATTOpcode { ATTOpcode(0x52) }
    @inlinable public static var signedWriteCommand: ATTOpcode { ATTOpcode(0xD2) }

    /// Every opcode Core 5.4 defines, in numeric order.
    public static let allKnown: [ATTOpcode] = [
        0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11,
        0x12, 0x13, 0x16, 0x17, 0x18, 0x19, 0x1B, 0x1D, 0x1E, 0x20, 0x21, 0x23, 0x52, 0xD2,
    ].map(ATTOpcode.init(rawValue:))

    /// Bit 6: the PDU is a command (no response).
    @inlinable public var isCommand: Bool { rawValue & 0x40 != 0 }
    /// Bit 7: the PDU ends with a 12-byte authentication signature.
    @inlinable public var hasAuthenticationSignature: Bool { rawValue & 0x80 != 0 }
    /// Bits 5…0.
    @inlinable public var method: UInt8 { rawValue & 0x3F }

    /// The six PDU types of Core 5.4 Vol 3 Part F §3.3.
    public enum Kind: Sendable, Hashable {
        case request, response, command, notification, indication, confirmation
    }

    /// The PDU type; for an undefined opcode `.command` when the Command Flag is set, otherwise nil.
    @inlinable public var kind: Kind? {
        switch rawValue {
        case 0x02, 0x04, 0x06, 0x08, 0x0A, 0x0C, 0x0E, 0x10, 0x12, 0x16, 0x18, 0x20: return .request
        case 0x01, 0x03, 0x05, 0x07, 0x09, 0x0B, 0x0D, 0x0F, 0x11, 0x13, 0x17, 0x19, 0x21: return .response
        case 0x52, 0xD2: return .command
        case 0x1B, 0x23: return .notification
        case 0x1D: return .indication
        case 0x1E: return .confirmation
        default: return isCommand ? .command : nil
        }
    }

    /// The opcode that completes the transaction this one opens: the response to a request (an Error Response can
    /// always answer instead), and the Handle Value Confirmation for a Handle Value Indication. Nil otherwise.
    @inlinable public var responseOpcode: ATTOpcode? {
        switch rawValue {
        case 0x02, 0x04, 0x06, 0x08, 0x0A, 0x0C, 0x0E, 0x10, 0x12, 0x16, 0x18, 0x20: return ATTOpcode(rawValue | 0x01)
        case 0x1D: return .handleValueConfirmation
        default: return nil
        }
    }

    /// The opcode of the PDU this one answers: the request for a response, Handle Value Indication for the
    /// confirmation. Nil for the Error Response (its request opcode is a field, see `ATTErrorResponse`) and for
    /// everything else.
    @inlinable public var requestOpcode: ATTOpcode? {
        switch rawValue {
        case 0x03, 0x05, 0x07, 0x09, 0x0B, 0x0D, 0x0F, 0x11, 0x13, 0x17, 0x19, 0x21: return ATTOpcode(rawValue & 0xFE)
        case 0x1E: return .handleValueIndication
        default: return nil
        }
    }

    /// Whether Core 5.4 defines this opcode.
    public var isKnown: Bool { knownName != nil }

    /// The name in the specification's words ("Read By Group Type Response"), or "Unknown (0xNN)".
    public var name: String { knownName ?? "Unknown (\(attHexByte(rawValue)))" }

    public var description: String { name }

    /// The name, or nil for an opcode Core 5.4 does not define. Static strings, no allocation.
    public var knownName: String? {
        switch rawValue {
        case 0x01: "Error Response"
        case 0x02: "Exchange MTU Request"
        case 0x03: "Exchange MTU Response"
        case 0x04: "Find Information Request"
        case 0x05: "Find Information Response"
        case 0x06: "Find By Type Value Request"
        case 0x07: "Find By Type Value Response"
        case 0x08: "Read By Type Request"
        case 0x09: "Read By Type Response"
        case 0x0A: "Read Request"
        case 0x0B: "Read Response"
        case 0x0C: "Read Blob Request"
        case 0x0D: "Read Blob Response"
        case 0x0E: "Read Multiple Request"
        case 0x0F: "Read Multiple Response"
        case 0x10: "Read By Group Type Request"
        case 0x11: "Read By Group Type Response"
        case 0x12: "Write Request"
        case 0x13: "Write Response"
        case 0x16: "Prepare Write Request"
        case 0x17: "Prepare Write Response"
        case 0x18: "Execute Write Request"
        case 0x19: "Execute Write Response"
        case 0x1B: "Handle Value Notification"
        case 0x1D: "Handle Value Indication"
        case 0x1E: "Handle Value Confirmation"
        case 0x20: "Read Multiple Variable Request"
        case 0x21: "Read Multiple Variable Response"
        case 0x23: "Multiple Handle Value Notification"
        case 0x52: "Write Command"
        case 0xD2: "Signed Write Command"
        default: nil
        }
    }

    /// The PDU name Core 5.4 uses in its tables ("ATT_READ_BY_GROUP_TYPE_RSP"), or nil when undefined.
    public var symbol: String? {
        switch rawValue {
        case 0x01: "ATT_ERROR_RSP"
        case 0x02: "ATT_EXCHANGE_MTU_REQ"
        case 0x03: "ATT_EXCHANGE_MTU_RSP"
        case 0x04: "ATT_FIND_INFORMATION_REQ"
        case 0x05: "ATT_FIND_INFORMATION_RSP"
        case 0x06: "ATT_FIND_BY_TYPE_VALUE_REQ"
        case 0x07: "ATT_FIND_BY_TYPE_VALUE_RSP"
        case 0x08: "ATT_READ_BY_TYPE_REQ"
        case 0x09: "ATT_READ_BY_TYPE_RSP"
        case 0x0A: "ATT_READ_REQ"
        case 0x0B: "ATT_READ_RSP"
        case 0x0C: "ATT_READ_BLOB_REQ"
        case 0x0D: "ATT_READ_BLOB_RSP"
        case 0x0E: "ATT_READ_MULTIPLE_REQ"
        case 0x0F: "ATT_READ_MULTIPLE_RSP"
        case 0x10: "ATT_READ_BY_GROUP_TYPE_REQ"
        case 0x11: "ATT_READ_BY_GROUP_TYPE_RSP"
        case 0x12: "ATT_WRITE_REQ"
        case 0x13: "ATT_WRITE_RSP"
        case 0x16: "ATT_PREPARE_WRITE_REQ"
        case 0x17: "ATT_PREPARE_WRITE_RSP"
        case 0x18: "ATT_EXECUTE_WRITE_REQ"
        case 0x19: "ATT_EXECUTE_WRITE_RSP"
        case 0x1B: "ATT_HANDLE_VALUE_NTF"
        case 0x1D: "ATT_HANDLE_VALUE_IND"
        case 0x1E: "ATT_HANDLE_VALUE_CFM"
        case 0x20: "ATT_READ_MULTIPLE_VARIABLE_REQ"
        case 0x21: "ATT_READ_MULTIPLE_VARIABLE_RSP"
        case 0x23: "ATT_MULTIPLE_HANDLE_VALUE_NTF"
        case 0x52: "ATT_WRITE_CMD"
        case 0xD2: "ATT_SIGNED_WRITE_CMD"
        default: nil
        }
    }
}

/// "0x7F": upper-case, two digits. Used only when rendering names of undefined values.
package func attHexByte(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [UInt8(ascii: "0"), UInt8(ascii: "x"), digits[Int(b >> 4)], digits[Int(b & 0x0F)]],
                  as: UTF8.self)
}
