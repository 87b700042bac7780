import Foundation

extension Reducer {
  /// Records every action this reducer reduces to `recorder` (see ``Recorder``).
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._record(to: recorder, redactingState: { $0.password = "" })
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - recorder: Where the session goes.
  ///   - redactingState: Changes each state before it is recorded (diffs and JSON), to keep
  ///     user data out of the recording; the feature's own state is untouched.
  ///   - redactingAction: Changes each action before it is recorded.
  /// - Returns: The reducer, recording.
  public func _record(
    to recorder: Recorder,
    redactingState: (@Sendable (inout State) -> Void)? = nil,
    redactingAction: (@Sendable (inout Action) -> Void)? = nil
  ) -> _RecordReducer<Self> {
    _RecordReducer(
      base: self, recorder: recorder, redactState: redactingState,
      redactAction: redactingAction)
  }
}

/// A reducer that records what its base reduces; see ``Reducer/_record(to:)``.
public struct _RecordReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: Recorder
  let redactState: (@Sendable (inout Base.State) -> Void)?
  let redactAction: (@Sendable (inout Base.Action) -> Void)?

  /// Reduces with the base, records the action, its origin and the change, and marks the
  /// actions the effect sends as its own.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    recorder.start(state: redacted(state), action: Base.Action.self)
    let (sequence, origin, elapsed) = recorder.next(action: customDump(action))
    let before = state
    let effect = base.reduce(into: &state, action: action)
    let shownAction = redacted(action)
    let after = redacted(state)
    recorder.record(
      RecordedAction(
        sequence: sequence, time: Date(), elapsed: elapsed, origin: origin,
        action: customDump(shownAction), actionJSON: jsonText(shownAction),
        diff: diff(redacted(before), after), stateJSON: jsonText(after)))
    return effect.map { [recorder] sent in
      recorder.noteEffectAction(customDump(sent), from: sequence)
      return sent
    }
  }

  private func redacted(_ state: Base.State) -> Base.State {
    guard let redactState else { return state }
    var copy = state
    redactState(&copy)
    return copy
  }

  private func redacted(_ action: Base.Action) -> Base.Action {
    guard let redactAction else { return action }
    var copy = action
    redactAction(&copy)
    return copy
  }
}
