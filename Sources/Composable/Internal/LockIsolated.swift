#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a lock: shared mutable state that any thread may read and change.
///
/// ```swift
/// let events = LockIsolated<[String]>([])
/// $0.analytics.track = { event in events.withValue { $0.append(event) } }
/// // ...
/// #expect(events.value == ["viewed"])
/// ```
///
/// The runtime uses it for the few pieces of state it shares across threads, and tests use it
/// to record what a dependency was called with (TCA's `LockIsolated`, same API). The lock is
/// recursive, and ``withValue(_:)`` works on a copy that it writes back, so code inside it
/// may read the value again (`counter.withValue { $0 = counter.value + 1 }`), as with
/// swift-concurrency-extras. A plain POSIX mutex rather than `NSRecursiveLock`: on Linux
/// that also allocates a condition variable and a second mutex, and a store holds several
/// of these.
@dynamicMemberLookup
public final class LockIsolated<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound: `storage` is private and every read and write of it
  // happens inside `withLock`, which holds `mutex` for the whole access. The mutex lives at
  // a stable, heap-allocated address, as POSIX requires, and is destroyed only in `deinit`.
  private var storage: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates a lock-isolated value.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    self.storage = value
    self.mutex = .allocate(capacity: 1)
    self.mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value, in place: `body` must not use this
  /// `LockIsolated` again (that would overlap its access to the value).
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard Self.holdsData else {
      // NB: A value of no size (`LockIsolated(())`, a lock and nothing else) is not written:
      // there is nothing to write, and Swift places it at the object's own address, so under
      // ThreadSanitizer a write to it races with every other thread's unlocked read of the
      // object's header (`ConcurrentDefaultsTests`).
      var value = storage
      return try body(&value)
    }
    return try body(&storage)
  }

  /// Whether a value of this type has any bytes to write.
  private static var holdsData: Bool { MemoryLayout<Value>.size != 0 }

  /// A copy of the current value.
  package var current: Value {
    withLock { $0 }
  }

  /// A copy of the current value.
  public var value: Value {
    withLock { $0 }
  }

  /// A property of the current value.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    withLock { $0[keyPath: keyPath] }
  }

  /// Runs `operation` with exclusive, mutable access to the value.
  ///
  /// - Parameter operation: Reads or changes the value; keep it short, the lock is held.
  /// - Returns: What `operation` returns.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    // NB: On a copy, written back at the end: `operation` may read this value again (the
    // lock is recursive), and such a read must not overlap an access to `storage`.
    var value = storage
    defer { if Self.holdsData { storage = value } }
    return try operation(&value)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    let value = try newValue()
    withLock { $0 = value }
  }
}

extension LockIsolated where Value: Equatable {
  /// Whether the current value equals `other`.
  public static func == (lhs: LockIsolated, rhs: Value) -> Bool {
    lhs.value == rhs
  }
}

/// A value isolated to an actor: shared mutable state for async code (TCA's `ActorIsolated`).
///
/// ```swift
/// let seen = ActorIsolated<[Int]>([])
/// await seen.withValue { $0.append(1) }
/// #expect(await seen.value == [1])
/// ```
public final actor ActorIsolated<Value: Sendable> {
  /// The current value.
  public private(set) var value: Value

  /// Creates an actor-isolated value.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` with exclusive, mutable access to the value.
  ///
  /// - Parameter operation: Reads or changes the value.
  /// - Returns: What `operation` returns.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    value = try newValue()
  }
}
