import Foundation
import Testing
import HRSniffKit

#if canImport(Glibc)
import Glibc
#endif

/// A btsnoop file is read ahead on a thread of its own (`InputWindow.readAhead`): the window then takes the
/// thread's chunks, with the bytes of a record that straddles two chunks put before the next one's data, or joined
/// into a new array when they do not fit there. What the window gives must be the file, byte for byte, whatever
/// the steps its reader takes.
@Suite struct ReadAheadTests {
    /// 300,000 bytes that repeat nowhere near a chunk's size (a linear congruential sequence).
    static let content: [UInt8] = {
        var x: UInt32 = 12345
        return (0 ..< 300_000).map { _ in
            x = x &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: x >> 16)
        }
    }()

    /// A window over a temporary file holding `content`, reading ahead in the smallest chunks (64 KiB, with 16 KiB
    /// of room before each), with a place of its own (the process's four are for the captures other tests open).
    static func window(_ path: String) throws -> InputWindow {
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        let window = InputWindow(fd: fd, ownsDescriptor: true, initialCapacity: 64)
        window.readAhead(places: ReadAheadPlaces(1))
        try #require(window.readsAhead)
        return window
    }

    /// Steps of every size, up to 40,000 bytes (more than the room before a chunk: those are joined), read and
    /// consumed to the end: the bytes are the file's, and the offset counts them.
    @Test(arguments: [1, 7, 1000, 16_384, 16_385, 40_000, 65_536, 70_001])
    func stepsOfEverySizeGiveTheFile(_ largest: Int) throws {
        let path = temporaryFile(Self.content)
        defer { unlink(path) }
        let window = try Self.window(path)
        var seen: [UInt8] = []
        var step = 1
        while window.fill(1) {
            let want = min(step, Self.content.count - seen.count)
            #expect(window.fill(want))
            let bytes = try #require(window.bytes(at: 0, count: want))
            seen += bytes.array
            window.consume(want)
            #expect(window.offset == Int64(seen.count))
            step = step % largest + 1 + step / 3
        }
        #expect(seen == Self.content)
        #expect(window.readError == nil)
    }

    /// Slices taken before the window moved on through several chunks keep their bytes.
    @Test func slicesKeepTheirBytesAcrossChunks() throws {
        let path = temporaryFile(Self.content)
        defer { unlink(path) }
        let window = try Self.window(path)
        var kept: [(offset: Int, bytes: Bytes)] = []
        var offset = 0
        while window.fill(5000) {
            kept.append((offset, try #require(window.bytes(at: 0, count: 5000))))
            window.consume(4999)
            offset += 4999
        }
        #expect(kept.count > 50)
        for (at, bytes) in kept {
            #expect(bytes.array == Array(Self.content[at ..< at + 5000]))
        }
    }

    /// Asking for more than the file has left: false, and what is left stays available.
    @Test func fillingPastTheEndKeepsWhatIsLeft() throws {
        let path = temporaryFile(Self.content)
        defer { unlink(path) }
        let window = try Self.window(path)
        #expect(window.skip(Int64(Self.content.count - 100)))
        #expect(!window.fill(101))
        #expect(window.available == 100)
        #expect(window.window.array == Array(Self.content.suffix(100)))
        #expect(window.atEnd)
    }

    /// However many windows ask, as many read ahead as there are places (each holds a few chunks: a merge of many
    /// captures must not hold them all), until they take the end of their input; the others read as before, and
    /// give the file all the same. A window that took the end gives its place back.
    @Test func aWindowReadsAheadOnlyWithAPlace() throws {
        let path = temporaryFile(Self.content)
        defer { unlink(path) }
        let places = ReadAheadPlaces(4)
        func window() throws -> InputWindow {
            let fd = open(path, O_RDONLY)
            try #require(fd >= 0)
            let window = InputWindow(fd: fd, ownsDescriptor: true, initialCapacity: 64)
            window.readAhead(places: places)
            return window
        }
        let windows = try (0 ..< 6).map { _ in try window() }
        #expect(windows.map(\.readsAhead) == [true, true, true, true, false, false])
        for window in windows {
            #expect(window.fill(Self.content.count))
            #expect(window.window.array == Self.content)
            #expect(!window.fill(Self.content.count + 1))
            #expect(!window.readsAhead)
        }
        // Every place is free again once each thread has let its read-ahead go (within a few milliseconds).
        var again: [InputWindow] = []
        for _ in 0 ..< 1000 where again.count < 4 {
            let w = try window()
            if w.readsAhead { again.append(w) } else { usleep(1000) }
        }
        #expect(again.count == 4)
    }

    /// A file the window's first read took whole starts no thread: nothing is left to read ahead.
    @Test func aFileReadWholeIsNotReadAhead() throws {
        let path = temporaryFile(Array(Self.content.prefix(1000)))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        let window = InputWindow(fd: fd, ownsDescriptor: true)
        #expect(window.fill(16))
        window.readAhead(places: ReadAheadPlaces(1))
        #expect(!window.readsAhead)
        #expect(window.available == 1000)
    }

    /// Only a descriptor of a regular file is read ahead: not bytes in memory.
    @Test func bytesInMemoryAreNotReadAhead() {
        let window = InputWindow(bytes: Self.content)
        window.readAhead()
        #expect(!window.readsAhead)
    }

    /// A capture opened by path: its btsnoop records read ahead give the same story as the same bytes in memory.
    @Test func aBtsnoopFileReadAheadGivesTheSameRecords() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/hrm-app-android.btsnoop").path
        let data = try #require(FileManager.default.contents(atPath: path))
        func records(_ reader: any CaptureReader) -> [[UInt8]] {
            var out: [[UInt8]] = []
            var pipeline = Pipeline(depth: .hci)
            pipeline.run(reader) { e in
                if case .acl(_, let data, _, _) = e.payload { out.append(data.array) }
            }
            return out
        }
        let fromFile = records(try CaptureFile.open(path))
        let fromMemory = records(try CaptureFile.open(InputWindow(bytes: [UInt8](data)), path: path))
        #expect(!fromFile.isEmpty)
        #expect(fromFile == fromMemory)
    }
}
