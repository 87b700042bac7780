#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a lock, for the few pieces of state the runtime shares across threads.
///
/// A plain POSIX mutex rather than `NSLock`: on Linux an `NSLock` also allocates a condition
/// variable and a second mutex, and a store holds several of these.
package final class LockIsolated<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound: `value` is private and every read and write of it
  // happens inside `withLock`, which holds `mutex` for the whole access. The mutex lives at
  // a stable, heap-allocated address, as POSIX requires, and is destroyed only in `deinit`.
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init(_ value: Value) {
    self.value = value
    self.mutex = .allocate(capacity: 1)
    self.mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }

  /// A copy of the current value.
  package var current: Value {
    withLock { $0 }
  }
}
