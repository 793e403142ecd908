import HRSniffBytes
import HRSniffATT
import HRSniffGATT

extension Decoders {
    /// Decoders of the Glucose and Continuous Glucose Monitoring characteristics; nil for UUIDs that are not theirs.
    static func medicalRecordsDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        // Glucose Service
        case 0x2A18: return glucoseMeasurement(value, describe: describe)
        case 0x2A34: return glucoseMeasurementContext(value, describe: describe)
        case 0x2A51: return glucoseFeature(value, describe: describe)
        // Record Access Control Point (Glucose, CGM and the other services with stored records)
        case 0x2A52: return recordAccessControlPoint(value, describe: describe)
        // Continuous Glucose Monitoring Service
        case 0x2AA7: return cgmMeasurement(value, describe: describe)
        case 0x2AA8: return cgmFeature(value, describe: describe)
        case 0x2AA9: return cgmStatus(value, describe: describe)
        case 0x2AAA: return cgmSessionStartTime(value, describe: describe)
        case 0x2AAB: return cgmSessionRunTime(value, describe: describe)
        case 0x2AAC: return cgmSpecificOpsControlPoint(value, describe: describe)
        default: return nil
        }
    }
}
