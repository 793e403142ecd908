import HRSniffBytes

extension Registry {
    /// The UUID of the service, characteristic or descriptor with this name ("Heart Rate Measurement"), ignoring
    /// case: services first, then characteristics, then descriptors; nil when no known attribute has it.
    public static func uuid(named name: String) -> BluetoothUUID? {
        let wanted = name.lowercased()
        guard !wanted.isEmpty else { return nil }
        for table in [AssignedNumbers.services16, AssignedNumbers.characteristics16, AssignedNumbers.descriptors16] {
            if let key = table.keys.first(where: { table.name($0)?.lowercased() == wanted }) {
                return BluetoothUUID(uuid16: key)
            }
        }
        for table in [AssignedNumbers.services128, AssignedNumbers.characteristics128, AssignedNumbers.descriptors128] {
            if let key = table.keys.first(where: { table.name($0)?.lowercased() == wanted }) {
                return BluetoothUUID(uuid128: key)
            }
        }
        return nil
    }
}
