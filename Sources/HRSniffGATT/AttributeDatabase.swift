import HRSniffBytes
import HRSniffATT

/// The attribute table of one GATT server as a client discovered it: services, includes, characteristics and
/// descriptors by handle, with the ranges that tie them together. Bounded by `maximumAttributes`.
public struct AttributeDatabase: Sendable, Equatable {
    public static let maximumAttributes = 4096
    /// The attributes this table may hold: `maximumAttributes`, or what it holds already once the pipeline's
    /// budget for the tables of all connections is spent (a budget the analysis layer sets).
    public var attributeLimit = maximumAttributes
    /// Whether the table said it is full: it says so once, for the first attribute it leaves out.
    private var fullReported = false

    public private(set) var services: [UInt16: GATTService] = [:]
    public private(set) var characteristics: [UInt16: GATTCharacteristic] = [:]
    /// Descriptor handle → UUID.
    public private(set) var descriptors: [UInt16: BluetoothUUID] = [:]
    /// Characteristic values known by their type alone, without their declaration: the handle a Read By Type
    /// Response gave for a characteristic UUID ("Read Using Characteristic UUID", Core Vol 3 Part G §4.8.2), or the
    /// handle right after a characteristic declaration that Find Information listed (a characteristic value
    /// declaration immediately follows its characteristic declaration, Part G §3.3.2). Value handle → UUID.
    public private(set) var values: [UInt16: BluetoothUUID] = [:]
    public private(set) var includes: [UInt16: GATTInclude] = [:]
    /// Value handle → declaration handle.
    private var valueHandles: [UInt16: UInt16] = [:]
    /// Handles Find Information named as characteristic declarations (0x2803); reading one reveals the
    /// characteristic even when Read By Type was never used.
    public private(set) var declarationHandles: Set<UInt16> = []
    /// Declaration handles sorted, rebuilt when characteristics change.
    private var sortedDeclarations: [UInt16] = []
    private var sortedServices: [GATTService] = []
    /// True while every service's range is valid and no two overlap (the usual table): lookups then need only the
    /// last service starting at or before a handle, found by binary search, instead of a scan of all services.
    private var servicesDisjoint = true
    public var source: GATTTableSource = .discovered
    /// True for the captured device's own server (discovered by the peer acting as a client).
    public var serverIsCapturedDevice = false

    public init() {}

    /// Tables are equal when they hold the same attributes (the lookup indexes follow from those).
    public static func == (a: AttributeDatabase, b: AttributeDatabase) -> Bool {
        a.services == b.services && a.characteristics == b.characteristics && a.descriptors == b.descriptors
            && a.values == b.values && a.includes == b.includes && a.declarationHandles == b.declarationHandles && a.source == b.source
            && a.serverIsCapturedDevice == b.serverIsCapturedDevice
    }

    public var isEmpty: Bool { services.isEmpty && characteristics.isEmpty && descriptors.isEmpty && values.isEmpty }
    public var count: Int {
        services.count + characteristics.count * 2 + descriptors.count + values.count + includes.count
    }

    // MARK: Learning

    /// Adds a service; returns a problem when it overlaps a known one or repeats it differently.
    public mutating func addService(_ service: GATTService) -> String? {
        guard count < attributeLimit else { return full("service") }
        var problem: String?
        if let existing = services[service.handle] {
            if existing != service {
                servicesDisjoint = false
                problem = "service at 0x\(hex4(service.handle)) discovered again as \(service.uuid.string) "
                    + "0x\(hex4(service.handle))–0x\(hex4(service.endHandle)), was \(existing.uuid.string) "
                    + "up to 0x\(hex4(existing.endHandle))"
            }
        } else if service.endHandle < service.handle {
            servicesDisjoint = false
            problem = "service \(service.uuid.string) at 0x\(hex4(service.handle)) ends before it starts (0x\(hex4(service.endHandle)))"
        } else if let other = firstOverlapping(service) {
            servicesDisjoint = false
            problem = "service \(service.uuid.string) 0x\(hex4(service.handle))–0x\(hex4(service.endHandle)) overlaps "
                + "\(other.uuid.string) 0x\(hex4(other.handle))–0x\(hex4(other.endHandle))"
        }
        services[service.handle] = service
        // Kept sorted by insertion, not by sorting again: discovery adds services one by one.
        let index = Self.lowerBound(sortedServices.count) { sortedServices[$0].handle < service.handle }
        if index < sortedServices.count, sortedServices[index].handle == service.handle {
            sortedServices[index] = service
        } else {
            sortedServices.insert(service, at: index)
        }
        return problem
    }

    public mutating func addInclude(_ include: GATTInclude) {
        guard count < attributeLimit else { return }
        includes[include.handle] = include
    }

    /// Adds a characteristic declaration; returns a problem when it is inconsistent.
    public mutating func addCharacteristic(_ c: GATTCharacteristic) -> String? {
        guard count < attributeLimit else { return full("characteristic") }
        var problem: String?
        if c.valueHandle <= c.declarationHandle {
            problem = "characteristic \(c.uuid.string) declared at 0x\(hex4(c.declarationHandle)) has its value at "
                + "0x\(hex4(c.valueHandle)), which is not after the declaration"
        } else if let d = descriptors[c.valueHandle], d != c.uuid {
            problem = "the value handle 0x\(hex4(c.valueHandle)) of \(c.uuid.string) was found as \(d.string) by Find Information"
        } else if let v = values[c.valueHandle], v != c.uuid {
            problem = "the value handle 0x\(hex4(c.valueHandle)) of \(c.uuid.string) was found as \(v.string) by Find "
                + "Information or a Read By Type Response"
        }
        if let old = characteristics[c.declarationHandle] {
            valueHandles[old.valueHandle] = nil
        }
        characteristics[c.declarationHandle] = c
        valueHandles[c.valueHandle] = c.declarationHandle
        descriptors[c.valueHandle] = nil
        values[c.valueHandle] = nil
        let index = Self.lowerBound(sortedDeclarations.count) { sortedDeclarations[$0] < c.declarationHandle }
        if index == sortedDeclarations.count || sortedDeclarations[index] != c.declarationHandle {
            sortedDeclarations.insert(c.declarationHandle, at: index)
        }
        if problem == nil, !services.isEmpty {
            if let s = service(containing: c.declarationHandle) {
                if c.valueHandle > s.endHandle {
                    problem = "the value handle 0x\(hex4(c.valueHandle)) of characteristic \(c.uuid.string) declared at "
                        + "0x\(hex4(c.declarationHandle)) lies beyond 0x\(hex4(s.endHandle)), the End Group Handle of its "
                        + "service \(s.uuid.string) (Core Vol 3 Part F §3.4.4.10, Part G §3.3.2)"
                }
            } else {
                problem = "characteristic \(c.uuid.string) at 0x\(hex4(c.declarationHandle)) lies outside every discovered "
                    + "service (Core Vol 3 Part F §3.4.4.10)"
            }
        }
        return problem
    }

    /// An entry of a Find Information response. Declarations are ignored (their details come from Read By Type);
    /// a value handle's type is checked against its declaration; the handle right after a characteristic
    /// declaration is its value (Core Vol 3 Part G §3.3.2); anything else is a descriptor.
    public mutating func addInformation(handle: UInt16, uuid: BluetoothUUID) -> String? {
        if let short = uuid.shortValue, (0x2800 ... 0x2803).contains(short) {
            if short == 0x2803, declarationHandles.count < attributeLimit { declarationHandles.insert(handle) }
            return nil
        }
        if let declaration = valueHandles[handle], let c = characteristics[declaration] {
            if c.uuid != uuid {
                return "Find Information gives \(uuid.string) at 0x\(hex4(handle)), but the declaration of "
                    + "\(c.uuid.string) names it as its value handle"
            }
            return nil
        }
        if handle > 0, characteristics[handle - 1] == nil, declarationHandles.contains(handle - 1) {
            // The characteristic value declaration follows its characteristic declaration.
            guard values[handle] != nil || count < attributeLimit else { return full("characteristic value") }
            values[handle] = uuid
            return nil
        }
        guard descriptors[handle] != nil || count < attributeLimit else { return full("descriptor") }
        descriptors[handle] = uuid
        return nil
    }

    /// An attribute a Read By Type Response gave for the type `uuid` (Core Vol 3 Part G §4.8.2): a characteristic
    /// value of that type, or a descriptor when `isDescriptor` (the type names a descriptor). Nothing changes for a handle the table
    /// knows already (its declaration is the better source); returns a problem when the table knows it as another
    /// type.
    public mutating func addTyped(handle: UInt16, uuid: BluetoothUUID, isDescriptor: Bool) -> String? {
        if let c = characteristic(valueHandle: handle) {
            guard c.uuid != uuid else { return nil }
            return "a Read By Type Response for \(uuid.string) gives 0x\(hex4(handle)), the value handle of \(c.uuid.string)"
        }
        if let d = descriptors[handle] {
            guard d != uuid else { return nil }
            return "a Read By Type Response for \(uuid.string) gives 0x\(hex4(handle)), found as \(d.string) by Find Information"
        }
        if services[handle] != nil || characteristics[handle] != nil || includes[handle] != nil { return nil }
        if values[handle] == uuid { return nil }
        guard values[handle] != nil || count < attributeLimit else { return full("attribute") }
        if isDescriptor {
            descriptors[handle] = uuid
        } else {
            values[handle] = uuid
        }
        return nil
    }

    /// Forgets everything in `range` (a Service Changed indication).
    public mutating func invalidate(_ range: ClosedRange<UInt16>) {
        services = services.filter { !range.contains($0.key) }
        characteristics = characteristics.filter { !range.contains($0.key) }
        descriptors = descriptors.filter { !range.contains($0.key) }
        values = values.filter { !range.contains($0.key) }
        includes = includes.filter { !range.contains($0.key) }
        declarationHandles = declarationHandles.filter { !range.contains($0) }
        valueHandles = valueHandles.filter { characteristics[$0.value] != nil }
        sortedDeclarations = characteristics.keys.sorted()
        sortedServices = services.values.sorted { $0.handle < $1.handle }
    }

    /// Empties the table (a fresh discovery replaces an inherited one).
    public mutating func reset() {
        let local = serverIsCapturedDevice, limit = attributeLimit
        self = AttributeDatabase()
        serverIsCapturedDevice = local
        attributeLimit = limit
    }

    /// The first index in 0..<count for which `isBefore` is false (`isBefore` true for a prefix only).
    static func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The problem for the first attribute left out of a full table; nil for the later ones.
    private mutating func full(_ what: String) -> String? {
        guard !fullReported else { return nil }
        fullReported = true
        return (attributeLimit < Self.maximumAttributes
            ? "the attribute tables of all connections are full" : "attribute table full (\(count) attributes)")
            + "; this \(what) and the attributes discovered after it are ignored"
    }

    /// The first service in handle order whose range overlaps `service`'s (which is new and valid).
    private func firstOverlapping(_ service: GATTService) -> GATTService? {
        let overlaps = { (s: GATTService) in
            s.handle != service.handle && s.handle <= service.endHandle && service.handle <= s.endHandle
        }
        guard servicesDisjoint else { return sortedServices.first(where: overlaps) }
        // Disjoint ranges in order: only the service before it and the one after it can overlap it.
        let index = Self.lowerBound(sortedServices.count) { sortedServices[$0].handle < service.handle }
        if index > 0, overlaps(sortedServices[index - 1]) { return sortedServices[index - 1] }
        if index < sortedServices.count, overlaps(sortedServices[index]) { return sortedServices[index] }
        return nil
    }

    // MARK: Lookup

    public func service(containing handle: UInt16) -> GATTService? {
        if servicesDisjoint {
            let index = Self.lowerBound(sortedServices.count) { sortedServices[$0].handle <= handle }
            guard index > 0, handle <= sortedServices[index - 1].endHandle else { return nil }
            return sortedServices[index - 1]
        }
        // The last one starting at or before the handle whose range holds it.
        var found: GATTService?
        for s in sortedServices {
            if s.handle > handle { break }
            if handle <= s.endHandle { found = s }
        }
        return found
    }

    /// The characteristic whose declaration is the last one at or before `handle` (in the same service).
    public func characteristic(owning handle: UInt16) -> GATTCharacteristic? {
        var low = 0, high = sortedDeclarations.count
        while low < high {
            let mid = (low + high) / 2
            if sortedDeclarations[mid] <= handle { low = mid + 1 } else { high = mid }
        }
        guard low > 0, let c = characteristics[sortedDeclarations[low - 1]] else { return nil }
        if handle > endHandle(of: c) { return nil }
        return c
    }

    /// The last handle of a characteristic: before the next declaration, within its service.
    public func endHandle(of c: GATTCharacteristic) -> UInt16 {
        var end: UInt16 = 0xFFFF
        if let s = service(containing: c.declarationHandle) { end = s.endHandle }
        let nextDeclaration = Self.lowerBound(sortedDeclarations.count) { sortedDeclarations[$0] <= c.declarationHandle }
        if nextDeclaration < sortedDeclarations.count, sortedDeclarations[nextDeclaration] - 1 < end {
            end = sortedDeclarations[nextDeclaration] - 1
        }
        let nextService = Self.lowerBound(sortedServices.count) { sortedServices[$0].handle <= c.declarationHandle }
        if nextService < sortedServices.count, sortedServices[nextService].handle - 1 < end {
            end = sortedServices[nextService].handle - 1
        }
        return end
    }

    /// The characteristic whose value handle is `handle`.
    public func characteristic(valueHandle handle: UInt16) -> GATTCharacteristic? {
        valueHandles[handle].flatMap { characteristics[$0] }
    }

    /// Resolves `handle` to what it is.
    public func lookup(_ handle: UInt16) -> AttributeRef {
        let service = service(containing: handle)
        var ref = AttributeRef(
            handle: handle, kind: .unknown, uuid: nil, serviceUUID: service?.uuid, serviceHandle: service?.handle,
            characteristicUUID: nil, characteristicValueHandle: nil, properties: nil, source: source, customName: nil,
            ownerName: nil)
        if let s = services[handle] {
            ref.kind = s.isPrimary ? .primaryService : .secondaryService
            ref.uuid = s.uuid
        } else if let c = characteristic(valueHandle: handle) {
            ref.kind = .characteristicValue
            ref.uuid = c.uuid
            ref.characteristicUUID = c.uuid
            ref.characteristicValueHandle = c.valueHandle
            ref.properties = c.properties
        } else if let c = characteristics[handle] {
            ref.kind = .characteristicDeclaration
            ref.uuid = .characteristic
            ref.characteristicUUID = c.uuid
            ref.characteristicValueHandle = c.valueHandle
            ref.properties = c.properties
        } else if let v = values[handle] {
            ref.kind = .characteristicValue
            ref.uuid = v
            ref.characteristicUUID = v
            ref.characteristicValueHandle = handle
        } else if let d = descriptors[handle] {
            ref.kind = .descriptor
            ref.uuid = d
            if let c = characteristic(owning: handle) {
                ref.characteristicUUID = c.uuid
                ref.characteristicValueHandle = c.valueHandle
            }
        } else if let i = includes[handle] {
            ref.kind = .include
            ref.uuid = .include
            ref.characteristicUUID = i.uuid
        }
        return ref
    }

    /// The CCCD of the characteristic with `valueHandle`, if discovered.
    public func cccd(of valueHandle: UInt16) -> UInt16? {
        guard let c = characteristic(valueHandle: valueHandle) else { return nil }
        let end = endHandle(of: c)
        guard valueHandle < end else { return nil }
        for h in (valueHandle + 1) ... end where descriptors[h]?.shortValue == 0x2902 { return h }
        return nil
    }

    // MARK: The table

    /// One row of the attribute table, in handle order.
    public struct Row: Sendable, Equatable {
        public var handle: UInt16
        public var kind: AttributeKind
        public var uuid: BluetoothUUID
        public var properties: CharacteristicProperties?
        public var valueHandle: UInt16?
        public var endHandle: UInt16?
        /// For includes: the included service's range.
        public var includedRange: ClosedRange<UInt16>?
    }

    public var rows: [Row] {
        var rows: [Row] = []
        for s in services.values {
            rows.append(Row(handle: s.handle, kind: s.isPrimary ? .primaryService : .secondaryService, uuid: s.uuid,
                            endHandle: s.endHandle))
        }
        for i in includes.values {
            rows.append(Row(handle: i.handle, kind: .include, uuid: i.uuid ?? .include,
                            includedRange: i.includedHandle <= i.includedEndHandle ? i.includedHandle ... i.includedEndHandle : nil))
        }
        for c in characteristics.values {
            rows.append(Row(handle: c.declarationHandle, kind: .characteristicDeclaration, uuid: c.uuid,
                            properties: c.properties, valueHandle: c.valueHandle, endHandle: endHandle(of: c)))
            rows.append(Row(handle: c.valueHandle, kind: .characteristicValue, uuid: c.uuid, properties: c.properties))
        }
        for (h, u) in values { rows.append(Row(handle: h, kind: .characteristicValue, uuid: u)) }
        for (h, u) in descriptors { rows.append(Row(handle: h, kind: .descriptor, uuid: u)) }
        return rows.sorted { $0.handle != $1.handle ? $0.handle < $1.handle : $0.kind == .characteristicDeclaration }
    }
}
