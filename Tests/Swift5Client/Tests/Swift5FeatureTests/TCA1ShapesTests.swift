import ComposableTesting
import Foundation
import XCTest

// TCA 1.0 code in Swift 5 language mode, as most TCA 1.0 apps and their tests are: each
// shape here is written exactly as TCA spells it.

struct Counter1: Reducer {
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

struct Parent1: Reducer {
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
final class TCA1ShapesTests: XCTestCase {
  func testModifyingAnOptionalChildThroughSome() throws {
    var state = Parent1.State(child: Counter1.State())
    try (/.some).modify(&state.child) { $0.count += 1 }
    XCTModify(&state.child, case: /Optional.some) { $0.count += 1 }
    XCTModify(&state.child, case: /.some) { $0.count += 1 }
    XCTAssertEqual(state.child?.count, 3)
  }

  func testXCTModifyFailureIsExpected() {
    var state = Parent1.State()
    XCTExpectFailure {
      XCTModify(&state.child, case: /.some) { $0.count += 1 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("XCTModify failed: expected to extract value")
    }
  }

  func testEphemeralAlertAsTCA1WroteIt() async {
    let store = TestStore(initialState: Parent1.State()) { Parent1() }
    await store.send(.showAlert) { $0.alert = AlertState(title: TextState("Hello")) }
    await store.send(.alert(.again))
    await store.send(.alert(.ok)) { $0.alert = nil }
    let dialog = ConfirmationDialogState<Parent1.AlertAction>(
      title: TextState("Share"), titleVisibility: .visible,
      buttons: [.default(TextState("Copy"), action: .send(.ok)), .cancel(TextState("Cancel"))])
    XCTAssertEqual(dialog.buttons.count, 2)
    let alert = AlertState<Parent1.AlertAction>(
      title: TextState("Delete?"), message: TextState("For ever"),
      buttons: [.destructive(TextState("Delete"), action: .send(.ok))])
    XCTAssertEqual(alert.buttons.first?.role, .destructive)
  }

  func testReduceCapturingLocalState() async {
    var handled: [String] = []
    let store = TestStore(initialState: 0) {
      Reduce<Int, String> { state, action in
        handled.append(action)
        state += 1
        return .none
      }
    }
    await store.send("a") { $0 = 1 }
    XCTAssertEqual(handled, ["a"])
  }

  func testUnimplementedValueEndpointIsReported() {
    struct Client { var count: @Sendable () -> Int }
    let client = Client(count: unimplemented("Client.count"))
    XCTExpectFailure {
      XCTAssertEqual(client.count(), 0)
    } issueMatcher: {
      $0.compactDescription.contains("Unimplemented: \"Client.count\" was called")
    }
  }

  func testTimeoutsInNanosecondsAndTheMainQueue() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Counter1.State()) {
      Counter1()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    store.timeout = 100_000_000
    let task = await store.send(.incrementLater)
    await mainQueue.advance(by: 1)
    await task.finish(timeout: NSEC_PER_SEC)
    await store.receive(.response(1)) { $0.count = 1 }
  }

  func testLegacyEffectsAndAScopedTestStore() async {
    struct Feature: Reducer {
      enum Action: Equatable { case load, loaded(Int), log }
      func reduce(into state: inout Int, action: Action) -> EffectTask<Action> {
        switch action {
        case .load:
          return .task { .loaded(42) }
        case let .loaded(value):
          state = value
          return .none
        case .log:
          return .fireAndForget {}
        }
      }
    }
    let store = TestStore(initialState: 0) { Feature() }
    await store.send(.load)
    await store.receive(.loaded(42)) { $0 = 42 }
    await store.send(.log).finish()

    let parent = TestStore(initialState: Parent1.State(child: Counter1.State())) { Parent1() }
    let child = parent.scope(state: \.child, action: /Parent1.Action.child)
    await child.send(.increment) { $0?.count = 1 }
    let embedded = parent.scope(state: \.child, action: Parent1.Action.child)
    await embedded.send(.increment) { $0?.count = 2 }
  }

  func testViewStore() async {
    let store = Store(initialState: Counter1.State()) { Counter1() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.send(.increment)
    XCTAssertEqual(viewStore.count, 1)
    await viewStore.send(.increment).finish()
    XCTAssertEqual(viewStore.state.count, 2)
  }
}
