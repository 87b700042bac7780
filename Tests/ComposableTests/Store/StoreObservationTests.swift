import Observation
import Testing

@testable import Composable

@MainActor
@Suite struct StoreObservationTests {
  @Test func readingStateInsideTrackingRegistersAndAChangeFiresIt() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let fired = LockIsolated(0)
    withObservationTracking {
      _ = store.state.count
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    #expect(fired.current == 0)
    store.send(.increment)
    #expect(fired.current == 1)
    store.send(.increment)
    #expect(fired.current == 1, "Observation tracking is one-shot")
  }

  @Test func trackingAfterUntrackedChangesStillFires() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    let fired = LockIsolated(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    store.send(.increment)
    #expect(fired.current == 1)
  }

  @Test func scopedStateReadsAreObserved() {
    let store = Store(initialState: StoreScopeTests.Parent.State()) { StoreScopeTests.Parent() }
    let child = store.scope(state: \.counter, action: /StoreScopeTests.Parent.Action.counter)
    let fired = LockIsolated(0)
    withObservationTracking {
      _ = child.state.count
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    store.send(.reset)
    #expect(fired.current == 1)
  }

  @Test func stateSequenceYieldsEveryState() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let states = store.states
    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)
    var seen: [Int] = []
    for await state in states {
      seen.append(state.count)
      if seen.count == 4 { break }
    }
    #expect(seen == [0, 1, 2, 1])
  }

  @Test func subscriptionEndsWhenTheTokenIsReleased() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var seen: [Int] = []
    var subscription: StoreSubscription? = store.subscribe { seen.append($0.count) }
    store.send(.increment)
    subscription = nil
    store.send(.increment)
    #expect(seen == [1])
    #expect(subscription == nil)
  }
}
