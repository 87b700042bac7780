extension Reducer {
  /// Runs a child reducer on one case of an enum state, while the state is in that case.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// The child runs before the parent. When the parent moves the state to another case, the
  /// child's effects in flight are cancelled. A child action arriving in another case is a
  /// runtime diagnostic (a test failure under a `TestStore`) and is ignored.
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the parent state holding the child state.
  ///   - toCaseAction: The case of the parent action carrying child actions.
  ///   - caseReducer: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then caseReducer: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, child: caseReducer(), toChildState: toCaseState,
      toChildAction: toCaseAction,
      site: OperatorSite(
        kind: .ifCaseLet, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs a child reducer on one case of an enum state, naming both cases by key path.
  ///
  /// The same as the case path form, with `\.loggedIn` in place of `/State.loggedIn` and
  /// `/Action.loggedIn`.
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the parent state holding the child state.
  ///   - toCaseAction: The case of the parent action carrying child actions.
  ///   - caseReducer: The child reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then caseReducer: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where
    Case.State == CaseState, Case.Action == CaseAction, State: CasePathable,
    Action: CasePathable
  {
    ifCaseLet(
      State.allCasePaths[keyPath: toCaseState],
      action: Action.allCasePaths[keyPath: toCaseAction], then: caseReducer,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let site: OperatorSite

  /// Runs the child (in its case), then the parent; cancels the child's effects when the
  /// state leaves the case, or the child is replaced by one of another identity.
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let identityBefore = toChildState.extract(from: state).map(navigationIdentity(of:))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = toChildState.extract(from: state), let identityBefore {
        let effect = child.reduce(into: &childState, action: childAction)
        state = toChildState.embed(childState)
        let embed = toChildAction
        childEffect = effect.map { embed.embed($0) }
          .namespaced(
            ChildNamespace.of(OperatorKey(Self.self, site: site, path: nil), id: identityBefore))
      } else {
        site.warnAbsent(action: action, state: "in another case (\(caseName(of: state) ?? "?"))")
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if let identityBefore,
      toChildState.extract(from: state).map(navigationIdentity(of:)) != identityBefore
    {
      return .merge(
        childEffect, parentEffect,
        .cancelNamespace(
          ChildNamespace.of(OperatorKey(Self.self, site: site, path: nil), id: identityBefore)))
    }
    return childEffect.merge(with: parentEffect)
  }
}

extension _IfCaseLetReducer: Sendable where Parent: Sendable, Child: Sendable {}
