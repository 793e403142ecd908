import HRSniffBytes
import HRSniffCapture

/// Where an HCI command or event carries values that identify a device or secure a link: Bluetooth addresses, key
/// material, names and advertising data. Offsets are into the packet's `parameters`, and every range lies within
/// them. `convert --anonymize` learns from this map and rewrites through it.
public struct HCIFieldMap: Sendable, Equatable {
    /// Offsets of 6-byte BD_ADDR fields (least significant byte first).
    public var addresses: [Int] = []
    /// Keys, random numbers, passkeys and PIN codes.
    public var keys: [Range<Int>] = []
    /// UTF-8 names, NUL-terminated or padded with NULs.
    public var names: [Range<Int>] = []
    /// Advertising data or Extended Inquiry Response data: AD structures (Core Supplement Part A §1).
    public var advertisingData: [Range<Int>] = []
    /// Text written for people (log lines), in which addresses may be written out as `AA:BB:CC:DD:EE:FF`.
    public var text: [Range<Int>] = []

    let count: Int

    init(count: Int) { self.count = count }

    mutating func address(_ at: Int) {
        if at >= 0, at + 6 <= count { addresses.append(at) }
    }

    private func clip(_ start: Int, _ length: Int) -> Range<Int>? {
        let s = max(0, min(start, count)), e = max(s, min(start + max(0, length), count))
        return e > s ? s ..< e : nil
    }

    mutating func key(_ start: Int, _ length: Int) { if let r = clip(start, length) { keys.append(r) } }
    mutating func name(_ start: Int, _ length: Int) { if let r = clip(start, length) { names.append(r) } }
    mutating func advertising(_ start: Int, _ length: Int) { if let r = clip(start, length) { advertisingData.append(r) } }
    mutating func text(_ start: Int, _ length: Int) { if let r = clip(start, length) { text.append(r) } }

    /// The fields of a Linux monitor record's body (or a PacketLogger record carried as one), where the pipeline
    /// reads them (`Pipeline` monitor records): New Index (type, bus, address at 2, name of 8 bytes at 8), Index
    /// Info (address at 0), System Note and PacketLogger text (all text), User Logging (priority and identifier
    /// length, then text), Control Command and Event (cookie and management opcode, then management parameters
    /// in many layouts with keys, addresses and names: all treated as keys).
    public static func monitor(_ opcode: MonitorOpcode, count: Int) -> HCIFieldMap {
        var m = HCIFieldMap(count: count)
        switch opcode {
        case .newIndex:
            m.address(newIndexAddress)
            m.name(newIndexName.lowerBound, newIndexName.count)
        case .indexInfo:
            m.address(indexInfoAddress)
        case .systemNote:
            m.text(0, count)
        case .userLogging:
            m.text(2, count - 2)
        case .controlCommand, .controlEvent:
            m.key(6, count - 6)
        case _ where MonitorOpcode.packetLoggerText.keys.contains(opcode.rawValue):
            m.text(0, count)
        default:
            break
        }
        return m
    }

    /// Where New Index and Index Info keep the adapter's address and name (Linux btmon's monitor protocol).
    public static let newIndexAddress = 2
    public static let newIndexName = 8 ..< 16
    public static let indexInfoAddress = 0
}

extension HCICommand {
    /// The identifying and secret fields of the command (Core Vol 4 Part E §7).
    public var fieldMap: HCIFieldMap {
        let p = parameters
        var m = HCIFieldMap(count: p.count)
        let byte = { (i: Int) in Int(p[checked: i] ?? 0) }
        switch opcode.rawValue {
        case 0x0405, 0x0408, 0x0409, 0x040A, 0x040C, 0x040E, 0x0419, 0x041A, 0x0429, 0x042A, 0x042B, 0x042C,
             0x042D, 0x042F, 0x0433, 0x0434, 0x0C0D, 0x0C12:
            m.address(0)
        case 0x040B: m.address(0); m.key(6, 16) // Link Key Request Reply
        case 0x040D: m.address(0); m.key(7, 16) // PIN Code Request Reply
        case 0x042E: m.address(0); m.key(6, 4) // User Passkey Request Reply
        case 0x0430: m.address(0); m.key(6, 32) // Remote OOB Data Request Reply: C, R
        case 0x0445: m.address(0); m.key(6, 64) // Remote OOB Extended Data Request Reply
        case 0x0C11: // Write Stored Link Key: Num_Keys_To_Write, then BD_ADDR and Link_Key per key
            for k in 0 ..< byte(0) { m.address(1 + 22 * k); m.key(7 + 22 * k, 16) }
        case 0x0C13: m.name(0, 248) // Write Local Name
        case 0x0C52: m.advertising(1, 240) // Write Extended Inquiry Response: FEC_Required, EIR
        case 0x2005: m.address(0) // LE Set Random Address
        case 0x2006: m.address(7) // LE Set Advertising Parameters: Peer_Address
        case 0x2008, 0x2009: m.advertising(1, min(byte(0), 31)) // LE Set Advertising / Scan Response Data
        case 0x200D: m.address(6) // LE Create Connection: Peer_Address
        case 0x2011, 0x2012, 0x202B, 0x202C, 0x2035, 0x2047, 0x2048, 0x204E: m.address(1)
        case 0x2017: m.key(0, 32) // LE Encrypt: Key, Plaintext_Data
        case 0x2019: m.key(2, 8); m.key(10, 2); m.key(12, 16) // LE Enable Encryption: Random_Number, EDIV, LTK
        case 0x201A: m.key(2, 16) // LE Long Term Key Request Reply
        case 0x2026, 0x205E: m.key(0, 64) // LE Generate DHKey: the remote public key
        case 0x2027: m.address(1); m.key(7, 32) // LE Add Device To Resolving List: peer and local IRKs
        case 0x2028: m.address(1)
        case 0x2036: m.address(12) // LE Set Extended Advertising Parameters: Peer_Address
        case 0x2037, 0x2038: m.advertising(4, byte(3)) // LE Set Extended Advertising / Scan Response Data
        case 0x203F: m.advertising(3, byte(2)) // LE Set Periodic Advertising Data
        case 0x2043, 0x2044: m.address(3) // LE Create Connection Cancel… / Periodic Advertising Create Sync
        default: break
        }
        return m
    }
}

extension HCIEvent {
    /// The identifying and secret fields of the event (Core Vol 4 Part E §7.7).
    public var fieldMap: HCIFieldMap {
        let p = parameters
        var m = HCIFieldMap(count: p.count)
        let byte = { (i: Int) in Int(p[checked: i] ?? 0) }
        switch code.rawValue {
        case 0x02, 0x22: // Inquiry Result (with RSSI): Num_Responses, then the BD_ADDR array
            for k in 0 ..< byte(0) { m.address(1 + 6 * k) }
        case 0x2F: m.address(1); m.advertising(15, 240) // Extended Inquiry Result
        case 0x03, 0x2C: m.address(3) // (Synchronous) Connection Complete
        case 0x04, 0x16, 0x17, 0x31, 0x32, 0x34, 0x35, 0x3C, 0x3D: m.address(0)
        case 0x07: m.address(1); m.name(7, 248) // Remote Name Request Complete
        case 0x12, 0x36: m.address(1) // Role Change, Simple Pairing Complete
        case 0x15: // Return Link Keys
            for k in 0 ..< byte(0) { m.address(1 + 22 * k); m.key(7 + 22 * k, 16) }
        case 0x18: m.address(0); m.key(6, 16) // Link Key Notification
        case 0x33, 0x3B: m.address(0); m.key(6, 4) // User Confirmation Request, User Passkey Notification
        case 0x0E: // Command Complete: Num_HCI_Command_Packets, opcode, return parameters (status first)
            let r = 3
            switch p.u16le(at: 1) ?? 0 {
            case 0x1009, 0x040B, 0x040C, 0x040D, 0x040E, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F, 0x0430, 0x0433,
                 0x0434, 0x0445, 0x0408, 0x041A, 0x202B, 0x202C:
                m.address(r + 1)
            case 0x0C14: m.name(r + 1, 248) // Read Local Name
            case 0x0C51: m.advertising(r + 2, 240) // Read Extended Inquiry Response
            case 0x2017: m.key(r + 1, 16) // LE Encrypt
            case 0x2018: m.key(r + 1, 8) // LE Rand
            default: break
            }
        case 0x3E:
            let q = 1 // after the subevent code
            switch byte(0) {
            case 0x01: m.address(q + 5) // LE Connection Complete
            case 0x0A, 0x29: m.address(q + 5); m.address(q + 11); m.address(q + 17) // Enhanced: peer, local and peer RPA
            case 0x02: // LE Advertising Report: reports one after the other, as controllers send them
                var i = q + 1
                for _ in 0 ..< byte(q) {
                    guard let length = p[checked: i + 8] else { break }
                    m.address(i + 2)
                    m.advertising(i + 9, Int(length))
                    i += 10 + Int(length)
                }
            case 0x0B: // LE Directed Advertising Report
                for k in 0 ..< byte(q) { m.address(q + 1 + 16 * k + 2); m.address(q + 1 + 16 * k + 9) }
            case 0x0D: // LE Extended Advertising Report
                var i = q + 1
                for _ in 0 ..< byte(q) {
                    guard let length = p[checked: i + 23] else { break }
                    m.address(i + 3)
                    m.address(i + 16)
                    m.advertising(i + 24, Int(length))
                    i += 24 + Int(length)
                }
            case 0x05: m.key(q + 2, 10) // LE Long Term Key Request: Random_Number, EDIV
            case 0x08: m.key(q + 1, 64) // LE Read Local P-256 Public Key Complete
            case 0x09: m.key(q + 1, 32) // LE Generate DHKey Complete
            case 0x0E, 0x24: m.address(q + 5) // LE Periodic Advertising Sync Established
            case 0x13: m.address(q + 2) // LE Scan Request Received
            default: break
            }
        default: break
        }
        return m
    }
}
