/// Runs a child reducer on part of the parent's state, for the parent's child actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in ... }
/// }
/// ```
///
/// With enum state, pass a case path for the state: the child runs only while the state is in
/// that case, and an action arriving in another case is reported as a runtime diagnostic.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  // NB: Exactly one of the two is set. Two optionals, not an enum, because a key path in an
  // optional costs nothing to test, and `Scope` is rebuilt each time a `body` runs.
  @usableFromInline let toChildStateKeyPath: WritableKeyPath<ParentState, Child.State>?
  @usableFromInline let toChildStateCasePath: AnyCasePath<ParentState, Child.State>?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  /// Scopes to a struct property of the parent state.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state in the parent's.
  ///   - toChildAction: The parent's case that carries child actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildStateKeyPath = toChildState
    self.toChildStateCasePath = nil
    self.toChildAction = toChildAction
    self.child = child()
    self.fileID = fileID
    self.line = line
  }

  /// Scopes to a case of an enum parent state.
  ///
  /// - Parameters:
  ///   - toChildState: The case of the parent state that holds the child's state.
  ///   - toChildAction: The parent's case that carries child actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildStateKeyPath = nil
    self.toChildStateCasePath = toChildState
    self.toChildAction = toChildAction
    self.child = child()
    self.fileID = fileID
    self.line = line
  }

  /// Scopes to a struct property of the parent state, naming the action case by key path.
  ///
  /// ```swift
  /// Scope(state: \.counter, action: \.counter) { Counter() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The child's state in the parent's.
  ///   - toChildAction: The parent's case that carries child actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentAction: CasePathable {
    self.init(
      state: toChildState, action: ParentAction.allCasePaths[keyPath: toChildAction],
      child: child, fileID: fileID, line: line)
  }

  /// Scopes to a case of an enum parent state, naming both cases by key path.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The case of the parent state that holds the child's state.
  ///   - toChildAction: The parent's case that carries child actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  )
  where
    ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable,
    ParentAction: CasePathable
  {
    self.init(
      state: ParentState.allCasePaths[keyPath: toChildState],
      action: ParentAction.allCasePaths[keyPath: toChildAction],
      child: child, fileID: fileID, line: line)
  }

  /// Runs the child for child actions; ignores every other action.
  @inlinable
  @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    // NB: Always inlined: `Scope` is rebuilt each time a `body` runs, and inlined, its
    // construction and its copies fold away.
    guard let childAction = toChildAction._extract(action) else { return .none }
    let effect: Effect<Child.Action>
    if let keyPath = toChildStateKeyPath {
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    } else if let casePath = toChildStateCasePath {
      guard var childState = casePath._extract(state) else {
        warnOtherCase(state: state, action: action)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath._embed(childState)
    } else {
      return .none
    }
    if effect.isNone { return .none }
    let embed = toChildAction._embed
    return effect.map { embed($0) }
  }

  @usableFromInline
  @inline(never)
  func warnOtherCase(state: ParentState, action: ParentAction) {
    runtimeWarn(
      """
      A "Scope" at "\(fileID):\(line)" received a child action when its state was in \
      another case. Action: \(describe(action)). State: \(describe(state)).
      """, fileID: fileID, line: line)
  }
}
