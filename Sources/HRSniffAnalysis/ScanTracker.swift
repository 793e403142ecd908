import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// A scan the captured device ran, as its HCI commands and the controller's advertising reports show it: the
/// parameters (LE Set Scan Parameters, Core Vol 4 Part E §7.8.10, or LE Set Extended Scan Parameters, §7.8.64),
/// the filter the host gave the controller (Android's LE_APCF vendor command), and who advertised.
public struct Scan: Sendable {
    public var adapter: UInt16
    /// The LE Set Scan Enable (or Extended) command that started it; nil when the scan was running when the
    /// capture began (its first advertising report is `firstReportFrame`).
    public var startFrame: Int?
    public var startTime: Timestamp
    /// The command that stopped it; nil when the capture ended first.
    public var stopFrame: Int?
    public var stopTime: Timestamp?
    /// The parameters command the controller accepted last before the scan started.
    public var parametersFrame: Int?
    /// LE_Scan_Type: true active (scan requests), false passive.
    public var active: Bool?
    /// LE_Scan_Interval and LE_Scan_Window in units of 0.625 ms.
    public var interval: UInt16?
    public var window: UInt16?
    /// Scanning_Filter_Policy (0 all advertisers, 1 the Filter Accept List, 2 and 3 the same with directed
    /// advertising to resolvable addresses).
    public var filterPolicy: UInt8?
    /// Filter_Duplicates of the enable command.
    public var filterDuplicates: Bool?
    /// The Android controller filter in force when the scan started (LE_APCF enabled with these conditions).
    public var controllerFilters: [AndroidVendorCommand.FilterCondition] = []
    /// The LE_APCF commands that set it up.
    public var controllerFilterFrames: [Int] = []
    public var reports = 0
    public var firstReportFrame: Int?
    /// The advertisers in the order they were first heard (at most `ScanTracker.maximumAdvertisers`).
    public var advertisers: [Advertiser] = []
    /// Advertisers heard beyond that bound.
    public var advertisersLeftOut = 0
    /// Where in `advertisers` the advertiser of the last report is.
    var lastAdvertiser = 0

    public var intervalMilliseconds: Double? { interval.map { Double($0) * 0.625 } }
    public var windowMilliseconds: Double? { window.map { Double($0) * 0.625 } }

    /// "all advertisers", "the Filter Accept List", …
    public var filterPolicyName: String? {
        switch filterPolicy {
        case nil: nil
        case 0: "all advertisers"
        case 1: "the Filter Accept List only"
        case 2: "all advertisers, directed ones to any resolvable address"
        case 3: "the Filter Accept List, directed ones to any resolvable address"
        case let p?: "reserved (\(p))"
        }
    }
}

extension Scan {
    /// Takes the reports of one event in one walk, and hands each report to `each` too as it is read.
    mutating func add(_ list: AdvertisingReports, frame: Int, each: (AdvertisingReport) -> Void) {
        if firstReportFrame == nil { firstReportFrame = frame }
        list.walk { r in
            add(r, frame: frame)
            each(r)
        }
    }

    private mutating func add(_ r: AdvertisingReport, frame: Int) {
        reports += 1
        // An advertiser's reports come in runs (its advertisement, then its scan response): the advertiser heard
        // last is tried before the list is searched.
        let index: Int?
        if advertisers.indices.contains(lastAdvertiser), advertisers[lastAdvertiser].address == r.address,
           advertisers[lastAdvertiser].addressType == r.addressType {
            index = lastAdvertiser
        } else {
            index = advertisers.firstIndex { $0.address == r.address && $0.addressType == r.addressType }
        }
        if let index {
            lastAdvertiser = index
            advertisers[index].add(r, frame: frame)
        } else if advertisers.count < ScanTracker.maximumAdvertisers {
            lastAdvertiser = advertisers.count
            advertisers.append(Advertiser(address: r.address, addressType: r.addressType, frame: frame))
            advertisers[lastAdvertiser].add(r, frame: frame)
        } else {
            advertisersLeftOut += 1
        }
    }
}

/// One device a scan heard, with what it advertised last.
public struct Advertiser: Sendable {
    public var address: BluetoothAddress
    public var addressType: LEAddressType
    public var reports = 0
    public var scanResponses = 0
    public var firstFrame: Int
    public var lastFrame: Int
    public var rssiMin: Int8?
    public var rssiMax: Int8?
    /// A report said the advertising is connectable (ADV_IND, ADV_DIRECT_IND, or an extended connectable one).
    public var connectable = false
    /// The AD data of its last advertising report and of its last scan response (Core Vol 3 Part C §11).
    public var advertisingData: [UInt8] = []
    public var scanResponseData: [UInt8] = []
    public var name: String?
    /// The local names of `advertisingData` and `scanResponseData` (nil where they name none).
    var advertisingName: String?
    var scanResponseName: String?
    /// The service UUIDs its AD data lists (16-, 32- and 128-bit lists, complete or not).
    public var services: [BluetoothUUID] = []

    public init(address: BluetoothAddress, addressType: LEAddressType, frame: Int) {
        self.address = address
        self.addressType = addressType
        firstFrame = frame
        lastFrame = frame
    }

    mutating func add(_ r: AdvertisingReport, frame: Int) {
        lastFrame = frame
        if r.rssi != 127 {
            rssiMin = min(rssiMin ?? r.rssi, r.rssi)
            rssiMax = max(rssiMax ?? r.rssi, r.rssi)
        }
        let isScanResponse = r.isExtended ? r.eventType & 0x08 != 0 : r.eventType == 4
        // An advertiser repeats its data: data the same as its last of the same kind is neither copied nor parsed
        // again, since its service UUIDs are already listed.
        let repeated: Bool
        if isScanResponse {
            scanResponses += 1
            repeated = r.data == Bytes(scanResponseData)
            if !repeated { scanResponseData = r.data.array }
        } else {
            reports += 1
            repeated = r.data == Bytes(advertisingData)
            if !repeated { advertisingData = r.data.array }
            connectable = connectable || (r.isExtended ? r.eventType & 0x01 != 0 : r.eventType <= 1)
        }
        if repeated {
            // The same data names the same name: not read again.
            if let n = isScanResponse ? scanResponseName : advertisingName { name = n }
            return
        }
        let n = r.localName
        if isScanResponse { scanResponseName = n } else { advertisingName = n }
        if let n { name = n }
        // The service UUID lists, found where the structures are without decoding every structure.
        for place in ADStructure.places(r.data) where (0x02 ... 0x07).contains(place.type) {
            let width = place.type <= 0x03 ? 2 : place.type <= 0x05 ? 4 : 16
            let body = r.data.slice(from: place.offset, count: place.count) ?? .empty
            for uuid in ADStructure.uuidList(body, width: width) where !services.contains(uuid) {
                if services.count < 32 { services.append(uuid) }
            }
        }
    }

    /// The AD structures of the advertising data and then of the scan response.
    public var structures: [ADStructure] {
        advertisingData.withBytes { ADStructure.parse($0).structures }
            + scanResponseData.withBytes { ADStructure.parse($0).structures }
    }
}

/// What an event did to a scan.
public enum ScanChange: Sendable {
    /// The controller accepted the enable command: the scan's parameters and filter are known, its reports not yet.
    case started(Scan)
    /// The controller accepted the disable command.
    case stopped(Scan)
}

/// A scan tracker that the pipeline and one consumer share (`Pipeline.scans`): the pipeline hands it the advertising
/// reports as it reads them and makes no event of them (most of a phone's records, which no line tells one by one);
/// the consumer hands it every event it is given, in order, as it would a tracker of its own.
public final class SharedScanTracker {
    /// In a box, not a stored property: the runtime checks every access to a class's stored property against the
    /// accesses in progress on the thread (`ExclusiveBox`), and the tracker is reached for every event of
    /// advertising reports, by the pipeline and by the renderer.
    /// (Inlined into the renderers: a call to the accessor from another module allocated its frame.)
    @usableFromInline let box = ExclusiveBox(ScanTracker())
    public var tracker: ScanTracker {
        @inlinable _read { yield box.value }
        @inlinable _modify { yield &box.value }
    }
    public init() {}
}

/// Follows scans through the commands and events of a capture: feed it every event, in order; it tells when a
/// scan starts and stops (and `finish` gives the scans still running at the end). State per adapter, bounded.
public struct ScanTracker {
    public static let maximumAdvertisers = 64
    /// Advertisers remembered after their scan, to tell what a connected peer advertised (bounded).
    public static let maximumRemembered = 1024

    private struct AdapterState {
        var scan: Scan?
        var active: Bool?
        var interval: UInt16?
        var window: UInt16?
        var filterPolicy: UInt8?
        var parametersFrame: Int?
        var apcfEnabled = false
        var conditions: [AndroidVendorCommand.FilterCondition] = []
        var apcfFrames: [Int] = []
        /// Commands waiting for their Command Complete: opcode → (parameters, frame, time).
        var pending: [UInt16: (parameters: [UInt8], frame: Int, time: Timestamp)] = [:]

        mutating func addReports(
            _ reports: AdvertisingReports, adapter: UInt16, frame: Int, time: Timestamp, each: (AdvertisingReport) -> Void
        ) {
            // Reports without an enable: scanning when the capture began.
            if scan == nil { scan = Scan(adapter: adapter, startFrame: nil, startTime: time) }
            scan?.add(reports, frame: frame, each: each)
        }
    }

    private var adapters: [UInt16: AdapterState] = [:]
    /// The adapter whose reports came last and where its state is in `adapters`: a capture's reports nearly all come
    /// from one adapter, whose state is then not looked up again. Forgotten whenever an adapter is added (an index
    /// is valid until the dictionary gains or loses a key).
    private var lastAdapter: (adapter: UInt16, index: [UInt16: AdapterState].Index)?
    private var remembered: [BluetoothAddress: Advertiser] = [:]

    public init() {}

    /// What `address` advertised in the scan running now, or else in the latest scan that heard it.
    public func advertising(of address: BluetoothAddress) -> Advertiser? {
        for state in adapters.values {
            if let a = state.scan?.advertisers.first(where: { $0.address == address }) { return a }
        }
        return remembered[address]
    }

    /// Takes one event; returns what it did to a scan, if anything.
    public mutating func add(_ event: Event) -> ScanChange? {
        // `reads(_:)` names the cases that come to more than `nil`.
        switch event.payload {
        case .command(let c, _, _):
            let raw = c.opcode.rawValue
            guard [0x200B, 0x200C, 0x2041, 0x2042].contains(raw) || (c.opcode.isVendorSpecific && c.opcode.ocf == 0x157)
            else { return nil }
            lastAdapter = nil
            adapters[event.adapter, default: AdapterState()].pending[raw] = (c.parameters.array, event.frame, event.time)
        case .event(let e, _, _):
            switch e.detail {
            case .commandComplete(let opcode, let status, _):
                // In place: the adapter's state (its scan's advertisers) is not copied for every Command Complete.
                guard status?.rawValue == 0, let index = adapters.index(forKey: event.adapter),
                      let command = adapters.values[index].pending.removeValue(forKey: opcode.rawValue) else { return nil }
                let change = Self.completed(opcode, command, &adapters.values[index], event)
                if case .stopped(let scan)? = change { remember(scan) }
                return change
            case .advertisingReports(let reports):
                add(reports, adapter: event.adapter, frame: event.frame, time: event.time)
            default:
                break
            }
        default:
            break
        }
        return nil
    }

    /// Whether `add(_:)` does anything with `event`: only commands and HCI events start, stop or feed a scan. A
    /// renderer that feeds the tracker every event skips the rest (most of a capture's events, its procedures)
    /// without reaching the tracker.
    @inlinable public static func reads(_ event: Event) -> Bool {
        switch event.payload {
        case .command, .event: true
        default: false
        }
    }

    /// Takes the reports of one LE (Extended) Advertising Report event of `adapter`, as `add(_:)` takes its event.
    public mutating func add(_ reports: AdvertisingReports, adapter: UInt16, frame: Int, time: Timestamp) {
        add(reports, adapter: adapter, frame: frame, time: time) { _ in }
    }

    /// `add(_:adapter:frame:time:)`, handing each report to `each` as the walk reads it: whoever else wants the
    /// reports (the pipeline remembers the names they advertise) needs no walk of its own.
    public mutating func add(
        _ reports: AdvertisingReports, adapter: UInt16, frame: Int, time: Timestamp, each: (AdvertisingReport) -> Void
    ) {
        let index: [UInt16: AdapterState].Index
        if let last = lastAdapter, last.adapter == adapter {
            index = last.index
        } else {
            if adapters[adapter] == nil { adapters[adapter] = AdapterState() }
            guard let found = adapters.index(forKey: adapter) else { return }
            index = found
            lastAdapter = (adapter, found)
        }
        // In place: a busy capture holds many reports, and the scan's advertisers are not copied for each.
        adapters.values[index].addReports(reports, adapter: adapter, frame: frame, time: time, each: each)
    }

    /// The scans still running at the end of the capture.
    public mutating func finish() -> [Scan] {
        var scans: [Scan] = []
        for key in adapters.keys.sorted() {
            guard let scan = adapters[key]?.scan else { continue }
            remember(scan)
            scans.append(scan)
            adapters[key]?.scan = nil
        }
        lastAdapter = nil
        return scans
    }

    private mutating func remember(_ scan: Scan) {
        for a in scan.advertisers {
            if remembered.count >= Self.maximumRemembered, remembered[a.address] == nil { remembered.removeAll() }
            remembered[a.address] = a
        }
    }

    private static func completed(
        _ opcode: HCIOpcode, _ command: (parameters: [UInt8], frame: Int, time: Timestamp), _ state: inout AdapterState,
        _ event: Event
    ) -> ScanChange? {
        let p = command.parameters
        switch opcode.rawValue {
        case 0x200B:
            // LE_Scan_Type, LE_Scan_Interval, LE_Scan_Window, Own_Address_Type, Scanning_Filter_Policy.
            guard p.count >= 7 else { return nil }
            state.active = p[0] == 1
            state.interval = UInt16(p[1]) | UInt16(p[2]) << 8
            state.window = UInt16(p[3]) | UInt16(p[4]) << 8
            state.filterPolicy = p[6]
            state.parametersFrame = command.frame
        case 0x2041:
            // Own_Address_Type, Scanning_Filter_Policy, Scanning_PHYs, then per PHY type, interval, window: the
            // first PHY's are told.
            guard p.count >= 8 else { return nil }
            state.filterPolicy = p[1]
            state.active = p[3] == 1
            state.interval = UInt16(p[4]) | UInt16(p[5]) << 8
            state.window = UInt16(p[6]) | UInt16(p[7]) << 8
            state.parametersFrame = command.frame
        case 0x200C, 0x2042:
            guard let enable = p.first else { return nil }
            if enable != 0 {
                guard state.scan?.startFrame == nil || state.scan == nil else { return nil }
                var scan = state.scan ?? Scan(adapter: event.adapter, startFrame: command.frame, startTime: command.time)
                scan.startFrame = command.frame
                scan.startTime = command.time
                scan.parametersFrame = state.parametersFrame
                scan.active = state.active
                scan.interval = state.interval
                scan.window = state.window
                scan.filterPolicy = state.filterPolicy
                if p.count >= 2 { scan.filterDuplicates = p[1] != 0 }
                if state.apcfEnabled {
                    scan.controllerFilters = state.conditions
                    scan.controllerFilterFrames = state.apcfFrames
                }
                state.scan = scan
                return .started(scan)
            } else if var scan = state.scan {
                scan.stopFrame = command.frame
                scan.stopTime = command.time
                state.scan = nil
                return .stopped(scan)
            }
        default:
            guard let apcf = p.withBytes({ AndroidVendorCommand.apcf($0) }) else { return nil }
            if state.apcfFrames.count < 64 { state.apcfFrames.append(command.frame) }
            switch apcf {
            case .enable(let on):
                state.apcfEnabled = on
                if !on { state.apcfFrames = [] }
            case .filterDeleted(let index):
                state.conditions.removeAll { $0.filterIndex == index }
            case .filtersCleared:
                state.conditions.removeAll()
                state.apcfFrames = []
            case .conditionAdded(let c):
                if state.conditions.count < 64 { state.conditions.append(c) }
            case .conditionsRemoved(let kind, let index):
                state.conditions.removeAll { $0.kind == kind && (index == nil || $0.filterIndex == index) }
            case .filterAdded, .other:
                break
            }
        }
        return nil
    }
}
