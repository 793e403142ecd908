import Foundation
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
@testable import HRSniffReport

#if canImport(Glibc)
import Glibc
#endif

// HCI events as byte vectors laid out as in the Core Specification, Vol 4 Part E §7.7 (event code, parameter
// length, parameters; LE Meta events start with the subevent code). Every field holds a value that differs from
// its neighbours, so that a field read at the wrong offset gives a wrong value.

private enum Vector {
    /// §7.7.65.1 LE Connection Complete: status, handle 0x0040, role peripheral (1), peer random (1)
    /// F1:2C:33:7F:3A:01, interval 24 (30 ms), latency 3, timeout 500 (5 s), clock accuracy 5.
    static let leConnectionComplete = bytes("3e 13 01 00 40 00 01 01 01 3a 7f 33 2c f1 18 00 03 00 f4 01 05")
    /// §7.7.65.10 LE Enhanced Connection Complete [v1]: handle 0x0041, role peripheral, peer public
    /// A6:A5:A4:A3:A2:A1, local RPA 56:15:14:13:12:11, peer RPA 66:25:24:23:22:21, interval 40 (50 ms), latency 2,
    /// timeout 300 (3 s), clock accuracy 5.
    static let enhancedV1 = bytes("""
        3e 1f 0a 00 41 00 01 00 a1 a2 a3 a4 a5 a6 11 12 13 14 15 56 21 22 23 24 25 66
        28 00 02 00 2c 01 05
        """)
    /// §7.7.65.10 LE Enhanced Connection Complete [v2] (subevent 0x29): as v1 plus the advertising handle and the
    /// sync handle at the end; handle 0x0042, role central, peer random identity (3).
    static let enhancedV2 = bytes("""
        3e 22 29 00 42 00 00 03 a1 a2 a3 a4 a5 a6 11 12 13 14 15 56 21 22 23 24 25 66
        28 00 02 00 2c 01 05 01 ff ff
        """)
    /// §7.7.3 Connection Complete (BR/EDR): handle 0x000B, 11:22:33:44:55:66, link type ACL (1), no encryption.
    static let connectionComplete = bytes("03 0b 00 0b 00 66 55 44 33 22 11 01 00")
    /// §7.7.5 Disconnection Complete: handle 0x0040, reason 0x13.
    static let disconnectionComplete = bytes("05 04 00 40 00 13")
    /// §7.7.65.3 LE Connection Update Complete: handle 0x0040, interval 12 (15 ms), latency 4, timeout 300.
    static let connectionUpdate = bytes("3e 0a 03 00 40 00 0c 00 04 00 2c 01")
    /// §7.7.65.7 LE Data Length Change: tx 251 octets / 2120 µs, rx 27 octets / 328 µs.
    static let dataLengthChange = bytes("3e 0b 07 40 00 fb 00 48 08 1b 00 48 01")
    /// §7.7.65.12 LE PHY Update Complete: tx LE 2M (2), rx LE Coded (3).
    static let phyUpdate = bytes("3e 06 0c 00 40 00 02 03")
    /// §7.7.8 Encryption Change [v1]: on (1).
    static let encryptionV1 = bytes("08 04 00 40 00 01")
    /// §7.7.8 Encryption Change [v2] (0x59): on with AES-CCM (2), key size 16.
    static let encryptionV2 = bytes("59 05 00 40 00 02 10")
    /// §7.7.14 Command Complete: 1 packet, Reset, Success.
    static let resetComplete = bytes("0e 04 01 03 0c 00")
    /// §7.7.14 Command Complete for Read BD_ADDR with its return parameters.
    static let readAddressComplete = bytes("0e 0a 01 09 10 00 12 6a 4f 2d 65 94")
    /// §7.7.15 Command Status: Disconnect, Command Disallowed (0x0C).
    static let commandStatus = bytes("0f 04 0c 01 06 04")
    /// §7.7.19 Number Of Completed Packets: handle 0x0040 3 packets, handle 0x0041 2 packets.
    static let completedPackets = bytes("13 09 02 40 00 03 00 41 00 02 00")
    /// §7.7.65.2 LE Advertising Report with two reports: ADV_IND from random D6:C5:C4:C3:C2:C1 with flags and the
    /// complete local name "HRM-Pro", RSSI -60; SCAN_RSP from public 66:55:44:33:22:11 with the shortened name
    /// "Polar", RSSI -80.
    static let advertisingReport = bytes("""
        3e 29 02 02
        00 01 c1 c2 c3 c4 c5 d6 0c 02 01 06 08 09 48 52 4d 2d 50 72 6f c4
        04 00 11 22 33 44 55 66 07 06 08 50 6f 6c 61 72 b0
        """)
    /// §7.7.65.13 LE Extended Advertising Report with two reports. Per report: event type (2), address type (1),
    /// address (6), primary PHY, secondary PHY, SID, TX power, RSSI, periodic advertising interval (2), direct
    /// address type (1), direct address (6), data length, data.
    /// 1: legacy ADV_IND (0x0013), random F6:E5:E4:E3:E2:E1, 1M, none, SID 0xFF, TX power 127, RSSI -55, "HRM-Pro".
    /// 2: extended connectable (0x0001), public 36:35:34:33:32:31, Coded, 2M, SID 5, TX power +8, RSSI -75,
    ///    interval 0x0050, directed to random 46:45:44:43:42:41, complete name "Sense".
    static let extendedAdvertisingReport = bytes("""
        3e 45 0d 02
        13 00 01 e1 e2 e3 e4 e5 f6 01 00 ff 7f c9 00 00 00 00 00 00 00 00 00
        0c 02 01 06 08 09 48 52 4d 2d 50 72 6f
        01 00 00 31 32 33 34 35 36 03 02 05 08 b5 50 00 01 41 42 43 44 45 46
        07 06 09 53 65 6e 73 65
        """)

    static let all: [(String, [UInt8])] = [
        ("leConnectionComplete", leConnectionComplete), ("enhancedV1", enhancedV1), ("enhancedV2", enhancedV2),
        ("connectionComplete", connectionComplete), ("disconnectionComplete", disconnectionComplete),
        ("connectionUpdate", connectionUpdate), ("dataLengthChange", dataLengthChange), ("phyUpdate", phyUpdate),
        ("encryptionV1", encryptionV1), ("encryptionV2", encryptionV2), ("resetComplete", resetComplete),
        ("readAddressComplete", readAddressComplete), ("commandStatus", commandStatus),
        ("completedPackets", completedPackets), ("advertisingReport", advertisingReport),
        ("extendedAdvertisingReport", extendedAdvertisingReport),
    ]
}

/// Every field of a decoded event as text ("other" when the event is not decoded).
private func render(_ detail: HCIEventDetail) -> String {
    func o<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "nil" }
    switch detail {
    case .connectionComplete(let c):
        return "connection status \(c.status.rawValue) handle \(c.handle) peer \(c.peer) type \(o(c.peerType?.name)) "
            + "role \(o(c.role?.rawValue)) le \(c.isLE) interval \(o(c.interval)) latency \(o(c.latency)) "
            + "timeout \(o(c.supervisionTimeout))"
    case .disconnectionComplete(let s, let h, let r):
        return "disconnection status \(s.rawValue) handle \(h) reason \(r.rawValue) \(r.name)"
    case .remoteVersion(let s, let h, let v):
        return "remote version status \(s.rawValue) handle \(h) version \(v.version) company \(v.company) subversion \(v.subversion)"
    case .connectionUpdateComplete(let s, let h, let i, let l, let t):
        return "update status \(s.rawValue) handle \(h) interval \(i) latency \(l) timeout \(t)"
    case .encryptionChange(let s, let h, let e, let k):
        return "encryption status \(s.rawValue) handle \(h) enabled \(e) key size \(o(k))"
    case .dataLengthChange(let h, let a, let b, let c, let d):
        return "data length handle \(h) tx \(a)/\(b) rx \(c)/\(d)"
    case .phyUpdateComplete(let s, let h, let tx, let rx):
        return "phy status \(s.rawValue) handle \(h) tx \(tx) rx \(rx)"
    case .advertisingReports(let reports):
        return "advertising " + reports.map {
            "[\($0.eventTypeName) (\($0.eventType)) \($0.address) \($0.addressType.name) rssi \($0.rssi) "
                + "name \(o($0.localName)) data \($0.data.hex)]"
        }.joined(separator: " ")
    case .commandComplete(let op, let s, let r):
        return "complete \(op.name) status \(o(s.map { "\($0.rawValue) \($0.name)" })) return \(r.hex)"
    case .commandStatus(let s, let op):
        return "status \(op.name) \(s.rawValue) \(s.name)"
    case .numberOfCompletedPackets(let h, let p):
        return "completed handles \(h) packets \(p)"
    case .other:
        return "other"
    }
}

/// The decoded event: (name, rendered detail, length mismatch), or nil when not even the header is there.
private func decode(_ body: [UInt8]) -> (name: String, detail: String, mismatch: Bool)? {
    body.withBytes { b in HCIEvent(b).map { ($0.name, render($0.detail), $0.lengthMismatch) } }
}

@Suite struct HCIEventTests {
    @Test func leConnectionComplete() throws {
        let e = try #require(decode(Vector.leConnectionComplete))
        #expect(e.name == "LE Connection Complete")
        #expect(e.detail == "connection status 0 handle 64 peer F1:2C:33:7F:3A:01 type random role peripheral le true "
            + "interval 24 latency 3 timeout 500")
        #expect(!e.mismatch)
    }

    /// The enhanced forms put the local and the peer resolvable private addresses (12 bytes) between the peer
    /// address and the interval: interval, latency and timeout are read after them.
    @Test func enhancedConnectionCompleteV1AndV2() throws {
        let v1 = try #require(decode(Vector.enhancedV1))
        #expect(v1.name == "LE Enhanced Connection Complete [v1]")
        #expect(v1.detail == "connection status 0 handle 65 peer A6:A5:A4:A3:A2:A1 type public role peripheral le true "
            + "interval 40 latency 2 timeout 300")
        #expect(!v1.mismatch)
        let v2 = try #require(decode(Vector.enhancedV2))
        #expect(v2.name == "LE Enhanced Connection Complete [v2]")
        #expect(v2.detail == "connection status 0 handle 66 peer A6:A5:A4:A3:A2:A1 type random_identity role central "
            + "le true interval 40 latency 2 timeout 300")
        #expect(!v2.mismatch)
        // Milliseconds: 1.25 ms and 10 ms units.
        var info = ConnectionInfo(id: 1, adapter: 0, handle: 0x42, startFrame: 1, startTime: Timestamp(microseconds: 0),
                                  connectedBeforeCapture: false)
        try Vector.enhancedV2.withBytes { b in
            let event = try #require(HCIEvent(b))
            guard case .connectionComplete(let c) = event.detail else { Issue.record("not decoded"); return }
            info.apply(c)
        }
        #expect(info.intervalMilliseconds == 50)
        #expect(info.supervisionTimeoutMilliseconds == 3000)
        #expect(info.latency == 2)
        #expect(info.role == .central)
    }

    @Test func connectionCompleteBREDR() throws {
        let e = try #require(decode(Vector.connectionComplete))
        #expect(e.name == "Connection Complete")
        #expect(e.detail == "connection status 0 handle 11 peer 11:22:33:44:55:66 type nil role nil le false "
            + "interval nil latency nil timeout nil")
        // A synchronous (SCO, link type 0) connection is not an ACL connection.
        var sco = Vector.connectionComplete
        sco[11] = 0x00
        #expect(decode(sco)?.detail == "other")
    }

    @Test(arguments: [
        (UInt8(0x13), "Remote User Terminated Connection"),
        (0x08, "Connection Timeout"),
        (0x16, "Connection Terminated By Local Host"),
        (0x3D, "Connection Terminated due to MIC Failure"),
        (0x3E, "Connection Failed to be Established / Synchronization Timeout"),
    ])
    func disconnectionComplete(reason: UInt8, name: String) throws {
        var vector = Vector.disconnectionComplete
        vector[5] = reason
        let e = try #require(decode(vector))
        #expect(e.name == "Disconnection Complete")
        #expect(e.detail == "disconnection status 0 handle 64 reason \(reason) \(name)")
    }

    @Test func connectionUpdateDataLengthAndPHY() throws {
        #expect(decode(Vector.connectionUpdate)?.name == "LE Connection Update Complete")
        #expect(decode(Vector.connectionUpdate)?.detail == "update status 0 handle 64 interval 12 latency 4 timeout 300")
        #expect(decode(Vector.dataLengthChange)?.name == "LE Data Length Change")
        #expect(decode(Vector.dataLengthChange)?.detail == "data length handle 64 tx 251/2120 rx 27/328")
        #expect(decode(Vector.phyUpdate)?.name == "LE PHY Update Complete")
        #expect(decode(Vector.phyUpdate)?.detail == "phy status 0 handle 64 tx 2 rx 3")
    }

    @Test func encryptionChange() throws {
        #expect(decode(Vector.encryptionV1)?.name == "Encryption Change [v1]")
        #expect(decode(Vector.encryptionV1)?.detail == "encryption status 0 handle 64 enabled 1 key size nil")
        #expect(decode(Vector.encryptionV2)?.name == "Encryption Change [v2]")
        #expect(decode(Vector.encryptionV2)?.detail == "encryption status 0 handle 64 enabled 2 key size 16")
    }

    @Test func commandCompleteAndStatus() throws {
        #expect(decode(Vector.resetComplete)?.detail == "complete Reset status 0 Success return 00")
        #expect(decode(Vector.readAddressComplete)?.detail
            == "complete Read BD_ADDR status 0 Success return 00126a4f2d6594")
        // A Command Complete for the No Operation opcode carries no return parameters, so no status.
        #expect(decode(bytes("0e 03 01 00 00"))?.detail == "complete No Operation status nil return ")
        #expect(decode(Vector.commandStatus)?.name == "Command Status")
        #expect(decode(Vector.commandStatus)?.detail == "status Disconnect 12 Command Disallowed")
        #expect(decode(bytes("0f 04 00 01 0d 20"))?.detail == "status LE Create Connection 0 Success")
    }

    @Test func numberOfCompletedPackets() throws {
        #expect(decode(Vector.completedPackets)?.name == "Number Of Completed Packets")
        #expect(decode(Vector.completedPackets)?.detail == "completed handles 2 packets 5")
    }

    @Test func advertisingReportWithTwoReports() throws {
        let e = try #require(decode(Vector.advertisingReport))
        #expect(e.name == "LE Advertising Report")
        #expect(!e.mismatch)
        #expect(e.detail == "advertising "
            + "[ADV_IND (0) D6:C5:C4:C3:C2:C1 random rssi -60 name HRM-Pro data 020106080948524d2d50726f]"
            + " [SCAN_RSP (4) 66:55:44:33:22:11 public rssi -80 name Polar data 0608506f6c6172]")
    }

    /// The local name: complete (0x09) or shortened (0x08), the first one present; a zero length ends the data.
    @Test func localName() {
        func name(_ hex: String) -> String? {
            bytes(hex).withBytes { d in
                AdvertisingReport(eventType: 0, isExtended: false, addressType: .publicDevice,
                                  address: BluetoothAddress(rawValue: 0), rssi: 0, data: d).localName
            }
        }
        #expect(name("02 01 06 03 19 40 03 05 09 48 52 4d 21") == "HRM!")
        #expect(name("02 01 06") == nil)
        #expect(name("") == nil)
        #expect(name("02 01 06 00 05 09 48 52 4d 21") == nil)
        // A name structure that claims more bytes than the data has is not read.
        #expect(name("02 01 06 09 09 48 52") == nil)
        #expect(name("04 08 41 42 43 05 09 44 45 46 47") == "ABC")
    }

    @Test func extendedAdvertisingReportOffsets() throws {
        let e = try #require(decode(Vector.extendedAdvertisingReport))
        #expect(e.name == "LE Extended Advertising Report")
        #expect(!e.mismatch)
        #expect(e.detail == "advertising "
            + "[ADV_IND (19) F6:E5:E4:E3:E2:E1 random rssi -55 name HRM-Pro data 020106080948524d2d50726f]"
            + " [extended connectable (1) 36:35:34:33:32:31 public rssi -75 name Sense data 060953656e7365]")
    }

    /// Every vector cut at every length: no trap; nil without the 2-byte header; otherwise the length mismatch is
    /// flagged and the detail is either not decoded or of the same kind with the fields that are present.
    @Test(arguments: Vector.all.map(\.0))
    func truncatedVectors(_ name: String) throws {
        let full = try #require(Vector.all.first { $0.0 == name }?.1)
        let whole = try #require(decode(full))
        let kind = whole.detail.split(separator: " ").first.map(String.init) ?? ""
        for n in 0 ..< full.count {
            let cut = Array(full.prefix(n))
            guard let e = decode(cut) else {
                #expect(n < 2, "\(name) cut to \(n) bytes")
                continue
            }
            #expect(e.mismatch, "\(name) cut to \(n) bytes")
            let k = e.detail.split(separator: " ").first.map(String.init) ?? ""
            #expect(k == "other" || k == kind, "\(name) cut to \(n): \(e.detail)")
        }
    }

    /// Exact results at the cuts that matter.
    @Test func truncationBoundaries() {
        // LE Enhanced Connection Complete v2 cut after the peer address: a connection with no timing.
        #expect(decode(Array(Vector.enhancedV2.prefix(14)))?.detail
            == "connection status 0 handle 66 peer A6:A5:A4:A3:A2:A1 type random_identity role central le true "
            + "interval nil latency nil timeout nil")
        // ... one byte shorter: the address is incomplete, nothing is decoded.
        #expect(decode(Array(Vector.enhancedV2.prefix(13)))?.detail == "other")
        // Cut inside the RPAs: still no timing (never read from the RPA bytes).
        #expect(decode(Array(Vector.enhancedV1.prefix(27)))?.detail.hasSuffix("interval nil latency nil timeout nil")
            == true)
        // Cut inside the timeout.
        #expect(decode(Array(Vector.enhancedV1.prefix(31)))?.detail.hasSuffix("interval 40 latency 2 timeout nil")
            == true)
        // Command Complete without the status byte.
        #expect(decode(Array(Vector.resetComplete.prefix(5)))?.detail == "complete Reset status nil return ")
        #expect(decode(Array(Vector.resetComplete.prefix(4)))?.detail == "other")
        // Advertising reports: a cut inside the second report keeps the first one only; inside the first, none.
        #expect(decode(Array(Vector.advertisingReport.prefix(26)))?.detail.hasPrefix("advertising [ADV_IND") == true)
        #expect(decode(Array(Vector.advertisingReport.prefix(25)))?.detail == "advertising ")
        #expect(decode(Array(Vector.advertisingReport.prefix(30)))?.detail
            == "advertising [ADV_IND (0) D6:C5:C4:C3:C2:C1 random rssi -60 name HRM-Pro data "
            + "020106080948524d2d50726f]")
        #expect(decode(Array(Vector.advertisingReport.prefix(20)))?.detail == "advertising ")
        #expect(decode(Array(Vector.extendedAdvertisingReport.prefix(40)))?.detail
            == "advertising [ADV_IND (19) F6:E5:E4:E3:E2:E1 random rssi -55 name HRM-Pro data "
            + "020106080948524d2d50726f]")
        #expect(decode(Array(Vector.extendedAdvertisingReport.prefix(39)))?.detail == "advertising ")
        // Encryption Change v2 without the key size.
        #expect(decode(Array(Vector.encryptionV2.prefix(6)))?.detail
            == "encryption status 0 handle 64 enabled 2 key size nil")
        // An LE Meta event with no subevent code.
        #expect(decode(bytes("3e 00"))?.detail == "other")
        #expect(decode(bytes("3e 00"))?.name == "LE Meta")
    }

    /// A parameter length that disagrees with the bytes present is flagged; only the declared bytes are parameters.
    @Test func parameterLengthMismatch() throws {
        // Declares 5 parameter bytes, has 4.
        let short = try #require(decode(bytes("0e 05 01 03 0c 00")))
        #expect(short.mismatch)
        #expect(short.detail == "complete Reset status 0 Success return 00")
        // Declares 4, has 5: the extra byte is not a parameter.
        try bytes("05 04 00 40 00 13 ff").withBytes { b in
            let e = try #require(HCIEvent(b))
            #expect(e.lengthMismatch)
            #expect(e.parameters.hex == "00400013")
        }
        #expect(decode(Vector.disconnectionComplete)?.mismatch == false)

        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, bytes("0e 05 01 03 0c 00"))
        b.h4(4, sent: false, Vector.resetComplete)
        var messages: [String] = []
        try withEvents(b.data) { e in
            if case .diagnostic(let d) = e.payload { messages.append("\(d.frame ?? 0) \(d.code): \(d.message)") }
        }
        #expect(messages == ["1 hci_length_mismatch: Command Complete: the parameter length says 5 bytes, the packet has 4"])
        #expect(try trace(b.data) == [
            "diag 1 hci_length_mismatch",
            "event 1 received Command Complete",
            "event 2 received Command Complete",
        ])
    }

    // MARK: Through the pipeline

    /// A peer's LE Enhanced Connection Complete [v2] opens the connection: peer, role and timing in the JSON, and
    /// ATT on that handle belongs to it (no "connection found before the capture").
    @Test func enhancedConnectionCompleteV2OpensConnection() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, Vector.enhancedV2)
        b.acl(handle: 0x42, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("1b 25 00 16 48 41 03")))
        b.h4(4, sent: false, bytes("05 04 00 42 00 13"))
        #expect(try trace(b.data) == [
            "event 1 received LE Enhanced Connection Complete [v2] #1",
            "att 2 #1 received cid 0x4 1b250016484103",
            "event 3 received Disconnection Complete #1",
        ])
        var infos: [ConnectionInfo] = []
        try withEvents(b.data) { e in
            if case .event(_, _, let c?) = e.payload { infos.append(c) }
        }
        let info = try #require(infos.first)
        #expect(info.peer?.description == "A6:A5:A4:A3:A2:A1")
        #expect(info.peerType == .randomIdentity)
        #expect(info.role == .central)
        #expect(info.isLE == true)
        #expect(info.handle == 0x42)
        #expect(info.interval == 40 && info.latency == 2 && info.supervisionTimeout == 300)

        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["dump", "--json", path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 3)
        #expect(lines.dropFirst().first == """
            {"type":"connection","schema_version":1,"frame":1,"time":"2026-03-14T09:26:53.001000Z","adapter":0,\
            "event":"LE Enhanced Connection Complete [v2]","status":0,"connection":1,"handle":66,\
            "peer":"A6:A5:A4:A3:A2:A1","peer_type":"random_identity","role":"central","transport":"le",\
            "interval_ms":50,"latency":2,"supervision_timeout_ms":3000}
            """)
    }

    /// A failed connection attempt opens nothing: ACL on that handle later is a connection found mid-capture.
    @Test func failedConnectionOpensNothing() throws {
        var failed = Vector.leConnectionComplete
        failed[3] = 0x3E
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, failed)
        b.acl(handle: 0x40, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("1b 25 00 16 48 41 03")))
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete",
            "found 2 #1",
            "att 2 #1 received cid 0x4 1b250016484103",
        ])
    }
}
