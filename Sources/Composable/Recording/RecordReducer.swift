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

  /// Reduces with the base, and records the action, its origin (as the store tells it) and
  /// the change.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if !recorder.hasStarted {
      let (initial, shared) = redacted(state, shared(in: state))
      recorder.start(
        stateType: Base.State.self, actionType: Base.Action.self,
        fingerprint: shapeFingerprint(state: state, action: Base.Action.self),
        initialState: SharedOverlay.withSnapshot(shared) { customDump(initial) }.result,
        initialStateJSON: SharedOverlay.withSnapshot(shared) { jsonText(initial) }.result)
    }
    let current = ReductionOrigin.current
    let (sequence, origin, elapsed) = recorder.next(
      reduction: current.reduction, origin: current.origin)
    let before = state
    let sharedBefore = shared(in: state)
    let effect = base.reduce(into: &state, action: action)
    let shownAction = redacted(action)
    // NB: Each state is read in the shared values of its moment (a copy of a state refers
    // to the same shared values), and redacted in a copy of them: the redaction of a shared
    // field changes the copy, never the value every holder shares.
    let (shownBefore, shownSharedBefore) = redacted(before, sharedBefore)
    let (shownAfter, shownSharedAfter) = redacted(state, shared(in: state))
    recorder.record(
      RecordedAction(
        sequence: sequence, time: Date(), elapsed: elapsed, origin: origin,
        action: customDump(shownAction), actionJSON: jsonText(shownAction),
        diff: diff(
          shownBefore, shownAfter, expectedShared: shownSharedBefore,
          actualShared: shownSharedAfter),
        stateJSON: SharedOverlay.withSnapshot(shownSharedAfter) { jsonText(shownAfter) }.result,
        returnedEffect: !effect.isNone))
    // NB: What the effect sends is told apart by the store (``ReductionOrigin``), not here.
    return effect
  }

  /// The shared values `state` holds, now (none while no shared value exists).
  private func shared(in state: Base.State) -> SharedSnapshot {
    guard SharedValuesInUse.any else { return SharedSnapshot() }
    return SharedSnapshot(capturing: sharedReferences(in: state))
  }

  private func redacted(
    _ state: Base.State, _ shared: SharedSnapshot
  ) -> (Base.State, SharedSnapshot) {
    guard let redactState else { return (state, shared) }
    var copy = state
    let changed = SharedOverlay.withSnapshot(shared) { redactState(&copy) }.snapshot
    return (copy, changed)
  }

  private func redacted(_ action: Base.Action) -> Base.Action {
    guard let redactAction else { return action }
    var copy = action
    redactAction(&copy)
    return copy
  }
}

extension _RecordReducer: Sendable where Base: Sendable {}
