#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A store's dependency values, by reference, so publishing them costs no copy.
@usableFromInline
package final class DependencyBox: @unchecked Sendable {
  // NB: `@unchecked Sendable`: a store's box is read and written only by its store, on the
  // main actor, and by code running synchronously inside that store's reducer, which runs on
  // the main actor too. Boxes made by `withDependencies` are never written after creation.
  package var values: DependencyValues

  package init(_ values: DependencyValues) {
    self.values = values
  }
}

/// The dependencies of the store whose reducer is running on this thread.
///
/// A task-local `withValue` costs more than a whole `Store.send`, so the store publishes its
/// dependencies in a thread-local slot for the synchronous extent of its reducer instead.
/// Thread-local, not main-thread-only: on Linux the main actor may run on a dispatch worker
/// thread (after `dispatch_main()`), and a reducer always runs synchronously on one thread.
@usableFromInline
enum DependencySlot {
  /// The slot's value on the current thread, if a store's reducer is running on it.
  static var current: DependencyValues? {
    guard let pointer = pthread_getspecific(ThreadSlot.key) else { return nil }
    return Unmanaged<DependencyBox>.fromOpaque(pointer).takeUnretainedValue().values
  }

  // NB: The slot holds an unretained pointer: a box is in the slot only while the store (or
  // `with`) that pushed it runs synchronously below on this same thread and keeps it alive,
  // and `pop` restores the previous value before that ends. No retain or release per send.

  /// Publishes `box` on this thread; returns what was there, to give back to ``pop(_:)``.
  @inlinable
  static func push(_ box: DependencyBox) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(ThreadSlot.key)
    pthread_setspecific(ThreadSlot.key, Unmanaged.passUnretained(box).toOpaque())
    return previous
  }

  /// Restores what ``push(_:)`` replaced.
  @inlinable
  static func pop(_ previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(ThreadSlot.key, previous)
  }

  /// Runs `body` with `values` in this thread's slot, restoring the previous value after.
  static func with<R>(_ values: DependencyValues, _ body: () throws -> R) rethrows -> R {
    let box = DependencyBox(values)
    let previous = push(box)
    defer {
      pop(previous)
      withExtendedLifetime(box) {}
    }
    return try body()
  }
}

/// The POSIX thread-specific key of the slot.
@usableFromInline
enum ThreadSlot {
  @usableFromInline
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}
