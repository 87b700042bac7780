import Composable
import Foundation
import Testing

/// A subscription holds its subscriber, not the store: released (or cancelled), it lets go of
/// the subscriber at once, and of a store the subscriber holds, with no change of the store's
/// state needed (before: the store kept the subscriber until its next change, so a subscriber
/// holding its own store kept it, and its effects, alive).
@MainActor
@Suite struct SubscriptionReleaseTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Test func aReleasedSubscriptionLetsGoOfAStoreItsSubscriberHolds() {
    weak var released: StoreOf<Counter>?
    var subscription: StoreSubscription?
    do {
      let store = Store(initialState: Counter.State()) { Counter() }
      released = store
      subscription = store.subscribe { _ in _ = store }
      store.send(.increment)
    }
    #expect(released != nil && subscription != nil)
    subscription = nil
    #expect(released == nil)
  }

  @Test func aCancelledSubscriptionLetsGoOfItsSubscriber() {
    weak var released: StoreOf<Counter>?
    var subscription: StoreSubscription?
    do {
      let store = Store(initialState: Counter.State()) { Counter() }
      released = store
      subscription = store.subscribe { _ in _ = store }
    }
    subscription?.cancel()
    #expect(released == nil)
    #expect(subscription?.isCancelled == true)
  }

  @Test func aStoreActorsReleasedSubscriptionLetsGoOfTheStore() async {
    weak var released: StoreActor<Counter.State, Counter.Action>?
    var subscription: StoreSubscription?
    do {
      let store = StoreActor(initialState: Counter.State()) { Counter() }
      released = store
      subscription = await store.subscribe { _ in _ = store }
      await store.send(.increment)
    }
    #expect(released != nil && subscription != nil)
    subscription = nil
    // NB: The actor's last job may still be letting go of it on a pool thread when this
    // resumes on the main actor (seen under AddressSanitizer): wait for that, bounded.
    #expect(await eventually { released == nil })
  }

  /// A subscription released on another thread while the store sends and calls its
  /// subscribers (the proof of `SubscriberKeeper`'s `@unchecked Sendable`: CI runs this under
  /// ThreadSanitizer).
  @Test func releasedOnAnotherThreadWhileTheStoreSends() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let calls = LockIsolated(0)
    for _ in 0..<200 {
      let subscription = store.subscribe { _ in calls.withLock { $0 += 1 } }
      let release = Task.detached { withExtendedLifetime(subscription) {} }
      store.send(.increment)
      await release.value
    }
    store.send(.increment)
    #expect(store.withState(\.count) == 201)
    #expect(calls.current <= 200)
  }
}
