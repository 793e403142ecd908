import HRSniffBytes

extension ATTPDU {
    /// Decodes one whole ATT PDU (opcode first). Values and lists are slices of `pdu`.
    ///
    /// Throws when the bytes contradict the PDU layout of Core 5.4 Vol 3 Part F §3.4; an undefined opcode is not an
    /// error but `.unknown`. Lenient about bytes after a fixed-size PDU and reserved field values: use
    /// `parse(_:notes:)` to hear about them.
    public static func parse(_ pdu: Bytes) throws(ATTParseError) -> ATTPDU {
        var notes = ATTParseNotes()
        return try parse(pdu, notes: &notes)
    }

    /// Decodes one whole ATT PDU, recording in `notes` what was accepted despite breaking a rule.
    /// `notes` is only added to, so one value can collect several PDUs' notes or be reset by the caller.
    public static func parse(_ pdu: Bytes, notes: inout ATTParseNotes) throws(ATTParseError) -> ATTPDU {
        guard let raw = pdu[checked: 0] else { throw ATTParseError(ATTOpcode(0), .empty) }
        let op = ATTOpcode(raw)
        switch raw {
        case 0x01:
            let request = try u8(pdu, 1, op)
            let handle = try u16(pdu, 2, op)
            let code = try u8(pdu, 4, op)
            fixedSize(pdu, 5, &notes)
            return .errorResponse(ATTErrorResponse(requestOpcode: ATTOpcode(request), handle: handle,
                                                   errorCode: ATTErrorCode(code)))

        case 0x02, 0x03:
            let mtu = try u16(pdu, 1, op)
            fixedSize(pdu, 3, &notes)
            if mtu < 23 { notes.flags.insert(.mtuBelowDefault) }
            return raw == 0x02 ? .exchangeMTURequest(clientRxMTU: mtu) : .exchangeMTUResponse(serverRxMTU: mtu)

        case 0x04:
            let range = try handleRange(pdu, op)
            fixedSize(pdu, 5, &notes)
            return .findInformationRequest(range)

        case 0x05:
            let format = try u8(pdu, 1, op)
            let stride: Int
            switch format {
            case 0x01: stride = 4
            case 0x02: stride = 18
            default: throw ATTParseError(op, .invalidFormat(format))
            }
            let list: ATTList<ATTHandleUUID> = try wholeList(pdu, from: 2, stride: stride, op)
            return .findInformationResponse(ATTFindInformationResponse(format: format, information: list))

        case 0x06:
            let range = try handleRange(pdu, op)
            let type = try u16(pdu, 5, op)
            return .findByTypeValueRequest(ATTFindByTypeValueRequest(
                range: range, attributeType: type, value: pdu.suffix(from: 7)))

        case 0x07:
            let list: ATTList<ATTHandlesInformation> = try wholeList(pdu, from: 1, stride: 4, op)
            return .findByTypeValueResponse(list)

        case 0x08, 0x10:
            let range = try handleRange(pdu, op)
            let typeBytes = pdu.suffix(from: 5)
            guard typeBytes.count == 2 || typeBytes.count == 16,
                  let type = BluetoothUUID(littleEndian: typeBytes) else {
                if typeBytes.count < 2 { throw ATTParseError(op, .tooShort(needed: 7, have: pdu.count)) }
                throw ATTParseError(op, .invalidSize(pdu.count))
            }
            let query = ATTTypeQuery(range: range, type: type)
            return raw == 0x08 ? .readByTypeRequest(query) : .readByGroupTypeRequest(query)

        case 0x09:
            let length = try u8(pdu, 1, op)
            guard length >= 2 else { throw ATTParseError(op, .invalidLength(length)) }
            let list: ATTList<ATTHandleValue> = try wholeList(pdu, from: 2, stride: Int(length), op)
            return .readByTypeResponse(ATTReadByTypeResponse(length: length, attributeData: list))

        case 0x11:
            let length = try u8(pdu, 1, op)
            guard length >= 4 else { throw ATTParseError(op, .invalidLength(length)) }
            let list: ATTList<ATTGroupValue> = try wholeList(pdu, from: 2, stride: Int(length), op)
            return .readByGroupTypeResponse(ATTReadByGroupTypeResponse(length: length, attributeData: list))

        case 0x0A:
            let handle = try u16(pdu, 1, op)
            fixedSize(pdu, 3, &notes)
            return .readRequest(handle: handle)

        case 0x0B:
            return .readResponse(value: pdu.suffix(from: 1))

        case 0x0C:
            let handle = try u16(pdu, 1, op)
            let offset = try u16(pdu, 3, op)
            fixedSize(pdu, 5, &notes)
            return .readBlobRequest(handle: handle, offset: offset)

        case 0x0D:
            return .readBlobResponse(value: pdu.suffix(from: 1))

        case 0x0E, 0x20:
            // Set Of Handles: 4 to ATT_MTU - 1 bytes, i.e. at least two handles.
            guard pdu.count >= 5 else { throw ATTParseError(op, .tooShort(needed: 5, have: pdu.count)) }
            let handles: ATTList<UInt16> = try wholeList(pdu, from: 1, stride: 2, op)
            return raw == 0x0E ? .readMultipleRequest(handles: handles) : .readMultipleVariableRequest(handles: handles)

        case 0x0F:
            return .readMultipleResponse(values: pdu.suffix(from: 1))

        case 0x12:
            let handle = try u16(pdu, 1, op)
            return .writeRequest(handle: handle, value: pdu.suffix(from: 3))

        case 0x13:
            fixedSize(pdu, 1, &notes)
            return .writeResponse

        case 0x16, 0x17:
            let handle = try u16(pdu, 1, op)
            let offset = try u16(pdu, 3, op)
            let value = pdu.suffix(from: 5)
            return raw == 0x16
                ? .prepareWriteRequest(handle: handle, offset: offset, value: value)
                : .prepareWriteResponse(handle: handle, offset: offset, value: value)

        case 0x18:
            let flags = try u8(pdu, 1, op)
            fixedSize(pdu, 2, &notes)
            if flags > 0x01 { notes.flags.insert(.reservedExecuteWriteFlags) }
            return .executeWriteRequest(flags: ATTExecuteWriteFlags(rawValue: flags))

        case 0x19:
            fixedSize(pdu, 1, &notes)
            return .executeWriteResponse

        case 0x1B:
            let handle = try u16(pdu, 1, op)
            return .handleValueNotification(handle: handle, value: pdu.suffix(from: 3))

        case 0x1D:
            let handle = try u16(pdu, 1, op)
            return .handleValueIndication(handle: handle, value: pdu.suffix(from: 3))

        case 0x1E:
            fixedSize(pdu, 1, &notes)
            return .handleValueConfirmation

        case 0x21:
            return .readMultipleVariableResponse(try lengthValueList(pdu, op, &notes))

        case 0x23:
            return .multipleHandleValueNotification(try handleLengthValueList(pdu, op))

        case 0x52:
            let handle = try u16(pdu, 1, op)
            return .writeCommand(handle: handle, value: pdu.suffix(from: 3))

        case 0xD2:
            let handle = try u16(pdu, 1, op)
            // Opcode, handle, value (possibly empty), 12-byte signature.
            guard pdu.count >= 15, let value = pdu.slice(from: 3, count: pdu.count - 15) else {
                throw ATTParseError(op, .tooShort(needed: 15, have: pdu.count))
            }
            return .signedWriteCommand(handle: handle, value: value, signature: pdu.suffix(from: pdu.count - 12))

        default:
            return .unknown(opcode: op, parameters: pdu.suffix(from: 1))
        }
    }

    // MARK: - Field readers (missing bytes throw `.tooShort` with the size the field needs)

    @inline(__always)
    private static func u8(_ pdu: Bytes, _ at: Int, _ op: ATTOpcode) throws(ATTParseError) -> UInt8 {
        guard let v = pdu[checked: at] else { throw ATTParseError(op, .tooShort(needed: at + 1, have: pdu.count)) }
        return v
    }

    @inline(__always)
    private static func u16(_ pdu: Bytes, _ at: Int, _ op: ATTOpcode) throws(ATTParseError) -> UInt16 {
        guard let v = pdu.u16le(at: at) else { throw ATTParseError(op, .tooShort(needed: at + 2, have: pdu.count)) }
        return v
    }

    /// Starting and Ending Handle at offsets 1 and 3.
    @inline(__always)
    private static func handleRange(_ pdu: Bytes, _ op: ATTOpcode) throws(ATTParseError) -> ATTHandleRange {
        let start = try u16(pdu, 1, op)
        let end = try u16(pdu, 3, op)
        return ATTHandleRange(start: start, end: end)
    }

    /// A PDU of `size` bytes: more is tolerated and noted.
    @inline(__always)
    private static func fixedSize(_ pdu: Bytes, _ size: Int, _ notes: inout ATTParseNotes) {
        if pdu.count > size { notes.ignoredTrailingBytes += pdu.count - size }
    }

    /// A non-empty list of `stride`-byte elements from `from` to the end of the PDU.
    @inline(__always)
    private static func wholeList<E>(_ pdu: Bytes, from: Int, stride: Int, _ op: ATTOpcode)
        throws(ATTParseError) -> ATTList<E> {
        let list = pdu.suffix(from: from)
        guard list.count >= stride else { throw ATTParseError(op, .tooShort(needed: from + stride, have: pdu.count)) }
        let leftover = list.count % stride
        guard leftover == 0 else { throw ATTParseError(op, .trailingBytes(leftover)) }
        return ATTList(bytes: list, stride: stride)
    }

    /// Read Multiple Variable Response: at least one tuple header; the last tuple may be cut by the MTU.
    private static func lengthValueList(_ pdu: Bytes, _ op: ATTOpcode, _ notes: inout ATTParseNotes)
        throws(ATTParseError) -> ATTLengthValueList {
        let list = pdu.suffix(from: 1)
        guard list.count >= 2 else { throw ATTParseError(op, .tooShort(needed: 3, have: pdu.count)) }
        var offset = 0
        var count = 0
        var truncated = false
        while let length = list.u16le(at: offset) {
            count += 1
            let available = list.count - offset - 2
            if Int(length) > available {
                truncated = true
                offset = list.count
                break
            }
            offset += 2 + Int(length)
        }
        if offset < list.count {
            // One byte left: the final tuple was cut inside its length field.
            truncated = true
            notes.flags.insert(.truncatedLengthField)
        }
        return ATTLengthValueList(bytes: list, count: count, isTruncated: truncated)
    }

    /// Multiple Handle Value Notification: one or more complete (handle, length, value) tuples.
    private static func handleLengthValueList(_ pdu: Bytes, _ op: ATTOpcode)
        throws(ATTParseError) -> ATTHandleLengthValueList {
        let list = pdu.suffix(from: 1)
        guard list.count >= 4 else { throw ATTParseError(op, .tooShort(needed: 5, have: pdu.count)) }
        var offset = 0
        var count = 0
        while offset < list.count {
            guard let length = list.u16le(at: offset + 2) else {
                throw ATTParseError(op, .tooShort(needed: 1 + offset + 4, have: pdu.count))
            }
            let end = offset + 4 + Int(length)
            guard end <= list.count else { throw ATTParseError(op, .tooShort(needed: 1 + end, have: pdu.count)) }
            offset = end
            count += 1
        }
        return ATTHandleLengthValueList(bytes: list, count: count)
    }
}
