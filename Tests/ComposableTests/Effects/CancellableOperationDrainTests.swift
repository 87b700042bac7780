import ComposableTesting
import Foundation
import Testing

/// The operation of a `withTaskCancellation(id:)` runs on the executor the test drains, as
/// the effect around it does: a debounced save (TCA's Standups) has saved when `send` returns.
/// Before, the operation's task ran on the global pool and the test read the previous save
/// (or none) in some runs.
@MainActor
@Suite struct CancellableOperationDrainTests {
  struct Feature: Reducer {
    struct State: Equatable { var title = "" }
    enum Action: Equatable { case rename(String) }
    enum CancelID { case save }
    let saved: LockIsolated<[String]>
    let executors = LockIsolated<[Bool]>([])
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .rename(title) = action else { return .none }
      state.title = title
      return .run { [saved, executors, clock] _ in
        try await withTaskCancellation(id: CancelID.save, cancelInFlight: true) {
          executors.withValue {
            $0.append(runsOnATaskExecutor())
          }
          try await clock.sleep(for: .seconds(1))
          await Task.yield()
          saved.withValue { $0.append(title) }
        }
      }
    }
  }

  @Test(.testStoreUsesItsExecutor) func theOperationRunsOnTheTestsExecutor() async {
    let feature = Feature(saved: LockIsolated([]))
    let store = TestStore(initialState: Feature.State()) {
      feature
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.rename("A")) { $0.title = "A" }
    #expect(feature.executors.value == [true])
  }

  @Test(.testStoreUsesItsExecutor) func aDebouncedSaveHasRunWhenSendReturns() async {
    for run in 0..<50 {
      let saved = LockIsolated<[String]>([])
      let store = TestStore(initialState: Feature.State()) {
        Feature(saved: saved)
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.rename("A")) { $0.title = "A" }
      #expect(saved.value == ["A"], "run \(run)")
      await store.send(.rename("B")) { $0.title = "B" }
      #expect(saved.value == ["A", "B"], "run \(run)")
    }
  }
}
