/// Runs a child reducer on part of the parent's state, for the parent's child actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: /Action.counter) {
///     Counter()
///   }
///   Reduce { state, action in ... }
/// }
/// ```
///
/// With enum state, pass a case path for the state: the child runs only while the state is in
/// that case, and an action arriving in another case is reported as a runtime diagnostic.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: StatePath
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
    self.toChildState = .keyPath(toChildState)
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
    self.toChildState = .casePath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
    self.fileID = fileID
    self.line = line
  }

  /// Runs the child for child actions; ignores every other action.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .keyPath(keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(casePath):
      guard var childState = casePath.extract(from: state) else {
        _runtimeWarn(
          """
          A "Scope" at "\(fileID):\(line)" received a child action when its state was in \
          another case. Action: \(describe(action)). State: \(describe(state)).
          """, fileID: fileID, line: line)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    if effect.isNone { return .none }
    let embed = toChildAction
    return effect.map { embed.embed($0) }
  }
}

/// Reports a runtime diagnostic from an inlinable operator.
@usableFromInline
func _runtimeWarn(_ message: String, fileID: StaticString, line: UInt) {
  runtimeWarn(message, fileID: fileID, line: line)
}
