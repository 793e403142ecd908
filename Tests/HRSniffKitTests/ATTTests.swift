import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis

// MARK: - Helpers

/// Runs `body` with the bytes of a hex string ("1b 15 00"); `Bytes` must not escape the closure.
private func withHex<R>(_ hex: String, _ body: (Bytes) throws -> R) throws -> R {
    let bytes = try #require(Hex.decode(hex), "bad hex in test vector: \(hex)")
    return try bytes.withBytes(body)
}

private func x(_ v: UInt16) -> String { String(v, radix: 16) }

/// A compact, deterministic text form of every field, so one table checks whole PDUs.
private func render(_ pdu: ATTPDU) -> String {
    switch pdu {
    case let .errorResponse(e):
        return "error req=\(x(UInt16(e.requestOpcode.rawValue))) h=\(x(e.handle)) code=\(x(UInt16(e.errorCode.rawValue)))"
    case let .exchangeMTURequest(mtu): return "mtu-req \(mtu)"
    case let .exchangeMTUResponse(mtu): return "mtu-rsp \(mtu)"
    case let .findInformationRequest(r): return "find-info-req \(x(r.start))-\(x(r.end))"
    case let .findInformationResponse(r):
        return "find-info-rsp f=\(r.format) " + r.information.map { "\(x($0.handle)):\($0.uuid)" }.joined(separator: ",")
    case let .findByTypeValueRequest(r):
        return "find-by-type-req \(x(r.range.start))-\(x(r.range.end)) t=\(r.type) v=\(r.value.hex)"
    case let .findByTypeValueResponse(list):
        return "find-by-type-rsp " + list.map { "\(x($0.foundHandle))-\(x($0.groupEndHandle))" }.joined(separator: ",")
    case let .readByTypeRequest(q): return "read-by-type-req \(x(q.range.start))-\(x(q.range.end)) t=\(q.type)"
    case let .readByTypeResponse(r):
        return "read-by-type-rsp l=\(r.length) " + r.attributeData.map { "\(x($0.handle)):\($0.value.hex)" }.joined(separator: ",")
    case let .readRequest(h): return "read-req h=\(x(h))"
    case let .readResponse(v): return "read-rsp v=\(v.hex)"
    case let .readBlobRequest(h, o): return "read-blob-req h=\(x(h)) o=\(o)"
    case let .readBlobResponse(v): return "read-blob-rsp v=\(v.hex)"
    case let .readMultipleRequest(hs): return "read-mult-req " + hs.map { x($0) }.joined(separator: ",")
    case let .readMultipleResponse(v): return "read-mult-rsp v=\(v.hex)"
    case let .readByGroupTypeRequest(q): return "read-by-group-req \(x(q.range.start))-\(x(q.range.end)) t=\(q.type)"
    case let .readByGroupTypeResponse(r):
        return "read-by-group-rsp l=\(r.length) "
            + r.attributeData.map { "\(x($0.handle))-\(x($0.endGroupHandle)):\($0.value.hex)" }.joined(separator: ",")
    case let .writeRequest(h, v): return "write-req h=\(x(h)) v=\(v.hex)"
    case .writeResponse: return "write-rsp"
    case let .prepareWriteRequest(h, o, v): return "prep-write-req h=\(x(h)) o=\(o) v=\(v.hex)"
    case let .prepareWriteResponse(h, o, v): return "prep-write-rsp h=\(x(h)) o=\(o) v=\(v.hex)"
    case let .executeWriteRequest(f): return "exec-write-req f=\(f.rawValue)"
    case .executeWriteResponse: return "exec-write-rsp"
    case let .handleValueNotification(h, v): return "ntf h=\(x(h)) v=\(v.hex)"
    case let .handleValueIndication(h, v): return "ind h=\(x(h)) v=\(v.hex)"
    case .handleValueConfirmation: return "cfm"
    case let .readMultipleVariableRequest(hs): return "read-mult-var-req " + hs.map { x($0) }.joined(separator: ",")
    case let .readMultipleVariableResponse(list):
        return "read-mult-var-rsp n=\(list.count)\(list.isTruncated ? " cut" : "") "
            + list.map { "\($0.length):\($0.value.hex)\($0.isTruncated ? "…" : "")" }.joined(separator: ",")
    case let .multipleHandleValueNotification(list):
        return "mult-ntf n=\(list.count) " + list.map { "\(x($0.handle)):\($0.value.hex)" }.joined(separator: ",")
    case let .writeCommand(h, v): return "write-cmd h=\(x(h)) v=\(v.hex)"
    case let .signedWriteCommand(h, v, s): return "signed-write h=\(x(h)) v=\(v.hex) sig=\(s.hex)"
    case let .unknown(op, p): return "unknown op=\(x(UInt16(op.rawValue))) p=\(p.hex)"
    }
}

private let nus1 = "9e ca dc 24 0e e5 a9 e0 93 f3 a3 b5 01 00 40 6e" // 6E400001-B5A3-F393-E0A9-E50E24DCCA9E
private let nus3 = "9e ca dc 24 0e e5 a9 e0 93 f3 a3 b5 03 00 40 6e" // 6E400003-…
private let sig = "11 22 33 44 55 66 77 88 99 aa bb cc"

// MARK: - Opcodes

extension ATTTests {
    @Suite struct Opcodes {
        static let names: [(UInt8, String)] = [
            (0x01, "Error Response"),
            (0x02, "Exchange MTU Request"), (0x03, "Exchange MTU Response"),
            (0x04, "Find Information Request"), (0x05, "Find Information Response"),
            (0x06, "Find By Type Value Request"), (0x07, "Find By Type Value Response"),
            (0x08, "Read By Type Request"), (0x09, "Read By Type Response"),
            (0x0A, "Read Request"), (0x0B, "Read Response"),
            (0x0C, "Read Blob Request"), (0x0D, "Read Blob Response"),
            (0x0E, "Read Multiple Request"), (0x0F, "Read Multiple Response"),
            (0x10, "Read By Group Type Request"), (0x11, "Read By Group Type Response"),
            (0x12, "Write Request"), (0x13, "Write Response"),
            (0x16, "Prepare Write Request"), (0x17, "Prepare Write Response"),
            (0x18, "Execute Write Request"), (0x19, "Execute Write Response"),
            (0x1B, "Handle Value Notification"), (0x1D, "Handle Value Indication"), (0x1E, "Handle Value Confirmation"),
            (0x20, "Read Multiple Variable Request"), (0x21, "Read Multiple Variable Response"),
            (0x23, "Multiple Handle Value Notification"),
            (0x52, "Write Command"), (0xD2, "Signed Write Command"),
            // Undefined: data, printed as a number.
            (0x00, "Unknown (0x00)"), (0x14, "Unknown (0x14)"), (0x1A, "Unknown (0x1A)"), (0x7F, "Unknown (0x7F)"),
            (0xFF, "Unknown (0xFF)"),
        ]

        @Test(arguments: names)
        func name(raw: UInt8, expected: String) {
            let op = ATTOpcode(raw)
            #expect(op.name == expected)
            #expect(op.description == expected)
            #expect(op.isKnown == !expected.hasPrefix("Unknown"))
            #expect((op.symbol != nil) == op.isKnown)
        }

        @Test func allKnownMatchesNames() {
            #expect(ATTOpcode.allKnown.count == 31)
            #expect(ATTOpcode.allKnown.allSatisfy { $0.isKnown })
            #expect(Set(ATTOpcode.allKnown).count == 31)
        }

        @Test func staticMembers() {
            #expect(ATTOpcode.readByGroupTypeResponse.rawValue == 0x11)
            #expect(ATTOpcode.handleValueNotification.rawValue == 0x1B)
            #expect(ATTOpcode.multipleHandleValueNotification.rawValue == 0x23)
            #expect(ATTOpcode.writeCommand.rawValue == 0x52)
            #expect(ATTOpcode.signedWriteCommand.rawValue == 0xD2)
            #expect(ATTOpcode.readMultipleVariableResponse.symbol == "ATT_READ_MULTIPLE_VARIABLE_RSP")
        }

        @Test func bits() {
            #expect(ATTOpcode.writeCommand.isCommand)
            #expect(!ATTOpcode.writeCommand.hasAuthenticationSignature)
            #expect(ATTOpcode.writeCommand.method == 0x12)
            #expect(ATTOpcode.signedWriteCommand.isCommand)
            #expect(ATTOpcode.signedWriteCommand.hasAuthenticationSignature)
            #expect(ATTOpcode.signedWriteCommand.method == 0x12)
            #expect(!ATTOpcode.writeRequest.isCommand)
            #expect(ATTOpcode.writeRequest.method == 0x12)
        }

        static let kinds: [(UInt8, ATTOpcode.Kind?)] = [
            (0x01, .response), (0x02, .request), (0x03, .response), (0x0A, .request), (0x0B, .response),
            (0x12, .request), (0x13, .response), (0x18, .request), (0x19, .response), (0x20, .request),
            (0x21, .response), (0x1B, .notification), (0x23, .notification), (0x1D, .indication),
            (0x1E, .confirmation), (0x52, .command), (0xD2, .command),
            (0x7F, .command), // undefined, but the Command Flag says it
            (0x3F, nil), (0x14, nil),
        ]

        @Test(arguments: kinds)
        func kind(raw: UInt8, expected: ATTOpcode.Kind?) {
            #expect(ATTOpcode(raw).kind == expected)
        }

        @Test func pairing() {
            let pairs: [(ATTOpcode, ATTOpcode)] = [
                (.exchangeMTURequest, .exchangeMTUResponse), (.findInformationRequest, .findInformationResponse),
                (.findByTypeValueRequest, .findByTypeValueResponse), (.readByTypeRequest, .readByTypeResponse),
                (.readRequest, .readResponse), (.readBlobRequest, .readBlobResponse),
                (.readMultipleRequest, .readMultipleResponse), (.readByGroupTypeRequest, .readByGroupTypeResponse),
                (.writeRequest, .writeResponse), (.prepareWriteRequest, .prepareWriteResponse),
                (.executeWriteRequest, .executeWriteResponse),
                (.readMultipleVariableRequest, .readMultipleVariableResponse),
                (.handleValueIndication, .handleValueConfirmation),
            ]
            for (request, response) in pairs {
                #expect(request.responseOpcode == response, "\(request)")
                #expect(response.requestOpcode == request, "\(response)")
            }
            // Every request has a response; nothing else but the indication does.
            for op in ATTOpcode.allKnown {
                #expect((op.responseOpcode != nil) == (op.kind == .request || op.kind == .indication), "\(op)")
            }
            #expect(ATTOpcode.errorResponse.requestOpcode == nil)
            #expect(ATTOpcode.writeCommand.responseOpcode == nil)
            #expect(ATTOpcode.handleValueNotification.responseOpcode == nil)
            #expect(ATTOpcode(0x7F).responseOpcode == nil)
        }
    }
}

// MARK: - Error codes

extension ATTTests {
    @Suite struct ErrorCodes {
        static let named: [(UInt8, String)] = [
            (0x01, "Invalid Handle"), (0x02, "Read Not Permitted"), (0x03, "Write Not Permitted"),
            (0x04, "Invalid PDU"), (0x05, "Insufficient Authentication"), (0x06, "Request Not Supported"),
            (0x07, "Invalid Offset"), (0x08, "Insufficient Authorization"), (0x09, "Prepare Queue Full"),
            (0x0A, "Attribute Not Found"), (0x0B, "Attribute Not Long"), (0x0C, "Encryption Key Size Too Short"),
            (0x0D, "Invalid Attribute Value Length"), (0x0E, "Unlikely Error"), (0x0F, "Insufficient Encryption"),
            (0x10, "Unsupported Group Type"), (0x11, "Insufficient Resources"), (0x12, "Database Out Of Sync"),
            (0x13, "Value Not Allowed"),
            (0xFC, "Write Request Rejected"),
            (0xFD, "Client Characteristic Configuration Descriptor Improperly Configured"),
            (0xFE, "Procedure Already in Progress"), (0xFF, "Out of Range"),
        ]

        static let ranged: [(UInt8, String)] = [
            (0x00, "Reserved (0x00)"), (0x14, "Reserved (0x14)"), (0x7F, "Reserved (0x7F)"),
            (0x80, "Application Error (0x80)"), (0x9F, "Application Error (0x9F)"),
            (0xA0, "Reserved (0xA0)"), (0xDF, "Reserved (0xDF)"),
            (0xE0, "Common Profile and Service Error (0xE0)"), (0xFB, "Common Profile and Service Error (0xFB)"),
        ]

        @Test(arguments: named + ranged)
        func name(raw: UInt8, expected: String) {
            #expect(ATTErrorCode(raw).name == expected)
        }

        /// An Error Response carrying each named code decodes to that name.
        @Test(arguments: named)
        func errorResponseCarriesCode(raw: UInt8, expected: String) throws {
            try withHex("01 0a 03 00") { b in
                var pdu = b.array
                pdu.append(raw)
                try pdu.withBytes { pdu in
                    guard case let .errorResponse(e) = try ATTPDU.parse(pdu) else {
                        Issue.record("not an Error Response")
                        return
                    }
                    #expect(e.requestOpcode == .readRequest)
                    #expect(e.handle == 0x0003)
                    #expect(e.errorCode.rawValue == raw)
                    #expect(e.errorCode.name == expected)
                }
            }
        }

        @Test func categories() {
            #expect(ATTErrorCode.attributeNotFound.category == .att)
            #expect(ATTErrorCode(0x85).category == .application)
            #expect(ATTErrorCode.cccdImproperlyConfigured.category == .commonProfile)
            #expect(ATTErrorCode(0x00).category == .reserved)
            #expect(ATTErrorCode(0x14).category == .reserved)
        }
    }
}

// MARK: - PDUs accepted

@Suite struct ATTTests {
    static let accepted: [(String, String)] = [
        ("01 0a 03 00 02", "error req=a h=3 code=2"),
        ("01 10 01 00 0a", "error req=10 h=1 code=a"),
        ("02 f7 00", "mtu-req 247"),
        ("03 17 00", "mtu-rsp 23"),
        ("04 01 00 ff ff", "find-info-req 1-ffff"),
        ("05 01 01 00 00 28 02 00 03 28", "find-info-rsp f=1 1:2800,2:2803"),
        ("05 02 0e 00 " + nus1, "find-info-rsp f=2 e:6E400001-B5A3-F393-E0A9-E50E24DCCA9E"),
        ("06 01 00 ff ff 00 28 0d 18", "find-by-type-req 1-ffff t=2800 v=0d18"),
        ("06 01 00 ff ff 00 28", "find-by-type-req 1-ffff t=2800 v="),
        ("07 0c 00 0f 00", "find-by-type-rsp c-f"),
        ("07 0c 00 0f 00 10 00 ff ff", "find-by-type-rsp c-f,10-ffff"),
        ("08 01 00 ff ff 03 28", "read-by-type-req 1-ffff t=2803"),
        ("08 01 00 ff ff " + nus3, "read-by-type-req 1-ffff t=6E400003-B5A3-F393-E0A9-E50E24DCCA9E"),
        // Characteristic declarations, 16-bit UUIDs: properties, value handle, UUID.
        ("09 07 02 00 10 03 00 37 2a 04 00 02 05 00 38 2a", "read-by-type-rsp l=7 2:100300372a,4:020500382a"),
        // …and 128-bit.
        ("09 15 0d 00 10 0e 00 " + nus3, "read-by-type-rsp l=21 d:100e00" + nus3.replacingOccurrences(" ", "")),
        // Read Using Characteristic UUID style: 2-byte elements (empty values) are allowed.
        ("09 02 03 00", "read-by-type-rsp l=2 3:"),
        ("0a 03 00", "read-req h=3"),
        ("0b 48 52 4d", "read-rsp v=48524d"),
        ("0b", "read-rsp v="),
        ("0c 03 00 16 00", "read-blob-req h=3 o=22"),
        ("0d 41 42", "read-blob-rsp v=4142"),
        ("0d", "read-blob-rsp v="), // empty Read Blob Response: valid (offset == value length)
        ("0e 03 00 05 00", "read-mult-req 3,5"),
        ("0e 03 00 05 00 07 00", "read-mult-req 3,5,7"),
        ("0f 01 02 03", "read-mult-rsp v=010203"),
        ("0f", "read-mult-rsp v="),
        ("10 01 00 ff ff 00 28", "read-by-group-req 1-ffff t=2800"),
        ("10 01 00 ff ff " + nus1, "read-by-group-req 1-ffff t=6E400001-B5A3-F393-E0A9-E50E24DCCA9E"),
        ("11 06 01 00 05 00 00 18 06 00 09 00 01 18", "read-by-group-rsp l=6 1-5:0018,6-9:0118"),
        ("11 14 0c 00 0f 00 " + nus1, "read-by-group-rsp l=20 c-f:" + nus1.replacingOccurrences(" ", "")),
        ("12 10 00 01 00", "write-req h=10 v=0100"),
        ("12 10 00", "write-req h=10 v="),
        ("13", "write-rsp"),
        ("16 20 00 00 00 01 02 03", "prep-write-req h=20 o=0 v=010203"),
        ("17 20 00 12 00 01 02 03", "prep-write-rsp h=20 o=18 v=010203"),
        ("16 20 00 12 00", "prep-write-req h=20 o=18 v="),
        ("18 00", "exec-write-req f=0"),
        ("18 01", "exec-write-req f=1"),
        ("19", "exec-write-rsp"),
        ("1b 15 00 16 48", "ntf h=15 v=1648"),
        ("1b 15 00", "ntf h=15 v="),
        ("1d 0e 00 01", "ind h=e v=01"),
        ("1e", "cfm"),
        ("20 03 00 05 00", "read-mult-var-req 3,5"),
        ("21 02 00 aa bb 01 00 cc", "read-mult-var-rsp n=2 2:aabb,1:cc"),
        ("21 02 00 aa bb 00 00", "read-mult-var-rsp n=2 2:aabb,0:"),
        // Final value cut by the MTU: declared 5, 2 present.
        ("21 02 00 aa bb 05 00 01 02", "read-mult-var-rsp n=2 cut 2:aabb,5:0102…"),
        ("21 02 00 aa bb 05 00", "read-mult-var-rsp n=2 cut 2:aabb,5:…"),
        ("23 15 00 02 00 16 48 18 00 01 00 07", "mult-ntf n=2 15:1648,18:07"),
        ("23 15 00 00 00", "mult-ntf n=1 15:"),
        ("52 10 00 01 00", "write-cmd h=10 v=0100"),
        ("52 10 00", "write-cmd h=10 v="),
        ("d2 20 00 01 02 " + sig, "signed-write h=20 v=0102 sig=112233445566778899aabbcc"),
        ("d2 20 00 " + sig, "signed-write h=20 v= sig=112233445566778899aabbcc"),
        ("7f 01 02", "unknown op=7f p=0102"),
        ("00", "unknown op=0 p="),
        ("14 aa", "unknown op=14 p=aa"),
        ("92 20 00", "unknown op=92 p=2000"),
    ]

    @Test(arguments: accepted)
    func accepts(hex: String, expected: String) throws {
        try withHex(hex) { b in
            var notes = ATTParseNotes()
            let pdu = try ATTPDU.parse(b, notes: &notes)
            #expect(render(pdu) == expected)
            #expect(pdu.opcode.rawValue == b[checked: 0])
            let listCut = if case let .readMultipleVariableResponse(l) = pdu { l.isTruncated } else { false }
            #expect(notes.isEmpty || listCut, "unexpected notes \(notes)")
        }
    }

    // MARK: - PDUs rejected

    static let rejected: [(String, ATTParseError.Code)] = [
        ("", .empty),
        ("01 0a 03 00", .tooShort(needed: 5, have: 4)),
        ("01", .tooShort(needed: 2, have: 1)),
        ("02 17", .tooShort(needed: 3, have: 2)),
        ("03", .tooShort(needed: 3, have: 1)),
        ("04 01 00 ff", .tooShort(needed: 5, have: 4)),
        ("05", .tooShort(needed: 2, have: 1)),
        ("05 03 01 00 00 28", .invalidFormat(3)),
        ("05 00 01 00 00 28", .invalidFormat(0)),
        ("05 01", .tooShort(needed: 6, have: 2)),
        ("05 01 01 00 00 28 02", .trailingBytes(1)),
        ("05 02 01 00 00 28", .tooShort(needed: 20, have: 6)),
        ("05 02 0e 00 " + nus1 + " 0f 00", .trailingBytes(2)),
        ("06 01 00 ff ff 00", .tooShort(needed: 7, have: 6)),
        ("07", .tooShort(needed: 5, have: 1)),
        ("07 01 00 05 00 06", .trailingBytes(1)),
        ("08 01 00 ff ff 03", .tooShort(needed: 7, have: 6)),
        ("08 01 00", .tooShort(needed: 5, have: 3)),
        ("08 01 00 ff ff 03 28 00 00", .invalidSize(9)),
        ("09", .tooShort(needed: 2, have: 1)),
        ("09 00", .invalidLength(0)),
        ("09 01 02 00", .invalidLength(1)),
        ("09 07", .tooShort(needed: 9, have: 2)),
        ("09 07 02 00 10 03 00 37 2a 04", .trailingBytes(1)),
        ("0a 01", .tooShort(needed: 3, have: 2)),
        ("0c 01 00 02", .tooShort(needed: 5, have: 4)),
        ("0e 01 00", .tooShort(needed: 5, have: 3)),
        ("0e", .tooShort(needed: 5, have: 1)),
        ("0e 01 00 02 00 03", .trailingBytes(1)),
        ("10 01 00 ff ff", .tooShort(needed: 7, have: 5)),
        ("10 01 00 ff ff 00 28 00 00 00 00", .invalidSize(11)),
        ("11 03 01 00 05", .invalidLength(3)),
        ("11 06", .tooShort(needed: 8, have: 2)),
        ("11 06 01 00 05 00 00 18 06 00", .trailingBytes(2)),
        ("12 01", .tooShort(needed: 3, have: 2)),
        ("16 01 00 00", .tooShort(needed: 5, have: 4)),
        ("17 01 00", .tooShort(needed: 5, have: 3)),
        ("18", .tooShort(needed: 2, have: 1)),
        ("1b 15", .tooShort(needed: 3, have: 2)),
        ("1d", .tooShort(needed: 3, have: 1)),
        ("20 01 00", .tooShort(needed: 5, have: 3)),
        ("20 01 00 02 00 03", .trailingBytes(1)),
        ("21", .tooShort(needed: 3, have: 1)),
        ("21 05", .tooShort(needed: 3, have: 2)),
        ("23 15 00 02", .tooShort(needed: 5, have: 4)),
        ("23 15 00 02 00 16", .tooShort(needed: 7, have: 6)),
        ("23 15 00 01 00 07 18 00", .tooShort(needed: 10, have: 8)),
        ("52 10", .tooShort(needed: 3, have: 2)),
        ("d2 20 00 11 22 33 44 55 66 77 88 99 aa bb", .tooShort(needed: 15, have: 14)),
        ("d2 20", .tooShort(needed: 3, have: 2)),
    ]

    @Test(arguments: rejected)
    func rejects(hex: String, expected: ATTParseError.Code) throws {
        try withHex(hex) { b in
            let raw = b[checked: 0] ?? 0
            #expect(throws: ATTParseError(ATTOpcode(raw), expected)) { try ATTPDU.parse(b) }
            do throws(ATTParseError) {
                _ = try ATTPDU.parse(b)
            } catch {
                #expect(!error.description.isEmpty)
                #expect(error.codeName.hasPrefix("att_"))
            }
        }
    }

    // MARK: - Lenient parses and their notes

    static let noted: [(String, String, Int, ATTParseNotes.Flags)] = [
        ("01 0a 03 00 02 ff", "error req=a h=3 code=2", 1, []),
        ("02 17 00 00 00", "mtu-req 23", 2, []),
        ("03 14 00", "mtu-rsp 20", 0, .mtuBelowDefault),
        ("04 01 00 ff ff 00", "find-info-req 1-ffff", 1, []),
        ("0a 03 00 00", "read-req h=3", 1, []),
        ("0c 03 00 16 00 00", "read-blob-req h=3 o=22", 1, []),
        ("13 00", "write-rsp", 1, []),
        ("18 02", "exec-write-req f=2", 0, .reservedExecuteWriteFlags),
        ("18 01 00", "exec-write-req f=1", 1, []),
        ("19 00 00", "exec-write-rsp", 2, []),
        ("1e 00", "cfm", 1, []),
        ("21 02 00 aa bb 05", "read-mult-var-rsp n=1 cut 2:aabb", 0, .truncatedLengthField),
    ]

    @Test(arguments: noted)
    func acceptsWithNotes(hex: String, expected: String, trailing: Int, flags: ATTParseNotes.Flags) throws {
        try withHex(hex) { b in
            var notes = ATTParseNotes()
            let pdu = try ATTPDU.parse(b, notes: &notes)
            #expect(render(pdu) == expected)
            #expect(notes.ignoredTrailingBytes == trailing)
            #expect(notes.flags == flags)
            #expect(!notes.isEmpty)
            let diagnostics = notes.diagnostics(frame: 7, opcode: pdu.opcode)
            #expect(!diagnostics.isEmpty)
            #expect(diagnostics.allSatisfy { $0.layer == .att && $0.frame == 7 })
            // The plain parse accepts it too.
            #expect(render(try ATTPDU.parse(b)) == expected)
        }
    }

    // MARK: - Specific PDUs

    @Test func findInformation16() throws {
        try withHex("05 01 01 00 00 28 02 00 03 28 03 00 37 2a") { b in
            guard case let .findInformationResponse(r) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(r.format == 1)
            #expect(r.information.count == 3)
            #expect(r.information.map(\.handle) == [1, 2, 3])
            #expect(r.information.map(\.uuid) == [.primaryService, .characteristic, BluetoothUUID(uuid16: 0x2A37)])
            #expect(r.information[2].uuid.shortValue == 0x2A37)
            #expect(r.information[2].uuid.width == .bits16)
        }
    }

    @Test func findInformation128() throws {
        try withHex("05 02 0e 00 " + nus1 + " 10 00 " + nus3) { b in
            guard case let .findInformationResponse(r) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(r.format == 2)
            #expect(r.information.count == 2)
            #expect(r.information[0].handle == 0x0E)
            #expect(r.information[0].uuid.string == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
            #expect(r.information[1].handle == 0x10)
            #expect(r.information[1].uuid.string == "6E400003-B5A3-F393-E0A9-E50E24DCCA9E")
            #expect(r.information[1].uuid.width == .bits128)
        }
    }

    @Test func readByGroupType6And20() throws {
        try withHex("11 06 01 00 05 00 00 18 06 00 09 00 01 18 0a 00 0f 00 0d 18") { b in
            guard case let .readByGroupTypeResponse(r) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(r.length == 6)
            #expect(r.attributeData.count == 3)
            let services = r.attributeData.map { BluetoothUUID(littleEndian: $0.value)?.string ?? "?" }
            #expect(services == ["1800", "1801", "180D"])
            #expect(r.attributeData.map(\.endGroupHandle) == [5, 9, 15])
        }
        try withHex("11 14 0c 00 0f 00 " + nus1) { b in
            guard case let .readByGroupTypeResponse(r) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(r.length == 20)
            #expect(r.attributeData.count == 1)
            #expect(r.attributeData[0].handle == 0x0C)
            #expect(r.attributeData[0].endGroupHandle == 0x0F)
            #expect(BluetoothUUID(littleEndian: r.attributeData[0].value)?.string == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
        }
    }

    @Test func readByTypeCharacteristicDeclarations() throws {
        try withHex("09 07 02 00 10 03 00 37 2a 04 00 02 05 00 38 2a") { b in
            guard case let .readByTypeResponse(r) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(r.length == 7)
            #expect(r.attributeData.count == 2)
            let d = r.attributeData[0]
            #expect(d.handle == 2)
            #expect(d.value[checked: 0] == 0x10) // properties: notify
            #expect(d.value.u16le(at: 1) == 3) // value handle
            #expect(d.value.slice(from: 3, count: 2).flatMap(BluetoothUUID.init(littleEndian:))?.string == "2A37")
        }
        try withHex("09 15 0d 00 10 0e 00 " + nus3) { b in
            guard case let .readByTypeResponse(r) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(r.length == 21)
            #expect(r.attributeData.count == 1)
            let d = r.attributeData[0]
            #expect(d.handle == 0x0D)
            #expect(d.value.u16le(at: 1) == 0x0E)
            #expect(BluetoothUUID(littleEndian: d.value.suffix(from: 3))?.string == "6E400003-B5A3-F393-E0A9-E50E24DCCA9E")
        }
    }

    @Test func emptyReadBlobResponse() throws {
        try withHex("0d") { b in
            let pdu = try ATTPDU.parse(b)
            #expect(pdu.opcode == .readBlobResponse)
            #expect(pdu.value?.isEmpty == true)
        }
    }

    @Test func readMultipleVariableTruncated() throws {
        try withHex("21 03 00 aa bb cc 10 00 01 02 03") { b in
            guard case let .readMultipleVariableResponse(list) = try ATTPDU.parse(b) else { Issue.record(); return }
            #expect(list.count == 2)
            #expect(list.isTruncated)
            let tuples = Array(list)
            #expect(tuples.count == 2)
            #expect(tuples[0] == ATTLengthValue(length: 3, value: tuples[0].value, isTruncated: false))
            #expect(tuples[0].value.array == [0xAA, 0xBB, 0xCC])
            #expect(tuples[1].length == 16)
            #expect(tuples[1].value.array == [1, 2, 3])
            #expect(tuples[1].isTruncated)
        }
    }

    @Test func multipleHandleValueNotification() throws {
        try withHex("23 15 00 02 00 16 48 18 00 01 00 07 20 00 00 00") { b in
            guard case let .multipleHandleValueNotification(list) = try ATTPDU.parse(b) else {
                Issue.record(); return
            }
            #expect(list.count == 3)
            #expect(list.map(\.handle) == [0x15, 0x18, 0x20])
            #expect(list.map(\.value.array) == [[0x16, 0x48], [0x07], []])
        }
    }

    @Test func signedWrite() throws {
        try withHex("d2 20 00 01 02 03 " + sig) { b in
            let pdu = try ATTPDU.parse(b)
            guard case let .signedWriteCommand(h, v, s) = pdu else { Issue.record(); return }
            #expect(h == 0x20)
            #expect(v.array == [1, 2, 3])
            #expect(s.count == 12)
            #expect(s.u32le(at: 0) == 0x4433_2211) // SignCounter
            #expect(pdu.handle == 0x20)
            #expect(pdu.value?.array == [1, 2, 3])
            #expect(pdu.opcode.hasAuthenticationSignature)
        }
    }

    @Test func unknownOpcodeKept() throws {
        try withHex("7f 01 02 03") { b in
            let pdu = try ATTPDU.parse(b)
            guard case let .unknown(op, p) = pdu else { Issue.record(); return }
            #expect(op.rawValue == 0x7F)
            #expect(op.name == "Unknown (0x7F)")
            #expect(p.array == [1, 2, 3])
            #expect(pdu.opcode.rawValue == 0x7F)
            #expect(pdu.handle == nil)
            #expect(pdu.value == nil)
        }
    }

    static let accessors: [(String, UInt16?, String?)] = [
        ("01 0a 03 00 02", 3, nil),
        ("0a 03 00", 3, nil),
        ("0b 01 02", nil, "0102"),
        ("0c 04 00 16 00", 4, nil),
        ("0d", nil, ""),
        ("12 10 00 01 00", 0x10, "0100"),
        ("52 11 00 02", 0x11, "02"),
        ("16 20 00 00 00 01", 0x20, "01"),
        ("17 20 00 00 00 01", 0x20, "01"),
        ("1b 15 00 16 48", 0x15, "1648"),
        ("1d 0e 00 01", 0x0E, "01"),
        ("02 f7 00", nil, nil),
        ("0e 03 00 05 00", nil, nil),
        ("0f 01 02", nil, nil),
        ("13", nil, nil),
        ("23 15 00 00 00", nil, nil),
    ]

    @Test(arguments: accessors)
    func handleAndValue(hex: String, handle: UInt16?, value: String?) throws {
        try withHex(hex) { b in
            let pdu = try ATTPDU.parse(b)
            #expect(pdu.handle == handle)
            #expect(pdu.value?.hex == value)
        }
    }

    @Test func values_areSlicesOfTheInput() throws {
        try withHex("1b 15 00 16 48") { b in
            guard case let .handleValueNotification(_, v) = try ATTPDU.parse(b) else { Issue.record(); return }
            v.withUnsafeBytes { vp in
                b.withUnsafeBytes { bp in
                    #expect(vp.baseAddress == bp.baseAddress.map { $0 + 3 })
                }
            }
        }
    }

    @Test func errorDescription() {
        let e = ATTParseError(.findInformationResponse, .invalidFormat(3))
        #expect(e.description == "Find Information Response: invalid format 0x03 (expected 0x01 or 0x02)")
        #expect(ATTParseError(.readRequest, .tooShort(needed: 3, have: 2)).description
            == "Read Request: too short, needs 3 bytes, has 2")
        #expect(ATTParseError(.readRequest, .tooShort(needed: 3, have: 2))
            != ATTParseError(.writeRequest, .tooShort(needed: 3, have: 2)))
    }

    /// Every opcode with every short length and pseudo-random contents: no trap, and whatever parses can be fully
    /// walked.
    @Test func garbageNeverTraps() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var parsed = 0
        for opcode in 0 ... 255 {
            for length in 0 ..< 48 {
                for _ in 0 ..< 4 {
                    var bytes = [UInt8(opcode)]
                    for _ in 0 ..< length { bytes.append(length % 3 == 0 ? UInt8(length) : random()) }
                    bytes.withBytes { b in
                        var notes = ATTParseNotes()
                        guard let pdu = try? ATTPDU.parse(b, notes: &notes) else { return }
                        parsed += 1
                        _ = render(pdu)
                        _ = notes.diagnostics(frame: nil, opcode: pdu.opcode)
                    }
                }
            }
        }
        #expect(parsed > 0)
    }
}

private extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
