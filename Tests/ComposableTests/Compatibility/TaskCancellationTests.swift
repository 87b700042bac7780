import Foundation
import Testing

@testable import Composable
@testable import ComposableTesting

/// `Task.cancel(id:)` and `withTaskCancellation(id:cancelInFlight:operation:)`, as TCA 1.0
/// users write them: inside effects (the store's ids and namespaces) and in plain async code.
@MainActor
@Suite struct TaskCancellationTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var responses: [String] = []
    }
    enum Action: Equatable {
      case cancelOwnID
      case cancelOwnIDWithCatch
      case search(String)
      case startLong
      case stopLong
      case response(String)
      case caught
    }
    enum CancelID { case own, search, long }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .cancelOwnID:
        return .run { send in
          Task.cancel(id: CancelID.own)
          try Task.checkCancellation()
          await send(.response("not cancelled"))
        }
        .cancellable(id: CancelID.own)
      case .cancelOwnIDWithCatch:
        return .run { send in
          Task.cancel(id: CancelID.own)
          try Task.checkCancellation()
          await send(.response("not cancelled"))
        } catch: { _, send in
          await send(.caught)
        }
        .cancellable(id: CancelID.own)
      case let .search(query):
        return .run { send in
          try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
            try await clock.sleep(for: .milliseconds(300))
            await send(.response(query))
          }
        }
      case .startLong:
        return .run { send in
          // The non-throwing form: no `try`.
          let finished = await withTaskCancellation(id: CancelID.long) {
            (try? await clock.sleep(for: .seconds(10))) != nil
          }
          await send(.response(finished ? "finished" : "cancelled"))
        }
      case .stopLong:
        return .cancel(id: CancelID.long)
      case let .response(text):
        state.responses.append(text)
        return .none
      case .caught:
        return .none
      }
    }
  }

  func makeStore(_ clock: TestClock) -> TestStoreOf<Feature> {
    TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func anEffectCancellingItsOwnIDIsCancelledAtOnce() async {
    let store = makeStore(TestClock())
    // Exhaustive: a `.response` would be an unexpected action.
    await store.send(.cancelOwnID).finish()
    await store.send(.cancelOwnIDWithCatch).finish()
  }

  @Test func cancelInFlightDebouncesInsideAnEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.search("a"))
    await clock.advance(by: .milliseconds(200))
    await store.send(.search("ab"))
    await clock.advance(by: .milliseconds(200))
    await store.send(.search("abc"))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response("abc")) { $0.responses = ["abc"] }
    #expect(store.core.effects.cancellations.cancellerCount == 0)
  }

  @Test func theReducersCancelReachesAnOperationInAnEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startLong)
    #expect(store.core.effects.cancellations.cancellerCount == 1)
    await store.send(.stopLong)
    await store.receive(.response("cancelled")) { $0.responses = ["cancelled"] }
    #expect(store.core.effects.cancellations.cancellerCount == 0)
  }

}

/// Outside any store, ids live in one process-wide table: these tests count its entries, so
/// they run one at a time (and are the only tests that use it).
@Suite(.serialized) struct DetachedTaskCancellationTests {
  @Test func outsideAStoreTaskCancelCancelsTheOperation() async throws {
    enum CancelID { case task }
    let started = Signal()
    let task = Task {
      try await withTaskCancellation(id: CancelID.task) {
        started.fire()
        try await Task.never()
      }
    }
    await started.wait()
    // NB: The operation's task starts before it is registered (TaskCancellation.swift): on
    // another thread, `started` can fire first.
    #expect(await detachedRegistrations(reach: 1))
    Task.cancel(id: CancelID.task)
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(detachedCancellationCount == 0)
  }

  @Test func cancellingTheCallerCancelsTheOperationAndForgetsIt() async {
    let started = Signal()
    let task = Task {
      try await withTaskCancellation(id: 0) {
        started.fire()
        try await Task.never()
      }
    }
    await started.wait()
    // NB: The operation's task starts before it is registered (TaskCancellation.swift): on
    // another thread, `started` can fire first.
    #expect(await detachedRegistrations(reach: 1))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(detachedCancellationCount == 0)
  }

  @Test func cancelInFlightOutsideAStore() async {
    let first = Signal()
    let firstTask = Task {
      await withTaskCancellation(id: "debounce", cancelInFlight: true) {
        first.fire()
        return (try? await Task.never()) == nil ? "first cancelled" : "first"
      }
    }
    await first.wait()
    let second = await withTaskCancellation(id: "debounce", cancelInFlight: true) { "second" }
    #expect(second == "second")
    #expect(await firstTask.value == "first cancelled")
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until cancelled.
  fileprivate static func never() async throws -> Never {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
    try Task.checkCancellation()
    throw Swift.CancellationError()
  }
}

/// Whether the number of `withTaskCancellation` operations registered outside a store reaches
/// `count`, yielding (never sleeping) while it has not, up to a bound.
func detachedRegistrations(reach count: Int) async -> Bool {
  for _ in 0..<100_000 {
    if detachedCancellationCount == count { return true }
    await Task.yield()
  }
  return detachedCancellationCount == count
}
