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
  // NB: `Scope` is rebuilt each time a `body` runs, and nested, it is only fast while the
  // optimizer can fold a whole level away, which it does only for a struct of few stored
  // properties (leaf fields): one more (measured: a constant `UInt`) and five levels cost
  // 400 ns a send instead of 50. Hence one enum for the state, and a one-field site.
  @usableFromInline let toChildState: ChildState
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let site: OperatorSite

  /// How the child state is reached.
  @usableFromInline
  enum ChildState: Sendable {
    case keyPath(WritableKeyPath<ParentState, Child.State> & Sendable)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  /// Scopes to a struct property of the parent state.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state in the parent's.
  ///   - toChildAction: The parent's case that carries child actions.
  ///   - child: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
    self.site = OperatorSite(
      kind: .scope, fileID: fileID, filePath: filePath, line: line, column: 1)
  }

  /// Scopes to a case of an enum parent state.
  ///
  /// - Parameters:
  ///   - toChildState: The case of the parent state that holds the child's state.
  ///   - toChildAction: The parent's case that carries child actions.
  ///   - child: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
    self.site = OperatorSite(
      kind: .scope, fileID: fileID, filePath: filePath, line: line, column: 1)
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
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentAction: CasePathable {
    self.init(
      state: toChildState, action: ParentAction.allCasePaths[keyPath: toChildAction],
      child: child, fileID: fileID, filePath: filePath, line: line)
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
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
  )
  where
    ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable,
    ParentAction: CasePathable
  {
    self.init(
      state: ParentState.allCasePaths[keyPath: toChildState],
      action: ParentAction.allCasePaths[keyPath: toChildAction],
      child: child, fileID: fileID, filePath: filePath, line: line)
  }

  /// Runs the child for child actions; ignores every other action.
  @inlinable
  @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    // NB: Always inlined: `Scope` is rebuilt each time a `body` runs, and inlined, its
    // construction and its copies fold away.
    guard let childAction = toChildAction._extract(action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case .keyPath(let keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .casePath(let casePath):
      guard var childState = casePath._extract(state) else {
        warnOtherCase(state: state, action: action)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath._embed(childState)
    }
    if effect.isNone { return .none }
    let embed = toChildAction._embed
    // NB: The child's namespaces (its rows', its presented children's) are named by the path
    // from the root: this scope's own key (its type, site and key path, see `OperatorKey`)
    // qualifies them, so one feature scoped twice never shares a namespace with itself. A
    // case has no key path here (a `CaseKeyPath` is not `Sendable`): its name, read from the
    // state, which is in that case now, tells two cases of one helper apart; where the state
    // has a mirror of its own (no case name in it), the child action's case does.
    return effect.map { embed($0) }.qualifyingNamespaces(
      by: operatorKey(state: state, action: action))
  }

  @usableFromInline
  @inline(never)
  func operatorKey(state: ParentState, action: ParentAction) -> OperatorKey {
    switch toChildState {
    case .keyPath(let keyPath):
      return OperatorKey(Self.self, site: site, path: keyPath)
    case .casePath:
      let name =
        caseName(of: state).map { "state." + $0 } ?? caseName(of: action).map { "action." + $0 }
      return OperatorKey(Self.self, site: site, path: nil, caseName: name)
    }
  }

  @usableFromInline
  @inline(never)
  func warnOtherCase(state: ParentState, action: ParentAction) {
    site.warn(
      """
      A "Scope" at "\(site.fileID):\(site.line)" received a child action when its state was \
      in another case. Action: \(describe(action)). State: \(describe(state)).
      """)
  }
}

extension Scope: Sendable where Child: Sendable {}
