import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis

/// The filter options (`--connection`, `--peer`, `--uuid`, `--from`, `--to`, `--errors`, `--filter`) and the
/// expression language of `--filter`.
@Suite struct FilterOptionTests {
    @Test func uuidsByHexAndName() {
        #expect(StoryFilter.uuid("2A37") == BluetoothUUID(uuid16: 0x2A37))
        #expect(StoryFilter.uuid("0x2a37") == BluetoothUUID(uuid16: 0x2A37))
        #expect(StoryFilter.uuid("Heart Rate Measurement") == BluetoothUUID(uuid16: 0x2A37))
        #expect(StoryFilter.uuid("heart rate") == BluetoothUUID(uuid16: 0x180D))
        #expect(StoryFilter.uuid("Client Characteristic Configuration") == BluetoothUUID(uuid16: 0x2902))
        #expect(StoryFilter.uuid("8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C")
            == BluetoothUUID(uuid128: 0x8F3A0002_5F7E_4C1A_9B6D_2C4E7F9A1B3C))
        #expect(StoryFilter.uuid("Heart Rate Measurements") == nil)
        #expect(StoryFilter.uuid("") == nil)
    }

    @Test func peersByAddressOrName() {
        #expect(StoryFilter.peer("f1:2c:33:7f:3a:01") == .address(BluetoothAddress(rawValue: 0xF12C337F3A01)))
        #expect(StoryFilter.peer("Strap") == .name("Strap"))
        #expect(StoryFilter.peer("  ") == nil)
    }

    @Test func timesInSecondsAndISO8601() throws {
        #expect(StoryFilter.time("90") == .elapsed(microseconds: 90_000_000))
        #expect(StoryFilter.time("1.5") == .elapsed(microseconds: 1_500_000))
        let t = try #require(Timestamp(iso8601: "2026-03-14T09:26:53.002162Z"))
        #expect(t.iso8601 == "2026-03-14T09:26:53.002162Z")
        #expect(Timestamp(iso8601: "2026-03-14T09:26:53Z")?.iso8601 == "2026-03-14T09:26:53.000000Z")
        #expect(Timestamp(iso8601: "2026-03-14 10:26:53+01:00")?.iso8601 == "2026-03-14T09:26:53.000000Z")
        #expect(Timestamp(iso8601: "1999-12-31T23:59:59.5")?.iso8601 == "1999-12-31T23:59:59.500000Z")
        #expect(Timestamp(iso8601: "2026-13-14T09:26:53Z") == nil)
        #expect(Timestamp(iso8601: "2026-03-14T09:26Z") == nil)
        #expect(Timestamp(iso8601: "2026-03-14T09:26:53Zjunk") == nil)
        #expect(StoryFilter.time("yesterday") == nil)
    }
}

@Suite struct FilterExpressionTests {
    typealias V = FilterExpression.Value

    static let notification: [String: V] = [
        "type": .string("procedure"), "procedure": .string("notification"), "connection": .number(1),
        "attribute": .object(["handle": .number(14), "uuid": .string("2A37"), "name": .string("Heart Rate Measurement")]),
        "decoded": .object(["bpm": .number(160), "rr_intervals_ms": .list([.number(370.1), .number(380.0)]),
                            "sensor_contact": .string("detected")]),
    ]
    static let writeRequest: [String: V] = ["type": .string("att"), "opcode": .number(0x12), "connection": .number(2)]
    static let failedRead: [String: V] = [
        "type": .string("procedure"), "procedure": .string("error"), "request_opcode": .number(0x0A),
        "error_code": .number(5), "error_name": .string("Insufficient Authentication"),
    ]

    func matches(_ text: String, _ object: [String: V]) throws -> Bool {
        try FilterExpression(parsing: text).matches(object)
    }

    @Test func theIssuesExamples() throws {
        #expect(try matches("uuid == 2A37 and bpm > 150", Self.notification))
        #expect(try !matches("uuid == 2A37 and bpm > 160", Self.notification))
        #expect(try matches("opcode == 0x12 or error", Self.writeRequest))
        #expect(try matches("opcode == 0x12 or error", Self.failedRead))
        #expect(try !matches("opcode == 0x12 or error", Self.notification))
    }

    @Test func comparisonsAndPrecedence() throws {
        // "and" binds tighter than "or"; "not" tighter than both.
        #expect(try matches("connection == 2 or connection == 1 and bpm > 150", Self.writeRequest))
        #expect(try !matches("(connection == 2 or connection == 1) and bpm > 150", Self.writeRequest))
        #expect(try matches("not error and bpm >= 160", Self.notification))
        #expect(try matches("!(bpm < 100) && connection = 1", Self.notification))
        #expect(try matches("decoded.bpm != 159", Self.notification))
        #expect(try matches("attribute.handle == 0x0e", Self.notification))
        #expect(try matches("name contains 'heart rate'", Self.notification))
        #expect(try matches("name ~ \"Measurement\"", Self.notification))
        #expect(try matches("sensor_contact == DETECTED", Self.notification))
        // A list matches when one element does.
        #expect(try matches("rr_intervals_ms > 375", Self.notification))
        #expect(try !matches("rr_intervals_ms > 400", Self.notification))
        // A missing field satisfies only "!=".
        #expect(try !matches("bpm > 0", Self.writeRequest))
        #expect(try matches("bpm != 0", Self.writeRequest))
        #expect(try matches("error_name contains authentication", Self.failedRead))
    }

    /// The message names the bad token and the caret stands under it.
    @Test(arguments: [
        ("bpm > ", "expected a value after '>', found the end", 6),
        ("bpm > (", "expected a value after '>', found '('", 6),
        ("uuid == 2A37 and", "expected a field or '(', found the end", 16),
        ("(bpm > 1", "expected ')' to close the '(' at column 1, found the end", 8),
        ("bpm > 1)", "expected 'and', 'or' or the end, found ')'", 7),
        ("bpm > high", "'>' compares numbers, found 'high'", 6),
        ("bpm & 1", "'&' is not an operator: use '&&' or 'and'", 4),
        ("name == \"open", "this string has no closing \"", 8),
        ("150 < bpm", "expected a field name, found '150'", 0),
        ("bpm $ 3", "unexpected character '$'", 4),
    ])
    func errorsPointAtTheBadToken(_ text: String, _ message: String, _ column: Int) {
        do {
            _ = try FilterExpression(parsing: text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.message == message)
            #expect(error.column == column)
            let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3)
            if lines.count == 3 {
                #expect(lines[1] == "  " + text)
                #expect(lines[2] == String(repeating: " ", count: column + 2) + "^")
            }
        }
    }
}

/// The filters on whole captures: each option alone and combined keeps exactly the procedures it names (their
/// NDJSON lines, compared with the unfiltered story's), and the summaries count what was kept.
@Suite struct FilterMatrixTests {
    struct Run {
        var lines: [String]
        var objects: [[String: Any]]

        init(_ arguments: [String]) throws {
            let result = try HRSniffBinary.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            lines = result.stdout.split(separator: "\n").map(String.init)
            objects = lines.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:] }
        }

        /// The procedure lines, as a multiset.
        var procedures: [String: Int] {
            var m: [String: Int] = [:]
            for (line, o) in zip(lines, objects) where o["type"] as? String == "procedure" { m[line, default: 0] += 1 }
            return m
        }

        func procedures(where keep: ([String: Any]) -> Bool) -> [String: Int] {
            var m: [String: Int] = [:]
            for (line, o) in zip(lines, objects) where o["type"] as? String == "procedure" && keep(o) {
                m[line, default: 0] += 1
            }
            return m
        }
    }

    /// The same multiset of lines; otherwise one line that differs, shortened.
    static func expectSame(_ got: [String: Int], _ expected: [String: Int], _ label: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        guard got != expected else { return }
        let extra = got.first { expected[$0.key] != $0.value }.map { "kept " + String($0.key.prefix(240)) }
        let missing = expected.first { got[$0.key] != $0.value }.map { "left out " + String($0.key.prefix(240)) }
        let message = "\(label): \(got.values.reduce(0, +)) procedures, expected \(expected.values.reduce(0, +)); "
            + (extra ?? missing ?? "")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    static func intersection(_ a: [String: Int], _ b: [String: Int]) -> [String: Int] {
        var m: [String: Int] = [:]
        for (k, n) in a { if let o = b[k] { m[k] = min(n, o) } }
        return m
    }

    static func isFailure(_ o: [String: Any]) -> Bool {
        guard o["procedure"] as? String == "error" else { return false }
        let search: Set<Int> = [0x04, 0x06, 0x08, 0x10]
        return !(o["error_code"] as? Int == 0x0A && search.contains(o["request_opcode"] as? Int ?? -1))
    }

    /// The time of an object in seconds since the epoch, or since the first record when times are relative.
    static func seconds(_ o: [String: Any]) -> Double? {
        if let e = o["elapsed_s"] as? Double { return e }
        guard let text = o["time"] as? String, let t = Timestamp(iso8601: text) else { return nil }
        return Double(t.microseconds) / 1e6
    }

    /// Summaries count the kept procedures, errors and notifications of their connection, and the closing
    /// summary counts the connections told.
    static func checkSummaries(_ run: Run, _ label: String) {
        var procedures: [Int: Int] = [:], errors: [Int: Int] = [:], notifications: [Int: [Int: Int]] = [:]
        for o in run.objects where o["type"] as? String == "procedure" {
            let c = o["connection"] as? Int ?? 0
            procedures[c, default: 0] += 1
            if isFailure(o) { errors[c, default: 0] += 1 }
            if o["procedure"] as? String == "notification" || o["procedure"] as? String == "indication",
               let handle = (o["attribute"] as? [String: Any])?["handle"] as? Int, o["direction"] as? String == "received" {
                notifications[c, default: [:]][handle, default: 0] += 1
            }
        }
        var summaries = 0
        for o in run.objects where o["type"] as? String == "connection_summary" {
            summaries += 1
            let c = o["connection"] as? Int ?? 0
            #expect(o["procedures"] as? Int == procedures[c] ?? 0, "\(label): procedures of #\(c)")
            let errorCount = (o["errors"] as? [String: Int])?.values.reduce(0, +) ?? 0
            #expect(errorCount == errors[c] ?? 0, "\(label): errors of #\(c)")
            for a in o["attributes"] as? [[String: Any]] ?? [] where a["server"] as? String != "this_device" {
                guard let handle = a["handle"] as? Int, let n = a["notifications"] as? Int, n > 0 else { continue }
                #expect(n == notifications[c]?[handle] ?? 0, "\(label): notifications of #\(c) handle \(handle)")
            }
        }
        if let summary = run.objects.last(where: { $0["type"] as? String == "summary" }) {
            #expect(summary["filtered"] as? Bool == true, "\(label)")
            #expect(summary["connections"] as? Int == summaries, "\(label): connections")
        }
    }

    /// Captures with GATT procedures: the bundled ones and those of the shared corpus (skipped when absent).
    static var captures: [String] {
        CaptureFiles.bundled.filter { !$0.hasSuffix("-ll.pcap") && !$0.hasSuffix(".zip") } + CaptureFiles.shared
    }

    @Test(arguments: captures)
    func eachOptionAloneAndCombined(_ path: String) throws {
        let name = CaptureFiles.name(path)
        let all = try Run(["analyze", "--json", path])
        let procedures = all.objects.filter { $0["type"] as? String == "procedure" }
        guard !procedures.isEmpty else { return }

        // --connection: the busiest connection.
        var busiest: [Int: Int] = [:]
        for p in procedures { busiest[p["connection"] as? Int ?? 0, default: 0] += 1 }
        let connection = busiest.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 1
        let byConnection = try Run(["analyze", "--json", "--connection", "\(connection)", path])
        Self.expectSame(byConnection.procedures, all.procedures { $0["connection"] as? Int == connection }, "\(name) --connection")
        Self.checkSummaries(byConnection, "\(name) --connection \(connection)")

        // --peer: the address of that connection, when the capture knows it.
        let peers = Dictionary(all.objects.filter { $0["type"] as? String == "connection_summary" }.compactMap { o in
            (o["peer"] as? String).map { (o["connection"] as? Int ?? 0, $0) }
        }, uniquingKeysWith: { a, _ in a })
        if let peer = peers[connection] {
            let byPeer = try Run(["analyze", "--json", "--peer", peer, path])
            Self.expectSame(byPeer.procedures, all.procedures { peers[$0["connection"] as? Int ?? 0] == peer }, "\(name) --peer")
            Self.checkSummaries(byPeer, "\(name) --peer")
        }

        // --uuid: the UUID most notified or read; every value procedure of it is kept, and nothing without it.
        var uuids: [String: Int] = [:]
        for p in procedures {
            if let u = (p["attribute"] as? [String: Any])?["uuid"] as? String { uuids[u, default: 0] += 1 }
        }
        let uuid = uuids.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        var byUUID: Run?
        if let uuid {
            let run = try Run(["analyze", "--json", "--uuid", uuid, path])
            byUUID = run
            let kept = run.procedures
            let values = all.procedures {
                ["read", "notification", "indication", "write"].contains($0["procedure"] as? String ?? "")
                    && ($0["attribute"] as? [String: Any])?["uuid"] as? String == uuid
            }
            let leftOut = values.keys.filter { kept[$0] != values[$0] }
            #expect(leftOut.isEmpty, "\(name) --uuid \(uuid) left out \(leftOut.count), such as \(leftOut.first?.prefix(240) ?? "")")
            let stray = kept.keys.filter { !$0.contains("\"\(uuid)\"") }
            #expect(stray.isEmpty, "\(name) --uuid \(uuid) kept \(stray.first?.prefix(240) ?? "")")
            Self.checkSummaries(run, "\(name) --uuid")
        }

        // --from/--to: the middle third of the procedures' times.
        let times = procedures.compactMap(Self.seconds).sorted()
        var byWindow: Run?
        if let first = times.first, let last = times.last, last > first {
            let from = first + (last - first) / 3, to = first + 2 * (last - first) / 3
            let relative = procedures.first?["elapsed_s"] != nil
            func bound(_ s: Double) -> String {
                relative ? String(format: "%.6f", s)
                    : Timestamp(microseconds: Int64((s * 1e6).rounded())).iso8601
            }
            let run = try Run(["analyze", "--json", "--from", bound(from), "--to", bound(to), path])
            byWindow = run
            Self.expectSame(run.procedures, all.procedures { o in
                guard let t = Self.seconds(o) else { return false }
                return t >= from - 1e-6 && t <= to + 1e-6
            }, "\(name) --from --to")
            Self.checkSummaries(run, "\(name) --from --to")
        }

        // --errors.
        let byErrors = try Run(["analyze", "--json", "--errors", path])
        Self.expectSame(byErrors.procedures, all.procedures(where: Self.isFailure), "\(name) --errors")
        Self.checkSummaries(byErrors, "\(name) --errors")

        // --filter.
        let byExpression = try Run(["analyze", "--json", "--filter", "procedure == notification or error", path])
        Self.expectSame(byExpression.procedures, all.procedures {
            $0["procedure"] as? String == "notification" || $0["error_code"] != nil || $0["error_name"] != nil
        }, "\(name) --filter")
        Self.checkSummaries(byExpression, "\(name) --filter")

        // Combined: AND.
        if let uuid, let byUUID, let byWindow, let from = times.first, let last = times.last {
            let start = from + (last - from) / 3, end = from + 2 * (last - from) / 3
            let relative = procedures.first?["elapsed_s"] != nil
            func bound(_ s: Double) -> String {
                relative ? String(format: "%.6f", s) : Timestamp(microseconds: Int64((s * 1e6).rounded())).iso8601
            }
            let combined = try Run(["analyze", "--json", "--connection", "\(connection)", "--uuid", uuid,
                                    "--from", bound(start), "--to", bound(end), path])
            let expected = Self.intersection(Self.intersection(byConnection.procedures, byUUID.procedures),
                                             byWindow.procedures)
            Self.expectSame(combined.procedures, expected, "\(name) combined")
            Self.checkSummaries(combined, "\(name) combined")
        }
    }

    /// `--from` in seconds counts from the capture's first record, and the text summary line says what was kept.
    @Test func secondsCountFromTheFirstRecord() throws {
        let path = "Captures/heart-rate-strap.btsnoop"
        // The capture's first record is at 09:26:53.000000 (dump's first line); 60 s later is 09:27:53.
        let dump = try HRSniffBinary.run(["dump", "--layer", "hci", path])
        #expect(dump.stdout.split(separator: "\n").dropFirst().first?.contains(" 09:26:53.000000 ") == true)
        let seconds = try Run(["analyze", "--json", "--from", "60", "--to", "70", path])
        let iso = try Run(["analyze", "--json", "--from", "2026-03-14T09:27:53Z", "--to", "2026-03-14T09:28:03Z", path])
        #expect(seconds.procedures == iso.procedures)
        #expect(!seconds.procedures.isEmpty)
        let text = try HRSniffBinary.run(["analyze", "--summary", "--uuid", "Battery Level", path])
        #expect(text.stdout.contains("\n322 records; kept by the filter: 1 connection, 6 ATT PDUs, 0 warnings\n"))
        #expect(text.stdout.contains("    Battery Level (0x0016): 1 read, 2 notifications"))
        #expect(!text.stdout.contains("Heart Rate Measurement (0x000e)"))
    }

    /// Every command takes the filters.
    @Test(arguments: [["gatt"], ["dump"], ["dump", "--json"], ["export", "--csv"], ["connections"], ["connections", "--json"]])
    func everyCommandTakesTheFilters(_ command: [String]) throws {
        let path = "Captures/heart-rate-strap-reconnect.btsnoop"
        let all = try HRSniffBinary.run(command + [path])
        let none = try HRSniffBinary.run(command + ["--connection", "9", path])
        let second = try HRSniffBinary.run(command + ["--connection", "2", "--peer", "strap", path])
        #expect(all.status == 0 && none.status == 0 && second.status == 0, "\(none.stderr)")
        #expect(none.stdout.count < second.stdout.count && second.stdout.count < all.stdout.count, "\(command)")
        #expect(!none.stdout.contains("F1:2C:33:7F:3A:01"))
    }

    @Test func wrongOptionsAreRefused() throws {
        let uuid = try HRSniffBinary.run(["analyze", "--uuid", "Heart Rate Measurments", "Captures/heart-rate-strap.btsnoop"])
        #expect(uuid.status == 64)
        #expect(uuid.stderr.contains("--uuid: 'Heart Rate Measurments' is neither a UUID"))
        let time = try HRSniffBinary.run(["gatt", "--from", "noon", "Captures/heart-rate-strap.btsnoop"])
        #expect(time.status == 64)
        let expression = try HRSniffBinary.run(["dump", "--filter", "bpm >", "Captures/heart-rate-strap.btsnoop"])
        #expect(expression.status == 64)
        #expect(expression.stderr.contains("--filter: expected a value after '>', found the end\n  bpm >\n       ^"))
    }
}
