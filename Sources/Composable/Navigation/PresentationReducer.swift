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
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      site: OperatorSite(
        kind: .ifLet, fileID: fileID, filePath: filePath, line: line, column: column))
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
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: {},
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``
  /// naming the action case by key path: `.ifLet(\.$destination, action: \.destination)`.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  ///   - destination: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Action: CasePathable
  {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: destination, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presents a child with no reducer (an alert), naming the action case by key path.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$alert`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where Action: CasePathable {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: {}, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>> & Sendable
  @usableFromInline let toPresentationAction:
    AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let site: OperatorSite

  @inlinable
  init(
    base: Base, destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
      & Sendable,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    site: OperatorSite
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.site = site
  }

  /// Runs the child (on `.presented`), then the parent; dismisses, cancels and starts
  /// listening for the child's `dismiss()` as the presentation changes.
  @inlinable
  @inline(__always)
  public func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    // The common case first: an action of a presented child of a plain type (neither
    // `Identifiable` nor an enum, so any value is the same child) that is not an alert.
    // It needs no identity, and the presentation is read once and written twice.
    // (The child action is taken out in an expression of its own, so that the extracted
    // `PresentationAction`, whose `presented` case is indirect, dies at once: its box then
    // needs no retain.)
    if let childAction = toPresentationAction.extract(from: action)?.presentedAction {
      var presentation = state[keyPath: toPresentationState]
      if let shape = presentation.presentedShape, shape.kind == .plain, !shape.isEphemeral {
        // The presentation is moved out of the parent while the child changes, so that its
        // box is uniquely referenced and the child changes in place. (`\.$destination` is a
        // computed property: a change through it would copy the box.)
        state[keyPath: toPresentationState] = PresentationState(wrappedValue: nil)
        var childEffect = Effect<Base.Action>.none
        if var childState = presentation.takeValue() {
          let embed = toPresentationAction
          childEffect = destination.reducePresented(
            into: &childState, action: childAction,
            child: PresentedChild(
              operator: OperatorKey(Self.self, site: site, path: toPresentationState),
              identity: .same)
          ) { embed.embed(.presented($0)) }
          presentation.putValue(childState)
        }
        state[keyPath: toPresentationState] = consume presentation
        let parentEffect = base.reduce(into: &state, action: action)
        // Still presented (a plain child is the same child for as long as one is) and
        // listened to: no bookkeeping.
        if state[keyPath: toPresentationState].isListened {
          return childEffect.merge(with: parentEffect)
        }
        return settle(
          &state, shapeBefore: shape,
          factsBefore: NavigationFacts(identity: .same, isEphemeral: false),
          dismissAfterParent: false, childEffect: childEffect, parentEffect: parentEffect)
      }
    }
    return reduceInGeneral(
      into: &state, action: action, presentedAction: toPresentationAction.extract(from: action))
  }

  /// ``reduce(into:action:)`` for any child and action: an `Identifiable` or enum child
  /// (whose identity is looked at before and after), an alert, a dismissal, a parent action.
  @inlinable
  @inline(__always)
  func reduceInGeneral(
    into state: inout Base.State, action: Base.Action,
    presentedAction: PresentationAction<Destination.Action>?
  ) -> Effect<Base.Action> {
    let shapeBefore = state[keyPath: toPresentationState].presentedShape
    // A child of a plain type is the same child for as long as one is presented: only an
    // `Identifiable` or enum child has an identity to look up (which costs a look at it).
    let factsBefore = state[keyPath: toPresentationState].navigationFacts(shape: shapeBefore)
    var childEffect = Effect<Base.Action>.none
    var dismissAfterParent = false

    switch presentedAction {
    case .none:
      break
    case .dismiss:
      if shapeBefore == nil { site.warnAbsent(action: action, state: "nil") }
      dismissAfterParent = shapeBefore != nil
    case let .presented(childAction):
      if shapeBefore != nil {
        let embed = toPresentationAction
        let child = PresentedChild(
          operator: OperatorKey(Self.self, site: site, path: toPresentationState),
          identity: factsBefore.identity)
        // Moved out while the child changes, as in `reduce(into:action:)`.
        var presentation = state[keyPath: toPresentationState]
        state[keyPath: toPresentationState] = PresentationState(wrappedValue: nil)
        if var childState = presentation.takeValue() {
          childEffect = destination.reducePresented(
            into: &childState, action: childAction, child: child
          ) { embed.embed(.presented($0)) }
          presentation.putValue(childState)
        }
        state[keyPath: toPresentationState] = presentation
        // An alert or a dialog goes away after any of its actions.
        dismissAfterParent = factsBefore.isEphemeral
      } else {
        site.warnAbsent(action: action, state: "nil")
      }
    }

    let writeMarkBefore = state[keyPath: toPresentationState].writeMark
    let parentEffect = base.reduce(into: &state, action: action)
    // NB: An alert the parent wrote in answer to a button of the one shown (even an equal
    // one; assigned, written in place, or in a presentation state made anew) is another
    // alert: it stays. An alert is plain state, with no identity of its own: the write tells
    // a new one from the one shown.
    if dismissAfterParent, factsBefore.isEphemeral,
      state[keyPath: toPresentationState].writeMark != writeMarkBefore
    {
      dismissAfterParent = false
    }
    return settle(
      &state, shapeBefore: shapeBefore, factsBefore: factsBefore,
      dismissAfterParent: dismissAfterParent, childEffect: childEffect,
      parentEffect: parentEffect)
  }

  /// After the parent ran: dismisses the child the action was meant to dismiss, cancels the
  /// effects of a child that went away or was replaced by another identity, and starts
  /// listening for the `dismiss()` of a child that appeared.
  @inlinable
  @inline(__always)
  func settle(
    _ state: inout Base.State, shapeBefore: NavigationShape?, factsBefore: NavigationFacts,
    dismissAfterParent: Bool, childEffect: Effect<Base.Action>,
    parentEffect: Effect<Base.Action>
  ) -> Effect<Base.Action> {
    var shapeAfter = state[keyPath: toPresentationState].presentedShape
    var isSameChild = false
    if let shapeBefore, shapeAfter != nil {
      isSameChild =
        shapeBefore.kind == .plain
        || state[keyPath: toPresentationState].navigationFacts(shape: shapeAfter).identity
          == factsBefore.identity
    }

    // Dismiss only the child the action was meant for: the parent may have replaced it.
    if dismissAfterParent, isSameChild {
      state[keyPath: toPresentationState].wrappedValue = nil
      shapeAfter = nil
      isSameChild = false
    }

    let identityChanged = (shapeBefore != nil || shapeAfter != nil) && !isSameChild
    let needsListener =
      shapeAfter != nil && (identityChanged || !state[keyPath: toPresentationState].isPresented)
    if !identityChanged, !needsListener {
      // A child action that leaves the child presented: no bookkeeping.
      return childEffect.merge(with: parentEffect)
    }
    var effects = [childEffect, parentEffect]
    if shapeBefore != nil, identityChanged {
      effects.append(
        .cancelNamespace(
          ChildNamespace.of(
            OperatorKey(Self.self, site: site, path: toPresentationState), id: factsBefore.identity)
        ))
    }
    if let shapeAfter, needsListener {
      state[keyPath: toPresentationState].isPresented = true
      let facts = state[keyPath: toPresentationState].navigationFacts(shape: shapeAfter)
      if !facts.isEphemeral {
        // First: the listener must be registered before the child's effects start, which
        // may call `dismiss()` at once (a child presented in the initial state, whose first
        // action dismisses it).
        effects.insert(
          .navigationListener(
            namespace: ChildNamespace.of(
              OperatorKey(Self.self, site: site, path: toPresentationState), id: facts.identity),
            then: toPresentationAction.embed(.dismiss)), at: 0)
      }
    }
    return .merge(effects)
  }
}

extension _PresentationReducer: Sendable where Base: Sendable, Destination: Sendable {}

/// State that is dismissed after any action it sends (``AlertState``,
/// ``ConfirmationDialogState``), so it needs no reducer and never waits to be dismissed.
public protocol _EphemeralState {}
