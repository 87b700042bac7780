import Foundation
import Testing

@testable import Composable

/// Dependencies in force where a reducer was created, and `LockIsolated` used re-entrantly.
@MainActor
@Suite struct DependencyCaptureTests {
  struct Feature: Reducer {
    struct State: Equatable { var ids: [UUID] = [] }
    enum Action: Equatable { case make }
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.ids.append(uuid())
      return .none
    }
  }

  /// swift-dependencies' rule: a `@Dependency` created inside `withDependencies` keeps its
  /// overrides when read later, in a store that does not override that dependency.
  @Test func aFeatureCreatedInsideWithDependenciesKeepsItsOverrides() {
    let feature = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Feature()
    }
    let store = kindStore(initialState: Feature.State()) { feature }
    store.send(.make)
    store.send(.make)
    #expect(
      store.state.ids == [
        UUID(uuidString: "00000000-0000-0000-0000-000000000000"),
        UUID(uuidString: "00000000-0000-0000-0000-000000000001"),
      ])
  }

  /// The running code's own overrides (the store's) still win over the captured ones.
  @Test func theStoresOverridesWinOverTheCapturedOnes() throws {
    let fixed = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
    let feature = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Feature()
    }
    let store = kindStore(initialState: Feature.State()) {
      feature
    } withDependencies: {
      $0.uuid = .constant(fixed)
    }
    store.send(.make)
    #expect(store.state.ids == [fixed])
  }

  /// `counter.withValue { $0 = counter.value + 1 }` reads the value inside its own
  /// `withValue`: with a non-recursive lock that deadlocked. Run on a thread of its own with
  /// a generous limit, so that a regression fails the test instead of hanging the suite.
  @Test func lockIsolatedMayBeReadInsideItsOwnWithValue() async throws {
    let counter = LockIsolated(0)
    let finished = try await runsToCompletion(within: .seconds(30)) {
      counter.withValue { $0 = counter.value + 1 }
      counter.withValue { $0 = counter.value + 1 }
      counter.withValue { value in value += counter.withValue { $0 } }
    }
    #expect(finished, "withValue deadlocked when its operation read the value")
    // NB: After a deadlock the lock is held for good: reading the value would block too.
    if finished { #expect(counter.value == 4) }
  }
}

/// Runs `work` on a thread of its own; `false` if it has not returned within `limit` (it is
/// then left blocked: only a failing test gets there).
private func runsToCompletion(
  within limit: Duration, _ work: @escaping @Sendable () -> Void
) async throws -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    work()
    done.signal()
  }
  let seconds = Double(limit.components.seconds)
  return try await waitingOnOwnThread { done.wait(timeout: .now() + seconds) == .success }
}
