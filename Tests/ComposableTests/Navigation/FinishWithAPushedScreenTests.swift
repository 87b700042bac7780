import ComposableTesting
import Foundation
import Testing

/// Waiting for an action's effects while the screen it pushed (or a child it sent to) is on
/// the stack: the stack's dismissal listener lives with the screen, not with the action, so
/// the wait ends with the action's own effects.
@MainActor
@Suite struct FinishWithAPushedScreenTests {
  /// Whether `task.finish()` returns by itself; a watchdog ends the wait (by cancelling it)
  /// after 30 s, a bound on a hang, never a wait for work.
  func finishes(_ task: StoreTask) async -> Bool {
    let watchdogFired = LockIsolated(false)
    let waiter = Task { await task.finish() }
    let watchdog = Task {
      try await Task.sleep(for: .seconds(30))
      watchdogFired.setValue(true)
      waiter.cancel()
    }
    await waiter.value
    watchdog.cancel()
    return !watchdogFired.value
  }

  @Test func aPlainStoresFinishReturnsWhileTheScreenIsPushed() async {
    let store = kindStore(initialState: ItemList.State()) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    #expect(await finishes(store.send(.open("A"))), "finish() of the push did not return")
    #expect(
      await finishes(store.send(.path(.element(id: 0, action: .tick)))),
      "finish() of the pushed screen's action did not return")
    #expect(store.state.path.ids == [0])
    #expect(store.state.path[id: 0]?.ticks == 1)
  }

  @Test func aTestStoresFinishReturnsWhileTheScreenIsPushed() async {
    let store = TestStore(initialState: ItemList.State()) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }.finish()
    await store.send(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
      .finish()
    await store.send(.path(.element(id: 0, action: .doneTapped))).finish()
    await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }
}
