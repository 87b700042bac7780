// TCA 1.0's spellings: timeouts in nanoseconds, and `receive` with an unlabeled predicate.

extension TestStore where Action: Equatable {
  /// ``receive(_:timeout:assert:fileID:file:line:column:)`` with a timeout in nanoseconds,
  /// as TCA 1.0 writes it (`timeout: 250_000_000`).
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
  /// ``finish(timeout:fileID:file:line:column:)`` with a timeout in nanoseconds, as TCA 1.0
  /// writes it (`timeout: NSEC_PER_SEC`).
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

  /// ``receive(_:timeout:assert:fileID:file:line:column:)-(AnyCasePath<Action,Value>,_,_,_,_,_,_)``
  /// with a timeout in nanoseconds.
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
