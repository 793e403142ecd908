import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Decoders of GATT characteristic and descriptor values, keyed by their SIG-assigned 16-bit UUID.
///
/// Every decoder is a function `(Bytes) -> DecodedValue` in an `extension Decoders` in
/// `Decoders/Characteristics/` (one file per service or family). Adding one is that function plus one case below.
///
/// Decoders never trap and never throw: a value that does not fit the specification gives the fields that could be
/// read plus a `problems` entry. They copy nothing out of `value` except the text and numbers they return, so the
/// `DecodedValue` may outlive the record the bytes belong to.
public enum Decoders {
    /// Decodes the value of the characteristic or descriptor `uuid`; nil when hrsniff has no decoder for it.
    /// `describe: false` may leave `summary` empty, for callers that only read the fields (JSON, statistics);
    /// decoders of high-rate notifications honour it.
    public static func decode(_ uuid: BluetoothUUID, _ value: Bytes, describe: Bool = true) -> DecodedValue? {
        guard let short = uuid.shortValue else { return nil }
        switch short {
        // Generic Access (Core Vol 3 Part C §12)
        case 0x2A00: return deviceName(value)
        case 0x2A01: return appearance(value)
        case 0x2A04: return peripheralPreferredConnectionParameters(value)
        // Generic Attribute (Core Vol 3 Part G §7)
        case 0x2A05: return serviceChanged(value)
        // Battery Service
        case 0x2A19: return batteryLevel(value)
        // Device Information Service
        case 0x2A23: return systemID(value)
        case 0x2A24: return utf8Text(value, "Model Number String")
        case 0x2A25: return utf8Text(value, "Serial Number String")
        case 0x2A26: return utf8Text(value, "Firmware Revision String")
        case 0x2A27: return utf8Text(value, "Hardware Revision String")
        case 0x2A28: return utf8Text(value, "Software Revision String")
        case 0x2A29: return utf8Text(value, "Manufacturer Name String")
        case 0x2A50: return pnpID(value)
        case 0x2A2A: return regulatoryCertificationDataList(value)
        case 0x2BFF: return udiForMedicalDevices(value)
        // Heart Rate Service
        case 0x2A37: return heartRateMeasurement(value, describe: describe)
        case 0x2A38: return bodySensorLocation(value)
        case 0x2A39: return heartRateControlPoint(value)
        // Descriptors (Core Vol 3 Part G §3.3.3)
        case 0x2900: return characteristicExtendedProperties(value)
        case 0x2901: return utf8Text(value, "Characteristic User Description")
        case 0x2902: return clientCharacteristicConfiguration(value)
        // GATT's declarations, read directly (Core Vol 3 Part G §3.1–3.3.1): keyed by their attribute type
        case 0x2800, 0x2801: return serviceDeclaration(value)
        case 0x2802: return includeDeclaration(value)
        case 0x2803: return characteristicDeclaration(value)
        default:
            // Profile families, each in its own file, return nil for UUIDs that are not theirs.
            return healthDecoder(short, value, describe: describe)
                ?? sportsDecoder(short, value, describe: describe)
                ?? medicalRecordsDecoder(short, value, describe: describe)
                ?? generalDecoder(short, value, describe: describe)
        }
    }
}
