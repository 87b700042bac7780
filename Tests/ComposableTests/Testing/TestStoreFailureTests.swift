import ComposableTesting
import Testing

/// A feature that exercises every kind of TestStore failure.
struct Probe: Reducer {
  struct State: Equatable {
    var count = 0
    var name = "Blob"
  }
  enum Action: Equatable {
    case increment
    case rename(String)
    case noop
    case fetch
    case response(Int)
    case other
    case longRun
    case useDate
  }
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case let .rename(name):
      state.name = name
      return .none
    case .noop, .other:
      return .none
    case .fetch:
      return .run { send in await send(.response(42)) }
    case let .response(n):
      state.count = n
      return .none
    case .longRun:
      // NB: A day, not seconds: on a loaded machine a test can take over 30 s, and an effect
      // that had ended by then would no longer be "still running" (seen under load + TSan).
      return .run { _ in try await Task.sleep(for: .seconds(86_400)) }
    case .useDate:
      _ = date.now
      return .none
    }
  }
}

@MainActor
@Suite struct TestStoreFailureTests {
  @Test func sendWithWrongExpectation() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(Probe.Action.increment):
        Probe.State.count:
          − 2
          + 1

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func stateChangeNotAsserted() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.rename("Blobby"))
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred after \
        send(Probe.Action.rename("Blobby")):
        Probe.State.name:
          − "Blob"
          + "Blobby"

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func assertionClosureWithoutChange() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.noop) { $0.count = 0 }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("Expected state to change after send(Probe.Action.noop)") == true)
  }

  @Test func unexpectedReceivedAction() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.fetch)
      await store.receive(.other)
    }
    #expect(
      messages == [
        """
        Received unexpected action:
        Action:
          − Probe.Action.other
          + Probe.Action.response(42)

        (Expected: −, Received: +)
        """
      ])
  }

  @Test func expectedActionNeverArrivesListsWhatDid() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      store.exhaustivity = .off
      await store.send(.fetch)
      await store.receive(.other, timeout: .milliseconds(50))
    }
    #expect(
      messages == [
        """
        Expected to receive Probe.Action.other, but received none: no effect is running, so \
        none can arrive.
        Received instead:
          • Probe.Action.response(42)
        """
      ])
  }

  @Test func expectedActionNeverArrivesNamesRunningEffects() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.longRun)
      await store.receive(.other, timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        """
        Expected to receive Probe.Action.other, but received none after waiting 0.05 \
        seconds. 1 effect is still running, blocked on something outside the test's control \
        (real time, I/O, or a clock the test has not advanced), started by: \
        Probe.Action.longRun.
        """
      ])
  }

  @Test func receiveWithNothingRunningFailsAtOnce() async {
    // NB: No wall-clock bound here (a loaded machine breaks any): the message below is only
    // produced before waiting, when no effect can send; a receive that waited out its timeout
    // says "after waiting 10.0 seconds" instead.
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.receive(.other, timeout: .seconds(10))
    }
    #expect(
      messages == [
        """
        Expected to receive Probe.Action.other, but received none: no effect is running, so \
        none can arrive.
        """
      ])
  }

  @Test func receivedActionsMustBeHandledBeforeSending() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.fetch).finish()
      await store.send(.noop)
    }
    #expect(
      messages == [
        """
        Must handle 1 received action before sending an action:
          • Probe.Action.response(42)
        """,
        // NB: The action stays pending (as in TCA), so the end of the test reports it too.
        """
        The store received 1 unexpected action at the end of the test, not asserted with \
        receive:
          • Probe.Action.response(42)
        """,
      ])
  }

  @Test func actionsLeftUnassertedAtTheEnd() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.fetch).finish()
    }
    #expect(
      messages == [
        """
        The store received 1 unexpected action at the end of the test, not asserted with \
        receive:
          • Probe.Action.response(42)
        """
      ])
  }

  @Test func effectStillRunningAtTheEnd() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.longRun)
    }
    #expect(
      messages == [
        """
        An effect returned for Probe.Action.longRun is still running at the end of the test. \
        It must finish, be cancelled, or be skipped with "skipInFlightEffects()" before the \
        test ends.
        """
      ])
  }

  @Test func finishTimesOut() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.longRun)
      await store.finish(timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        """
        An effect returned for Probe.Action.longRun was still running when \
        "finish(timeout: 0.02 seconds)" expired. It is waiting on something outside the \
        test's control (real time, I/O, or a clock the test has not advanced).
        """
      ])
  }

  @Test func dependencyWithoutTestValue() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.useDate)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\"@Dependency(\\.date)\" was called") == true)
  }

  @Test func failuresPointAtTheAssertion() async {
    let lines = LockIsolated<[Int]>([])
    let expectedLine = LockIsolated(0)
    await withKnownIssue {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      expectedLine.withLock { $0 = #line + 1 }
      await store.send(.increment) { $0.count = 5 }
    } matching: { issue in
      lines.withLock { $0.append(issue.sourceLocation?.line ?? -1) }
      return true
    }
    #expect(lines.current == [expectedLine.current])
  }
}

private enum NoTestValueKey: DependencyKey {
  static let liveValue = 42
}

extension DependencyValues {
  fileprivate var noTestValue: Int {
    get { self[NoTestValueKey.self] }
    set { self[NoTestValueKey.self] = newValue }
  }
}

@MainActor
@Suite struct TestStoreDependencyFailureTests {
  static let readerLine = #line + 5
  static let readerFile = #fileID
  struct Reader: Reducer {
    struct State: Equatable { var value = 0 }
    enum Action: Equatable { case read }
    @Dependency(\.noTestValue) var noTestValue
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.value = noTestValue
      return .none
    }
  }

  @Test func keyWithoutTestValueFailsOnceNamingItAndFallsBackToLive() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Reader.State()) { Reader() }
      await store.send(.read) { $0.value = 42 }
      await store.send(.read)
    }
    #expect(
      messages == [
        """
        Dependency "NoTestValueKey" (of type "Int") has no test value, but was used in a test \
        context. Override it with "withDependencies" or give "NoTestValueKey" a "testValue". \
        Falling back to its live value.
        """
      ])
  }

  /// Placed at the `@Dependency` that read it, as swift-dependencies places it, not inside
  /// the library (review twenty-two).
  @Test func aKeyWithoutTestValueIsReportedAtItsDependency() async {
    let places = LockIsolated<[String]>([])
    await withKnownIssue {
      let store = TestStore(initialState: Reader.State()) { Reader() }
      await store.send(.read) { $0.value = 42 }
    } matching: { issue in
      let location = issue.sourceLocation
      places.withLock { $0.append("\(location?.fileID ?? "?"):\(location?.line ?? -1)") }
      return true
    }
    #expect(places.current == ["\(Self.readerFile):\(Self.readerLine)"])
  }
}
