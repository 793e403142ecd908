import HRSniffBytes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a capture and picks its reader from the first bytes, never from the file name.
public enum CaptureFile {
    /// `path` "-" reads standard input.
    public static func open(_ path: String) throws(CaptureOpenError) -> any CaptureReader {
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            switch SystemIO.openForReading(path) {
            case .success(let opened): fd = opened
            case .failure(let e): throw CaptureOpenError(.cannotOpen(errno: e.errno), path: path)
            }
        }
        let input = InputWindow(fd: fd, ownsDescriptor: path != "-")
        return try open(input, path: path)
    }

    /// Detects the format of the bytes in `input` and returns a reader positioned at the first record.
    public static func open(_ input: InputWindow, path: String) throws(CaptureOpenError) -> any CaptureReader {
        _ = input.fill(16)
        let head = input.window
        if let e = input.readError, input.available == 0 {
            throw CaptureOpenError(.cannotOpen(errno: e), path: path)
        }
        guard head.count >= 4 else {
            throw CaptureOpenError(head.count == 0 ? .empty : .unknownFormat, path: path)
        }
        if BtsnoopReader.hasMagic(head) {
            // Read from here to the end in order: the file is read ahead while the records before are parsed.
            input.readAhead()
            return try BtsnoopReader(input: input, path: path)
        }
        switch head.u32be(at: 0) ?? 0 {
        case 0xA1B2_C3D4, 0xD4C3_B2A1, 0xA1B2_3C4D, 0x4D3C_B2A1:
            return try PcapReader(input: input, path: path, isPcapng: false)
        case 0x0A0D_0D0A:
            return try PcapReader(input: input, path: path, isPcapng: true)
        default:
            if ZipFormat.hasMagic(head) {
                return try BugReport.openZip(input, path: path)
            }
            _ = input.fill(512)
            if BugReport.looksLikeText(input.window) {
                // Bug report text, or any text holding a BTSNOOP_LOG_SUMMARY section.
                return try BugReport.openText(input, path: path)
            }
            // PacketLogger has no magic: it is recognised by records that are consistent in one byte order.
            return try PacketLoggerReader(input: input, path: path)
        }
    }
}
