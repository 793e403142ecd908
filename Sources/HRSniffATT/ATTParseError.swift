import HRSniffBytes

/// An ATT PDU whose bytes contradict Core 5.4 Vol 3 Part F §3.4: the opcode it claimed and what was wrong.
///
/// Small and `Equatable` so tests and the pipeline compare it cheaply; the text exists only in `description`.
/// Byte counts (`needed`, `have`) always count the whole PDU, opcode included.
public struct ATTParseError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Equatable, Hashable, Sendable {
        /// No bytes at all: not even an opcode.
        case empty
        /// The PDU ends before a mandatory field (or a list element) is complete.
        case tooShort(needed: Int, have: Int)
        /// Find Information Response format other than 0x01 (16-bit UUIDs) or 0x02 (128-bit UUIDs).
        case invalidFormat(UInt8)
        /// A list's element-length field that cannot hold an element (Read By Type Response length < 2,
        /// Read By Group Type Response length < 4).
        case invalidLength(UInt8)
        /// A PDU whose total size matches none of the allowed layouts, e.g. a Read By Type Request whose attribute
        /// type is neither 2 nor 16 bytes.
        case invalidSize(Int)
        /// A list that is not a whole number of elements: this many bytes are left over.
        case trailingBytes(Int)
    }

    public var opcode: ATTOpcode
    public var code: Code

    @inlinable public init(_ opcode: ATTOpcode, _ code: Code) {
        self.opcode = opcode
        self.code = code
    }

    /// A stable machine-readable name for diagnostics (`att_too_short`, …).
    public var codeName: String {
        switch code {
        case .empty: "att_empty_pdu"
        case .tooShort: "att_too_short"
        case .invalidFormat: "att_invalid_format"
        case .invalidLength: "att_invalid_length"
        case .invalidSize: "att_invalid_size"
        case .trailingBytes: "att_trailing_bytes"
        }
    }

    public var description: String {
        let what = opcode.name
        switch code {
        case .empty:
            return "empty ATT PDU (no opcode)"
        case let .tooShort(needed, have):
            return "\(what): too short, needs \(needed) bytes, has \(have)"
        case let .invalidFormat(format):
            return "\(what): invalid format \(attHexByte(format)) (expected 0x01 or 0x02)"
        case let .invalidLength(length):
            return "\(what): invalid element length \(length)"
        case let .invalidSize(size):
            return "\(what): invalid size \(size) bytes"
        case let .trailingBytes(n):
            return "\(what): list is not a whole number of elements, \(n) byte\(n == 1 ? "" : "s") left over"
        }
    }
}

/// Things about a PDU that parsed but breaks a rule or is unusual: real devices are sloppy, so these do not
/// reject the PDU. `parse(_:notes:)` only adds to a value (counts add up), so the caller resets it per PDU. Plain values, no allocation; turn them into `Diagnostic`s only when reporting.
public struct ATTParseNotes: Sendable, Equatable {
    public struct Flags: OptionSet, Sendable, Hashable {
        public var rawValue: UInt8
        @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Exchange MTU with an MTU below the LE default of 23.
        public static let mtuBelowDefault = Flags(rawValue: 1 << 0)
        /// Execute Write Request with flags other than 0x00 and 0x01.
        public static let reservedExecuteWriteFlags = Flags(rawValue: 1 << 1)
        /// Read Multiple Variable Response cut inside the 2-byte length field of its last tuple.
        public static let truncatedLengthField = Flags(rawValue: 1 << 2)
    }

    /// Bytes after the last field of a fixed-size PDU, ignored.
    public var ignoredTrailingBytes: Int = 0
    public var flags: Flags = []

    @inlinable public init() {}

    @inlinable public var isEmpty: Bool { ignoredTrailingBytes == 0 && flags.isEmpty }

    /// The notes as diagnostics: warnings for rule breaks, a note for the (legal) cut inside a length field.
    public func diagnostics(frame: Int?, opcode: ATTOpcode) -> [Diagnostic] {
        var out = [Diagnostic]()
        if ignoredTrailingBytes > 0 {
            out.append(Diagnostic(frame: frame, .warning, .att, "att_ignored_trailing_bytes",
                                  "\(opcode.name): \(ignoredTrailingBytes) unexpected trailing byte\(ignoredTrailingBytes == 1 ? "" : "s") ignored"))
        }
        if flags.contains(.mtuBelowDefault) {
            out.append(Diagnostic(frame: frame, .warning, .att, "att_mtu_below_default",
                                  "\(opcode.name): MTU below the LE default of 23"))
        }
        if flags.contains(.reservedExecuteWriteFlags) {
            out.append(Diagnostic(frame: frame, .warning, .att, "att_reserved_execute_write_flags",
                                  "\(opcode.name): reserved flags value"))
        }
        if flags.contains(.truncatedLengthField) {
            out.append(Diagnostic(frame: frame, .note, .att, "att_truncated_length_field",
                                  "\(opcode.name): last tuple cut inside its length field"))
        }
        return out
    }
}
