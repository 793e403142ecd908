/// Where bytes came from in a capture: the runs of record bytes they were assembled from, in order. A parsed value
/// that is a slice of bytes with an origin knows which bytes of which records it was read from, as an encoded node
/// keeps the bytes it was decoded from; a consumer that rewrites records (`convert --anonymize`) rewrites exactly
/// those. Origins are built only when a consumer asks the analysis pipeline for them: integers, no bytes.
public struct ByteOrigin: Sendable, Equatable {
    /// A run of `count` bytes of record `frame`, from `offset` in the record's bytes.
    public struct Piece: Sendable, Equatable {
        public var frame: Int
        public var offset: Int
        public var count: Int

        public init(frame: Int, offset: Int, count: Int) {
            self.frame = frame
            self.offset = offset
            self.count = count
        }
    }

    public private(set) var pieces: [Piece]

    /// The number of bytes the pieces make together.
    public var count: Int { pieces.reduce(0) { $0 + $1.count } }

    public init() {
        pieces = []
    }

    /// `count` bytes of record `frame` from `offset`.
    public init(frame: Int, offset: Int, count: Int) {
        pieces = count > 0 ? [Piece(frame: frame, offset: offset, count: count)] : []
    }

    /// `bytes`, a slice of the bytes of record `frame` (`record`), or nil when `bytes` is not a slice of them.
    public init?(_ bytes: Bytes, in record: Bytes, frame: Int) {
        guard let offset = bytes.offset(in: record) else { return nil }
        self.init(frame: frame, offset: offset, count: bytes.count)
    }

    /// Appends the pieces of `other` (bytes that follow these).
    public mutating func append(_ other: ByteOrigin) {
        for p in other.pieces {
            if let last = pieces.last, last.frame == p.frame, last.offset + last.count == p.offset {
                pieces[pieces.count - 1].count += p.count
            } else {
                pieces.append(p)
            }
        }
    }

    /// The origin of bytes `from ..< from + n` of these (clipped to them).
    public func slice(from: Int, count n: Int) -> ByteOrigin {
        var out = ByteOrigin()
        var start = max(0, from)
        let end = min(count, from + max(0, n))
        // (one pass over the pieces; `count` is their sum)
        guard start < end else { return out }
        var position = 0
        for p in pieces {
            let pieceEnd = position + p.count
            if pieceEnd > start && position < end {
                let s = max(start, position), e = min(end, pieceEnd)
                out.append(ByteOrigin(frame: p.frame, offset: p.offset + s - position, count: e - s))
                start = e
            }
            if pieceEnd >= end { break }
            position = pieceEnd
        }
        return out
    }

    /// The origin of `bytes`, a slice of `whole` whose origin this is; nil when `bytes` is not a slice of `whole`.
    public func of(_ bytes: Bytes, in whole: Bytes) -> ByteOrigin? {
        guard let offset = bytes.offset(in: whole), offset + bytes.count <= count else { return nil }
        return slice(from: offset, count: bytes.count)
    }
}

extension Bytes {
    /// Where these bytes start in `whole`, when they are a slice of it (the same array, within its range); nil
    /// otherwise (a copy, or bytes of another array). Inlinable: `dump --json` asks it of every ATT value.
    @inlinable public func offset(in whole: Bytes) -> Int? {
        guard start >= whole.start, start + count <= whole.start + whole.count else { return nil }
        let same = storage.withUnsafeBufferPointer { a in
            whole.storage.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        return same ? start - whole.start : nil
    }
}
