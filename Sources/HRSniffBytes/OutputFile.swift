#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an output file was not written.
public struct OutputFileError: Error, Equatable, CustomStringConvertible {
    public enum Code: Equatable, Sendable {
        /// The path names an existing file and --force was not given.
        case exists
        /// The path is a symbolic link: hrsniff never writes through one.
        case symbolicLink
        /// The path names something that is not a file (a directory).
        case notAFile
        case cannotCreate(errno: Int32)
        case cannotWrite(errno: Int32)
    }

    public var code: Code
    public var path: String

    public init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    public var description: String {
        switch code {
        case .exists: "\(path): the file exists; give --force to replace it, or choose another name"
        case .symbolicLink: "\(path): is a symbolic link, which hrsniff does not write through; name the file itself"
        case .notAFile: "\(path): is not a file; choose a file name"
        case .cannotCreate(let e): "\(path): cannot create (\(String(cString: strerror(e))))"
        case .cannotWrite(let e): "\(path): writing failed (\(String(cString: strerror(e))))"
        }
    }
}

/// A file hrsniff writes (a report, a conversion, an export, a live recording), created so that nothing is
/// clobbered, leaked or left half written:
/// - an existing file is replaced only with `force`; a symbolic link at the path is never followed, with or
///   without `force` (the link and its target stay as they are);
/// - the file is created readable by its owner only (mode 0600, whatever the umask): captures hold health data
///   and the addresses of people's devices;
/// - `.atomic`: written to a temporary file in the same directory (created with O_EXCL and O_NOFOLLOW), which
///   `commit` renames into place; until then the path is untouched, and a failed or interrupted write leaves no
///   file (see `removeTemporaryFilesOnSignals`);
/// - `.direct`: written in place, for a file that must be complete record by record while it grows (a live
///   recording): created with O_CREAT, O_EXCL and O_NOFOLLOW (with `force`, an existing file is removed first).
/// An existing character device or FIFO (/dev/null, a named pipe) is written directly: it cannot be clobbered.
public final class OutputFile {
    public enum Mode: Sendable { case atomic, direct }

    public let path: String
    /// The descriptor to write to (-1 once the file is committed or discarded).
    public private(set) var descriptor: Int32
    /// The temporary file of an atomic write, until it is committed or discarded.
    public private(set) var temporaryPath: String?
    private let force: Bool
    /// The first write error (errno), after which nothing more is written.
    public private(set) var writeError: Int32?
    public private(set) var bytesWritten = 0

    /// Refuses a path that `OutputFile(path:force:mode:)` would refuse, before any work is done: an existing file
    /// without `force`, a symbolic link, a directory. (The creation checks again: the path may change meanwhile.)
    public static func check(_ path: String, force: Bool) throws(OutputFileError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: throw OutputFileError(.symbolicLink, path: path)
        case S_IFDIR: throw OutputFileError(.notAFile, path: path)
        case S_IFCHR, S_IFIFO: return
        default: if !force { throw OutputFileError(.exists, path: path) }
        }
    }

    public init(path: String, force: Bool, mode: Mode) throws(OutputFileError) {
        self.path = path
        self.force = force
        try Self.check(path, force: force)
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFCHR || status.st_mode & S_IFMT == S_IFIFO {
            let fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { throw OutputFileError(.cannotCreate(errno: errno), path: path) }
            descriptor = fd
            return
        }
        switch mode {
        case .direct:
            if force, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { _ = unlink(path) }
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw Self.creationError(errno, path) }
            _ = fchmod(fd, 0o600)
            descriptor = fd
        case .atomic:
            let (fd, temporary) = try Self.temporary(for: path)
            descriptor = fd
            temporaryPath = temporary
            PendingTemporary.set(temporary)
        }
    }

    deinit { discard() }

    /// EEXIST from O_EXCL: a file or a link appeared at the path.
    private static func creationError(_ e: Int32, _ path: String) -> OutputFileError {
        var status = stat()
        if e == EEXIST || e == ELOOP, lstat(path, &status) == 0 {
            return OutputFileError(status.st_mode & S_IFMT == S_IFLNK ? .symbolicLink : .exists, path: path)
        }
        return OutputFileError(.cannotCreate(errno: e), path: path)
    }

    /// A new file ".NAME.XXXXXXXX.tmp" beside `path`, mode 0600.
    private static func temporary(for path: String) throws(OutputFileError) -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var attempt = 0
        while true {
            let suffix = String(UInt32.random(in: 0 ... UInt32.max), radix: 16)
            let candidate = directory + "." + name + "." + suffix + ".tmp"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                _ = fchmod(fd, 0o600)
                return (fd, candidate)
            }
            attempt += 1
            guard errno == EEXIST, attempt < 16 else {
                throw OutputFileError(.cannotCreate(errno: errno), path: path)
            }
        }
    }

    /// Writes all of `bytes`; returns false once a write has failed (see `writeError`).
    @discardableResult
    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard writeError == nil, descriptor >= 0 else { return false }
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let n = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                writeError = errno
                return false
            }
            if n == 0 {
                writeError = ENOSPC
                return false
            }
            offset += n
        }
        bytesWritten += bytes.count
        return true
    }

    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }

    @discardableResult
    public func write(_ bytes: Bytes) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes what `sink` holds.
    @discardableResult
    public func write(_ sink: borrowing ByteSink) -> Bool {
        sink.withUnsafeBytes { write($0) }
    }

    /// Asks the system to put what was written on the disk; a failure is kept as `writeError`.
    public func synchronize() {
        guard writeError == nil, descriptor >= 0 else { return }
        if fsync(descriptor) != 0 && errno != EINVAL && errno != EROFS { writeError = errno }
    }

    /// Completes the file: on the disk, closed, and (atomic) renamed into place. A write error or a path taken
    /// meanwhile throws, and leaves no file.
    public func commit() throws(OutputFileError) {
        synchronize()
        if let e = writeError {
            discard()
            throw OutputFileError(.cannotWrite(errno: e), path: path)
        }
        if descriptor >= 0, Glibc.close(descriptor) != 0, errno != EINTR {
            let e = errno
            descriptor = -1
            discard()
            throw OutputFileError(.cannotWrite(errno: e), path: path)
        }
        descriptor = -1
        guard let temporary = temporaryPath else { return }
        defer { discard() }
        var status = stat()
        if lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK {
            throw OutputFileError(.symbolicLink, path: path)
        }
        if force {
            // rename replaces a file atomically, and never follows a link at the new name.
            guard rename(temporary, path) == 0 else { throw OutputFileError(.cannotCreate(errno: errno), path: path) }
        } else if link(temporary, path) != 0 {
            // A hard link fails when the name exists: no file appears there in between. File systems without hard
            // links get a rename after a last look.
            let e = errno
            if e == EEXIST { throw OutputFileError(.exists, path: path) }
            guard e == EPERM || e == EOPNOTSUPP || e == EMLINK || e == ENOSYS else {
                throw OutputFileError(.cannotCreate(errno: e), path: path)
            }
            if lstat(path, &status) == 0 { throw OutputFileError(.exists, path: path) }
            guard rename(temporary, path) == 0 else { throw OutputFileError(.cannotCreate(errno: errno), path: path) }
        }
    }

    /// Gives the file up: closed, and an atomic write's temporary file removed (the path stays untouched).
    public func discard() {
        if descriptor >= 0 {
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
        if let temporary = temporaryPath {
            _ = unlink(temporary)
            temporaryPath = nil
            PendingTemporary.clear()
        }
    }

    /// SIGINT, SIGTERM, SIGHUP and SIGXFSZ (a file size limit) remove the temporary file of an atomic write in
    /// progress before they end the process, so that an interrupted write leaves no file. Signals the process
    /// ignores (a parent's choice) stay ignored.
    public static func removeTemporaryFilesOnSignals() {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGXFSZ] {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                if let path = pendingTemporaryPath { _ = unlink(path) }
                // Then the signal's own ending (its exit status is the caller's to see).
                signal(sig, SIG_DFL)
                raise(sig)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }
}

/// The temporary file of the atomic write in progress, as a C string a signal handler can use (it may neither
/// allocate nor lock). One at a time: hrsniff writes one output file per command.
nonisolated(unsafe) private var pendingTemporaryPath: UnsafeMutablePointer<CChar>?

private enum PendingTemporary {
    static func set(_ path: String) {
        clear()
        pendingTemporaryPath = strdup(path)
    }

    static func clear() {
        let old = pendingTemporaryPath
        pendingTemporaryPath = nil
        free(old)
    }
}
