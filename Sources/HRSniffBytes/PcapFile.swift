import CPcap

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libpcap reading pcap or pcapng from an `InputWindow`: the capture formats read it, with the packets' bytes
/// copied out of libpcap's buffer (which the next packet overwrites).
///
/// libpcap reads from a stdio stream that replays the bytes already looked at to detect the format, then reads
/// the rest of the window, so stdin and pipes work like files.
package final class PcapFile {
    package enum OpenError: Error, Equatable {
        /// The stream over the window could not be made (errno).
        case cannotOpen(errno: Int32)
        /// libpcap's message.
        case pcap(String)
        /// The file's link type is not among those asked for.
        case unsupportedLinkType(Int32)
    }

    /// What `next` found.
    package enum Packet {
        /// A packet: its time, the bytes captured and its length on the wire.
        case packet(time: Timestamp, bytes: Bytes, originalLength: Int)
        /// The end of the capture.
        case end
        /// libpcap stopped with this message.
        case error(String)
    }

    package let linkType: Int32
    private let handle: OpaquePointer
    /// Read by libpcap through the stream: held for as long as the handle.
    private let input: InputWindow
    /// The first packet, read when the file is opened (a file whose first packet cannot be read cannot be
    /// opened); `next` hands it out before reading on.
    private var peeked: Packet?
    /// The array the last packet was copied into, reused when no one holds that packet any more.
    private var packet: [UInt8] = []

    /// Opens the capture in `input`, positioned at its start, if its link type is one of `linkTypes`.
    package init(input: InputWindow, linkTypes: [Int32]) throws(OpenError) {
        self.input = input
        var io = hrsniff_cookie_io()
        io.read = { cookie, buffer, size in
            guard let cookie, let buffer else { return -1 }
            let window = Unmanaged<InputWindow>.fromOpaque(cookie).takeUnretainedValue()
            return window.read(into: UnsafeMutableRawPointer(buffer), count: size)
        }
        io.close = { _ in 0 }
        // The window is kept alive by this reader for as long as libpcap uses the stream.
        guard let stream = hrsniff_fopencookie(Unmanaged.passUnretained(input).toOpaque(), "r", io) else {
            throw .cannotOpen(errno: errno)
        }
        var errbuf = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE) + 1)
        guard let handle = pcap_fopen_offline_with_tstamp_precision(stream, UInt32(PCAP_TSTAMP_PRECISION_MICRO), &errbuf)
        else {
            fclose(stream)
            let message = String(decoding: errbuf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .pcap(message.isEmpty ? "libpcap cannot read this file" : message)
        }
        let linkType = pcap_datalink(handle)
        guard linkTypes.contains(linkType) else {
            pcap_close(handle)
            throw .unsupportedLinkType(linkType)
        }
        self.handle = handle
        self.linkType = linkType
        // Nothing read at all (the first packet block is damaged): the file cannot be opened, rather than read as
        // a capture of no record.
        let first = read()
        if case .error(let message) = first {
            throw .pcap(message.isEmpty ? "no packet could be read" : message)
        }
        peeked = first
    }

    deinit { pcap_close(handle) }

    /// The next packet, the end, or libpcap's error.
    package func next() -> Packet {
        if let first = peeked {
            peeked = nil
            return first
        }
        return read()
    }

    private func read() -> Packet {
        while true {
            var header: UnsafeMutablePointer<pcap_pkthdr>?
            var data: UnsafePointer<UInt8>?
            let rc = pcap_next_ex(handle, &header, &data)
            if rc == PCAP_ERROR_BREAK || rc == 0 { return .end }
            if rc == PCAP_ERROR { return .error(String(cString: pcap_geterr(handle))) }
            guard let header, let data else { continue }
            let h = header.pointee
            let captured = Int(h.caplen)
            // libpcap's buffer is reused by the next call: the packet gets bytes of its own.
            let bytes = Bytes(copying: UnsafeRawBufferPointer(start: data, count: captured), reusing: &packet)
            let time = Timestamp(microseconds: Int64(h.ts.tv_sec) &* 1_000_000 &+ Int64(h.ts.tv_usec))
            return .packet(time: time, bytes: bytes, originalLength: Int(h.len))
        }
    }
}
