extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// store.withExhaustivity(.off) {
  ///   store.assert { $0.isLoading = false }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity for the operation.
  ///   - operation: The assertions to run.
  /// - Returns: What `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the async `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(\.response)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity for the operation.
  ///   - operation: The steps to run.
  /// - Returns: What `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  /// Asserts the store's current state without sending anything: `updateStateToExpectedResult`
  /// turns the last asserted state into the expected one.
  ///
  /// Most useful in a non-exhaustive test, after `finish()` or after sends whose changes were
  /// not all asserted:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.child(.closeButtonTapped))
  /// await store.finish()
  /// store.assert { $0.child = nil }
  /// ```
  ///
  /// The state it checks includes the actions effects fed back, received or not; when the
  /// store is not exhaustive, those not yet received are skipped, as the next `send` would
  /// skip them. Unlike `send`'s closure, it is not a failure when nothing changed.
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Turns the last asserted state into the
  ///   expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = core.state
    // NB: Non-exhaustive, the assertion covers what the received actions did, so they are
    // skipped as a `send` would skip them. Exhaustive, they stay for `receive` to assert.
    if exhaustivity != .on, !received.isEmpty {
      if exhaustivity == .off(showSkippedAssertions: true) {
        TestFailure.recordKnown(
          "Skipped receiving \(received.map { dumpAction($0.action) }.joined(separator: ", "))",
          at: location)
      }
      received.removeAll()
    }
    let around = SharedAround(
      before: assertedShared, after: shared.capture(actual), stamp: shared.stamp)
    assertState(
      before: assertedState, after: actual, shared: around,
      nextStackID: core.dependencies.stackElementID.peek(), update: updateStateToExpectedResult,
      step: "assert", location: location, requireChange: false)
    assertedState = actual
    assertedShared = around.after
  }
}
