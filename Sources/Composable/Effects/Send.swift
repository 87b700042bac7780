/// Sends actions from an effect back into the store, on the store's actor.
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
  /// Where the actions go.
  enum Target: Sendable {
    /// A closure of the main actor's (``init(send:)``).
    case mainActor(@MainActor (Action) -> Void)
    /// A store's core, on the store's actor: `deliver` runs there, given that actor.
    case store(actor: any Actor, deliver: @Sendable (Action, isolated any Actor) -> Void)
  }

  let target: Target
  let reportError: @Sendable (any Error, Diagnostic, isolated any Actor) -> Void

  /// Creates a `Send` that calls `send` for each action.
  public init(send: @escaping @MainActor (Action) -> Void) {
    self.target = .mainActor(send)
    self.reportError = { _, diagnostic, _ in Diagnostics.report(diagnostic) }
  }

  /// A store's `Send`: `deliver` reduces an action on `actor`, the store's.
  @usableFromInline
  package nonisolated init(
    actor: any Actor,
    deliver: @escaping @Sendable (Action, isolated any Actor) -> Void,
    reportError: @escaping @Sendable (any Error, Diagnostic, isolated any Actor) -> Void
  ) {
    self.target = .store(actor: actor, deliver: deliver)
    self.reportError = reportError
  }

  private nonisolated init(
    target: Target,
    reportError: @escaping @Sendable (any Error, Diagnostic, isolated any Actor) -> Void
  ) {
    self.target = target
    self.reportError = reportError
  }

  /// Sends `action` into the store from an effect, unless the effect has been cancelled:
  /// `await send(.response(value))`.
  ///
  /// In an effect's code before its first suspension, which runs on the store's actor (see
  /// ``Store``), the action is reduced at once, with no hop; elsewhere this hops to the
  /// store's actor, as calling a main-actor function does.
  public nonisolated func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    switch target {
    case let .mainActor(send):
      if EffectStarts.isDraining {
        // NB: Sound for the reason `deliverInDrain` gives.
        let send = unsafeBitCast(send, to: ((Action) -> Void).self)
        send(action)
      } else {
        await Self.deliverUnlessCancelled(action, send)
      }
    case let .store(actor, deliver):
      if EffectStarts.isDraining, isMainActor(actor) {
        Self.deliverInDrain(action, deliver)
      } else {
        await Self.deliverUnlessCancelled(action, on: actor, deliver)
      }
    }
  }

  /// Sends `action` unless the effect's task was cancelled: on the main actor, after the hop,
  /// so that a `.cancel(id:)` (or a `cancelInFlight` start) reduced while this effect was on
  /// its way drops the action, as in TCA 1.0. Cancellation is synchronous with the reduction
  /// that asks for it, so nothing reduced after it can see this action.
  private static func deliverUnlessCancelled(
    _ action: sending Action, _ send: @MainActor (Action) -> Void
  ) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// As the other, on the store's actor.
  private static func deliverUnlessCancelled(
    _ action: sending Action, on actor: isolated any Actor,
    _ deliver: @Sendable (Action, isolated any Actor) -> Void
  ) {
    guard !Task.isCancelled else { return }
    deliver(action, actor)
  }

  /// Delivers `action` to a main-actor store from a job of the main actor's drain.
  private nonisolated static func deliverInDrain(
    _ action: sending Action,
    _ deliver: @escaping @Sendable (Action, isolated any Actor) -> Void
  ) {
    // NB: Sound: `isDraining` is set only on the thread running `EffectStarts.drain()`, a
    // synchronous main-actor function, and only while it runs a job synchronously: nothing
    // else can run on the main actor until that job returns, so calling main-actor code
    // here is what `MainActor.assumeIsolated` would do. Not `assumeIsolated` itself: on
    // Linux its check compares threads, and the main actor may run on a dispatch worker
    // thread. A function type's isolation does not change its representation. The tests
    // of `EffectStartTests` (an effect that sends back reduces before `finish()` returns,
    // with no hop) fail if this branch is not taken, and the sanitizer runs would report
    // a race if it were taken off the main actor.
    let deliver = unsafeBitCast(deliver, to: (@Sendable (Action, any Actor) -> Void).self)
    deliver(action, MainActor.shared)
  }

  /// Sends `action` now, on the main actor (`send(_:animation:)`), which only a main-actor
  /// store's `Send` can: another store's reports the misuse and drops the action.
  func sendNow(_ action: sending Action, at site: CallSite) {
    switch target {
    case let .mainActor(send):
      send(action)
    case let .store(actor, deliver):
      guard isMainActor(actor) else {
        runtimeWarn(
          """
          "send(_:animation:)" was called with \(describe(action)) from an effect of a store \
          that is not on the main actor, where there is no view to animate. The action was \
          dropped: send it with "await send(_:)".
          """,
          fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return
      }
      deliver(action, MainActor.shared)
    }
  }

  nonisolated func transform<T>(_ f: @escaping @Sendable (T) -> Action) -> Send<T> {
    let target: Send<T>.Target =
      switch target {
      case let .mainActor(send): .mainActor { send(f($0)) }
      case let .store(actor, deliver): .store(actor: actor) { deliver(f($0), $1) }
      }
    return Send<T>(target: target, reportError: reportError)
  }

  nonisolated func reportUnhandled(
    _ error: any Error,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async {
    let diagnostic = Diagnostic(
      """
      An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error: \
      \(describe(error)). Pass a "catch:" handler to turn errors into actions.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
    switch target {
    case .mainActor: await Self.report(error, diagnostic, on: MainActor.shared, reportError)
    case let .store(actor, _): await Self.report(error, diagnostic, on: actor, reportError)
    }
  }

  private static func report(
    _ error: any Error, _ diagnostic: Diagnostic, on actor: isolated any Actor,
    _ reportError: @Sendable (any Error, Diagnostic, isolated any Actor) -> Void
  ) {
    reportError(error, diagnostic, actor)
  }
}
