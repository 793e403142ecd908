extension Decoders {
    /// Decoders of the Glucose, Continuous Glucose Monitoring, Pulse Oximeter characteristics; nil for UUIDs that are not theirs.
    static func medicalRecordsDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        default: return nil
        }
    }
}
