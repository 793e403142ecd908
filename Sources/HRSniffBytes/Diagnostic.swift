/// Something odd about the input that hrsniff noticed and went past: malformed or truncated bytes, protocol
/// behaviour that breaks the rules, or a limit that made it drop state. The analysis always goes on.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable {
        /// The input is broken or was not fully understood.
        case warning
        /// The input is unusual but legal, or hrsniff had to guess.
        case note
    }

    public enum Layer: String, Sendable {
        case capture, hci, l2cap, smp, att, gatt
        case linkLayer = "link_layer"
    }

    /// The record the problem was found in (1-based), when there is one.
    public var frame: Int?
    public var severity: Severity
    public var layer: Layer
    /// A stable, machine-readable name (`truncated_record`, `l2cap_continuation_without_start`, …).
    public var code: String
    public var message: String

    public init(frame: Int?, _ severity: Severity, _ layer: Layer, _ code: String, _ message: String) {
        self.frame = frame
        self.severity = severity
        self.layer = layer
        self.code = code
        self.message = message
    }
}
