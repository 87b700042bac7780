extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`
  /// (swift-concurrency-extras' `Task.never()`).
  ///
  /// ```swift
  /// return .run { _ in
  ///   try await Task.never()
  /// }
  /// .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// Waits on no timer: an effect suspended here is blocked until it is cancelled, and a
  /// `TestStore`'s messages say so (a `receive` still waits its whole timeout for it, as in
  /// TCA: the effect's other tasks, a task group's children, may still send).
  public static func never() async throws -> Never {
    let context = EffectContext.current
    if let id = context?.effectID { context?.cancellations?.park(id, by: 1) }
    defer { if let id = context?.effectID { context?.cancellations?.park(id, by: -1) } }
    let waiter = LockIsolated<(resumed: Bool, continuation: CheckedContinuation<Void, Never>?)>(
      (false, nil))
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = waiter.withLock { waiter in
          if waiter.resumed { return true }
          waiter.continuation = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let continuation = waiter.withLock { waiter in
        waiter.resumed = true
        defer { waiter.continuation = nil }
        return waiter.continuation
      }
      continuation?.resume()
    }
    throw Swift.CancellationError()
  }
}
