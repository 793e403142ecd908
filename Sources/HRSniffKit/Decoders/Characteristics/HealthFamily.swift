extension Decoders {
    /// Decoders of the Blood Pressure, Health Thermometer, Weight Scale and Body Composition characteristics; nil for UUIDs that are not theirs.
    static func healthDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        default: return nil
        }
    }
}
