import Testing
@testable import HRSniffBytes
@testable import HRSniffHCI

// The HCI connection lifecycle as a state machine: commands and events built field by field from Core Vol 4
// Part E, and the actions it returns for the pipeline to map (a connection opened, closed and by whom, an attempt
// that ended, a Disconnect answered, the local controller learned).

private func event(_ hex: String) -> HCIEvent? { HCIEvent(Bytes(bytes(hex))) }
private func command(_ hex: String) -> HCICommand? { HCICommand(Bytes(bytes(hex))) }
private let time = Timestamp(microseconds: 1_000_000)

/// LE Connection Complete (§7.7.65.1): subevent 0x01, Status, Connection_Handle, Role, Peer_Address_Type,
/// Peer_Address, Connection_Interval, Peripheral_Latency, Supervision_Timeout, Central_Clock_Accuracy.
private func leConnectionComplete(status: String = "00", handle: String = "40 00") -> HCIEvent? {
    event("3e 13 01 \(status) \(handle) 00 00 19 ac b9 e4 ba d0 28 00 00 00 c8 00 00")
}

@Suite struct HCILifecycleActionTests {
    /// A successful LE Connection Complete opens the connection on (adapter, handle).
    @Test func connectionOpened() throws {
        var lifecycle = HCILifecycle()
        let complete = try #require(leConnectionComplete())
        guard case .opened(let key, let c, nil)? = lifecycle.event(complete, adapter: 1, frame: 2, time: time) else {
            Issue.record("not opened")
            return
        }
        #expect(key == ConnectionKey(adapter: 1, handle: 0x0040))
        #expect(key.adapter == 1 && key.handle == 0x0040 && key.accessAddress == nil)
        #expect(c.peer.description == "D0:BA:E4:B9:AC:19")
    }

    /// LE Create Connection (§7.8.12) then LE Create Connection Cancel (§7.8.13): the controller ends the attempt
    /// with an LE Connection Complete of status Unknown Connection Identifier (0x02), a cancelled attempt.
    @Test func cancelledAttempt() throws {
        var lifecycle = HCILifecycle()
        // LE Create Connection: scan interval and window, Initiator_Filter_Policy 0, Peer_Address_Type 0,
        // Peer_Address, Own_Address_Type, interval min/max, latency, timeout, CE lengths.
        let create = try #require(command("0d 20 19 60 00 30 00 00 00 19 ac b9 e4 ba d0 00 18 00 28 00 00 00 c8 00 00 00 00 00"))
        lifecycle.command(create, adapter: 0, frame: 1)
        lifecycle.command(try #require(command("0e 20 00")), adapter: 0, frame: 5)
        let complete = try #require(leConnectionComplete(status: "02", handle: "00 00"))
        guard case .attemptEnded(let attempt)? = lifecycle.event(complete, adapter: 0, frame: 6, time: time) else {
            Issue.record("no attempt")
            return
        }
        #expect(attempt.outcome == .cancelled)
        #expect(attempt.command?.rawValue == 0x200D)
        #expect(attempt.commandFrame == 1)
        #expect(attempt.cancelFrame == 5)
        #expect(attempt.frame == 6)
    }

    /// Disconnect (§7.1.6) for handle 0x0040 with reason 0x13, accepted by its Command Status (§7.7.15): the
    /// Disconnection Complete (§7.7.5) with reason Connection Terminated By Local Host (0x16) closes the connection,
    /// ended by this device, with the command's frame and reason.
    @Test func disconnectedByThisDevice() throws {
        var lifecycle = HCILifecycle()
        _ = lifecycle.event(try #require(leConnectionComplete()), adapter: 0, frame: 1, time: time)
        let key = ConnectionKey(adapter: 0, handle: 0x0040)
        let disconnect = try #require(command("06 04 03 40 00 13"))
        #expect(disconnect.connectionHandle == 0x0040)
        lifecycle.command(disconnect, adapter: 0, frame: 2)
        guard case .disconnectAnswered(let answered)? = lifecycle.event(
            try #require(event("0f 04 00 01 06 04")), adapter: 0, frame: 3, time: time) else {
            Issue.record("the Command Status names no connection")
            return
        }
        #expect(answered == key)
        guard case .closed(let closed, let how)? = lifecycle.event(
            try #require(event("05 04 00 40 00 16")), adapter: 0, frame: 4, time: time) else {
            Issue.record("not closed")
            return
        }
        #expect(closed == key)
        #expect(how == Disconnection(reason: HCIErrorCode(rawValue: 0x16), initiator: .thisDevice, commandFrame: 2,
                                     commandReason: HCIErrorCode(rawValue: 0x13)))
    }

    /// A Disconnect the controller rejects (Command Status with Command Disallowed, 0x0C) ends nothing: the
    /// peer's later disconnection (reason 0x13, Remote User Terminated Connection) is the peer's, with no command.
    @Test func rejectedDisconnect() throws {
        var lifecycle = HCILifecycle()
        _ = lifecycle.event(try #require(leConnectionComplete()), adapter: 0, frame: 1, time: time)
        lifecycle.command(try #require(command("06 04 03 40 00 13")), adapter: 0, frame: 2)
        _ = lifecycle.event(try #require(event("0f 04 0c 01 06 04")), adapter: 0, frame: 3, time: time)
        guard case .closed(_, let how)? = lifecycle.event(
            try #require(event("05 04 00 40 00 13")), adapter: 0, frame: 9, time: time) else {
            Issue.record("not closed")
            return
        }
        #expect(how.initiator == .peer)
        #expect(how.commandFrame == nil)
        // A Disconnection Complete with an error status closes nothing.
        #expect(lifecycle.event(try #require(event("05 04 0c 40 00 13")), adapter: 0, frame: 10, time: time) == nil)
    }

    /// Read BD_ADDR's Command Complete (§7.4.6, §7.7.14) tells the adapter's own address, once.
    @Test func localAddress() throws {
        var lifecycle = HCILifecycle()
        let complete = try #require(event("0e 0a 01 09 10 00 b0 54 42 98 96 80"))
        guard case .localController(let local)? = lifecycle.event(complete, adapter: 2, frame: 1, time: time) else {
            Issue.record("nothing learned")
            return
        }
        #expect(local.adapter == 2)
        #expect(local.address?.description == "80:96:98:42:54:B0")
        #expect(lifecycle.event(complete, adapter: 2, frame: 2, time: time) == nil)
    }

    /// A Connection_Handle names one connection until its Disconnection Complete (§5.3.1, §7.7.5): a second LE
    /// Connection Complete (§7.7.65.1) on 0x0040 with none in between reuses the handle of a connection that never
    /// ended; after a Disconnection Complete the handle is free.
    @Test func handleReusedWithoutDisconnect() throws {
        var lifecycle = HCILifecycle()
        let complete = try #require(leConnectionComplete())
        guard case .opened(_, _, nil)? = lifecycle.event(complete, adapter: 0, frame: 1, time: time) else {
            Issue.record("not opened on a free handle")
            return
        }
        guard case .opened(_, _, .withoutDisconnect)? = lifecycle.event(complete, adapter: 0, frame: 2, time: time) else {
            Issue.record("the reuse is not seen")
            return
        }
        _ = lifecycle.event(try #require(event("05 04 00 40 00 13")), adapter: 0, frame: 3, time: time)
        guard case .opened(_, _, nil)? = lifecycle.event(complete, adapter: 0, frame: 4, time: time) else {
            Issue.record("the handle is not free after its Disconnection Complete")
            return
        }
        // The same handle on another adapter is another connection.
        guard case .opened(_, _, nil)? = lifecycle.event(complete, adapter: 1, frame: 5, time: time) else {
            Issue.record("adapters share handles")
            return
        }
    }

    /// ACL data (§5.4.2) on a handle no Connection Complete named: adopted (a connection open before the capture
    /// began, once its traffic parses); a Connection Complete on it then ends a handle that was no connection,
    /// or, once confirmed, a connection that never ended. Qualcomm's log handle 0x0EDC is a controller's log.
    @Test func adoptedHandles() throws {
        var lifecycle = HCILifecycle()
        let key = ConnectionKey(adapter: 0, handle: 0x0040)
        let complete = try #require(leConnectionComplete())
        #expect(lifecycle.unknownHandle(key) == .adopted)
        guard case .opened(_, _, .notConnection)? = lifecycle.event(complete, adapter: 0, frame: 2, time: time) else {
            Issue.record("an unconfirmed handle is not told apart")
            return
        }
        _ = lifecycle.event(try #require(event("05 04 00 40 00 13")), adapter: 0, frame: 3, time: time)
        #expect(lifecycle.unknownHandle(key) == .adopted)
        lifecycle.confirmed(key)
        guard case .opened(_, _, .withoutDisconnect)? = lifecycle.event(complete, adapter: 0, frame: 5, time: time) else {
            Issue.record("a confirmed handle's connection is not seen to be replaced")
            return
        }
        #expect(lifecycle.unknownHandle(ConnectionKey(adapter: 0, handle: 0x0EDC))
            == .controllerLog(vendor: "Qualcomm", kind: "debug log"))
    }

    /// A handle the pipeline stopped following, or of an adapter that went away (the monitor's Close Index), is
    /// free for the next Connection Complete.
    @Test func forgottenHandlesAreFree() throws {
        var lifecycle = HCILifecycle()
        let complete = try #require(leConnectionComplete())
        _ = lifecycle.event(complete, adapter: 0, frame: 1, time: time)
        lifecycle.forget(ConnectionKey(adapter: 0, handle: 0x0040))
        guard case .opened(_, _, nil)? = lifecycle.event(complete, adapter: 0, frame: 2, time: time) else {
            Issue.record("a forgotten handle is still in use")
            return
        }
        _ = lifecycle.event(complete, adapter: 1, frame: 3, time: time)
        lifecycle.adapterGone(0)
        guard case .opened(_, _, nil)? = lifecycle.event(complete, adapter: 0, frame: 4, time: time) else {
            Issue.record("a handle of a gone adapter is still in use")
            return
        }
        guard case .opened(_, _, .withoutDisconnect)? = lifecycle.event(complete, adapter: 1, frame: 5, time: time) else {
            Issue.record("another adapter's handle was freed")
            return
        }
    }

    /// Keys of air connections are never equal to handle keys with the same number.
    @Test func keysOfTheTwoKinds() {
        let air = ConnectionKey(accessAddress: 0x0001_0040)
        #expect(air != ConnectionKey(adapter: 1, handle: 0x0040))
        #expect(air.accessAddress == 0x0001_0040 && air.adapter == nil && air.handle == nil)
    }
}

/// What HCI commands and events say of an encryption's keys, for the connection's security follower.
@Suite struct HCIKeyActionTests {
    /// LE Enable Encryption (§7.8.24): Connection_Handle 0x0040, Random_Number, EDIV 0x1234, Long_Term_Key.
    @Test func leEnableEncryption() throws {
        let c = try #require(command("19 20 1c 40 00 01 02 03 04 05 06 07 08 34 12" + String(repeating: " 00", count: 16)))
        #expect(c.keyAction == .encryptionRequested(handle: 0x0040, rand: 0x0807_0605_0403_0201, ediv: 0x1234))
    }

    /// LE Long Term Key Request (§7.7.65.5): subevent 0x05, handle 0x2041 (flags masked off), Rand, EDIV.
    @Test func longTermKeyRequest() throws {
        let e = try #require(event("3e 0d 05 41 20 01 02 03 04 05 06 07 08 34 12"))
        #expect(e.keyAction == .encryptionRequested(handle: 0x0041, rand: 0x0807_0605_0403_0201, ediv: 0x1234))
    }

    /// LE Long Term Key Request Negative Reply (§7.8.26), Link Key Request Reply (§7.1.10, BD_ADDR then the key),
    /// Link Key Notification (§7.7.24, BD_ADDR, key, type).
    @Test func refusalsAndLinkKeys() throws {
        #expect(try #require(command("1b 20 02 40 00")).keyAction == .encryptionRefused(handle: 0x0040))
        let reply = try #require(command("0b 04 16 19 ac b9 e4 ba d0" + String(repeating: " 00", count: 16)))
        #expect(reply.keyAction == .linkKeyStored(peer: BluetoothAddress(rawValue: 0xD0BA_E4B9_AC19)))
        let made = try #require(event("18 17 19 ac b9 e4 ba d0" + String(repeating: " 00", count: 16) + " 04"))
        #expect(made.keyAction == .linkKeyMade(peer: BluetoothAddress(rawValue: 0xD0BA_E4B9_AC19)))
        #expect(try #require(command("03 0c 00")).keyAction == nil)
    }
}

/// What an event says about one connection's parameters, for the pipeline to write into the connection.
@Suite struct HCIConnectionDetailTests {
    /// LE Connection Update Complete (§7.7.65.3): subevent 0x03, Status, Connection_Handle, Connection_Interval,
    /// Peripheral_Latency, Supervision_Timeout. A failed update names the connection and changes nothing.
    @Test func connectionUpdate() throws {
        let done = try #require(event("3e 0a 03 00 40 20 18 00 02 00 c8 00"))
        #expect(done.connectionDetail == HCIConnectionDetail(
            handle: 0x0040, change: .parameters(interval: 0x0018, latency: 2, timeout: 0x00C8)))
        let failed = try #require(event("3e 0a 03 3b 40 00 18 00 02 00 c8 00"))
        #expect(failed.connectionDetail == HCIConnectionDetail(handle: 0x0040))
    }

    /// Encryption Change (§7.7.8): Status, Connection_Handle, Encryption_Enabled; v2 (event 0x59) adds
    /// Encryption_Key_Size. Enabled 0x00 is off; a non-zero status changes nothing.
    @Test func encryptionChange() throws {
        #expect(try #require(event("08 04 00 41 20 01")).connectionDetail
            == HCIConnectionDetail(handle: 0x0041, change: .encryption(enabled: true)))
        #expect(try #require(event("59 05 00 40 00 01 10")).connectionDetail
            == HCIConnectionDetail(handle: 0x0040, change: .encryption(enabled: true)))
        #expect(try #require(event("08 04 00 40 00 00")).connectionDetail
            == HCIConnectionDetail(handle: 0x0040, change: .encryption(enabled: false)))
        #expect(try #require(event("08 04 06 40 00 00")).connectionDetail == HCIConnectionDetail(handle: 0x0040))
    }

    /// Read Remote Version Information Complete (§7.7.12): Status, Connection_Handle, Version,
    /// Company_Identifier, Subversion.
    @Test func remoteVersion() throws {
        #expect(try #require(event("0c 08 00 40 00 0d 5f 00 0e 22")).connectionDetail == HCIConnectionDetail(
            handle: 0x0040, change: .peerVersion(ControllerVersion(version: 0x0D, company: 0x005F, subversion: 0x220E))))
    }

    /// LE Data Length Change (§7.7.65.7) and LE PHY Update Complete (§7.7.65.12) name the connection; a
    /// Disconnection Complete (§7.7.5) with an error status names the connection that stays open; one that
    /// succeeds and an advertising report are not about a connection's parameters.
    @Test func eventsThatNameTheConnection() throws {
        #expect(try #require(event("3e 0b 07 40 00 fb 00 48 08 fb 00 48 08")).connectionDetail
            == HCIConnectionDetail(handle: 0x0040))
        #expect(try #require(event("3e 06 0c 00 40 00 02 02")).connectionDetail == HCIConnectionDetail(handle: 0x0040))
        #expect(try #require(event("05 04 0c 40 00 13")).connectionDetail == HCIConnectionDetail(handle: 0x0040))
        #expect(try #require(event("05 04 00 40 00 13")).connectionDetail == nil)
        #expect(try #require(event("3e 0c 02 01 00 00 19 ac b9 e4 ba d0 00 c5")).connectionDetail == nil)
    }
}

/// The length checks of HCI packets (§5.4.1 commands, §5.4.2 ACL data, §5.4.4 events), as values.
@Suite struct HCIPacketProblemTests {
    @Test func commandsAndEvents() {
        #expect(HCICommand.parse(Bytes(bytes("03 0c")), recordCut: false).problem == .commandTruncated(count: 2))
        #expect(HCIEvent.parse(Bytes(bytes("0e")), recordCut: false).problem == .eventTruncated(count: 1))
        // Command Complete declaring 5 parameter bytes with 3 present: a problem unless the capture cut the record.
        let short = HCIEvent.parse(Bytes(bytes("0e 05 01 03 0c")), recordCut: false)
        #expect(short.event != nil)
        guard case .eventLength(HCIEventCode(rawValue: 0x0E), nil, 5, 3)? = short.problem else {
            Issue.record("no length problem")
            return
        }
        #expect(HCIEvent.parse(Bytes(bytes("0e 05 01 03 0c")), recordCut: true).problem == nil)
        #expect(HCICommand.parse(Bytes(bytes("03 0c 00")), recordCut: false).problem == nil)
        #expect(short.problem?.diagnostic(frame: 7).code == "hci_length_mismatch")
    }

    /// ACL: Handle 0x040 with Packet_Boundary 0b10, Data_Total_Length, data.
    @Test func aclLengths() throws {
        #expect(HCIACLPacket.parse(Bytes(bytes("40 00")), recordCut: false).problem == .aclHeaderTruncated(count: 2))
        let exact = HCIACLPacket.parse(Bytes(bytes("40 20 04 00 01 02 03 04")), recordCut: false)
        #expect(exact.problem == nil && exact.packet?.data.count == 4 && exact.packet?.isCut == false)
        #expect(exact.packet?.header.handle == 0x0040 && exact.packet?.header.isStart == true)
        let long = HCIACLPacket.parse(Bytes(bytes("40 20 03 00 01 02 03 04")), recordCut: false)
        #expect(long.problem == .aclLonger(declared: 3, present: 4) && long.packet?.data.count == 3)
        let short = HCIACLPacket.parse(Bytes(bytes("40 20 05 00 01 02 03 04")), recordCut: false)
        #expect(short.problem == .aclShorter(declared: 5, present: 4) && short.packet?.isCut == false)
        let cut = HCIACLPacket.parse(Bytes(bytes("40 20 05 00 01 02 03 04")), recordCut: true)
        #expect(cut.problem == nil && cut.packet?.isCut == true)
        #expect(HCIPacketProblem.aclCut(connection: 2, kept: 8, original: 27).diagnostic(frame: 3).code == "truncated_acl")
    }

    /// Connection keys are equal when adapter and handle are, or the access address is: the inlined comparison
    /// agrees with hashing (a set finds each key once).
    @Test func connectionKeysCompareByAdapterAndHandle() {
        let keys = [ConnectionKey(adapter: 0, handle: 1), ConnectionKey(adapter: 1, handle: 0),
                    ConnectionKey(adapter: 1, handle: 1), ConnectionKey(accessAddress: 0x0001_0001)]
        for (i, a) in keys.enumerated() {
            for (j, b) in keys.enumerated() { #expect((a == b) == (i == j), "\(a) \(b)") }
        }
        #expect(ConnectionKey(adapter: 1, handle: 0x0040) == ConnectionKey(adapter: 1, handle: 0x0040))
        #expect(Set(keys + keys).count == keys.count)
    }
}
