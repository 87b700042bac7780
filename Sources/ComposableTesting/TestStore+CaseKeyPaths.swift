import Composable

/// Sending by case key path, as TCA 1.9+ tests do: `send(\.destination.add.binding.title, "A")`,
/// `send(\.path[id: 0].detail.saveTapped)`.
extension TestStore where Action: CasePathable {
  /// Sends the action the case key path `caseKeyPath` names, with `value` as its payload, and
  /// asserts the state it produces (see ``send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)``).
  ///
  /// ```swift
  /// await store.send(\.destination.add.binding.title, "Engineering") {
  ///   $0.destination?.add?.syncUp.title = "Engineering"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - caseKeyPath: The action's case, through the features it goes through.
  ///   - value: Its payload.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send<Value>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.allCasePaths[keyPath: caseKeyPath].embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Sends the payload-free action the case key path names: `send(\.path[id: 0].detail.saveTapped)`.
  ///
  /// - Parameters:
  ///   - caseKeyPath: The action's case.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ caseKeyPath: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.allCasePaths[keyPath: caseKeyPath].embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Sends a presented feature's action the case key path names, with `value` as its payload:
  /// `send(\.destination.add.binding.title, "A")` sends
  /// `.destination(.presented(.add(.binding(.set(\.title, "A")))))`.
  ///
  /// - Parameters:
  ///   - caseKeyPath: The action's case, through the presentation.
  ///   - value: Its payload.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send<Value>(
    _ caseKeyPath: CaseKeyPath<Action, PresentationAction<Value>>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Action.allCasePaths[keyPath: caseKeyPath].embed(.presented(value)),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}
