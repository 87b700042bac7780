extension Reducer {
  /// Runs a presented child feature while its state is present, and manages its lifetime:
  /// TCA 1.0's navigation `ifLet`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .ifLet(\.$destination, action: /Action.destination) { Destination() }
  /// }
  /// ```
  ///
  /// - The child runs before the parent, so the parent sees the child's changes.
  /// - `.dismiss` reaches the parent first, then the child state becomes `nil`.
  /// - The child can dismiss itself with `@Dependency(\.dismiss)`: the parent then receives
  ///   `.dismiss`.
  /// - When the child goes away (dismissed, set to `nil`, or replaced by a child of another
  ///   identity: another `id`, or another enum case), its effects are cancelled.
  /// - An alert or a confirmation dialog (``AlertState``, ``ConfirmationDialogState``) is
  ///   dismissed after any of its button actions.
  /// - A child action that arrives while nothing is presented is reported as a runtime
  ///   diagnostic (a test failure under a `TestStore`) and ignored.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  ///   - destination: The child reducer.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      site: OperatorSite(kind: .ifLet, fileID: fileID, line: line, column: column))
  }

  /// Presents a child that has no reducer of its own, such as an ``AlertState``: its actions
  /// reach the parent, and it is dismissed after any of them.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: /Action.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$alert`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: {},
      fileID: fileID, line: line, column: column)
  }

  /// ``ifLet(_:action:destination:fileID:line:column:)-(_,AnyCasePath<Action,PresentationAction<DestinationAction>>,_,_,_,_)``
  /// naming the action case by key path: `.ifLet(\.$destination, action: \.destination)`.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  ///   - destination: The child reducer.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Action: CasePathable
  {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: destination, fileID: fileID, line: line, column: column)
  }

  /// Presents a child with no reducer (an alert), naming the action case by key path.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$alert`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where Action: CasePathable {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: {}, fileID: fileID, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:destination:fileID:line:column:)-(_,AnyCasePath<Action,PresentationAction<DestinationAction>>,_,_,_,_)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>> & Sendable
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let site: OperatorSite

  /// Runs the child (on `.presented`), then the parent; dismisses, cancels and starts
  /// listening for the child's `dismiss()` as the presentation changes.
  public func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    let before = state[keyPath: toPresentationState].wrappedValue
    let identityBefore = before.map(navigationIdentity(of:))
    let namespaceBefore = identityBefore.map { site.namespace(id: $0) }
    var childEffect = Effect<Base.Action>.none
    var dismissAfterParent = false

    switch toPresentationAction.extract(from: action) {
    case .none:
      break
    case .dismiss:
      if before == nil { site.warnAbsent(action: action, state: "nil") }
      dismissAfterParent = before != nil
    case let .presented(childAction):
      if var childState = state[keyPath: toPresentationState].wrappedValue,
        let namespace = namespaceBefore
      {
        let embed = toPresentationAction
        childEffect = destination.reducePresented(
          into: &childState, action: childAction, namespace: namespace
        ) { embed.embed(.presented($0)) }
        state[keyPath: toPresentationState].wrappedValue = childState
        // An alert or a dialog goes away after any of its actions.
        dismissAfterParent = isEphemeral(childState)
      } else {
        site.warnAbsent(action: action, state: "nil")
      }
    }

    let parentEffect = base.reduce(into: &state, action: action)

    // Dismiss only the child the action was meant for: the parent may have replaced it.
    if dismissAfterParent,
      state[keyPath: toPresentationState].wrappedValue.map(navigationIdentity(of:))
        == identityBefore
    {
      state[keyPath: toPresentationState].wrappedValue = nil
    }

    let after = state[keyPath: toPresentationState].wrappedValue
    let identityAfter = after.map(navigationIdentity(of:))
    var effects = [childEffect, parentEffect]
    if let namespaceBefore, identityAfter != identityBefore {
      effects.append(.cancelNamespace(namespaceBefore))
    }
    if let after, let identityAfter,
      identityAfter != identityBefore || !state[keyPath: toPresentationState].isPresented
    {
      state[keyPath: toPresentationState].isPresented = true
      if !isEphemeral(after) {
        effects.append(
          .navigationListener(
            namespace: site.namespace(id: identityAfter),
            then: toPresentationAction.embed(.dismiss)))
      }
    }
    return .merge(effects)
  }
}

/// State that is dismissed after any action it sends (``AlertState``,
/// ``ConfirmationDialogState``), so it needs no reducer and never waits to be dismissed.
public protocol _EphemeralState {}

/// Whether `value` is an ephemeral state, or an enum destination currently in a case holding
/// one.
func isEphemeral<Value>(_ value: Value) -> Bool {
  if value is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
