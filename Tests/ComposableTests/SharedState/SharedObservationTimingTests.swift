import Observation
import Testing

@testable import Composable

/// When the observers of a shared value are told, and what they read then: the new value,
/// never while a store is reducing, and no second notification from the store's own watch.
@MainActor
@Suite struct SharedObservationTimingTests {
  typealias Side = SharedPair.Side

  /// An observer that reads again from its `onChange` (as a view that re-renders at once
  /// would) reads the value the other store just stored.
  @Test func anObserverReadingAgainSeesTheNewValue() {
    let shared = Shared(value: 0)
    let first = Store(initialState: Side.State(count: shared)) { Side() }
    let second = Store(initialState: Side.State(count: shared)) { Side() }
    var seen: [Int] = []
    withObservationTracking {
      _ = first.count
    } onChange: {
      MainActor.assumeIsolated { seen.append(first.count) }
    }
    second.send(.increment)
    #expect(seen == [1])
  }

  /// After another store's change, the view that read the value again is not told a second
  /// time by its own store's next, unrelated action.
  @Test func theStoresNextActionDoesNotReportTheSharedChangeAgain() {
    let shared = Shared(value: 0)
    let first = Store(initialState: Side.State(count: shared)) { Side() }
    let second = Store(initialState: Side.State(count: shared)) { Side() }
    let view = SimulatedView { _ = first.count }
    second.send(.increment)
    #expect(view.notifications == 1)
    first.send(.look)
    #expect(view.notifications == 1, "the count did not change again")
    second.send(.increment)
    #expect(view.notifications == 2)
  }

  /// A store that changes a shared value tells its observers after the reduction: one that
  /// reads the store from its `onChange` reads it while it is not reducing (no diagnostic),
  /// and sees the new value.
  @Test func aStoresOwnChangeIsToldAfterItsReduction() {
    let warnings = LockIsolated<[String]>([])
    Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      let shared = Shared(value: 0)
      let store = Store(initialState: Side.State(count: shared)) { Side() }
      var seen: [Int] = []
      withObservationTracking {
        _ = store.count
      } onChange: {
        MainActor.assumeIsolated { seen.append(store.count) }
      }
      store.send(.increment)
      #expect(seen == [1])
    }
    #expect(warnings.current == [])
  }

  /// A `StoreActor` tells its shared changes after its reduction too (before: during it, so an
  /// observer reading the store saw the old state, with a "read while reducing" warning).
  @Test func aStoreActorsOwnChangeIsToldAfterItsReduction() async {
    let warnings = LockIsolated<[String]>([])
    let seen = LockIsolated<[Int]>([])
    let shared = Shared(value: 0)
    let store = StoreActor(initialState: Side.State(count: shared)) { Side() }
    await Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      withObservationTracking {
        _ = shared.wrappedValue
      } onChange: {
        store.assumeIsolated { store in
          let count = store.state.count
          seen.withLock { $0.append(count) }
        }
      }
      await store.send(.increment)
    }
    #expect(seen.current == [1])
    #expect(warnings.current == [])
  }

  /// A reducer that changes a shared value, then sends to another store (whose reduction
  /// runs inside this one): the change is told when the outer reduction ends, not the inner.
  @Test func aNestedReductionDoesNotTellTheOuterOnesChange() {
    let warnings = LockIsolated<[String]>([])
    Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      let shared = Shared(value: 0)
      let other = Store(initialState: Side.State(count: Shared(value: 0))) { Side() }
      let store = Store(initialState: Side.State(count: shared)) {
        Reduce<Side.State, Side.Action> { state, action in
          if action == .increment {
            state.$count.withLock { $0 += 1 }
            other.send(.look)
          }
          return .none
        }
      }
      var seen: [Int] = []
      withObservationTracking {
        _ = store.count
      } onChange: {
        MainActor.assumeIsolated { seen.append(store.seen + store.count) }
      }
      store.send(.increment)
      #expect(seen == [1])
    }
    #expect(warnings.current == [])
  }
}
