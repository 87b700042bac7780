import Foundation

/// A store for tests: every action you send and every action an effect feeds back is
/// asserted, with the exact state it produces.
///
/// ```swift
/// @Test @MainActor func numberFact() async {
///   let store = TestStore(initialState: CounterFact.State()) {
///     CounterFact()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number Brent" }
///   }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
///   await store.send(.numberFactButtonTapped) { $0.isLoading = true }
///   await store.receive(.numberFactResponse(.success("1 is a good number Brent"))) {
///     $0.isLoading = false
///     $0.alert = "1 is a good number Brent"
///   }
/// }
/// ```
///
/// By default the store is exhaustive (see ``exhaustivity``): a state change that is not
/// asserted, an action received but not asserted, and an effect still running at the end of
/// the test all fail the test, with a message naming what was missed. Failures go to
/// Swift Testing's `Issue.record` or to `XCTFail`, at the line of the assertion.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:timeout:assert:fileID:file:line:column:)`` and
  /// ``finish(timeout:fileID:file:line:column:)`` wait by default.
  public var timeout: Duration

  let core: RootCore<Reduce<State, Action>>
  private let storeLocation: SourceLocationInfo
  var lastStepLocation: SourceLocationInfo
  /// Actions fed back by effects, with the state around their reduction, not yet asserted.
  var received: [ReceivedAction] = []
  /// Where each send was made, by the effect group it started.
  var sendLocations: [ObjectIdentifier: (location: SourceLocationInfo, action: Any)] = [:]
  private var isReducingSentAction = false
  private var stateBeforeReduce: State?
  private var sentResult: (before: State, after: State)?
  private var hasCompleted = false

  struct ReceivedAction {
    let action: Action
    let before: State
    let after: State
  }

  /// Creates a test store running `reducer` from `initialState`, in the test context.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature under test.
  ///   - prepareDependencies: Overrides dependencies, for example with a `TestClock`.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    TestFailure.installDiagnosticsReporter()
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: ())
    var dependencies = DependencyValues._current.withFreshCache()
    dependencies.context = .test
    prepareDependencies(&dependencies)
    let (state, reducer) = withDependencies({ $0 = dependencies }) {
      (initialState(), reducer())
    }
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.storeLocation = location
    self.lastStepLocation = location
    self.timeout = .seconds(1)
    let hooks = ReduceHooks<Action>()
    self.core = RootCore(
      initialState: state, reducer: Reduce(reducer), dependencies: dependencies, hooks: hooks)
    hooks.willReduce = { [unowned self] _ in
      self.stateBeforeReduce = self.core.state
    }
    hooks.didReduce = { [unowned self] action in
      let before = self.stateBeforeReduce ?? self.core.state
      if self.isReducingSentAction {
        self.isReducingSentAction = false
        self.sentResult = (before, self.core.state)
      } else {
        self.received.append(ReceivedAction(action: action, before: before, after: self.core.state))
      }
    }
  }

  deinit {
    // NB: The end-of-test checks must run synchronously, inside the test. A test store is
    // released on the main actor, whose executor is the main dispatch queue: on Linux that
    // queue may be drained by a worker thread, so ask the queue, not the thread.
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil {
      MainActor.assumeIsolated { self.completed() }
    } else {
      Diagnostics.writeToStandardError(
        "[ComposableTesting] A TestStore was released off the main actor; end-of-test checks skipped.\n"
      )
    }
  }

  /// The current state of the feature.
  public var state: State { core.state }

  /// The store's dependencies; change them mid-test to affect later actions and effects.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// Sends an action and asserts the state it produces.
  ///
  /// `assert` receives the state as it was before the action: change it to what you expect
  /// after. Omit it when the state must not change. A mismatch fails with a diff of only the
  /// differing fields (`−` expected, `+` actual).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - assert: Turns the previous state into the expected one.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    if !received.isEmpty {
      if exhaustivity == .on {
        TestFailure.record(
          """
          Must handle \(received.count) received \(plural(received.count, "action")) before \
          sending an action:
          \(received.map { "  • " + dumpAction($0.action) }.joined(separator: "\n"))
          """, at: location)
      } else if exhaustivity == .off(showSkippedAssertions: true) {
        TestFailure.recordKnown(
          "Skipped receiving \(received.map { dumpAction($0.action) }.joined(separator: ", "))",
          at: location)
      }
      received.removeAll()
    }
    isReducingSentAction = true
    sentResult = nil
    let group = core.send(action, group: nil)
    isReducingSentAction = false
    if let group {
      sendLocations[ObjectIdentifier(group)] = (location, action)
    }
    if let (before, after) = sentResult {
      assertState(
        before: before, after: after, update: updateStateToExpectedResult,
        step: "send(\(dumpAction(action)))", location: location)
    }
    // NB: Let the effects this action started begin running before the test goes on (to
    // advance a clock, say), as they would have in an app by the next user event. An action
    // that started no effect has nothing to wait for.
    if group != nil {
      _ = await waitUntil(timeout: .seconds(1)) { [unowned self] in
        core.effects.unstarted.isEmpty
      }
      await Task.yield()
    }
    return TestStoreTask(
      group: EffectGroupHandle(group: group), timeout: timeout, location: location)
  }

  /// Compares the state the reducer produced with the state the test expects.
  func assertState(
    before: State, after: State,
    update: ((inout State) throws -> Void)?,
    step: @autoclosure () -> String,
    location: SourceLocationInfo
  ) {
    var expected = before
    do {
      try update?(&expected)
    } catch {
      TestFailure.record("Threw error in the assertion closure: \(error)", at: location)
      return
    }
    switch exhaustivity {
    case .on:
      if expected != after {
        let difference = diff(expected, after) ?? "  (States differ by ==, but dump the same.)"
        let header =
          update == nil
          ? "State was not expected to change, but a change occurred after \(step()):"
          : "A state change does not match expectation after \(step()):"
        TestFailure.record("\(header)\n\(difference)\n\n(Expected: −, Actual: +)", at: location)
      } else if update != nil, before == after {
        TestFailure.record(
          """
          Expected state to change after \(step()), but no change occurred. The assertion \
          closure made no changes to state; if no change is expected, omit the closure.
          """, at: location)
      }
    case let .off(showSkipped):
      guard let update else {
        if showSkipped, before != after, let difference = diff(before, after) {
          TestFailure.recordKnown(
            "State changed after \(step()) without an assertion:\n\(difference)", at: location)
        }
        return
      }
      var expectedFromActual = after
      do { try update(&expectedFromActual) } catch { return }
      if expectedFromActual != after {
        let difference = diff(expectedFromActual, after) ?? "  (States differ by ==.)"
        TestFailure.record(
          """
          A state change does not match expectation after \(step()):
          \(difference)

          (Expected: −, Actual: +)
          """, at: location)
      } else if showSkipped, expected != after, let difference = diff(expected, after) {
        TestFailure.recordKnown(
          "Changes not asserted after \(step()):\n\(difference)", at: location)
      }
    }
  }

  /// Checks what an exhaustive test must leave behind: no unasserted action, no running effect.
  func completed() {
    guard !hasCompleted else { return }
    hasCompleted = true
    checkReceivedAndInFlight(location: lastStepLocation, atEnd: true)
    core.effects.cancelAll()
  }

  func checkReceivedAndInFlight(location: SourceLocationInfo, atEnd: Bool) {
    let suffix = atEnd ? " at the end of the test" : ""
    if !received.isEmpty {
      let list = received.map { "  • " + dumpAction($0.action) }.joined(separator: "\n")
      let message =
        "The store received \(received.count) unexpected \(plural(received.count, "action"))"
        + "\(suffix), not asserted with receive:\n\(list)"
      switch exhaustivity {
      case .on: TestFailure.record(message, at: location)
      case .off(showSkippedAssertions: true): TestFailure.recordKnown(message, at: location)
      case .off: break
      }
      if atEnd { received.removeAll() }
    }
    for record in core.effects.records.values {
      let origin = sendLocations[ObjectIdentifier(record.group)]
      let message = """
        An effect returned for \(dumpAction(origin?.action ?? record.origin)) is still \
        running\(suffix). It must finish, be cancelled, or be skipped with \
        "skipInFlightEffects()" before the test ends.
        """
      switch exhaustivity {
      case .on: TestFailure.record(message, at: origin?.location ?? location)
      case .off(showSkippedAssertions: true):
        TestFailure.recordKnown(message, at: origin?.location ?? location)
      case .off: break
      }
    }
  }
}

/// Marks the main dispatch queue, to tell in `deinit` whether we are on the main actor.
private let mainQueueKey = DispatchSpecificKey<Void>()

func dumpAction(_ action: Any) -> String {
  customDump(action)
}

func plural(_ count: Int, _ word: String) -> String {
  count == 1 ? word : word + "s"
}
