// TCA 1.0's spellings: timeouts in nanoseconds, and `receive` with an unlabeled predicate.

extension TestStore where Action: Equatable {
  /// ``receive(_:timeout:assert:fileID:file:line:column:)-(Action,Duration?,_,_,_,_,_)`` with a timeout in nanoseconds,
  /// as TCA 1.0 writes it (`timeout: 250_000_000`).
  ///
  /// - Parameters:
  ///   - expectedAction: The action an effect must send.
  ///   - nanoseconds: How long to wait, in nanoseconds.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @available(*, deprecated, message: "Pass a 'Duration', as in 'timeout: .milliseconds(250)'.")
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expectedAction, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// ``finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)`` with a timeout in nanoseconds, as TCA 1.0
  /// writes it (`timeout: NSEC_PER_SEC`).
  ///
  /// - Parameters:
  ///   - nanoseconds: How long to wait, in nanoseconds.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @available(*, deprecated, message: "Pass a 'Duration', as in 'timeout: .seconds(1)'.")
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds), fileID: fileID, file: filePath, line: line,
      column: column)
  }

  /// ``receive(_:timeout:assert:fileID:file:line:column:)-(AnyCasePath<Action,Value>,Duration?,_,_,_,_,_)``
  /// with a timeout in nanoseconds.
  ///
  /// - Parameters:
  ///   - casePath: The case the received action must be in, TCA 1.0's `/Action.case`.
  ///   - nanoseconds: How long to wait, in nanoseconds.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @available(*, deprecated, message: "Pass a 'Duration', as in 'timeout: .milliseconds(250)'.")
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      casePath, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Asserts that an effect fed back an action for which `isMatching` is true: TCA 1.0's
  /// unlabeled spelling of ``receive(where:timeout:assert:fileID:file:line:column:)``.
  ///
  /// ```swift
  /// await store.receive { action in
  ///   guard case .response(.success) = action else { return false }
  ///   return true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the expected one.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      where: isMatching, timeout: timeout, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}

extension TestStoreTask {
  /// ``finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)`` with a timeout in
  /// nanoseconds, as TCA 1.0 wrote it: `finish(timeout: NSEC_PER_SEC)`.
  ///
  /// - Parameters:
  ///   - nanoseconds: How long to wait, in nanoseconds.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds), fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
