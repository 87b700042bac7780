/// `store.case`: the feature an enum of features' store is in, TCA's `CaseScope`.
extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case this store's state is in, with a store of that case's feature, so that a view
  /// handles every case (a new case is a compile error, not a screen that shows nothing):
  ///
  /// ```swift
  /// switch store.case {
  /// case let .detail(store): SyncUpDetailView(store: store)
  /// case let .meeting(meeting, syncUp): MeetingView(meeting: meeting, syncUp: syncUp)
  /// case let .record(store): RecordMeetingView(store: store)
  /// }
  /// ```
  ///
  /// Reading it observes the whole state: the view that switches is told of every change of
  /// it (TCA's does the same).
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension Store where Action: CasePathable {
  /// A store of the case `toChildState` reads, which the state is in: what `@Reducer` and
  /// `generate-case-paths` write in an enum of features' `scope(_:)`. Not meant to be called
  /// by hand.
  ///
  /// - Parameters:
  ///   - toChildState: The case, as an optional of its feature's state (`\.detail`).
  ///   - toChildAction: The case of the actions (`\.detail`).
  ///   - state: The case's state, read just before: the state of the store returned if the
  ///     case could not be scoped (which a generated `scope(_:)` never does).
  /// - Returns: The case's store.
  public func _caseScope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    current state: ChildState
  ) -> Store<ChildState, ChildAction> {
    if let store = scope(state: toChildState, action: toChildAction) { return store }
    // NB: Unreachable from a generated `scope(_:)`, which read the case just before.
    Diagnostics.report(
      Diagnostic(
        "store.case read a case of \(State.self) that it could not scope: the store returned "
          + "shows its state and sends nothing."))
    return Store<ChildState, ChildAction>(initialState: state) { EmptyReducer() }
  }
}
