import Foundation

/// The dependencies of the store whose reducer is running on the main thread.
///
/// A task-local `withValue` costs more than a whole `Store.send`, so the store publishes its
/// dependencies here for the synchronous duration of its reducer instead.
enum DependencySlot {
  // NB: `nonisolated(unsafe)` is sound: the slot is read and written only on the main thread
  // (every access below checks `Thread.isMainThread` first), so accesses never overlap. It is
  // set only for the synchronous extent of a reducer call, so no other code observes it.
  private nonisolated(unsafe) static var value: DependencyValues?

  static var current: DependencyValues? {
    guard Thread.isMainThread else { return nil }
    return value
  }

  /// Runs `body` with `values` in the slot; on the main thread only.
  static func with<R>(_ values: DependencyValues, _ body: () throws -> R) rethrows -> R {
    guard Thread.isMainThread else {
      return try DependencyValues.$_taskLocal.withValue(values, operation: body)
    }
    let previous = value
    value = values
    defer { value = previous }
    return try body()
  }
}
