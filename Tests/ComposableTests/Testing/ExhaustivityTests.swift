import Testing

@testable import ComposableTesting

@MainActor
@Suite struct ExhaustivityTests {
  @Test func offSkipsWhatIsNotAsserted() async {
    let store = TestStore(initialState: Probe.State()) { Probe() }
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.rename("Blobby")) { $0.name = "Blobby" }
    await store.send(.fetch)
    await store.send(.longRun)
    await store.skipInFlightEffects()
  }

  @Test func offStillFailsWrongAssertions() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      store.exhaustivity = .off
      await store.send(.increment)
      await store.send(.increment) { $0.count = 1 }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(Probe.Action.increment):
        Probe.State.count:
          − 1
          + 2

        (Expected: −, Actual: +)
        """
      ])
  }

  /// TCA's SyncUps asserts `receive(.path(.popFrom(id: 1))) { XCTAssertEqual($0.path.count, 1) }`
  /// non-exhaustively: the closure is about the state after the action, and is not run on
  /// the one before (where the check would fail) unless skipped assertions are shown.
  @Test func offRunsTheClosureOnTheStateAfterOnly() async {
    let store = TestStore(initialState: Probe.State()) { Probe() }
    store.exhaustivity = .off
    var counts: [Int] = []
    await store.send(.increment) {
      counts.append($0.count)
      #expect($0.count == 1)
    }
    #expect(counts == [1])
  }

  /// With skipped assertions shown, the closure also runs on the state before the action (to
  /// list what was skipped): an assertion of its own that fails there is a known issue, not a
  /// failure of the test, as in TCA (runs unwrapped: a failure would fail this test).
  @Test func showSkippedAssertionsRunOnThePreviousStateDoesNotFail() async {
    let store = TestStore(initialState: Probe.State()) { Probe() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    var counts: [Int] = []
    await store.send(.increment) {
      counts.append($0.count)
      #expect($0.count == 1)
    }
    #expect(counts.sorted() == [0, 1])
    // A wrong assertion of the state after the action still fails.
    await withKnownIssue {
      await store.send(.increment) { #expect($0.count == 3) }
    }
  }

  /// A closure that throws on the state before the action (a `try #require` of what the action
  /// makes) is still checked against the state after it (before: the step was left there,
  /// and a wrong assertion after the `#require` passed).
  @Test func aClosureThrowingOnThePreviousStateIsStillChecked() async {
    let store = TestStore(initialState: Probe.State()) { Probe() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let messages = await failureMessages {
      await store.send(.increment) {
        _ = try #require($0.count == 0 ? nil : $0.count)
        $0.name = "Wrong"
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A state change does not match expectation") == true)
  }

  @Test func offReceiveSkipsEarlierActions() async {
    let store = TestStore(initialState: Probe.State()) { Probe() }
    store.exhaustivity = .off
    await store.send(.fetch)
    await store.receive(.response(42)) { $0.count = 42 }
  }

  /// Runs unwrapped: a skipped assertion shown as a real failure would fail this test.
  @Test func showSkippedAssertionsDoesNotFail() async {
    let store = TestStore(initialState: Probe.State()) { Probe() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.increment)
    await store.send(.fetch).finish()
  }

  @Test func showSkippedAssertionsReportsWhatWasSkipped() async {
    let messages = LockIsolated<[String]>([])
    await TestFailure.$knownIssueObserver.withValue({ message in
      messages.withLock { $0.append(message) }
    }) {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.increment)
    }
    #expect(
      messages.current == [
        """
        State changed after send(Probe.Action.increment) without an assertion:
        Probe.State.count:
          − 0
          + 1
        """
      ])
  }
}
