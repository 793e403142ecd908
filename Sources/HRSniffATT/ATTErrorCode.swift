import HRSniffBytes

/// An Attribute Protocol error code (Core 5.4 Vol 3 Part F §3.4.1.1, Table 3.4; Core Specification Supplement
/// Part B §1.2 for 0xE0–0xFF).
///
/// Open: every byte is a code. 0x80–0x9F belong to the application (the profile or service defines them),
/// 0xE0–0xFF to the common profile and service error codes; everything else undefined is reserved.
public struct ATTErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8

    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable public static var invalidHandle: ATTErrorCode { ATTErrorCode(0x01) }
    @inlinable public static var readNotPermitted: ATTErrorCode { ATTErrorCode(0x02) }
    @inlinable public static var writeNotPermitted: ATTErrorCode { ATTErrorCode(0x03) }
    @inlinable public static var invalidPDU: ATTErrorCode { ATTErrorCode(0x04) }
    @inlinable public static var insufficientAuthentication: ATTErrorCode { ATTErrorCode(0x05) }
    @inlinable public static var requestNotSupported: ATTErrorCode { ATTErrorCode(0x06) }
    @inlinable public static var invalidOffset: ATTErrorCode { ATTErrorCode(0x07) }
    @inlinable public static var insufficientAuthorization: ATTErrorCode { ATTErrorCode(0x08) }
    @inlinable public static var prepareQueueFull: ATTErrorCode { ATTErrorCode(0x09) }
    @inlinable public static var attributeNotFound: ATTErrorCode { ATTErrorCode(0x0A) }
    @inlinable public static var attributeNotLong: ATTErrorCode { ATTErrorCode(0x0B) }
    @inlinable public static var encryptionKeySizeTooShort: ATTErrorCode { ATTErrorCode(0x0C) }
    @inlinable public static var invalidAttributeValueLength: ATTErrorCode { ATTErrorCode(0x0D) }
    @inlinable public static var unlikelyError: ATTErrorCode { ATTErrorCode(0x0E) }
    @inlinable public static var insufficientEncryption: ATTErrorCode { ATTErrorCode(0x0F) }
    @inlinable public static var unsupportedGroupType: ATTErrorCode { ATTErrorCode(0x10) }
    @inlinable public static var insufficientResources: ATTErrorCode { ATTErrorCode(0x11) }
    @inlinable public static var databaseOutOfSync: ATTErrorCode { ATTErrorCode(0x12) }
    @inlinable public static var valueNotAllowed: ATTErrorCode { ATTErrorCode(0x13) }
    // Common Profile and Service Error Codes (Core Specification Supplement Part B).
    @inlinable public static var writeRequestRejected: ATTErrorCode { ATTErrorCode(0xFC) }
    @inlinable public static var cccdImproperlyConfigured: ATTErrorCode { ATTErrorCode(0xFD) }
    @inlinable public static var procedureAlreadyInProgress: ATTErrorCode { ATTErrorCode(0xFE) }
    @inlinable public static var outOfRange: ATTErrorCode { ATTErrorCode(0xFF) }

    /// Who defines the code.
    public enum Category: Sendable, Hashable {
        /// Defined by the Attribute Protocol (0x01–0x13).
        case att
        /// 0x80–0x9F: defined by a higher-layer specification (the profile or service).
        case application
        /// 0xE0–0xFF: Common Profile and Service Error Codes.
        case commonProfile
        /// Anything else (0x00, 0x14–0x7F, 0xA0–0xDF).
        case reserved
    }

    @inlinable public var category: Category {
        switch rawValue {
        case 0x01 ... 0x13: .att
        case 0x80 ... 0x9F: .application
        case 0xE0 ... 0xFF: .commonProfile
        default: .reserved
        }
    }

    /// "Attribute Not Found", "Application Error (0x80)", "Common Profile and Service Error (0xE0)",
    /// "Reserved (0x14)".
    public var name: String {
        if let known = knownName { return known }
        switch category {
        case .application: return "Application Error (\(attHexByte(rawValue)))"
        case .commonProfile: return "Common Profile and Service Error (\(attHexByte(rawValue)))"
        case .att, .reserved: return "Reserved (\(attHexByte(rawValue)))"
        }
    }

    public var description: String { name }

    /// The name of a code that has its own name, or nil. Static strings, no allocation.
    public var knownName: String? {
        switch rawValue {
        case 0x01: "Invalid Handle"
        case 0x02: "Read Not Permitted"
        case 0x03: "Write Not Permitted"
        case 0x04: "Invalid PDU"
        case 0x05: "Insufficient Authentication"
        case 0x06: "Request Not Supported"
        case 0x07: "Invalid Offset"
        case 0x08: "Insufficient Authorization"
        case 0x09: "Prepare Queue Full"
        case 0x0A: "Attribute Not Found"
        case 0x0B: "Attribute Not Long"
        case 0x0C: "Encryption Key Size Too Short"
        case 0x0D: "Invalid Attribute Value Length"
        case 0x0E: "Unlikely Error"
        case 0x0F: "Insufficient Encryption"
        case 0x10: "Unsupported Group Type"
        case 0x11: "Insufficient Resources"
        case 0x12: "Database Out Of Sync"
        case 0x13: "Value Not Allowed"
        case 0xFC: "Write Request Rejected"
        case 0xFD: "Client Characteristic Configuration Descriptor Improperly Configured"
        case 0xFE: "Procedure Already in Progress"
        case 0xFF: "Out of Range"
        default: nil
        }
    }
}
