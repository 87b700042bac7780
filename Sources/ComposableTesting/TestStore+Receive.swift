extension TestStore where Action: Equatable {
  /// Asserts that an effect fed `expectedAction` back, and the state it produced.
  ///
  /// Waits up to `timeout` for the action to arrive. When exhaustive, it must be the next
  /// action received.
  ///
  /// - Parameters:
  ///   - expectedAction: The action an effect must send.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
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
  ///
  /// - Parameters:
  ///   - casePath: The case the received action must be in, TCA 1.0's `/Action.case`.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
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
      mismatch: { actual in
        "  Expected: an action matching the case path \(AnyCasePath<Action, Value>.self)\n"
          + "  Received: \(dumpAction(actual))"
      },
      timeout: timeout, update: updateStateToExpectedResult,
      location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect fed back an action in the case a case key path names.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse.success) { $0.isLoading = false }
  /// ```
  ///
  /// - Parameters:
  ///   - caseKeyPath: The case the received action must be in, as in `\.response.success`.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func receive<Value>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = Action.allCasePaths[keyPath: caseKeyPath]
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      described: "an action matching \(describeCase(caseKeyPath, at: location))",
      mismatch: { actual in
        "  Expected: an action matching \(describeCase(caseKeyPath, at: location))\n"
          + "  Received: \(dumpAction(actual))"
      },
      timeout: timeout, update: updateStateToExpectedResult, location: location)
  }

  /// Asserts that an effect fed back an action in the case a case key path names, with the
  /// given payload.
  ///
  /// ```swift
  /// await store.receive(\.numberFactResponse.success, "42 is a good number.") {
  ///   $0.fact = "42 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - caseKeyPath: The case the received action must be in, as in `\.response.success`.
  ///   - value: The payload the received action must carry.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func receive<Value: Equatable>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = Action.allCasePaths[keyPath: caseKeyPath]
    let expectedAction = casePath.embed(value)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      described: dumpAction(expectedAction),
      mismatch: { actual in
        diff(expectedAction, actual, root: "Action")
          ?? "  − \(dumpAction(expectedAction))\n  + \(dumpAction(actual))"
      },
      timeout: timeout, update: updateStateToExpectedResult,
      location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect fed back an action for which `isMatching` is true.
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the expected one.
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
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
      mismatch: { actual in
        "  Expected: an action matching the predicate\n  Received: \(dumpAction(actual))"
      },
      timeout: timeout, update: updateStateToExpectedResult,
      location: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receiveAction(
    matching: (Action) -> Bool,
    described: @autoclosure () -> String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    location: SourceLocationInfo
  ) async {
    await receiveOne(
      matching: matching, described: described(), mismatch: mismatch, timeout: timeout,
      update: update, location: location)
    // NB: Let the effects react to the action just asserted (and an effect whose last
    // statement sent it finish), so the next step and the end-of-test check see them.
    await TestScheduler.drain()
  }

  private func receiveOne(
    matching: (Action) -> Bool,
    // NB: Lazy: dumping the expected action cost a seventh of a passing `receive`, and only a
    // failure message reads it.
    described: @autoclosure () -> String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    location: SourceLocationInfo
  ) async {
    lastStepLocation = location
    let timeout = timeout ?? self.timeout.duration
    // NB: Waits in real time only for effects blocked outside the test's control; with no
    // effect running, nothing more can arrive, and it stops at once.
    _ = await runEffects(timeout: timeout) { [unowned self] in
      if exhaustivity == .on, !received.isEmpty { return true }
      return received.contains { matching($0.action) }
    }
    if exhaustivity == .on {
      guard !received.isEmpty else {
        TestFailure.record(notReceivedMessage(described(), timeout: timeout), at: location)
        return
      }
      let next = received.removeFirst()
      guard matching(next.action) else {
        // NB: The legend only under a diff, whose lines it explains (a case path's mismatch
        // names what was expected and what came, each on a line of its own).
        let shown = mismatch(next.action)
        let legend = shown.hasPrefix("  Expected: ") ? "" : "\n\n(Expected: −, Received: +)"
        TestFailure.record("Received unexpected action:\n\(shown)\(legend)", at: location)
        return
      }
      assertState(
        before: next.before, after: next.after, shared: next.shared,
        nextStackID: next.nextStackID, update: update,
        step: "receive(\(dumpAction(next.action)))", location: location)
      assertedState = next.after
      assertedShared = next.shared.after
      return
    }
    guard let index = received.firstIndex(where: { matching($0.action) }) else {
      TestFailure.record(notReceivedMessage(described(), timeout: timeout), at: location)
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
      before: next.before, after: next.after, shared: next.shared,
      nextStackID: next.nextStackID, update: update,
      step: "receive(\(dumpAction(next.action)))", location: location)
    assertedState = next.after
    assertedShared = next.shared.after
  }

  private func notReceivedMessage(_ described: String, timeout: Duration) -> String {
    let tracked = trackedEffects
    var message = "Expected to receive \(described), but received none"
    if tracked.isEmpty {
      message += ": no effect is running, so none can arrive."
    } else {
      message += " after waiting \(timeout)."
      let parked = tracked.filter { core.effects.cancellations.isParked($0.id) }
      let blocked = tracked.filter { !core.effects.cancellations.isParked($0.id) }
      if !blocked.isEmpty {
        message += """
           \(blocked.count) \(plural(blocked.count, "effect is", "effects are")) still \
          running, blocked on something outside the test's control (real time, I/O, or a \
          clock the test has not advanced), started by: \
          \(origins(of: blocked).joined(separator: ", ")).
          """
      }
      if !parked.isEmpty {
        message += " " + Self.parkedSentence(origins(of: parked))
      }
    }
    if !received.isEmpty {
      message +=
        "\nReceived instead:\n"
        + received.map { "  • " + dumpAction($0.action) }.joined(separator: "\n")
    }
    return message
  }
}

extension TestStore {
  /// Waits for every effect in flight to finish; fails after `timeout`, naming each effect
  /// still running and the action that started it.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
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
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    let timeout = timeout ?? self.timeout.duration
    let finished = await runEffects(timeout: timeout) { [unowned self] in
      trackedEffects.isEmpty
    }
    guard !finished else { return }
    for record in trackedEffects {
      let waiting =
        core.effects.cancellations.isParked(record.id)
        ? "It is suspended in \"Task.never()\", which ends only when the effect is cancelled."
        : """
        It is waiting on something outside the test's control (real time, I/O, or a clock the \
        test has not advanced).
        """
      let message = """
        An effect returned for \(originDescription(of: record)) was still \
        running when "finish(timeout: \(timeout))" expired. \(waiting)
        """
      switch exhaustivity {
      case .on: TestFailure.record(message, at: location)
      case .off(showSkippedAssertions: true): TestFailure.recordKnown(message, at: location)
      case .off: break
      }
    }
  }

  /// Discards the actions received but not yet asserted; ``state`` then includes what they
  /// changed.
  ///
  /// - Parameters:
  ///   - strict: Fail when there is nothing to skip.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await TestScheduler.drain()
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
    // NB: The skipped actions were reduced: the state is theirs from now on (as in TCA).
    if let last = received.last {
      assertedState = last.after
      assertedShared = last.shared.after
      shared.didAssert(last.shared.after, asOf: last.shared.stamp)
    }
    received.removeAll()
  }

  /// Stops tracking every effect in flight, so the test can end while they still run.
  ///
  /// The effects are not cancelled (as in TCA): they go on until they finish, and are
  /// cancelled when the store goes away. In an exhaustive test, and with
  /// `.off(showSkippedAssertions: true)`, the skipped effects are reported as a known issue.
  ///
  /// - Parameters:
  ///   - strict: Fail when no effect is running.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await TestScheduler.drain()
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let effects = unskippedEffects
    if effects.isEmpty {
      if strict { TestFailure.record("There were no in-flight effects to skip.", at: location) }
      return
    }
    if exhaustivity != .off(showSkippedAssertions: false) {
      let running = origins(of: trackedEffects)
      TestFailure.recordKnown(
        """
        \(running.count) in-flight \(plural(running.count, "effect was", "effects were")) \
        skipped, started by: \(running.joined(separator: ", ")).
        """, at: location)
    }
    skippedEffects.formUnion(effects.keys)
    skippedReductions.formUnion(effects.values.map(\.reduction))
  }
}

/// A case key path as written, `\\.response.success`: as the platform names its components,
/// else as the test's source writes it at `location` (generated case paths are computed
/// properties, which Linux's key path descriptions do not name), else by the action type it
/// starts from.
func describeCase<Action>(
  _ keyPath: KeyPath<some Any, AnyCasePath<Action, some Any>>, at location: SourceLocationInfo
) -> String {
  let text = String(describing: keyPath)
  if !text.contains("<computed"), let range = text.range(of: ".AllCasePaths") {
    return "\\" + text[range.upperBound...]
  }
  return caseKeyPathLiteral(
    in: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
    ?? "a case key path of \(Action.self)"
}

/// The key path literal (`\\.response.success`, `\\.path[id: 0].detail`) that is the first
/// argument of the `receive(` call at `line` and `column` of the source file at `path` (it
/// may go on over the next lines): `nil` when the file cannot be read, or there is no such
/// call there (a key path held in a variable, a helper that passes its caller's line).
///
/// `column` (in UTF-8 bytes from 1, as `#column`) is the call's: its `receive(` is the first
/// that ends at or after it, so two calls on one line each find their own.
func caseKeyPathLiteral(in path: String, line: Int, column: Int = 1) -> String? {
  guard line > 0, let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    return nil
  }
  let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  guard line <= lines.count else { return nil }
  let lineText = lines[line - 1]
  // NB: `#column` of a call is its `(` (Swift 6.3): the call's own `receive(` is the first
  // that ends after the byte before it.
  let start = lineText.utf8.index(
    lineText.startIndex, offsetBy: min(max(column - 8, 0), lineText.utf8.count))
  guard let call = lineText[start...].range(of: "receive(") else { return nil }
  let text = Array(
    lineText[call.upperBound...] + "\n"
      + lines[line..<min(lines.count, line + 3)].joined(separator: "\n"))
  var index = 0
  func skipSpace() { while index < text.count, text[index].isWhitespace { index += 1 } }
  skipSpace()
  guard index + 1 < text.count, text[index] == "\\", text[index + 1] == "." else { return nil }
  var literal = "\\."
  index += 2
  var depth = 0
  while index < text.count {
    let character = text[index]
    if character == "[" {
      depth += 1
    } else if character == "]" {
      guard depth > 0 else { return nil }
      depth -= 1
    } else if depth == 0, character.isWhitespace {
      // NB: A literal wrapped over lines goes on with a `.` on the next one.
      let resume = index
      skipSpace()
      guard index < text.count, text[index] == "." else {
        index = resume
        break
      }
      continue
    } else if depth == 0,
      !(character.isLetter || character.isNumber || character == "_")
        && character != "."
    {
      break
    }
    if depth == 0 || !character.isNewline { literal.append(character) }
    index += 1
  }
  skipSpace()
  guard depth == 0, literal.count > 2, index < text.count, [",", ")"].contains(text[index])
  else { return nil }
  return literal
}

extension TestStore {
  /// Says that the effects started by `origins` are suspended in `Task.never()`.
  static func parkedSentence(_ origins: [String]) -> String {
    """
    \(origins.count) \(plural(origins.count, "effect is", "effects are")) suspended in \
    "Task.never()", which ends only when the effect is cancelled, started by: \
    \(origins.joined(separator: ", ")).
    """
  }
}
