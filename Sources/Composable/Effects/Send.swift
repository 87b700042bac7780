/// Sends actions from an effect back into the store, on the main actor.
///
/// ```swift
/// return .run { send in
///   await send(.response(try await client.load()))
/// }
/// ```
///
/// Sending from a cancelled effect does nothing.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor (Action) -> Void
  let reportError: @MainActor (any Error, Diagnostic) -> Void

  /// Creates a `Send` that calls `send` for each action.
  public init(send: @escaping @MainActor (Action) -> Void) {
    self.send = send
    self.reportError = { _, diagnostic in Diagnostics.report(diagnostic) }
  }

  package init(
    send: @escaping @MainActor (Action) -> Void,
    reportError: @escaping @MainActor (any Error, Diagnostic) -> Void
  ) {
    self.send = send
    self.reportError = reportError
  }

  /// Sends `action` into the store from an effect, unless the effect has been cancelled:
  /// `await send(.response(value))`.
  ///
  /// In an effect's code before its first suspension, which runs on the store's actor (see
  /// ``Store``), the action is reduced at once, with no hop; elsewhere this hops to the main
  /// actor, as calling a main-actor function does.
  public nonisolated func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    if EffectStarts.isDraining {
      // NB: Sound: `isDraining` is set only on the thread running `EffectStarts.drain()`, a
      // synchronous main-actor function, and only while it runs a job synchronously: nothing
      // else can run on the main actor until that job returns, so calling main-actor code
      // here is what `MainActor.assumeIsolated` would do. Not `assumeIsolated` itself: on
      // Linux its check compares threads, and the main actor may run on a dispatch worker
      // thread. A function type's isolation does not change its representation. The tests
      // of `EffectStartTests` (an effect that sends back reduces before `finish()` returns,
      // with no hop) fail if this branch is not taken, and the sanitizer runs would report
      // a race if it were taken off the main actor.
      let send = unsafeBitCast(self.send, to: ((Action) -> Void).self)
      send(action)
    } else {
      await deliverUnlessCancelled(action)
    }
  }

  /// Sends `action` unless the effect's task was cancelled: on the main actor, after the hop,
  /// so that a `.cancel(id:)` (or a `cancelInFlight` start) reduced while this effect was on
  /// its way drops the action, as in TCA 1.0. Cancellation is synchronous with the reduction
  /// that asks for it, so nothing reduced after it can see this action.
  private func deliverUnlessCancelled(_ action: sending Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  func transform<T>(_ f: @escaping @Sendable (T) -> Action) -> Send<T> {
    Send<T>(send: { self.send(f($0)) }, reportError: reportError)
  }

  func reportUnhandled(
    _ error: any Error,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportError(
      error,
      Diagnostic(
        """
        An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error: \
        \(String(reflecting: error)). Pass a "catch:" handler to turn errors into actions.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
