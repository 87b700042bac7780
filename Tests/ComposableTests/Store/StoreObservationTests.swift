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
    #expect(fired.current == 0, "`.reset` left the child's state as it was")
    store.send(.counter(.increment))
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

  @Test func anObserverThatTracksAgainFromOnChangeSeesEveryChange() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let fired = LockIsolated(0)
    // The UIKit / AppKit `observe {}` helper: track, and track again from `onChange`.
    @MainActor final class Observer: Sendable {
      let store: StoreOf<Counter>
      let fired: LockIsolated<Int>
      init(store: StoreOf<Counter>, fired: LockIsolated<Int>) {
        self.store = store
        self.fired = fired
      }
      func observe() {
        withObservationTracking {
          _ = store.state.count
        } onChange: { [self] in
          fired.withLock { $0 += 1 }
          MainActor.assumeIsolated { self.observe() }
        }
      }
    }
    let observer = Observer(store: store, fired: fired)
    observer.observe()
    store.send(.increment)
    store.send(.increment)
    store.send(.increment)
    #expect(fired.current == 3)
  }

  @Test(.timeLimit(.minutes(1)))
  func statesFinishesWhenTheStoreIsReleased() async {
    var store: StoreOf<Counter>? = Store(initialState: Counter.State()) { Counter() }
    weak let released = store
    var iterator = store?.states.makeAsyncIterator()
    #expect(await iterator?.next() == Counter.State(count: 0))
    store?.send(.increment)
    #expect(await iterator?.next() == Counter.State(count: 1))
    store = nil
    #expect(released == nil)
    #expect(await iterator?.next() == nil)
  }

  @Test func aSubscriptionDoesNotKeepTheStoreAlive() {
    var store: StoreOf<Counter>? = Store(initialState: Counter.State()) { Counter() }
    weak let runtime = store?.core.runtime
    let subscription = store?.subscribe { _ in }
    store = nil
    #expect(runtime == nil, "The store's runtime (and its effects) must go with the store.")
    #expect(subscription != nil)
  }

  struct Siblings: Reducer {
    struct State: Equatable {
      var left = Counter.State()
      var right = Counter.State()
    }
    enum Action: Equatable {
      case left(Counter.Action)
      case right(Counter.Action)
      case noop
      case both
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: /Action.left) { Counter() }
      Scope(state: \.right, action: /Action.right) { Counter() }
      Reduce { state, action in
        if action == .both {
          state.left.count += 1
          state.right.count += 1
          return .merge(.send(.noop), .send(.noop))
        }
        return .none
      }
    }
  }

  @Test func anUnchangedEquatableStateNotifiesNobody() {
    let store = Store(initialState: Siblings.State()) { Siblings() }
    let fired = LockIsolated(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    var calls = 0
    let subscription = store.subscribe { _ in calls += 1 }
    store.send(.noop)
    #expect(fired.current == 0)
    #expect(calls == 0)
    store.send(.left(.increment))
    #expect(fired.current == 1)
    #expect(calls == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test func aScopeIsNotifiedOnlyWhenItsOwnStateChanged() {
    let store = Store(initialState: Siblings.State()) { Siblings() }
    let left = store.scope(state: \.left, action: /Siblings.Action.left)
    let fired = LockIsolated(0)
    withObservationTracking {
      _ = left.state.count
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    var leftStates: [Int] = []
    let subscription = left.subscribe { leftStates.append($0.count) }
    store.send(.right(.increment))
    store.send(.right(.increment))
    #expect(fired.current == 0, "A sibling's change is not the left counter's")
    #expect(leftStates.isEmpty)
    store.send(.left(.increment))
    #expect(fired.current == 1)
    #expect(leftStates == [1])
    withExtendedLifetime(subscription) {}
  }

  @Test func subscribersAreCalledOncePerSend() {
    let store = Store(initialState: Siblings.State()) { Siblings() }
    var calls: [Siblings.State] = []
    let subscription = store.subscribe { calls.append($0) }
    store.send(.both)
    #expect(calls == [Siblings.State(left: .init(count: 1), right: .init(count: 1))])
    withExtendedLifetime(subscription) {}
  }
}
