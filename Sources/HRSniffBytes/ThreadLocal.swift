#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reference that each thread sets and reads for itself (a POSIX thread-specific key): for state that work
/// running on several threads at once keeps per thread, such as how the capture being rendered on a thread writes
/// its times. Each thread's value is retained until it is replaced (a thread's last value lives as long as the
/// process: set nil when done).
public final class ThreadLocal<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    public init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// This thread's value.
    public var value: Value? {
        get {
            // Not `Optional.map`: its closure is not specialised across modules, and the getter is read per line.
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<Value>.fromOpaque(old).release() }
        }
    }
}
