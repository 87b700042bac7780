/// The effects started by one ``Store/send(_:)-(Action)`` (or ``StoreActor/send(_:)``), and by
/// the actions they sent in turn.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
///
/// Not isolated to an actor: a ``StoreActor``'s tasks are awaited on that actor (or anywhere)
/// without a hop to the main actor.
public struct StoreTask: Sendable {
  @usableFromInline let group: EffectGroup?

  @usableFromInline
  init(group: EffectGroup?) {
    self.group = group
  }

  /// Waits until every effect the action started, transitively, has finished.
  ///
  /// Cancelling the task that waits cancels those effects (as in TCA), so the SwiftUI idiom
  /// for a long-living effect ends it when the view goes away:
  ///
  /// ```swift
  /// .task { await store.send(.task).finish() }
  /// ```
  ///
  /// - Parameter isolation: The actor the caller runs on, where this returns; leave it out.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard let group else { return }
    // Effects of a main-actor store waiting to start run now, up to their first suspension:
    // an effect that sends straight back has finished when this returns, with no thread
    // hand-off. (Elsewhere, the drain the main actor has scheduled runs them.)
    _ = ifMainActor(isolation) { EffectStarts.drain() }
    if group.isIdle { return }
    await withTaskCancellationHandler {
      await group.wait(isolation: isolation)
    } onCancel: {
      group.cancel()
    }
  }

  /// Cancels every effect the action started, transitively.
  public func cancel() {
    group?.cancel()
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool {
    group?.isCancelled ?? false
  }

  /// Whether every effect the action started has finished (or none was started).
  public var isFinished: Bool {
    group?.isIdle ?? true
  }
}
