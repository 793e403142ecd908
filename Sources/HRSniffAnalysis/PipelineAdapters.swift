import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

extension Pipeline {
    /// The monitor's Close Index (an adapter powered down, unplugged or blocked by rfkill) or Delete Index (an
    /// adapter removed): every connection still open on that adapter ends here. The kernel ends them without a
    /// Disconnection Complete when the controller is gone (unplugged, rfkill), and a re-added adapter numbers its
    /// connection handles anew: without this, a later connection with the same handle would continue the old one.
    mutating func adapterGone(_ adapter: UInt16, deleted: Bool, frame: Int, time: Timestamp, _ emit: (Event) -> Void) {
        lifecycle.adapterGone(adapter)
        let keys = connections.keys.filter { $0.adapter == adapter }
        guard !keys.isEmpty else { return }
        let ended = keys.compactMap { key in connections[key].map { (key, $0) } }
            .sorted { $0.1.provisional != $1.1.provisional ? !$0.1.provisional : Self.inOrder($0.1, $1.1) }
        let numbered = ended.filter { !$0.1.provisional }.map { "#\($0.1.info.id)" }
        if !numbered.isEmpty {
            let what = deleted ? "was removed (Delete Index)"
                : "was closed (Close Index: powered off, unplugged or blocked by rfkill)"
            let connections = numbered.count == 1 ? "connection \(numbered[0]) ends" : "connections "
                + numbered.dropLast().joined(separator: ", ") + " and \(numbered.last ?? "") end"
            diagnostics.append(Diagnostic(
                frame: frame, .note, .hci, "adapter_gone",
                "adapter hci\(adapter) \(what): \(connections) with it, with no Disconnection Complete"))
            flushOwnDiagnostics(emit)
        }
        for (key, _) in ended { close(key, frame: frame, time: time, emit) }
    }
}
