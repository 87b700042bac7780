#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The dependencies of the store whose reducer is running on this thread.
///
/// A task-local `withValue` costs more than a whole `Store.send`, so the store publishes its
/// dependencies in a thread-local slot for the synchronous extent of its reducer instead.
/// Thread-local, not main-thread-only: on Linux the main actor may run on a dispatch worker
/// thread (after `dispatch_main()`), and a reducer always runs synchronously on one thread.
enum DependencySlot {
  /// The slot's value on the current thread, if a store's reducer is running on it.
  static var current: DependencyValues? {
    ThreadSlot.box.values
  }

  /// Runs `body` with `values` in this thread's slot, restoring the previous value after.
  static func with<R>(_ values: DependencyValues, _ body: () throws -> R) rethrows -> R {
    let box = ThreadSlot.box
    let previous = box.values
    box.values = values
    defer { box.values = previous }
    return try body()
  }
}

/// Per-thread storage, through POSIX thread-specific data.
private enum ThreadSlot {
  final class Box {
    var values: DependencyValues?
  }

  static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      pthread_key_create(&key) { Unmanaged<Box>.fromOpaque($0).release() }
    #else
      pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<Box>.fromOpaque(pointer).release() }
      }
    #endif
    return key
  }()

  /// This thread's box; only ever touched from its own thread.
  static var box: Box {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
    }
    let box = Box()
    pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
    return box
  }
}
