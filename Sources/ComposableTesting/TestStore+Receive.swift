extension TestStore where Action: Equatable {
  /// Asserts that an effect fed `expectedAction` back, and the state it produced.
  ///
  /// Waits up to `timeout` for the action to arrive. When exhaustive, it must be the next
  /// action received.
  ///
  /// - Parameters:
  ///   - expectedAction: The action an effect must send.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - assert: Turns the previous state into the expected one.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      described: dumpAction(expectedAction),
      mismatch: { actual in
        diff(expectedAction, actual, root: "Action")
          ?? "  − \(dumpAction(expectedAction))\n  + \(dumpAction(actual))"
      },
      timeout: timeout, update: updateStateToExpectedResult,
      location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Asserts that an effect fed back an action in the case `casePath` points to.
  ///
  /// ```swift
  /// await store.receive(/Action.numberFactResponse) { $0.isLoading = false }
  /// ```
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      described: "an action matching the case path \(AnyCasePath<Action, Value>.self)",
      mismatch: { actual in "  Received: \(dumpAction(actual))" },
      timeout: timeout, update: updateStateToExpectedResult,
      location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect fed back an action for which `isMatching` is true.
  public func receive(
    where isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      described: "an action matching the predicate",
      mismatch: { actual in "  Received: \(dumpAction(actual))" },
      timeout: timeout, update: updateStateToExpectedResult,
      location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receiveAction(
    matching: (Action) -> Bool,
    described: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    location: SourceLocationInfo
  ) async {
    await receiveOne(
      matching: matching, described: described, mismatch: mismatch, timeout: timeout,
      update: update, location: location)
    // NB: An effect whose last statement sent the action just received needs a moment (one
    // hop back from the main actor) to finish; let it, so the end-of-test check is exact.
    _ = await waitUntil(timeout: .milliseconds(5)) { [unowned self] in
      core.effects.records.isEmpty
    }
  }

  private func receiveOne(
    matching: (Action) -> Bool,
    described: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    location: SourceLocationInfo
  ) async {
    lastStepLocation = location
    let timeout = timeout ?? self.timeout
    // NB: With no effect running, nothing more can arrive: stop waiting at once.
    _ = await waitUntil(timeout: timeout) { [unowned self] in
      if exhaustivity == .on, !received.isEmpty { return true }
      if received.contains(where: { matching($0.action) }) { return true }
      return core.effects.records.isEmpty
    }
    if exhaustivity == .on {
      guard !received.isEmpty else {
        TestFailure.record(notReceivedMessage(described, timeout: timeout), at: location)
        return
      }
      let next = received.removeFirst()
      guard matching(next.action) else {
        TestFailure.record(
          "Received unexpected action:\n\(mismatch(next.action))\n\n(Expected: −, Received: +)",
          at: location)
        return
      }
      assertState(
        before: next.before, after: next.after, update: update,
        step: "receive(\(dumpAction(next.action)))", location: location)
      return
    }
    guard let index = received.firstIndex(where: { matching($0.action) }) else {
      TestFailure.record(notReceivedMessage(described, timeout: timeout), at: location)
      return
    }
    let skipped = received[..<index]
    if exhaustivity == .off(showSkippedAssertions: true), !skipped.isEmpty {
      TestFailure.recordKnown(
        "Skipped receiving \(skipped.map { dumpAction($0.action) }.joined(separator: ", "))",
        at: location)
    }
    let next = received[index]
    received.removeSubrange(...index)
    assertState(
      before: next.before, after: next.after, update: update,
      step: "receive(\(dumpAction(next.action)))", location: location)
  }

  private func notReceivedMessage(_ described: String, timeout: Duration) -> String {
    var message = "Expected to receive \(described), but received none after \(timeout)."
    if received.isEmpty {
      message += "\nNo action was received"
    } else {
      message +=
        "\nReceived instead:\n"
        + received.map { "  • " + dumpAction($0.action) }.joined(separator: "\n")
    }
    let running = core.effects.records.values.map { record in
      dumpAction(sendLocations[ObjectIdentifier(record.group)]?.action ?? record.origin)
    }
    if running.isEmpty {
      message += received.isEmpty ? "; no effect is running, so none can arrive." : ""
    } else {
      message +=
        "\n\(running.count) \(plural(running.count, "effect")) still running, started by: "
        + running.joined(separator: ", ") + "."
    }
    return message
  }
}

extension TestStore {
  /// Waits for every effect in flight to finish; fails after `timeout`, naming each effect
  /// still running and the action that started it.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    let timeout = timeout ?? self.timeout
    let finished = await waitUntil(timeout: timeout) { [unowned self] in
      core.effects.records.isEmpty
    }
    guard !finished else { return }
    for record in core.effects.records.values {
      let origin = sendLocations[ObjectIdentifier(record.group)]
      let message = """
        An effect returned for \(dumpAction(origin?.action ?? record.origin)) was still \
        running when "finish(timeout: \(timeout))" expired.
        """
      switch exhaustivity {
      case .on: TestFailure.record(message, at: location)
      case .off(showSkippedAssertions: true): TestFailure.recordKnown(message, at: location)
      case .off: break
      }
    }
  }

  /// Discards the actions received but not yet asserted.
  ///
  /// - Parameter strict: Fail when there is nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.yield()
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    if received.isEmpty {
      if strict { TestFailure.record("There were no received actions to skip.", at: location) }
      return
    }
    if exhaustivity == .off(showSkippedAssertions: true) {
      TestFailure.recordKnown(
        "Skipped receiving \(received.map { dumpAction($0.action) }.joined(separator: ", "))",
        at: location)
    }
    received.removeAll()
  }

  /// Cancels every effect in flight, so the test can end without waiting for them.
  ///
  /// - Parameter strict: Fail when no effect is running.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    if core.effects.records.isEmpty {
      if strict { TestFailure.record("There were no in-flight effects to skip.", at: location) }
      return
    }
    core.effects.cancelAll()
    _ = await waitUntil(timeout: .seconds(1)) { [unowned self] in core.effects.records.isEmpty }
  }
}
