import Foundation

/// A value guarded by a lock, for the few pieces of state the runtime shares across threads.
package final class LockIsolated<Value>: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound: `value` is private and every read and write of it
  // happens inside `withLock`, which holds `lock` for the whole access.
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the current value.
  package var current: Value {
    withLock { $0 }
  }
}
