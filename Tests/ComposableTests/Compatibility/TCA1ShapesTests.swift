import ComposableTesting
import Foundation
import Observation
import Testing
import XCTest

@testable import Composable

// TCA 1.0 code as its users and its own tests write it: each shape here failed to compile (or
// to behave as in TCA 1.0) before, and is written exactly as TCA spells it.

private struct Counter1: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, incrementLater, response(Int) }
  @Dependency(\.mainQueue) var mainQueue
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementLater:
        return .run { send in
          try await mainQueue.sleep(for: .seconds(1))
          await send(.response(1))
        }
      case let .response(value):
        state.count += value
        return .none
      }
    }
  }
}

private struct Parent1: Reducer {
  struct State: Equatable {
    var child: Counter1.State?
    var alert: AlertState<AlertAction>?
  }
  enum Action: Equatable {
    case child(Counter1.Action)
    case alert(AlertAction)
    case showAlert
  }
  enum AlertAction: Equatable { case again, ok }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.again), .showAlert:
        state.alert = AlertState(title: TextState("Hello"))
        return .none
      case .alert(.ok), .child:
        return .none
      }
    }
    .ifLet(\.alert, action: /Action.alert)
    .ifLet(\.child, action: /Action.child) { Counter1() }
  }
}

@MainActor
@Suite struct TCA1ShapesTests {
  @Test func modifyingAnOptionalChildThroughSomeInBothSpellings() throws {
    var state = Parent1.State(child: Counter1.State())
    try (/.some).modify(&state.child) { $0.count += 1 }
    try (/Optional.some).modify(&state.child) { $0.count += 1 }
    #expect(state.child?.count == 2)
    var empty = Parent1.State()
    #expect(throws: CasePathExtractionError.self) {
      try (/.some).modify(&empty.child) { $0.count += 1 }
    }
  }

  @Test func anEnumCasePathModifiesAnOptionalOfTheEnum() throws {
    enum Destination: Equatable { case counter(Counter1.State), other }
    var destination: Destination? = .counter(Counter1.State())
    try (/Destination.counter).modify(&destination) { $0.count = 5 }
    #expect(destination == .counter(Counter1.State(count: 5)))
    destination = .other
    #expect(throws: CasePathExtractionError.self) {
      try (/Destination.counter).modify(&destination) { $0.count = 5 }
    }
    destination = nil
    #expect(throws: CasePathExtractionError.self) {
      try (/Destination.counter).modify(&destination) { $0.count = 5 }
    }
  }

  @Test func alertsAsTCA1WroteThem() {
    let hello = AlertState<Parent1.AlertAction>(title: TextState("Hello"))
    #expect(hello.title == TextState("Hello"))
    #expect(hello.buttons.isEmpty)
    let delete = AlertState<Parent1.AlertAction>(
      title: TextState("Delete?"), message: TextState("For ever"),
      buttons: [
        .destructive(TextState("Delete"), action: .send(.ok)), .cancel(TextState("Cancel")),
      ])
    #expect(delete.message == TextState("For ever"))
    #expect(delete.buttons.map(\.role) == [.destructive, .cancel])
    #expect(delete.buttons.first?.action.action == .ok)
    let two = AlertState<Parent1.AlertAction>(
      title: TextState("Again?"), primaryButton: .default(TextState("Yes"), action: .send(.again)),
      secondaryButton: .cancel(TextState("No")))
    #expect(two.buttons.count == 2)
    let dismissOnly = AlertState<Parent1.AlertAction>(
      title: TextState("Done"), dismissButton: .default(TextState("OK")))
    #expect(dismissOnly.buttons.first?.action.action == nil)
    let dialog = ConfirmationDialogState<Parent1.AlertAction>(
      title: TextState("Share"), titleVisibility: .visible,
      buttons: [.default(TextState("Copy"), action: .send(.ok))])
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.buttons.count == 1)
  }

  @Test func ephemeralAlertStateIsDismissedByItsActions() async {
    let store = TestStore(initialState: Parent1.State()) { Parent1() }
    await store.send(.showAlert) { $0.alert = AlertState(title: TextState("Hello")) }
    // Dismissed before the parent runs, which shows it again: no change.
    await store.send(.alert(.again))
    await store.send(.alert(.ok)) { $0.alert = nil }
  }

  @Test func anAlertActionWithNoAlertIsReported() async {
    let messages = await collectDiagnostics {
      let store = Store(initialState: Parent1.State()) { Parent1() }
      store.send(.alert(.ok))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("child state was nil") == true)
  }

  @Test func mainQueueIsAClockBasedSchedulerWithATestStandIn() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Counter1.State()) {
      Counter1()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.incrementLater)
    await mainQueue.advance(by: .milliseconds(500))
    await mainQueue.advance(by: 0.5)
    await store.receive(.response(1)) { $0.count = 1 }
  }

  @Test func theMainQueuesTestValueReportsItsUse() async {
    let messages = await collectDiagnostics {
      let store = Store(initialState: Counter1.State()) {
        Counter1()
      } withDependencies: {
        $0.context = .test
      }
      await store.send(.incrementLater).finish()
    }
    #expect(messages.contains { $0.contains("@Dependency(\\.mainQueue)") })
  }

  @Test func finishAndTimeoutInNanoseconds() async {
    let store = TestStore(initialState: Counter1.State()) {
      Counter1()
    } withDependencies: {
      $0.mainQueue = AnyScheduler(ImmediateClock())
    }
    store.timeout = 100_000_000
    #expect(store.timeout == .milliseconds(100))
    await store.send(.incrementLater).finish(timeout: NSEC_PER_SEC)
    await store.receive(.response(1)) { $0.count = 1 }
  }

  @Test func legacyEffectsRunAsRun() async {
    struct Feature: Reducer {
      enum Action: Equatable { case load, loaded(Int), failed, log }
      let logged: LockIsolated<Int>
      func reduce(into state: inout Int, action: Action) -> EffectTask<Action> {
        switch action {
        case .load:
          return .task { .loaded(42) }
        case .failed:
          struct Boom: Error {}
          return .task {
            throw Boom()
          } catch: { _ in
            .loaded(-1)
          }
        case let .loaded(value):
          state = value
          return .none
        case .log:
          return .fireAndForget { logged.withLock { $0 += 1 } }
        }
      }
    }
    let logged = LockIsolated(0)
    let store = TestStore(initialState: 0) { Feature(logged: logged) }
    await store.send(.load)
    await store.receive(.loaded(42)) { $0 = 42 }
    await store.send(.failed)
    await store.receive(.loaded(-1)) { $0 = -1 }
    await store.send(.log).finish()
    #expect(logged.value == 1)
  }

  @Test func aScopedTestStoreSendsAndAssertsTheChild() async {
    let store = TestStore(initialState: Parent1.State(child: Counter1.State())) { Parent1() }
    let child = store.scope(state: \.child, action: /Parent1.Action.child)
    await child.send(.increment) { $0?.count = 1 }
    #expect(child.state?.count == 1)
    #expect(store.state.child?.count == 1)
    // TCA 0.x's spelling: the case constructor.
    let embedded = store.scope(state: \.child, action: Parent1.Action.child)
    await embedded.send(.increment) { $0?.count = 2 }
  }

  @Test func unimplementedValueEndpointsReportAndReturnAPlaceholder() async {
    struct Client {
      var count: @Sendable () -> Int
      var name: @Sendable (Int) -> String?
      var all: @Sendable () -> [Int]
      var updates: @Sendable () -> AsyncStream<Int>
      var asyncCount: @Sendable () async -> Int
    }
    let client = Client(
      count: unimplemented("Client.count"), name: unimplemented("Client.name"),
      all: unimplemented("Client.all"), updates: unimplemented("Client.updates"),
      asyncCount: unimplemented("Client.asyncCount"))
    let messages = await collectDiagnostics {
      #expect(client.count() == 0)
      #expect(client.name(1) == nil)
      #expect(client.all() == [])
      for await _ in client.updates() { Issue.record("a finished stream produced a value") }
      #expect(await client.asyncCount() == 0)
    }
    #expect(
      messages
        == [
          "Client.count", "Client.name", "Client.all", "Client.updates", "Client.asyncCount",
        ].map { "Unimplemented: \"\($0)\" was called. Override it in this test's dependencies." })
  }

  static let unimplementedProbeVariable = "COMPOSABLE_UNIMPLEMENTED_PROBE_OUTPUT"

  /// A result type with no placeholder: the failure is reported, then the process traps, as
  /// TCA 1.0 does. In a child process, so that the trap ends only it.
  @Test(.enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"))
  func unimplementedWithoutAPlaceholderReportsThenTraps() async throws {
    // NB: No backtrace of the expected trap: under AddressSanitizer the runtime's crash
    // handler trips the sanitizer and the child never exits.
    let (result, written) = try await runProbeInChildProcess(
      "unimplementedTrapProbe", outputVariable: Self.unimplementedProbeVariable,
      extraEnvironment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(result.status != 0)
    #expect(written == "reported")
    #expect(
      result.error.contains(
        "Unimplemented: \"Client.user\" was called and has no value of type User to return"),
      "stderr: \(result.error.suffix(1_500))")
  }

  /// Run by ``unimplementedWithoutAPlaceholderReportsThenTraps()`` in a child process.
  @Test func unimplementedTrapProbe() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.unimplementedProbeVariable]
    else { return }
    struct User { var name: String }
    let user: @Sendable () -> User = unimplemented("Client.user")
    Diagnostics.$handler.withValue({ diagnostic in
      if diagnostic.message.contains("\"Client.user\" was called") {
        try? "reported".write(toFile: path, atomically: true, encoding: .utf8)
      }
    }) {
      _ = user()
    }
  }

  @Test func taskNeverWaitsUntilCancelled() async {
    let task = Task { () async throws -> Int in try await Task.never() }
    task.cancel()
    await #expect(throws: CancellationError.self) { _ = try await task.value }
  }

  @Test func aChildPresentedInTheInitialStateCanDismissItself() async {
    struct Child: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case close }
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .run { _ in await self.dismiss() }
      }
    }
    struct Host: Reducer {
      struct State: Equatable { @PresentationState var child: Child.State? }
      enum Action: Equatable { case child(PresentationAction<Child.Action>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$child, action: /Action.child) { Child() }
      }
    }
    let store = TestStore(initialState: Host.State(child: Child.State())) { Host() }
    await store.send(.child(.presented(.close)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }

  @Test func anEnumDestinationWhoseChildChangesItsIDCancelsTheOldChildsEffects() async {
    struct Child: Reducer {
      struct State: Equatable, Identifiable {
        var id: Int
        var count = 0
      }
      enum Action: Equatable { case start, response, resetIdentity }
      @Dependency(\.continuousClock) var clock
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.response)
          }
        case .response:
          state.count = 999
          return .none
        case .resetIdentity:
          state.id += 1
          return .none
        }
      }
    }
    struct Host: Reducer {
      struct State: Equatable { @PresentationState var destination: Destination.State? }
      enum Action: Equatable { case destination(PresentationAction<Destination.Action>) }
      struct Destination: Reducer {
        enum State: Equatable { case child(Child.State) }
        enum Action: Equatable { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: /State.child, action: /Action.child) { Child() }
        }
      }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$destination, action: /Action.destination) { Destination() }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(destination: .child(Child.State(id: 1)))) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.destination(.presented(.child(.start))))
    await store.send(.destination(.presented(.child(.resetIdentity)))) {
      try (/Host.Destination.State.child).modify(&$0.destination) { $0.id = 2 }
    }
    // The first child's response never arrives: its effects went with its identity.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  /// TCA 1.0 delivers it (and warns): an escaped `Send` is a bug, but the action is not lost.
  @Test func anActionSentAfterItsEffectFinishedIsReportedAndDelivered() async {
    let escaped = LockIsolated<Send<Int>?>(nil)
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        guard action == 0 else { return .none }
        return .run { send in escaped.setValue(send) }
      }
    }
    await store.send(0).finish()
    let send = escaped.value
    let messages = await collectDiagnostics { await send?(5) }
    #expect(store.state == 5)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("after it had finished: the \"send\" of a \".run\"") == true)
  }

  @Test func aViewStoreReadsSendsAndDeduplicates() async {
    let store = Store(initialState: Parent1.State(child: Counter1.State())) { Parent1() }
    let viewStore = ViewStore(store, observe: { $0.child?.count ?? 0 })
    #expect(viewStore.state == 0)
    let notified = LockIsolated(0)
    func track() {
      withObservationTracking {
        _ = viewStore.state
      } onChange: {
        notified.withLock { $0 += 1 }
      }
    }
    track()
    viewStore.send(.showAlert)  // Changes the state, not the view state.
    #expect(notified.value == 0)
    viewStore.send(.child(.increment))
    #expect(notified.value == 1)
    #expect(viewStore.state == 1)
    let counter = ViewStore(
      store.scope(state: { $0.child ?? .init() }, action: { .child($0) }), observe: { $0 })
    #expect(counter.count == 1)
    await counter.send(.increment).value
    #expect(counter.count == 2)
  }

  @Test func sendWhileWaitsForTheViewStateToChange() async {
    let mainQueue = TestQueueScheduler()
    let store = Store(initialState: Counter1.State()) {
      Counter1()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    let viewStore = ViewStore(store, observe: { $0 })
    let waiting = Task { await viewStore.send(.incrementLater, while: { $0.count == 0 }) }
    await Task.megaYield()
    await mainQueue.advance(by: 1)
    await waiting.value
    #expect(viewStore.count == 1)
  }
}

/// XCTest's failure expectations, as TCA 1.0's tests use them (provided on Linux).
@MainActor
final class TCA1XCTestShapesTests: XCTestCase {
  func testXCTExpectFailureAbsorbsAMatchingTestStoreFailure() async {
    let store = TestStore(initialState: Counter1.State()) { Counter1() }
    XCTExpectFailure {
      $0.compactDescription.contains("A state change does not match expectation")
    }
    await store.send(.increment) { $0.count = 2 }
  }

  func testXCTExpectFailureWithABlockAndAMatcher() {
    var state = Parent1.State()
    let line = #line + 2
    XCTExpectFailure {
      XCTModify(&state.child, case: /.some) { $0.count += 1 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix(
        "XCTModify failed: expected to extract value of type \"Counter1.State\" from \"Optional<Counter1.State>\""
      )
        && $0.sourceCodeContext.location?.lineNumber == line
    }
  }

  func testAStrictExpectationThatNothingMatchedFails() {
    XCTExpectFailure {
      XCTExpectFailure("nothing fails here") {}
    } issueMatcher: {
      $0.compactDescription == "Expected failure (nothing fails here), but none recorded"
    }
    XCTExpectFailure(strict: false) {}
  }

  func testAFailureRecordedOnAnotherThreadIsMatched() async {
    // An async endpoint reports from the cooperative pool, not from the test's thread.
    let load: @Sendable () async throws -> Int = unimplemented("Client.load")
    XCTExpectFailure { $0.compactDescription.contains("\"Client.load\" was called") }
    do {
      _ = try await load()
      XCTFail("did not throw")
    } catch {}
  }

  func testXCTModifyMayLeaveAValueUnchangedInANonExhaustiveStep() async {
    let store = TestStore(initialState: Optional(1)) {
      Reduce<Int?, Bool> { _, _ in .none }
    }
    store.exhaustivity = .off
    await store.send(true) {
      XCTModify(&$0, case: /Optional.some) { _ in }
    }
  }

  func testXCTModifyReportsAnUnchangedValue() {
    var state = Parent1.State(child: Counter1.State())
    XCTExpectFailure {
      XCTModify(&state.child, case: /Optional.some) { _ in }
    } issueMatcher: {
      $0.compactDescription
        == "XCTModify failed: expected \"Counter1.State\" value to be modified but it was unchanged."
    }
    XCTModify(&state.child, case: /Optional.some) { $0.count = 3 }
    XCTAssertEqual(state.child?.count, 3)
    XCTModify(&state.child) { $0.count = 4 }
    XCTAssertEqual(state.child?.count, 4)
  }
}
