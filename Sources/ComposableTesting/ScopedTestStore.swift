import Composable

extension TestStore {
  /// A test store that sends and asserts one child feature's actions and state, through this
  /// store (TCA 0.x's `TestStore.scope`, still found in TCA 1.0 apps' tests).
  ///
  /// ```swift
  /// let child = store.scope(state: \.child, action: /AppFeature.Action.child)
  /// await child.send(.increment) { $0.count = 1 }
  /// ```
  ///
  /// Every step goes through this store, so its exhaustivity, effects and checks apply.
  ///
  /// - Parameters:
  ///   - toScopedState: The child state.
  ///   - fromScopedAction: The case of this store's action that carries child actions.
  /// - Returns: The scoped test store.
  public func scope<ScopedState, ScopedAction>(
    state toScopedState: WritableKeyPath<State, ScopedState>,
    action fromScopedAction: AnyCasePath<Action, ScopedAction>
  ) -> ScopedTestStore<State, Action, ScopedState, ScopedAction> {
    ScopedTestStore(parent: self, toState: toScopedState, embed: { fromScopedAction.embed($0) })
  }

  /// A test store of one child feature, with the case constructor that embeds its actions,
  /// as TCA 0.x wrote it: `store.scope(state: \.child, action: AppFeature.Action.child)`.
  ///
  /// - Parameters:
  ///   - toScopedState: The child state.
  ///   - fromScopedAction: Embeds a child action in this store's action.
  /// - Returns: The scoped test store.
  public func scope<ScopedState, ScopedAction>(
    state toScopedState: WritableKeyPath<State, ScopedState>,
    action fromScopedAction: @escaping (ScopedAction) -> Action
  ) -> ScopedTestStore<State, Action, ScopedState, ScopedAction> {
    ScopedTestStore(parent: self, toState: toScopedState, embed: fromScopedAction)
  }
}

extension TestStore where Action: CasePathable {
  /// A test store of one child feature, naming the action case by key path:
  /// `store.scope(state: \.child, action: \.child)`.
  ///
  /// - Parameters:
  ///   - toScopedState: The child state.
  ///   - fromScopedAction: The case of this store's action that carries child actions.
  /// - Returns: The scoped test store.
  public func scope<ScopedState, ScopedAction>(
    state toScopedState: WritableKeyPath<State, ScopedState>,
    action fromScopedAction: CaseKeyPath<Action, ScopedAction>
  ) -> ScopedTestStore<State, Action, ScopedState, ScopedAction> {
    scope(state: toScopedState, action: Action.allCasePaths[keyPath: fromScopedAction])
  }
}

/// A view of a ``TestStore`` on one child feature, made by its `scope(state:action:)`.
@MainActor
public final class ScopedTestStore<State, Action, ScopedState, ScopedAction> {
  /// The test store every step goes through.
  public let parent: TestStore<State, Action>
  let toState: WritableKeyPath<State, ScopedState>
  let embed: (ScopedAction) -> Action

  init(
    parent: TestStore<State, Action>, toState: WritableKeyPath<State, ScopedState>,
    embed: @escaping (ScopedAction) -> Action
  ) {
    self.parent = parent
    self.toState = toState
    self.embed = embed
  }

  /// The child state, as last asserted.
  public var state: ScopedState { parent.state[keyPath: toState] }

  /// Sends a child action and asserts the child state after it; see
  /// ``TestStore/send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - action: The child action.
  ///   - updateStateToExpectedResult: Turns the previous child state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: ScopedAction,
    assert updateStateToExpectedResult: ((_ state: inout ScopedState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await parent.send(
      embed(action), assert: lift(updateStateToExpectedResult), fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Waits for every effect to finish; see ``TestStore/finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; the parent's ``TestStore/timeout`` by default.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await parent.finish(
      timeout: timeout, fileID: fileID, file: filePath, line: line, column: column)
  }

  func lift(
    _ update: ((inout ScopedState) throws -> Void)?
  ) -> ((inout State) throws -> Void)? {
    guard let update else { return nil }
    let toState = self.toState
    return { try update(&$0[keyPath: toState]) }
  }
}

extension ScopedTestStore where Action: Equatable {
  /// Asserts that the store received this child action from an effect, and the child state
  /// after it; see ``TestStore/receive(_:timeout:assert:fileID:file:line:column:)-(Action,Duration?,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - expectedAction: The child action expected next.
  ///   - timeout: How long to wait; the parent's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous child state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func receive(
    _ expectedAction: ScopedAction,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout ScopedState) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await parent.receive(
      embed(expectedAction), timeout: timeout,
      assert: lift(updateStateToExpectedResult), fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
