import Composable

extension TestStore {
  /// The dependencies an assertion closure runs with: the store's, with a stack element id
  /// generator of its own counting from `nextStackID`, so that a stack the closure builds
  /// (`$0.path = StackState([...])`, `$0.path.append(...)`) gets the ids the reducer's got
  /// in that step, and the store's own count is not advanced (TCA does the same).
  /// Runs `body`, an assertion closure, with reports that cannot take their caller's line
  /// placed at the step's (see `Diagnostics.assertionSite`).
  func atAssertionSite<R>(_ location: SourceLocationInfo, _ body: () throws -> R) rethrows -> R {
    let site = Diagnostic(
      "", fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
    return try Diagnostics.$assertionSite.withValue(site, operation: body)
  }

  func assertionDependencies(
    _ nextStackID: StackElementID
  ) -> (inout DependencyValues) -> Void {
    let dependencies = core.dependencies
    return {
      $0 = dependencies
      $0.stackElementID = .starting(at: nextStackID)
    }
  }

  /// Compares the state the reducer produced with the state the test expects.
  func assertState(
    before: State, after: State,
    shared around: SharedAround,
    nextStackID: StackElementID,
    update: ((inout State) throws -> Void)?,
    step: @autoclosure () -> String,
    location: SourceLocationInfo,
    requireChange: Bool = true
  ) {
    defer { shared.didAssert(around.after, asOf: around.stamp) }
    if exhaustivity == .on {
      for message in shared.changesRemovedUnasserted(
        before: around.before, after: around.after, asOf: around.stamp)
      {
        TestFailure.record(message, at: location)
      }
    }
    // NB: Each state is read in the shared values of its moment (see `SharedStateTracker`):
    // the expected state in those before the step (what the closure changes), the actual
    // one in those after it.
    let start = shared.expectedStart(from: around.before, asOf: around.stamp)
    let actualShared = around.after.filling(from: start)
    let writes = stateComparer.watchWrites(to: after, in: actualShared, by: update)
    defer { writes.check(at: location) }
    var expected = before
    var expectedShared = start
    // NB: A non-exhaustive assertion is checked against the actual state (below); applied to
    // the previous state it only shows what was skipped, so without `showSkippedAssertions`
    // it is not run there at all (as in TCA): an `XCTAssertEqual($0.path.count, 1)` in it holds
    // of the state after the action, not of the one before.
    let runsOnPrevious = exhaustivity == .on || exhaustivity == .off(showSkippedAssertions: true)
    // NB: A closure that throws on the previous state (a `try #require` of what the action
    // makes) lists nothing skipped, and is still checked against the actual state.
    var previousRunThrew = false
    if runsOnPrevious, update != nil {
      do {
        // NB: Applied to the previous state, its own failures (an `XCTModify` of a case the
        // previous state was not in) are not the test's.
        expectedShared = try SharedOverlay.withSnapshot(start) {
          try AssertionContext.$isNonExhaustive.withValue(exhaustivity != .on) {
            try TestFailure.$isSuppressed.withValue(exhaustivity != .on) {
              try atAssertionSite(location) {
                try withDependencies(assertionDependencies(nextStackID)) {
                  // NB: Run on the previous state only to list what was skipped: the test's own
                  // assertions in it (`#expect($0.count == 1)`) may fail there, and are known
                  // issues, as TCA runs this under `XCTExpectFailure(strict: false)`.
                  if exhaustivity == .on {
                    try update?(&expected)
                  } else {
                    try TestFailure.asKnownIssues { try update?(&expected) }
                  }
                }
              }
            }
          }
        }.snapshot
      } catch {
        if exhaustivity == .on {
          TestFailure.record("Threw error in the assertion closure: \(error)", at: location)
          return
        }
        previousRunThrew = true
      }
    }
    var note: String?
    // NB: Whether a comparison met a part it could not compare: two states equal but for
    // such parts may still differ there, so "no change occurred" cannot be said of them.
    var metOpaque = false
    // NB: Compared in the shared values the actual state holds, and those it no longer holds
    // (the reducer replaced one, `state.$count = Shared(value: 5)`) only where the reducer
    // changed them, at their value now, as TCA checks the shared values a step changed: the
    // closure writes to a dropped one through the state it starts from, and an unchanged
    // one is no part of the step (found by review: `$0.count = 5` failed an assertion that
    // held).
    var comparedShared = around.after
    for (id, entry) in around.before.entries where around.after.entries[id] == nil {
      let now = entry.reference.currentValue
      if !entry.reference.valuesEqual(now, entry.value) {
        comparedShared.entries[id] = SharedSnapshot.Entry(reference: entry.reference, value: now)
      }
    }
    func differs(_ lhs: State, _ lhsShared: SharedSnapshot, asserting: Bool = false) -> Bool {
      let result = stateComparer.compare(lhs, in: lhsShared, after, in: comparedShared)
      stateComparer.reportOpaque(
        result, exhaustivity: exhaustivity, asserting: asserting, at: location)
      note = result.firstDifference.map { "  \($0)" }
      metOpaque = metOpaque || !result.opaque.isEmpty
      return !result.isEqual
    }
    func difference(_ lhs: State, _ lhsShared: SharedSnapshot) -> String? {
      diff(lhs, after, expectedShared: lhsShared, actualShared: actualShared)
    }
    switch exhaustivity {
    case .on:
      if differs(expected, expectedShared) {
        let difference =
          difference(expected, expectedShared)
          ?? sharedValuesDifference(expected: expectedShared, actual: actualShared)
          ?? note ?? "  (States differ by ==, but dump the same.)"
        let header =
          update == nil
          ? "State was not expected to change, but a change occurred after \(step()):"
          : "A state change does not match expectation after \(step()):"
        TestFailure.record("\(header)\n\(difference)\n\n(Expected: −, Actual: +)", at: location)
      } else if requireChange, update != nil, !differs(before, start), !metOpaque {
        TestFailure.record(
          """
          Expected state to change after \(step()), but no change occurred. The assertion \
          closure made no changes to state; if no change is expected, omit the closure.\
          \(stateComparer.noChangeHint)
          """, at: location)
      }
    case let .off(showSkipped):
      guard let update else {
        if showSkipped, differs(before, start), let difference = difference(before, start) {
          TestFailure.recordKnown(
            "State changed after \(step()) without an assertion:\n\(difference)", at: location)
        }
        return
      }
      var expectedFromActual = after
      let fromActualShared: SharedSnapshot
      do {
        fromActualShared = try SharedOverlay.withSnapshot(actualShared) {
          try AssertionContext.$isNonExhaustive.withValue(true) {
            try atAssertionSite(location) {
              try withDependencies(assertionDependencies(nextStackID)) {
                try update(&expectedFromActual)
              }
            }
          }
        }.snapshot
      } catch {
        TestFailure.record("Threw error in the assertion closure: \(error)", at: location)
        return
      }
      if differs(expectedFromActual, fromActualShared, asserting: true) {
        let difference =
          difference(expectedFromActual, fromActualShared) ?? note
          ?? "  (States differ by ==.)"
        TestFailure.record(
          """
          A state change does not match expectation after \(step()):
          \(difference)

          (Expected: −, Actual: +)
          """, at: location)
      } else if showSkipped, !previousRunThrew, differs(expected, expectedShared),
        let difference = difference(expected, expectedShared)
      {
        TestFailure.recordKnown(
          "Changes not asserted after \(step()):\n\(difference)", at: location)
      }
    }
  }
}
