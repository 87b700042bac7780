extension Reducer where State: Codable & Sendable, Action: Codable & Sendable {
  /// This reducer, with its effects answered from `replay`: each action is reduced as the
  /// feature does, and instead of its effects, the actions they sent in the recording are
  /// sent, each when the actions before it in the recording have been reduced.
  ///
  /// So a `TestStore` replays a session with no network, no clock and no file: what the
  /// effects did is in the recording (see ``Replay``).
  ///
  /// - Parameter replay: The recording.
  /// - Returns: The reducer, replaying.
  public func _replaying(_ replay: Replay<Self>) -> _ReplayReducer<Self> {
    _ReplayReducer(base: self, replay: replay)
  }
}

/// A reducer whose effects are answered from a recording; see
/// ``Reducer/_replaying(_:)``.
public struct _ReplayReducer<Base: Reducer>: Reducer
where Base.State: Codable & Sendable, Base.Action: Codable & Sendable {
  let base: Base
  let replay: Replay<Base>
  let cursor = ReplayCursor()

  /// Reduces with the base, and returns, instead of its effect, one sending the actions
  /// that the recording has as sent by this action's effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // NB: The feature's own effect is not run: what it sent is in the recording. Whether
    // there is one is checked: an effect removed or added since is a difference.
    let effect = base.reduce(into: &state, action: action)
    let sequence = cursor.reduced()
    if let recorded = replay.recordedStep(sequence)?.returnedEffect, recorded == effect.isNone {
      runtimeWarn(
        recorded
          ? """
          Action \(sequence) of the recording, \(describe(action)), returned no effect; in the \
          recording it returned one\(sentDescription(sequence)).
          """
          : """
          Action \(sequence) of the recording, \(describe(action)), returned an effect; in the \
          recording it returned none. A replay does not run effects: test what it does in a \
          test of its own.
          """)
    }
    let sends = replay.effectSteps(of: sequence).map { ($0.sequence, $0.action) }
    guard !sends.isEmpty else { return .none }
    return Self.sending(sends, cursor: cursor)
  }

  /// An effect sending each action when the actions before it in the recording have been
  /// reduced, as it was. (Static and generic over the action only: the effect captures
  /// nothing of `Base`, which need not be `Sendable`.)
  private static func sending<A: Sendable>(_ sends: [(Int, A)], cursor: ReplayCursor)
    -> Effect<A>
  {
    .run { send in
      for (sequence, action) in sends {
        await cursor.wait(untilReduced: sequence - 1)
        guard !Task.isCancelled else { return }
        await send(action)
      }
    }
  }
}

extension _ReplayReducer: Sendable where Base: Sendable {}

extension _ReplayReducer {
  /// What the recorded effects of action `sequence` sent, for a message.
  fileprivate func sentDescription(_ sequence: Int) -> String {
    let sent = replay.effectSteps(of: sequence).map(\.sequence)
    guard !sent.isEmpty else { return " (which sent nothing)" }
    return " (which sent action\(sent.count == 1 ? "" : "s") "
      + sent.map(String.init).joined(separator: ", ") + ")"
  }
}

/// How many actions a replay has reduced, and the effects waiting for their turn.
final class ReplayCursor: Sendable {
  private struct Waiter: Sendable {
    let id: Int
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct Progress: Sendable {
    var reduced = 0
    var nextID = 0
    var waiters: [Waiter] = []
  }

  private let progress = LockIsolated(Progress())

  /// How many effects wait for their turn (for tests).
  var waiterCount: Int { progress.withLock { $0.waiters.count } }

  /// Counts one more reduced action, and returns its sequence number; wakes the effects
  /// waiting for it.
  func reduced() -> Int {
    let (sequence, ready) = progress.withLock { progress in
      progress.reduced += 1
      let ready = progress.waiters.filter { $0.count <= progress.reduced }
      progress.waiters.removeAll { $0.count <= progress.reduced }
      return (progress.reduced, ready)
    }
    for waiter in ready { waiter.continuation.resume() }
    return sequence
  }

  /// Returns when `count` actions have been reduced, or the task is cancelled.
  func wait(untilReduced count: Int) async {
    let id = progress.withLock { progress in
      defer { progress.nextID += 1 }
      return progress.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = progress.withLock { progress in
          guard progress.reduced < count, !Task.isCancelled else { return true }
          progress.waiters.append(Waiter(id: id, count: count, continuation: continuation))
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      let waiter = progress.withLock { progress -> Waiter? in
        guard let index = progress.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return progress.waiters.remove(at: index)
      }
      waiter?.continuation.resume()
    }
  }
}
